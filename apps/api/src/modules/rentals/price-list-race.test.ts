import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { usesItsCoupon } from '../../db/rental-states.ts';
import { rentalAddOns, rentals } from '../../db/schema.ts';
import { buildTestApp, factories, json, openSecondPool, openTestDatabase } from '../../test/test-app.ts';

/**
 * docs/product/money-and-refunds.md#coupons-at-checkout, docs/product/platform.md#many-processes: bookings
 * made at the same moment through two server processes count a coupon's uses and an add-on's stock in turn
 * (the booking locks the coupon's and the add-ons' rows). Run on the embedded database by default and on
 * PostgreSQL with TEST_DATABASE_URL (two connection pools there: two server processes), as
 * booking-race.test.ts is.
 */
let database: Database & { url?: string };
/**
 * Fifty bookings wait for one another on the embedded database, which runs one transaction at a time; the
 * stand-in gateway's checkout, asked after each, is given the time that takes.
 */
const SLOW_GATEWAY = { gatewayTimeoutMs: 60_000 };
let second: Database | undefined;
let appA: FastifyInstance;
let appB: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  appA = await buildTestApp(database, SLOW_GATEWAY);
  // A second server process: on PostgreSQL its own connection pool on the same database; on PGlite,
  // a second app on the one embedded database.
  second = await openSecondPool(database);
  appB = await buildTestApp(second ?? database, SLOW_GATEWAY);
});

afterAll(async () => {
  await appA.close();
  await appB.close();
  await second?.close();
  await database.close();
});

/** Each test signs up forty or fifty customers and books as many times: more than a quick test's minute. */
const RACE_TIME = 120_000;
const HOUR = 60;
const DAY = 24 * HOUR;

