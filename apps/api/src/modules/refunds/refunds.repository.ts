import type { RefundMethod, RefundReason } from '@bond/contract/refunds';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withTotal, type PageWindow } from '../../db/pages.ts';
import { bikes, payments, refunds, rentals, users } from '../../db/schema.ts';

/**
 * Records money the shop owes a customer (docs/product/money-and-refunds.md#refunds-due). Recording the same debt twice (a repeated return, a
 * payment settled again) changes nothing: a payment, or a rental's balance or cancellation, is owed once.
 */
export async function recordRefundDue(
  tx: Executor,
  input: { rentalId: string; paymentId?: string | null; amount: number; reason: RefundReason },
): Promise<void> {
  if (input.amount <= 0) return;
  await tx
    .insert(refunds)
    .values({
      rentalId: input.rentalId,
      paymentId: input.paymentId ?? null,
      amount: input.amount,
      reason: input.reason,
    })
    .onConflictDoNothing();
}

export type RefundStatusFilter = 'due' | 'refunded' | 'all';

export type RefundRow = {
  id: string;
  rentalId: string;
  paymentId: string | null;
  amount: number;
  reason: RefundReason;
  refundedAt: Date | null;
  method: RefundMethod | null;
  reference: string | null;
  gatewayRefundAskedAt: Date | null;
  gatewayRefundError: string | null;
  createdAt: Date;
  customerId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  bikeId: string;
  bikeName: string;
};

const refundColumns = {
  id: refunds.id,
  rentalId: refunds.rentalId,
  paymentId: refunds.paymentId,
  amount: refunds.amount,
  reason: refunds.reason,
  refundedAt: refunds.refundedAt,
  method: refunds.method,
  reference: refunds.reference,
  gatewayRefundAskedAt: refunds.gatewayRefundAskedAt,
  gatewayRefundError: refunds.gatewayRefundError,
  createdAt: refunds.createdAt,
  customerId: users.id,
  customerName: users.name,
  customerEmail: users.email,
  customerPhone: users.phone,
  bikeId: bikes.id,
  bikeName: bikes.name,
};

function selectRefunds(db: Executor) {
  return db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(rentals, eq(rentals.id, refunds.rentalId))
    .innerJoin(users, eq(users.id, rentals.userId))
    .innerJoin(bikes, eq(bikes.id, rentals.bikeId));
}

const STATUS_CONDITION = {
  due: isNull(refunds.refundedAt),
  refunded: isNotNull(refunds.refundedAt),
  all: undefined,
} as const;

/** The admin's Refunds page: money owed back, newest first. */
/** A page of refunds, newest first, and how many match in all. */
export async function listRefunds(
  db: Executor,
  status: RefundStatusFilter,
  page: PageWindow,
): Promise<{ rows: RefundRow[]; total: number }> {
  const where = STATUS_CONDITION[status];
  return withTotal(
    db,
    refunds,
    where,
    selectRefunds(db)
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(page.limit)
      .offset(page.offset),
  );
}

export async function findRefund(db: Executor, id: string): Promise<RefundRow | undefined> {
  const [row] = await selectRefunds(db).where(eq(refunds.id, id)).limit(1);
  return row;
}

/**
 * Settles a refund due, once (docs/product/money-and-refunds.md#refunds-due): one conditional update, so of two admins recording the same refund
 * only the first changes anything. Answers the amount this call settled, or null when it settled nothing.
 */
export async function markRefunded(
  db: Executor,
  id: string,
  input: { method: RefundMethod; reference: string; refundedBy: string; tillId?: string | null },
): Promise<number | null> {
  const rows = await db
    .update(refunds)
    .set({
      refundedAt: sql`now()`,
      method: input.method,
      reference: input.reference,
      refundedBy: input.refundedBy,
      tillId: input.tillId ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, id), isNull(refunds.refundedAt)))
    .returning({ amount: refunds.amount });
  return rows[0]?.amount ?? null;
}

