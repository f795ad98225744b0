import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, rentals } from '../db/schema.ts';
import { reportedCurrency } from './aamarpay.ts';
import {
  buildTestApp,
  closePendingPayments,
  factories,
  json,
  setUpTestApp,
  TEST_STANDIN_STORE,
} from '../test/test-app.ts';
import type { GatewayPaymentRef, Verification } from './gateway.ts';
import { rejectionReason, verifyStalePayments } from './payments.service.ts';

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(async () => {
  await silent?.app.close();
  await t.close();
});
// The retry job asks about every pending payment: each test starts with none left by the others.
beforeEach(() => closePendingPayments(t.database));

let silent: (ReturnType<typeof factories> & { app: Awaited<ReturnType<typeof buildTestApp>> }) | undefined;

/**
 * The shop as a second server on the same database, whose gateway gives up after 20 ms, with its stand-in's
 * transaction search held unanswered until `release`: a silent payment service, without waiting seconds.
 */
async function silentGateway() {
  if (!silent) {
    const app = await buildTestApp(t.database, { gatewayTimeoutMs: 20 });
    silent = { app, ...factories(app, t.database) };
  }
  let release!: () => void;
  silent.app.aamarpayStandin.switches.verifyHold = new Promise<void>((resolve) => (release = resolve));
  const shop = silent;
  return {
    ...shop,
    release() {
      shop.app.aamarpayStandin.switches.verifyHold = null;
      release();
    },
  };
}

async function freshBooking() {
  const rider = await t.customer();
  const bike = await t.bike(adminToken);
  const booking = json(await t.book(rider.token, bike._id)).data.booking as { rentalId: string; payment_url: string };
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.rentalId, booking.rentalId));
  return { rider, bike, booking, tranId: payment!.tranId, paymentId: payment!.id };
}

