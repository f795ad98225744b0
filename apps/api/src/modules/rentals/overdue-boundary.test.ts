import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema.ts';
import { findTimedCauses, isStillTrue, type MessageRow } from '../../notifications/outbox.repository.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { findRental } from './rentals.repository.ts';

/**
 * "Overdue" is one state with one comparison (db/rental-states.ts, docs/decisions/028): a rental out on rent
 * is overdue strictly after its planned return. At the planned return itself it is due, not late: the
 * rentals repository (on the database's clock) and the outbox's overdue notice (on the worker's clock) agree.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

/** A rental of its own bike, paid and handed over, two days ahead (moved into the past by each test). */
async function paidRental() {
  const bike = await t.bike(admin.token);
  const rider = await t.customer();
  return t.rentalOut(rider.token, bike._id, t.inMinutes(2 * 24 * 60), t.inMinutes(2 * 24 * 60 + 120));
}

const overdueCauses = async (db: Parameters<typeof findTimedCauses>[0], rentalId: string, now: Date) =>
  (await findTimedCauses(db, now, 1000)).filter((c) => c.rentalId === rentalId && c.template === 'overdue');

describe('a rental whose planned return is now', () => {
  it('is not overdue in the rentals repository, and overdue a moment later (the database’s clock)', async () => {
    const { rentalId } = await paidRental();
    // now() is the transaction's start: the same instant for the update and the read that follows it.
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(rentals)
        .set({ startTime: sql`now() - interval '2 hours'`, endTime: sql`now()` })
        .where(eq(rentals.id, rentalId));
      expect(await findRental(tx, rentalId)).toMatchObject({ status: 'active', isOverdue: false });

      await tx
        .update(rentals)
        .set({ endTime: sql`now() - interval '1 millisecond'` })
        .where(eq(rentals.id, rentalId));
      expect(await findRental(tx, rentalId)).toMatchObject({ status: 'active', isOverdue: true });
    });
  });

  it('queues no overdue notice at that instant, and one a moment later (the worker’s clock)', async () => {
    const { rentalId } = await paidRental();
    const plannedReturn = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    await t.database.db
      .update(rentals)
      .set({ startTime: new Date(plannedReturn.getTime() - 2 * 60 * 60_000), endTime: plannedReturn })
      .where(eq(rentals.id, rentalId));
    const notice = { rentalId, template: 'overdue', aboutAt: plannedReturn } as MessageRow;
    const justAfter = new Date(plannedReturn.getTime() + 1);

    expect(await overdueCauses(t.database.db, rentalId, plannedReturn)).toEqual([]);
    expect(await isStillTrue(t.database.db, notice, plannedReturn)).toBe(false);

    expect(await overdueCauses(t.database.db, rentalId, justAfter)).toEqual([
      { rentalId, template: 'overdue', aboutAt: plannedReturn },
    ]);
    expect(await isStillTrue(t.database.db, notice, justAfter)).toBe(true);
  });
});
