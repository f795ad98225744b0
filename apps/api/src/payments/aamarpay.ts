import { fetchHttp, type HttpClient } from '../http-client.ts';
import type { CreatePaymentInput, GatewayPaymentRef, PaymentGateway, Verification, VerifyOutcome } from './gateway.ts';
import { GatewayError } from './gateway.ts';

export type AamarpayOptions = {
  /** The service's base address, e.g. the sandbox host, the live host, or the local stand-in. */
  baseUrl: string;
  storeId: string;
  signatureKey: string;
  timeoutMs: number;
  http?: HttpClient;
};

export const AAMARPAY_HOSTS = {
  sandbox: 'https://sandbox.aamarpay.com',
  live: 'https://secure.aamarpay.com',
} as const;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new GatewayError('bad_response', 'aamarPay answered with something that is not JSON', text.slice(0, 500));
  }
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
}

/** The gateway's name on the payment rows it settles. */
export const AAMARPAY_GATEWAY = 'aamarpay';

/** The real aamarPay adapter (as aamarPay documents it: docs/decisions/007-aamarpay-as-documented.md): JSON create, transaction-search verify. */
export function createAamarpayGateway(options: AamarpayOptions): PaymentGateway {
  const http = options.http ?? fetchHttp;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(url: string, init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }) {
    try {
      const res = await http(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      const text = await res.text();
      if (res.status >= 500)
        throw new GatewayError('network', `aamarPay answered HTTP ${res.status}`, text.slice(0, 500));
      return text;
    } catch (err) {
      if (err instanceof GatewayError) throw err;
      const name = (err as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new GatewayError('timeout', `aamarPay did not answer within ${options.timeoutMs} ms`);
      }
      throw Object.assign(new GatewayError('network', `aamarPay could not be reached: ${(err as Error).message}`), {
        cause: err,
      });
    }
  }

  return {
    name: AAMARPAY_GATEWAY,
    storeId: options.storeId,

    async createPayment(input: CreatePaymentInput) {
      const payload = {
        store_id: options.storeId,
        signature_key: options.signatureKey,
        tran_id: input.tranId,
        amount: input.amount.toFixed(2),
        currency: input.currency,
        success_url: input.urls.success,
        fail_url: input.urls.fail,
        cancel_url: input.urls.cancel,
        desc: input.description,
        cus_name: input.customer.name,
        cus_email: input.customer.email,
        cus_phone: input.customer.phone,
        // aamarPay requires an address line; an account without one (an old row) still gets a checkout.
        cus_add1: input.customer.address.trim() || 'Dhaka',
        cus_add2: 'N/A',
        cus_city: 'Dhaka',
        cus_country: 'Bangladesh',
        type: 'json',
      };
      const raw = parseJson(
        await call(`${base}/jsonpost.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        }),
      );
      if (typeof raw === 'string')
        throw new GatewayError('auth', `aamarPay refused the store credentials: ${raw}`, raw);
      const answer = (raw ?? {}) as Record<string, unknown>;
      if (
        answer.result === 'true' &&
        typeof answer.payment_url === 'string' &&
        /^https?:\/\//.test(answer.payment_url)
      ) {
        return { redirectUrl: answer.payment_url, raw };
      }
      if (typeof answer.tran_id === 'string' && /dublicate|duplicate/i.test(answer.tran_id)) {
        throw new GatewayError('duplicate', 'aamarPay already has a payment with this transaction id', raw);
      }
      throw new GatewayError('rejected', `aamarPay refused the payment: ${JSON.stringify(raw).slice(0, 300)}`, raw);
    },

    transactionOfReturn(body: unknown, query: unknown) {
      const fromBody = str((body as Record<string, unknown> | null | undefined)?.mer_txnid);
      const q = (query ?? {}) as Record<string, unknown>;
      const found = fromBody ?? str(q.mer_txnid) ?? str(q.tran_id);
      return found && /^[A-Za-z0-9_-]{1,32}$/.test(found) ? found : null;
    },

    async verify({ tranId }: GatewayPaymentRef): Promise<Verification> {
      const params = new URLSearchParams({
        request_id: tranId,
        store_id: options.storeId,
        signature_key: options.signatureKey,
        type: 'json',
      });
      const text = await call(`${base}/api/v1/trxcheck/request.php?${params}`, { method: 'GET' });
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        // An error page or anything else that is not JSON: an answer, but not one we can read.
        raw = text.slice(0, 2000);
      }
      const answer = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
      const payStatus = str(answer.pay_status);
      let outcome: VerifyOutcome;
      if (payStatus === null || str(answer.mer_txnid) === null) outcome = 'unrecognised';
      else if (payStatus === 'Successful' && str(answer.status_code) === '2') outcome = 'paid';
      else if (/^fail/i.test(payStatus)) outcome = 'failed';
      else if (/^cancel/i.test(payStatus)) outcome = 'cancelled';
      else outcome = 'pending';
      return {
        outcome,
        tranId: str(answer.mer_txnid),
        gatewayTxnId: str(answer.pg_txnid),
        amount: str(answer.amount),
        currency: reportedCurrency(str(answer.currency), str(answer.currency_merchant)),
        storeId: str(answer.store_id),
        riskLevel: riskLevelOf(answer.risk_level),
        raw,
      };
    },
  };
}

/**
 * The currency of a verification answer: both of aamarPay's fields must agree when both are present, so an
 * answer in another currency cannot pass on the strength of one BDT field.
 */
export function reportedCurrency(currency: string | null, merchantCurrency: string | null): string | null {
  if (currency !== null && merchantCurrency !== null && currency !== merchantCurrency) {
    return `${currency} (merchant ${merchantCurrency})`;
  }
  return currency ?? merchantCurrency;
}

/**
 * aamarPay's `risk_level` of a transaction: null for an ordinary payment (its search-transaction and IPN
 * samples show `risk_level: null` with `risk_title: "Not-Available"`). "0" and an empty value are read as
 * no risk as well; any other level is a risk verdict an admin must see before the payment counts.
 */
export function riskLevelOf(value: unknown): string | null {
  const level = str(value)?.trim() ?? '';
  return level === '' || level === '0' || /^not-available$/i.test(level) ? null : level;
}
