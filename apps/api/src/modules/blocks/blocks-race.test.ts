import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExclusionViolation, type Database } from '../../db/client.ts';
import { bikeBlocks, rentals } from '../../db/schema.ts';
import { buildTestApp, factories, json, openSecondPool, openTestDatabase } from '../../test/test-app.ts';

/**
 * docs/product/fleet-calendar.md#blocks, docs/product/platform.md#many-processes: a block and a booking of one
 * bike's time made at the same moment through two server processes: exactly one is made, whichever process
 * each goes to. The database decides (migration 0027's triggers under the bike's row lock), also for a write
 * that comes around the API. On PGlite, and on PostgreSQL with TEST_DATABASE_URL (two connection pools: two
 * processes).
 */
let database: Database;
let second: Database | undefined;
let appA: FastifyInstance;
let appB: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  appA = await buildTestApp(database);
  second = await openSecondPool(database);
  appB = await buildTestApp(second ?? database);
});

afterAll(async () => {
  await appA.close();
  await appB.close();
  await second?.close();
  await database.close();
});

const HOUR = 60;
const DAY = 24 * HOUR;

describe('a block and a booking of the same time at once', () => {
  it(
    'through two processes, ten rounds: one of the two is made each time, never both',
    { timeout: 120_000 },
    async () => {
      const f = factories(appA, database);
      const admin = await f.admin();
      const staff = await f.staffMember(admin.token, { name: 'Race Clerk' });
      const apps = [appA, appB];
      for (let round = 0; round < 10; round += 1) {
        const bike = await f.bike(admin.token);
        const rider = await f.customer();
        const start = f.inMinutes(DAY + round);
        const end = f.inMinutes(DAY + round + 3 * HOUR);
        const [blockApp, bookApp] = round % 2 === 0 ? apps : [...apps].reverse();
        const [blocked, booked] = await Promise.all([
          blockApp!.inject({
            method: 'POST',
            url: `/api/bikes/${bike._id}/blocks`,
            headers: { authorization: `Bearer ${staff.token}` },
            payload: { start, end, reason: 'service' },
          }),
          bookApp!.inject({
            method: 'POST',
            url: '/api/rentals',
            headers: { authorization: `Bearer ${rider.token}` },
            payload: { bikeId: bike._id, startTime: start, endTime: end },
            remoteAddress: `10.9.0.${round + 1}`,
          }),
        ]);
        const made = [blocked, booked].filter((r) => r.statusCode === 201);
        expect(made, `${blocked.body}\n${booked.body}`).toHaveLength(1);
        if (blocked.statusCode === 201) {
          expect(json(booked).code).toBe('PERIOD_TAKEN');
        } else {
          expect(json(blocked).code).toBe('BLOCK_CLASHES');
          expect(json(blocked).data.clashes).toHaveLength(1);
        }
        const blocks = await database.db.select().from(bikeBlocks).where(eq(bikeBlocks.bikeId, bike._id));
        const held = await database.db
          .select()
          .from(rentals)
          .where(sql`${rentals.bikeId} = ${bike._id} and ${rentals.status} in ('pending', 'booked')`);
        expect(blocks.length + held.length).toBe(1);
      }
    },
  );

  it('refuses a booking lengthened into a block, even written around the API', async () => {
    const f = factories(appA, database);
    const admin = await f.admin();
    const staff = await f.staffMember(admin.token, { name: 'Rule Clerk' });
    const bike = await f.bike(admin.token);
    const rider = await f.customer();
    const { rentalId } = await f.activeRental(rider.token, bike._id, f.inMinutes(DAY), f.inMinutes(DAY + 2 * HOUR));
    const blocked = await f.api('POST', `/api/bikes/${bike._id}/blocks`, staff.token, {
      start: f.inMinutes(DAY + 3 * HOUR),
      end: f.inMinutes(DAY + 6 * HOUR),
      reason: 'repair',
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const lengthen = database.db
      .update(rentals)
      .set({ endTime: new Date(f.inMinutes(DAY + 4 * HOUR)) })
      .where(eq(rentals.id, rentalId));
    const refusal = await lengthen.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isExclusionViolation(refusal, 'rentals_no_overlap')).toBe(true);
    // Up to the block's start: allowed.
    await database.db
      .update(rentals)
      .set({ endTime: new Date(f.inMinutes(DAY + 3 * HOUR)) })
      .where(eq(rentals.id, rentalId));
    // A block moved over the booking, around the API: refused too.
    const moved = await database.db
      .update(bikeBlocks)
      .set({ startTime: new Date(f.inMinutes(DAY + HOUR)) })
      .where(eq(bikeBlocks.bikeId, bike._id))
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(isExclusionViolation(moved, 'bike_blocks_meet_bookings')).toBe(true);
  });
});
