import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bkashStandinPayments, bkashStandinRefunds } from '../../db/schema.ts';
import { json, openTestDatabase, TEST_BKASH_MERCHANT } from '../../test/test-app.ts';
import { BKASH_API_PATH, type BkashCredentials } from '../bkash.ts';
import bkashStandin, { defaultBkashSwitches, type BkashStandinSwitches } from './bkash-standin.ts';

// docs/product/money-and-refunds.md#the-bkash-stand-in: the stand-in itself, over its HTTP protocol, in a bare
// app with nothing but the shop's database (the adapter's own tests are in payments/bkash-payments.test.ts).

const SHOP = 'http://shop.test';
const CALLBACK = `${SHOP}/api/payments/bkash/callback/BBR0001`;
const API = `/bkash${BKASH_API_PATH}`;
const CREDENTIALS: BkashCredentials = { ...TEST_BKASH_MERCHANT };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let app: FastifyInstance;
let switches: BkashStandinSwitches;

/** The stand-in as one server process serves it, on `database`, with the merchant's secret `appSecret`. */
async function standinApp(own: BkashStandinSwitches, appSecret = CREDENTIALS.appSecret) {
  const server = Fastify();
  server.decorate('db', database.db);
  await server.register(bkashStandin, {
    prefix: '/bkash',
    switches: own,
    ...CREDENTIALS,
    appSecret,
    publicBaseUrl: () => `${SHOP}/bkash`,
    shopOrigin: SHOP,
  });
  await server.ready();
  return server;
}

beforeAll(async () => {
  database = await openTestDatabase();
  switches = defaultBkashSwitches();
  app = await standinApp(switches);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  Object.assign(switches, defaultBkashSwitches());
});

const grantBody = { app_key: CREDENTIALS.appKey, app_secret: CREDENTIALS.appSecret };
const grantHeaders = { username: CREDENTIALS.username, password: CREDENTIALS.password };

function grant(server = app, headers: Record<string, string> = grantHeaders, body: object = grantBody) {
  return server.inject({ method: 'POST', url: `${API}/token/grant`, headers, payload: body });
}

let kept: string | undefined;
async function token(): Promise<string> {
  kept ??= json(await grant()).id_token as string;
  return kept;
}

/** One call of the tokenized checkout, with the grant token as bKash takes it (bare) unless told. */
async function call(path: string, body: object, headers: Record<string, string> = {}, server = app) {
  return server.inject({
    method: 'POST',
    url: `${API}/${path}`,
    headers: { authorization: await token(), 'x-app-key': CREDENTIALS.appKey, ...headers },
    payload: body,
  });
}
const answer = async (path: string, body: object) => json(await call(path, body));

let invoices = 0;
const createBody = (over: Record<string, unknown> = {}) => ({
  mode: '0011',
  payerReference: '01712345678',
  callbackURL: CALLBACK,
  amount: '100',
  currency: 'BDT',
  intent: 'sale',
  merchantInvoiceNumber: `BBR${Date.now()}${(invoices += 1)}`,
  ...over,
});
const create = (over: Record<string, unknown> = {}) => answer('create', createBody(over));

/** The customer presses a button on the checkout page. */
function press(paymentID: string, action: string, fields: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/bkash/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ paymentID, action, wallet: '01712345678', pin: '12345', ...fields }).toString(),
  });
}

/** A checkout the customer approved. */
async function approved(over: Record<string, unknown> = {}) {
  const created = await create(over);
  expect(created.statusCode).toBe('0000');
  expect((await press(created.paymentID, 'pay')).statusCode).toBe(303);
  return created.paymentID as string;
}

/** A sale executed: its money taken. */
async function paid(amount = '100') {
  const paymentID = await approved({ amount });
  const executed = await answer('execute', { paymentID });
  expect(executed.statusCode).toBe('0000');
  return { paymentID, trxID: executed.trxID as string };
}

const bookRow = async (paymentID: string) =>
  (await database.db.select().from(bkashStandinPayments).where(eq(bkashStandinPayments.paymentId, paymentID)))[0]!;
const refundRows = (paymentID: string) =>
  database.db.select().from(bkashStandinRefunds).where(eq(bkashStandinRefunds.paymentId, paymentID));

