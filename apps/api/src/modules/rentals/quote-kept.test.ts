import { QuoteSchema, type Quote } from '@bond/contract/quote';
import { instantToShopWallClock, shopWallClockToInstant } from '@bond/contract/time';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { priceRules } from '../../db/schema.ts';
import { eventually } from '../../test/eventually.ts';
import { buildTestApp, factories, json, openSecondPool, openTestDatabase } from '../../test/test-app.ts';

/**
 * A visitor's quote is priced from what each server process keeps of the bikes, the bookings and the price
 * lists, and follows every change to them, whichever process made it
 * (docs/decisions/039-quotes-from-the-catalogue-cache.md). On PostgreSQL (TEST_DATABASE_URL) the two apps
 * have their own connection pools: two server processes.
 */
let database: Database & { url?: string };
let other: Database | undefined;
let appA: FastifyInstance;
let appB: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  database = await openTestDatabase();
  other = await openSecondPool(database);
  appA = await buildTestApp(database);
  appB = await buildTestApp(other ?? database);
  adminToken = (await factories(appB, other ?? database).admin()).token;
});
afterAll(async () => {
  await appA.close();
  await appB.close();
  await other?.close();
  await database.close();
});

const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;

/** The Dhaka date `days` days from now, and 10:00 Dhaka time that day. */
function dhakaDay(days: number) {
  const date = instantToShopWallClock(new Date(Date.now() + days * DAY)).slice(0, 10);
  return { date, at10: shopWallClockToInstant(`${date}T10:00`) };
}

let visitors = 0;
/** A quote asked of process A by a visitor, each from an address of its own (quotes are limited per address). */
async function quoteOnA(body: Record<string, unknown>) {
  visitors += 1;
  const remoteAddress = `10.40.${visitors >> 8}.${visitors & 255}`;
  return appA.inject({ method: 'POST', url: '/api/rentals/quote', payload: body, remoteAddress });
}
async function quotedOnA(body: Record<string, unknown>): Promise<Quote> {
  const res = await quoteOnA(body);
  expect(res.statusCode, res.body).toBe(200);
  return QuoteSchema.parse(json(res).data);
}
const lineKinds = (q: Quote) => q.lines.map((l) => [l.kind, l.amount]);

