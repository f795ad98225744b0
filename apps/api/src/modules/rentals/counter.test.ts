import { AuditEntrySchema } from '@bond/contract/audit';
import { CounterBookingResponseSchema, CounterPaymentResponseSchema } from '@bond/contract/counter';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, rentals } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * The counter's bookings and payments (docs/product/the-counter.md#booking-for-a-customer,
 * docs/product/the-counter.md#counter-payments), over HTTP on the real database.
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

/** A period starting `startIn` minutes from now, `hours` long. */
const period = (startIn = 2 * DAY, hours = 3) => ({
  startTime: t.inMinutes(startIn),
  endTime: t.inMinutes(startIn + hours * HOUR),
});

const bookAtCounter = (body: Record<string, unknown>, token = staff.token) =>
  t.api('POST', '/api/counter/rentals', token, body);

const pay = (rentalId: string, body: Record<string, unknown>, token = staff.token) =>
  t.api('POST', `/api/rentals/${rentalId}/payments`, token, body);

let references = 0;
/** A Send Money transaction ID of its own: 10 capitals and digits. */
const reference = () =>
  `TX${Date.now().toString(36).toUpperCase().slice(-4)}${String((references += 1)).padStart(4, '0')}`;

async function pendingCounterBooking(customerId: string, over: Record<string, unknown> = {}) {
  const bike = await t.bike(admin.token);
  const res = await bookAtCounter({ customerId, bikeId: bike._id, ...period(), ...over });
  expect(res.statusCode, res.body).toBe(201);
  return { bike, rental: json(res).data.rental as { _id: string; status: string } };
}

async function auditOf(action: string, subjectId: string) {
  const res = await t.api('GET', `/api/audit?action=${action}`, admin.token);
  return AuditEntrySchema.array()
    .parse(json(res).data)
    .find((e) => e.subject._id === subjectId);
}

describe('who may call the counter', () => {
  it('refuses a customer with 403 whatever the body, and a visitor with 401', async () => {
    const customer = await t.customer();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const body of [{}, { junk: true }, { customerId: 'nope', payment: 'cash' }]) {
      const booking = await bookAtCounter(body, customer.token);
      expect(booking.statusCode, booking.body).toBe(403);
      expect(json(booking).code).toBe('FORBIDDEN');
      const payment = await pay(id, body, customer.token);
      expect(payment.statusCode, payment.body).toBe(403);
    }
    expect((await t.api('POST', '/api/counter/rentals', undefined, {})).statusCode).toBe(401);
    expect((await t.api('POST', `/api/rentals/${id}/payments`, undefined, {})).statusCode).toBe(401);
  });
});

