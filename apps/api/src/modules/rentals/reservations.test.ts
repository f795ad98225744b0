import { startOfShopDay } from '@bond/contract/periods';
import { say } from '@bond/contract/say';
import { RentalSchema } from '@bond/contract/rentals';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * Reservations by periods of time (docs/product/booking-and-periods.md), over HTTP against a real database (PGlite by default,
 * PostgreSQL with TEST_DATABASE_URL). Time moves by moving rows in SQL, never by waiting.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `hour` o'clock (Dhaka) `days` Dhaka days from today, as an ISO instant. */
const dhaka = (days: number, hour: number, minute = 0) =>
  new Date(startOfShopDay(new Date()).getTime() + days * DAY + hour * HOUR + minute * 60_000).toISOString();

type Booking = { rentalId: string; payment_url: string };

async function bookPeriod(token: string, bikeId: string, start: string, end?: string) {
  return t.book(token, bikeId, start, end);
}

/** Books and pays the advance of a period: the rental is booked (or active once its start has come). */
async function paidPeriod(token: string, bikeId: string, start: string, end?: string): Promise<Booking> {
  const res = await bookPeriod(token, bikeId, start, end);
  if (res.statusCode !== 201) throw new Error(`book failed: ${res.body}`);
  const booking = json(res).data.booking as Booking;
  const back = await t.checkout(booking.payment_url, 'pay');
  if (!String(back.headers.location).includes('payment=success')) throw new Error(`not paid: ${back.headers.location}`);
  return booking;
}

async function rentalOf(token: string, id: string) {
  const list = json(await t.api('GET', '/api/rentals?include=all', token)).data as { _id: string }[];
  const rental = list.find((r) => r._id === id);
  if (!rental) throw new Error(`rental ${id} not listed`);
  return RentalSchema.parse(rental);
}

/** Moves a rental's period (and its hold) back in time by `ms`, as if that much time had passed. */
async function timePasses(rentalId: string, ms: number) {
  const by = sql`make_interval(secs => ${ms / 1000})`;
  await t.database.db
    .update(rentals)
    .set({
      startTime: sql`${rentals.startTime} - ${by}`,
      endTime: sql`${rentals.endTime} - ${by}`,
      createdAt: sql`${rentals.createdAt} - ${by}`,
    })
    .where(eq(rentals.id, rentalId));
  // Written past the app: wait until its catalogue cache has heard the change (its marker comes back after it).
  t.app.catalogCache.catchUp();
  await t.app.catalogCache.settled();
}

