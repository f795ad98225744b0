import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bkashStandinRefunds, payments, refunds } from '../db/schema.ts';
import { injectHttp } from '../plugins/inject-http.ts';
import {
  buildTestApp,
  closePendingPayments,
  factories,
  json,
  pressOnBkashPage,
  setUpTestApp,
  TEST_BKASH_MERCHANT,
} from '../test/test-app.ts';
import { BKASH_API_PATH, createBkashGateway } from './bkash.ts';
import type { PaymentGateway } from './gateway.ts';
import { verifyStalePayments } from './payments.service.ts';

// docs/product/money-and-refunds.md#paying-with-bkash: the bKash adapter against the bKash stand-in over its
// HTTP protocol, on whichever database the suite runs (PGlite, or PostgreSQL with TEST_DATABASE_URL).

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;
/** The shop as a second server on the same database, whose gateways give up after 200 ms. */
let impatient: (ReturnType<typeof factories> & { app: Awaited<ReturnType<typeof buildTestApp>> }) | undefined;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
  const app = await buildTestApp(t.database, { gatewayTimeoutMs: 200 });
  impatient = { app, ...factories(app, t.database) };
});
afterAll(async () => {
  await impatient?.app.close();
  await t.close();
});
beforeEach(async () => {
  await closePendingPayments(t.database);
  for (const shop of [t.app, impatient!.app]) Object.assign(shop.bkashStandin.switches, defaults());
});

const defaults = () => ({
  authorizationExpired: false,
  refundReply: 'ok' as const,
  executeHoldBefore: null,
  executeHoldAfter: null,
  executeReply: 'ok' as const,
  tokensExpiredBefore: null,
  createReply: 'ok' as const,
  statusAmountDelta: 0,
});

type Shop = { app: Awaited<ReturnType<typeof buildTestApp>> } & ReturnType<typeof factories>;

/** A rider books a fresh bike and asks to pay the advance through `gateway` (bKash unless said). */
async function bookWith(shop: Shop = t, gateway = 'bkash') {
  const rider = await t.customer();
  const bike = await t.bike(adminToken);
  const res = await shop.app.inject({
    method: 'POST',
    url: `/api/rentals?gateway=${gateway}`,
    headers: { authorization: `Bearer ${rider.token}` },
    payload: { bikeId: bike._id, startTime: t.inMinutes(60), endTime: t.inMinutes(180) },
  });
  return { rider, bike, res };
}

async function bkashBooking(shop: Shop = t) {
  const { rider, res } = await bookWith(shop);
  expect(res.statusCode, res.body).toBe(201);
  const booking = json(res).data.booking as { rentalId: string; payment_url: string };
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.rentalId, booking.rentalId));
  return { rider, booking, payment: payment! };
}

const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const rentalOf = async (token: string) => json(await t.api('GET', '/api/rentals?include=all', token)).data[0];

/** The customer approves on bKash's page; answers the address bKash sends the browser back to. */
const approve = (shop: Shop, paymentUrl: string, action: 'pay' | 'fail' | 'cancel' = 'pay', pin = '12345') =>
  pressOnBkashPage(shop.app, paymentUrl, action, pin);

/** Counts the shop's calls to take a payment's money (bKash's execute) through `shop`'s bKash adapter. */
function countCharges(shop: Shop) {
  const gateway = shop.app.paymentGateways.byName('bkash') as PaymentGateway & {
    charge: NonNullable<PaymentGateway['charge']>;
  };
  const charge = gateway.charge.bind(gateway);
  const calls = { count: 0 };
  gateway.charge = async (ref) => {
    calls.count += 1;
    return charge(ref);
  };
  return { calls, restore: () => (gateway.charge = charge) };
}

const later = () => new Date(Date.now() + 3 * 60_000);

describe('choosing a gateway', () => {
  it('lists the gateways offered, aamarPay first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/gateways' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual([{ name: 'aamarpay' }, { name: 'bkash' }]);
  });

  it('refuses a gateway the shop does not offer, and books nothing', async () => {
    const { rider, res } = await bookWith(t, 'nagad');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false, code: 'PAYMENT_GATEWAY_NOT_OFFERED' });
    expect(json(res).message).toContain('aamarpay, bkash');
    expect(json(await t.api('GET', '/api/rentals?include=all', rider.token)).data).toEqual([]);
  });

  it('opens an aamarPay checkout when the customer names none', async () => {
    const { res } = await bookWith(t, '');
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.booking.payment_url).toContain('/aamarpay/paynow.php');
  });
});