describe('POST /api/counter/rentals', () => {
  it('books for the customer with the advance in cash: booked at once, the customer sees it, all on record', async () => {
    const customer = await t.customer();
    const bike = await t.bike(admin.token);
    const res = await bookAtCounter({
      customerId: customer.id,
      bikeId: bike._id,
      ...period(),
      payment: { method: 'cash', amount: 100 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { rental, payment } = CounterBookingResponseSchema.parse(json(res)).data;
    expect(json(res).message).toBe('Booking made for the customer');
    expect(rental).toMatchObject({ userId: customer.id, bikeId: bike._id, status: 'booked', advancePayment: true });
    expect(payment).toMatchObject({
      rentalId: rental._id,
      purpose: 'advance',
      method: 'cash',
      amount: 100,
      reference: null,
      receivedBy: { _id: staff.id, name: 'Counter Staff' },
    });
    expect(payment?.tillId).toEqual(expect.any(String));

    const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, rental._id));
    expect(row).toMatchObject({ bookedBy: staff.id, bookedFrom: null, userId: customer.id, status: 'booked' });
    const paid = await t.database.db.select().from(payments).where(eq(payments.rentalId, rental._id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ gateway: 'cash', status: 'paid', receivedBy: staff.id, purpose: 'advance' });

    // My Rentals shows it booked, paid in advance.
    const mine = json(await t.api('GET', '/api/rentals', customer.token)).data as { _id: string }[];
    expect(mine.find((r) => r._id === rental._id)).toMatchObject({ status: 'booked', advancePayment: true });

    expect(await auditOf('rental.booked_at_counter', rental._id)).toMatchObject({
      actor: { _id: staff.id },
      after: { customerId: customer.id, bikeId: bike._id, advance: 'cash' },
    });
    expect(await auditOf('payment.received', payment!._id)).toMatchObject({
      actor: { _id: staff.id },
      before: { advancePaid: false },
      after: { purpose: 'advance', method: 'cash', amount: 100, rentalId: rental._id },
    });
  });

  it('names who took the advance on the rental’s story for staff and admins, never for the customer', async () => {
    const customer = await t.customer();
    const bike = await t.bike(admin.token);
    const booked = await bookAtCounter({
      customerId: customer.id,
      bikeId: bike._id,
      ...period(3 * DAY),
      payment: { method: 'cash', amount: 100 },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const rentalId = json(booked).data.rental._id as string;
    const storyFor = async (token: string) => {
      const res = await t.api('GET', `/api/rentals/${rentalId}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data.payments as { gateway: string; receivedBy?: { _id: string; name: string } | null }[];
    };
    for (const token of [staff.token, admin.token]) {
      expect(await storyFor(token)).toMatchObject([
        { gateway: 'cash', receivedBy: { _id: staff.id, name: 'Counter Staff' } },
      ]);
    }
    const [own] = await storyFor(customer.token);
    expect(own).toMatchObject({ gateway: 'cash' });
    expect(own).not.toHaveProperty('receivedBy');
    // Another customer learns nothing of it.
    expect((await t.api('GET', `/api/rentals/${rentalId}`, (await t.customer()).token)).statusCode).toBe(404);
  });

  it('without a payment holds the bike like an online booking, and the advance taken later books it', async () => {
    const customer = await t.customer();
    const { rental } = await pendingCounterBooking(customer.id);
    expect(rental).toMatchObject({ status: 'pending', advancePayment: false });
    expect(await t.database.db.select().from(payments).where(eq(payments.rentalId, rental._id))).toHaveLength(0);

    const taken = await pay(rental._id, {
      purpose: 'advance',
      method: 'bkash_send_money',
      amount: 100,
      reference: reference(),
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const answer = CounterPaymentResponseSchema.parse(json(taken)).data;
    expect(answer.rental).toMatchObject({ status: 'booked', advancePayment: true });
    expect(answer.payment).toMatchObject({ method: 'bkash_send_money', tillId: null });
  });

  it('makes a bike on hold unavailable to others: a clashing booking is 409 PERIOD_TAKEN', async () => {
    const customer = await t.customer();
    const { bike } = await pendingCounterBooking(customer.id);
    const other = await t.customer();
    const res = await bookAtCounter({ customerId: other.id, bikeId: bike._id, ...period() });
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('PERIOD_TAKEN');
  });

  it('keeps the period rules: a start in the past is 400 naming startTime', async () => {
    const customer = await t.customer();
    const bike = await t.bike(admin.token);
    const res = await bookAtCounter({ customerId: customer.id, bikeId: bike._id, ...period(-HOUR) });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorMessage[0].path).toBe('startTime');
  });

  it('prices for the customer: a first-rental coupon is refused to one who has rented before', async () => {
    const code = `FIRST-${Date.now().toString(36)}`.toUpperCase();
    const made = await t.api('POST', '/api/coupons', admin.token, {
      code,
      kind: 'percent',
      value: 10,
      firstRentalOnly: true,
      details: { en: 'First ride', bn: 'প্রথম ভাড়া' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const customer = await t.customer();
    await pendingCounterBooking(customer.id, { payment: { method: 'cash', amount: 100 } });
    const bike = await t.bike(admin.token);
    const res = await bookAtCounter({ customerId: customer.id, bikeId: bike._id, ...period(3 * DAY), coupon: code });
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res)).toMatchObject({ code: 'COUPON_FIRST_RENTAL', errorMessage: [{ path: 'coupon' }] });
    // A newcomer gets it.
    const newcomer = await t.customer();
    const ok = await bookAtCounter({ customerId: newcomer.id, bikeId: bike._id, ...period(3 * DAY), coupon: code });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses an unknown customer with 404, and a staff or admin account with 409', async () => {
    const bike = await t.bike(admin.token);
    const unknown = await bookAtCounter({
      customerId: '00000000-0000-4000-8000-000000000000',
      bikeId: bike._id,
      ...period(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Customer not found');
    for (const account of [staff.id, admin.id]) {
      const res = await bookAtCounter({ customerId: account, bikeId: bike._id, ...period() });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({
        code: 'NOT_A_CUSTOMER',
        errorMessage: [
          {
            path: 'customerId',
            message: 'Bookings at the counter are for customers: this account is staff or an admin',
          },
        ],
      });
    }
    // Nothing was booked.
    expect(await t.database.db.select().from(rentals).where(eq(rentals.bikeId, bike._id))).toHaveLength(0);
  });

  it('takes only the advance with a booking, and nothing is booked when the payment is refused', async () => {
    const customer = await t.customer();
    const bike = await t.bike(admin.token);
    const res = await bookAtCounter({
      customerId: customer.id,
      bikeId: bike._id,
      ...period(),
      payment: { method: 'cash', amount: 150 },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      code: 'AMOUNT_MISMATCH',
      errorMessage: [{ path: 'amount', message: 'The advance due for this rental is 100 BDT' }],
    });
    expect(await t.database.db.select().from(rentals).where(eq(rentals.bikeId, bike._id))).toHaveLength(0);
  });
});

describe('POST /api/rentals/{id}/payments', () => {
  it('takes exactly the amount due, else 400 naming amount with the amount due', async () => {
    const customer = await t.customer();
    const { rental } = await pendingCounterBooking(customer.id);
    const res = await pay(rental._id, { purpose: 'advance', method: 'cash', amount: 99 });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      code: 'AMOUNT_MISMATCH',
      errorMessage: [{ path: 'amount', message: 'The advance due for this rental is 100 BDT' }],
    });
    const balance = await pay(rental._id, { purpose: 'balance', method: 'cash', amount: 100 });
    expect(balance.statusCode).toBe(409);
    expect(json(balance).code).toBe('RENTAL_NOT_ACTIVE');
  });

  it('needs a reference for every method but cash, of the right form, and none for cash', async () => {
    const customer = await t.customer();
    const { rental } = await pendingCounterBooking(customer.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ method: 'bkash_send_money' }, 'A reference is required for bKash Send Money'],
      [{ method: 'card_terminal' }, 'A reference is required for card terminal'],
      [
        { method: 'nagad_send_money', reference: 'ABC12' },
        'Reference must be the Send Money transaction ID the customer’s phone shows: 8 to 12 letters and digits',
      ],
      [
        { method: 'rocket_send_money', reference: 'ABCD-1234' },
        'Reference must be the Send Money transaction ID the customer’s phone shows: 8 to 12 letters and digits',
      ],
      [{ method: 'cash', reference: 'R1' }, 'A cash payment takes no reference'],
    ];
    for (const [body, message] of cases) {
      const res = await pay(rental._id, { purpose: 'advance', amount: 100, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errorMessage[0]).toEqual({ path: 'reference', message });
    }
    const method = await pay(rental._id, { purpose: 'advance', amount: 100, method: 'paypal' });
    expect(json(method).errorMessage[0].path).toBe('method');
    const purpose = await pay(rental._id, { purpose: 'deposit', amount: 100, method: 'cash' });
    expect(json(purpose).errorMessage[0].path).toBe('purpose');
    // Said in Bangla too, with the field's Bangla name.
    const bn = await t.app.inject({
      method: 'POST',
      url: `/api/rentals/${rental._id}/payments`,
      headers: { authorization: `Bearer ${staff.token}`, 'accept-language': 'bn' },
      payload: { purpose: 'advance', amount: 100, method: 'bkash_send_money' },
    });
    expect(json(bn).errorMessage[0].message).toBe('বিকাশ সেন্ড মানি-এর রেফারেন্স দিতে হবে');
  });

  it('takes a Send Money transaction ID once per method for ever, in any case: 409 DUPLICATE_REFERENCE', async () => {
    const first = await pendingCounterBooking((await t.customer()).id);
    const second = await pendingCounterBooking((await t.customer()).id);
    const id = reference();
    const ok = await pay(first.rental._id, {
      purpose: 'advance',
      method: 'bkash_send_money',
      amount: 100,
      reference: id,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json(ok).data.payment.reference).toBe(id);
    const again = await pay(second.rental._id, {
      purpose: 'advance',
      method: 'bkash_send_money',
      amount: 100,
      reference: id.toLowerCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'DUPLICATE_REFERENCE',
      errorMessage: [
        { path: 'reference', message: 'This bKash Send Money reference is already recorded for another payment' },
      ],
    });
    // The same ID of another wallet is another transaction.
    const nagad = await pay(second.rental._id, {
      purpose: 'advance',
      method: 'nagad_send_money',
      amount: 100,
      reference: id,
    });
    expect(nagad.statusCode, nagad.body).toBe(201);
  });

  it('refuses cash from someone with no open till today: 409 TILL_NOT_OPEN', async () => {
    const other = await t.staffMember(admin.token, { name: 'Second Staff' });
    const { rental } = await pendingCounterBooking((await t.customer()).id);
    const res = await pay(rental._id, { purpose: 'advance', method: 'cash', amount: 100 }, other.token);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      code: 'TILL_NOT_OPEN',
      message: 'Open your till for today before taking or paying out cash',
    });
    expect(await t.database.db.select().from(payments).where(eq(payments.rentalId, rental._id))).toHaveLength(0);
  });

  it('takes the balance after the return, exactly, once: the rental is paid', async () => {
    const customer = await t.customer();
    const bike = await t.bike(admin.token, { pricePerHour: 150 });
    const booked = await bookAtCounter({
      customerId: customer.id,
      bikeId: bike._id,
      startTime: t.inMinutes(-2),
      endTime: t.inMinutes(HOUR * 2),
      payment: { method: 'cash', amount: 100 },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const rentalId = json(booked).data.rental._id as string;
    const early = await pay(rentalId, { purpose: 'balance', method: 'cash', amount: 50 });
    expect(json(early)).toMatchObject({ code: 'RENTAL_NOT_ACTIVE' });
    const returned = await t.api('PATCH', '/api/rentals/calculate', admin.token, {
      bookingId: rentalId,
      bikeReturnTime: t.inMinutes(2),
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const due = json(returned).data.totalCost as number;
    expect(due).toBe(50);
    const wrong = await pay(rentalId, { purpose: 'balance', method: 'cash', amount: 100 });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errorMessage[0]).toEqual({
      path: 'amount',
      message: 'The balance due for this rental is 50 BDT',
    });
    const advanceAgain = await pay(rentalId, { purpose: 'advance', method: 'cash', amount: 100 });
    expect(json(advanceAgain)).toMatchObject({
      code: 'ALREADY_PAID',
      message: 'The advance of this booking is already paid',
    });

    const paid = await pay(rentalId, {
      purpose: 'balance',
      method: 'card_terminal',
      amount: 50,
      reference: `RRN-${reference()}`,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(json(paid).data.rental).toMatchObject({ status: 'returned', payment: true });
    expect(json(paid).data.payment).toMatchObject({ purpose: 'balance', method: 'card_terminal', amount: 50 });
    const twice = await pay(rentalId, { purpose: 'balance', method: 'cash', amount: 50 });
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({ code: 'ALREADY_PAID', message: 'The balance of this rental is already paid' });
    const mine = json(await t.api('GET', '/api/rentals?state=returned', customer.token)).data as { _id: string }[];
    expect(mine.find((r) => r._id === rentalId)).toMatchObject({ payment: true });
  });

  it('a double press (20 identical requests at once) is one payment and one change', async () => {
    const { rental } = await pendingCounterBooking((await t.customer()).id);
    const body = { purpose: 'advance', method: 'cash', amount: 100 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(rental._id, body)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(json(r).code).toBe('ALREADY_PAID');
    expect(await t.database.db.select().from(payments).where(eq(payments.rentalId, rental._id))).toHaveLength(1);
    const audit = json(await t.api('GET', '/api/audit?action=payment.received&pageSize=100', admin.token)).data as {
      after: { rentalId?: string };
    }[];
    expect(audit.filter((e) => e.after.rentalId === rental._id)).toHaveLength(1);
  });

  it('with an Idempotency-Key, 20 presses at once all get the one payment’s answer', async () => {
    const { rental } = await pendingCounterBooking((await t.customer()).id);
    const press = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/rentals/${rental._id}/payments`,
        headers: { authorization: `Bearer ${staff.token}`, 'idempotency-key': `press-${rental._id}` },
        payload: { purpose: 'advance', method: 'cash', amount: 100 },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, press));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const ids = new Set(answers.map((r) => json(r).data.payment._id));
    expect(ids.size).toBe(1);
    expect(await t.database.db.select().from(payments).where(eq(payments.rentalId, rental._id))).toHaveLength(1);
    // The key used for another payment is refused.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/rentals/${rental._id}/payments`,
      headers: { authorization: `Bearer ${staff.token}`, 'idempotency-key': `press-${rental._id}` },
      payload: { purpose: 'advance', method: 'bkash_send_money', amount: 100, reference: reference() },
    });
    expect(other.statusCode).toBe(422);
  });

  it('an online payment after a counter one is owed back; a counter one after an online one is refused', async () => {
    const customer = await t.customer();
    const bike = await t.bike(admin.token);
    const online = json(await t.book(customer.token, bike._id, t.inMinutes(2 * DAY), t.inMinutes(2 * DAY + 2 * HOUR)))
      .data.booking as { rentalId: string; payment_url: string };
    const atCounter = await pay(online.rentalId, {
      purpose: 'advance',
      method: 'rocket_send_money',
      amount: 100,
      reference: reference(),
    });
    expect(atCounter.statusCode, atCounter.body).toBe(201);
    expect(json(atCounter).data.rental).toMatchObject({ status: 'booked' });
    // The customer pays the checkout left open: the money is recorded and owed back, never lost.
    const back = await t.checkout(online.payment_url, 'pay');
    expect(String(back.headers.location)).toContain('payment=refund_due');
    const rows = await t.database.db.select().from(payments).where(eq(payments.rentalId, online.rentalId));
    expect(rows.map((p) => [p.gateway, p.status]).sort()).toEqual([
      ['aamarpay', 'duplicate'],
      ['rocket_send_money', 'paid'],
    ]);
    const owed = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.rentalId, online.rentalId), eq(refunds.reason, 'duplicate_payment')));
    expect(owed).toMatchObject([{ amount: 100, refundedAt: null }]);

    // Paid online first: the counter is told so.
    const other = await t.customer();
    const paidOnline = await t.activeRental(other.token, (await t.bike(admin.token))._id, t.inMinutes(2 * DAY));
    const refused = await pay(paidOnline.rentalId, { purpose: 'advance', method: 'cash', amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'ALREADY_PAID',
      message: 'The advance of this booking is already paid',
    });
  });

  it('an unknown rental is 404', async () => {
    const res = await pay('00000000-0000-4000-8000-000000000000', { purpose: 'advance', method: 'cash', amount: 100 });
    expect(res.statusCode).toBe(404);
  });
});
