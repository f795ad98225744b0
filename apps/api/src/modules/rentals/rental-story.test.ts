import { RentalStorySchema } from '@bond/contract/rentals';
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
    expect(cancelled).toMatchObject({ status: 'cancelled', cost: { basis: 'open', charge: null } });
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
    expect(rental.cost).toEqual({
      minutes: 90,
      pricePerHour: 120,
      charge: 180,
      advance: 100,
      balance: 80,
      basis: 'returned',
    });
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