describe('the grant token', () => {
  it('is granted for the merchant’s credentials, and every grant and refresh is counted', async () => {
    const before = switches.grantCalls;
    const granted = json(await grant());
    expect(granted).toMatchObject({
      statusCode: '0000',
      statusMessage: 'Successful',
      token_type: 'Bearer',
      expires_in: 3600,
    });
    expect(granted.id_token).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    const refreshed = await app.inject({
      method: 'POST',
      url: `${API}/token/refresh`,
      headers: grantHeaders,
      payload: { ...grantBody, refresh_token: granted.refresh_token },
    });
    expect(json(refreshed)).toMatchObject({ statusCode: '0000', token_type: 'Bearer', expires_in: 3600 });
    expect(switches.grantCalls - before).toBe(2);
    // A grant token is not a refresh token.
    const misused = await app.inject({
      method: 'POST',
      url: `${API}/token/refresh`,
      headers: grantHeaders,
      payload: { ...grantBody, refresh_token: granted.id_token },
    });
    expect(misused.statusCode).toBe(401);
  });

  it('is refused for a wrong app key (2001) or a wrong username or password (401)', async () => {
    expect(json(await grant(app, grantHeaders, { ...grantBody, app_key: 'wrong' }))).toEqual({
      statusCode: '2001',
      statusMessage: 'Invalid App Key',
    });
    const badPassword = await grant(app, { ...grantHeaders, password: 'wrong' });
    expect(badPassword.statusCode).toBe(401);
    expect(json(badPassword)).toEqual({ message: 'Unauthorized' });
  });

  it('proves itself in another server process, and not where another secret signs', async () => {
    const other = await standinApp(defaultBkashSwitches());
    const stranger = await standinApp(defaultBkashSwitches(), 'another-merchant-secret');
    try {
      expect(json(await call('create', createBody(), {}, other)).statusCode).toBe('0000');
      const forged = await call('create', createBody(), {}, stranger);
      expect(forged.statusCode).toBe(401);
      expect(json(forged)).toEqual({ message: 'Unauthorized' });
    } finally {
      await other.close();
      await stranger.close();
    }
  });

  it('is needed by every call, bare or after Bearer, with the app key', async () => {
    expect((await call('create', createBody(), { authorization: `Bearer ${await token()}` })).statusCode).toBe(200);
    const refusals: Array<Record<string, string>> = [
      { authorization: '' },
      { authorization: 'abc.def.ghi' },
      { 'x-app-key': 'other' },
    ];
    for (const headers of refusals) {
      const refused = await call('create', createBody(), headers);
      expect(refused.statusCode).toBe(401);
      expect(json(refused)).toEqual({ message: 'Unauthorized' });
    }
  });

  it('expires after an hour, or early when the switch says, and a new grant works', async () => {
    const own = json(await grant()).id_token as string;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3601_000);
      const late = await call('payment/status', { paymentID: 'TR0011NONE' }, { authorization: own });
      expect(late.statusCode).toBe(401);
      expect(json(late)).toEqual({ message: 'The incoming token has expired' });
    } finally {
      vi.useRealTimers();
    }

    switches.tokensExpiredBefore = Date.now();
    const revoked = await call('payment/status', { paymentID: 'TR0011NONE' }, { authorization: own });
    expect(revoked.statusCode).toBe(401);
    expect(json(revoked)).toEqual({ message: 'The incoming token has expired' });
    // A token granted after the switch was set is good, even within the same millisecond.
    const fresh = json(await grant()).id_token as string;
    const works = await call('payment/status', { paymentID: 'TR0011NONE' }, { authorization: fresh });
    expect(json(works)).toEqual({ statusCode: '2002', statusMessage: 'Invalid Payment ID' });
  });
});