describe('paying through bKash', () => {
  it('opens a bKash checkout, keeps its paymentID, and settles once the shop executes it', async () => {
    const { rider, booking, payment } = await bkashBooking();
    expect(booking.payment_url).toMatch(/^http:\/\/shop\.test\/bkash\/checkout\?paymentID=/);
    expect(payment).toMatchObject({ gateway: 'bkash', status: 'pending', amount: 100, chargeAskedAt: null });
    expect(payment.gatewayRef).toBe(new URL(booking.payment_url).searchParams.get('paymentID'));

    const callback = await approve(t, booking.payment_url);
    expect(callback).toContain(`/api/payments/bkash/callback/${payment.tranId}?paymentID=${payment.gatewayRef}`);
    const back = await t.app.inject({ method: 'GET', url: callback });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/dashboard?payment=success&purpose=advance');

    const paid = await paymentRow(payment.id);
    expect(paid.status).toBe('paid');
    expect(paid.gatewayTxnId).toMatch(/^[A-Z0-9]{10}$/);
    expect(paid.chargeAskedAt).not.toBeNull();
    expect(await rentalOf(rider.token)).toMatchObject({ status: 'booked', advancePayment: true });
  });

  it('executes once however many times and however fast the browser comes back', async () => {
    const { booking, payment } = await bkashBooking();
    const callback = await approve(t, booking.payment_url);
    const { calls, restore } = countCharges(t);
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: callback })),
      );
      expect(calls.count).toBe(1);
      // Every answer is a success or, for a return that arrived while the execute was under way, pending.
      for (const answer of answers) expect(answer.headers.location).toMatch(/payment=(success|pending)/);
    } finally {
      restore();
    }
    expect((await paymentRow(payment.id)).status).toBe('paid');
    const again = await t.app.inject({ method: 'GET', url: callback });
    expect(again.headers.location).toBe('/dashboard?payment=success&purpose=advance');
  });

  it('closes the checkout and frees the bike when the customer cancels at bKash', async () => {
    const { rider, booking, payment } = await bkashBooking();
    const back = await t.app.inject({ method: 'GET', url: await approve(t, booking.payment_url, 'cancel') });
    expect(back.headers.location).toBe('/dashboard?payment=cancelled&purpose=advance');
    expect((await paymentRow(payment.id)).status).toBe('cancelled');
    expect((await rentalOf(rider.token)).status).toBe('cancelled');
  });

  it('fails a payment refused for a wrong PIN without ever executing it', async () => {
    const { booking, payment } = await bkashBooking();
    const { calls, restore } = countCharges(t);
    try {
      const back = await t.app.inject({ method: 'GET', url: await approve(t, booking.payment_url, 'pay', '11111') });
      expect(back.headers.location).toBe('/dashboard?payment=failed&purpose=advance');
      expect(calls.count).toBe(0);
    } finally {
      restore();
    }
    expect((await paymentRow(payment.id)).status).toBe('failed');
  });

  it('says why bKash refused to take the money (insufficient balance), and frees the bike', async () => {
    const { rider, booking, payment } = await bkashBooking();
    t.app.bkashStandin.switches.executeReply = 'insufficient-balance';
    const back = await t.app.inject({ method: 'GET', url: await approve(t, booking.payment_url) });
    expect(back.headers.location).toBe('/dashboard?payment=failed&purpose=advance&problem=insufficient_balance');
    expect((await paymentRow(payment.id)).status).toBe('failed');
    expect((await rentalOf(rider.token)).status).toBe('cancelled');
  });

  it('learns from the status of a payment whose execute was answered "already called"', async () => {
    const { booking, payment } = await bkashBooking();
    t.app.bkashStandin.switches.executeReply = 'already-called';
    const back = await t.app.inject({ method: 'GET', url: await approve(t, booking.payment_url) });
    expect(back.headers.location).toBe('/dashboard?payment=success&purpose=advance');
    expect((await paymentRow(payment.id)).status).toBe('paid');
  });

  it('asks the status, never executes again, when an execute that succeeded answers too late', async () => {
    const shop = impatient!;
    const { booking, payment } = await bkashBooking(shop);
    let release!: () => void;
    shop.app.bkashStandin.switches.executeHoldAfter = new Promise<void>((resolve) => (release = resolve));
    const { calls, restore } = countCharges(shop);
    try {
      const back = await shop.app.inject({ method: 'GET', url: await approve(shop, booking.payment_url) });
      expect(back.headers.location).toBe('/dashboard?payment=success&purpose=advance');
      expect(calls.count).toBe(1);
    } finally {
      release();
      restore();
    }
    expect((await paymentRow(payment.id)).status).toBe('paid');
  });

  it('leaves a payment pending when execute is not answered, and settles it by its status later', async () => {
    const shop = impatient!;
    const { booking, payment } = await bkashBooking(shop);
    let release!: () => void;
    shop.app.bkashStandin.switches.executeHoldBefore = new Promise<void>((resolve) => (release = resolve));
    const { calls, restore } = countCharges(shop);
    try {
      const callback = await approve(shop, booking.payment_url);
      const back = await shop.app.inject({ method: 'GET', url: callback });
      expect(back.headers.location).toBe('/dashboard?payment=pending&purpose=advance');
      expect((await paymentRow(payment.id)).status).toBe('pending');
      // The browser comes back again: the shop asks the status and does not execute a second time.
      const again = await shop.app.inject({ method: 'GET', url: callback });
      expect(again.headers.location).toBe('/dashboard?payment=pending&purpose=advance');
      expect(calls.count).toBe(1);
      // bKash gets to the execute it was asked for; the retry job reads the outcome.
      release();
      await expect.poll(async () => (await statusAtStandin(payment.gatewayRef!)).transactionStatus).toBe('Completed');
      await verifyStalePayments(t.database.db, shop.app.paymentGateways, t.app.log, t.app.messageContext, later());
      expect(calls.count).toBe(1);
    } finally {
      release();
      restore();
    }
    expect((await paymentRow(payment.id)).status).toBe('paid');
  });

  it('refuses to settle on a status whose amount is not the payment’s', async () => {
    const shop = impatient!;
    const { booking, payment } = await bkashBooking(shop);
    let release!: () => void;
    shop.app.bkashStandin.switches.executeHoldAfter = new Promise<void>((resolve) => (release = resolve));
    shop.app.bkashStandin.switches.statusAmountDelta = 1;
    try {
      const back = await shop.app.inject({ method: 'GET', url: await approve(shop, booking.payment_url) });
      expect(back.headers.location).toBe('/dashboard?payment=failed&purpose=advance');
    } finally {
      release();
    }
    const row = await paymentRow(payment.id);
    expect(row.status).toBe('pending');
    expect(row.rejectionReason).toContain('amount 101');
  });

  it('does not execute a checkout when the return names another paymentID than the one kept', async () => {
    const { booking, payment } = await bkashBooking();
    const callback = await approve(t, booking.payment_url);
    const forged = callback.replace(String(payment.gatewayRef), 'TR0011FORGED0000000000');
    const { calls, restore } = countCharges(t);
    try {
      const back = await t.app.inject({ method: 'GET', url: forged });
      expect(back.headers.location).toBe('/dashboard?payment=pending&purpose=advance');
      expect(calls.count).toBe(0);
    } finally {
      restore();
    }
    expect((await paymentRow(payment.id)).status).toBe('pending');
  });
});

