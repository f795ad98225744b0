import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;
beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());

const bookFrom = (from: string, token: string, bikeId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rentals',
    remoteAddress: from,
    headers: { authorization: `Bearer ${token}` },
    payload: { bikeId, startTime: t.inMinutes(29 * 24 * 60) },
  });

const lapse = (rentalId: string) =>
  t.database.db
    .update(rentals)
    .set({ holdExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(rentals.id, rentalId));

describe('unpaid bookings are limited (nobody holds the fleet without paying)', () => {
  it('an account holds at most 2 unpaid bookings; paying one or letting it lapse makes room', async () => {
    const rider = await t.customer();
    const bikes = await Promise.all([1, 2, 3, 4].map(() => t.bike(adminToken)));
    const first = await bookFrom('192.0.2.1', rider.token, bikes[0]!._id);
    const second = await bookFrom('192.0.2.1', rider.token, bikes[1]!._id);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const third = await bookFrom('192.0.2.1', rider.token, bikes[2]!._id);
    expect(third.statusCode).toBe(409);
    expect(json(third)).toMatchObject({
      success: false,
      code: 'TOO_MANY_PENDING_BOOKINGS',
      errorMessage: [
        {
          message:
            'You already have 2 bookings waiting for their advance payment. Pay for one or let it lapse before booking another bike',
        },
      ],
    });
    // From another address it is the same account: still refused.
    expect((await bookFrom('192.0.2.2', rider.token, bikes[2]!._id)).statusCode).toBe(409);

    const paid = await t.checkout(json(first).data.booking.payment_url, 'pay');
    expect(String(paid.headers.location)).toContain('payment=success');
    expect((await bookFrom('192.0.2.1', rider.token, bikes[2]!._id)).statusCode).toBe(201);
    expect((await bookFrom('192.0.2.1', rider.token, bikes[3]!._id)).statusCode).toBe(409);
    await lapse(json(second).data.booking.rentalId);
    expect((await bookFrom('192.0.2.1', rider.token, bikes[3]!._id)).statusCode).toBe(201);
  });

  it('one client address holds at most 4 unpaid bookings, whichever accounts made them', async () => {
    const riders = await Promise.all([1, 2, 3].map(() => t.customer()));
    const bikes = await Promise.all([1, 2, 3, 4, 5].map(() => t.bike(adminToken)));
    const from = '198.51.100.40';
    const made = [
      await bookFrom(from, riders[0]!.token, bikes[0]!._id),
      await bookFrom(from, riders[0]!.token, bikes[1]!._id),
      await bookFrom(from, riders[1]!.token, bikes[2]!._id),
      await bookFrom(from, riders[1]!.token, bikes[3]!._id),
    ];
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const refused = await bookFrom(from, riders[2]!.token, bikes[4]!._id);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).errorMessage[0].message).toBe(
      '4 bookings made from your network are waiting for their advance payment. Please pay for one or try again in 15 minutes',
    );
    // The address is stored with the booking.
    const [row] = await t.database.db
      .select({ bookedFrom: rentals.bookedFrom })
      .from(rentals)
      .where(eq(rentals.id, json(made[0]!).data.booking.rentalId));
    expect(row?.bookedFrom).toBe(from);
    // Another address is not affected; a lapsed hold frees a place.
    expect((await bookFrom('198.51.100.41', riders[2]!.token, bikes[4]!._id)).statusCode).toBe(201);
    await lapse(json(made[3]!).data.booking.rentalId);
    const bike = await t.bike(adminToken);
    expect((await bookFrom(from, riders[2]!.token, bike._id)).statusCode).toBe(201);
  });

  it('holds the limit against a burst of parallel bookings by one account', async () => {
    const rider = await t.customer();
    const bikes = await Promise.all([1, 2, 3, 4, 5, 6].map(() => t.bike(adminToken)));
    const results = await Promise.all(bikes.map((bike, i) => bookFrom(`203.0.113.${10 + i}`, rider.token, bike._id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
  });
});