describe('booking a period', () => {
  it('answers the spec’s checkout and keeps the period; the spec’s client body books until the next booking', async () => {
    const [rider, specClient] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    const booking = json(await bookPeriod(rider.token, bike._id, dhaka(2, 10), dhaka(2, 14))).data.booking;
    expect(booking.payment_url).toMatch(/^http:\/\/shop\.test\//);
    const rental = await rentalOf(rider.token, booking.rentalId);
    expect(rental).toMatchObject({
      startTime: dhaka(2, 10),
      endTime: dhaka(2, 14),
      status: 'pending',
      isOverdue: false,
    });

    const other = await t.bike(adminToken);
    const open = json(await t.book(specClient.token, other._id)).data.booking;
    const held = await rentalOf(specClient.token, open.rentalId);
    // Nothing else booked on the bike: 14 days, the longest booking; the answer says until when.
    expect(Date.parse(held.endTime ?? '') - Date.parse(held.startTime)).toBe(14 * DAY);
    expect(open.endTime).toBe(held.endTime);
  });

  it('refuses periods shorter than an hour, longer than 14 days, off the minute, or ending first', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const cases: [string, string, string, string][] = [
      [dhaka(2, 10), dhaka(2, 10, 59), 'endTime', 'The planned return must be at least 1 hour after the start'],
      [dhaka(2, 10), dhaka(2, 9), 'endTime', 'The planned return must be at least 1 hour after the start'],
      [dhaka(2, 10), dhaka(16, 10, 1), 'endTime', 'A booking can last at most 14 days'],
      [
        dhaka(2, 10),
        new Date(Date.parse(dhaka(2, 12)) + 30_000).toISOString(),
        'endTime',
        'Return time must be on a whole minute',
      ],
      [
        new Date(Date.parse(dhaka(2, 10)) + 1).toISOString(),
        dhaka(2, 12),
        'startTime',
        'Start time must be on a whole minute',
      ],
    ];
    for (const [start, end, path, message] of cases) {
      const res = await bookPeriod(rider.token, bike._id, start, end);
      expect(res.statusCode, `${start} → ${end}`).toBe(400);
      expect(json(res).errorMessage).toContainEqual({ path, message });
    }
    // Exactly 1 hour and exactly 14 days are fine.
    expect((await bookPeriod(rider.token, bike._id, dhaka(2, 10), dhaka(2, 11))).statusCode).toBe(201);
    const long = await t.bike(adminToken);
    expect((await bookPeriod(rider.token, long._id, dhaka(3, 10), dhaka(17, 10))).statusCode).toBe(201);
  });

  it('refuses an overlap with a message naming the period in Dhaka time; touching periods are fine', async () => {
    const [a, b, c] = [await t.customer(), await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    await paidPeriod(a.token, bike._id, dhaka(3, 10), dhaka(3, 14));
    expect((await bookPeriod(b.token, bike._id, dhaka(3, 14), dhaka(3, 18))).statusCode).toBe(201);
    expect((await bookPeriod(c.token, bike._id, dhaka(3, 6), dhaka(3, 10))).statusCode).toBe(201);

    const clash = await bookPeriod(await t.customer().then((r) => r.token), bike._id, dhaka(3, 13), dhaka(3, 15));
    expect(clash.statusCode).toBe(409);
    const weekday = say('en', 'shopDay', { at: new Date(dhaka(3, 10)) });
    expect(json(clash)).toMatchObject({
      code: 'PERIOD_TAKEN',
      message: `This bike is booked from ${weekday}, 10:00 am to 2:00 pm`,
    });
    // The period inside another, and one around all of them, clash too.
    expect((await bookPeriod(c.token, bike._id, dhaka(3, 11), dhaka(3, 12))).statusCode).toBe(409);
    expect((await bookPeriod(b.token, bike._id, dhaka(2, 10), dhaka(4, 10))).statusCode).toBe(409);
  });

  it('a booking without an end holds 14 days at most, not every later period', async () => {
    const [a, b] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    await paidPeriod(a.token, bike._id, dhaka(4, 10));
    const later = await bookPeriod(b.token, bike._id, dhaka(17, 10), dhaka(17, 12));
    expect(later.statusCode).toBe(409);
    expect(json(later).message).toMatch(/^This bike is booked from .*, 10:00 am to .*, 10:00 am$/);
    expect((await bookPeriod(b.token, bike._id, dhaka(18, 10), dhaka(18, 12))).statusCode).toBe(201);
    expect((await bookPeriod(b.token, bike._id, dhaka(4, 8), dhaka(4, 10))).statusCode).toBe(201);
  });

  it('a booking without an end ends where the bike’s next booking begins, and the answer says so', async () => {
    const [a, b] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    await paidPeriod(a.token, bike._id, dhaka(4, 10), dhaka(4, 12));
    const open = await bookPeriod(b.token, bike._id, dhaka(2, 9));
    expect(open.statusCode).toBe(201);
    expect(json(open).data.booking.endTime).toBe(dhaka(4, 10));
    expect((await rentalOf(b.token, json(open).data.booking.rentalId)).endTime).toBe(dhaka(4, 10));
  });

  it('a booking without an end is refused, naming the next booking, when that begins within the hour', async () => {
    const [a, b] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    await paidPeriod(a.token, bike._id, dhaka(3, 10), dhaka(3, 12));
    const soon = await bookPeriod(b.token, bike._id, dhaka(3, 9, 1));
    expect(soon.statusCode).toBe(409);
    expect(json(soon)).toMatchObject({
      code: 'PERIOD_TAKEN',
      errorMessage: [
        {
          path: 'endTime',
          message: expect.stringMatching(
            /^This bike is booked from .*, 10:00 am to 12:00 pm, less than an hour after the start you asked for\. Choose a return time before that booking begins$/,
          ),
        },
      ],
    });
    // An hour before it leaves room for the shortest rental.
    const justRoom = await bookPeriod(b.token, bike._id, dhaka(3, 9));
    expect(justRoom.statusCode).toBe(201);
    expect(json(justRoom).data.booking.endTime).toBe(dhaka(3, 10));
  });

  it('a bike the list shows as available can be booked now without an end (the spec’s client)', async () => {
    const [a, b] = [await t.customer(), await t.customer()];
    const [soon, later] = [await t.bike(adminToken), await t.bike(adminToken)];
    const within = Math.ceil((Date.now() + 50 * 60_000) / 60_000) * 60_000;
    await paidPeriod(a.token, soon._id, new Date(within).toISOString(), new Date(within + 2 * HOUR).toISOString());
    await paidPeriod(a.token, later._id, t.inMinutes(3 * 60), t.inMinutes(5 * 60));
    const shown = async (id: string) => json(await t.api('GET', `/api/bikes/${id}`)).data.isAvailable as boolean;
    expect(await shown(soon._id)).toBe(false);
    expect(await shown(later._id)).toBe(true);
    const now = json(await t.book(b.token, later._id));
    expect(now.data.booking.endTime).toBe(t.inMinutes(3 * 60));
    expect((await t.book(b.token, soon._id)).statusCode).toBe(409);
  });

  it('a lapsed hold frees its period for the next customer', async () => {
    const [a, b] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    const first = json(await bookPeriod(a.token, bike._id, dhaka(5, 10), dhaka(5, 12))).data.booking;
    expect((await bookPeriod(b.token, bike._id, dhaka(5, 11), dhaka(5, 13))).statusCode).toBe(409);
    await t.database.db
      .update(rentals)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(rentals.id, first.rentalId));
    expect((await bookPeriod(b.token, bike._id, dhaka(5, 11), dhaka(5, 13))).statusCode).toBe(201);
    expect((await rentalOf(a.token, first.rentalId)).status).toBe('expired');
  });
});