describe('a checkout whose paymentID could not be kept', () => {
  it('keeps the one its return names, but never another payment’s', async () => {
    const first = await bkashBooking();
    const second = await bkashBooking();
    await t.database.db.update(payments).set({ gatewayRef: null }).where(eq(payments.id, second.payment.id));
    const { calls, restore } = countCharges(t);
    try {
      // A return for the second payment naming the first one's checkout: answered, nothing kept or executed.
      const foreign = (await approve(t, second.booking.payment_url)).replace(
        String(second.payment.gatewayRef),
        String(first.payment.gatewayRef),
      );
      const refused = await t.app.inject({ method: 'GET', url: foreign });
      expect(refused.headers.location).toBe('/dashboard?payment=pending&purpose=advance');
      expect(calls.count).toBe(0);
      expect((await paymentRow(second.payment.id)).gatewayRef).toBeNull();
      // Its own return names its own checkout: kept, executed once, paid.
      const own = await t.app.inject({
        method: 'GET',
        url: foreign.replace(String(first.payment.gatewayRef), String(second.payment.gatewayRef)),
      });
      expect(own.headers.location).toBe('/dashboard?payment=success&purpose=advance');
      expect(calls.count).toBe(1);
    } finally {
      restore();
    }
    expect(await paymentRow(second.payment.id)).toMatchObject({
      status: 'paid',
      gatewayRef: second.payment.gatewayRef,
    });
  });
});