describe('create', () => {
  it('records a checkout and answers its page and callbacks', async () => {
    const body = createBody({ amount: '150.50' });
    const created = json(await call('create', body));
    expect(created).toMatchObject({
      statusCode: '0000',
      statusMessage: 'Successful',
      callbackURL: CALLBACK,
      amount: '150.50',
      intent: 'sale',
      currency: 'BDT',
      transactionStatus: 'Initiated',
      merchantInvoiceNumber: body.merchantInvoiceNumber,
    });
    expect(created.paymentID).toMatch(/^TR0011[0-9A-F]{20}$/);
    expect(created.bkashURL).toBe(`${SHOP}/bkash/checkout?paymentID=${created.paymentID}`);
    expect(created.successCallbackURL).toBe(`${CALLBACK}?paymentID=${created.paymentID}&status=success`);
    expect(created.failureCallbackURL).toBe(`${CALLBACK}?paymentID=${created.paymentID}&status=failure`);
    expect(created.cancelledCallbackURL).toBe(`${CALLBACK}?paymentID=${created.paymentID}&status=cancel`);
    expect(created.paymentCreateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d:\d{3} GMT\+0600$/);
    expect(await bookRow(created.paymentID)).toMatchObject({ amount: '150.50', customerDecision: null });

    const withQuery = json(await call('create', createBody({ callbackURL: `${CALLBACK}?lang=bn` })));
    expect(withQuery.successCallbackURL).toBe(`${CALLBACK}?lang=bn&paymentID=${withQuery.paymentID}&status=success`);
  });

  it('refuses a bad request in bKash’s codes', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: undefined }, '2065'],
      [{ payerReference: '' }, '2065'],
      [{ merchantInvoiceNumber: undefined }, '2065'],
      [{ mode: '0001' }, '2063'],
      [{ amount: '0' }, '2006'],
      [{ amount: '-5' }, '2006'],
      [{ amount: '10.005' }, '2006'],
      [{ amount: 100 }, '2006'],
      [{ currency: 'USD' }, '2007'],
      [{ intent: 'gift' }, '2008'],
      [{ merchantInvoiceNumber: 'x'.repeat(256) }, '2073'],
      [{ callbackURL: 'https://elsewhere.example/back' }, '2073'],
    ];
    for (const [over, code] of cases) {
      expect(json(await call('create', createBody(over))).statusCode, JSON.stringify(over)).toBe(code);
    }
    expect(await create({ mode: '0001' })).toEqual({
      statusCode: '2063',
      statusMessage: 'Mode is not valid as per request data',
    });
  });

  it('answers 2003 and records nothing when the switch refuses', async () => {
    switches.createReply = 'error';
    const body = createBody();
    expect(json(await call('create', body))).toEqual({ statusCode: '2003', statusMessage: 'Process failed' });
    const rows = await database.db
      .select()
      .from(bkashStandinPayments)
      .where(eq(bkashStandinPayments.merchantInvoiceNumber, body.merchantInvoiceNumber));
    expect(rows).toHaveLength(0);
  });
});

