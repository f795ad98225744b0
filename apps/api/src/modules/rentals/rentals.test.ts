import { RentalSchema } from '@bond/contract/rentals';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, rentals } from '../../db/schema.ts';
import { GatewayError } from '../../payments/gateway.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());

/** m minutes ago, on a whole minute (docs/product/booking-and-periods.md#periods). */
const minutesAgo = (m: number) => new Date(Math.floor(Date.now() / 60_000 - m) * 60_000).toISOString();

describe('booking', () => {
  it('books an available bike, holds it and answers the checkout address', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const res = await t.book(rider.token, bike._id);
    expect(res.statusCode).toBe(201);
    const { booking } = json(res).data;
    expect(booking.payment_url).toMatch(/^http:\/\/shop\.test\/aamarpay\/paynow\.php\?track=AAM/);
    expect(booking.amount).toBe(100);
    expect(new Date(booking.holdExpiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const shown = json(await t.api('GET', `/api/bikes/${bike._id}`)).data;
    expect(shown.isAvailable).toBe(false);
    const mine = json(await t.api('GET', '/api/rentals', rider.token)).data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 'pending',
      advancePayment: false,
      payment: false,
      isReturned: false,
      totalCost: 0,
    });
    expect(() => RentalSchema.parse(mine[0])).not.toThrow();
  });

  it('refuses admins with the spec’s message', async () => {
    const bike = await t.bike(adminToken);
    const res = await t.book(adminToken, bike._id);
    expect(res.statusCode).toBe(403);
    expect(json(res).errorMessage[0].message).toBe('Admin is not allowed to book a bike');
  });

  it('needs a login', async () => {
    const bike = await t.bike(adminToken);
    const res = await t.api('POST', '/api/rentals', undefined, { bikeId: bike._id, startTime: t.inMinutes(5) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses start times in the past or more than 30 days ahead, naming the field', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    for (const startTime of [minutesAgo(10), t.inMinutes(31 * 24 * 60)]) {
      const res = await t.book(rider.token, bike._id, startTime);
      expect(res.statusCode).toBe(400);
      expect(json(res).errorMessage[0].path).toBe('startTime');
    }
    const bad = await t.api('POST', '/api/rentals', rider.token, { bikeId: bike._id, startTime: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorMessage[0].path).toBe('startTime');
    const unknown = await t.api('POST', '/api/rentals', rider.token, {
      bikeId: bike._id,
      startTime: t.inMinutes(5),
      price: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errorMessage[0].path).toBe('price');
  });

  it('refuses a bike the shop marked unavailable, and an unknown bike', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { isAvailable: false });
    expect((await t.book(rider.token, bike._id)).statusCode).toBe(409);
    expect((await t.book(rider.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a second booking of a held bike with 409', async () => {
    const [a, b] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    expect((await t.book(a.token, bike._id)).statusCode).toBe(201);
    const second = await t.book(b.token, bike._id);
    expect(second.statusCode).toBe(409);
    expect(json(second).code).toBe('PERIOD_TAKEN');
    expect(json(second).errorMessage[0].message).toMatch(/^This bike is booked from .* to .*$/);
  });

  it('frees the bike when the hold lapses, and a lapsed booking shows as expired', async () => {
    const [a, b] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    const first = json(await t.book(a.token, bike._id)).data.booking;
    await t.database.db
      .update(rentals)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(rentals.id, first.rentalId));
    expect(json(await t.api('GET', `/api/bikes/${bike._id}`)).data.isAvailable).toBe(true);
    expect(json(await t.api('GET', '/api/rentals?include=all', a.token)).data[0].status).toBe('expired');
    expect((await t.book(b.token, bike._id)).statusCode).toBe(201);
  });
});

describe('the advance payment through the aamarPay stand-in', () => {
  it('Pay makes the booking booked with advancePayment true and lands on the dashboard', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = json(await t.book(rider.token, bike._id)).data.booking;
    const back = await t.checkout(booking.payment_url, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/dashboard?payment=success&purpose=advance');
    const [rental] = json(await t.api('GET', '/api/rentals', rider.token)).data;
    // The bike is the customer's from now, waiting for its handover (docs/decisions/044).
    expect(rental).toMatchObject({ status: 'booked', advancePayment: true, payment: false, holdExpiresAt: null });
    expect(json(await t.api('GET', `/api/bikes/${bike._id}`)).data.isAvailable).toBe(false);
  });

  it('Cancel cancels the booking and frees the bike', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = json(await t.book(rider.token, bike._id)).data.booking;
    const back = await t.checkout(booking.payment_url, 'cancel');
    expect(back.headers.location).toBe('/dashboard?payment=cancelled&purpose=advance');
    expect(json(await t.api('GET', '/api/rentals?include=all', rider.token)).data[0]).toMatchObject({
      status: 'cancelled',
      advancePayment: false,
    });
    expect(json(await t.api('GET', `/api/bikes/${bike._id}`)).data.isAvailable).toBe(true);
  });

  it('Fail cancels the booking and frees the bike', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = json(await t.book(rider.token, bike._id)).data.booking;
    const back = await t.checkout(booking.payment_url, 'fail');
    expect(back.headers.location).toBe('/dashboard?payment=failed&purpose=advance');
    expect(json(await t.api('GET', '/api/rentals?include=all', rider.token)).data[0].status).toBe('cancelled');
    expect(json(await t.api('GET', `/api/bikes/${bike._id}`)).data.isAvailable).toBe(true);
  });

  it('a gateway that refuses to start a checkout answers 502 and frees the bike', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    t.app.aamarpayStandin.switches.createReply = 'invalid-store';
    try {
      const res = await t.book(rider.token, bike._id);
      expect(res.statusCode).toBe(502);
      expect(json(res).errorMessage[0].message).toMatch(/payment service/);
    } finally {
      t.app.aamarpayStandin.switches.createReply = 'ok';
    }
    expect(json(await t.api('GET', `/api/bikes/${bike._id}`)).data.isAvailable).toBe(true);
    const [attempt] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.rentalId, json(await t.api('GET', '/api/rentals?include=all', rider.token)).data[0]._id));
    expect(attempt?.status).toBe('failed');
  });

  it('a gateway out of reach answers 502 and frees the bike, though its socket error reads like a database’s', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const gateway = t.app.paymentGateways.offered[0]!;
    const createPayment = gateway.createPayment.bind(gateway);
    // As the adapter reports a refused connection: fetch's error, caused by the socket's ECONNREFUSED.
    gateway.createPayment = async () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 203.0.113.7:443'), { code: 'ECONNREFUSED' });
      const fetchFailed = new TypeError('fetch failed', { cause: refused });
      throw Object.assign(new GatewayError('network', 'aamarPay could not be reached: fetch failed'), {
        cause: fetchFailed,
      });
    };
    try {
      const res = await t.book(rider.token, bike._id);
      expect(res.statusCode).toBe(502);
      expect(json(res).code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    } finally {
      gateway.createPayment = createPayment;
    }
    expect(json(await t.api('GET', '/api/rentals?include=all', rider.token)).data[0].status).toBe('cancelled');
    expect(json(await t.api('GET', `/api/bikes/${bike._id}`)).data.isAvailable).toBe(true);
  });
});

