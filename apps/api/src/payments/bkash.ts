import { fetchHttp, type HttpClient } from '../http-client.ts';
import type {
  CreatePaymentInput,
  GatewayPaymentRef,
  GatewayRefund,
  Hold,
  HoldState,
  BkashHolds,
  GatewayProblem,
  PaymentGateway,
  Verification,
  VerifyOutcome,
} from './gateway.ts';
import { GatewayError } from './gateway.ts';

/** The gateway's name on the payment rows it settles. */
export const BKASH_GATEWAY = 'bkash';

/** What bKash gives a merchant for its tokenized checkout. */
export type BkashCredentials = { appKey: string; appSecret: string; username: string; password: string };

/** Where bKash's tokenized checkout answers (docs/product/money-and-refunds.md#paying-with-bkash). */
export const BKASH_HOSTS = {
  sandbox: 'https://tokenized.sandbox.bka.sh',
  live: 'https://tokenized.pay.bka.sh',
} as const;

/** The path of every call of the tokenized checkout, under the host. */
export const BKASH_API_PATH = '/v1.2.0-beta/tokenized/checkout';

/** bKash refunds a payment for this many days after it was taken. */
export const BKASH_REFUND_DAYS = 15;

export type BkashOptions = {
  /** The host and API path, e.g. `${BKASH_HOSTS.sandbox}${BKASH_API_PATH}`, or the local stand-in's. */
  baseUrl: string;
  credentials: BkashCredentials;
  timeoutMs: number;
  http?: HttpClient;
  /** The clock the token's lifetime is read on (tests move it). */
  now?: () => number;
};

/** A grant token is used until this long before bKash says it expires, then a new one is asked for. */
const TOKEN_MARGIN_MS = 5 * 60_000;

/** bKash's status code of a call that did what it was asked. */
const SUCCESS = '0000';
/** Execute asked again for a checkout bKash already executed (or is executing). */
const ALREADY_EXECUTED = '2117';

/**
 * The refusals of bKash's status codes a customer is told apart; every other code is a plain refusal. The
 * codes are bKash's published ones: 2023 insufficient balance, 2014 wrong PIN, 2015 wrong PIN too often.
 */
const PROBLEMS: Readonly<Record<string, GatewayProblem>> = {
  '2023': 'insufficient_balance',
  '2014': 'wrong_pin',
  '2015': 'wrong_pin',
};

export const problemOf = (statusCode: string | null): GatewayProblem =>
  (statusCode !== null && PROBLEMS[statusCode]) || 'declined';

/** bKash's `transactionStatus` of a sale, read as what the shop needs to know. */
const OUTCOMES: Readonly<Record<string, VerifyOutcome>> = {
  Completed: 'paid',
  Initiated: 'pending',
  Cancelled: 'cancelled',
  Failed: 'failed',
  Expired: 'failed',
};

type Answer = Record<string, unknown>;

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
}

