import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, payments, rentals } from '../../db/schema.ts';
import { CHECKOUT_REUSE_MINUTES } from '../../payments/payments.repository.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';
import { forgetOldIdempotencyKeys } from './rentals.service.ts';

/**
 * A client's retry after a lost answer (docs/decisions/021): booking and checkout calls take an
 * Idempotency-Key, and a booking that committed is never answered as an error.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());

let addresses = 0;
const addressOf = new Map<string, string>();

/** Books as the customer of `token`, each customer from an address of its own (the per-address limit). */
const book = (token: string, key: string | undefined, payload: Record<string, unknown>) => {
  if (!addressOf.has(token)) addressOf.set(token, `198.18.0.${(addresses += 1)}`);
  return t.app.inject({
    method: 'POST',
    url: '/api/rentals',
    remoteAddress: addressOf.get(token),
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
};

const rentalsOf = (userId: string) => t.database.db.select().from(rentals).where(eq(rentals.userId, userId));

/** A database error as PostgreSQL gives it when the server terminates the connection. */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('Idempotency-Key on POST /api/rentals', () => {
  it('a retry with the same key gets the first answer and books nothing more', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const payload = { bikeId: bike._id, startTime: t.inMinutes(60), endTime: t.inMinutes(180) };
    const first = await book(rider.token, 'retry-key-0001', payload);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await book(rider.token, 'retry-key-0001', payload);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again).data.booking).toEqual(json(first).data.booking);
    expect(await rentalsOf(rider.id)).toHaveLength(1);
    // Without a key, the same request is a new booking (refused here: the period is held by the first).
    expect((await book(rider.token, undefined, payload)).statusCode).toBe(409);
  });

  it('five calls at once with one key make one booking, and every one of them is told about it', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const payload = { bikeId: bike._id, startTime: t.inMinutes(60) };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => book(rider.token, 'burst-key-0001', payload)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((r) => json(r).data.booking.rentalId)).size).toBe(1);
    expect(await rentalsOf(rider.id)).toHaveLength(1);
    // Those that came while the first was still opening its checkout go on from the dashboard; once it has
    // answered, a retry gets its answer.
    const checkoutUrl = json(answers.find((r) => !r.headers['idempotent-replayed'])!).data.booking.payment_url;
    for (const r of answers) {
      expect([checkoutUrl, 'http://shop.test/dashboard']).toContain(json(r).data.booking.payment_url);
    }
    const later = await book(rider.token, 'burst-key-0001', payload);
    expect(json(later).data.booking.payment_url).toBe(checkoutUrl);
  });

  it('a key used again for a different booking is refused with 422, and keys are per account', async () => {
    const [rider, other] = [await t.customer(), await t.customer()];
    const [a, b] = [await t.bike(adminToken), await t.bike(adminToken)];
    expect((await book(rider.token, 'shared-key-0001', { bikeId: a._id, startTime: t.inMinutes(60) })).statusCode).toBe(
      201,
    );
    const reused = await book(rider.token, 'shared-key-0001', { bikeId: b._id, startTime: t.inMinutes(60) });
    expect(reused.statusCode).toBe(422);
    expect(json(reused)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request. Send a new key with a new request',
    });
    // Another account's key of the same name is its own.
    expect((await book(other.token, 'shared-key-0001', { bikeId: b._id, startTime: t.inMinutes(60) })).statusCode).toBe(
      201,
    );
    const bad = await book(rider.token, 'short', { bikeId: b._id, startTime: t.inMinutes(60) });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorMessage[0].message).toContain('Idempotency-Key must be 8 to 255 visible ASCII characters');
  });

  it('a refused booking keeps no key: the retry is decided afresh', async () => {
    const [rider, first] = [await t.customer(), await t.customer()];
    const bike = await t.bike(adminToken);
    const payload = { bikeId: bike._id, startTime: t.inMinutes(60), endTime: t.inMinutes(180) };
    const held = json(await book(first.token, undefined, payload)).data.booking;
    expect((await book(rider.token, 'refused-key-01', payload)).statusCode).toBe(409);
    await t.database.db.update(rentals).set({ status: 'cancelled' }).where(eq(rentals.id, held.rentalId));
    expect((await book(rider.token, 'refused-key-01', payload)).statusCode).toBe(201);
  });

  it('keys older than a day are forgotten by the server’s minute job; newer ones are kept', async () => {
    const rider = await t.customer();
    const [a, b] = [await t.bike(adminToken), await t.bike(adminToken)];
    await book(rider.token, 'forget-me-0001', { bikeId: a._id, startTime: t.inMinutes(60) });
    await book(rider.token, 'keep-me-00001', { bikeId: b._id, startTime: t.inMinutes(60) });
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'forget-me-0001'));
    expect(await forgetOldIdempotencyKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.accountId, rider.id));
    expect(left.map((row) => row.key)).toEqual(['keep-me-00001']);
  });

  it('a key is remembered for 24 hours', async () => {
    const rider = await t.customer();
    const [a, b] = [await t.bike(adminToken), await t.bike(adminToken)];
    expect((await book(rider.token, 'old-key-00001', { bikeId: a._id, startTime: t.inMinutes(60) })).statusCode).toBe(
      201,
    );
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.accountId, rider.id));
    expect((await book(rider.token, 'old-key-00001', { bikeId: b._id, startTime: t.inMinutes(60) })).statusCode).toBe(
      201,
    );
  });
});