describe('return and cost', () => {
  it('computes round(price × minutes ÷ 60) − 100 and frees the bike; twice is 409', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { pricePerHour: 125 });
    const booking = await t.activeRental(rider.token, bike._id, minutesAgo(1));
    // The rental started 152 minutes ago (moved back in the database); it comes back after 151 minutes.
    await t.database.db
      .update(rentals)
      .set({ startTime: new Date(Date.now() - 152 * 60_000) })
      .where(eq(rentals.id, booking.rentalId));
    const [moved] = json(await t.api('GET', '/api/rentals', rider.token)).data;
    const back = new Date(new Date(moved.startTime).getTime() + 151 * 60_000).toISOString();
    const res = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: booking.rentalId,
      bikeReturnTime: back,
    });
    expect(res.statusCode).toBe(200);
    // 125 × 151 ÷ 60 = 314.58… → 315; minus the 100 advance.
    expect(json(res).data).toMatchObject({
      rentalCharge: 315,
      totalCost: 215,
      isReturned: true,
      status: 'returned',
      returnTime: back,
    });
    expect(json(await t.api('GET', `/api/bikes/${bike._id}`)).data.isAvailable).toBe(true);
    const again = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: booking.rentalId,
      bikeReturnTime: back,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).errorMessage[0].message).toBe('Already returned');
  });

  it('charges the price the bike had when it was booked, not a later one', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { pricePerHour: 120 });
    const booking = await t.activeRental(rider.token, bike._id, minutesAgo(1));
    await t.database.db
      .update(rentals)
      .set({ startTime: new Date(Date.now() - 61 * 60_000) })
      .where(eq(rentals.id, booking.rentalId));
    // The shop raises the price while the bike is out.
    expect((await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, { pricePerHour: 300 })).statusCode).toBe(200);
    const [out] = json(await t.api('GET', '/api/rentals', rider.token)).data;
    expect(out.bike.pricePerHour).toBe(120);
    const back = new Date(new Date(out.startTime).getTime() + 60 * 60_000).toISOString();
    const res = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: booking.rentalId,
      bikeReturnTime: back,
    });
    expect(json(res).data).toMatchObject({ rentalCharge: 120, totalCost: 20 });
  });

  it('refuses a return before the start, in the future, or of an unpaid booking', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = await t.activeRental(rider.token, bike._id, minutesAgo(2));
    const before = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: booking.rentalId,
      bikeReturnTime: minutesAgo(60),
    });
    expect(before.statusCode).toBe(400);
    expect(json(before).errorMessage[0].path).toBe('bikeReturnTime');
    const future = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: booking.rentalId,
      bikeReturnTime: t.inMinutes(60),
    });
    expect(future.statusCode).toBe(400);
    const other = await t.bike(adminToken);
    const pending = json(await t.book(rider.token, other._id)).data.booking;
    const unpaid = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: pending.rentalId,
      bikeReturnTime: t.inMinutes(1),
    });
    expect(unpaid.statusCode).toBe(409);
  });

  it('is admin-only', async () => {
    const rider = await t.customer();
    const body = { bookingId: '00000000-0000-4000-8000-000000000000', bikeReturnTime: t.inMinutes(0) };
    expect((await t.api('PATCH', '/api/rentals/calculate', undefined, body)).statusCode).toBe(401);
    expect((await t.api('PATCH', '/api/rentals/calculate', rider.token, body)).statusCode).toBe(403);
  });
});

