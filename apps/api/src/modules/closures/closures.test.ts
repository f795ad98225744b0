import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, messages, refunds, rentals, shopClosures, users } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * docs/product/fleet-calendar.md#closures: the whole shop closed for a period: no booking of any bike, nor an
 * extension, over it (a bike added later too), touching allowed; a closure over bookings names them all, or
 * cancels them with the advance owed back and each customer told in their language; ended early, the rest
 * of its time is free again. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 *
 * The closures of one test stay in the shop's calendar for the tests after it (they share one database), so
 * each test closes days of its own, within the 30 days ahead a booking may start in.
 */
let t: Awaited<ReturnType<typeof setUpTestApp>>;
let database: Database;
let admin: { token: string; id: string };
let staff: { token: string; id: string };

beforeAll(async () => {
  t = await setUpTestApp();
  database = t.database;
  admin = await t.admin();
  staff = await t.staffMember(admin.token, { name: 'Closure Clerk' });
});
afterAll(() => t.close());

const HOUR = 60;
const DAY = 24 * HOUR;

const closureBody = (startIn: number, endIn: number, over: Record<string, unknown> = {}) => ({
  start: t.inMinutes(startIn),
  end: t.inMinutes(endIn),
  reason: 'hartal',
  ...over,
});
const close = (body: Record<string, unknown>, token = admin.token) => t.api('POST', '/api/closures', token, body);
const window = (from: number, to: number) =>
  `from=${encodeURIComponent(t.inMinutes(from))}&to=${encodeURIComponent(t.inMinutes(to))}`;