const postReturn = (kind: 'success' | 'fail', fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/aamarpay/${kind}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const rentalOf = async (token: string) => json(await t.api('GET', '/api/rentals?include=all', token)).data[0];
const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('settling a payment only on the gateway’s word', () => {
  it('ignores a forged success return for a checkout nobody paid', async () => {
    const { rider, tranId, paymentId } = await freshBooking();
    const res = await postReturn('success', {
      pay_status: 'Successful',
      status_code: '2',
      mer_txnid: tranId,
      pg_txnid: 'FORGED1',
      amount: '100.00',
      currency: 'BDT',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard?payment=pending&purpose=advance');
    expect(await rentalOf(rider.token)).toMatchObject({ status: 'pending', advancePayment: false });
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });

  it('ignores an unknown transaction', async () => {
    const res = await postReturn('success', {
      pay_status: 'Successful',
      status_code: '2',
      mer_txnid: 'BBRANOSUCHTRANSACTION',
      amount: '100.00',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard?payment=failed');
    const junk = await postReturn('success', { mer_txnid: "x' or 1=1 --" });
    expect(junk.headers.location).toBe('/dashboard?payment=failed');
  });

  it('a repeated return changes nothing the second time', async () => {
    const { rider, booking, paymentId } = await freshBooking();
    const first = await t.checkout(booking.payment_url, 'pay');
    expect(first.headers.location).toContain('payment=success');
    const settledAt = (await paymentRow(paymentId)).settledAt;
    const { tranId } = await paymentRow(paymentId);
    const again = await postReturn('success', { mer_txnid: tranId, pay_status: 'Successful', status_code: '2' });
    expect(again.headers.location).toBe('/dashboard?payment=success&purpose=advance');
    const ipn = await t.app.inject({
      method: 'POST',
      url: '/api/payments/aamarpay/ipn',
      payload: { mer_txnid: tranId },
    });
    expect(ipn.statusCode).toBe(200);
    expect((await paymentRow(paymentId)).settledAt).toEqual(settledAt);
    expect(await rentalOf(rider.token)).toMatchObject({ status: 'booked', advancePayment: true });
  });

  it('refuses a verification that reports a tampered amount', async () => {
    const { rider, booking, paymentId } = await freshBooking();
    t.app.aamarpayStandin.switches.verifyAmountDelta = -99;
    try {
      const back = await t.checkout(booking.payment_url, 'pay');
      expect(back.headers.location).toBe('/dashboard?payment=failed&purpose=advance');
    } finally {
      t.app.aamarpayStandin.switches.verifyAmountDelta = 0;
    }
    const row = await paymentRow(paymentId);
    expect(row.status).toBe('pending');
    expect(row.rejectionReason).toMatch(/amount 1\.00, expected 100/);
    expect(await rentalOf(rider.token)).toMatchObject({ status: 'pending', advancePayment: false });
  });

  it('refuses a verification in another currency', async () => {
    const { booking, paymentId } = await freshBooking();
    t.app.aamarpayStandin.switches.verifyCurrency = 'USD';
    try {
      await t.checkout(booking.payment_url, 'pay');
    } finally {
      t.app.aamarpayStandin.switches.verifyCurrency = null;
    }
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });

  it('refuses a gateway transaction id that already paid for something else', async () => {
    const first = await freshBooking();
    await t.checkout(first.booking.payment_url, 'pay');
    const usedId = (await paymentRow(first.paymentId)).gatewayTxnId!;
    const second = await freshBooking();
    t.app.aamarpayStandin.switches.verifyGatewayTxnId = usedId;
    try {
      const back = await t.checkout(second.booking.payment_url, 'pay');
      expect(back.headers.location).toBe('/dashboard?payment=failed&purpose=advance');
    } finally {
      t.app.aamarpayStandin.switches.verifyGatewayTxnId = null;
    }
    const row = await paymentRow(second.paymentId);
    expect(row.status).toBe('pending');
    expect(row.rejectionReason).toMatch(/already used/);
    expect(await rentalOf(second.rider.token)).toMatchObject({ advancePayment: false });
  });

  it('a silent gateway leaves the payment pending; the retry settles it later', async () => {
    const { rider, booking, paymentId } = await freshBooking();
    const shop = await silentGateway();
    try {
      // The customer comes back to the server whose gateway does not answer.
      const back = await shop.checkout(booking.payment_url, 'pay');
      expect(back.headers.location).toBe('/dashboard?payment=pending&purpose=advance');
    } finally {
      shop.release();
    }
    expect((await paymentRow(paymentId)).status).toBe('pending');
    // The retry job looks at payments older than two minutes: run it as if it were later.
    await verifyStalePayments(
      t.database.db,
      t.app.paymentGateways,
      t.app.log,
      t.app.messageContext,
      new Date(Date.now() + 3 * 60_000),
    );
    expect((await paymentRow(paymentId)).status).toBe('paid');
    expect(await rentalOf(rider.token)).toMatchObject({ status: 'booked', advancePayment: true });
  });

  it('keeps every attempt: a cancelled one and the paid retry are both rows', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const first = json(await t.book(rider.token, bike._id)).data.booking;
    await t.checkout(first.payment_url, 'cancel');
    const second = json(await t.book(rider.token, bike._id)).data.booking;
    await t.checkout(second.payment_url, 'pay');
    const rows = await t.database.db.select().from(payments);
    const mine = rows.filter((r) => r.rentalId === first.rentalId || r.rentalId === second.rentalId);
    expect(mine.map((r) => r.status).sort()).toEqual(['cancelled', 'paid']);
  });
});

describe('a new checkout for a booking’s advance', () => {
  it('goes back to the open checkout while the hold lasts; paying it confirms the booking', async () => {
    const { rider, booking } = await freshBooking();
    const stranger = await t.customer();
    expect((await t.api('POST', `/api/rentals/${booking.rentalId}/payAdvance`, stranger.token)).statusCode).toBe(404);
    expect((await t.api('POST', `/api/rentals/${booking.rentalId}/payAdvance`)).statusCode).toBe(401);
    const res = await t.api('POST', `/api/rentals/${booking.rentalId}/payAdvance`, rider.token);
    expect(res.statusCode).toBe(200);
    const again = json(res).data.booking;
    expect(again.payment_url).toBe(booking.payment_url);
    expect((await t.checkout(again.payment_url, 'pay')).headers.location).toBe(
      '/dashboard?payment=success&purpose=advance',
    );
    expect(await rentalOf(rider.token)).toMatchObject({ status: 'booked', advancePayment: true });
    expect((await t.api('POST', `/api/rentals/${booking.rentalId}/payAdvance`, rider.token)).statusCode).toBe(409);
  });

  it('refuses a lapsed booking', async () => {
    const { rider, booking } = await freshBooking();
    await t.database.db
      .update(rentals)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(rentals.id, booking.rentalId));
    const res = await t.api('POST', `/api/rentals/${booking.rentalId}/payAdvance`, rider.token);
    expect(res.statusCode).toBe(409);
    expect(json(res).errorMessage[0].message).toBe('This booking has lapsed. Please book the bike again');
  });

  it('when both checkouts are paid, the second is kept on record as a refund due', async () => {
    const { rider, booking } = await freshBooking();
    const second = await t.secondCheckout(rider.token, booking.rentalId);
    await t.checkout(booking.payment_url, 'pay');
    await t.checkout(second.payment_url, 'pay');
    const rows = await t.database.db.select().from(payments).where(eq(payments.rentalId, booking.rentalId));
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
    // The second payment is on record as paid twice, with the gateway's id, and owed back.
    const twice = rows.filter((r) => r.status === 'duplicate');
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ refundDue: true });
    expect(twice[0]?.gatewayTxnId).toBeTruthy();
    expect(rows.filter((r) => r.refundDue)).toHaveLength(1);
    expect(await rentalOf(rider.token)).toMatchObject({ status: 'booked', advancePayment: true });
  });

  it('says so when the booking was cancelled', async () => {
    const { rider, booking } = await freshBooking();
    await t.checkout(booking.payment_url, 'cancel');
    const res = await t.api('POST', `/api/rentals/${booking.rentalId}/payAdvance`, rider.token);
    expect(res.statusCode).toBe(409);
    expect(json(res).errorMessage[0].message).toBe('This booking was cancelled. Please book the bike again');
  });
});

describe('late and stale payments', () => {
  it('an advance paid after the bike was retired does not start a rental: the money is owed back', async () => {
    const { rider, bike, booking, paymentId } = await freshBooking();
    // The hold lapsed, then the shop retired the bike; the customer pays the old checkout anyway.
    await t.database.db
      .update(rentals)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(rentals.id, booking.rentalId));
    expect((await t.api('DELETE', `/api/bikes/${bike._id}`, adminToken)).statusCode).toBe(200);
    await t.checkout(booking.payment_url, 'pay');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid', refundDue: true });
    expect(await rentalOf(rider.token)).toMatchObject({ advancePayment: false });
    expect((await rentalOf(rider.token)).status).not.toBe('booked');
  });

  it('a checkout the gateway never answers about stays pending, even after a day', async () => {
    const { paymentId } = await freshBooking();
    const tomorrow = new Date(Date.now() + 25 * 60 * 60_000);
    const shop = await silentGateway();
    try {
      expect(
        await verifyStalePayments(
          t.database.db,
          shop.app.paymentGateways,
          t.app.log,
          shop.app.messageContext,
          tomorrow,
        ),
      ).toBe(1);
    } finally {
      shop.release();
    }
    expect((await paymentRow(paymentId)).status).toBe('pending');
    // Once the gateway answers that nobody paid, the day-old checkout is closed.
    await verifyStalePayments(t.database.db, t.app.paymentGateways, t.app.log, t.app.messageContext, tomorrow);
    expect((await paymentRow(paymentId)).status).toBe('expired');
  });

  it('asks about the least recently checked payments first', async () => {
    const older = await freshBooking();
    const newer = await freshBooking();
    // The older one was asked about a moment ago; the newer one never.
    await t.database.db.update(payments).set({ verifiedAt: new Date() }).where(eq(payments.id, older.paymentId));
    await t.database.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(sql`${payments.id} in (${older.paymentId}, ${newer.paymentId})`);
    const picked: string[] = [];
    const aamarpay = t.app.paymentGateways.byName('aamarpay')!;
    const gateway = {
      ...aamarpay,
      verify: async (ref: GatewayPaymentRef) => {
        picked.push(ref.tranId);
        return aamarpay.verify(ref);
      },
    };
    const gateways = { ...t.app.paymentGateways, byName: () => gateway };
    await verifyStalePayments(t.database.db, gateways, t.app.log, t.app.messageContext);
    expect(picked).toEqual([newer.tranId, older.tranId]);
  });
});

