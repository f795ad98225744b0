import { RefundSchema } from '@bond/contract/refunds';
import { RentalSchema } from '@bond/contract/rentals';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, rentals } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let shopAdmin: Awaited<ReturnType<typeof t.admin>>;

beforeAll(async () => {
  t = await setUpTestApp();
  shopAdmin = await t.admin();
  // Refunds paid back in cash come out of the payer's open till (docs/product/the-counter.md#tills).
  expect((await t.api('POST', '/api/tills', shopAdmin.token, { openingFloat: 1000 })).statusCode).toBe(201);
});
afterAll(() => t.close());

const lapseHold = (rentalId: string) =>
  t.database.db
    .update(rentals)
    .set({ holdExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(rentals.id, rentalId));

/** An advance paid after its hold lapsed and another customer took the bike: the money is owed back. */
async function lateAdvance() {
  const [late, other] = [await t.customer({ name: 'Karim Late' }), await t.customer()];
  const bike = await t.bike(shopAdmin.token, { name: 'Late Hunter 160' });
  const booking = json(await t.book(late.token, bike._id)).data.booking as { rentalId: string; payment_url: string };
  await lapseHold(booking.rentalId);
  expect((await t.book(other.token, bike._id)).statusCode).toBe(201);
  const back = await t.checkout(booking.payment_url, 'pay');
  expect(back.statusCode).toBe(303);
  return { customer: late, bike, rentalId: booking.rentalId };
}

const dueRefunds = async (query = '') => {
  const res = await t.api('GET', `/api/refunds${query}`, shopAdmin.token);
  expect(res.statusCode).toBe(200);
  return json(res).data as Array<Record<string, unknown> & { _id: string; rentalId: string }>;
};

describe('money owed back', () => {
  it('a late advance is listed as late_payment and shows on the customer’s rental as due', async () => {
    const { customer, bike, rentalId } = await lateAdvance();
    const listed = (await dueRefunds()).filter((r) => r.rentalId === rentalId);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      amount: 100,
      reason: 'late_payment',
      status: 'due',
      refundedAt: null,
      method: null,
      reference: null,
      customer: { _id: customer.id, name: 'Karim Late', phone: customer.phone, email: customer.email },
      bike: { _id: bike._id, name: 'Late Hunter 160' },
    });
    expect(listed[0]!.paymentId).toEqual(expect.any(String));
    expect(() => RefundSchema.parse(listed[0])).not.toThrow();

    // The expired booking is out of the default list, and on it with include=all, with its refund due.
    expect(json(await t.api('GET', '/api/rentals', customer.token)).data).toEqual([]);
    const [rental] = json(await t.api('GET', '/api/rentals?include=all', customer.token)).data;
    expect(rental).toMatchObject({ _id: rentalId, status: 'expired' });
    expect(rental.refunds).toEqual([
      { _id: listed[0]!._id, amount: 100, reason: 'late_payment', status: 'due', refundedAt: null },
    ]);
    expect(() => RentalSchema.parse(rental)).not.toThrow();
  });

  it('is settled once: the first record is 200, a second one 409; the rental then shows the date', async () => {
    const { customer, rentalId } = await lateAdvance();
    const [refund] = (await dueRefunds()).filter((r) => r.rentalId === rentalId);
    const url = `/api/refunds/${refund!._id}/refunded`;
    const first = await t.api('POST', url, shopAdmin.token, { method: 'bkash', reference: '  TRX8F3K2  ' });
    expect(first.statusCode).toBe(200);
    const settled = json(first).data;
    expect(settled).toMatchObject({ _id: refund!._id, status: 'refunded', method: 'bkash', reference: 'TRX8F3K2' });
    expect(new Date(settled.refundedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const second = await t.api('POST', url, shopAdmin.token, { method: 'cash', reference: 'again' });
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({
      code: 'ALREADY_REFUNDED',
      errorMessage: [{ message: 'This refund has already been recorded as paid back, so nothing was changed' }],
    });

    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.id, refund!._id));
    expect(row).toMatchObject({ method: 'bkash', reference: 'TRX8F3K2', refundedBy: shopAdmin.id });
    expect((await dueRefunds()).some((r) => r._id === refund!._id)).toBe(false);
    expect((await dueRefunds('?status=refunded')).find((r) => r._id === refund!._id)).toMatchObject({
      status: 'refunded',
    });
    const [rental] = json(await t.api('GET', '/api/rentals?include=all', customer.token)).data;
    expect(rental.refunds[0]).toMatchObject({ status: 'refunded', refundedAt: settled.refundedAt });
  });

  it('a returned rental that cost less than the advance is owed back as negative_balance', async () => {
    const customer = await t.customer();
    const bike = await t.bike(shopAdmin.token, { pricePerHour: 60 });
    const booking = await t.activeRental(customer.token, bike._id, t.inMinutes(-1));
    await t.database.db
      .update(rentals)
      .set({ startTime: new Date(Date.now() - 31 * 60_000) })
      .where(eq(rentals.id, booking.rentalId));
    const [active] = json(await t.api('GET', '/api/rentals', customer.token)).data;
    const back = new Date(new Date(active.startTime).getTime() + 30 * 60_000).toISOString();
    const returned = await t.api('PATCH', '/api/rentals/calculate', shopAdmin.token, {
      bookingId: booking.rentalId,
      bikeReturnTime: back,
    });
    // Half an hour is charged the shortest charge, an hour: 60 BDT, 40 BDT less than the advance.
    expect(json(returned).data.totalCost).toBe(-40);
    expect(json(returned).data.refunds).toMatchObject([{ amount: 40, reason: 'negative_balance', status: 'due' }]);
    expect((await dueRefunds()).find((r) => r.rentalId === booking.rentalId)).toMatchObject({
      amount: 40,
      reason: 'negative_balance',
      paymentId: null,
    });
    const all = json(await t.api('GET', '/api/rentals/all', shopAdmin.token)).data;
    expect(all.find((r: { _id: string }) => r._id === booking.rentalId).refunds).toHaveLength(1);
  });

  it('lists newest first and filters by status', async () => {
    // One refund recorded as paid back and a newer one still due, of its own.
    const paidBack = await lateAdvance();
    const [settled] = (await dueRefunds()).filter((r) => r.rentalId === paidBack.rentalId);
    const record = { method: 'cash', reference: 'Counter 1' };
    expect((await t.api('POST', `/api/refunds/${settled!._id}/refunded`, shopAdmin.token, record)).statusCode).toBe(
      200,
    );
    const stillDue = await lateAdvance();
    const ids = (list: Array<{ rentalId: string }>) =>
      list.map((r) => r.rentalId).filter((id) => id === paidBack.rentalId || id === stillDue.rentalId);
    expect(ids(await dueRefunds('?status=all'))).toEqual([stillDue.rentalId, paidBack.rentalId]);
    expect(ids(await dueRefunds())).toEqual([stillDue.rentalId]);
    expect(ids(await dueRefunds('?status=refunded'))).toEqual([paidBack.rentalId]);

    const list = await dueRefunds('?status=all');
    const times = list.map((r) => new Date(String(r.createdAt)).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.some((r) => r.status === 'refunded')).toBe(true);
    expect((await dueRefunds()).every((r) => r.status === 'due')).toBe(true);
    expect((await dueRefunds('?status=refunded')).every((r) => r.status === 'refunded')).toBe(true);
  });

  it('is for the shop: a customer gets 403 and a visitor 401', async () => {
    const customer = await t.customer();
    const id = '00000000-0000-4000-8000-000000000000';
    const body = { method: 'cash', reference: 'x' };
    expect((await t.api('GET', '/api/refunds', customer.token)).statusCode).toBe(403);
    expect((await t.api('POST', `/api/refunds/${id}/refunded`, customer.token, body)).statusCode).toBe(403);
    expect((await t.api('GET', '/api/refunds')).statusCode).toBe(401);
    expect((await t.api('POST', `/api/refunds/${id}/refunded`, undefined, body)).statusCode).toBe(401);
  });

  it('refuses bad input with 400 naming the field, and an unknown refund with 404', async () => {
    const bad = await t.api('GET', '/api/refunds?status=open', shopAdmin.token);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorMessage[0].path).toBe('status');
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const method = await t.api('POST', `/api/refunds/${unknownId}/refunded`, shopAdmin.token, {
      method: 'paypal',
      reference: 'x',
    });
    expect(method.statusCode).toBe(400);
    expect(json(method).errorMessage[0].path).toBe('method');
    const blank = await t.api('POST', `/api/refunds/${unknownId}/refunded`, shopAdmin.token, {
      method: 'cash',
      reference: '   ',
    });
    expect(json(blank).errorMessage[0]).toMatchObject({ path: 'reference', message: 'Reference is required' });
    const missing = await t.api('POST', `/api/refunds/${unknownId}/refunded`, shopAdmin.token, {
      method: 'cash',
      reference: 'CASH-1',
    });
    expect(missing.statusCode).toBe(404);
  });
});