describe('closing the shop', () => {
  it('closes every bike, one added later too: bookings over it are refused, ones touching it are taken', async () => {
    const bike = await t.bike(admin.token);
    const made = await close(closureBody(2 * DAY, 3 * DAY, { reason: 'eid', note: 'Eid ul-Adha, staff home' }));
    expect(made.statusCode, made.body).toBe(201);
    expect(json(made).data).toMatchObject({
      start: t.inMinutes(2 * DAY),
      end: t.inMinutes(3 * DAY),
      reason: 'eid',
      note: 'Eid ul-Adha, staff home',
      createdBy: { _id: admin.id },
      endedAt: null,
      cancelled: [],
    });
    const customer = await t.customer();
    const over = await t.book(customer.token, bike._id, t.inMinutes(2 * DAY - HOUR), t.inMinutes(2 * DAY + HOUR));
    expect(over.statusCode, over.body).toBe(409);
    expect(json(over).code).toBe('PERIOD_TAKEN');
    expect(json(over).message).toMatch(/^The shop is closed from /);
    expect(json(over).message).not.toContain('staff home');
    // A bike added after the closure is closed too.
    const later = await t.bike(admin.token);
    const laterOver = await t.book(
      customer.token,
      later._id,
      t.inMinutes(2 * DAY + HOUR),
      t.inMinutes(2 * DAY + 3 * HOUR),
    );
    expect(laterOver.statusCode, laterOver.body).toBe(409);
    // Touching it on either side: taken.
    const before = await t.book(customer.token, bike._id, t.inMinutes(2 * DAY - 2 * HOUR), t.inMinutes(2 * DAY));
    expect(before.statusCode, before.body).toBe(201);
    const after = await t.book(customer.token, later._id, t.inMinutes(3 * DAY), t.inMinutes(3 * DAY + 2 * HOUR));
    expect(after.statusCode, after.body).toBe(201);
    // The quote says so too, and availability shows the closure busy without its reason or note.
    const quote = await t.api('POST', '/api/rentals/quote', undefined, {
      bikeId: later._id,
      startTime: t.inMinutes(2 * DAY + HOUR),
      endTime: t.inMinutes(2 * DAY + 2 * HOUR),
    });
    expect(quote.statusCode, quote.body).toBe(409);
    expect(json(quote).message).toMatch(/^The shop is closed from /);
    const busy = await t.api('GET', `/api/bikes/${later._id}/availability?${window(1 * DAY, 4 * DAY)}`, undefined);
    expect(busy.statusCode, busy.body).toBe(200);
    expect(json(busy).data).toContainEqual({ start: t.inMinutes(2 * DAY), end: t.inMinutes(3 * DAY) });
    expect(busy.body).not.toContain('eid');
    const free = await t.api(
      'GET',
      `/api/bikes?availableFrom=${encodeURIComponent(t.inMinutes(2 * DAY + HOUR))}&availableTo=${encodeURIComponent(t.inMinutes(2 * DAY + 2 * HOUR))}`,
      undefined,
    );
    expect(free.statusCode, free.body).toBe(200);
    expect(json(free).data).toEqual([]);
    // Everyone reads it among the closures to come, without the note; staff list it with the note.
    const upcoming = await t.api('GET', '/api/closures/upcoming', undefined);
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    expect(json(upcoming).data).toContainEqual({
      _id: json(made).data._id,
      start: t.inMinutes(2 * DAY),
      end: t.inMinutes(3 * DAY),
      reason: 'eid',
    });
    expect(upcoming.body).not.toContain('staff home');
    const all = await t.api('GET', '/api/closures', staff.token);
    expect(json(all).data).toContainEqual(expect.objectContaining({ note: 'Eid ul-Adha, staff home' }));
    const [logged] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shop.closed'), eq(auditLog.subjectId, json(made).data._id)));
    expect(logged).toMatchObject({ subjectType: 'closure', after: { reason: 'eid', cancelled: 0 } });
  });

  it('names every booking in the way and makes nothing; with cancelClashing cancels each, all told', async () => {
    const [bikeA, bikeB, bikeC] = [await t.bike(admin.token), await t.bike(admin.token), await t.bike(admin.token)];
    const paid = await t.customer({ name: 'Rupa Akter' });
    await database.db.update(users).set({ language: 'bn' }).where(eq(users.id, paid.id));
    const waiting = await t.customer({ name: 'Kamal Hossain' });
    const { rentalId: paidId } = await t.activeRental(
      paid.token,
      bikeA._id,
      t.inMinutes(7 * DAY),
      t.inMinutes(7 * DAY + 4 * HOUR),
    );
    const pending = await t.book(waiting.token, bikeB._id, t.inMinutes(7 * DAY + 2 * HOUR), t.inMinutes(8 * DAY));
    expect(pending.statusCode, pending.body).toBe(201);
    const pendingId = json(pending).data.booking.rentalId as string;
    // A booking outside the closure stays.
    const outside = await t.activeRental(paid.token, bikeC._id, t.inMinutes(10 * DAY), t.inMinutes(10 * DAY + HOUR));

    const refused = await close(closureBody(6 * DAY, 9 * DAY));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused)).toMatchObject({
      success: false,
      code: 'CLOSURE_CLASHES',
      message: '2 bookings fall while the shop would be closed: cancel them first, or close the shop cancelling them',
      data: {
        clashes: [
          { rentalId: paidId, status: 'booked', customerName: 'Rupa Akter', bikeId: bikeA._id, advancePaid: true },
          {
            rentalId: pendingId,
            status: 'pending',
            customerName: 'Kamal Hossain',
            bikeId: bikeB._id,
            advancePaid: false,
          },
        ],
      },
    });
    expect(
      await database.db
        .select()
        .from(shopClosures)
        .where(eq(shopClosures.startTime, new Date(t.inMinutes(6 * DAY)))),
    ).toHaveLength(0);

    const made = await close(closureBody(6 * DAY, 9 * DAY, { cancelClashing: true }));
    expect(made.statusCode, made.body).toBe(201);
    expect(json(made).message).toBe(
      'The shop is closed for that period; 2 bookings cancelled with the advance owed back',
    );
    expect(json(made).data.cancelled.map((c: { rentalId: string }) => c.rentalId)).toEqual([paidId, pendingId]);
    const closureId = json(made).data._id as string;
    // Both cancelled; the paid advance owed back, once; the booking outside untouched.
    const states = await database.db.select({ id: rentals.id, status: rentals.status }).from(rentals);
    const stateOf = (id: string) => states.find((r) => r.id === id)?.status;
    expect([stateOf(paidId), stateOf(pendingId), stateOf(outside.rentalId)]).toEqual([
      'cancelled',
      'cancelled',
      'booked',
    ]);
    const owed = await database.db.select().from(refunds).where(eq(refunds.rentalId, paidId));
    expect(owed).toMatchObject([{ amount: 100, reason: 'cancelled' }]);
    expect(await database.db.select().from(refunds).where(eq(refunds.rentalId, pendingId))).toEqual([]);
    // Each customer told, in their language, with the closure's dates.
    const told = await database.db.select().from(messages).where(eq(messages.rentalId, paidId));
    const mail = told.find((m) => m.template === 'booking_cancelled' && m.channel === 'email');
    expect(mail?.language).toBe('bn');
    expect(mail?.body).toContain('দোকান আপনার বুকিং বাতিল করেছে');
    expect(mail?.body).toMatch(/দোকান .* বন্ধ থাকবে \(ঢাকার সময়\)।/);
    const toldWaiting = await database.db.select().from(messages).where(eq(messages.rentalId, pendingId));
    const waitingMail = toldWaiting.find((m) => m.template === 'booking_cancelled' && m.channel === 'email');
    expect(waitingMail?.body).toContain('The shop cancelled your booking of');
    expect(waitingMail?.body).toMatch(/The shop is closed from .* \(Dhaka time\)\./);
    // The customer's own list shows it cancelled with the advance owed back.
    const mine = json(await t.api('GET', '/api/rentals?include=all', paid.token)).data as {
      _id: string;
      status: string;
    }[];
    expect(mine.find((r) => r._id === paidId)?.status).toBe('cancelled');
    // On record: each cancellation, naming the closure, and the closure.
    const cancellations = await database.db.select().from(auditLog).where(eq(auditLog.action, 'rental.cancelled'));
    expect(cancellations.filter((row) => (row.after as { closure?: string }).closure === closureId)).toHaveLength(2);
    const [closed] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shop.closed'), eq(auditLog.subjectId, closureId)));
    expect(closed?.after).toMatchObject({ cancelled: 2 });
  });

  it('refuses bad input in the error shape, others than admins before reading the body, and closures that overlap', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [closureBody(12 * DAY, 11 * DAY), 'The end of a closure must be after its start'],
      [closureBody(-3 * HOUR, -HOUR), 'The end of a closure must be ahead of now'],
      [closureBody(11 * DAY, 42 * DAY), 'The shop may be closed for at most 30 days at a time'],
      [
        closureBody(11 * DAY, 12 * DAY, { reason: 'picnic' }),
        "reason must be 'hartal', 'eid', 'holiday', 'shutdown' or 'other'",
      ],
      [closureBody(11 * DAY, 12 * DAY, { cancelClashing: 'yes' }), 'cancelClashing must be true or false'],
      [closureBody(11 * DAY, 12 * DAY, { extra: 1 }), 'extra'],
    ];
    for (const [body, message] of cases) {
      const res = await close(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).success).toBe(false);
      expect(json(res).message).toContain(message);
    }
    expect((await close({ nonsense: true }, staff.token)).statusCode).toBe(403);
    const customer = await t.customer();
    expect((await close({ nonsense: true }, customer.token)).statusCode).toBe(403);
    expect((await t.api('GET', '/api/closures', customer.token)).statusCode).toBe(403);
    expect((await close(closureBody(11 * DAY, 13 * DAY))).statusCode).toBe(201);
    const twice = await close(closureBody(12 * DAY, 14 * DAY, { reason: 'shutdown' }));
    expect(twice.statusCode, twice.body).toBe(409);
    expect(json(twice).code).toBe('PERIOD_TAKEN');
    expect(json(twice).message).toBe('The shop is already closed for part of that time');
    const unknown = await t.api('DELETE', '/api/closures/00000000-0000-4000-8000-000000000000', admin.token);
    expect(unknown.statusCode, unknown.body).toBe(404);
  });

  it('refuses an extension into a closure, and frees the rest of its time when ended early, once', async () => {
    const bike = await t.bike(admin.token);
    const customer = await t.customer();
    const { rentalId } = await t.activeRental(
      customer.token,
      bike._id,
      t.inMinutes(16 * DAY),
      t.inMinutes(16 * DAY + 2 * HOUR),
    );
    const made = json(await close(closureBody(17 * DAY, 18 * DAY, { reason: 'holiday' }))).data;
    const extend = await t.api('POST', `/api/rentals/${rentalId}/extend`, customer.token, {
      endTime: t.inMinutes(17 * DAY + HOUR),
    });
    expect(extend.statusCode, extend.body).toBe(409);
    expect(json(extend).message).toMatch(/^The shop is closed from /);
    const ended = await t.api('DELETE', `/api/closures/${made._id}`, admin.token);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(json(ended).data).toMatchObject({ endedAt: expect.any(String), endedBy: { _id: admin.id } });
    // Ended before it began: it holds nothing, and is no longer among the closures to come.
    const booked = await t.book(
      customer.token,
      bike._id,
      t.inMinutes(17 * DAY + HOUR),
      t.inMinutes(17 * DAY + 3 * HOUR),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const upcoming = json(await t.api('GET', '/api/closures/upcoming', undefined)).data as { _id: string }[];
    expect(upcoming.map((c) => c._id)).not.toContain(made._id);
    const again = await t.api('DELETE', `/api/closures/${made._id}`, admin.token);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('CLOSURE_ENDED');
    const [logged] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shop.closure_ended'), eq(auditLog.subjectId, made._id)));
    expect(logged?.before).toMatchObject({ end: t.inMinutes(18 * DAY) });
  });
});
