import { and, gte, lte } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rentals } from '../db/schema.ts';

/**
 * The rentals whose id begins with an 8-hex-digit code (at most two: two mean the code is ambiguous), with
 * their customer, found on the primary key's index.
 */
export async function findRentalsByCode(db: Executor, code: string): Promise<{ id: string; userId: string }[]> {
  return db
    .select({ id: rentals.id, userId: rentals.userId })
    .from(rentals)
    .where(
      and(
        gte(rentals.id, `${code}-0000-0000-0000-000000000000`),
        lte(rentals.id, `${code}-ffff-ffff-ffff-ffffffffffff`),
      ),
    )
    .limit(2);
}