/** bKash's status of a checkout, asked of the stand-in directly. */
async function statusAtStandin(paymentID: string) {
  const gateway = standinAdapter();
  const verification = await gateway.verify({ tranId: '', gatewayRef: paymentID });
  return verification.raw as { transactionStatus: string };
}

/** A fresh bKash adapter (its own token cache) talking to the test shop's stand-in. */
function standinAdapter(now?: () => number) {
  return createBkashGateway({
    baseUrl: `http://shop.test/bkash${BKASH_API_PATH}`,
    credentials: { ...TEST_BKASH_MERCHANT },
    timeoutMs: 5_000,
    http: injectHttp(t.app),
    ...(now ? { now } : {}),
  });
}

const checkoutInput = (tranId: string) => ({
  tranId,
  amount: 100,
  currency: 'BDT' as const,
  description: 'Advance',
  customer: { name: 'Rina', email: 'rina@example.com', phone: '+8801712345678', address: 'Dhaka' },
  urls: {
    success: `http://shop.test/api/payments/bkash/callback/${tranId}`,
    fail: `http://shop.test/api/payments/bkash/callback/${tranId}`,
    cancel: `http://shop.test/api/payments/bkash/callback/${tranId}`,
  },
});

describe('the grant token', () => {
  it('is asked for once by 50 payments started together, and kept until shortly before it expires', async () => {
    let clock = Date.now();
    const gateway = standinAdapter(() => clock);
    const before = t.app.bkashStandin.switches.grantCalls;
    const opened = await Promise.all(
      Array.from({ length: 50 }, (_, i) => gateway.createPayment(checkoutInput(`BBRTOKEN${Date.now()}${i}`))),
    );
    expect(new Set(opened.map((one) => one.gatewayRef)).size).toBe(50);
    expect(t.app.bkashStandin.switches.grantCalls - before).toBe(1);

    clock += 50 * 60_000;
    await gateway.createPayment(checkoutInput(`BBRTOKENB${Date.now()}`));
    expect(t.app.bkashStandin.switches.grantCalls - before).toBe(1);
    // Within five minutes of its hour a token is replaced before it is used.
    clock += 6 * 60_000;
    await gateway.createPayment(checkoutInput(`BBRTOKENC${Date.now()}`));
    expect(t.app.bkashStandin.switches.grantCalls - before).toBe(2);
  });

  it('is granted again once when bKash says it expired early, and the call goes through', async () => {
    const gateway = standinAdapter();
    await gateway.createPayment(checkoutInput(`BBREXP${Date.now()}`));
    const before = t.app.bkashStandin.switches.grantCalls;
    t.app.bkashStandin.switches.tokensExpiredBefore = Date.now();
    const opened = await gateway.createPayment(checkoutInput(`BBREXPB${Date.now()}`));
    expect(opened.gatewayRef).toBeTruthy();
    expect(t.app.bkashStandin.switches.grantCalls - before).toBe(1);
  });

  it('fails as the merchant’s credentials being refused, not in a loop, when a new token is refused too', async () => {
    const gateway = createBkashGateway({
      baseUrl: `http://shop.test/bkash${BKASH_API_PATH}`,
      credentials: { ...TEST_BKASH_MERCHANT, appSecret: 'wrong' },
      timeoutMs: 5_000,
      http: injectHttp(t.app),
    });
    await expect(gateway.createPayment(checkoutInput(`BBRBAD${Date.now()}`))).rejects.toMatchObject({ kind: 'auth' });
  });
});

/** The rider approves a checkout on the stand-in's page (the callback that follows is not visited). */
async function riderApproves(paymentUrl: string) {
  const url = new URL(paymentUrl);
  const pressed = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      paymentID: url.searchParams.get('paymentID') ?? '',
      action: 'pay',
      wallet: '01712345678',
      pin: '12345',
    }).toString(),
  });
  expect(pressed.statusCode).toBe(303);
}