describe('a booking that committed is never answered as an error', () => {
  it('when the database fails while its checkout opens, it is answered 201; a retry with its key gets it', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const gateway = t.app.paymentGateways.offered[0]!;
    const createPayment = gateway.createPayment.bind(gateway);
    gateway.createPayment = async () => {
      throw terminated();
    };
    const payload = { bikeId: bike._id, startTime: t.inMinutes(60), endTime: t.inMinutes(180) };
    let first;
    try {
      first = await book(rider.token, 'lost-answer-01', payload);
    } finally {
      gateway.createPayment = createPayment;
    }
    // Before, this was a 503 while the booking held the bike: the customer's own retry then found it taken.
    expect(first.statusCode).toBe(201);
    const booking = json(first).data.booking;
    expect(booking.payment_url).toBe('http://shop.test/dashboard');
    const [rental] = await rentalsOf(rider.id);
    expect(rental).toMatchObject({ id: booking.rentalId, status: 'pending' });

    const again = await book(rider.token, 'lost-answer-01', payload);
    expect(again.statusCode).toBe(201);
    expect(json(again).data.booking.rentalId).toBe(booking.rentalId);
    expect(await rentalsOf(rider.id)).toHaveLength(1);

    // From the dashboard, the advance is paid through a checkout opened then.
    await t.database.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '21 seconds'` })
      .where(eq(payments.rentalId, booking.rentalId));
    const pay = await t.api('POST', `/api/rentals/${booking.rentalId}/payAdvance`, rider.token);
    expect(pay.statusCode).toBe(200);
    const paid = await t.checkout(json(pay).data.booking.payment_url, 'pay');
    expect(String(paid.headers.location)).toContain('payment=success');
  });

  /**
   * Runs `call` while the local payment stand-in cannot reach the database it shares with the shop: its insert
   * of a checkout fails as PostgreSQL fails a terminated connection's query (57P01), where a backend killed
   * under load fails it, and the rest of the database still answers.
   */
  const withStandinCut = async <T>(call: () => Promise<T>): Promise<T> => {
    await t.database.db.execute(sql`
      create function standin_cut() returns trigger language plpgsql as $$
      begin
        raise exception 'terminating connection due to administrator command' using errcode = 'admin_shutdown';
      end $$`);
    await t.database.db.execute(
      sql`create trigger standin_cut before insert on aamarpay_standin_transactions for each row execute function standin_cut()`,
    );
    try {
      return await call();
    } finally {
      await t.database.db.execute(sql`drop trigger standin_cut on aamarpay_standin_transactions`);
      await t.database.db.execute(sql`drop function standin_cut()`);
    }
  };

  it('when the stand-in cannot reach the database while the checkout opens, the booking is kept; a retry gets it', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const payload = { bikeId: bike._id, startTime: t.inMinutes(60) };
    const first = await withStandinCut(() => book(rider.token, 'standin-cut-01', payload));
    // Before, the stand-in's failure was taken for the gateway's refusal: the booking was cancelled, the call
    // answered 503, and the customer's retry was told "This booking was cancelled".
    expect(first.statusCode).toBe(201);
    const booking = json(first).data.booking;
    expect(booking.payment_url).toBe('http://shop.test/dashboard');
    const [rental] = await rentalsOf(rider.id);
    expect(rental).toMatchObject({ id: booking.rentalId, status: 'pending' });

    const again = await book(rider.token, 'standin-cut-01', payload);
    expect(again.statusCode).toBe(201);
    expect(json(again).data.booking.rentalId).toBe(booking.rentalId);
    expect(await rentalsOf(rider.id)).toHaveLength(1);
  });

  it('asking for the advance while the stand-in cannot reach the database is a 503 that keeps the booking', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const booking = json(await book(rider.token, undefined, { bikeId: bike._id, startTime: t.inMinutes(60) })).data
      .booking;
    // Its checkout is too old to be offered again: asking for the advance opens a new one.
    await t.database.db
      .update(payments)
      .set({ createdAt: sql`now() - make_interval(mins => ${CHECKOUT_REUSE_MINUTES + 1})` })
      .where(eq(payments.rentalId, booking.rentalId));
    const pay = await withStandinCut(() => t.api('POST', `/api/rentals/${booking.rentalId}/payAdvance`, rider.token));
    expect(pay.statusCode).toBe(503);
    expect(json(pay).code).toBe('DATABASE_UNAVAILABLE');
    const [rental] = await rentalsOf(rider.id);
    expect(rental).toMatchObject({ id: booking.rentalId, status: 'pending' });
  });

  it('a booking whose first answer was lost before it was kept gets its checkout on the retry', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const payload = { bikeId: bike._id, startTime: t.inMinutes(60) };
    const first = json(await book(rider.token, 'died-early-01', payload)).data.booking;
    // As if the process had died after the booking committed, before its checkout opened and its answer was kept.
    await t.database.db.update(idempotencyKeys).set({ response: null }).where(eq(idempotencyKeys.accountId, rider.id));
    await t.database.db
      .update(payments)
      .set({ checkoutUrl: null, createdAt: sql`now() - interval '21 seconds'` })
      .where(eq(payments.rentalId, first.rentalId));
    const again = await book(rider.token, 'died-early-01', payload);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again).data.booking.rentalId).toBe(first.rentalId);
    const paid = await t.checkout(json(again).data.booking.payment_url, 'pay');
    expect(String(paid.headers.location)).toContain('payment=success');
  });
});

describe('Idempotency-Key on the checkout calls', () => {
  it('pay the advance again with a key: the retry gets the same checkout; another request with it is 422', async () => {
    const rider = await t.customer();
    const booking = json(await t.book(rider.token, (await t.bike(adminToken))._id)).data.booking;
    const call = (key: string, rentalId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/rentals/${rentalId}/payAdvance`,
        headers: { authorization: `Bearer ${rider.token}`, 'idempotency-key': key },
      });
    const first = await call('advance-key-01', booking.rentalId);
    expect(first.statusCode).toBe(200);
    const again = await call('advance-key-01', booking.rentalId);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again).data.booking).toEqual(json(first).data.booking);
    const other = json(await t.book(rider.token, (await t.bike(adminToken))._id)).data.booking;
    expect((await call('advance-key-01', other.rentalId)).statusCode).toBe(422);
  });
});