describe('paying the rest', () => {
  async function returnedRental(pricePerHour: number, minutes: number) {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { pricePerHour });
    const booking = await t.activeRental(rider.token, bike._id, minutesAgo(1));
    await t.database.db
      .update(rentals)
      .set({ startTime: new Date(Date.now() - (minutes + 1) * 60_000) })
      .where(eq(rentals.id, booking.rentalId));
    const [r] = json(await t.api('GET', '/api/rentals', rider.token)).data;
    const back = new Date(new Date(r.startTime).getTime() + minutes * 60_000).toISOString();
    const res = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: booking.rentalId,
      bikeReturnTime: back,
    });
    expect(res.statusCode).toBe(200);
    return { rider, rentalId: booking.rentalId, totalCost: json(res).data.totalCost as number };
  }

  it('pays exactly the balance through the checkout; the rental becomes paid', async () => {
    const { rider, rentalId, totalCost } = await returnedRental(200, 120);
    expect(totalCost).toBe(300);
    const res = await t.api('POST', `/api/rentals/${rentalId}/payRental/${totalCost}`, rider.token);
    expect(res.statusCode).toBe(200);
    const url = json(res).data.payment_url;
    expect(url).toMatch(/paynow\.php\?track=/);
    // The spec's own client reads data.payment_url; the old shape data.data stays for compatibility.
    expect(json(res).data).toMatchObject({ amount: totalCost, data: { payment_url: url, amount: totalCost } });
    const back = await t.checkout(url, 'pay');
    expect(back.headers.location).toBe('/dashboard?payment=success&purpose=rent');
    expect(json(await t.api('GET', '/api/rentals', rider.token)).data[0]).toMatchObject({
      payment: true,
      isReturned: true,
    });
    const again = await t.api('POST', `/api/rentals/${rentalId}/payRental/${totalCost}`, rider.token);
    expect(again.statusCode).toBe(409);
  });

  it('reuses the open checkout of a balance instead of opening another (no double charge)', async () => {
    const { rider, rentalId, totalCost } = await returnedRental(200, 90);
    const pay = () => t.api('POST', `/api/rentals/${rentalId}/payRental/${totalCost}`, rider.token);
    const first = await pay();
    expect(first.statusCode).toBe(200);
    const url = json(first).data.payment_url;
    expect(json(await pay()).data.payment_url).toBe(url);
    // Parallel requests take turns: each gets the open checkout, or is told that it is being opened.
    const parallel = await Promise.all(Array.from({ length: 5 }, pay));
    for (const res of parallel) {
      if (res.statusCode === 409) expect(json(res).code).toBe('PAYMENT_IN_PROGRESS');
      else expect(json(res).data.payment_url).toBe(url);
    }
    const rows = await t.database.db.select().from(payments).where(eq(payments.rentalId, rentalId));
    expect(rows.filter((r) => r.purpose === 'rent')).toHaveLength(1);
    expect(rows.find((r) => r.purpose === 'rent')?.checkoutUrl).toBe(url);
  });

  it('refuses any amount but the server’s (400) and another customer’s rental (404)', async () => {
    const { rider, rentalId, totalCost } = await returnedRental(100, 180);
    const wrong = await t.api('POST', `/api/rentals/${rentalId}/payRental/${totalCost - 1}`, rider.token);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errorMessage[0]).toMatchObject({
      path: 'amount',
      message: `The amount to pay for this rental is ${totalCost} BDT`,
    });
    const stranger = await t.customer();
    expect((await t.api('POST', `/api/rentals/${rentalId}/payRental/${totalCost}`, stranger.token)).statusCode).toBe(
      404,
    );
    expect(json(await t.api('GET', '/api/rentals', stranger.token)).data).toEqual([]);
    expect((await t.api('POST', `/api/rentals/${rentalId}/payRental/abc`, rider.token)).statusCode).toBe(400);
  });

  it('a negative balance (refund due) has nothing to pay', async () => {
    // Half an hour at 60 BDT an hour is charged the shortest charge, an hour (docs/product/money-and-refunds.md#prices-hours-days-and-weeks).
    const { rider, rentalId, totalCost } = await returnedRental(60, 30);
    expect(totalCost).toBe(-40);
    const res = await t.api('POST', `/api/rentals/${rentalId}/payRental/40`, rider.token);
    expect(res.statusCode).toBe(409);
    expect(json(res).errorMessage[0].message).toMatch(/shop will return your money/);
  });

  it('lists every rental for admins with the customer’s and the bike’s names', async () => {
    // Two customers' rentals of its own, so the test does not depend on what earlier tests booked.
    const first = {
      rider: await t.customer({ name: 'Karim Ahmed' }),
      bike: await t.bike(adminToken, { name: 'Hero Hunk' }),
    };
    const second = {
      rider: await t.customer({ name: 'Nadia Islam' }),
      bike: await t.bike(adminToken, { name: 'Bajaj Pulsar' }),
    };
    const older = await t.activeRental(first.rider.token, first.bike._id);
    const newer = await t.activeRental(second.rider.token, second.bike._id);
    const res = await t.api('GET', '/api/rentals/all', adminToken);
    expect(res.statusCode).toBe(200);
    const all = json(res).data as Array<{ _id: string; user: { name: string }; bike: { name: string } }>;
    const at = (rentalId: string) => all.findIndex((r) => r._id === rentalId);
    expect(all[at(older.rentalId)]).toMatchObject({ user: { name: 'Karim Ahmed' }, bike: { name: 'Hero Hunk' } });
    expect(all[at(newer.rentalId)]).toMatchObject({ user: { name: 'Nadia Islam' }, bike: { name: 'Bajaj Pulsar' } });
    // Newest first.
    expect(at(newer.rentalId)).toBeLessThan(at(older.rentalId));
    const rider = await t.customer();
    expect((await t.api('GET', '/api/rentals/all', rider.token)).statusCode).toBe(403);
    expect((await t.api('GET', '/api/rentals/all')).statusCode).toBe(401);
    expect((await t.api('GET', '/api/rentals')).statusCode).toBe(401);
  });
});