let unique = 0;
const code = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(unique += 1)}`;

/** A booking sent to `app` by `token`'s customer from an address of its own. */
function bookOn(
  app: FastifyInstance,
  token: string,
  address: string,
  payload: { bikeId: string; startTime: string; endTime: string; coupon?: string; addOns?: unknown[] },
) {
  return app.inject({
    method: 'POST',
    url: '/api/rentals',
    headers: { authorization: `Bearer ${token}` },
    payload,
    remoteAddress: address,
  });
}

/** The bookings counted as uses of the coupon, read in the database. */
async function usesOf(couponId: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(rentals)
    .where(and(eq(rentals.couponId, couponId), usesItsCoupon()));
  return row?.n ?? 0;
}

describe('a coupon of ten uses', () => {
  it(
    'fifty bookings at once through two processes: ten take it, forty are refused; a use given back is taken again',
    async () => {
      const f = factories(appA, database);
      const admin = await f.admin();
      const couponCode = code('TEN');
      const made = await f.api('POST', '/api/coupons', admin.token, {
        code: couponCode,
        kind: 'fixed',
        value: 50,
        maxUses: 10,
        details: { en: '50 BDT off, ten times', bn: '৫০৳ ছাড়, দশবার' },
      });
      expect(made.statusCode, made.body).toBe(201);
      const couponId = json(made).data._id as string;

      // Fifty customers, each on a bike of their own for the same period two days ahead: only the coupon's
      // uses stand between them. Two days ahead, a paid booking cancelled by its customer is owed its advance.
      const riders = await Promise.all(Array.from({ length: 50 }, () => f.customer()));
      const fleet = await Promise.all(riders.map(() => f.bike(admin.token)));
      const period = { startTime: f.inMinutes(2 * DAY), endTime: f.inMinutes(2 * DAY + 3 * HOUR) };
      const apps = [appA, appB];
      const results = await Promise.all(
        riders.map((rider, i) =>
          bookOn(apps[i % 2]!, rider.token, `10.8.0.${i + 1}`, {
            bikeId: fleet[i]!._id,
            ...period,
            coupon: couponCode.toLowerCase(),
          }),
        ),
      );
      const bodies = results.map((r) => r.body).join('\n');
      const won = results.filter((r) => r.statusCode === 201);
      const lost = results.filter((r) => r.statusCode !== 201);
      expect(won, bodies).toHaveLength(10);
      expect(lost).toHaveLength(40);
      for (const refused of lost) {
        expect(refused.statusCode, refused.body).toBe(409);
        expect(json(refused)).toMatchObject({
          code: 'COUPON_USED_UP',
          errorMessage: [{ path: 'coupon', message: `Coupon ${couponCode} has been used as many times as it allows` }],
        });
      }
      const wonIds = won.map((r) => json(r).data.booking.rentalId as string);
      const withCoupon = await database.db
        .select({ id: rentals.id })
        .from(rentals)
        .where(eq(rentals.couponId, couponId));
      expect(withCoupon.map((r) => r.id).sort()).toEqual([...wonIds].sort());
      expect(await usesOf(couponId)).toBe(10);
      // A visitor's quote of a bike no one booked, through either process, says so too.
      const spare = await f.bike(admin.token);
      const quoteOn = async (app: FastifyInstance) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/rentals/quote',
          payload: { bikeId: spare._id, ...period, coupon: couponCode },
          remoteAddress: '10.8.2.1',
        });
        expect(res.statusCode, res.body).toBe(200);
        return json(res).data as { discount: number; couponProblem?: { code: string } };
      };
      expect((await quoteOn(appB)).couponProblem?.code).toBe('COUPON_USED_UP');

      // One winner pays its advance and cancels two days ahead: the advance is owed back and the use given back.
      const payer = riders[results.indexOf(won[0]!)]!;
      const paid = json(won[0]!).data.booking as { rentalId: string; payment_url: string };
      const back = await f.checkout(paid.payment_url, 'pay');
      expect(String(back.headers.location)).toContain('payment=success');
      expect(await usesOf(couponId)).toBe(10);
      const cancelled = await f.api('POST', `/api/rentals/${paid.rentalId}/cancel`, payer.token);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(json(cancelled).data).toMatchObject({
        status: 'cancelled',
        refunds: [{ amount: 100, reason: 'cancelled' }],
      });
      expect(await usesOf(couponId)).toBe(9);
      // Another winner's hold lapses unpaid: its use is given back too.
      const lapsed = json(won[1]!).data.booking.rentalId as string;
      await database.db
        .update(rentals)
        .set({ holdExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(rentals.id, lapsed));
      expect(await usesOf(couponId)).toBe(8);
      const applies = await quoteOn(appA);
      expect(applies.couponProblem).toBeUndefined();
      expect(applies.discount).toBe(50);

      // Three more customers at once, through both processes: two take the uses given back, one is refused.
      const late = await Promise.all(Array.from({ length: 3 }, () => f.customer()));
      const lateBikes = await Promise.all(late.map(() => f.bike(admin.token)));
      const again = await Promise.all(
        late.map((rider, i) =>
          bookOn(apps[i % 2]!, rider.token, `10.8.1.${i + 1}`, {
            bikeId: lateBikes[i]!._id,
            ...period,
            coupon: couponCode,
          }),
        ),
      );
      const outcomes = again.map((r) => (r.statusCode === 201 ? 'booked' : json(r).code)).sort();
      expect(outcomes, again.map((r) => r.body).join('\n')).toEqual(['COUPON_USED_UP', 'booked', 'booked']);
      expect(await usesOf(couponId)).toBe(10);
    },
    RACE_TIME,
  );
});

describe('the last helmet', () => {
  it(
    'two bookings at once of overlapping periods through two processes: one gets it, twenty rounds over',
    async () => {
      const f = factories(appA, database);
      const admin = await f.admin();
      const helmet = code('HELMET');
      const made = await f.api('POST', '/api/add-ons', admin.token, {
        code: helmet,
        name: { en: 'Last helmet', bn: 'শেষ হেলমেট' },
        pricePerDay: 50,
        stock: 1,
      });
      expect(made.statusCode, made.body).toBe(201);
      const addOnId = json(made).data._id as string;
      const [left, right] = [await f.bike(admin.token), await f.bike(admin.token)];
      const rounds = 20;
      const riders = await Promise.all(Array.from({ length: 2 * rounds }, () => f.customer()));

      for (let round = 0; round < rounds; round++) {
        // Each round on a day of its own, so the rounds do not share the helmet: 10:00–13:00 and 11:00–14:00
        // of that day, overlapping by two hours, each on its own bike, each through its own process.
        const day = (round + 1) * DAY;
        const asks = [
          { app: round % 2 ? appB : appA, bike: left, from: day + 10 * HOUR, to: day + 13 * HOUR },
          { app: round % 2 ? appA : appB, bike: right, from: day + 11 * HOUR, to: day + 14 * HOUR },
        ];
        const results = await Promise.all(
          asks.map((ask, i) =>
            bookOn(ask.app, riders[2 * round + i]!.token, `10.7.${round}.${i + 1}`, {
              bikeId: ask.bike._id,
              startTime: f.inMinutes(ask.from),
              endTime: f.inMinutes(ask.to),
              addOns: [{ code: helmet, quantity: 1 }],
            }),
          ),
        );
        const bodies = `round ${round}:\n${results.map((r) => r.body).join('\n')}`;
        expect(
          results.filter((r) => r.statusCode === 201),
          bodies,
        ).toHaveLength(1);
        const loser = results.find((r) => r.statusCode !== 201)!;
        expect(loser.statusCode, bodies).toBe(409);
        expect(json(loser)).toMatchObject({
          code: 'ADD_ON_UNAVAILABLE',
          errorMessage: [{ path: 'addOns.0.quantity' }],
        });
      }
      // One booking holds the helmet per round.
      const [held] = await database.db
        .select({ n: count() })
        .from(rentalAddOns)
        .where(eq(rentalAddOns.addOnId, addOnId));
      expect(held?.n).toBe(rounds);

      // Periods that do not overlap (one ends as the other begins) both get it, also at the same moment.
      const day = (rounds + 2) * DAY;
      const [early, lateRider] = [await f.customer(), await f.customer()];
      const both = await Promise.all([
        bookOn(appA, early.token, '10.7.250.1', {
          bikeId: left._id,
          startTime: f.inMinutes(day + 10 * HOUR),
          endTime: f.inMinutes(day + 12 * HOUR),
          addOns: [{ code: helmet, quantity: 1 }],
        }),
        bookOn(appB, lateRider.token, '10.7.250.2', {
          bikeId: right._id,
          startTime: f.inMinutes(day + 12 * HOUR),
          endTime: f.inMinutes(day + 14 * HOUR),
          addOns: [{ code: helmet, quantity: 1 }],
        }),
      ]);
      expect(
        both.map((r) => r.statusCode),
        both.map((r) => r.body).join('\n'),
      ).toEqual([201, 201]);
    },
    RACE_TIME,
  );
});