/**
 * How the deposit of a rental came (docs/product/handover-and-return.md#return): the counter method of its
 * one paid payment with the purpose `deposit`, kept in `gateway`; undefined for a rental without one.
 */
export async function depositMethodOf(db: Executor, rentalId: string): Promise<string | undefined> {
  const [deposit] = await db
    .select({ method: payments.gateway })
    .from(payments)
    .where(and(eq(payments.rentalId, rentalId), eq(payments.purpose, 'deposit'), eq(payments.status, 'paid')))
    .limit(1);
  return deposit?.method;
}

/** A payment a gateway can send back: its ids at the gateway, and until when the gateway refunds it. */
export type GatewayRefundablePayment = {
  id: string;
  gateway: string;
  tranId: string;
  gatewayRef: string;
  gatewayTxnId: string;
  amount: number;
  until: Date;
};

/**
 * The payment a refund due can go back through, by the gateway's refund call
 * (docs/product/money-and-refunds.md#refunds-through-bkash): the payment it is owed back on, or else the
 * rental's newest paid payment through that gateway; taken within the gateway's refund window and of at least
 * the amount owed back; never a deposit's rest. One query for a page of refunds.
 */
export async function gatewayRefundablePayments(
  db: Executor,
  refundIds: readonly string[],
  gateway: string,
  windowDays: number,
): Promise<Map<string, GatewayRefundablePayment>> {
  if (refundIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select r.id as refund_id, p.id, p.gateway, p.tran_id, p.gateway_ref, p.gateway_txn_id, p.amount,
           p.settled_at + make_interval(days => ${windowDays}) as until
    from ${refunds} r
    cross join lateral (
      select * from ${payments} p
      where p.gateway = ${gateway}
        and p.status in ('paid', 'duplicate')
        -- A deposit held in bKash is settled by its capture and void, never refunded (handover-and-return.md#deposits-held-in-bkash).
        and p.purpose <> 'deposit'
        and p.gateway_ref is not null and p.gateway_txn_id is not null
        and p.amount >= r.amount
        and p.settled_at > now() - make_interval(days => ${windowDays})
        and (case when r.payment_id is not null then p.id = r.payment_id else p.rental_id = r.rental_id end)
      order by p.settled_at desc
      limit 1
    ) p
    where r.id in (${sql.join(
      refundIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and r.refunded_at is null
      -- A deposit's rest goes back by the method the deposit came by (refuseOtherWayBack), not by an advance's.
      and r.reason <> 'deposit_return'
  `)) as unknown as {
    rows: {
      refund_id: string;
      id: string;
      gateway: string;
      tran_id: string;
      gateway_ref: string;
      gateway_txn_id: string;
      amount: number;
      until: Date | string;
    }[];
  };
  return new Map(
    result.rows.map((row) => [
      row.refund_id,
      {
        id: row.id,
        gateway: row.gateway,
        tranId: row.tran_id,
        gatewayRef: row.gateway_ref,
        gatewayTxnId: row.gateway_txn_id,
        amount: row.amount,
        until: new Date(row.until),
      },
    ]),
  );
}

/**
 * The one permission to ask the gateway for a refund due: true for the request that sets
 * `gateway_refund_asked_at` on a refund still due and not being asked for, false for any other.
 */
export async function claimGatewayRefund(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ gatewayRefundAskedAt: sql`now()`, gatewayRefundError: null, updatedAt: new Date() })
    .where(and(eq(refunds.id, id), isNull(refunds.refundedAt), isNull(refunds.gatewayRefundAskedAt)))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** The gateway made no refund: the claim is given back, with why, for a second click or a refund by hand. */
export async function releaseGatewayRefund(db: Executor, id: string, error: string): Promise<void> {
  await db
    .update(refunds)
    .set({ gatewayRefundAskedAt: null, gatewayRefundError: error.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(refunds.id, id), isNull(refunds.refundedAt)));
}
