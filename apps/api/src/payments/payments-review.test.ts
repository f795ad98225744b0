import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, refunds, rentals } from '../db/schema.ts';
import { closePendingPayments, json, setUpTestApp, TEST_STANDIN_STORE } from '../test/test-app.ts';
import { riskLevelOf } from './aamarpay.ts';
import { defaultSwitches } from './standin/aamarpay-standin.ts';
import { verifyStalePayments } from './payments.service.ts';

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());
// The retry job asks about every pending payment: each test starts with none left by the others.
beforeEach(() => closePendingPayments(t.database));
afterEach(() => {
  Object.assign(t.app.aamarpayStandin.switches, defaultSwitches());
});

async function freshBooking() {
  const rider = await t.customer();
  const bike = await t.bike(adminToken, { name: `Checked ${Math.random().toString(36).slice(2, 8)}` });
  const booking = json(await t.book(rider.token, bike._id)).data.booking as { rentalId: string; payment_url: string };
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.rentalId, booking.rentalId));
  return { rider, bike, booking, tranId: payment!.tranId, paymentId: payment!.id };
}

const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const rentalRow = async (id: string) => (await t.database.db.select().from(rentals).where(eq(rentals.id, id)))[0]!;
const tomorrow = () => new Date(Date.now() + 25 * 60 * 60_000);
const review = (id: string, decision: string, token = adminToken) =>
  t.api('POST', `/api/payments/${id}/review`, token, { decision });
const toCheck = async () =>
  json(await t.api('GET', '/api/payments/to-check', adminToken)).data as Array<Record<string, unknown>>;

describe('a verification answer the adapter does not recognise (item 14)', () => {
  it('keeps the payment pending, flags it for an admin with the raw answer, and a day later never expires it', async () => {
    const { booking, paymentId } = await freshBooking();
    t.app.aamarpayStandin.switches.verifyReply = 'invalid-store';
    const back = await t.checkout(booking.payment_url, 'pay');
    expect(back.headers.location).toBe('/dashboard?payment=pending&purpose=advance');
    let row = await paymentRow(paymentId);
    expect(row.status).toBe('pending');
    expect(row.verification).toEqual({ status: 'Invalid Store ID' });
    expect(row.reviewReason).toBe('unrecognised_answer');
    expect((await toCheck()).find((p) => p._id === paymentId)).toMatchObject({
      reason: `the gateway's answer was not recognised: {"status":"Invalid Store ID"}`,
      reasonCode: 'unrecognised_answer',
    });

    // The retry job keeps asking; a day on, the checkout is still not closed.
    await verifyStalePayments(t.database.db, t.app.paymentGateways, t.app.log, t.app.messageContext, tomorrow());
    expect((await paymentRow(paymentId)).status).toBe('pending');

    // Once the gateway answers properly again (the key was fixed), the payment the customer made counts.
    t.app.aamarpayStandin.switches.verifyReply = 'ok';
    await verifyStalePayments(t.database.db, t.app.paymentGateways, t.app.log, t.app.messageContext, tomorrow());
    row = await paymentRow(paymentId);
    expect(row).toMatchObject({ status: 'paid', reviewReason: null });
  });

  it('treats an error page the same way', async () => {
    const { booking, paymentId } = await freshBooking();
    t.app.aamarpayStandin.switches.verifyReply = 'error-page';
    await t.checkout(booking.payment_url, 'pay');
    await verifyStalePayments(t.database.db, t.app.paymentGateways, t.app.log, t.app.messageContext, tomorrow());
    const row = await paymentRow(paymentId);
    expect(row.status).toBe('pending');
    expect(row.reviewReason).toBe('unrecognised_answer');
    expect((await toCheck()).find((p) => p._id === paymentId)?.reason).toMatch(
      /^the gateway's answer was not recognised: <html>/,
    );
  });
});