describe('when a bike is free', () => {
  it('the availability lists busy periods in order, with no customer data, and is public', async () => {
    const [a, b] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    await paidPeriod(a.token, bike._id, dhaka(6, 14), dhaka(6, 18));
    await bookPeriod(b.token, bike._id, dhaka(3, 9), dhaka(3, 11));
    const outside = await t.customer();
    await paidPeriod(outside.token, bike._id, dhaka(9, 10));

    const url = `/api/bikes/${bike._id}/availability?from=${dhaka(1, 0)}&to=${dhaka(8, 0)}`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual([
      { start: dhaka(3, 9), end: dhaka(3, 11) },
      { start: dhaka(6, 14), end: dhaka(6, 18) },
    ]);
    expect(res.body).not.toContain(a.email);
    const wider = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/bikes/${bike._id}/availability?from=${dhaka(1, 0)}&to=${dhaka(12, 0)}`,
      }),
    ).data;
    expect(wider.at(-1)).toEqual({ start: dhaka(9, 10), end: dhaka(23, 10) });
  });

  it('answers a booking or a cancellation made a moment ago (the answer is cached until a change)', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const url = `/api/bikes/${bike._id}/availability?from=${dhaka(1, 0)}&to=${dhaka(8, 0)}`;
    const busy = async () => json(await t.app.inject({ method: 'GET', url })).data;
    expect(await busy()).toEqual([]);
    const booking = await paidPeriod(rider.token, bike._id, dhaka(2, 10), dhaka(2, 12));
    expect(await busy()).toEqual([{ start: dhaka(2, 10), end: dhaka(2, 12) }]);
    expect((await t.api('POST', `/api/rentals/${booking.rentalId}/cancel`, rider.token)).statusCode).toBe(200);
    expect(await busy()).toEqual([]);
    const search = `/api/bikes?availableFrom=${dhaka(2, 11)}&availableTo=${dhaka(2, 13)}`;
    const free = async () =>
      (json(await t.app.inject({ method: 'GET', url: search })).data as { _id: string }[]).map((b) => b._id);
    expect(await free()).toContain(bike._id);
    await paidPeriod(rider.token, bike._id, dhaka(2, 12), dhaka(2, 14));
    expect(await free()).not.toContain(bike._id);
  });

  it('refuses a window over 31 days, backwards or half given, and an unknown bike', async () => {
    const bike = await t.bike(adminToken);
    const ask = (q: string, id = bike._id) =>
      t.app.inject({ method: 'GET', url: `/api/bikes/${id}/availability?${q}` });
    const tooLong = await ask(`from=${dhaka(0, 0)}&to=${dhaka(31, 1)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong).message).toBe('from and to can be at most 31 days apart');
    expect((await ask(`from=${dhaka(2, 0)}&to=${dhaka(1, 0)}`)).statusCode).toBe(400);
    expect((await ask(`from=${dhaka(2, 0)}`)).statusCode).toBe(400);
    expect((await ask(`from=yesterday&to=${dhaka(1, 0)}`)).statusCode).toBe(400);
    expect(
      (await ask(`from=${dhaka(0, 0)}&to=${dhaka(1, 0)}`, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('a booking next week leaves the bike available now; the period search leaves it out for that week', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { name: 'Period Search Special' });
    await paidPeriod(rider.token, bike._id, dhaka(7, 10), dhaka(7, 16));
    const list = async (q: string) =>
      (
        json(await t.app.inject({ method: 'GET', url: `/api/bikes?searchByName=Period%20Search&${q}` })).data as {
          _id: string;
          isAvailable: boolean;
        }[]
      ).map((b) => b._id);
    const now = json(await t.app.inject({ method: 'GET', url: `/api/bikes/${bike._id}` })).data;
    expect(now.isAvailable).toBe(true);
    expect(await list(`availableFrom=${dhaka(7, 15)}&availableTo=${dhaka(7, 18)}`)).toEqual([]);
    expect(await list(`availableFrom=${dhaka(7, 16)}&availableTo=${dhaka(7, 18)}`)).toEqual([bike._id]);
    expect(await list(`availableFrom=${dhaka(6, 10)}&availableTo=${dhaka(7, 10)}`)).toEqual([bike._id]);
    // The bike reads the same in the period search as on its own page.
    const searched = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/bikes?searchByName=Period%20Search&availableFrom=${dhaka(7, 16)}&availableTo=${dhaka(7, 18)}`,
      }),
    );
    expect(searched).toEqual({ success: true, message: 'Bikes retrieved successfully', data: [now] });
    const half = await t.app.inject({ method: 'GET', url: `/api/bikes?availableFrom=${dhaka(7, 15)}` });
    expect(half.statusCode).toBe(400);
    expect(json(half).message).toBe('availableFrom and availableTo go together');
  });
});

describe('booked becomes active by its handover, never by time (docs/decisions/044)', () => {
  it('stays booked past its start, holding the bike within its period; handed over it is active, and overdue past the planned return', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = await paidPeriod(rider.token, bike._id, dhaka(2, 10), dhaka(2, 12));
    expect(await rentalOf(rider.token, booking.rentalId)).toMatchObject({ status: 'booked', isOverdue: false });
    const bikeNow = async () => json(await t.app.inject({ method: 'GET', url: `/api/bikes/${bike._id}` })).data;
    expect((await bikeNow()).isAvailable).toBe(true);

    // The start comes, the rider does not: still booked, and the bike is held for them.
    const start = Date.parse(dhaka(2, 10));
    await timePasses(booking.rentalId, start - Date.now() + 60_000);
    expect(await rentalOf(rider.token, booking.rentalId)).toMatchObject({ status: 'booked', isOverdue: false });
    expect((await bikeNow()).isAvailable).toBe(false);

    // Handed over (written as the handover writes it): out on rent.
    await t.database.db.update(rentals).set({ handedOverAt: new Date() }).where(eq(rentals.id, booking.rentalId));
    expect(await rentalOf(rider.token, booking.rentalId)).toMatchObject({ status: 'active', isOverdue: false });

    // Past the planned return and not returned: overdue, and the bike is still out.
    await timePasses(booking.rentalId, 2 * HOUR);
    expect(await rentalOf(rider.token, booking.rentalId)).toMatchObject({ status: 'active', isOverdue: true });
    expect((await bikeNow()).isAvailable).toBe(false);
  });

  it('a booking never collected stops holding its bike at its planned return, and is never overdue', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = await paidPeriod(rider.token, bike._id, dhaka(2, 10), dhaka(2, 12));
    await timePasses(booking.rentalId, Date.parse(dhaka(2, 12)) - Date.now() + 60_000);
    expect(await rentalOf(rider.token, booking.rentalId)).toMatchObject({ status: 'booked', isOverdue: false });
    const bikeNow = json(await t.app.inject({ method: 'GET', url: `/api/bikes/${bike._id}` })).data;
    expect(bikeNow.isAvailable).toBe(true);
  });

  it('a booked period that has not begun cannot be returned yet', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = await paidPeriod(rider.token, bike._id, dhaka(2, 10), dhaka(2, 12));
    const res = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: booking.rentalId,
      bikeReturnTime: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This booking’s period has not begun, so the bike is not out on rent');
  });

  it('a period starting within the return grace (5 minutes) can be returned, as the spec’s client does', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = await paidPeriod(rider.token, bike._id, t.inMinutes(3));
    const res = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: booking.rentalId,
      bikeReturnTime: t.inMinutes(4),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ status: 'returned', rentalCharge: expect.any(Number) });
  });
});

describe('cancelling', () => {
  const cancel = (token: string, id: string, body?: { refundAdvance: boolean }) =>
    t.api('POST', `/api/rentals/${id}/cancel`, token, body);

  it('24 hours or more ahead, the customer is owed the advance back', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const start = new Date(Math.ceil((Date.now() + 25 * HOUR) / 60_000) * 60_000);
    const booking = await paidPeriod(
      rider.token,
      bike._id,
      start.toISOString(),
      new Date(start.getTime() + 2 * HOUR).toISOString(),
    );
    const res = await cancel(rider.token, booking.rentalId);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      status: 'cancelled',
      refunds: [{ amount: 100, reason: 'cancelled', status: 'due' }],
    });
    // The period is free again.
    const next = await t.customer();
    expect(
      (await bookPeriod(next.token, bike._id, start.toISOString(), new Date(start.getTime() + HOUR).toISOString()))
        .statusCode,
    ).toBe(201);
    // Twice is a 409, and nothing more is owed.
    expect((await cancel(rider.token, booking.rentalId)).statusCode).toBe(409);
    expect((await rentalOf(rider.token, booking.rentalId)).refunds).toHaveLength(1);
  });

  it('less than 24 hours ahead, the advance is kept', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = await paidPeriod(rider.token, bike._id, t.inMinutes(23 * 60), t.inMinutes(25 * 60));
    const res = await cancel(rider.token, booking.rentalId);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ status: 'cancelled', refunds: [] });
  });

  it('a booking awaiting its advance is cancelled with nothing owed', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = json(await bookPeriod(rider.token, bike._id, dhaka(3, 10), dhaka(3, 12))).data.booking;
    expect(json(await cancel(rider.token, booking.rentalId)).data).toMatchObject({ status: 'cancelled', refunds: [] });
  });

  it('refuses once the period has begun, another customer’s booking, and a refund choice from the customer', async () => {
    const [rider, other] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    const out = await t.rentalOut(rider.token, bike._id, t.inMinutes(0), t.inMinutes(120));
    const begun = await cancel(rider.token, out.rentalId);
    expect(begun.statusCode).toBe(409);
    expect(json(begun)).toMatchObject({
      code: 'CANNOT_CANCEL',
      message: 'Its period has begun, so this booking can no longer be cancelled',
    });
    const later = await t.bike(adminToken);
    const booked = await paidPeriod(rider.token, later._id, dhaka(4, 10), dhaka(4, 12));
    expect((await cancel(other.token, booked.rentalId)).statusCode).toBe(404);
    expect((await cancel(rider.token, booked.rentalId, { refundAdvance: true })).statusCode).toBe(400);
    expect((await t.api('POST', `/api/rentals/${booked.rentalId}/cancel`, undefined)).statusCode).toBe(401);
    expect((await rentalOf(rider.token, booked.rentalId)).status).toBe('booked');
  });

  it('an admin cancels any booking and chooses whether the advance is owed back', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const kept = await paidPeriod(rider.token, bike._id, dhaka(5, 10), dhaka(5, 12));
    const returned = await paidPeriod(rider.token, bike._id, dhaka(6, 10), dhaka(6, 12));
    const missing = await cancel(adminToken, kept.rentalId);
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errorMessage[0].path).toBe('refundAdvance');
    expect(json(await cancel(adminToken, kept.rentalId, { refundAdvance: false })).data).toMatchObject({
      status: 'cancelled',
      refunds: [],
    });
    expect(json(await cancel(adminToken, returned.rentalId, { refundAdvance: true })).data).toMatchObject({
      status: 'cancelled',
      refunds: [{ amount: 100, reason: 'cancelled', status: 'due' }],
    });
  });
});

describe('no-shows', () => {
  it('an admin closes a paid booking begun and never collected: the advance is kept, the bike free at once', async () => {
    const [rider, next] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    const out = await t.activeRental(rider.token, bike._id, t.inMinutes(0), t.inMinutes(180));
    expect((await t.api('POST', `/api/rentals/${out.rentalId}/no-show`, rider.token)).statusCode).toBe(403);
    const res = await t.api('POST', `/api/rentals/${out.rentalId}/no-show`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ status: 'no_show', advancePayment: true, refunds: [] });
    expect(json(await t.app.inject({ method: 'GET', url: `/api/bikes/${bike._id}` })).data.isAvailable).toBe(true);
    expect((await bookPeriod(next.token, bike._id, t.inMinutes(0), t.inMinutes(60))).statusCode).toBe(201);
    expect((await t.api('POST', `/api/rentals/${out.rentalId}/no-show`, adminToken)).statusCode).toBe(409);
    // Not among the rentals by default: it closed without the bike going out.
    const mine = json(await t.api('GET', '/api/rentals', rider.token)).data as { _id: string }[];
    expect(mine.map((r) => r._id)).not.toContain(out.rentalId);
  });

  it('is refused before the period begins', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booked = await paidPeriod(rider.token, bike._id, dhaka(3, 10), dhaka(3, 12));
    const res = await t.api('POST', `/api/rentals/${booked.rentalId}/no-show`, adminToken);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Its period has not begun yet: cancel the booking instead');
  });
});

describe('extending', () => {
  const extend = (token: string, id: string, endTime: string) =>
    t.api('POST', `/api/rentals/${id}/extend`, token, { endTime });

  it('moves the planned return while the bike is free; a clash is refused naming it', async () => {
    const [rider, next, other] = [await t.customer(), await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    const mine = await paidPeriod(rider.token, bike._id, dhaka(4, 10), dhaka(4, 12));
    await paidPeriod(next.token, bike._id, dhaka(4, 16), dhaka(4, 18));

    const ok = await extend(rider.token, mine.rentalId, dhaka(4, 16));
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data).toMatchObject({ endTime: dhaka(4, 16), status: 'booked' });

    const clash = await extend(rider.token, mine.rentalId, dhaka(4, 17));
    expect(clash.statusCode).toBe(409);
    expect(json(clash)).toMatchObject({
      code: 'PERIOD_TAKEN',
      message: expect.stringMatching(/, 4:00 pm to 6:00 pm$/),
    });
    expect((await rentalOf(rider.token, mine.rentalId)).endTime).toBe(dhaka(4, 16));

    expect((await extend(rider.token, mine.rentalId, dhaka(4, 15))).statusCode).toBe(400);
    expect((await extend(rider.token, mine.rentalId, dhaka(19, 10))).statusCode).toBe(400);
    expect((await extend(other.token, mine.rentalId, dhaka(4, 16, 30))).statusCode).toBe(404);
  });

  it('extends an active rental, also an overdue one, but not an open-ended or unpaid one', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const out = await t.rentalOut(rider.token, bike._id, t.inMinutes(0), t.inMinutes(60));
    await timePasses(out.rentalId, 2 * HOUR);
    expect((await rentalOf(rider.token, out.rentalId)).isOverdue).toBe(true);
    const later = await extend(rider.token, out.rentalId, t.inMinutes(120));
    expect(later.statusCode).toBe(200);
    expect(json(later).data).toMatchObject({ status: 'active', isOverdue: false });

    // A rental made before bookings without an end got one (migration 0011) still lasts until returned.
    const open = await paidPeriod(rider.token, (await t.bike(adminToken))._id, dhaka(3, 10));
    await t.database.db.update(rentals).set({ endTime: null }).where(eq(rentals.id, open.rentalId));
    const res = await extend(rider.token, open.rentalId, dhaka(3, 14));
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('CANNOT_EXTEND');
    const unpaid = json(await bookPeriod(rider.token, (await t.bike(adminToken))._id, dhaka(3, 10), dhaka(3, 12))).data
      .booking;
    expect(json(await extend(rider.token, unpaid.rentalId, dhaka(3, 14))).code).toBe('CANNOT_EXTEND');
  });
});

describe('the schedule', () => {
  it('lists every rental holding a period in the window and every overdue one, for admins only', async () => {
    const [a, b, c] = [await t.customer(), await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken, { name: 'Schedule Bike' });
    const inWeek = await paidPeriod(a.token, bike._id, dhaka(2, 10), dhaka(2, 12));
    const afterWeek = await paidPeriod(b.token, bike._id, dhaka(12, 10), dhaka(12, 12));
    const other = await t.bike(adminToken, { name: 'Overdue Bike' });
    const late = await t.rentalOut(c.token, other._id, t.inMinutes(0), t.inMinutes(60));
    await timePasses(late.rentalId, 3 * DAY);

    const url = `/api/rentals/schedule?from=${dhaka(1, 0)}&to=${dhaka(8, 0)}`;
    expect((await t.api('GET', url, a.token)).statusCode).toBe(403);
    const res = await t.api('GET', url, adminToken);
    expect(res.statusCode).toBe(200);
    const ids = (json(res).data as { _id: string }[]).map((r) => r._id);
    expect(ids).toContain(inWeek.rentalId);
    expect(ids).toContain(late.rentalId);
    expect(ids).not.toContain(afterWeek.rentalId);
    const overdue = (json(res).data as { _id: string }[]).find((r) => r._id === late.rentalId);
    expect(RentalSchema.parse(overdue)).toMatchObject({
      isOverdue: true,
      user: { email: c.email },
      bike: { name: 'Overdue Bike' },
    });
    expect(
      (await t.api('GET', `/api/rentals/schedule?from=${dhaka(1, 0)}&to=${dhaka(40, 0)}`, adminToken)).statusCode,
    ).toBe(400);
  });
});