describe('what a verification must report', () => {
  const payment = { tranId: 'BBRA1', amount: 100 } as Parameters<typeof rejectionReason>[0];
  const answer: Verification = {
    outcome: 'paid',
    tranId: 'BBRA1',
    gatewayTxnId: 'AAM1',
    amount: '100.00',
    currency: 'BDT',
    storeId: 'ourstore',
    riskLevel: null,
    raw: {},
  };

  it('accepts our transaction, store, currency and exact amount', () => {
    expect(rejectionReason(payment, answer, 'ourstore')).toBeNull();
  });

  it('refuses an answer that names no store or another store', () => {
    expect(rejectionReason(payment, { ...answer, storeId: null }, 'ourstore')).toMatch(/store none/);
    expect(rejectionReason(payment, { ...answer, storeId: 'theirs' }, 'ourstore')).toMatch(/store theirs/);
  });

  it('takes aamarPay’s two currency fields only when they agree', () => {
    expect(reportedCurrency('BDT', 'BDT')).toBe('BDT');
    expect(reportedCurrency(null, 'BDT')).toBe('BDT');
    const mixed = reportedCurrency('USD', 'BDT');
    expect(rejectionReason(payment, { ...answer, currency: mixed }, 'ourstore')).toMatch(/currency USD/);
  });
});