describe('payments held for an admin (items 14 and 15)', () => {
  it('a payment the gateway rates risky is held, listed to check, and settled once when an admin accepts it', async () => {
    const { rider, bike, booking, paymentId, tranId } = await freshBooking();
    t.app.aamarpayStandin.switches.verifyRiskLevel = '1';
    const back = await t.checkout(booking.payment_url, 'pay');
    expect(back.headers.location).toBe('/dashboard?payment=pending&purpose=advance');
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'pending',
      reviewReason: 'risky',
    });
    expect((await rentalRow(booking.rentalId)).advancePaid).toBe(false);
    // A held payment is not closed by the day-old expiry either.
    await verifyStalePayments(t.database.db, t.app.paymentGateways, t.app.log, t.app.messageContext, tomorrow());
    expect((await paymentRow(paymentId)).status).toBe('pending');

    expect((await t.api('GET', '/api/payments/to-check')).statusCode).toBe(401);
    expect((await t.api('GET', '/api/payments/to-check', rider.token)).statusCode).toBe(403);
    const listed = (await toCheck()).find((p) => p._id === paymentId);
    expect(listed).toMatchObject({
      tranId,
      purpose: 'advance',
      amount: 100,
      status: 'pending',
      reason: 'the gateway rated the payment risky: risk level 1 (Suspicious transaction)',
      reasonCode: 'risky',
      rentalId: booking.rentalId,
      customer: { _id: rider.id, name: rider.name, email: rider.email, phone: rider.phone },
      bike: { _id: bike._id, name: bike.name },
    });
    expect(listed?.verification).toMatchObject({ risk_level: '1', pay_status: 'Successful' });
    // Said in the reader's language: a Bangla admin reads why it was held in Bangla.
    const inBangla = await t.app.inject({
      method: 'GET',
      url: '/api/payments/to-check',
      headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'bn' },
    });
    const listedInBangla = (json(inBangla).data as Array<Record<string, unknown>>).find((p) => p._id === paymentId);
    expect(listedInBangla).toMatchObject({
      reason: 'গেটওয়ে পেমেন্টটিকে ঝুঁকিপূর্ণ বলেছে: ঝুঁকির মাত্রা ১ (Suspicious transaction)',
      reasonCode: 'risky',
    });

    expect((await review(paymentId, 'accept', rider.token)).statusCode).toBe(403);
    const accepted = await review(paymentId, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).data).toMatchObject({ _id: paymentId, status: 'paid' });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid', reviewReason: null });
    expect(await rentalRow(booking.rentalId)).toMatchObject({ status: 'booked', advancePaid: true });
    expect((await toCheck()).some((p) => p._id === paymentId)).toBe(false);

    const again = await review(paymentId, 'refund');
    expect(again.statusCode).toBe(409);
    expect(json(again).errorMessage[0].message).toBe('This payment was already settled (paid)');
  });

  it('an admin who refuses a held payment closes it and records the money as owed back, once', async () => {
    const { booking, paymentId } = await freshBooking();
    t.app.aamarpayStandin.switches.verifyAmountDelta = -99;
    await t.checkout(booking.payment_url, 'pay');
    const listed = (await toCheck()).find((p) => p._id === paymentId);
    expect(listed).toMatchObject({ reason: 'the gateway reported amount 1.00, expected 100', reasonCode: 'refused' });

    const refused = await review(paymentId, 'refund');
    expect(refused.statusCode).toBe(200);
    expect(json(refused).data).toMatchObject({ status: 'failed', refundDue: true });
    const owed = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ amount: 100, reason: 'refused_payment', rentalId: booking.rentalId });
    expect((await rentalRow(booking.rentalId)).status).toBe('cancelled');

    expect((await review(paymentId, 'refund')).statusCode).toBe(409);
    expect((await review(paymentId, 'accept')).statusCode).toBe(409);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(1);
  });

  it('accepting still needs the gateway to report the payment paid, for the right amount', async () => {
    const { booking, paymentId } = await freshBooking();
    t.app.aamarpayStandin.switches.verifyAmountDelta = -99;
    await t.checkout(booking.payment_url, 'pay');
    const res = await review(paymentId, 'accept');
    expect(res.statusCode).toBe(409);
    expect(json(res).errorMessage[0].message).toBe(
      'The payment service does not confirm this payment: the gateway reported amount 1.00, expected 100',
    );
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });

  it('refuses a decision on a payment with nothing to check, an unknown payment and an unknown decision', async () => {
    const { paymentId } = await freshBooking();
    const plain = await review(paymentId, 'accept');
    expect(plain.statusCode).toBe(409);
    expect(json(plain).errorMessage[0].message).toBe('This payment is not waiting for a check');
    expect((await review('00000000-0000-4000-8000-000000000000', 'accept')).statusCode).toBe(404);
    const bad = await review(paymentId, 'ignore');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorMessage[0].message).toBe("decision must be 'accept' or 'refund'");
  });
});

