import { QuoteSchema, type Quote } from '@bond/contract/quote';
import { shopWallClockToInstant, instantToShopWallClock } from '@bond/contract/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rentalAddOns, rentals } from '../../db/schema.ts';
import { returnCharge } from './rentals.service.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * POST /api/rentals/quote (docs/product/money-and-refunds.md#prices-hours-days-and-weeks): what a booking
 * would cost, line by line, with the owner's rules, add-ons and coupons; public, refusals in the error shape.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;
beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;

/** The Dhaka wall-clock `time` on the first day from tomorrow whose weekday (0 = Sunday) is `weekday`. */
function next(weekday: number, time: string): Date {
  for (let days = 1; days <= 8; days++) {
    const date = instantToShopWallClock(new Date(Date.now() + days * DAY)).slice(0, 10);
    const at = shopWallClockToInstant(`${date}T${time}`);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return at;
  }
  throw new Error('no such day this week');
}
const hours = (from: Date, h: number) => new Date(from.getTime() + h * 3_600_000);

async function quote(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/rentals/quote', payload: body, headers });
}
async function quoted(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Quote> {
  const res = await quote(body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return QuoteSchema.parse(json(res).data);
}
const amounts = (q: Quote) => q.lines.map((l) => [l.key, l.amount]);

describe('a quote without rules, add-ons or coupons', () => {
  it('prices three days at the day price, less the advance', async () => {
    const start = next(1, '10:00'); // a Monday: no weekend in the way
    const bikeId = (await t.bike(adminToken, { pricePerHour: 150 }))._id;
    const q = await quoted({ bikeId, startTime: start.toISOString(), endTime: hours(start, 72).toISOString() });
    expect(q).toMatchObject({
      rentalCharge: 3600,
      addOnsCharge: 0,
      discount: 0,
      total: 3600,
      advance: 100,
      balance: 3500,
    });
    expect(amounts(q)).toEqual([
      ['days', 3600],
      ['advance', -100],
    ]);
    expect(q.lines[0]?.label).toBe('3 days × 1,200 BDT');
    expect(q.endTime).toBe(hours(start, 72).toISOString());
  });

  it('says the lines in Bangla for a Bangla visitor', async () => {
    const start = next(1, '10:00');
    const bikeId = (await t.bike(adminToken, { pricePerHour: 150 }))._id;
    const q = await quoted(
      { bikeId, startTime: start.toISOString(), endTime: hours(start, 72).toISOString() },
      { cookie: 'lang=bn' },
    );
    expect(q.lines[0]?.label).toBe('৩ দিন × ১,২০০৳');
  });

  it('prices a booking without an end up to where such a booking would end: 14 days on a free bike', async () => {
    const start = next(1, '10:00');
    const bikeId = (await t.bike(adminToken, { pricePerHour: 150 }))._id;
    const q = await quoted({ bikeId, startTime: start.toISOString() });
    expect(q.endTime).toBe(new Date(start.getTime() + 14 * DAY).toISOString());
    // Two weeks of time (a weekend rule made by another test may add its own lines).
    expect(q.lines.find((l) => l.key === 'weeks')?.amount).toBe(2 * 6000);
  });

  it('refuses in the error shape: unknown bike, a period the booking rules refuse, a period taken', async () => {
    const start = next(2, '10:00');
    const bikeId = (await t.bike(adminToken, { pricePerHour: 150 }))._id;
    const body = { bikeId, startTime: start.toISOString(), endTime: hours(start, 4).toISOString() };
    const unknown = await quote({ ...body, bikeId: '00000000-0000-4000-8000-000000000999' });
    expect(unknown.statusCode).toBe(404);
    const past = await quote({ ...body, startTime: new Date(Date.now() - DAY).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(json(past)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(json(past).errorMessage[0].path).toBe('startTime');
    const short = await quote({ ...body, endTime: hours(start, 0.5).toISOString() });
    expect(json(short).errorMessage[0].path).toBe('endTime');
    const rider = await t.customer();
    expect((await t.book(rider.token, bikeId, body.startTime, body.endTime)).statusCode).toBe(201);
    const taken = await quote(body);
    expect(taken.statusCode).toBe(409);
    expect(json(taken).code).toBe('PERIOD_TAKEN');
    const extra = await quote({ ...body, price: 1 });
    expect(extra.statusCode).toBe(400);
  });
});

describe('a quote with the owner’s rules, add-ons and coupons', () => {
  let helmetId: string;
  beforeAll(async () => {
    const rule = await t.api('POST', '/api/price-rules', adminToken, {
      name: { en: 'Weekend', bn: 'সাপ্তাহিক ছুটি' },
      kind: 'weekend',
      percent: 20,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const helmet = await t.api('POST', '/api/add-ons', adminToken, {
      code: 'HELMET-2',
      name: { en: 'Second helmet', bn: 'দ্বিতীয় হেলমেট' },
      pricePerDay: 50,
      stock: 1,
    });
    expect(helmet.statusCode, helmet.body).toBe(201);
    helmetId = json(helmet).data._id;
    const coupon = await t.api('POST', '/api/coupons', adminToken, {
      code: 'Ride10',
      kind: 'percent',
      value: 10,
      minimumCharge: 1000,
      details: { en: '10% off rides of 1,000 BDT or more', bn: '১,০০০৳ বা তার বেশি ভাড়ায় ১০% ছাড়' },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
  });

  it('adds the weekend percentage to the hours on a Friday', async () => {
    const start = next(5, '10:00');
    const bikeId = (await t.bike(adminToken, { pricePerHour: 150 }))._id;
    const q = await quoted({ bikeId, startTime: start.toISOString(), endTime: hours(start, 4).toISOString() });
    expect(amounts(q)).toEqual([
      ['hours', 600],
      [expect.stringMatching(/^rule:/), 120],
      ['advance', -100],
    ]);
    expect(q.rentalCharge).toBe(720);
  });

  it('adds an add-on by started day, and refuses one out of stock for the period', async () => {
    const start = next(1, '10:00');
    const free = (await t.bike(adminToken, { pricePerHour: 150 }))._id;
    const body = { bikeId: free, startTime: start.toISOString(), endTime: hours(start, 50).toISOString() };
    const q = await quoted({ ...body, addOns: [{ code: 'helmet-2', quantity: 1 }] });
    expect(q.addOnsCharge).toBe(150);
    expect(q.lines.find((l) => l.kind === 'addon')).toMatchObject({
      amount: 150,
      label: 'Second helmet: 3 days × 50 BDT',
    });
    // The one helmet held by another booking that overlaps the period.
    const otherBike = (await t.bike(adminToken))._id;
    const rider = await t.customer();
    const held = await t.book(rider.token, otherBike, hours(start, 49).toISOString(), hours(start, 53).toISOString());
    expect(held.statusCode).toBe(201);
    await t.database.db
      .insert(rentalAddOns)
      .values({ rentalId: json(held).data.booking.rentalId, addOnId: helmetId, quantity: 1 });
    const out = await quote({ ...body, addOns: [{ code: 'HELMET-2', quantity: 1 }] });
    expect(out.statusCode).toBe(409);
    expect(json(out)).toMatchObject({ code: 'ADD_ON_UNAVAILABLE' });
    expect(json(out).errorMessage[0]).toEqual({
      path: 'addOns.0.quantity',
      message: 'No Second helmet is free for the whole of that time',
    });
    // Touching the other booking's start is fine.
    const before = await quoted({
      ...body,
      endTime: hours(start, 49).toISOString(),
      addOns: [{ code: 'HELMET-2', quantity: 1 }],
    });
    expect(before.addOnsCharge).toBe(150);
    const unknown = await quote({ ...body, addOns: [{ code: 'JETPACK', quantity: 1 }] });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).errorMessage[0].path).toBe('addOns.0.code');
    const twice = await quote({
      ...body,
      addOns: [
        { code: 'HELMET-2', quantity: 1 },
        { code: 'helmet-2', quantity: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(json(twice).errorMessage[0].path).toBe('addOns.1.code');
  });

  it('takes a coupon off the rental charge, or says why it does not apply', async () => {
    const start = next(1, '10:00');
    const bikeId = (await t.bike(adminToken, { pricePerHour: 150 }))._id;
    const body = { bikeId, startTime: start.toISOString(), endTime: hours(start, 24).toISOString() };
    const q = await quoted({ ...body, coupon: ' ride10 ' });
    expect(q).toMatchObject({ rentalCharge: 1200, discount: 120, total: 1080, balance: 980 });
    expect(q.couponProblem).toBeUndefined();
    expect(q.lines.find((l) => l.kind === 'coupon')?.amount).toBe(-120);
    const small = await quoted({ ...body, endTime: hours(start, 2).toISOString(), coupon: 'RIDE10' });
    expect(small.discount).toBe(0);
    expect(small.couponProblem).toEqual({
      code: 'COUPON_MINIMUM',
      message: 'Coupon Ride10 needs a rental charge of at least 1,000 BDT',
    });
    const none = await quoted({ ...body, coupon: 'NOPE' }, { cookie: 'lang=bn' });
    expect(none.couponProblem).toEqual({ code: 'COUPON_UNKNOWN', message: 'NOPE নামে কোনো কুপন নেই' });
  });
});

describe('a booking with add-ons and a coupon', () => {
  it('keeps its quote, holds its add-ons and counts its coupon once, in turn', async () => {
    const limited = await t.api('POST', '/api/coupons', adminToken, {
      code: 'FIRST3',
      kind: 'fixed',
      value: 200,
      maxUses: 3,
      details: { en: '200 BDT off, three times', bn: '২০০৳ ছাড়, তিনবার' },
    });
    expect(limited.statusCode, limited.body).toBe(201);
    const lastHelmet = await t.api('POST', '/api/add-ons', adminToken, {
      code: 'HELMET-LAST',
      name: { en: 'Last helmet', bn: 'শেষ হেলমেট' },
      pricePerDay: 50,
      stock: 1,
    });
    expect(lastHelmet.statusCode, lastHelmet.body).toBe(201);
    const start = next(1, '10:00');
    // Twelve riders book twelve bikes at once with the same three-use coupon.
    const riders = await Promise.all(Array.from({ length: 12 }, () => t.customer()));
    const fleet = await Promise.all(riders.map(() => t.bike(adminToken, { pricePerHour: 150 })));
    const answers = await Promise.all(
      riders.map((rider, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/rentals',
          headers: { authorization: `Bearer ${rider.token}` },
          remoteAddress: `10.9.0.${i + 1}`,
          payload: {
            bikeId: fleet[i]?._id,
            startTime: start.toISOString(),
            endTime: hours(start, 24).toISOString(),
            coupon: 'first3',
            addOns: [{ code: 'HELMET-LAST', quantity: 1 }],
          },
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 201 ? 'booked' : json(a).code)).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toContain('booked');
    // The one helmet goes to one booking; of the others, none may take a use of the coupon either.
    expect(codes.filter((c) => c === 'booked')).toHaveLength(1);
    expect(codes.filter((c) => c === 'ADD_ON_UNAVAILABLE')).toHaveLength(11);
    const booked = answers.find((a) => a.statusCode === 201);
    const rentalId = json(booked!).data.booking.rentalId as string;
    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId));
    const kept = row?.quote as { charge: { total: number; discount: number }; coupon: { code: string } };
    expect(kept.charge).toMatchObject({ total: 1200 + 50 - 200, discount: 200 });
    expect(kept.coupon.code).toBe('FIRST3');
    expect(row?.couponId).not.toBeNull();
    // The rental's story estimates the planned period by that quote.
    const bookedRider = riders[answers.indexOf(booked!)]!;
    const story = json(await t.api('GET', `/api/rentals/${rentalId}`, bookedRider.token)).data;
    expect(story.cost).toMatchObject({ basis: 'planned', minutes: 1440, charge: 1050, advance: 100, balance: 950 });

    // Without add-ons, on bikes of their own, two of nine bookings get the coupon's two uses left.
    const others = await Promise.all(riders.map(() => t.bike(adminToken, { pricePerHour: 150 })));
    const more = await Promise.all(
      riders.slice(1, 10).map((rider, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/rentals',
          headers: { authorization: `Bearer ${rider.token}` },
          remoteAddress: `10.9.1.${i + 1}`,
          payload: {
            bikeId: others[i]?._id,
            startTime: start.toISOString(),
            endTime: hours(start, 24).toISOString(),
            coupon: 'FIRST3',
          },
        }),
      ),
    );
    const outcomes = more.map((a) => (a.statusCode === 201 ? 'booked' : json(a).code));
    expect(outcomes, more.map((a) => a.body).join('\n')).toHaveLength(9);
    expect(outcomes.filter((c) => c === 'booked')).toHaveLength(2);
    expect(
      outcomes.filter((c) => c === 'COUPON_USED_UP'),
      more.map((a) => a.body).join('\n'),
    ).toHaveLength(7);
    const refused = more.find((a) => a.statusCode === 409);
    expect(json(refused!).errorMessage[0]).toEqual({
      path: 'coupon',
      message: 'Coupon FIRST3 has been used as many times as it allows',
    });
  });

  it('still books as the spec’s client does, without add-ons or a coupon', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { pricePerHour: 150 });
    const res = await t.book(rider.token, bike._id);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the charge at return', () => {
  it('prices the actual period by the booking’s own quote, or by the hour for a booking made before quotes', () => {
    const start = new Date('2027-01-04T04:00:00Z'); // Monday 10:00 in Dhaka
    const quote = {
      prices: { pricePerHour: 150, pricePerDay: 1200, pricePerWeek: 6000 },
      rules: [],
      addOns: [{ code: 'HELMET-2', name: { en: 'Second helmet', bn: 'দ্বিতীয় হেলমেট' }, pricePerDay: 50, quantity: 1 }],
      coupon: { code: 'FIRST3', kind: 'fixed' as const, value: 200 },
    };
    // Back after 2 days and 3 hours: 2 days and 3 hours, 3 started days of the helmet, less the coupon.
    expect(returnCharge({ startTime: start, pricePerHour: 150, quote }, hours(start, 51))).toEqual({
      charge: 2400 + 450 + 150 - 200,
      totalCost: 2400 + 450 + 150 - 200 - 100,
      addOnsCharge: 150,
      discount: 200,
    });
    expect(returnCharge({ startTime: start, pricePerHour: 150, quote: null }, hours(start, 51))).toEqual({
      charge: 51 * 150,
      totalCost: 51 * 150 - 100,
      addOnsCharge: 0,
      discount: 0,
    });
  });
});
