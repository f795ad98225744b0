import { asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { chargeItems } from '../../db/schema.ts';

/**
 * The owner's price list of charges as stored (docs/product/handover-and-return.md#charges-price-list): rows
 * are inserted and changed, never deleted.
 */

/** What the owner sets of a charge, as stored (the code in capitals). */
export type ChargeItemFields = Omit<typeof chargeItems.$inferSelect, 'id' | 'createdAt' | 'updatedAt'>;
export type ChargeItemRow = ChargeItemFields & { id: string };

const columns = {
  id: chargeItems.id,
  code: chargeItems.code,
  nameEn: chargeItems.nameEn,
  nameBn: chargeItems.nameBn,
  amount: chargeItems.amount,
  active: chargeItems.active,
};

/** Every charge, or those switched on or off only, oldest first. */
export async function listChargeItems(db: Executor, { active }: { active?: boolean } = {}): Promise<ChargeItemRow[]> {
  return db
    .select(columns)
    .from(chargeItems)
    .where(active === undefined ? undefined : eq(chargeItems.active, active))
    .orderBy(asc(chargeItems.createdAt), asc(chargeItems.id));
}

export async function findChargeItem(db: Executor, id: string): Promise<ChargeItemRow | undefined> {
  const [row] = await db.select(columns).from(chargeItems).where(eq(chargeItems.id, id));
  return row;
}

/** A charge locked for a change, so two changes of it take turns and each audit row has its true before. */
export async function lockChargeItem(tx: Tx, id: string): Promise<ChargeItemRow | undefined> {
  const [row] = await tx.select(columns).from(chargeItems).where(eq(chargeItems.id, id)).for('update');
  return row;
}

export async function insertChargeItem(db: Executor, fields: ChargeItemFields): Promise<ChargeItemRow> {
  const [row] = await db.insert(chargeItems).values(fields).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateChargeItem(db: Executor, id: string, changes: Partial<ChargeItemFields>): Promise<void> {
  await db
    .update(chargeItems)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(chargeItems.id, id));
}