describe('cancelled and expired bookings in the rental lists (decision 008)', () => {
  it('are left out by default and shown with include=all; anything else is 400', async () => {
    const customer = await t.customer();
    const bike = await t.bike(adminToken);
    const cancelled = json(await t.book(customer.token, bike._id)).data.booking;
    await t.checkout(cancelled.payment_url, 'cancel');
    const expired = json(await t.book(customer.token, bike._id)).data.booking;
    await t.database.db
      .update(rentals)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(rentals.id, expired.rentalId));
    const active = await t.rentalOut(customer.token, bike._id);

    const mine = json(await t.api('GET', '/api/rentals', customer.token)).data;
    expect(mine.map((r: { _id: string }) => r._id)).toEqual([active.rentalId]);
    const everything = json(await t.api('GET', '/api/rentals?include=all', customer.token)).data;
    expect(everything.map((r: { status: string }) => r.status)).toEqual(['active', 'expired', 'cancelled']);

    const shop = json(await t.api('GET', '/api/rentals/all', adminToken)).data;
    const ids = shop.map((r: { _id: string }) => r._id);
    expect(ids).toContain(active.rentalId);
    expect(ids).not.toContain(cancelled.rentalId);
    expect(ids).not.toContain(expired.rentalId);
    const shopAll = json(await t.api('GET', '/api/rentals/all?include=all', adminToken)).data;
    expect(shopAll.map((r: { _id: string }) => r._id)).toEqual(expect.arrayContaining([cancelled.rentalId]));

    for (const query of ['?include=cancelled', '?include=', '?status=all']) {
      const res = await t.api('GET', `/api/rentals${query}`, customer.token);
      expect(res.statusCode).toBe(400);
      expect((await t.api('GET', `/api/rentals/all${query}`, adminToken)).statusCode).toBe(400);
    }
  });
});