describe('holding a deposit in the rider’s wallet (bKash authorization)', () => {
  /** A deposit of 2,000 held: opened, approved by the rider and executed. */
  async function heldDeposit(gateway = standinAdapter()) {
    const opened = await gateway.holdDeposit({
      ...checkoutInput(`BBRD${Date.now()}${Math.random()}`.slice(0, 30)),
      amount: 2000,
    });
    const ref = { tranId: '', gatewayRef: opened.gatewayRef };
    expect((await gateway.holdOf(ref)).state).toBe('pending');
    await riderApproves(opened.redirectUrl);
    const held = await gateway.confirmHold(ref);
    expect(held).toMatchObject({ state: 'held', amount: '2000' });
    return { gateway, ref };
  }

  it('takes part of a held deposit at the return and nothing more', async () => {
    const { gateway, ref } = await heldDeposit();
    expect(await gateway.capture(ref, 550)).toMatchObject({ state: 'captured', amount: '550' });
    expect((await gateway.holdOf(ref)).state).toBe('captured');
    await expect(gateway.capture(ref, 100)).rejects.toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining('2056'),
    });
  });

  it('gives a held deposit back whole, after which nothing can be taken', async () => {
    const { gateway, ref } = await heldDeposit();
    expect((await gateway.release(ref)).state).toBe('released');
    await expect(gateway.capture(ref, 500)).rejects.toMatchObject({ kind: 'rejected' });
    expect((await gateway.holdOf(ref)).state).toBe('released');
  });

  it('reads a lapsed authorization as no deposit held', async () => {
    const { gateway, ref } = await heldDeposit();
    t.app.bkashStandin.switches.authorizationExpired = true;
    try {
      await expect(gateway.capture(ref, 500)).rejects.toMatchObject({ kind: 'rejected' });
    } finally {
      t.app.bkashStandin.switches.authorizationExpired = false;
    }
    expect((await gateway.holdOf(ref)).state).toBe('released');
  });

  it('refuses to hold what the rider never approved, and learns a hold whose answer was lost', async () => {
    const gateway = standinAdapter();
    const opened = await gateway.holdDeposit({ ...checkoutInput(`BBRDN${Date.now()}`), amount: 2000 });
    await expect(gateway.confirmHold({ tranId: '', gatewayRef: opened.gatewayRef })).rejects.toMatchObject({
      kind: 'rejected',
    });

    const impatientAdapter = createBkashGateway({
      baseUrl: `http://shop.test/bkash${BKASH_API_PATH}`,
      credentials: { ...TEST_BKASH_MERCHANT },
      timeoutMs: 200,
      http: injectHttp(t.app),
    });
    const late = await impatientAdapter.holdDeposit({ ...checkoutInput(`BBRDL${Date.now()}`), amount: 2000 });
    await riderApproves(late.redirectUrl);
    let release!: () => void;
    t.app.bkashStandin.switches.executeHoldAfter = new Promise<void>((resolve) => (release = resolve));
    try {
      expect(await impatientAdapter.confirmHold({ tranId: '', gatewayRef: late.gatewayRef })).toMatchObject({
        state: 'held',
      });
    } finally {
      release();
    }
  });
});

describe('a checkout bKash refuses to open', () => {
  it('answers 502 and frees the bike', async () => {
    t.app.bkashStandin.switches.createReply = 'error';
    const { rider, res } = await bookWith(t);
    expect(res.statusCode).toBe(502);
    expect(json(res).code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    expect((await rentalOf(rider.token)).status).toBe('cancelled');
  });
});

/** A bKash-paid booking an admin cancelled with its advance owed back: a refund due on a bKash payment. */
async function cancelledBkashBooking() {
  const { rider, booking, payment } = await bkashBooking();
  await t.app.inject({ method: 'GET', url: await approve(t, booking.payment_url) });
  const cancelled = await t.api('POST', `/api/rentals/${booking.rentalId}/cancel`, adminToken, { refundAdvance: true });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.rentalId, booking.rentalId));
  return { rider, booking, payment: await paymentRow(payment.id), refund: refund! };
}

const listedRefund = async (id: string) =>
  (json(await t.api('GET', '/api/refunds?status=all&pageSize=100', adminToken)).data as Array<{ _id: string }>).find(
    (one) => one._id === id,
  ) as Record<string, unknown> | undefined;

