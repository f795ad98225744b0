import type { CounterMethod } from '@bond/contract/counter';
import type { HeldPaymentReasonCode } from '@bond/contract/refunds';
import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { isUniqueViolation, type Executor } from '../db/client.ts';
import { bikes, payments, rentals, users } from '../db/schema.ts';
import { recordRefundDue } from '../modules/refunds/refunds.repository.ts';
import { awaitingAdvance } from '../db/rental-states.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  db: Executor,
  input: { rentalId: string; purpose: 'advance' | 'rent'; amount: number; gateway: string; tranId: string },
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * A payment taken at the counter (docs/product/the-counter.md#counter-payments): paid when it is recorded,
 * its method kept in `gateway` and its reference in `gateway_txn_id` (so `payments_gateway_txn_id_key` takes a
 * Send Money transaction ID or a terminal's reference once per method, across every process), with who took
 * it and, for cash, the till it went into. `payments_paid_once` still takes one paid payment per purpose.
 */
export async function insertCounterPayment(
  tx: Executor,
  input: {
    rentalId: string;
    purpose: 'advance' | 'rent' | 'deposit';
    amount: number;
    method: CounterMethod;
    reference: string | null;
    receivedBy: string;
    tillId: string | null;
    tranId: string;
  },
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      rentalId: input.rentalId,
      purpose: input.purpose,
      amount: input.amount,
      gateway: input.method,
      tranId: input.tranId,
      status: 'paid',
      gatewayTxnId: input.reference,
      receivedBy: input.receivedBy,
      tillId: input.tillId,
      settledAt: sql`now()`,
      verifiedAt: sql`now()`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Who took a counter payment: their name, for the answer and the rental's story. */
export async function receiverName(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/** Keeps a checkout's address, and the gateway's own id of it where it has one (bKash's paymentID). */
export async function saveCheckoutUrl(
  db: Executor,
  id: string,
  checkoutUrl: string,
  gatewayRef: string | null = null,
): Promise<void> {
  await db
    .update(payments)
    .set({ checkoutUrl, ...(gatewayRef ? { gatewayRef } : {}), updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/**
 * The gateway's id of a payment's checkout as a customer's return names it, kept if none was kept yet (the
 * answer that opened the checkout could not be kept). Answers the id the payment has now: a return naming
 * another checkout than the one kept is not about this payment.
 */
export async function keepGatewayRef(db: Executor, id: string, gatewayRef: string): Promise<string | null> {
  let kept: { gatewayRef: string | null } | undefined;
  try {
    [kept] = await db
      .update(payments)
      .set({ gatewayRef, updatedAt: new Date() })
      .where(and(eq(payments.id, id), isNull(payments.gatewayRef)))
      .returning({ gatewayRef: payments.gatewayRef });
  } catch (err) {
    // Another payment's checkout (`payments_gateway_ref_key`): not this payment's, so nothing is kept.
    if (!isUniqueViolation(err, 'payments_gateway_ref_key')) throw err;
  }
  if (kept) return kept.gatewayRef;
  const [row] = await db.select({ gatewayRef: payments.gatewayRef }).from(payments).where(eq(payments.id, id));
  return row?.gatewayRef ?? null;
}

/**
 * The one permission to ask the gateway to take a pending payment's money (bKash's execute): true for the
 * one request that sets `charge_asked_at`, false for every other, in any process.
 */
export async function claimCharge(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ chargeAskedAt: sql`now()`, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending'), isNull(payments.chargeAskedAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** How long an open checkout is offered again instead of a new one. */
export const CHECKOUT_REUSE_MINUTES = 30;

/**
 * The newest checkout of a rental's purpose through a gateway still waiting for the customer, opened in the
 * last half hour, and not yet charged.
 */
export async function findOpenCheckout(
  tx: Executor,
  rentalId: string,
  purpose: 'advance' | 'rent',
  gateway: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.rentalId, rentalId),
        eq(payments.purpose, purpose),
        eq(payments.gateway, gateway),
        isNull(payments.chargeAskedAt),
        eq(payments.status, 'pending'),
        sql`${payments.createdAt} > now() - make_interval(mins => ${CHECKOUT_REUSE_MINUTES})`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function findPaymentByTranId(db: Executor, tranId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.tranId, tranId)).limit(1);
  return row;
}

/** The one conditional pending → paid update (docs/product/money-and-refunds.md#payments): repeats and late arrivals change nothing. */
export async function markPaid(
  tx: Executor,
  id: string,
  gatewayTxnId: string,
  verification: unknown,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({
      status: 'paid',
      gatewayTxnId,
      verification,
      verifiedAt: new Date(),
      settledAt: new Date(),
      rejectionReason: null,
      reviewReason: null,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export const DUPLICATE_PAYMENT_REASON = 'another payment already paid for this; refund due';

/**
 * A payment the gateway confirms for a rental purpose that another payment already paid (two checkouts of
 * one booking, both paid): recorded with its gateway id as paid twice, and owed back to the customer.
 */
export async function markDuplicate(db: Executor, id: string, gatewayTxnId: string, verification: unknown) {
  const rows = await db
    .update(payments)
    .set({
      status: 'duplicate',
      gatewayTxnId,
      verification,
      refundDue: true,
      rejectionReason: DUPLICATE_PAYMENT_REASON,
      reviewReason: null,
      verifiedAt: new Date(),
      settledAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ rentalId: payments.rentalId, amount: payments.amount });
  const row = rows[0];
  if (row)
    await recordRefundDue(db, {
      rentalId: row.rentalId,
      paymentId: id,
      amount: row.amount,
      reason: 'duplicate_payment',
    });
}

export async function markClosed(
  tx: Executor,
  id: string,
  status: 'failed' | 'cancelled' | 'expired',
  verification: unknown,
  options: { onlyUncharged?: boolean } = {},
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status, verification, verifiedAt: new Date(), settledAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'pending'),
        // A customer's own "cancelled" closes a checkout only while the shop has not asked for its money.
        options.onlyUncharged ? isNull(payments.chargeAskedAt) : undefined,
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Keeps the gateway's latest answer on a payment that stays pending, with why it was refused
 * (`rejectionReason`) or why an admin must look at it (`reviewReason`); a reason left out is kept as it is.
 */
export async function recordVerification(
  db: Executor,
  id: string,
  verification: unknown,
  reasons: { rejectionReason?: string | null; reviewReason?: HeldPaymentReasonCode | null },
) {
  await db
    .update(payments)
    .set({ verification, ...reasons, verifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

export async function findPaymentById(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/**
 * An admin's decision to give back a payment held for a check (docs/product/money-and-refunds.md#refunds-due): closed as failed, owed back with
 * reason `refused_payment`. Only a pending payment can be closed, so a decision is taken once.
 */
export async function closeAsRefused(tx: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'failed', refundDue: true, settledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  if (row)
    await recordRefundDue(tx, { rentalId: row.rentalId, paymentId: id, amount: row.amount, reason: 'refused_payment' });
  return row;
}

/** Pending payments an admin must look at: a review reason, or a verification that was refused. */
export async function findPaymentsToCheck(db: Executor) {
  return db
    .select({
      payment: payments,
      customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      bike: { id: bikes.id, name: bikes.name },
    })
    .from(payments)
    .innerJoin(rentals, eq(rentals.id, payments.rentalId))
    .innerJoin(users, eq(users.id, rentals.userId))
    .innerJoin(bikes, eq(bikes.id, rentals.bikeId))
    .where(
      and(eq(payments.status, 'pending'), or(isNotNull(payments.reviewReason), isNotNull(payments.rejectionReason))),
    )
    .orderBy(asc(payments.createdAt))
    .limit(500);
}

/** A paid advance that could not be used (the booking lapsed or closed): the money is owed back (docs/product/money-and-refunds.md#refunds-due). */
export async function markRefundDue(tx: Executor, id: string) {
  const [row] = await tx
    .update(payments)
    .set({ refundDue: true, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning({ rentalId: payments.rentalId, amount: payments.amount });
  if (row)
    await recordRefundDue(tx, { rentalId: row.rentalId, paymentId: id, amount: row.amount, reason: 'late_payment' });
}

/**
 * A checkout still open to its customer (docs/decisions/021): an advance whose booking still holds its
 * period, or a balance opened in the last half hour. A booking cancelled or lapsed closes its checkouts: the
 * gateway has no call to withdraw one, so they stay pending until it says they were not paid, but they are
 * never offered again and are asked about after the open ones.
 */
const checkoutIsOpen = sql`(
  (${payments.purpose} = 'advance' and exists (
    select 1 from ${rentals} where ${rentals.id} = ${payments.rentalId} and ${awaitingAdvance()}
  ))
  or (${payments.purpose} = 'rent' and ${payments.createdAt} > now() - make_interval(mins => ${CHECKOUT_REUSE_MINUTES}))
)`;

/**
 * Pending payments older than `olderThan` to ask the gateway about again: the open checkouts first, then
 * the least recently asked, so that no pile of closed checkouts can keep a payment whose hold is still
 * running waiting (the attack run's 1,700 stale checkouts delayed one by 24.6 minutes).
 */
export async function findStalePendingPayments(db: Executor, olderThan: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, olderThan), isNull(payments.rejectionReason)))
    .orderBy(
      sql`case when ${checkoutIsOpen} then 0 else 1 end`,
      sql`${payments.verifiedAt} asc nulls first`,
      asc(payments.createdAt),
    )
    .limit(limit);
}

/** Who took each of a rental's counter payments, by payment id (online payments have nobody). */
export async function receiversOfPayments(
  db: Executor,
  rentalId: string,
): Promise<Map<string, { id: string; name: string }>> {
  const rows = await db
    .select({ paymentId: payments.id, id: users.id, name: users.name })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.receivedBy))
    .where(eq(payments.rentalId, rentalId));
  return new Map(rows.map((r) => [r.paymentId, { id: r.id, name: r.name }]));
}

/** Every payment attempt of a rental, oldest first. */
export async function listPaymentsOfRental(db: Executor, rentalId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.rentalId, rentalId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
