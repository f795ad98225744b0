import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { BKASH_API_PATH, type BkashCredentials } from '../bkash.ts';
import { renderBkashCheckout, renderBkashMessage } from './bkash-standin-pages.ts';
import * as book from './bkash-standin.repository.ts';

/**
 * A local stand-in of bKash's tokenized checkout (v1.2.0-beta), served by the shop under `/bkash`
 * (docs/product/money-and-refunds.md#the-bkash-stand-in): grant and refresh, create, the checkout page with a
 * wallet number, a PIN and Pay, Fail and Cancel, execute, status, transaction search, refund and refund status,
 * and an authorization's capture and void. Its book of checkouts is in the shop's database and its tokens prove
 * themselves (signed with the merchant's app secret), so any server process serves any call. Tests flip the
 * switches to play a slow, refusing or tampering gateway.
 */
export type BkashStandinSwitches = {
  /** Counted, not flipped: every grant and refresh call, so tests see how often the adapter asks for a token. */
  grantCalls: number;
  /** A ms timestamp: every token issued at or before it is answered as expired (a token revoked early). */
  tokensExpiredBefore: number | null;
  /** create answers `2003 Process failed` and records nothing. */
  createReply: 'ok' | 'error';
  /** While set, execute waits for this promise before doing anything (a gateway that has not acted yet). */
  executeHoldBefore: Promise<void> | null;
  /** While set, execute does its work, then waits for this promise before answering (it acted, but answers late). */
  executeHoldAfter: Promise<void> | null;
  /**
   * `already-called`: execute does its work but answers 2117, as if a duplicate call raced it;
   * `insufficient-balance`: execute takes nothing, marks the checkout Failed and answers 2023.
   */
  executeReply: 'ok' | 'already-called' | 'insufficient-balance';
  /** Added to the amount the payment status reports (a tampered amount). */
  statusAmountDelta: number;
  /** The payment status reports this currency instead of the checkout's. */
  statusCurrency: string | null;
  /** The refund call answers `2003 Process failed` and records nothing. */
  refundReply: 'ok' | 'refused';
  /** While true, capture and void of an authorization answer 2056 and void it: its hold lapsed. */
  authorizationExpired: boolean;
};

export const defaultBkashSwitches = (): BkashStandinSwitches => ({
  grantCalls: 0,
  tokensExpiredBefore: null,
  createReply: 'ok',
  executeHoldBefore: null,
  executeHoldAfter: null,
  executeReply: 'ok',
  statusAmountDelta: 0,
  statusCurrency: null,
  refundReply: 'ok',
  authorizationExpired: false,
});

export type BkashStandinOptions = BkashCredentials & {
  /** Shared with the app (app.bkashStandin.switches), so that tests can flip them. */
  switches: BkashStandinSwitches;
  /** How browsers reach the stand-in, e.g. http://localhost:3000/bkash */
  publicBaseUrl: () => string;
  /**
   * The shop's own origin: the only place the stand-in sends a customer's browser back to. A checkout asking
   * to return anywhere else is refused, so the stand-in cannot be used to bounce people elsewhere.
   */
  shopOrigin: string;
};

/** bKash's answer to most calls: HTTP 200, a status code and message, and the call's own fields. */
type Answer = { statusCode: string; statusMessage: string } & Record<string, unknown>;
type Code = readonly [code: string, message: string];

/**
 * The status codes the stand-in answers. Those down to `alreadyExecuted` are bKash's published codes; the last
 * three are the stand-in's own, for refusals bKash gives no single published code for.
 */
const CODE = {
  ok: ['0000', 'Successful'],
  invalidAppKey: ['2001', 'Invalid App Key'],
  invalidPaymentId: ['2002', 'Invalid Payment ID'],
  processFailed: ['2003', 'Process failed'],
  invalidAmount: ['2006', 'Invalid amount'],
  invalidCurrency: ['2007', 'Invalid currency'],
  invalidIntent: ['2008', 'Invalid intent'],
  insufficientBalance: ['2023', 'Insufficient Balance'],
  invalidState: ['2056', 'Invalid Payment State'],
  invalidMode: ['2063', 'Mode is not valid as per request data'],
  missingField: ['2065', 'Mandatory field missing'],
  alreadyExecuted: ['2117', 'Payment execution already been called before'],
  refundExceeds: ['2071', 'Refund amount exceeds the transaction amount'],
  noRefund: ['2072', 'No refund found for this payment'],
  invalidField: ['2073', 'Invalid request data'],
} as const satisfies Record<string, Code>;

