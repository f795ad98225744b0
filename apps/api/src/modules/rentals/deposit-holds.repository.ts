import type { DepositHoldState } from '@bond/contract/deposit-holds';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { depositHolds, payments } from '../../db/schema.ts';

/*
 * A rental's deposit held in the rider's bKash wallet (docs/product/handover-and-return.md#deposits-held-in-bkash):
 * its row in `deposit_holds`, changed only by conditional updates, so that two presses or two processes move it
 * once.
 */

export type DepositHoldRow = typeof depositHolds.$inferSelect;

/** The rental's hold still open or held, if any (at most one: `deposit_holds_open_key`). */
export async function findOpenHold(db: Executor, rentalId: string): Promise<DepositHoldRow | undefined> {
  const [row] = await db
    .select()
    .from(depositHolds)
    .where(and(eq(depositHolds.rentalId, rentalId), inArray(depositHolds.state, ['pending', 'held'])));
  return row;
}

/** The rental's newest hold, whatever became of it. */
export async function findLatestHold(db: Executor, rentalId: string): Promise<DepositHoldRow | undefined> {
  const [row] = await db
    .select()
    .from(depositHolds)
    .where(eq(depositHolds.rentalId, rentalId))
    .orderBy(desc(depositHolds.createdAt))
    .limit(1);
  return row;
}

/**
 * The hold a handover took as the rental's deposit: the one whose invoice number its deposit payment carries
 * (insertHeldDeposit); undefined for a deposit taken at the counter, or none.
 */
export async function findHoldOfDeposit(db: Executor, rentalId: string): Promise<DepositHoldRow | undefined> {
  const [row] = await db
    .select({ hold: depositHolds })
    .from(payments)
    .innerJoin(depositHolds, eq(depositHolds.tranId, payments.tranId))
    .where(
      and(
        eq(payments.rentalId, rentalId),
        eq(payments.purpose, 'deposit'),
        eq(payments.status, 'paid'),
        eq(payments.gateway, 'bkash'),
      ),
    );
  return row?.hold;
}

export async function findHoldByTranId(db: Executor, tranId: string): Promise<DepositHoldRow | undefined> {
  const [row] = await db.select().from(depositHolds).where(eq(depositHolds.tranId, tranId));
  return row;
}

/** The hold, locked until the transaction ends. */
export async function lockHold(tx: Tx, id: string): Promise<DepositHoldRow | undefined> {
  const [row] = await tx.select().from(depositHolds).where(eq(depositHolds.id, id)).for('update');
  return row;
}

/**
 * A new pending hold; undefined when the rental already has one open or held (the caller reads that one).
 */
export async function insertHold(
  db: Executor,
  input: { rentalId: string; tranId: string; amount: number; openedBy: string },
): Promise<DepositHoldRow | undefined> {
  const [row] = await db.insert(depositHolds).values(input).onConflictDoNothing().returning();
  return row;
}

/** How long a hold may wait for bKash to open its page before another press replaces it. */
export const UNOPENED_HOLD_SECONDS = 20;

/**
 * Closes the rental's pending hold whose page bKash never gave (its opener died, or bKash did not answer) for
 * longer than UNOPENED_HOLD_SECONDS, on the database's clock, so that a press can open a new one.
 */
export async function closeUnopenedHold(db: Executor, rentalId: string): Promise<void> {
  await db
    .update(depositHolds)
    .set({ state: 'failed', error: 'bKash did not open the hold’s page', updatedAt: sql`now()` })
    .where(
      and(
        eq(depositHolds.rentalId, rentalId),
        eq(depositHolds.state, 'pending'),
        isNull(depositHolds.checkoutUrl),
        isNull(depositHolds.confirmAskedAt),
        sql`${depositHolds.createdAt} < now() - make_interval(secs => ${UNOPENED_HOLD_SECONDS})`,
      ),
    );
}

/** bKash's id and page of the hold's checkout, kept once bKash opened it. */
export async function keepCheckout(db: Executor, id: string, gatewayRef: string, checkoutUrl: string) {
  await db
    .update(depositHolds)
    .set({ gatewayRef, checkoutUrl, updatedAt: sql`now()` })
    .where(and(eq(depositHolds.id, id), eq(depositHolds.state, 'pending')));
}

/**
 * Claims the one ask to execute the hold: true for the one request (in any process) whose update set
 * `confirm_asked_at`; every other return asks bKash where the hold stands instead.
 */
export async function claimConfirm(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(depositHolds)
    .set({ confirmAskedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(depositHolds.id, id), eq(depositHolds.state, 'pending'), isNull(depositHolds.confirmAskedAt)))
    .returning({ id: depositHolds.id });
  return rows.length === 1;
}

/**
 * Moves the hold to `state` when it is in one of `from`; answers the row as it is afterwards, or undefined
 * when it was not in one of them (moved meanwhile).
 */
export async function moveHold(
  db: Executor,
  id: string,
  from: readonly DepositHoldState[],
  change: {
    state: DepositHoldState;
    trxId?: string | null;
    capturedAmount?: number | null;
    error?: string | null;
    checkoutUrl?: null;
  },
  /** Only while the shop never asked bKash to execute it (a hold being executed is not closed on a word). */
  { unexecuted = false }: { unexecuted?: boolean } = {},
): Promise<DepositHoldRow | undefined> {
  const [row] = await db
    .update(depositHolds)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      and(
        eq(depositHolds.id, id),
        inArray(depositHolds.state, [...from]),
        unexecuted ? isNull(depositHolds.confirmAskedAt) : undefined,
      ),
    )
    .returning();
  return row;
}

/** A claim to capture or void a held hold left unanswered this long may be taken over by another request. */
export const SETTLE_CLAIM_SECONDS = 120;

/**
 * Claims the one ask to capture `amount` of the held hold (0: to void it): set by one conditional update, in any
 * process; a claim older than SETTLE_CLAIM_SECONDS (its request died, or bKash never answered) may be taken over.
 * Undefined when another request holds the claim, or the hold is no longer held.
 */
export async function claimSettle(db: Executor, id: string, amount: number): Promise<DepositHoldRow | undefined> {
  const [row] = await db
    .update(depositHolds)
    .set({ settleAskedAt: sql`now()`, settleAmount: amount, updatedAt: sql`now()` })
    .where(
      and(
        eq(depositHolds.id, id),
        eq(depositHolds.state, 'held'),
        sql`(${depositHolds.settleAskedAt} is null or ${depositHolds.settleAskedAt} < now() - make_interval(secs => ${SETTLE_CLAIM_SECONDS}))`,
      ),
    )
    .returning();
  return row;
}

/**
 * The deposit of a handover made with a held hold, as a payment (gateway `bkash`, purpose `deposit`), so the
 * bill, the handover's record and the reports read it as any deposit: the hold's invoice number and bKash's
 * ids are its own.
 */
export async function insertHeldDeposit(
  tx: Tx,
  hold: DepositHoldRow & { gatewayRef: string },
  receivedBy: string,
): Promise<void> {
  await tx.insert(payments).values({
    rentalId: hold.rentalId,
    purpose: 'deposit',
    amount: hold.amount,
    gateway: 'bkash',
    tranId: hold.tranId,
    status: 'paid',
    gatewayRef: hold.gatewayRef,
    gatewayTxnId: hold.trxId,
    receivedBy,
    settledAt: sql`now()`,
    verifiedAt: sql`now()`,
  });
}