describe('the stand-in speaks aamarPay', () => {
  it('answers bad credentials and duplicate ids the way aamarPay does', async () => {
    const base = {
      store_id: TEST_STANDIN_STORE.storeId,
      signature_key: TEST_STANDIN_STORE.signatureKey,
      tran_id: 'DUPTEST1',
      amount: '100.00',
      currency: 'BDT',
      success_url: 'http://shop.test/s',
      fail_url: 'http://shop.test/f',
      cancel_url: 'http://shop.test/c',
      desc: 'test',
      cus_name: 'A',
      cus_email: 'a@example.com',
      cus_phone: '0171',
      cus_add1: 'Mirpur 10',
      cus_add2: 'Dhaka',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      type: 'json',
    };
    const ok = await t.app.inject({ method: 'POST', url: '/aamarpay/jsonpost.php', payload: base });
    expect(json(ok)).toMatchObject({ result: 'true' });
    const dup = await t.app.inject({ method: 'POST', url: '/aamarpay/jsonpost.php', payload: base });
    expect(json(dup)).toEqual({ tran_id: 'Dublicate Transaction ID Provided By You.' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/aamarpay/jsonpost.php',
      payload: { ...base, tran_id: 'X2', store_id: 'nope' },
    });
    expect(json(bad)).toBe('Invalid Store ID');
    const search = await t.app.inject({
      method: 'POST',
      url: '/aamarpay/api/v1/trxcheck/request.php',
      payload: { request_id: 'DUPTEST1', store_id: base.store_id, signature_key: base.signature_key, type: 'json' },
    });
    expect(json(search)).toMatchObject({
      mer_txnid: 'DUPTEST1',
      pay_status: 'Pending',
      amount: '100.00',
      currency: 'BDT',
    });
  });

  it('sends a customer back only to the shop’s own site: a foreign return address is refused', async () => {
    const base = {
      store_id: TEST_STANDIN_STORE.storeId,
      signature_key: TEST_STANDIN_STORE.signatureKey,
      amount: '100.00',
      currency: 'BDT',
      success_url: 'http://shop.test/api/payments/aamarpay/success',
      fail_url: 'http://shop.test/api/payments/aamarpay/fail',
      cancel_url: 'http://shop.test/api/payments/aamarpay/cancel',
      desc: 'test',
      cus_name: 'A',
      cus_email: 'a@example.com',
      cus_phone: '0171',
      cus_add1: 'Mirpur',
      cus_add2: 'Dhaka',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      type: 'json',
    };
    for (const field of ['success_url', 'fail_url', 'cancel_url'] as const) {
      for (const foreign of [
        'https://evil.example/phish',
        'http://shop.test.evil.example/x',
        'http://shop.test:8080/x',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/aamarpay/jsonpost.php',
          payload: { ...base, tran_id: `FOREIGN${Math.random().toString(36).slice(2, 10)}`, [field]: foreign },
        });
        expect(json(res), `${field} = ${foreign}`).toEqual({
          [field]: `${field} must be an address of the merchant's own site`,
        });
      }
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/aamarpay/jsonpost.php',
      payload: { ...base, tran_id: 'OWNSITE1' },
    });
    expect(json(ok)).toMatchObject({ result: 'true' });
  });

  it('shows a checkout page with Pay, Fail and Cancel, and refuses a used link', async () => {
    const { booking } = await freshBooking();
    const url = new URL(booking.payment_url);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    for (const label of ['>Pay<', '>Fail<', '>Cancel<']) expect(page.body).toContain(label);
    await t.checkout(booking.payment_url, 'fail');
    const used = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(used.statusCode).toBe(409);
  });
});
