import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExclusionViolation, type Database } from '../../db/client.ts';
import { rentals, shopClosures } from '../../db/schema.ts';
import { buildTestApp, factories, json, openSecondPool, openTestDatabase } from '../../test/test-app.ts';

/**
 * docs/product/fleet-calendar.md#closures, docs/product/platform.md#many-processes: a closure of the shop and
 * a booking of its time made at the same moment through two server processes: never both, whichever process
 * each goes to. The database decides (migration 0029's triggers under the shop-wide advisory lock), also for
 * a write that comes around the API. On PGlite, and on PostgreSQL with TEST_DATABASE_URL (two connection
 * pools: two processes).
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

/** The open bookings (paid, or waiting for their advance within their hold) that overlap a closure. */
const bookingsInClosures = () =>
  database.db
    .select({ id: rentals.id })
    .from(rentals)
    .innerJoin(
      shopClosures,
      sql`tstzrange(${rentals.startTime}, coalesce(${rentals.endTime}, 'infinity'), '[)') && bike_block_period(${shopClosures.startTime}, ${shopClosures.endTime}, ${shopClosures.endedAt})`,
    )
    .where(sql`${rentals.status} = 'booked' or (${rentals.status} = 'pending' and ${rentals.holdExpiresAt} > now())`);

describe('a closure and a booking of the same time at once', () => {
  it(
    'through two processes, eight rounds: never both; with cancelClashing the booking is refused or cancelled',
    { timeout: 120_000 },
    async () => {
      const f = factories(appA, database);
      const admin = await f.admin();
      const apps = [appA, appB];
      for (let round = 0; round < 8; round += 1) {
        const bike = await f.bike(admin.token);
        const rider = await f.customer();
        // Each round its own hours, a day apart: the closures of earlier rounds stay.
        const start = f.inMinutes(DAY * (round + 1));
        const end = f.inMinutes(DAY * (round + 1) + 3 * HOUR);
        const [closeApp, bookApp] = round % 2 === 0 ? apps : [...apps].reverse();
        const cancelClashing = round >= 4;
        const [closed, booked] = await Promise.all([
          closeApp!.inject({
            method: 'POST',
            url: '/api/closures',
            headers: { authorization: `Bearer ${admin.token}` },
            payload: { start, end, reason: 'hartal', cancelClashing },
          }),
          bookApp!.inject({
            method: 'POST',
            url: '/api/rentals',
            headers: { authorization: `Bearer ${rider.token}` },
            payload: { bikeId: bike._id, startTime: start, endTime: end },
            remoteAddress: `10.9.1.${round + 1}`,
          }),
        ]);
        const report = `${closed.body}\n${booked.body}`;
        if (cancelClashing) {
          // The closure is made whatever came first; the booking was refused, or made and then cancelled.
          expect(closed.statusCode, report).toBe(201);
          if (booked.statusCode === 201) {
            expect(
              json(closed).data.cancelled.map((c: { rentalId: string }) => c.rentalId),
              report,
            ).toEqual([json(booked).data.booking.rentalId]);
          } else {
            expect(json(booked).code, report).toBe('PERIOD_TAKEN');
          }
        } else {
          expect(
            [closed, booked].filter((r) => r.statusCode === 201),
            report,
          ).toHaveLength(1);
          if (closed.statusCode === 201) expect(json(booked).code, report).toBe('PERIOD_TAKEN');
          else expect(json(closed).code, report).toBe('CLOSURE_CLASHES');
        }
        expect(await bookingsInClosures(), report).toEqual([]);
      }
    },
  );

  it('refuses a booking written around the API into a closure, and a closure written over a booking', async () => {
    const f = factories(appA, database);
    const admin = await f.admin();
    const bike = await f.bike(admin.token);
    const rider = await f.customer();
    const { rentalId } = await f.activeRental(
      rider.token,
      bike._id,
      f.inMinutes(20 * DAY),
      f.inMinutes(20 * DAY + 2 * HOUR),
    );
    const made = await f.api('POST', '/api/closures', admin.token, {
      start: f.inMinutes(20 * DAY + 3 * HOUR),
      end: f.inMinutes(21 * DAY),
      reason: 'shutdown',
    });
    expect(made.statusCode, made.body).toBe(201);
    const lengthen = await database.db
      .update(rentals)
      .set({ endTime: new Date(f.inMinutes(20 * DAY + 4 * HOUR)) })
      .where(sql`${rentals.id} = ${rentalId}`)
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(isExclusionViolation(lengthen, 'rentals_no_overlap')).toBe(true);
    const moved = await database.db
      .update(shopClosures)
      .set({ startTime: new Date(f.inMinutes(20 * DAY + HOUR)) })
      .where(sql`${shopClosures.id} = ${json(made).data._id}`)
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(isExclusionViolation(moved, 'shop_closures_meet_bookings')).toBe(true);
  });
});