const answer = ([statusCode, statusMessage]: Code, fields: Record<string, unknown> = {}): Answer => ({
  statusCode,
  statusMessage,
  ...fields,
});
const ok = (fields: Record<string, unknown>) => answer(CODE.ok, fields);
const invalidField = (field: string) => answer([CODE.invalidField[0], `${CODE.invalidField[1]}: ${field}`]);

/** The API gateway in front of bKash answers a refused token with HTTP 401 and a bare message. */
const UNAUTHORIZED = { message: 'Unauthorized' };
const EXPIRED = { message: 'The incoming token has expired' };

/** How long bKash's grant token lives, and its refresh token (28 days). */
const TOKEN_SECONDS = 3600;
const REFRESH_MS = 28 * 24 * 3600_000;

const API_VERSION = '1.2.0-beta';
/** The test wallet's wrong PIN: Pay with it is the customer's failure, as a wrong PIN is at bKash. */
const WRONG_PIN = '11111';
const WALLET = /^01[3-9]\d{8}$/;
const PIN = /^\d{5}$/;
/** A positive amount in taka with at most two decimals, as bKash takes it. */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const PAYMENT_ID = /^TR0011[0-9A-Z]{1,40}$/;

/** Whether an address is on the given origin (scheme, host and port). */
function onOrigin(address: string, origin: string): boolean {
  try {
    return new URL(address).origin === origin;
  } catch {
    return false;
  }
}

/** A secret compared in constant time (both hashed first, so their lengths do not show either). */
function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const hash = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(hash(given), hash(expected));
}

/** An amount in paisa, so that amounts are added and compared exactly. */
const toPaisa = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const fromPaisa = (paisa: number) => (paisa % 100 === 0 ? String(paisa / 100) : (paisa / 100).toFixed(2));
const isAmount = (value: unknown): value is string =>
  typeof value === 'string' && AMOUNT.test(value) && toPaisa(value) > 0;

const missing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= max;

