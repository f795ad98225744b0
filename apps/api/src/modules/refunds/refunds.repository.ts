import type { RefundMethod, RefundReason } from '@bond/contract/refunds';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withTotal, type PageWindow } from '../../db/pages.ts';
import { bikes, refunds, rentals, users } from '../../db/schema.ts';

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
