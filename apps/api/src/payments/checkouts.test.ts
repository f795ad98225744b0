import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, rentals } from '../db/schema.ts';
import { closePendingPayments, json, setUpTestApp } from '../test/test-app.ts';
import { verifyStalePayments } from './payments.service.ts';

/**
 * Checkouts (docs/decisions/021): one open checkout per booking however often it is asked for, booking and
 * checkout calls limited per account, and the retry job asks about the checkouts still open first.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());
// The retry job asks about every pending payment: each test starts with none left by the others.
beforeEach(() => closePendingPayments(t.database));

const paymentsOf = (rentalId: string) => t.database.db.select().from(payments).where(eq(payments.rentalId, rentalId));

const payAdvance = (token: string, rentalId: string) => t.api('POST', `/api/rentals/${rentalId}/payAdvance`, token);

/** Presses Pay on the stand-in's checkout page and never comes back to the shop (the tab was closed). */
async function payAndLeave(paymentUrl: string) {
  const url = new URL(paymentUrl);
  const track = url.searchParams.get('track') ?? '';
  const pressed = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ track, action: 'pay' }).toString(),
  });
  expect(pressed.statusCode).toBe(200);
}

describe('one open checkout per booking', () => {
  it('asking for the advance again, however often, reuses the open checkout', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = json(await t.book(rider.token, bike._id)).data.booking;
    const again = await Promise.all([1, 2, 3, 4, 5].map(() => payAdvance(rider.token, booking.rentalId)));
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(again.map((r) => json(r).data.booking.payment_url))).toEqual(new Set([booking.payment_url]));
    expect(json(again[0]!).data.booking).toMatchObject({ rentalId: booking.rentalId, endTime: booking.endTime });
    expect(await paymentsOf(booking.rentalId)).toHaveLength(1);
  });

  it('a checkout whose gateway address never came is replaced after 20 seconds, not reused', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = json(await t.book(rider.token, bike._id)).data.booking;
    // As if the booking's request had died between storing its checkout and opening it.
    await t.database.db.update(payments).set({ checkoutUrl: null }).where(eq(payments.rentalId, booking.rentalId));
    const opening = await payAdvance(rider.token, booking.rentalId);
    expect(opening.statusCode).toBe(409);
    expect(json(opening).code).toBe('PAYMENT_IN_PROGRESS');
    await t.database.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '21 seconds'` })
      .where(eq(payments.rentalId, booking.rentalId));
    const fresh = await payAdvance(rider.token, booking.rentalId);
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh).data.booking.payment_url).not.toBe(booking.payment_url);
    expect(await paymentsOf(booking.rentalId)).toHaveLength(2);
  });

  it('limits booking and checkout calls per account, whatever the address', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = json(await t.book(rider.token, bike._id)).data.booking;
    const calls = [];
    for (let i = 0; i < 20; i++) {
      calls.push(
        await t.app.inject({
          method: 'POST',
          url: `/api/rentals/${booking.rentalId}/payAdvance`,
          remoteAddress: `192.0.2.${i + 1}`,
          headers: { authorization: `Bearer ${rider.token}` },
        }),
      );
    }
    expect(calls.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const refused = await payAdvance(rider.token, booking.rentalId);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await t.customer();
    expect((await t.book(other.token, (await t.bike(adminToken))._id)).statusCode).toBe(201);

    // Bookings: ten calls in ten minutes (one was made above), whatever they are refused for.
    const missing = '00000000-0000-4000-8000-000000000000';
    const tries = [];
    for (let i = 0; i < 9; i++) tries.push((await t.book(rider.token, missing)).statusCode);
    expect(tries).toEqual(Array(9).fill(404));
    expect((await t.book(rider.token, missing)).statusCode).toBe(429);
  });
});

describe('the payment retry job', () => {
  it('settles a paid advance whose customer never came back first, with 2,000 closed checkouts ahead', async () => {
    // A booking the customer cancelled, and 2,000 checkouts of it older than anything else, never asked about.
    const quitter = await t.customer();
    const dropped = json(await t.book(quitter.token, (await t.bike(adminToken))._id, t.inMinutes(120))).data.booking;
    expect((await t.api('POST', `/api/rentals/${dropped.rentalId}/cancel`, quitter.token)).statusCode).toBe(200);
    await t.database.db.execute(sql`
      insert into payments (rental_id, purpose, amount, gateway, tran_id, created_at)
      select ${dropped.rentalId}::uuid, 'advance', 100, 'local', 'BBRSTALE' || g, now() - interval '3 hours'
      from generate_series(1, 2000) as g`);

    const rider = await t.customer();
    const booking = json(await t.book(rider.token, (await t.bike(adminToken))._id)).data.booking;
    await payAndLeave(booking.payment_url);
    const [before] = await paymentsOf(booking.rentalId);
    expect(before?.status).toBe('pending');

    // One round of the job, three minutes later (it asks about payments older than two).
    const at = new Date(Date.now() + 3 * 60_000);
    await verifyStalePayments(t.database.db, t.app.paymentGateways, t.app.log, t.app.messageContext, at);
    const [after] = await paymentsOf(booking.rentalId);
    expect(after?.status).toBe('paid');
    const [rental] = await t.database.db.select().from(rentals).where(eq(rentals.id, booking.rentalId));
    expect(rental).toMatchObject({ status: 'booked', advancePaid: true });
  });
});
