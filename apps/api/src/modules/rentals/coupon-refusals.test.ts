import { QuoteSchema } from '@bond/contract/quote';
import { sayText, text } from '@bond/contract/say';
import { instantToShopWallClock } from '@bond/contract/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * A coupon that does not apply, over HTTP (docs/product/money-and-refunds.md#coupons-at-checkout): the quote
 * prices without it and says why (`couponProblem`); the booking is refused with 409 and the same code, naming
 * `coupon`, and nothing is booked. A quote cannot know the customer, so a coupon a customer has used as often
 * as it allows is refused when they book.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const HOUR = 60;
const DAY = 24 * HOUR;
/** The Dhaka day `days` from today. */
const shopDay = (days: number) => instantToShopWallClock(new Date(Date.now() + days * DAY * 60_000)).slice(0, 10);

/** A day at the day price (1,200 BDT at 150 an hour), two days ahead: a 10 % coupon takes 120 off. */
const period = (startIn = 2 * DAY) => ({ startTime: t.inMinutes(startIn), endTime: t.inMinutes(startIn + DAY) });

let codes = 0;
async function coupon(over: Record<string, unknown>) {
  const res = await t.api('POST', '/api/coupons', admin.token, {
    code: `TRY-${(codes += 1)}`,
    kind: 'percent',
    value: 10,
    details: { en: '10% off', bn: '১০% ছাড়' },
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data as { code: string };
}

const bike = () => t.bike(admin.token, { pricePerHour: 150 });

async function quote(bikeId: string, code: string, startIn?: number) {
  const res = await t.api('POST', '/api/rentals/quote', undefined, { bikeId, ...period(startIn), coupon: code });
  expect(res.statusCode, res.body).toBe(200);
  return QuoteSchema.parse(json(res).data);
}

let addresses = 0;
/** A customer's online booking with the coupon, from an address of its own. */
const book = (token: string, bikeId: string, code: string, startIn?: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rentals',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: `10.77.0.${(addresses += 1)}`,
    payload: { bikeId, ...period(startIn), coupon: code },
  });

const rentalsOf = (userId: string) => t.database.db.select().from(rentals).where(eq(rentals.userId, userId));

/** The refusal of a booking whose coupon does not apply. */
function expectRefused(res: { statusCode: number; body: string }, code: string, message: string) {
  expect(res.statusCode, res.body).toBe(409);
  expect(JSON.parse(res.body)).toMatchObject({
    success: false,
    code,
    message,
    errorMessage: [{ path: 'coupon', message }],
  });
}

describe('a coupon that does not apply', () => {
  it('expired (its last day has passed): the quote says so and the booking is 409 COUPON_EXPIRED', async () => {
    const lastDay = shopDay(-2);
    const { code } = await coupon({ validFrom: shopDay(-10), validTo: lastDay });
    const { _id: bikeId } = await bike();
    // The day as the catalogue says a day ('Wed 25 Nov').
    const message = sayText('en', text.couponExpired({ code, to: lastDay }));

    const q = await quote(bikeId, code.toLowerCase());
    expect(q.couponProblem).toEqual({ code: 'COUPON_EXPIRED', message });
    expect(q).toMatchObject({ rentalCharge: 1200, discount: 0, total: 1200 });
    expect(q.lines.some((line) => line.kind === 'coupon')).toBe(false);

    const customer = await t.customer();
    expectRefused(await book(customer.token, bikeId, code), 'COUPON_EXPIRED', message);
    expect(await rentalsOf(customer.id)).toEqual([]);
  });

  it('for another bike: the quote says so and the booking is 409 COUPON_OTHER_BIKE; on its own bike it applies', async () => {
    const own = await bike();
    const other = await bike();
    const { code } = await coupon({ bikeId: own._id });
    const message = `Coupon ${code} is for another bike`;

    const q = await quote(other._id, code);
    expect(q.couponProblem).toEqual({ code: 'COUPON_OTHER_BIKE', message });
    expect(q.discount).toBe(0);
    const onItsBike = await quote(own._id, code);
    expect(onItsBike.couponProblem).toBeUndefined();
    expect(onItsBike).toMatchObject({ discount: 120, total: 1080 });

    const customer = await t.customer();
    expectRefused(await book(customer.token, other._id, code), 'COUPON_OTHER_BIKE', message);
    expect(await rentalsOf(customer.id)).toEqual([]);
  });

  it('used up by this customer (once each): the second booking is 409 COUPON_USED_BY_YOU, online and at the counter', async () => {
    const { code } = await coupon({ maxUsesPerCustomer: 1 });
    const message = `You have used coupon ${code} once, as often as it allows`;
    const customer = await t.customer();

    const first = await book(customer.token, (await bike())._id, code);
    expect(first.statusCode, first.body).toBe(201);
    const paid = await t.checkout(json(first).data.booking.payment_url, 'pay');
    expect(String(paid.headers.location)).toContain('payment=success');
    const [used] = await rentalsOf(customer.id);
    expect(used).toMatchObject({ status: 'booked' });
    expect(used?.couponId).not.toBeNull();

    // The quote is a visitor's: it cannot know whose it is, so it still prices with the coupon.
    const { _id: bikeId } = await bike();
    const q = await quote(bikeId, code, 4 * DAY);
    expect(q.couponProblem).toBeUndefined();
    expect(q.discount).toBe(120);

    expectRefused(await book(customer.token, bikeId, code, 4 * DAY), 'COUPON_USED_BY_YOU', message);
    // Booked at the counter for the same customer, the use counts for the customer, not the staff member.
    const staff = await t.staffMember(admin.token);
    const atCounter = await t.api('POST', '/api/counter/rentals', staff.token, {
      customerId: customer.id,
      bikeId,
      ...period(4 * DAY),
      coupon: code,
    });
    expectRefused(atCounter, 'COUPON_USED_BY_YOU', message);
    expect(await rentalsOf(customer.id)).toHaveLength(1);

    // Another customer still has their one use.
    const other = await t.customer();
    expect((await book(other.token, bikeId, code, 4 * DAY)).statusCode).toBe(201);
  });
});
