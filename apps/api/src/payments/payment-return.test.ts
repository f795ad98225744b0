import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, payments, rentals } from '../db/schema.ts';
import { json, setUpTestApp } from '../test/test-app.ts';

/**
 * The browser's return from a checkout says what really happened to the money.
 * A payment that arrived but could not be used is reported as owed back, never as a confirmed booking.
 */
let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());

const LAPSED = '/dashboard?payment=refund_due&purpose=advance&why=lapsed&amount=100';
const CANCELLED = '/dashboard?payment=refund_due&purpose=advance&why=cancelled&amount=100';

async function booking() {
  const rider = await t.customer();
  const bike = await t.bike(adminToken);
  const res = await t.book(rider.token, bike._id);
  expect(res.statusCode).toBe(201);
  return { rider, bike, booking: json(res).data.booking as { rentalId: string; payment_url: string } };
}

const lapse = (rentalId: string) =>
  t.database.db
    .update(rentals)
    .set({ holdExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(rentals.id, rentalId));

describe('the return from a checkout tells the truth', () => {
  it('an advance paid after the hold lapsed and someone else took the bike: owed back', async () => {
    const { bike, booking: first } = await booking();
    await lapse(first.rentalId);
    const other = await t.customer();
    expect((await t.book(other.token, bike._id)).statusCode).toBe(201);
    const back = await t.checkout(first.payment_url, 'pay');
    expect(back.headers.location).toBe(LAPSED);
    // A second arrival of the same return (a reload, the notification) says the same.
    const [row] = await t.database.db.select().from(payments).where(eq(payments.rentalId, first.rentalId));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/aamarpay/success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ mer_txnid: row!.tranId }).toString(),
    });
    expect(again.headers.location).toBe(LAPSED);
  });

  it('a second checkout paid after the first failed and cancelled the booking: owed back, as cancelled', async () => {
    const { rider, booking: b } = await booking();
    const second = await t.secondCheckout(rider.token, b.rentalId);
    expect((await t.checkout(b.payment_url, 'fail')).headers.location).toBe(
      '/dashboard?payment=failed&purpose=advance',
    );
    expect((await t.checkout(second.payment_url, 'pay')).headers.location).toBe(CANCELLED);
  });

  it('an advance paid after the customer cancelled the booking is owed back as cancelled, not lapsed', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const b = json(await t.book(rider.token, bike._id, t.inMinutes(180))).data.booking;
    expect((await t.api('POST', `/api/rentals/${b.rentalId}/cancel`, rider.token)).statusCode).toBe(200);
    const back = await t.checkout(b.payment_url, 'pay');
    expect(back.headers.location).toBe(CANCELLED);
    // A second arrival says the same; the customer's message says cancelled too.
    const [row] = await t.database.db.select().from(payments).where(eq(payments.rentalId, b.rentalId));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/aamarpay/success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ mer_txnid: row!.tranId }).toString(),
    });
    expect(again.headers.location).toBe(CANCELLED);
    const told = await t.database.db
      .select({ channel: messages.channel, body: messages.body })
      .from(messages)
      .where(and(eq(messages.rentalId, b.rentalId), eq(messages.template, 'payment_owed_back')));
    expect(told.length).toBeGreaterThan(0);
    for (const { channel, body } of told) {
      expect(body).toContain(
        channel === 'sms' ? 'came after the booking was cancelled' : 'after the booking had been cancelled',
      );
      expect(body).not.toMatch(/lapsed|had closed/);
    }
  });

  it('an advance paid after the account was deleted: owed back', async () => {
    const { rider, booking: b } = await booking();
    await lapse(b.rentalId);
    expect((await t.api('DELETE', `/api/users/${rider.id}`, adminToken)).statusCode).toBe(200);
    expect((await t.checkout(b.payment_url, 'pay')).headers.location).toBe(LAPSED);
  });

  it('the same advance paid twice: the booking stands and the second payment is owed back', async () => {
    const { rider, booking: b } = await booking();
    const second = await t.secondCheckout(rider.token, b.rentalId);
    expect((await t.checkout(b.payment_url, 'pay')).headers.location).toBe(
      '/dashboard?payment=success&purpose=advance',
    );
    expect((await t.checkout(second.payment_url, 'pay')).headers.location).toBe(
      '/dashboard?payment=refund_due&purpose=advance&why=duplicate&amount=100',
    );
  });
});
