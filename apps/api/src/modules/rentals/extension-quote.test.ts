import { QuoteSchema } from '@bond/contract/quote';
import { instantToShopWallClock, shopWallClockToInstant } from '@bond/contract/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * Extending a booking (docs/product/booking-and-periods.md#extending) priced as it was booked
 * (docs/product/money-and-refunds.md#prices-hours-days-and-weeks): the quote before, the stored quote after,
 * and the add-ons it holds kept within their stock for the longer period.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;
beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
const hours = (from: Date, h: number) => new Date(from.getTime() + h * 3_600_000);

/** The Dhaka wall-clock `time` on the first day from tomorrow whose weekday (0 = Sunday) is `weekday`. */
function next(weekday: number, time: string): Date {
  for (let days = 1; days <= 8; days++) {
    const date = instantToShopWallClock(new Date(Date.now() + days * DAY)).slice(0, 10);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return shopWallClockToInstant(`${date}T${time}`);
  }
  throw new Error('no such day this week');
}

let riderNo = 0;
/** Books and pays the advance of a period with `extras`; the booking's id. */
async function paidBooking(token: string, bikeId: string, start: Date, end: Date, extras: object = {}) {
  riderNo += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/rentals',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: `10.8.0.${riderNo}`,
    payload: { bikeId, startTime: start.toISOString(), endTime: end.toISOString(), ...extras },
  });
  expect(res.statusCode, res.body).toBe(201);
  const booking = json(res).data.booking as { rentalId: string; payment_url: string };
  const back = await t.checkout(booking.payment_url, 'pay');
  expect(String(back.headers.location)).toContain('payment=success');
  return booking.rentalId;
}