/** A change made through process B, the owner's admin pages' calls. */
async function onB(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  const res = await appB.inject({ method, url, headers: { authorization: `Bearer ${adminToken}` }, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return json(res).data as { _id: string };
}

describe('a visitor’s quote, priced from what the process keeps', () => {
  it('follows the price rules, add-ons, coupons and bikes changed through another process', async () => {
    // Each test on a day of its own, so no other test's rule or booking reaches it.
    const { date, at10 } = dhakaDay(20);
    const bike = await factories(appB, other ?? database).bike(adminToken, { pricePerHour: 150 });
    const period = {
      bikeId: bike._id,
      startTime: at10.toISOString(),
      endTime: new Date(at10.getTime() + 4 * HOUR).toISOString(),
    };
    expect(lineKinds(await quotedOnA(period))).toEqual([
      ['time', 600],
      ['advance', -100],
    ]);

    const rule = await onB('POST', '/api/price-rules', {
      name: { en: 'Kept rule', bn: 'রাখা নিয়ম' },
      kind: 'dates',
      from: date,
      to: date,
      percent: 30,
    });
    await eventually(async () => expect((await quotedOnA(period)).rentalCharge).toBe(780));
    await onB('PUT', `/api/price-rules/${rule._id}`, { active: false });
    await eventually(async () => expect((await quotedOnA(period)).rentalCharge).toBe(600));

    const withAddOn = { ...period, addOns: [{ code: 'KEPT-RAINCOAT', quantity: 2 }] };
    expect((await quoteOnA(withAddOn)).statusCode).toBe(404);
    await onB('POST', '/api/add-ons', {
      code: 'KEPT-RAINCOAT',
      name: { en: 'Raincoat', bn: 'রেইনকোট' },
      pricePerDay: 40,
      stock: 2,
    });
    await eventually(async () => expect((await quotedOnA(withAddOn)).addOnsCharge).toBe(80));

    const withCoupon = { ...period, coupon: 'KEPT50' };
    expect((await quotedOnA(withCoupon)).couponProblem?.code).toBe('COUPON_UNKNOWN');
    await onB('POST', '/api/coupons', {
      code: 'KEPT50',
      kind: 'fixed',
      value: 50,
      details: { en: '50 BDT off', bn: '৫০৳ ছাড়' },
    });
    await eventually(async () => expect((await quotedOnA(withCoupon)).discount).toBe(50));

    await onB('PUT', `/api/bikes/${bike._id}`, { pricePerHour: 200 });
    await eventually(async () => expect((await quotedOnA(period)).rentalCharge).toBe(800));
  });

  it('follows the bookings made through another process: the bike’s period, the add-on held, the coupon used', async () => {
    const { at10 } = dhakaDay(24);
    const f = factories(appB, other ?? database);
    const bike = await f.bike(adminToken, { pricePerHour: 150 });
    const otherBike = await f.bike(adminToken, { pricePerHour: 150 });
    await onB('POST', '/api/add-ons', {
      code: 'KEPT-HELMET',
      name: { en: 'Last helmet', bn: 'শেষ হেলমেট' },
      pricePerDay: 50,
      stock: 1,
    });
    await onB('POST', '/api/coupons', {
      code: 'KEPT-ONCE',
      kind: 'fixed',
      value: 100,
      maxUses: 1,
      details: { en: 'Once only', bn: 'একবারই' },
    });
    const startTime = at10.toISOString();
    const endTime = new Date(at10.getTime() + 4 * HOUR).toISOString();
    const asked = { bikeId: otherBike._id, startTime, endTime, addOns: [{ code: 'KEPT-HELMET', quantity: 1 }] };
    await eventually(async () => expect((await quotedOnA({ ...asked, coupon: 'KEPT-ONCE' })).discount).toBe(100));
    expect((await quotedOnA({ bikeId: bike._id, startTime, endTime })).total).toBe(600);

    const rider = await f.customer();
    const booked = await appB.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { authorization: `Bearer ${rider.token}` },
      payload: {
        bikeId: bike._id,
        startTime,
        endTime,
        coupon: 'kept-once',
        addOns: [{ code: 'KEPT-HELMET', quantity: 1 }],
      },
      remoteAddress: '10.39.0.1',
    });
    expect(booked.statusCode, booked.body).toBe(201);

    await eventually(async () =>
      expect((await quoteOnA({ bikeId: bike._id, startTime, endTime })).statusCode).toBe(409),
    );
    expect(json(await quoteOnA({ bikeId: bike._id, startTime, endTime }))).toMatchObject({ code: 'PERIOD_TAKEN' });
    expect(json(await quoteOnA(asked))).toMatchObject({ code: 'ADD_ON_UNAVAILABLE' });
    const { couponProblem } = await quotedOnA({ bikeId: otherBike._id, startTime, endTime, coupon: 'KEPT-ONCE' });
    expect(couponProblem?.code).toBe('COUPON_USED_UP');
  });

  it('reads nothing again until a change is announced: a change made without the triggers is not seen', async () => {
    const { date, at10 } = dhakaDay(28);
    const bike = await factories(appB, other ?? database).bike(adminToken, { pricePerHour: 150 });
    const period = {
      bikeId: bike._id,
      startTime: at10.toISOString(),
      endTime: new Date(at10.getTime() + 4 * HOUR).toISOString(),
    };
    const rule = await onB('POST', '/api/price-rules', {
      name: { en: 'Quiet rule', bn: 'চুপ নিয়ম' },
      kind: 'dates',
      from: date,
      to: date,
      percent: 10,
    });
    await eventually(async () => expect((await quotedOnA(period)).rentalCharge).toBe(660));
    // Changed in the database with the triggers off (replica mode skips them): nobody is told.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(priceRules).set({ percent: 50 }).where(eq(priceRules.id, rule._id));
    });
    // Quotes, one after another and many at once, write nothing and are answered from what is kept.
    for (let i = 0; i < 5; i++) expect((await quotedOnA(period)).rentalCharge).toBe(660);
    const burst = await Promise.all(Array.from({ length: 20 }, () => quotedOnA(period)));
    expect(burst.map((q) => q.rentalCharge)).toEqual(Array.from({ length: 20 }, () => 660));
    // Any announced change to the price lists (here, another coupon) makes every process read them again.
    await onB('POST', '/api/coupons', {
      code: 'QUIET-NEWS',
      kind: 'percent',
      value: 5,
      details: { en: 'News', bn: 'খবর' },
    });
    await eventually(async () => expect((await quotedOnA(period)).rentalCharge).toBe(900));
  });

  it('is no write: a quote never makes its process wait to hear a change, even one that never comes', async () => {
    // A process that hears nothing on its LISTEN connection: a write's marker would never come back, so
    // after a write it would read everything afresh until it gave up; after a quote it keeps what it has.
    const deaf: Database = {
      ...(other ?? database),
      listen: (channels, handlers) =>
        (other ?? database).listen(channels, { notify: () => undefined, state: handlers.state }),
    };
    const app = await buildTestApp(deaf);
    try {
      const { date, at10 } = dhakaDay(29);
      const bike = await factories(appB, other ?? database).bike(adminToken, { pricePerHour: 150 });
      const period = {
        bikeId: bike._id,
        startTime: at10.toISOString(),
        endTime: new Date(at10.getTime() + 4 * HOUR).toISOString(),
      };
      const rule = await onB('POST', '/api/price-rules', {
        name: { en: 'Deaf rule', bn: 'বধির নিয়ম' },
        kind: 'dates',
        from: date,
        to: date,
        percent: 10,
      });
      const ask = async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/rentals/quote',
          payload: period,
          remoteAddress: '10.41.0.1',
        });
        expect(res.statusCode, res.body).toBe(200);
        return QuoteSchema.parse(json(res).data).rentalCharge;
      };
      expect(await ask()).toBe(660);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(priceRules).set({ percent: 50 }).where(eq(priceRules.id, rule._id));
      });
      expect(await ask()).toBe(660);
      expect(await ask()).toBe(660);
    } finally {
      await app.close();
    }
  });
});
