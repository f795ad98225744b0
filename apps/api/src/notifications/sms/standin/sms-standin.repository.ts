import { desc } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { withTotal, type PageWindow } from '../../../db/pages.ts';
import { smsStandinDeliveries } from '../../../db/schema.ts';

/** What the local SSL Wireless stand-in received, kept in the shop's database so every server process shares it. */
export type StandinDelivery = typeof smsStandinDeliveries.$inferSelect;

/**
 * Records a delivery; false when one with this `csms_id` is already there. The primary key decides, so two
 * server processes sharing the database give the same answer, as the one real gateway would.
 */
export async function recordDelivery(
  db: Executor,
  row: Omit<typeof smsStandinDeliveries.$inferInsert, 'receivedAt'>,
): Promise<boolean> {
  const inserted = await db
    .insert(smsStandinDeliveries)
    .values(row)
    .onConflictDoNothing({ target: smsStandinDeliveries.csmsId })
    .returning({ csmsId: smsStandinDeliveries.csmsId });
  return inserted.length > 0;
}

/** A page of the deliveries, newest first. */
export async function listDeliveries(db: Executor, page: PageWindow) {
  return withTotal(
    db,
    smsStandinDeliveries,
    undefined,
    db
      .select()
      .from(smsStandinDeliveries)
      .orderBy(desc(smsStandinDeliveries.receivedAt), desc(smsStandinDeliveries.csmsId))
      .limit(page.limit)
      .offset(page.offset),
  );
}
