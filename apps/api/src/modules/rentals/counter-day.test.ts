import { AuditEntrySchema } from '@bond/contract/audit';
import { CounterDayResponseSchema, type CounterDay } from '@bond/contract/counter';
import { toMsisdn } from '@bond/contract/phone';
import { shopDateOf } from '@bond/contract/time';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, rentals, users } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * The counter's day and the payment link by SMS (docs/product/the-counter.md#the-counters-day,
 * docs/product/the-counter.md#payment-link-by-sms), over HTTP on the real database.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
let staff: Awaited<ReturnType<typeof t.customer>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
  staff = await t.staffMember(admin.token, { name: 'Counter Staff' });
  expect((await t.api('POST', '/api/tills', staff.token, { openingFloat: 500 })).statusCode).toBe(201);
});
afterAll(() => t.close());

const HOUR = 60;
const DAY = 24 * HOUR;

async function book(customerId: string, startIn: number, hours: number, paid: boolean) {
  const bike = await t.bike(admin.token, { name: `Day Bike ${startIn}-${hours}-${paid}` });
  const body = {
    customerId,
    bikeId: bike._id,
    startTime: t.inMinutes(startIn),
    endTime: t.inMinutes(startIn + hours * HOUR),
    ...(paid ? { payment: { method: 'cash', amount: 100 } } : {}),
  };
  const res = await t.api('POST', '/api/counter/rentals', staff.token, body);
  expect(res.statusCode, res.body).toBe(201);
  return { bike, id: json(res).data.rental._id as string, startTime: body.startTime, endTime: body.endTime };
}