const extendQuote = (token: string, id: string, endTime: Date, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/rentals/${id}/extend/quote`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: { endTime: endTime.toISOString() },
  });
const extend = (token: string, id: string, endTime: Date) =>
  t.api('POST', `/api/rentals/${id}/extend`, token, { endTime: endTime.toISOString() });

let helmets = 0;
/** A helmet add-on of its own for a test (one in stock), by its code. */
async function spareHelmet(): Promise<string> {
  helmets += 1;
  const code = `HELMET-X${helmets}`;
  const helmet = await t.api('POST', '/api/add-ons', adminToken, {
    code,
    name: { en: 'Spare helmet', bn: 'বাড়তি হেলমেট' },
    pricePerDay: 50,
    stock: 1,
  });
  expect(helmet.statusCode, helmet.body).toBe(201);
  return code;
}

describe('extending a booking made with a quote', () => {
  it('quotes the longer period with the booking’s own prices, and keeps that quote once extended', async () => {
    const start = next(1, '10:00'); // a Monday: no weekend in the way
    const bike = await t.bike(adminToken, { pricePerHour: 150 });
    const rider = await t.customer();
    const helmetCode = await spareHelmet();
    const id = await paidBooking(rider.token, bike._id, start, hours(start, 24), {
      addOns: [{ code: helmetCode, quantity: 1 }],
    });
    // The owner raises the bike's prices after the booking: the booking keeps its own.
    const raised = await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, { pricePerHour: 300 });
    expect(raised.statusCode, raised.body).toBe(200);

    const res = await extendQuote(rider.token, id, hours(start, 48));
    expect(res.statusCode, res.body).toBe(200);
    const quote = QuoteSchema.parse(json(res).data);
    expect(quote.lines.map((l) => [l.key, l.amount])).toEqual([
      ['days', 2400],
      [`addon:${helmetCode}`, 100],
      ['advance', -100],
    ]);
    expect(quote).toMatchObject({ total: 2500, balance: 2400, endTime: hours(start, 48).toISOString() });
    const bn = QuoteSchema.parse(
      json(await extendQuote(rider.token, id, hours(start, 48), { cookie: 'lang=bn' })).data,
    );
    expect(bn.lines[0]?.label).toBe('২ দিন × ১,২০০৳');

    expect((await extend(rider.token, id, hours(start, 48))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, id));
    const kept = row?.quote as { charge: { total: number; minutes: number }; prices: { pricePerHour: number } };
    expect(kept.charge).toMatchObject({ total: 2500, minutes: 48 * 60 });
    expect(kept.prices.pricePerHour).toBe(150);
    const story = json(await t.api('GET', `/api/rentals/${id}`, rider.token)).data;
    expect(story.cost).toMatchObject({ basis: 'planned', minutes: 48 * 60, charge: 2500, balance: 2400 });
  });

  it('refuses to stretch a booking over a time its add-on is held by another, and says so before', async () => {
    const start = next(2, '10:00');
    const [mine, theirs] = [await t.bike(adminToken), await t.bike(adminToken)];
    const [rider, other] = [await t.customer(), await t.customer()];
    const helmetCode = await spareHelmet();
    const id = await paidBooking(rider.token, mine._id, start, hours(start, 4), {
      addOns: [{ code: helmetCode, quantity: 1 }],
    });
    // The only helmet goes to another bike's booking from the planned return on.
    await paidBooking(other.token, theirs._id, hours(start, 4), hours(start, 8), {
      addOns: [{ code: helmetCode, quantity: 1 }],
    });

    const asked = await extendQuote(rider.token, id, hours(start, 6));
    expect(asked.statusCode).toBe(409);
    expect(json(asked)).toMatchObject({ success: false, code: 'ADD_ON_UNAVAILABLE' });
    expect(json(asked).errorMessage[0]).toEqual({
      path: 'endTime',
      message: 'No Spare helmet is free for the whole of that time',
    });
    const refused = await extend(rider.token, id, hours(start, 6));
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe('ADD_ON_UNAVAILABLE');
    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, id));
    expect(row?.endTime?.toISOString()).toBe(hours(start, 4).toISOString());
    // A booking without the helmet is extended over the same time.
    const plain = await paidBooking(rider.token, (await t.bike(adminToken))._id, start, hours(start, 4));
    expect((await extend(rider.token, plain, hours(start, 6))).statusCode).toBe(200);
  });

  it('refuses as the extension does: someone else’s booking, a return not later, a bike booked after', async () => {
    const start = next(3, '10:00');
    const bike = await t.bike(adminToken);
    const [rider, other] = [await t.customer(), await t.customer()];
    const id = await paidBooking(rider.token, bike._id, start, hours(start, 4));
    await paidBooking(other.token, bike._id, hours(start, 6), hours(start, 8));
    expect((await extendQuote(other.token, id, hours(start, 5))).statusCode).toBe(404);
    const earlier = await extendQuote(rider.token, id, hours(start, 3));
    expect(earlier.statusCode).toBe(400);
    expect(json(earlier).errorMessage[0].path).toBe('endTime');
    const taken = await extendQuote(rider.token, id, hours(start, 7));
    expect(taken.statusCode).toBe(409);
    expect(json(taken).code).toBe('PERIOD_TAKEN');
    expect((await extendQuote(rider.token, id, hours(start, 6))).statusCode).toBe(200);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/rentals/${id}/extend/quote`,
      payload: { endTime: hours(start, 5).toISOString() },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('prices a booking made before quotes by its hourly price', async () => {
    const start = next(4, '10:00');
    const bike = await t.bike(adminToken, { pricePerHour: 100 });
    const rider = await t.customer();
    const id = await paidBooking(rider.token, bike._id, start, hours(start, 2));
    await t.database.db.update(rentals).set({ quote: null }).where(eq(rentals.id, id));
    const res = await extendQuote(rider.token, id, hours(start, 27));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ total: 27 * 100, balance: 27 * 100 - 100 });
    expect((await extend(rider.token, id, hours(start, 27))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, id));
    expect(row?.quote).toBeNull();
  });
});