describe('the stand-in answers as aamarPay documents (item 15)', () => {
  const createBody = (tranId: string) => ({
    store_id: TEST_STANDIN_STORE.storeId,
    signature_key: TEST_STANDIN_STORE.signatureKey,
    tran_id: tranId,
    amount: '100.00',
    currency: 'BDT',
    success_url: 'http://shop.test/api/payments/aamarpay/success',
    fail_url: 'http://shop.test/api/payments/aamarpay/fail',
    cancel_url: 'http://shop.test/api/payments/aamarpay/cancel',
    desc: 'Advance',
    cus_name: 'Rahim Uddin',
    cus_email: 'rahim@example.com',
    cus_phone: '01712345678',
    cus_add1: 'Mirpur 10',
    cus_add2: 'Dhaka',
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    type: 'json',
  });

  it('requires the customer’s address lines, city and country to create a payment', async () => {
    for (const field of ['cus_add1', 'cus_add2', 'cus_city', 'cus_country'] as const) {
      const payload: Record<string, string> = createBody(`NOADDR${field.length}${field.slice(4)}`);
      delete payload[field];
      const res = await t.app.inject({ method: 'POST', url: '/aamarpay/jsonpost.php', payload });
      expect(json(res), field).toEqual({ [field]: `${field} is invalid or missing` });
    }
  });

  it('posts back the fields aamarPay posts, and none it does not', async () => {
    const { booking, tranId } = await freshBooking();
    const url = new URL(booking.payment_url);
    const pressed = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ track: url.searchParams.get('track') ?? '', action: 'pay' }).toString(),
    });
    const fields = Object.fromEntries(
      [...pressed.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
    );
    for (const name of [
      'pay_status',
      'mer_txnid',
      'pg_txnid',
      'epw_txnid',
      'bank_txn',
      'amount',
      'store_amount',
      'currency',
      'currency_merchant',
      'pay_time',
      'card_type',
      'store_id',
      'merchant_id',
      'opt_a',
      'opt_b',
      'opt_c',
    ]) {
      expect(fields, name).toHaveProperty(name);
    }
    for (const invented of ['status_code', 'amount_original', 'reason']) expect(fields).not.toHaveProperty(invented);
    expect(fields).toMatchObject({
      pay_status: 'Successful',
      mer_txnid: tranId,
      amount: '100.00',
      currency: 'BDT',
      store_id: TEST_STANDIN_STORE.storeId,
    });
    expect(fields.pay_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers a transaction search with risk_level null and "Not-Available" where it has nothing to say', async () => {
    const { booking, tranId } = await freshBooking();
    await t.checkout(booking.payment_url, 'pay');
    const search = await t.app.inject({
      method: 'GET',
      url: `/aamarpay/api/v1/trxcheck/request.php?${new URLSearchParams({
        request_id: tranId,
        store_id: TEST_STANDIN_STORE.storeId,
        signature_key: TEST_STANDIN_STORE.signatureKey,
        type: 'json',
      })}`,
    });
    expect(json(search)).toMatchObject({
      mer_txnid: tranId,
      pay_status: 'Successful',
      status_code: '2',
      risk_level: null,
      risk_title: 'Not-Available',
      opt_a: 'Not-Available',
      opt_d: 'Not-Available',
      amount: '100.00',
      currency: 'BDT',
      currency_merchant: 'BDT',
    });
  });

  it('reads no risk from aamarPay’s null, an empty value or "0", and a risk from any other level', () => {
    expect(riskLevelOf(null)).toBeNull();
    expect(riskLevelOf('')).toBeNull();
    expect(riskLevelOf('0')).toBeNull();
    expect(riskLevelOf('Not-Available')).toBeNull();
    expect(riskLevelOf('1')).toBe('1');
    expect(riskLevelOf(2)).toBe('2');
  });
});
