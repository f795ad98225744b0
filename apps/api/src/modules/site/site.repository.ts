import { isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bikes } from '../../db/schema.ts';

/** Every listed bike's id and when it last changed, for the sitemap. */
export async function listedBikePages(db: Executor): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: bikes.id, updatedAt: bikes.updatedAt })
    .from(bikes)
    .where(isNull(bikes.retiredAt))
    .orderBy(bikes.createdAt, bikes.id);
}