const asAnswer = (raw: unknown): Answer => (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Answer;

type Token = { value: string; expiresAt: number };

const HOLD_STATES: Readonly<Record<string, HoldState>> = {
  Initiated: 'pending',
  Authorized: 'held',
  Completed: 'captured',
  Voided: 'released',
  Cancelled: 'failed',
  Failed: 'failed',
  Expired: 'failed',
};

/**
 * The bKash tokenized checkout adapter (docs/product/money-and-refunds.md#paying-with-bkash): grant token, create,
 * execute once, status. A checkout is created with our transaction id as bKash's `merchantInvoiceNumber`; the
 * customer approves it on bKash's page and comes back to the callback; only then does the shop's `charge`
 * (execute) take the money, and `verify` (payment status) says what became of it.
 */
export function createBkashGateway(options: BkashOptions): PaymentGateway & BkashHolds {
  const http = options.http ?? fetchHttp;
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const { credentials } = options;

  let kept: Token | null = null;
  /** The grant under way, shared by every request that needs a token meanwhile: one grant call, not fifty. */
  let granting: Promise<Token> | null = null;

  async function send(path: string, headers: Record<string, string>, body: unknown) {
    try {
      const res = await http(`${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await res.text();
      if (res.status >= 500) throw new GatewayError('network', `bKash answered HTTP ${res.status}`, text.slice(0, 500));
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw new GatewayError('bad_response', 'bKash answered with something that is not JSON', text.slice(0, 500));
      }
      return { status: res.status, answer: asAnswer(raw), raw };
    } catch (err) {
      if (err instanceof GatewayError) throw err;
      const name = (err as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new GatewayError('timeout', `bKash did not answer within ${options.timeoutMs} ms`);
      }
      throw Object.assign(new GatewayError('network', `bKash could not be reached: ${(err as Error).message}`), {
        cause: err,
      });
    }
  }

  async function grant(): Promise<Token> {
    const { status, answer, raw } = await send(
      'token/grant',
      { username: credentials.username, password: credentials.password },
      { app_key: credentials.appKey, app_secret: credentials.appSecret },
    );
    const value = str(answer.id_token);
    const seconds = Number(answer.expires_in);
    if (status !== 200 || !value || !Number.isFinite(seconds) || seconds <= 0) {
      throw new GatewayError(
        'auth',
        `bKash refused the merchant's credentials: ${JSON.stringify(raw).slice(0, 300)}`,
        raw,
      );
    }
    kept = { value, expiresAt: now() + seconds * 1000 };
    return kept;
  }

  async function token(): Promise<string> {
    if (kept && now() < kept.expiresAt - TOKEN_MARGIN_MS) return kept.value;
    granting ??= grant().finally(() => {
      granting = null;
    });
    return (await granting).value;
  }

  /**
   * One call with the grant token. bKash answers 401 when the token has expired before its time (or was
   * revoked): the token is forgotten, a new one granted once, and the call made once more.
   */
  async function call(path: string, body: unknown, retried = false): Promise<{ answer: Answer; raw: unknown }> {
    const used = await token();
    const { status, answer, raw } = await send(path, { authorization: used, 'x-app-key': credentials.appKey }, body);
    if (status === 401 || status === 403) {
      if (kept?.value === used) kept = null;
      if (!retried) return call(path, body, true);
      throw new GatewayError('auth', `bKash refused the grant token: ${JSON.stringify(raw).slice(0, 300)}`, raw);
    }
    return { answer, raw };
  }

  /** What an answer about a checkout (execute or status) says of it. */
  function verificationOf(answer: Answer, raw: unknown): Verification {
    const code = str(answer.statusCode);
    const status = str(answer.transactionStatus);
    const outcome: VerifyOutcome =
      code !== SUCCESS || status === null ? 'unrecognised' : (OUTCOMES[status] ?? 'unrecognised');
    return {
      outcome,
      tranId: str(answer.merchantInvoiceNumber),
      gatewayTxnId: str(answer.trxID),
      amount: str(answer.amount),
      currency: str(answer.currency),
      // The answer came to the merchant's own authenticated call: it is about our store.
      storeId: credentials.appKey,
      riskLevel: null,
      raw,
    };
  }

  /** A refusal of bKash's: the checkout did not take the money and never will. */
  const refused = (ref: GatewayPaymentRef, answer: Answer, raw: unknown): Verification => ({
    outcome: 'failed',
    tranId: ref.tranId,
    gatewayTxnId: null,
    amount: null,
    currency: null,
    storeId: credentials.appKey,
    riskLevel: null,
    problem: problemOf(str(answer.statusCode)),
    raw,
  });

  async function verify(ref: GatewayPaymentRef): Promise<Verification> {
    if (!ref.gatewayRef) {
      // No bKash checkout is known for it: created but its id never kept, and the customer never came back.
      // Nobody executed it, so bKash took nothing: it waits, like any checkout nobody finished.
      return {
        outcome: 'pending',
        tranId: ref.tranId,
        gatewayTxnId: null,
        amount: null,
        currency: null,
        storeId: credentials.appKey,
        riskLevel: null,
        raw: { note: 'no bKash paymentID known' },
      };
    }
    const { answer, raw } = await call('payment/status', { paymentID: ref.gatewayRef });
    return verificationOf(answer, raw);
  }

  /**
   * Creates a checkout: a sale, or an authorization that holds the money. Our transaction id is bKash's
   * invoice number; the customer's wallet number (their phone) is filled in on bKash's page.
   */
  async function openCheckout(input: CreatePaymentInput, intent: 'sale' | 'authorization') {
    const { answer, raw } = await call('create', {
      mode: '0011',
      payerReference: input.customer.phone.replace(/^\+?88/, '') || input.tranId,
      callbackURL: input.urls.success,
      amount: String(input.amount),
      currency: input.currency,
      intent,
      merchantInvoiceNumber: input.tranId,
    });
    const paymentId = str(answer.paymentID);
    const url = str(answer.bkashURL);
    const opened =
      str(answer.statusCode) === SUCCESS && paymentId && url && /^https?:\/\//.test(url)
        ? { redirectUrl: url, gatewayRef: paymentId }
        : null;
    return { answer, raw, opened };
  }

  /** What an answer about an authorization says of the hold; a refusal is thrown with bKash's words. */
  function holdIn(answer: Answer, raw: unknown): Hold {
    const status = str(answer.transactionStatus);
    const state = str(answer.statusCode) === SUCCESS && status !== null ? HOLD_STATES[status] : undefined;
    if (!state) {
      const said = `${str(answer.statusCode) ?? 'no status code'} ${str(answer.statusMessage) ?? ''}`.trim();
      throw new GatewayError('rejected', `bKash refused: ${said}`, raw);
    }
    return { state, amount: str(answer.amount), trxId: str(answer.trxID), raw };
  }

  async function holdOf(ref: { gatewayRef: string }): Promise<Hold> {
    const { answer, raw } = await call('payment/status', { paymentID: ref.gatewayRef });
    return holdIn(answer, raw);
  }

  /** A call that changes a hold: a lost answer is followed by the hold's status, never by the call again. */
  async function changeHold(path: string, body: Record<string, string>, ref: { gatewayRef: string }) {
    let made: { answer: Answer; raw: unknown };
    try {
      made = await call(path, body);
    } catch (err) {
      if (err instanceof GatewayError && (err.kind === 'timeout' || err.kind === 'network')) return holdOf(ref);
      throw err;
    }
    if (str(made.answer.statusCode) === ALREADY_EXECUTED) return holdOf(ref);
    return holdIn(made.answer, made.raw);
  }

  /** A refund as bKash answers it (the refund call and its status call answer alike). */
  function refundIn(answer: Answer, raw: unknown): GatewayRefund | null {
    const refundId = str(answer.refundTrxID);
    const amount = str(answer.amount);
    if (str(answer.statusCode) !== SUCCESS || !refundId || !amount) return null;
    return { refundId, amount, raw };
  }

  return {
    name: BKASH_GATEWAY,
    storeId: credentials.appKey,

    async createPayment(input: CreatePaymentInput) {
      const { answer, raw, opened } = await openCheckout(input, 'sale');
      if (opened) return { ...opened, raw };
      const code = str(answer.statusCode);
      const said = `${code ?? 'no status code'} ${str(answer.statusMessage) ?? ''}`.trim();
      if (code === '2001') throw new GatewayError('auth', `bKash refused the app key: ${said}`, raw);
      if (code === '2029') throw new GatewayError('duplicate', `bKash already has this invoice: ${said}`, raw);
      throw new GatewayError('rejected', `bKash refused the payment: ${said}`, raw);
    },

    transactionOfReturn(_body: unknown, query: unknown) {
      const found = str((query as Answer | null | undefined)?.tran_id);
      return found && /^[A-Za-z0-9_-]{1,32}$/.test(found) ? found : null;
    },

    verify,

    async charge(ref) {
      let executed: { answer: Answer; raw: unknown };
      try {
        executed = await call('execute', { paymentID: ref.gatewayRef });
      } catch (err) {
        // No answer: bKash may or may not have taken the money. Ask, never execute again.
        if (err instanceof GatewayError && (err.kind === 'timeout' || err.kind === 'network')) return verify(ref);
        throw err;
      }
      const { answer, raw } = executed;
      const code = str(answer.statusCode);
      if (code === SUCCESS) return verificationOf(answer, raw);
      const after = await verify(ref).catch(() => null);
      if (code === ALREADY_EXECUTED || code === null) {
        // Executed by an earlier call, or an answer we cannot read: the payment's status says what happened.
        if (after) return after;
        throw new GatewayError('bad_response', `bKash answered execute with ${code ?? 'no status code'}`, raw);
      }
      // Refused (insufficient balance, a wrong PIN, …): nothing was taken, unless the status says otherwise.
      return after?.outcome === 'paid' ? after : refused(ref, answer, raw);
    },

    async refund(payment, request) {
      const { answer, raw } = await call('payment/refund', {
        paymentID: payment.gatewayRef,
        trxID: payment.gatewayTxnId,
        amount: String(request.amount),
        sku: request.sku,
        reason: request.reason,
      });
      const made = refundIn(answer, raw);
      if (made) return made;
      const said = `${str(answer.statusCode) ?? 'no status code'} ${str(answer.statusMessage) ?? ''}`.trim();
      throw new GatewayError('rejected', `bKash refused the refund: ${said}`, raw);
    },

    async holdDeposit(input: CreatePaymentInput) {
      const { raw, opened } = await openCheckout(input, 'authorization');
      if (opened) return { ...opened, raw };
      throw new GatewayError('rejected', `bKash refused the hold: ${JSON.stringify(raw).slice(0, 300)}`, raw);
    },

    confirmHold: (ref) => changeHold('execute', { paymentID: ref.gatewayRef }, ref),
    holdOf,
    capture: (ref, amount) =>
      changeHold('payment/confirm/capture', { paymentID: ref.gatewayRef, amount: String(amount) }, ref),
    release: (ref) => changeHold('payment/confirm/void', { paymentID: ref.gatewayRef }, ref),

    async refundOf(payment) {
      // bKash's refund status: the refund call with the payment's ids and no amount.
      const { answer, raw } = await call('payment/refund', {
        paymentID: payment.gatewayRef,
        trxID: payment.gatewayTxnId,
      });
      return refundIn(answer, raw);
    },
  };
}
