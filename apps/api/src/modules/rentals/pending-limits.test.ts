import {
  LAPSED_HOLDS_PER_ADDRESS,
  PENDING_BOOKINGS_PER_ACCOUNT,
  PENDING_BOOKINGS_PER_ADDRESS,
} from '@bond/contract/constants';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema.ts';
import { GatewayError } from '../../payments/gateway.ts';
import { buildTestApp, factories, json, setUpTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;
/**
 * The same shop with its per-address limits set low (PENDING_BOOKINGS_PER_ADDRESS=4,
 * LAPSED_HOLDS_PER_ADDRESS=3), so a test reaches them with a few accounts.
 */
let tight: FastifyInstance;
beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
  tight = await buildTestApp(t.database, { pendingBookingsPerAddress: 4, lapsedHoldsPerAddress: 3 });
  await tight.ready();
});
afterAll(async () => {
  await tight.close();
  await t.close();
});

const bookOn = (shop: FastifyInstance, from: string, token: string, bikeId: string) =>
  shop.inject({
    method: 'POST',
    url: '/api/rentals',
    remoteAddress: from,
    headers: { authorization: `Bearer ${token}` },
    payload: { bikeId, startTime: t.inMinutes(29 * 24 * 60) },
  });
/** A booking on the shop with the default settings. */
const bookFrom = (from: string, token: string, bikeId: string) => bookOn(t.app, from, token, bikeId);
/** A booking on the shop with the low per-address limits. */
const bookTight = (from: string, token: string, bikeId: string) => bookOn(tight, from, token, bikeId);

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

  it('one client address holds at most PENDING_BOOKINGS_PER_ADDRESS unpaid bookings, whichever accounts made them', async () => {
    const riders = await Promise.all([1, 2, 3].map(() => t.customer()));
    const bikes = await Promise.all([1, 2, 3, 4, 5].map(() => t.bike(adminToken)));
    const from = '198.51.100.40';
    const made = [
      await bookTight(from, riders[0]!.token, bikes[0]!._id),
      await bookTight(from, riders[0]!.token, bikes[1]!._id),
      await bookTight(from, riders[1]!.token, bikes[2]!._id),
      await bookTight(from, riders[1]!.token, bikes[3]!._id),
    ];
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const refused = await bookTight(from, riders[2]!.token, bikes[4]!._id);
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
    expect((await bookTight('198.51.100.41', riders[2]!.token, bikes[4]!._id)).statusCode).toBe(201);
    await lapse(json(made[3]!).data.booking.rentalId);
    const bike = await t.bike(adminToken);
    expect((await bookTight(from, riders[2]!.token, bike._id)).statusCode).toBe(201);
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

/** Moves the moment a rental's hold ended back by `minutes`, as if that much time had passed. */
const endedAgo = (rentalId: string, minutes: number) =>
  t.database.db
    .update(rentals)
    .set({ holdExpiresAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(rentals.id, rentalId));

describe('holds given up unpaid pause new ones (nobody holds the fleet by letting holds lapse)', () => {
  it('an account whose holds ended unpaid 3 times within an hour cannot hold again for an hour', async () => {
    const rider = await t.customer();
    const bikes = await Promise.all([1, 2, 3, 4].map(() => t.bike(adminToken)));
    const from = '192.0.2.60';
    const first = json(await bookFrom(from, rider.token, bikes[0]!._id)).data.booking;
    const second = json(await bookFrom(from, rider.token, bikes[1]!._id)).data.booking;
    await endedAgo(first.rentalId, 40);
    await endedAgo(second.rentalId, 20);
    // Cancelled at the checkout: given up unpaid too.
    const third = json(await bookFrom(from, rider.token, bikes[2]!._id)).data.booking;
    expect(String((await t.checkout(third.payment_url, 'cancel')).headers.location)).toContain('payment=cancelled');

    const refused = await bookFrom('192.0.2.61', rider.token, bikes[3]!._id);
    expect(refused.statusCode).toBe(429);
    const body = json(refused);
    expect(body.code).toBe('TOO_MANY_LAPSED_HOLDS');
    expect(body.errorMessage[0].message).toMatch(
      /^3 of your bookings ended without their advance payment within an hour\. You can book again at \d{1,2}:\d{2} [ap]m \(in (59|60) minutes\)$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(58 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    // In Bangla, with Bangla's clock.
    const bn = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      remoteAddress: '192.0.2.61',
      headers: { authorization: `Bearer ${rider.token}`, cookie: 'lang=bn' },
      payload: { bikeId: bikes[3]!._id, startTime: t.inMinutes(60) },
    });
    expect(json(bn).message).toMatch(/^এক ঘণ্টার মধ্যে আপনার ৩টি বুকিং .* [০-৯]{1,2}:[০-৯]{2}-এ \([০-৯]+ মিনিট পরে\)/);

    // Another customer behind another address is not affected.
    expect((await bookFrom('192.0.2.62', (await t.customer()).token, bikes[3]!._id)).statusCode).toBe(201);
    // An hour after the third, the account may hold again.
    const thirdEnded = await t.database.db
      .select({ at: rentals.holdExpiresAt })
      .from(rentals)
      .where(eq(rentals.id, third.rentalId));
    expect(thirdEnded[0]?.at).not.toBeNull();
    await endedAgo(third.rentalId, 61);
    await endedAgo(second.rentalId, 81);
    await endedAgo(first.rentalId, 101);
    expect((await bookFrom(from, rider.token, (await t.bike(adminToken))._id)).statusCode).toBe(201);
  });

  it('an address whose holds lapsed LAPSED_HOLDS_PER_ADDRESS times within an hour cannot hold again for an hour, whoever books', async () => {
    const riders = await Promise.all([1, 2, 3, 4].map(() => t.customer()));
    const bikes = await Promise.all([1, 2, 3, 4].map(() => t.bike(adminToken)));
    const from = '198.51.100.70';
    for (const i of [0, 1, 2]) {
      const booking = json(await bookTight(from, riders[i]!.token, bikes[i]!._id)).data.booking;
      await endedAgo(booking.rentalId, 50 - i * 10);
    }
    const refused = await bookTight(from, riders[3]!.token, bikes[3]!._id);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).errorMessage[0].message).toMatch(
      /^3 bookings from your network ended without their advance payment within an hour\. Bookings from it can hold a bike again at .* \(in 3\d minutes\)$/,
    );
    // The same customer from another address is not affected.
    expect((await bookTight('198.51.100.71', riders[3]!.token, bikes[3]!._id)).statusCode).toBe(201);
  });

  it('an address may be given more room (LAPSED_HOLDS_PER_ADDRESS): its accounts are still paused on their own', async () => {
    const shop = await buildTestApp(t.database, { lapsedHoldsPerAddress: 5 });
    try {
      const f = factories(shop, t.database);
      const riders = await Promise.all([1, 2, 3, 4].map(() => f.customer()));
      const bikes = await Promise.all([1, 2, 3, 4, 5].map(() => f.bike(adminToken)));
      const from = '198.51.100.77';
      const bookAt = (token: string, bikeId: string) =>
        shop.inject({
          method: 'POST',
          url: '/api/rentals',
          remoteAddress: from,
          headers: { authorization: `Bearer ${token}` },
          payload: { bikeId, startTime: f.inMinutes(29 * 24 * 60) },
        });
      for (const i of [0, 1, 2]) {
        const booking = json(await bookAt(riders[i]!.token, bikes[i]!._id)).data.booking;
        await endedAgo(booking.rentalId, 30 - i * 10);
      }
      expect((await bookAt(riders[3]!.token, bikes[3]!._id)).statusCode).toBe(201);
    } finally {
      await shop.close();
    }
  });

  it('three unpaid ends spread over more than an hour pause nothing', async () => {
    const rider = await t.customer();
    const bikes = await Promise.all([1, 2, 3, 4].map(() => t.bike(adminToken)));
    const from = '203.0.113.80';
    const ends = [70, 40, 5];
    for (const [i, ago] of ends.entries()) {
      const booking = json(await bookFrom(from, rider.token, bikes[i]!._id)).data.booking;
      await endedAgo(booking.rentalId, ago);
    }
    expect((await bookFrom(from, rider.token, bikes[3]!._id)).statusCode).toBe(201);
  });
});

describe('holds the customer did not give up never pause them', () => {
  it('bookings an admin cancelled, or whose checkout the payment service would not open, do not count', async () => {
    const rider = await t.customer();
    const bikes = await Promise.all([1, 2, 3, 4, 5].map(() => t.bike(adminToken)));
    const from = '203.0.113.90';
    for (const i of [0, 1, 2]) {
      const booking = json(await bookFrom(from, rider.token, bikes[i]!._id)).data.booking;
      const cancel = await t.api('POST', `/api/rentals/${booking.rentalId}/cancel`, adminToken, {
        refundAdvance: false,
      });
      expect(cancel.statusCode).toBe(200);
    }
    // The payment service refuses to open the checkout: the booking is cancelled, by nobody's choice.
    const gateway = t.app.paymentGateways.offered[0]!;
    const createPayment = gateway.createPayment.bind(gateway);
    gateway.createPayment = async () => {
      throw new GatewayError('bad_response', 'aamarPay answered 500');
    };
    try {
      expect((await bookFrom(from, rider.token, bikes[3]!._id)).statusCode).toBe(502);
    } finally {
      gateway.createPayment = createPayment;
    }
    expect((await bookFrom(from, rider.token, bikes[4]!._id)).statusCode).toBe(201);
  });
});

describe('an IPv6 client is counted by its /64 (one phone can pick any address in it)', () => {
  it('unpaid bookings from addresses of one /64 share the address limit; another /64 does not', async () => {
    const riders = await Promise.all([1, 2, 3].map(() => t.customer()));
    const bikes = await Promise.all([1, 2, 3, 4, 5, 6].map(() => t.bike(adminToken)));
    const made = [
      await bookTight('2001:db8:77:1::1', riders[0]!.token, bikes[0]!._id),
      await bookTight('2001:db8:77:1::2', riders[0]!.token, bikes[1]!._id),
      await bookTight('2001:db8:77:1:aaaa::3', riders[1]!.token, bikes[2]!._id),
      await bookTight('2001:db8:77:1:ffff:ffff:ffff:4', riders[1]!.token, bikes[3]!._id),
    ];
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const refused = await bookTight('2001:db8:77:1::99', riders[2]!.token, bikes[4]!._id);
    expect([refused.statusCode, json(refused).code]).toEqual([409, 'TOO_MANY_PENDING_BOOKINGS']);
    expect((await bookTight('2001:db8:77:2::1', riders[2]!.token, bikes[5]!._id)).statusCode).toBe(201);
  });
});

describe("a carrier's shared IPv4 address (carrier-grade NAT) is many customers (docs/decisions/031)", () => {
  const carrier = '100.64.0.1';

  it('20 customers behind it each hold a bike unpaid with the default settings; each account is still held to 2', async () => {
    expect([PENDING_BOOKINGS_PER_ADDRESS, PENDING_BOOKINGS_PER_ACCOUNT]).toEqual([20, 2]);
    const riders = await Promise.all(Array.from({ length: 21 }, () => t.customer()));
    const bikes = await Promise.all(Array.from({ length: 22 }, () => t.bike(adminToken)));
    const first = riders[0]!;
    expect((await bookFrom(carrier, first.token, bikes[20]!._id)).statusCode).toBe(201);
    const secondOfFirst = await bookFrom(carrier, first.token, bikes[21]!._id);
    expect(secondOfFirst.statusCode).toBe(201);
    // One account is stopped at its own limit, whatever room the address has.
    const third = await bookFrom(carrier, first.token, bikes[0]!._id);
    expect([third.statusCode, json(third).errorMessage[0].message]).toEqual([
      409,
      'You already have 2 bookings waiting for their advance payment. Pay for one or let it lapse before booking another bike',
    ]);
    await lapse(json(secondOfFirst).data.booking.rentalId);
    const made = [];
    for (const [i, rider] of riders.slice(1, 20).entries())
      made.push(await bookFrom(carrier, rider.token, bikes[i]!._id));
    expect(made.map((r) => r.statusCode)).toEqual(Array(19).fill(201));
    // The address's limit is still there: a 21st unpaid booking from it waits.
    const refused = await bookFrom(carrier, riders[20]!.token, bikes[19]!._id);
    expect([refused.statusCode, json(refused).errorMessage[0].message]).toEqual([
      409,
      '20 bookings made from your network are waiting for their advance payment. Please pay for one or try again in 15 minutes',
    ]);
  });

  it('holds given up by 19 customers behind it within an hour pause nobody; the 20th pauses the address', async () => {
    expect(LAPSED_HOLDS_PER_ADDRESS).toBe(20);
    const from = '100.64.0.2';
    const riders = await Promise.all(Array.from({ length: 21 }, () => t.customer()));
    const bikes = await Promise.all(Array.from({ length: 21 }, () => t.bike(adminToken)));
    const given = async (i: number) => {
      const booking = json(await bookFrom(from, riders[i]!.token, bikes[i]!._id)).data.booking;
      await endedAgo(booking.rentalId, 30);
    };
    for (let i = 0; i < 19; i += 1) await given(i);
    await given(19);
    const refused = await bookFrom(from, riders[20]!.token, bikes[20]!._id);
    expect([refused.statusCode, json(refused).code]).toEqual([429, 'TOO_MANY_LAPSED_HOLDS']);
    expect(json(refused).errorMessage[0].message).toMatch(
      /^20 bookings from your network ended without their advance payment within an hour\./,
    );
    // One hold fewer (the 20th given up over an hour and a half ago) and the 21st customer holds a bike.
    const [oldest] = await t.database.db
      .select({ id: rentals.id })
      .from(rentals)
      .where(eq(rentals.bookedFrom, from))
      .orderBy(rentals.createdAt)
      .limit(1);
    await endedAgo(oldest!.id, 100);
    expect((await bookFrom(from, riders[20]!.token, bikes[20]!._id)).statusCode).toBe(201);
  });
});