describe('the checkout page', () => {
  it('shows the merchant, the amount, the invoice, a wallet number, a PIN and three buttons, with nothing external', async () => {
    const created = await create({ amount: '250' });
    const page = await app.inject({ method: 'GET', url: `/bkash/checkout?paymentID=${created.paymentID}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>bKash stand-in (test)</h1>');
    expect(page.body).toContain('Bond Bike Rental');
    expect(page.body).toContain('250 BDT');
    expect(page.body).toContain(created.merchantInvoiceNumber);
    expect(page.body).toMatch(/<input id="wallet" name="wallet"[^>]*value="01712345678"/);
    expect(page.body).toMatch(/<input id="pin" name="pin" type="password" inputmode="numeric"/);
    for (const action of ['pay', 'fail', 'cancel']) expect(page.body).toContain(`name="action" value="${action}"`);
    expect(page.body).not.toMatch(/<script|src=|href=/);
    const unknown = await app.inject({ method: 'GET', url: '/bkash/checkout?paymentID=TR0011NOPE' });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends the browser back with the customer’s decision, once', async () => {
    for (const [action, status] of [
      ['pay', 'success'],
      ['fail', 'failure'],
      ['cancel', 'cancel'],
    ] as const) {
      const created = await create();
      const pressed = await press(created.paymentID, action);
      expect(pressed.statusCode).toBe(303);
      const back = new URL(String(pressed.headers.location));
      expect(back.origin + back.pathname).toBe(CALLBACK);
      expect(back.search).toMatch(
        new RegExp(`^\\?paymentID=${created.paymentID}&status=${status}&signature=\\w+&apiVersion=1\\.2\\.0-beta$`),
      );
      expect((await bookRow(created.paymentID)).customerDecision).toBe(status);
      expect((await bookRow(created.paymentID)).transactionStatus).toBe('Initiated');

      const again = await press(created.paymentID, 'pay');
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('Payment already completed');
      const page = await app.inject({ method: 'GET', url: `/bkash/checkout?paymentID=${created.paymentID}` });
      expect(page.statusCode).toBe(409);
    }
  });

  it('records one decision of two presses at once', async () => {
    const created = await create();
    const presses = await Promise.all([press(created.paymentID, 'pay'), press(created.paymentID, 'cancel')]);
    expect(presses.map((one) => one.statusCode).sort()).toEqual([303, 409]);
  });

  it('asks again for a bad wallet number or PIN, and takes a wrong PIN as a failure', async () => {
    const created = await create();
    const bad: Array<Record<string, string>> = [
      { wallet: '0171234567' },
      { wallet: '01212345678' },
      { pin: '1234' },
      { pin: 'abcde' },
    ];
    for (const fields of bad) {
      const again = await press(created.paymentID, 'pay', fields);
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain('role="alert"');
      expect(again.body).toContain('5-digit PIN');
    }
    expect((await bookRow(created.paymentID)).customerDecision).toBeNull();

    const wrong = await press(created.paymentID, 'pay', { pin: '11111' });
    expect(wrong.statusCode).toBe(303);
    expect(String(wrong.headers.location)).toContain('status=failure');
    expect(await bookRow(created.paymentID)).toMatchObject({
      customerDecision: 'failure',
      customerMsisdn: '01712345678',
    });
    expect((await answer('execute', { paymentID: created.paymentID })).statusCode).toBe('2056');
  });
});

describe('execute, status and search', () => {
  it('executes once of two calls at once, and the status and search report it', async () => {
    const paymentID = await approved();
    const both = await Promise.all([answer('execute', { paymentID }), answer('execute', { paymentID })]);
    const codes = both.map((one) => one.statusCode).sort();
    expect(codes).toEqual(['0000', '2117']);
    const executed = both.find((one) => one.statusCode === '0000');
    expect(executed).toMatchObject({
      statusMessage: 'Successful',
      paymentID,
      customerMsisdn: '01712345678',
      payerReference: '01712345678',
      transactionStatus: 'Completed',
      amount: '100',
      currency: 'BDT',
      intent: 'sale',
    });
    expect(executed.trxID).toMatch(/^[A-Z0-9]{10}$/);
    expect(both.find((one) => one.statusCode === '2117').statusMessage).toBe(
      'Payment execution already been called before',
    );

    const status = await answer('payment/status', { paymentID });
    expect(status).toMatchObject({
      statusCode: '0000',
      paymentID,
      mode: '0011',
      trxID: executed.trxID,
      transactionStatus: 'Completed',
      amount: '100',
      currency: 'BDT',
      userVerificationStatus: 'Complete',
      customerMsisdn: '01712345678',
    });
    expect(status.paymentExecuteTime).toBe(executed.paymentExecuteTime);

    expect(await answer('general/searchTransaction', { trxID: executed.trxID })).toMatchObject({
      statusCode: '0000',
      trxID: executed.trxID,
      transactionStatus: 'Completed',
      amount: '100',
      transactionType: 'bKash Tokenized Checkout via API',
      customerMsisdn: '01712345678',
    });
    expect((await answer('general/searchTransaction', { trxID: 'NOSUCHTRX1' })).statusCode).toBe('2002');
  });

  it('refuses an unknown checkout, one not approved, and one cancelled', async () => {
    expect(await answer('execute', { paymentID: 'TR0011NOSUCHPAYMENT' })).toEqual({
      statusCode: '2002',
      statusMessage: 'Invalid Payment ID',
    });
    const created = await create();
    expect(await answer('execute', { paymentID: created.paymentID })).toEqual({
      statusCode: '2056',
      statusMessage: 'Invalid Payment State',
    });
    expect(await answer('payment/status', { paymentID: created.paymentID })).toMatchObject({
      transactionStatus: 'Initiated',
      userVerificationStatus: 'Incomplete',
    });
    await press(created.paymentID, 'cancel');
    expect((await answer('execute', { paymentID: created.paymentID })).statusCode).toBe('2056');
    expect((await answer('payment/status', { paymentID: 'TR0011NOSUCHPAYMENT' })).statusCode).toBe('2002');
  });

  it('fails a checkout for insufficient balance, taking nothing', async () => {
    const paymentID = await approved();
    switches.executeReply = 'insufficient-balance';
    expect(await answer('execute', { paymentID })).toEqual({
      statusCode: '2023',
      statusMessage: 'Insufficient Balance',
    });
    switches.executeReply = 'ok';
    expect((await answer('payment/status', { paymentID })).transactionStatus).toBe('Failed');
    expect((await answer('execute', { paymentID })).statusCode).toBe('2056');
  });

  it('answers "already called" for an execute that took the money when the switch says', async () => {
    const paymentID = await approved();
    switches.executeReply = 'already-called';
    expect((await answer('execute', { paymentID })).statusCode).toBe('2117');
    expect(await answer('payment/status', { paymentID })).toMatchObject({ transactionStatus: 'Completed' });
  });

  it('holds execute before it acts, or after it acted, until released', async () => {
    const before = await approved();
    let releaseBefore!: () => void;
    const gate = new Promise<void>((resolve) => (releaseBefore = resolve));
    let reached!: () => void;
    const reachedGate = new Promise<void>((resolve) => (reached = resolve));
    // A gate that says when execute has come to wait at it.
    switches.executeHoldBefore = {
      then: (onDone: () => unknown, onFail: (err: unknown) => unknown) => {
        reached();
        return gate.then(onDone, onFail);
      },
    } as unknown as Promise<void>;
    const held = answer('execute', { paymentID: before });
    await reachedGate;
    expect((await answer('payment/status', { paymentID: before })).transactionStatus).toBe('Initiated');
    releaseBefore();
    expect((await held).statusCode).toBe('0000');

    switches.executeHoldBefore = null;
    const after = await approved();
    let releaseAfter!: () => void;
    switches.executeHoldAfter = new Promise<void>((resolve) => (releaseAfter = resolve));
    let answered = false;
    const late = answer('execute', { paymentID: after }).then((one) => ((answered = true), one));
    await expect
      .poll(async () => (await answer('payment/status', { paymentID: after })).transactionStatus)
      .toBe('Completed');
    expect(answered).toBe(false);
    releaseAfter();
    expect((await late).statusCode).toBe('0000');
  });

  it('tampers with the status’s amount and currency when the switches say', async () => {
    const { paymentID } = await paid('100');
    switches.statusAmountDelta = 1;
    switches.statusCurrency = 'USD';
    expect(await answer('payment/status', { paymentID })).toMatchObject({ amount: '101', currency: 'USD' });
  });
});

describe('refunds', () => {
  const refund = (paymentID: string, trxID: string, amount: string, over: object = {}) =>
    answer('payment/refund', { paymentID, trxID, amount, sku: 'advance', reason: 'Booking cancelled', ...over });

  it('makes one refund of 20 asked at once for the whole amount', async () => {
    const { paymentID, trxID } = await paid('100');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(paymentID, trxID, '100')));
    const made = answers.filter((one) => one.statusCode === '0000');
    expect(made).toHaveLength(1);
    expect(answers.filter((one) => one.statusCode === '2071')).toHaveLength(19);
    expect(made[0]).toMatchObject({
      statusMessage: 'Successful',
      originalTrxID: trxID,
      transactionStatus: 'Completed',
      amount: '100',
      currency: 'BDT',
      charge: '0.00',
    });
    const rows = await refundRows(paymentID);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      refundTrxId: made[0].refundTrxID,
      amount: '100',
      reason: 'Booking cancelled',
      sku: 'advance',
    });
  });

  it('makes partial refunds up to the amount, and refuses one above it', async () => {
    const { paymentID, trxID } = await paid('100');
    expect((await refund(paymentID, trxID, '100.01')).statusCode).toBe('2071');
    expect((await refund(paymentID, trxID, '40.50')).statusCode).toBe('0000');
    expect((await refund(paymentID, trxID, '59.50')).statusCode).toBe('0000');
    expect(await refund(paymentID, trxID, '0.01')).toEqual({
      statusCode: '2071',
      statusMessage: 'Refund amount exceeds the transaction amount',
    });
    expect((await refundRows(paymentID)).map((row) => row.amount).sort()).toEqual(['40.50', '59.50']);
  });

  it('refuses a wrong trxID, a missing reason, an unpaid checkout and, when the switch says, everything', async () => {
    const { paymentID, trxID } = await paid('100');
    expect((await refund(paymentID, 'WRONGTRX01', '10')).statusCode).toBe('2002');
    expect((await refund(paymentID, trxID, '10', { reason: '' })).statusCode).toBe('2065');
    expect((await refund(paymentID, trxID, 'ten')).statusCode).toBe('2006');
    const unpaid = await approved();
    expect((await refund(unpaid, trxID, '10')).statusCode).toBe('2002');

    switches.refundReply = 'refused';
    expect(await refund(paymentID, trxID, '10')).toEqual({ statusCode: '2003', statusMessage: 'Process failed' });
    expect(await refundRows(paymentID)).toHaveLength(0);
  });

  it('answers the latest refund to the refund status call (no amount), or none', async () => {
    const { paymentID, trxID } = await paid('100');
    expect((await answer('payment/refund', { paymentID, trxID })).statusCode).toBe('2072');
    await refund(paymentID, trxID, '30');
    const second = await refund(paymentID, trxID, '20');
    expect(await answer('payment/refund', { paymentID, trxID })).toMatchObject({
      statusCode: '0000',
      originalTrxID: trxID,
      refundTrxID: second.refundTrxID,
      amount: '20',
    });
    expect((await answer('payment/refund', { paymentID, trxID: 'WRONGTRX01' })).statusCode).toBe('2002');
  });
});

describe('an authorization', () => {
  async function authorized(amount = '100') {
    const paymentID = await approved({ intent: 'authorization', amount });
    const executed = await answer('execute', { paymentID });
    expect(executed).toMatchObject({ statusCode: '0000', transactionStatus: 'Authorized', intent: 'authorization' });
    return { paymentID, trxID: executed.trxID as string };
  }

  it('is captured in part, once, and refunded up to what was captured', async () => {
    const { paymentID, trxID } = await authorized('100');
    expect((await answer('payment/refund', { paymentID, trxID, amount: '10', reason: 'x' })).statusCode).toBe('2056');
    expect((await answer('payment/confirm/capture', { paymentID, amount: '100.50' })).statusCode).toBe('2006');
    const captured = await answer('payment/confirm/capture', { paymentID, amount: '60' });
    expect(captured).toMatchObject({
      statusCode: '0000',
      paymentID,
      trxID,
      transactionStatus: 'Completed',
      amount: '60',
    });
    expect(await bookRow(paymentID)).toMatchObject({ transactionStatus: 'Completed', capturedAmount: '60' });
    expect((await answer('payment/confirm/capture', { paymentID })).statusCode).toBe('2056');
    const refund = (amount: string) => answer('payment/refund', { paymentID, trxID, amount, reason: 'Returned early' });
    expect((await refund('60.01')).statusCode).toBe('2071');
    expect((await refund('60')).statusCode).toBe('0000');
  });

  it('is captured whole by default', async () => {
    const { paymentID } = await authorized('75.25');
    expect(await answer('payment/confirm/capture', { paymentID })).toMatchObject({
      statusCode: '0000',
      amount: '75.25',
    });
  });

  it('is voided, and then neither captured nor voided again', async () => {
    const { paymentID } = await authorized();
    expect(await answer('payment/confirm/void', { paymentID })).toMatchObject({
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID,
      transactionStatus: 'Voided',
    });
    expect(await answer('payment/confirm/capture', { paymentID })).toEqual({
      statusCode: '2056',
      statusMessage: 'Invalid Payment State',
    });
    expect((await answer('payment/confirm/void', { paymentID })).statusCode).toBe('2056');
    const sale = await paid();
    expect((await answer('payment/confirm/void', { paymentID: sale.paymentID })).statusCode).toBe('2056');
  });

  it('lapses when the switch says: capture and void are refused and it is voided', async () => {
    const first = await authorized();
    const second = await authorized();
    switches.authorizationExpired = true;
    expect((await answer('payment/confirm/capture', { paymentID: first.paymentID })).statusCode).toBe('2056');
    expect((await answer('payment/confirm/void', { paymentID: second.paymentID })).statusCode).toBe('2056');
    for (const { paymentID } of [first, second]) {
      expect((await answer('payment/status', { paymentID })).transactionStatus).toBe('Voided');
    }
  });
});