const refundsAtStandin = (paymentID: string) =>
  t.database.db.select().from(bkashStandinRefunds).where(eq(bkashStandinRefunds.paymentId, paymentID));

describe('refunds through bKash', () => {
  it('sends money owed back on a bKash payment back with one click, once under 20 clicks on two servers', async () => {
    const { refund, payment } = await cancelledBkashBooking();
    const listed = await listedRefund(refund.id);
    expect(listed).toMatchObject({ status: 'due', gatewayRefund: { gateway: 'bkash' }, gatewayRefundError: null });
    const until = new Date((listed!.gatewayRefund as { until: string }).until).getTime();
    expect(until - payment.settledAt!.getTime()).toBe(15 * 24 * 60 * 60_000);

    const clicks = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? impatient!.app : t.app).inject({
          method: 'POST',
          url: `/api/refunds/${refund.id}/bkash`,
          headers: { authorization: `Bearer ${adminToken}` },
        }),
      ),
    );
    const codes = clicks.map((click) => click.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const click of clicks.filter((one) => one.statusCode === 409)) {
      expect(['REFUND_IN_PROGRESS', 'ALREADY_REFUNDED']).toContain(json(click).code);
    }

    const made = await refundsAtStandin(payment.gatewayRef!);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: '100' });
    const done = json(clicks.find((click) => click.statusCode === 200)!).data;
    expect(done).toMatchObject({
      status: 'refunded',
      method: 'bkash',
      reference: made[0]!.refundTrxId,
      gatewayRefund: null,
    });
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, refund.id));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: 'refund.refunded' });

    const again = await t.api('POST', `/api/refunds/${refund.id}/bkash`, adminToken);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('ALREADY_REFUNDED');
  });

  it('shows why bKash refused a refund, keeps it due, and lets the next click make it', async () => {
    const { refund, payment } = await cancelledBkashBooking();
    t.app.bkashStandin.switches.refundReply = 'refused';
    const refused = await t.api('POST', `/api/refunds/${refund.id}/bkash`, adminToken);
    expect(refused.statusCode).toBe(502);
    expect(json(refused)).toMatchObject({ code: 'GATEWAY_REFUND_FAILED' });
    expect(json(refused).message).toContain('bKash made no refund');
    expect(await refundsAtStandin(payment.gatewayRef!)).toHaveLength(0);
    expect(await listedRefund(refund.id)).toMatchObject({
      status: 'due',
      gatewayRefund: { gateway: 'bkash' },
      gatewayRefundError: expect.stringContaining('2003'),
    });

    t.app.bkashStandin.switches.refundReply = 'ok';
    const made = await t.api('POST', `/api/refunds/${refund.id}/bkash`, adminToken);
    expect(made.statusCode, made.body).toBe(200);
    expect(json(made).data).toMatchObject({ status: 'refunded', method: 'bkash', gatewayRefundError: null });
  });

  it('offers no bKash refund of a payment older than 15 days, of an aamarPay payment, or to staff', async () => {
    const { refund, payment } = await cancelledBkashBooking();
    await t.database.db
      .update(payments)
      .set({ settledAt: new Date(Date.now() - 16 * 24 * 60 * 60_000) })
      .where(eq(payments.id, payment.id));
    expect(await listedRefund(refund.id)).toMatchObject({ status: 'due', gatewayRefund: null });
    const old = await t.api('POST', `/api/refunds/${refund.id}/bkash`, adminToken);
    expect(old.statusCode).toBe(409);
    expect(json(old).code).toBe('GATEWAY_REFUND_UNAVAILABLE');

    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    const paid = await t.activeRental(rider.token, bike._id, t.inMinutes(120), t.inMinutes(240));
    await t.api('POST', `/api/rentals/${paid.rentalId}/cancel`, adminToken, { refundAdvance: true });
    const [viaAamarpay] = await t.database.db.select().from(refunds).where(eq(refunds.rentalId, paid.rentalId));
    expect(await listedRefund(viaAamarpay!.id)).toMatchObject({ gatewayRefund: null });
    expect((await t.api('POST', `/api/refunds/${viaAamarpay!.id}/bkash`, adminToken)).statusCode).toBe(409);

    const clerk = await t.staffMember(adminToken);
    expect((await t.api('POST', `/api/refunds/${viaAamarpay!.id}/bkash`, clerk.token)).statusCode).toBe(403);
  });
});