async function dayOf(date?: string, token = staff.token): Promise<CounterDay> {
  const res = await t.api('GET', `/api/counter/day${date ? `?date=${date}` : ''}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return CounterDayResponseSchema.parse(json(res)).data;
}

const ids = (list: { _id: string }[]) => list.map((r) => r._id);

/** Minutes from now to noon in Dhaka `days` Dhaka days from today. */
const noonIn = (days: number) => {
  const date = shopDateOf(t.inMinutes(days * DAY));
  return Math.ceil((Date.parse(`${date}T12:00:00+06:00`) - Date.now()) / 60_000);
};

describe('GET /api/counter/day', () => {
  it('refuses a customer with 403 before reading the date, and a visitor with 401', async () => {
    const customer = await t.customer();
    for (const url of ['/api/counter/day', '/api/counter/day?date=junk', '/api/counter/day?other=1']) {
      const res = await t.api('GET', url, customer.token);
      expect(res.statusCode, res.body).toBe(403);
      expect(json(res).code).toBe('FORBIDDEN');
    }
    expect((await t.api('GET', '/api/counter/day', undefined)).statusCode).toBe(401);
  });

  it('refuses a date that is not a day', async () => {
    const res = await t.api('GET', '/api/counter/day?date=2026-13-40', staff.token);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('lists a day’s bookings to hand over, with the advance due of one waiting for it', async () => {
    const customer = await t.customer({ name: 'Karim Hossain' });
    // Both at noon in Dhaka the day after tomorrow: on one day whenever the test runs, midnight included.
    const pending = await book(customer.id, noonIn(2), 3, false);
    const paid = await book(customer.id, noonIn(2) + 1, 3, true);
    const date = shopDateOf(pending.startTime);
    const day = await dayOf(date);
    expect(day).toMatchObject({ date, isToday: false });
    const waiting = day.toHandOver.find((r) => r._id === pending.id);
    expect(waiting).toMatchObject({
      customer: { _id: customer.id, name: 'Karim Hossain', phone: customer.phone },
      // The deposit its handover will take, and not handed over yet.
      bike: { _id: pending.bike._id, name: pending.bike.name, deposit: 2000 },
      startTime: pending.startTime,
      endTime: pending.endTime,
      handedOverAt: null,
      status: 'pending',
      isOverdue: false,
      due: { purpose: 'advance', amount: 100 },
    });
    expect(waiting?.holdExpiresAt).toEqual(expect.any(String));
    // Paid: to hand over, nothing to take. In the order of their starts.
    expect(day.toHandOver.find((r) => r._id === paid.id)).toMatchObject({ status: 'booked', due: null });
    expect(ids(day.toHandOver).indexOf(pending.id)).toBeLessThan(ids(day.toHandOver).indexOf(paid.id));
    // Not the day before, nor after.
    const before = await dayOf(shopDateOf(t.inMinutes(DAY)));
    expect(ids(before.toHandOver)).not.toContain(pending.id);

    // A hold that lapsed reads as expired: nothing to hand over any more.
    await t.database.db
      .update(rentals)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(rentals.id, pending.id));
    expect(ids((await dayOf(date)).toHandOver)).not.toContain(pending.id);
  });

  it('lists the returns due on the day of the planned return, and every overdue one today', async () => {
    const customer = await t.customer();
    // Starts one day, ends the next: to hand over on the first, a return due on the second.
    const across = await book(customer.id, 5 * DAY, 30, true);
    expect(ids((await dayOf(shopDateOf(across.startTime))).toHandOver)).toContain(across.id);
    const returnDay = await dayOf(shopDateOf(across.endTime));
    expect(returnDay.returnsDue.find((r) => r._id === across.id)).toMatchObject({ status: 'booked', due: null });
    expect(ids(returnDay.toHandOver)).not.toContain(across.id);

    // Out on rent and late: its planned return was yesterday.
    const late = await book(customer.id, -2, 2, true);
    await t.database.db
      .update(rentals)
      .set({
        startTime: sql`now() - interval '30 hours'`,
        endTime: sql`now() - interval '26 hours'`,
        handedOverAt: sql`now() - interval '30 hours'`,
      })
      .where(eq(rentals.id, late.id));
    const today = await dayOf();
    expect(today.isToday).toBe(true);
    expect(today.date).toBe(shopDateOf(new Date().toISOString()));
    expect(today.returnsDue.find((r) => r._id === late.id)).toMatchObject({
      status: 'active',
      isOverdue: true,
      handedOverAt: expect.any(String),
    });
    expect(ids((await dayOf(shopDateOf(t.inMinutes(3 * DAY)))).returnsDue)).not.toContain(late.id);
  });

  it('lists the overdue returns first, the most overdue first, before a return not late', async () => {
    const customer = await t.customer();
    // Yesterday in Dhaka, at fixed hours of it: every planned return below has passed whenever the test runs.
    const date = shopDateOf(t.inMinutes(-DAY));
    const at = (hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+06:00`);
    const move = (id: string, start: Date, end: Date, handedOver: boolean) =>
      t.database.db
        .update(rentals)
        .set({ startTime: start, endTime: end, handedOverAt: handedOver ? start : null })
        .where(eq(rentals.id, id));
    // Never collected, its return due yesterday at 9: on yesterday's returns due, but not out, so not overdue.
    const neverCollected = await book(customer.id, 8 * DAY + 1, 2, true);
    await move(neverCollected.id, new Date(at(9).getTime() - DAY * 60_000), at(9), false);
    // Out on rent, due back yesterday at 11, then one due back at 10: both overdue, the one at 10 the more.
    const lessLate = await book(customer.id, 8 * DAY + 2, 2, true);
    await move(lessLate.id, new Date(at(11).getTime() - DAY * 60_000), at(11), true);
    const mostLate = await book(customer.id, 8 * DAY + 3, 2, true);
    await move(mostLate.id, new Date(at(10).getTime() - DAY * 60_000), at(10), true);

    const yesterday = await dayOf(date);
    const order = ids(yesterday.returnsDue).filter((id) => [neverCollected.id, lessLate.id, mostLate.id].includes(id));
    // By planned return alone it would be 9, 10, 11: the one not out would come first.
    expect(order).toEqual([mostLate.id, lessLate.id, neverCollected.id]);
    expect(yesterday.returnsDue.map((r) => r.isOverdue).indexOf(false)).toBeGreaterThan(
      yesterday.returnsDue.map((r) => r.isOverdue).lastIndexOf(true),
    );
    // Today too: the overdue returns, most overdue first, ahead of any return not late yet.
    const today = await dayOf();
    const overdue = today.returnsDue.filter((r) => r.isOverdue);
    expect(today.returnsDue.slice(0, overdue.length)).toEqual(overdue);
    expect(ids(overdue).indexOf(mostLate.id)).toBeLessThan(ids(overdue).indexOf(lessLate.id));
    // The rider who never came is on today's list to hand over, among the late ones, which come first.
    const late = today.toHandOver.filter((r) => Date.parse(r.startTime) <= Date.now());
    expect(ids(today.toHandOver.slice(0, late.length))).toContain(neverCollected.id);
  });

  it('lists a returned rental’s unpaid balance with the amount due, until it is paid', async () => {
    const customer = await t.customer();
    const bike = await t.bike(admin.token, { pricePerHour: 150 });
    const booked = await t.api('POST', '/api/counter/rentals', staff.token, {
      customerId: customer.id,
      bikeId: bike._id,
      startTime: t.inMinutes(-2),
      endTime: t.inMinutes(2 * HOUR),
      payment: { method: 'cash', amount: 100 },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const rentalId = json(booked).data.rental._id as string;
    // Returned this minute, not a moment ahead: by today's end even a minute before Dhaka's midnight.
    const returned = await t.api('PATCH', '/api/rentals/calculate', admin.token, {
      bookingId: rentalId,
      bikeReturnTime: t.inMinutes(0),
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const due = (await dayOf()).balancesDue.find((r) => r._id === rentalId);
    expect(due).toMatchObject({ status: 'returned', due: { purpose: 'balance', amount: 50 } });
    expect(due?.returnTime).toEqual(expect.any(String));
    // The admin's call answers too.
    expect(ids((await dayOf(undefined, admin.token)).balancesDue)).toContain(rentalId);

    const paid = await t.api('POST', `/api/rentals/${rentalId}/payments`, staff.token, {
      purpose: 'balance',
      method: 'cash',
      amount: 50,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(ids((await dayOf()).balancesDue)).not.toContain(rentalId);
  });
});

describe('POST /api/rentals/{id}/payment-link', () => {
  const sendLink = (rentalId: string, token = staff.token) =>
    t.api('POST', `/api/rentals/${rentalId}/payment-link`, token);

  const linksOf = (rentalId: string) =>
    t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.rentalId, rentalId), eq(messages.template, 'payment_link')));

  it('queues one SMS with the link to the booking, which the SMS gateway delivers; on the audit log', async () => {
    const customer = await t.customer({ name: 'Rina Akter' });
    const { id, bike } = await book(customer.id, 2 * DAY, 3, false);
    const res = await sendLink(id);
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({
      success: true,
      message: `Payment link sent by SMS to ${customer.phone}`,
      data: { rentalId: id, phone: customer.phone },
    });
    const queued = await linksOf(id);
    expect(queued).toHaveLength(1);
    // By SMS only, even to a customer with a verified e-mail address.
    expect(queued[0]).toMatchObject({ channel: 'sms', recipient: toMsisdn(customer.phone), language: 'en' });
    const link = `http://shop.test/r/${id.slice(0, 8)}`;
    expect(queued[0]?.body).toContain(`pay the 100 BDT advance for ${bike.name} by `);
    expect(queued[0]?.body).toContain(link);

    await t.app.outbox.tick(new Date());
    const deliveries = await t.api('GET', '/api/sms-standin/deliveries?pageSize=100', admin.token);
    expect(deliveries.statusCode, deliveries.body).toBe(200);
    const sms = (json(deliveries).data as { msisdn: string; sms: string }[]).filter(
      (d) => d.msisdn === toMsisdn(customer.phone) && d.sms.includes(link),
    );
    expect(sms).toHaveLength(1);

    const audit = await t.api('GET', '/api/audit?action=rental.payment_link_sent', admin.token);
    const entry = AuditEntrySchema.array()
      .parse(json(audit).data)
      .find((e) => e.subject._id === id);
    expect(entry).toMatchObject({
      actor: { _id: staff.id },
      after: { customerId: customer.id, phone: customer.phone },
    });
  });

  it('writes to a customer in their language', async () => {
    const customer = await t.customer();
    await t.database.db.update(users).set({ language: 'bn' }).where(eq(users.id, customer.id));
    const { id } = await book(customer.id, 2 * DAY, 3, false);
    expect((await sendLink(id)).statusCode).toBe(201);
    const [queued] = await linksOf(id);
    expect(queued).toMatchObject({ language: 'bn' });
    expect(queued?.body).toContain('১০০৳ অগ্রিম দিন');
  });

  it('sends no second SMS within a minute of the first (429), and again after it', async () => {
    const customer = await t.customer();
    const { id } = await book(customer.id, 2 * DAY, 3, false);
    expect((await sendLink(id)).statusCode).toBe(201);
    const again = await sendLink(id);
    expect(again.statusCode, again.body).toBe(429);
    expect(json(again)).toMatchObject({ success: false, code: 'PAYMENT_LINK_SENT_RECENTLY' });
    expect(json(again).message).toMatch(/^A payment link for this booking was sent less than a minute ago/);
    // Two presses at once: one waits for the other's row lock and finds it sent.
    const both = await Promise.all([sendLink(id), sendLink(id)]);
    expect(both.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(await linksOf(id)).toHaveLength(1);

    await t.database.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(and(eq(messages.rentalId, id), eq(messages.template, 'payment_link')));
    expect((await sendLink(id)).statusCode).toBe(201);
    expect(await linksOf(id)).toHaveLength(2);
  });

  it('refuses a booking not waiting for its advance, a customer without a mobile number and an unknown rental', async () => {
    const customer = await t.customer();
    const paid = await book(customer.id, 2 * DAY, 3, true);
    const booked = await sendLink(paid.id);
    expect(booked.statusCode).toBe(409);
    expect(json(booked)).toMatchObject({
      success: false,
      code: 'NOT_AWAITING_ADVANCE',
      message: 'This booking is not waiting for its advance: there is nothing to pay by a link',
    });

    const lapsed = await book(customer.id, 3 * DAY, 3, false);
    await t.database.db
      .update(rentals)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(rentals.id, lapsed.id));
    const late = await sendLink(lapsed.id);
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({
      code: 'NOT_AWAITING_ADVANCE',
      message: 'This booking has lapsed. Please book the bike again',
    });

    const noPhone = await t.customer();
    const waiting = await book(noPhone.id, 4 * DAY, 3, false);
    await t.database.db.update(users).set({ phone: '' }).where(eq(users.id, noPhone.id));
    const unreachable = await sendLink(waiting.id);
    expect(unreachable.statusCode).toBe(409);
    expect(json(unreachable)).toMatchObject({
      code: 'NO_MOBILE_NUMBER',
      message: 'This customer has no mobile number an SMS can be sent to',
    });

    const unknown = await sendLink('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    for (const id of [paid.id, lapsed.id, waiting.id]) expect(await linksOf(id)).toHaveLength(0);
  });

  it('is staff’s: a customer gets 403 (even for their own booking), a visitor 401', async () => {
    const customer = await t.customer();
    const { id } = await book(customer.id, 2 * DAY, 3, false);
    const res = await sendLink(id, customer.token);
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('FORBIDDEN');
    expect((await t.api('POST', `/api/rentals/${id}/payment-link`, undefined)).statusCode).toBe(401);
    expect(await linksOf(id)).toHaveLength(0);
  });
});
