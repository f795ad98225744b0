import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, rentals, users } from '../db/schema.ts';
import { json, setUpTestApp } from '../test/test-app.ts';
import { queueRentalMessage } from './outbox.ts';

/**
 * docs/product/messages.md#outbox: every step of a rental queues the messages a customer would expect, in the transaction of
 * the step itself, on the channels the customer chose. (Sending them is worker.test.ts's business.)
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

/** The messages of a rental as rows, oldest first. */
const messagesOf = (rentalId: string) =>
  t.database.db.select().from(messages).where(eq(messages.rentalId, rentalId)).orderBy(messages.id);

const kinds = (rows: { template: string; channel: string }[]) => rows.map((r) => `${r.template}/${r.channel}`).sort();

describe('messages queued by each step of a rental', () => {
  let bike: Awaited<ReturnType<typeof t.bike>>;
  beforeEach(async () => {
    bike = await t.bike(admin.token, { name: 'Outbox Pulsar', pricePerHour: 150 });
  });

  it('a paid booking is confirmed by SMS and by e-mail with the receipt, rendered in Dhaka time', async () => {
    const rider = await t.customer({ name: 'Nusrat Jahan', phone: '+880 1812-345678' });
    // Tomorrow 10:00 to 14:00 Dhaka time (UTC+6).
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const start = `${day}T04:00:00.000Z`;
    const end = `${day}T08:00:00.000Z`;
    const booking = await t.activeRental(rider.token, bike._id, start, end);

    const rows = await messagesOf(booking.rentalId);
    expect(kinds(rows)).toEqual(['booking_confirmed/email', 'booking_confirmed/sms']);
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect(sms).toMatchObject({ recipient: '8801812345678', status: 'queued', language: 'en', attempts: 0 });
    expect(sms.body).toContain('Outbox Pulsar is booked for you');
    expect(sms.body).toContain('10:00 am to 2:00 pm');
    // The SMS carries the short link (one segment); the e-mail the whole address.
    expect(sms.body).toContain(`http://shop.test/r/${booking.rentalId.slice(0, 8)}`);
    const mail = rows.find((r) => r.channel === 'email')!;
    expect(mail).toMatchObject({ recipient: rider.email, attachReceipt: true, status: 'queued' });
    expect(mail.subject).toMatch(/^Booking confirmed: Outbox Pulsar, /);
    expect(mail.body).toContain('Dear Nusrat Jahan,');
    expect(mail.body).toContain('Cancel 24 hours or more before the start and the 100 BDT advance is returned');
    expect(mail.idempotencyKey).toBe(`rental:${booking.rentalId}:booking_confirmed:email`);
  });

  it('a Bangla customer’s confirmation is queued in Bangla, and the row says so', async () => {
    const rider = await t.customer({ name: 'Nusrat Jahan', phone: '+880 1813-345678' });
    const profile = { name: 'Nusrat Jahan', phone: '+880 1813-345678', address: 'Mirpur 10, Dhaka', language: 'bn' };
    expect((await t.api('PUT', '/api/users/me', rider.token, profile)).statusCode).toBe(200);
    // Tomorrow 10:00 to 14:00 Dhaka time (UTC+6).
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const booking = await t.activeRental(rider.token, bike._id, `${day}T04:00:00.000Z`, `${day}T08:00:00.000Z`);

    const rows = await messagesOf(booking.rentalId);
    expect(kinds(rows)).toEqual(['booking_confirmed/email', 'booking_confirmed/sms']);
    for (const row of rows) expect(row.language).toBe('bn');
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect(sms.body).toContain('Outbox Pulsar বুক হয়েছে, শুরু');
    expect(sms.body).toContain('সকাল ১০:০০');
    const mail = rows.find((r) => r.channel === 'email')!;
    expect(mail.subject).toMatch(/^বুকিং নিশ্চিত: Outbox Pulsar, /);
    expect(mail.body).toContain('প্রিয় Nusrat Jahan,');
    expect(mail.body).toContain('সকাল ১০:০০ থেকে দুপুর ২:০০ (ঢাকার সময়)');
  });

  it('an unpaid booking queues nothing; its payment failing queues nothing either', async () => {
    const rider = await t.customer();
    const res = await t.book(rider.token, bike._id, t.inMinutes(3000), t.inMinutes(3120));
    expect(res.statusCode, res.body).toBe(201);
    const booking = json(res).data.booking as { rentalId: string; payment_url: string };
    expect(await messagesOf(booking.rentalId)).toEqual([]);
    await t.checkout(booking.payment_url, 'fail');
    expect(await messagesOf(booking.rentalId)).toEqual([]);
  });

  it('a return queues the balance with a pay link by e-mail; paying it queues the payment received', async () => {
    const rider = await t.customer();
    const cheap = await t.bike(admin.token, { pricePerHour: 60 });
    const booking = await t.activeRental(rider.token, cheap._id, t.inMinutes(0), t.inMinutes(240));
    const returned = await t.api('PATCH', '/api/rentals/calculate', admin.token, {
      bookingId: booking.rentalId,
      bikeReturnTime: t.inMinutes(2),
    });
    expect(returned.statusCode, returned.body).toBe(200);
    // 60 BDT an hour: 2 minutes cost the shortest charge, an hour, less than the advance: 40 BDT owed back.
    let rows = await messagesOf(booking.rentalId);
    const returnMail = rows.find((r) => r.template === 'return_recorded')!;
    expect(returnMail.channel).toBe('email');
    expect(returnMail.body).toContain('40 BDT will be returned to you');

    const other = await t.customer();
    const long = await t.activeRental(other.token, bike._id, t.inMinutes(0), t.inMinutes(240));
    // It began three hours ago (bookings cannot start in the past, so the clock is turned back here).
    await t.database.db
      .update(rentals)
      .set({ startTime: new Date(Date.parse(t.inMinutes(-180))) })
      .where(eq(rentals.id, long.rentalId));
    await t.api('PATCH', '/api/rentals/calculate', admin.token, {
      bookingId: long.rentalId,
      bikeReturnTime: t.inMinutes(0),
    });
    rows = await messagesOf(long.rentalId);
    const due = rows.find((r) => r.template === 'return_recorded')!;
    expect(due.subject).toBe('Outbox Pulsar returned: 350 BDT to pay');
    expect(due.body).toContain(
      `350 BDT is left to pay. Pay online: http://shop.test/dashboard/rentals/${long.rentalId}`,
    );

    const pay = await t.api('POST', `/api/rentals/${long.rentalId}/payRental/350`, other.token);
    expect(pay.statusCode, pay.body).toBe(200);
    await t.checkout(json(pay).data.payment_url, 'pay');
    rows = await messagesOf(long.rentalId);
    expect(kinds(rows)).toEqual([
      'booking_confirmed/email',
      'booking_confirmed/sms',
      'payment_received/email',
      'return_recorded/email',
    ]);
    expect(rows.find((r) => r.template === 'payment_received')!.body).toContain('We received your payment of 350 BDT');
  });

  it('a cancellation says what happens to the advance; recording the refund tells the customer', async () => {
    const rider = await t.customer();
    const ahead = await t.activeRental(rider.token, bike._id, t.inMinutes(3 * 24 * 60), t.inMinutes(3 * 24 * 60 + 120));
    const cancel = await t.api('POST', `/api/rentals/${ahead.rentalId}/cancel`, rider.token, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = (await messagesOf(ahead.rentalId)).find((r) => r.template === 'booking_cancelled')!;
    expect(cancelled.body).toMatch(/Your booking of Outbox Pulsar for .* is cancelled \(Dhaka time\)\./);
    expect(cancelled.body).toContain('The 100 BDT advance will be returned to you.');

    const refunds = json(await t.api('GET', '/api/refunds', admin.token)).data as { _id: string; rentalId: string }[];
    const refund = refunds.find((r) => r.rentalId === ahead.rentalId)!;
    const paid = await t.api('POST', `/api/refunds/${refund._id}/refunded`, admin.token, {
      method: 'bkash',
      reference: 'BK12345',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const refunded = (await messagesOf(ahead.rentalId)).find((r) => r.template === 'refund_recorded')!;
    expect(refunded.body).toContain('We returned 100 BDT to you by bKash (reference BK12345)');

    // The shop cancels another booking and keeps the advance: the message says so, and who cancelled.
    const kept = await t.activeRental(rider.token, bike._id, t.inMinutes(5 * 24 * 60), t.inMinutes(5 * 24 * 60 + 60));
    await t.api('POST', `/api/rentals/${kept.rentalId}/cancel`, admin.token, { refundAdvance: false });
    const byShop = (await messagesOf(kept.rentalId)).find((r) => r.template === 'booking_cancelled')!;
    expect(byShop.body).toContain('The shop cancelled your booking of Outbox Pulsar');
    expect(byShop.body).toContain('The 100 BDT advance is kept.');
  });

  it('a customer dropping their own unpaid booking is not told what they just did', async () => {
    const rider = await t.customer();
    const res = await t.book(rider.token, bike._id, t.inMinutes(4000), t.inMinutes(4060));
    const { rentalId } = json(res).data.booking as { rentalId: string };
    expect((await t.api('POST', `/api/rentals/${rentalId}/cancel`, rider.token, {})).statusCode).toBe(200);
    expect(await messagesOf(rentalId)).toEqual([]);
  });

  it('an advance paid after its hold lapsed and the period was taken: received, to be returned', async () => {
    const late = await t.customer();
    const res = await t.book(late.token, bike._id, t.inMinutes(600), t.inMinutes(660));
    const lapsed = json(res).data.booking as { rentalId: string; payment_url: string };
    // The hold lapses and another customer takes the period.
    await t.database.db
      .update(rentals)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(rentals.id, lapsed.rentalId));
    const other = await t.customer();
    await t.activeRental(other.token, bike._id, t.inMinutes(600), t.inMinutes(660));
    // The late customer's payment arrives after all.
    await t.checkout(lapsed.payment_url, 'pay');
    const rows = await messagesOf(lapsed.rentalId);
    // No confirmation (the activation rolled back to its savepoint): only the money owed back.
    expect(kinds(rows)).toEqual(['payment_owed_back/email']);
    expect(rows[0]!.body).toContain('but it arrived after the booking had closed');
  });

  it('a rolled-back change queues nothing', async () => {
    const rider = await t.customer();
    const booking = await t.activeRental(rider.token, bike._id, t.inMinutes(7000), t.inMinutes(7060));
    const before = (await messagesOf(booking.rentalId)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueRentalMessage(tx, t.app.messageContext, booking.rentalId, {
          key: `rental:${booking.rentalId}:return_recorded`,
          facts: { template: 'return_recorded' },
        });
        throw new Error('the return could not be recorded');
      }),
    ).rejects.toThrow('the return could not be recorded');
    expect(await messagesOf(booking.rentalId)).toHaveLength(before);
  });

  it('the same cause queues once, however often it is replayed', async () => {
    const rider = await t.customer();
    const booking = await t.activeRental(rider.token, bike._id, t.inMinutes(8000), t.inMinutes(8060));
    const cause = {
      key: `rental:${booking.rentalId}:booking_confirmed`,
      facts: { template: 'booking_confirmed' as const },
    };
    const again = await t.database.db.transaction((tx) =>
      queueRentalMessage(tx, t.app.messageContext, booking.rentalId, cause),
    );
    expect(again).toBe(0);
    expect(await messagesOf(booking.rentalId)).toHaveLength(2);
  });

  it('a phone number no SMS can reach is kept as failed, with the reason, and the e-mail still goes', async () => {
    // An account from before phone numbers were checked (docs/product/accounts-and-roles.md#phone-numbers):
    // a number that is not a Bangladeshi mobile stays as it was typed.
    const rider = await t.customer();
    await t.database.db.update(users).set({ phone: '+44 20 7946 0958' }).where(eq(users.id, rider.id));
    const booking = await t.activeRental(rider.token, bike._id, t.inMinutes(9000), t.inMinutes(9060));
    const sms = (await messagesOf(booking.rentalId)).find((r) => r.channel === 'sms')!;
    expect(sms).toMatchObject({ status: 'failed', recipient: '+44 20 7946 0958' });
    expect(sms.lastError).toContain('is not a Bangladeshi mobile number');
    expect((await messagesOf(booking.rentalId)).find((r) => r.channel === 'email')!.status).toBe('queued');
  });
});

describe('the reminder choice in View Profile', () => {
  it('is part of the profile, saved with it, and the spec’s profile update leaves it alone', async () => {
    const rider = await t.customer();
    const me = json(await t.api('GET', '/api/users/me', rider.token)).data;
    expect(me.reminderChannel).toBe('sms');
    const profile = { name: me.name, phone: me.phone, address: me.address };
    const saved = await t.api('PUT', '/api/users/me', rider.token, { ...profile, reminderChannel: 'email' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.reminderChannel).toBe('email');
    await t.api('PUT', '/api/users/me', rider.token, profile);
    expect(json(await t.api('GET', '/api/users/me', rider.token)).data.reminderChannel).toBe('email');
    const bad = await t.api('PUT', '/api/users/me', rider.token, { ...profile, reminderChannel: 'pigeon' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(json(bad).errorMessage[0].message).toBe("reminderChannel must be 'sms', 'email' or 'none'");
  });
});