/** bKash's timestamps, in Dhaka time: "2024-01-31T15:04:05:123 GMT+0600". */
function bkashTime(at: Date): string {
  const dhaka = new Date(at.getTime() + 6 * 3600_000).toISOString();
  return `${dhaka.slice(0, 19)}:${dhaka.slice(20, 23)} GMT+0600`;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Ten uppercase letters and digits, as bKash's trxID: a repeat (one in 36^10) would be refused by the unique index. */
const newTrxId = () => Array.from({ length: 10 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
const newPaymentId = () => `TR0011${randomBytes(10).toString('hex').toUpperCase()}`;

/** An address with a query added, after its own query if it has one (bKash adds to the merchant's callback). */
const withQuery = (address: string, query: string) => `${address}${address.includes('?') ? '&' : '?'}${query}`;

const bodyOf = (request: FastifyRequest) =>
  (request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {}) as Record<
    string,
    unknown
  >;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** The stand-in's routes, as bKash serves them; each handler is one named step below. */
export default async function bkashStandin(app: FastifyInstance, opts: BkashStandinOptions) {
  await app.register(formbody);
  const hide = { schema: { hide: true } };
  app.get('/checkout', hide, (request, reply) => showCheckout(app.db, request, reply));
  app.post('/checkout', hide, (request, reply) => completeCheckout(app.db, opts, request, reply));
  await app.register(
    async (api) => {
      api.post('/token/grant', hide, async (request, reply) => grantToken(opts, request, reply));
      api.post('/token/refresh', hide, async (request, reply) => refreshToken(opts, request, reply));
      await api.register(async (merchant) => {
        merchant.addHook('onRequest', async (request, reply) => requireToken(opts, request, reply));
        const call = (path: string, step: (db: Db, body: Record<string, unknown>) => Promise<Answer>) =>
          merchant.post(path, hide, async (request) => step(app.db, bodyOf(request)));
        call('/create', (db, body) => createPayment(db, opts, body));
        call('/execute', (db, body) => executePayment(db, opts.switches, body));
        call('/payment/status', (db, body) => paymentStatus(db, opts.switches, body));
        call('/general/searchTransaction', searchTransaction);
        call('/payment/refund', (db, body) => refundPayment(db, opts.switches, body));
        call('/payment/confirm/capture', (db, body) => capturePayment(db, opts.switches, body));
        call('/payment/confirm/void', (db, body) => voidPayment(db, opts.switches, body));
      });
    },
    { prefix: BKASH_API_PATH },
  );
}

// --- Tokens -----------------------------------------------------------------------------------------------

type TokenKind = 'id' | 'refresh';

/** The signature of a token: what it is, when it was issued and its random part, keyed by the app secret. */
const signToken = (secret: string, kind: TokenKind, issued: string, nonce: string) =>
  createHmac('sha256', secret).update(`${kind}.${issued}.${nonce}`).digest('base64url');

/** `<issued at, ms>.<random>.<signature>`: any process holding the app secret can check it, with nothing shared. */
function issueToken(secret: string, kind: TokenKind, issuedAt: number): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${issuedAt}.${nonce}.${signToken(secret, kind, String(issuedAt), nonce)}`;
}

/** Whether a token is one the stand-in issued (forged otherwise) and still alive. */
function tokenState(
  secret: string,
  kind: TokenKind,
  token: string,
  lifetimeMs: number,
  expiredBefore: number | null,
): 'valid' | 'forged' | 'expired' {
  const [issued, nonce, signature, ...rest] = token.split('.');
  if (rest.length || !issued || !nonce || !signature || !/^\d{1,15}$/.test(issued)) return 'forged';
  if (!sameSecret(signature, signToken(secret, kind, issued, nonce))) return 'forged';
  const issuedAt = Number(issued);
  if (Date.now() - issuedAt >= lifetimeMs) return 'expired';
  if (expiredBefore !== null && issuedAt <= expiredBefore) return 'expired';
  return 'valid';
}

/**
 * A grant's answer. A token issued after the switch `tokensExpiredBefore` was set is always later than it, even
 * within the same millisecond, so the new token the adapter asks for is never refused too.
 */
function grantAnswer(opts: BkashStandinOptions): Answer {
  const issuedAt = Math.max(Date.now(), (opts.switches.tokensExpiredBefore ?? 0) + 1);
  return ok({
    id_token: issueToken(opts.appSecret, 'id', issuedAt),
    token_type: 'Bearer',
    expires_in: TOKEN_SECONDS,
    refresh_token: issueToken(opts.appSecret, 'refresh', issuedAt),
  });
}

/** The merchant's username and password (headers) and app key and secret (body), or the refusal of them. */
function credentialRefusal(opts: BkashStandinOptions, request: FastifyRequest, reply: FastifyReply) {
  const { username, password } = request.headers;
  if (!sameSecret(username, opts.username) || !sameSecret(password, opts.password)) {
    return reply.status(401).send(UNAUTHORIZED);
  }
  const body = bodyOf(request);
  // The stand-in does not say which of the key and the secret is wrong.
  if (!sameSecret(body.app_key, opts.appKey) || !sameSecret(body.app_secret, opts.appSecret)) {
    return answer(CODE.invalidAppKey);
  }
  return null;
}

/** token/grant: a grant token for the merchant's credentials. */
async function grantToken(opts: BkashStandinOptions, request: FastifyRequest, reply: FastifyReply) {
  opts.switches.grantCalls += 1;
  return credentialRefusal(opts, request, reply) ?? grantAnswer(opts);
}

/** token/refresh: a new grant token for the credentials and a refresh token the stand-in issued. */
async function refreshToken(opts: BkashStandinOptions, request: FastifyRequest, reply: FastifyReply) {
  opts.switches.grantCalls += 1;
  const refused = credentialRefusal(opts, request, reply);
  if (refused) return refused;
  const given = bodyOf(request).refresh_token;
  const state = typeof given === 'string' ? tokenState(opts.appSecret, 'refresh', given, REFRESH_MS, null) : 'forged';
  if (state === 'forged') return reply.status(401).send(UNAUTHORIZED);
  if (state === 'expired') return reply.status(401).send(EXPIRED);
  return grantAnswer(opts);
}

/** Every call but the grant: the grant token (bare, as bKash sends it, or after `Bearer `) and the app key. */
async function requireToken(opts: BkashStandinOptions, request: FastifyRequest, reply: FastifyReply) {
  const { authorization } = request.headers;
  const token = typeof authorization === 'string' ? authorization.replace(/^Bearer\s+/i, '') : '';
  const state = sameSecret(request.headers['x-app-key'], opts.appKey)
    ? tokenState(opts.appSecret, 'id', token, TOKEN_SECONDS * 1000, opts.switches.tokensExpiredBefore)
    : 'forged';
  if (state === 'forged') return reply.status(401).send(UNAUTHORIZED);
  if (state === 'expired') return reply.status(401).send(EXPIRED);
  return undefined;
}

// --- Create and the checkout page ---------------------------------------------------------------------------

const CREATE_FIELDS = [
  'mode',
  'payerReference',
  'callbackURL',
  'amount',
  'currency',
  'intent',
  'merchantInvoiceNumber',
] as const;
type CreateRequest = Record<(typeof CREATE_FIELDS)[number], string> & { intent: 'sale' | 'authorization' };

/** Why a create request is refused, in bKash's codes, or null when it is acceptable. */
function createRefusal(opts: BkashStandinOptions, body: Record<string, unknown>): Answer | null {
  if (CREATE_FIELDS.some((field) => missing(body[field]))) return answer(CODE.missingField);
  if (body.mode !== '0011') return answer(CODE.invalidMode);
  if (!isAmount(body.amount)) return answer(CODE.invalidAmount);
  if (body.currency !== 'BDT') return answer(CODE.invalidCurrency);
  if (body.intent !== 'sale' && body.intent !== 'authorization') return answer(CODE.invalidIntent);
  for (const field of ['payerReference', 'merchantInvoiceNumber'] as const) {
    if (!isText(body[field], 255)) return invalidField(field);
  }
  if (body.merchantAssociationInfo !== undefined && !isText(body.merchantAssociationInfo, 255)) {
    return invalidField('merchantAssociationInfo');
  }
  if (!isText(body.callbackURL, 2048) || !onOrigin(body.callbackURL, opts.shopOrigin)) {
    return invalidField('callbackURL');
  }
  return null;
}

/** The addresses bKash would send the browser back to, as create answers them. */
const callbackOf = (row: book.BkashStandinPayment, status: book.CustomerDecision) =>
  withQuery(row.callbackUrl, `paymentID=${encodeURIComponent(row.paymentId)}&status=${status}`);

/** create: checks the request, records the checkout, answers its page's address. */
async function createPayment(db: Db, opts: BkashStandinOptions, body: Record<string, unknown>): Promise<Answer> {
  const refused = createRefusal(opts, body);
  if (refused) return refused;
  if (opts.switches.createReply === 'error') return answer(CODE.processFailed);
  const p = body as CreateRequest;
  const row = await book.insertPayment(db, {
    paymentId: newPaymentId(),
    appKey: opts.appKey,
    mode: p.mode,
    intent: p.intent,
    amount: p.amount,
    currency: p.currency,
    merchantInvoiceNumber: p.merchantInvoiceNumber,
    payerReference: p.payerReference,
    callbackUrl: p.callbackURL,
  });
  return ok({
    paymentID: row.paymentId,
    bkashURL: `${opts.publicBaseUrl()}/checkout?paymentID=${encodeURIComponent(row.paymentId)}`,
    callbackURL: row.callbackUrl,
    successCallbackURL: callbackOf(row, 'success'),
    failureCallbackURL: callbackOf(row, 'failure'),
    cancelledCallbackURL: callbackOf(row, 'cancel'),
    amount: row.amount,
    intent: row.intent,
    currency: row.currency,
    paymentCreateTime: bkashTime(row.createdAt),
    transactionStatus: row.transactionStatus,
    merchantInvoiceNumber: row.merchantInvoiceNumber,
  });
}

/** The checkout a call or a form names, if the stand-in made it. */
async function findPayment(db: Db, paymentId: unknown) {
  if (typeof paymentId !== 'string' || !PAYMENT_ID.test(paymentId)) return undefined;
  return book.findPayment(db, paymentId);
}

const notFoundPage = (reply: FastifyReply) =>
  html(reply, 404, renderBkashMessage('Payment not found', 'This payment link is not valid.'));
const completedPage = (reply: FastifyReply) =>
  html(
    reply,
    409,
    renderBkashMessage('Payment already completed', 'You already paid, failed or cancelled this payment.'),
  );
const decided = (row: book.BkashStandinPayment) =>
  row.customerDecision !== null || row.transactionStatus !== 'Initiated';

const checkoutView = (row: book.BkashStandinPayment, wallet?: string) => ({
  paymentId: row.paymentId,
  amount: row.amount,
  currency: row.currency,
  merchantInvoiceNumber: row.merchantInvoiceNumber,
  wallet: wallet ?? (WALLET.test(row.payerReference) ? row.payerReference : ''),
});

/** The checkout page: the merchant, the amount, the invoice, a wallet number, a PIN, and Pay, Fail and Cancel. */
async function showCheckout(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const row = await findPayment(db, (request.query as Record<string, unknown>).paymentID);
  if (!row) return notFoundPage(reply);
  if (decided(row)) return completedPage(reply);
  return html(reply, 200, renderBkashCheckout(checkoutView(row)));
}

const DECISIONS = { pay: 'success', fail: 'failure', cancel: 'cancel' } as const;

/**
 * The checkout page's buttons: the customer's decision, recorded once, and the browser sent back to the
 * callback with it. Nothing is taken here: `success` only says the customer approved; the merchant's execute
 * takes the money.
 */
async function completeCheckout(db: Db, opts: BkashStandinOptions, request: FastifyRequest, reply: FastifyReply) {
  const body = bodyOf(request);
  const row = await findPayment(db, body.paymentID);
  if (!row) return notFoundPage(reply);
  const { action } = body;
  if (action !== 'pay' && action !== 'fail' && action !== 'cancel') {
    return html(reply, 400, renderBkashMessage('Unknown action', 'Choose Pay, Fail or Cancel.'));
  }
  if (decided(row)) return completedPage(reply);
  if (!onOrigin(row.callbackUrl, opts.shopOrigin)) {
    return html(reply, 400, renderBkashMessage('Payment refused', 'This payment would return you to another site.'));
  }
  const wallet = typeof body.wallet === 'string' ? body.wallet.trim() : '';
  const pin = typeof body.pin === 'string' ? body.pin : '';
  if (action === 'pay' && (!WALLET.test(wallet) || !PIN.test(pin))) {
    const error = 'Enter your 11-digit bKash account number (01XXXXXXXXX) and your 5-digit PIN.';
    return html(reply, 400, renderBkashCheckout(checkoutView(row, wallet), error));
  }
  const decision = action === 'pay' && pin === WRONG_PIN ? 'failure' : DECISIONS[action];
  const done = await book.recordDecision(db, row.paymentId, decision, WALLET.test(wallet) ? wallet : null);
  if (!done) return completedPage(reply);
  const back = new URLSearchParams({
    paymentID: done.paymentId,
    status: decision,
    signature: randomBytes(12).toString('hex'),
    apiVersion: API_VERSION,
  });
  return reply.header('cache-control', 'no-store').redirect(withQuery(done.callbackUrl, back.toString()), 303);
}

// --- Execute, status and search ---------------------------------------------------------------------------

/** What execute (and capture) answer about a checkout whose money was taken or held. */
const executeAnswer = (row: book.BkashStandinPayment, fields: Record<string, unknown> = {}) =>
  ok({
    paymentID: row.paymentId,
    customerMsisdn: row.customerMsisdn,
    payerReference: row.payerReference,
    paymentExecuteTime: row.executedAt ? bkashTime(row.executedAt) : null,
    trxID: row.trxId,
    transactionStatus: row.transactionStatus,
    amount: row.amount,
    currency: row.currency,
    intent: row.intent,
    merchantInvoiceNumber: row.merchantInvoiceNumber,
    ...fields,
  });

/**
 * execute: takes the money of a checkout the customer approved (holds it, for an authorization). One
 * conditional update: of any number of calls, in any processes, one executes; the others are told it was
 * already called.
 */
async function executePayment(db: Db, switches: BkashStandinSwitches, body: Record<string, unknown>) {
  if (switches.executeHoldBefore) await switches.executeHoldBefore;
  const found = await findPayment(db, body.paymentID);
  if (!found) return answer(CODE.invalidPaymentId);
  const refuse = switches.executeReply === 'insufficient-balance';
  const done = refuse
    ? await book.failPayment(db, found.paymentId)
    : await book.executePayment(
        db,
        found.paymentId,
        found.intent === 'authorization' ? 'Authorized' : 'Completed',
        newTrxId(),
      );
  if (switches.executeHoldAfter) await switches.executeHoldAfter;
  if (!done) {
    const now = (await book.findPayment(db, found.paymentId)) ?? found;
    return answer(now.executedAt ? CODE.alreadyExecuted : CODE.invalidState);
  }
  if (refuse) return answer(CODE.insufficientBalance);
  if (switches.executeReply === 'already-called') return answer(CODE.alreadyExecuted);
  return executeAnswer(done);
}

/** payment/status: what became of a checkout (`statusAmountDelta` and `statusCurrency` tamper with it). */
async function paymentStatus(db: Db, switches: BkashStandinSwitches, body: Record<string, unknown>) {
  const row = await findPayment(db, body.paymentID);
  if (!row) return answer(CODE.invalidPaymentId);
  return ok({
    paymentID: row.paymentId,
    mode: row.mode,
    paymentCreateTime: bkashTime(row.createdAt),
    ...(row.executedAt ? { paymentExecuteTime: bkashTime(row.executedAt) } : {}),
    ...(row.trxId ? { trxID: row.trxId } : {}),
    transactionStatus: row.transactionStatus,
    amount: switches.statusAmountDelta ? fromPaisa(toPaisa(row.amount) + switches.statusAmountDelta * 100) : row.amount,
    currency: switches.statusCurrency ?? row.currency,
    intent: row.intent,
    merchantInvoiceNumber: row.merchantInvoiceNumber,
    payerReference: row.payerReference,
    ...(row.customerMsisdn ? { customerMsisdn: row.customerMsisdn } : {}),
    userVerificationStatus: row.customerDecision === 'success' ? 'Complete' : 'Incomplete',
  });
}

/** general/searchTransaction: a transaction by bKash's trxID. */
async function searchTransaction(db: Db, body: Record<string, unknown>) {
  if (missing(body.trxID)) return answer(CODE.missingField);
  const row = typeof body.trxID === 'string' ? await book.findPaymentByTrxId(db, body.trxID) : undefined;
  if (!row) return answer(CODE.invalidPaymentId);
  return ok({
    trxID: row.trxId,
    transactionStatus: row.transactionStatus,
    amount: row.capturedAmount ?? row.amount,
    currency: row.currency,
    transactionType: 'bKash Tokenized Checkout via API',
    completedTime: bkashTime(row.updatedAt ?? row.executedAt ?? row.createdAt),
    customerMsisdn: row.customerMsisdn,
  });
}

// --- Refunds ------------------------------------------------------------------------------------------------

const refundAnswer = (payment: book.BkashStandinPayment, refund: book.BkashStandinRefund) =>
  ok({
    originalTrxID: payment.trxId,
    refundTrxID: refund.refundTrxId,
    transactionStatus: 'Completed',
    amount: refund.amount,
    currency: 'BDT',
    charge: '0.00',
    completedTime: bkashTime(refund.createdAt),
  });

/** Why a refund request is refused before the book is read, or null. */
function refundRefusal(body: Record<string, unknown>): Answer | null {
  if (missing(body.reason)) return answer(CODE.missingField);
  if (!isAmount(body.amount)) return answer(CODE.invalidAmount);
  if (!isText(body.reason, 255)) return invalidField('reason');
  if (body.sku !== undefined && body.sku !== null && !isText(body.sku, 255)) return invalidField('sku');
  return null;
}

/**
 * payment/refund: sends part or all of a completed payment back. The payment is locked while its refunds are
 * added up and the new one recorded, so refunds asked together are made one at a time and never add up to
 * more than was taken. Called with no amount, it is bKash's refund status: the payment's latest refund.
 */
async function refundPayment(db: Db, switches: BkashStandinSwitches, body: Record<string, unknown>) {
  if (missing(body.paymentID) || missing(body.trxID)) return answer(CODE.missingField);
  if (body.amount === undefined) return refundStatus(db, body);
  const refused = refundRefusal(body);
  if (refused) return refused;
  if (switches.refundReply === 'refused') return answer(CODE.processFailed);
  const amount = body.amount as string;
  return db.transaction(async (tx) => {
    const payment = typeof body.paymentID === 'string' ? await book.lockPayment(tx, body.paymentID) : undefined;
    if (!payment || payment.trxId === null || payment.trxId !== body.trxID) return answer(CODE.invalidPaymentId);
    if (payment.transactionStatus !== 'Completed') return answer(CODE.invalidState);
    const refunded = (await book.refundsOf(tx, payment.paymentId)).reduce((sum, r) => sum + toPaisa(r.amount), 0);
    if (refunded + toPaisa(amount) > toPaisa(payment.capturedAmount ?? payment.amount)) {
      return answer(CODE.refundExceeds);
    }
    const refund = await book.insertRefund(tx, {
      refundTrxId: newTrxId(),
      paymentId: payment.paymentId,
      amount,
      reason: body.reason as string,
      sku: typeof body.sku === 'string' ? body.sku : null,
    });
    return refundAnswer(payment, refund);
  });
}

/** bKash's refund status: the refund call with the payment's ids and no amount. */
async function refundStatus(db: Db, body: Record<string, unknown>) {
  const payment = await findPayment(db, body.paymentID);
  if (!payment || payment.trxId === null || payment.trxId !== body.trxID) return answer(CODE.invalidPaymentId);
  const refund = await book.latestRefund(db, payment.paymentId);
  return refund ? refundAnswer(payment, refund) : answer(CODE.noRefund);
}

// --- An authorization's capture and void --------------------------------------------------------------------

/** With `authorizationExpired`, an authorization's hold has lapsed: it is voided, and capture or void refused. */
async function lapsedHold(db: Db, switches: BkashStandinSwitches, row: book.BkashStandinPayment) {
  if (!switches.authorizationExpired || row.transactionStatus !== 'Authorized') return null;
  await book.voidPayment(db, row.paymentId);
  return answer(CODE.invalidState);
}

/** payment/confirm/capture: takes part or all (the default) of an authorization's held amount, once. */
async function capturePayment(db: Db, switches: BkashStandinSwitches, body: Record<string, unknown>) {
  const row = await findPayment(db, body.paymentID);
  if (!row) return answer(CODE.invalidPaymentId);
  const lapsed = await lapsedHold(db, switches, row);
  if (lapsed) return lapsed;
  if (row.transactionStatus !== 'Authorized') return answer(CODE.invalidState);
  const amount = missing(body.amount) ? row.amount : body.amount;
  if (!isAmount(amount) || toPaisa(amount) > toPaisa(row.amount)) return answer(CODE.invalidAmount);
  const captured = await book.capturePayment(db, row.paymentId, amount);
  if (!captured) return answer(CODE.invalidState);
  return executeAnswer(captured, { transactionStatus: 'Completed', amount });
}

/** payment/confirm/void: releases an authorization's hold; nothing of it is ever taken. */
async function voidPayment(db: Db, switches: BkashStandinSwitches, body: Record<string, unknown>) {
  const row = await findPayment(db, body.paymentID);
  if (!row) return answer(CODE.invalidPaymentId);
  const lapsed = await lapsedHold(db, switches, row);
  if (lapsed) return lapsed;
  const voided = await book.voidPayment(db, row.paymentId);
  if (!voided) return answer(CODE.invalidState);
  return ok({
    paymentID: voided.paymentId,
    trxID: voided.trxId,
    transactionStatus: voided.transactionStatus,
    amount: voided.amount,
    currency: voided.currency,
    intent: voided.intent,
    merchantInvoiceNumber: voided.merchantInvoiceNumber,
  });
}
