import { QuoteSchema } from '@bond/contract/quote';
import { RentalStorySchema, type RentalStory } from '@bond/contract/rentals';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/** A rental's whole story: the rental, its cost so far and every payment attempt. */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());

const sum = (cost: RentalStory['cost']) => cost.lines.reduce((total, line) => total + line.amount, 0);

const story = async (token: string, id: string) => {
  const res = await t.api('GET', `/api/rentals/${id}`, token);
  return { status: res.statusCode, body: json(res) };
};

describe('GET /api/rentals/{id}', () => {
  it('tells its customer the period, the planned cost and every payment attempt, a cancelled one included', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { pricePerHour: 150 });
    const res = await t.book(rider.token, bike._id, t.inMinutes(60), t.inMinutes(60 + 150));
    const booking = json(res).data.booking as { rentalId: string; payment_url: string };
    await t.checkout(booking.payment_url, 'cancel');
    // The booking was cancelled with its checkout; book again and pay.
    const again = json(await t.book(rider.token, bike._id, t.inMinutes(60), t.inMinutes(60 + 150))).data.booking;
    await t.checkout(again.payment_url, 'pay');

    const { status, body } = await story(rider.token, again.rentalId);
    expect(status).toBe(200);
    const rental = RentalStorySchema.parse(body.data);
    expect(rental).toMatchObject({
      _id: again.rentalId,
      status: 'booked',
      cost: { minutes: 150, pricePerHour: 150, charge: 375, advance: 100, balance: 275, basis: 'planned' },
    });
    expect(rental.payments).toEqual([
      expect.objectContaining({ purpose: 'advance', amount: 100, currency: 'BDT', status: 'paid', refundDue: false }),
    ]);
    expect(rental.payments[0]?.gatewayTxnId).toEqual(expect.any(String));

    const cancelled = RentalStorySchema.parse((await story(rider.token, booking.rentalId)).body.data);
    expect(cancelled).toMatchObject({ status: 'cancelled', cost: { basis: 'open', charge: null, lines: [] } });
    expect(cancelled.payments.map((p) => p.status)).toEqual(['cancelled']);
  });

  it('after the return, the recorded cost and the balance paid', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { pricePerHour: 120 });
    const out = await t.activeRental(rider.token, bike._id);
    // It went out 90 minutes ago, and comes back now.
    const [moved] = await t.database.db
      .update(rentals)
      .set({ startTime: sql`${rentals.startTime} - interval '90 minutes'` })
      .where(eq(rentals.id, out.rentalId))
      .returning({ startTime: rentals.startTime });
    const returned = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: out.rentalId,
      bikeReturnTime: new Date(moved!.startTime.getTime() + 90 * 60_000).toISOString(),
    });
    expect(returned.statusCode).toBe(200);
    const rental = RentalStorySchema.parse((await story(rider.token, out.rentalId)).body.data);
    expect(rental.cost).toMatchObject({
      minutes: 90,
      pricePerHour: 120,
      charge: 180,
      advance: 100,
      balance: 80,
      basis: 'returned',
    });
    // An hour and a half at the bike's prices: 1 hour 30 minutes by the hour.
    expect(rental.cost.lines).toEqual([
      {
        kind: 'time',
        key: 'hours',
        label: { en: '1 hour 30 minutes at 120 BDT an hour', bn: '১ ঘণ্টা ৩০ মিনিট, ঘণ্টায় ১২০৳' },
        amount: 180,
      },
    ]);
  });

  it('lists the lines of the booking’s quote, and once returned the lines of the period ridden', async () => {
    const helmet = await t.api('POST', '/api/add-ons', adminToken, {
      code: 'STORY-HELMET',
      name: { en: 'Second helmet', bn: 'দ্বিতীয় হেলমেট' },
      pricePerDay: 50,
      stock: 5,
    });
    expect(helmet.statusCode, helmet.body).toBe(201);
    const coupon = await t.api('POST', '/api/coupons', adminToken, {
      code: 'STORY50',
      kind: 'fixed',
      value: 50,
      details: { en: '50 BDT off', bn: '৫০৳ ছাড়' },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { pricePerHour: 150 });
    const booking = {
      bikeId: bike._id,
      startTime: t.inMinutes(0),
      endTime: t.inMinutes(180),
      addOns: [{ code: 'STORY-HELMET', quantity: 1 }],
      coupon: 'STORY50',
    };
    const quoted = await t.app.inject({ method: 'POST', url: '/api/rentals/quote', payload: booking });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = QuoteSchema.parse(json(quoted).data);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { authorization: `Bearer ${rider.token}` },
      payload: booking,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { rentalId, payment_url } = json(booked).data.booking as { rentalId: string; payment_url: string };
    await t.checkout(payment_url, 'pay');

    // Planned: the quote's own lines (the advance is the cost's own field), adding up to its total.
    const planned = RentalStorySchema.parse((await story(rider.token, rentalId)).body.data);
    const english = (cost: RentalStory['cost']) =>
      cost.lines.map(({ kind, key, label, amount }) => ({ kind, key, label: label.en, amount }));
    expect(english(planned.cost)).toEqual(quote.lines.filter((line) => line.kind !== 'advance'));
    expect(planned.cost.lines.map((line) => line.key)).toEqual(['hours', 'addon:STORY-HELMET', 'coupon']);
    expect(planned.cost).toMatchObject({ basis: 'planned', charge: quote.total, balance: quote.balance });
    expect(sum(planned.cost)).toBe(quote.total);
    expect(planned.cost.lines[1]?.label).toEqual({
      en: 'Second helmet: 1 day × 50 BDT',
      bn: 'দ্বিতীয় হেলমেট: ১ দিন × ৫০৳',
    });

    // It went out 26 hours ago and comes back now: a day and two hours, two started days of the helmet.
    const [moved] = await t.database.db
      .update(rentals)
      .set({ startTime: sql`${rentals.startTime} - interval '26 hours'` })
      .where(eq(rentals.id, rentalId))
      .returning({ startTime: rentals.startTime });
    const returned = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: rentalId,
      bikeReturnTime: new Date(moved!.startTime.getTime() + 26 * 60 * 60_000).toISOString(),
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const charged = json(returned).data as { rentalCharge: number; totalCost: number };
    const after = RentalStorySchema.parse((await story(rider.token, rentalId)).body.data);
    expect(after.cost).toMatchObject({ basis: 'returned', charge: charged.rentalCharge, balance: charged.totalCost });
    expect(after.cost.lines.map((line) => [line.key, line.amount])).toEqual([
      ['days', 1200],
      ['hours', 300],
      ['addon:STORY-HELMET', 100],
      ['coupon', -50],
    ]);
    expect(sum(after.cost)).toBe(charged.rentalCharge);

    // A charge recorded otherwise (by an older rule) is one line of what was recorded.
    await t.database.db.update(rentals).set({ rentalCharge: 1234 }).where(eq(rentals.id, rentalId));
    const recorded = RentalStorySchema.parse((await story(adminToken, rentalId)).body.data);
    expect(recorded.cost.lines).toEqual([
      {
        kind: 'time',
        key: 'recorded',
        label: { en: 'Rent as recorded at the return', bn: 'ফেরতের সময় লেখা ভাড়া' },
        amount: 1234,
      },
    ]);
  });

  it('is for its customer and admins only: anyone else learns nothing', async () => {
    const [rider, other] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    const booking = json(await t.book(rider.token, bike._id)).data.booking as { rentalId: string };
    expect((await story(other.token, booking.rentalId)).status).toBe(404);
    expect((await story(adminToken, booking.rentalId)).status).toBe(200);
    expect((await t.api('GET', `/api/rentals/${booking.rentalId}`)).statusCode).toBe(401);
    expect((await story(rider.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await story(rider.token, 'not-an-id')).status).toBe(400);
    // The spec's own lists keep their paths.
    expect((await t.api('GET', '/api/rentals/all', adminToken)).statusCode).toBe(200);
  });
});
