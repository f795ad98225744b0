import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { standinTransactions } from '../../db/schema.ts';

/** The stand-in's book of transactions, kept in the shop's database so that every server process shares it. */
export type StandinTransaction = typeof standinTransactions.$inferSelect;
export type TransactionStatus = StandinTransaction['status'];

/** What the stand-in keeps of the customer and the merchant's optional fields (echoed back later). */
export type StoredCustomer = {
  name: string;
  email: string;
  phone: string;
  add1?: string | undefined;
  add2?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  postcode?: string | undefined;
  country?: string | undefined;
  opts?: Partial<Record<'opt_a' | 'opt_b' | 'opt_c' | 'opt_d', string | undefined>>;
};

/** Records a new transaction; false when the store already has one with this id (aamarPay refuses it). */
export async function insertTransaction(
  db: Executor,
  row: Omit<typeof standinTransactions.$inferInsert, 'customer'> & { customer: StoredCustomer },
): Promise<boolean> {
  const inserted = await db
    .insert(standinTransactions)
    .values(row)
    .onConflictDoNothing()
    .returning({ track: standinTransactions.track });
  return inserted.length > 0;
}

export async function findByTrack(db: Executor, track: string): Promise<StandinTransaction | undefined> {
  const [row] = await db.select().from(standinTransactions).where(eq(standinTransactions.track, track)).limit(1);
  return row;
}

export async function findByTranId(
  db: Executor,
  storeId: string,
  tranId: string,
): Promise<StandinTransaction | undefined> {
  const [row] = await db
    .select()
    .from(standinTransactions)
    .where(and(eq(standinTransactions.storeId, storeId), eq(standinTransactions.tranId, tranId)))
    .limit(1);
  return row;
}

/** The customer's one decision on the checkout page; a second one finds nothing initiated and changes nothing. */
export async function completeTransaction(
  db: Executor,
  track: string,
  status: Exclude<TransactionStatus, 'initiated'>,
  pgTxnId: string | null,
): Promise<StandinTransaction | undefined> {
  const [row] = await db
    .update(standinTransactions)
    .set({ status, pgTxnId, completedAt: new Date() })
    .where(and(eq(standinTransactions.track, track), eq(standinTransactions.status, 'initiated')))
    .returning();
  return row;
}
