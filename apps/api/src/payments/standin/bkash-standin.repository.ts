import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { bkashStandinPayments, bkashStandinRefunds } from '../../db/schema.ts';

/**
 * The bKash stand-in's book of checkouts and refunds, kept in the shop's database so that every server process
 * shares it (docs/product/money-and-refunds.md#the-bkash-stand-in). Every change of a checkout is one
 * conditional update: of two requests racing for the same change, exactly one finds the row as it expects.
 */
export type BkashStandinPayment = typeof bkashStandinPayments.$inferSelect;
export type BkashStandinRefund = typeof bkashStandinRefunds.$inferSelect;
export type CustomerDecision = NonNullable<BkashStandinPayment['customerDecision']>;

export async function insertPayment(
  db: Executor,
  row: typeof bkashStandinPayments.$inferInsert,
): Promise<BkashStandinPayment> {
  const [inserted] = await db.insert(bkashStandinPayments).values(row).returning();
  return inserted!;
}

export async function findPayment(db: Executor, paymentId: string): Promise<BkashStandinPayment | undefined> {
  const [row] = await db
    .select()
    .from(bkashStandinPayments)
    .where(eq(bkashStandinPayments.paymentId, paymentId))
    .limit(1);
  return row;
}

export async function findPaymentByTrxId(db: Executor, trxId: string): Promise<BkashStandinPayment | undefined> {
  const [row] = await db.select().from(bkashStandinPayments).where(eq(bkashStandinPayments.trxId, trxId)).limit(1);
  return row;
}

/** The customer's one decision on the checkout page; a second one finds a decision already made and changes nothing. */
export async function recordDecision(
  db: Executor,
  paymentId: string,
  decision: CustomerDecision,
  customerMsisdn: string | null,
): Promise<BkashStandinPayment | undefined> {
  const [row] = await db
    .update(bkashStandinPayments)
    .set({ customerDecision: decision, customerMsisdn, updatedAt: new Date() })
    .where(
      and(
        eq(bkashStandinPayments.paymentId, paymentId),
        isNull(bkashStandinPayments.customerDecision),
        eq(bkashStandinPayments.transactionStatus, 'Initiated'),
      ),
    )
    .returning();
  return row;
}

/** The condition of a checkout the customer approved and nobody has executed yet. */
const approvedUnexecuted = (paymentId: string) =>
  and(
    eq(bkashStandinPayments.paymentId, paymentId),
    eq(bkashStandinPayments.customerDecision, 'success'),
    eq(bkashStandinPayments.transactionStatus, 'Initiated'),
    isNull(bkashStandinPayments.executedAt),
  );

/** Execute: takes the money of an approved checkout, once; undefined for every call but the one that did. */
export async function executePayment(
  db: Executor,
  paymentId: string,
  status: 'Completed' | 'Authorized',
  trxId: string,
): Promise<BkashStandinPayment | undefined> {
  const at = new Date();
  const [row] = await db
    .update(bkashStandinPayments)
    .set({ transactionStatus: status, trxId, executedAt: at, updatedAt: at })
    .where(approvedUnexecuted(paymentId))
    .returning();
  return row;
}

/** Execute refused (the wallet could not pay): the approved checkout fails, untaken. */
export async function failPayment(db: Executor, paymentId: string): Promise<BkashStandinPayment | undefined> {
  const [row] = await db
    .update(bkashStandinPayments)
    .set({ transactionStatus: 'Failed', updatedAt: new Date() })
    .where(approvedUnexecuted(paymentId))
    .returning();
  return row;
}

/** Capture of an authorization, once: the amount taken of what was held. */
export async function capturePayment(
  db: Executor,
  paymentId: string,
  capturedAmount: string,
): Promise<BkashStandinPayment | undefined> {
  const [row] = await db
    .update(bkashStandinPayments)
    .set({ transactionStatus: 'Completed', capturedAmount, updatedAt: new Date() })
    .where(and(eq(bkashStandinPayments.paymentId, paymentId), eq(bkashStandinPayments.transactionStatus, 'Authorized')))
    .returning();
  return row;
}

/** Void of an authorization (asked, or its hold lapsed): nothing of it is ever taken. */
export async function voidPayment(db: Executor, paymentId: string): Promise<BkashStandinPayment | undefined> {
  const [row] = await db
    .update(bkashStandinPayments)
    .set({ transactionStatus: 'Voided', updatedAt: new Date() })
    .where(and(eq(bkashStandinPayments.paymentId, paymentId), eq(bkashStandinPayments.transactionStatus, 'Authorized')))
    .returning();
  return row;
}

/**
 * A checkout locked for the caller's transaction: refunds of one payment are made one at a time, so that each
 * sees every refund made before it.
 */
export async function lockPayment(tx: Tx, paymentId: string): Promise<BkashStandinPayment | undefined> {
  const [row] = await tx
    .select()
    .from(bkashStandinPayments)
    .where(eq(bkashStandinPayments.paymentId, paymentId))
    .limit(1)
    .for('update');
  return row;
}

export async function refundsOf(db: Executor, paymentId: string): Promise<BkashStandinRefund[]> {
  return db.select().from(bkashStandinRefunds).where(eq(bkashStandinRefunds.paymentId, paymentId));
}

export async function insertRefund(tx: Tx, row: typeof bkashStandinRefunds.$inferInsert): Promise<BkashStandinRefund> {
  const [inserted] = await tx.insert(bkashStandinRefunds).values(row).returning();
  return inserted!;
}

/** The newest refund of a payment (bKash's refund status answers it). */
export async function latestRefund(db: Executor, paymentId: string): Promise<BkashStandinRefund | undefined> {
  const [row] = await db
    .select()
    .from(bkashStandinRefunds)
    .where(eq(bkashStandinRefunds.paymentId, paymentId))
    .orderBy(desc(bkashStandinRefunds.createdAt), desc(bkashStandinRefunds.refundTrxId))
    .limit(1);
  return row;
}
