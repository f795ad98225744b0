import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BkashConfig, OnlineGateway, PaymentConfig } from '../config.ts';
import { databaseUnavailable } from '../errors.ts';
import type { HttpClient } from '../http-client.ts';
import { AAMARPAY_HOSTS, createAamarpayGateway } from '../payments/aamarpay.ts';
import { BKASH_API_PATH, BKASH_HOSTS, createBkashGateway } from '../payments/bkash.ts';
import type { PaymentGateway, PaymentGateways } from '../payments/gateway.ts';
import bkashStandin, { defaultBkashSwitches, type BkashStandinSwitches } from '../payments/standin/bkash-standin.ts';
import aamarpayStandin, { defaultSwitches, type StandinSwitches } from '../payments/standin/aamarpay-standin.ts';
import { injectHttp } from './inject-http.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateways customers pay online through, and the adapter of each payment's gateway. */
    paymentGateways: PaymentGateways;
    /** Present with aamarPay's local stand-in: its test switches. */
    aamarpayStandin: { switches: StandinSwitches };
    /** Present with bKash's local stand-in: its test switches. */
    bkashStandin: { switches: BkashStandinSwitches };
  }
}

export const STANDIN_PREFIX = '/aamarpay';
export const BKASH_STANDIN_PREFIX = '/bkash';

/**
 * The local stand-ins are reached in-process (plugins/inject-http.ts). They keep their transactions in the
 * shop's own database: when they cannot reach it, neither can the shop, and the customer's request is
 * answered as such (503), not as a gateway failure.
 */
function standinHttp(app: FastifyInstance): HttpClient {
  const http = injectHttp(app);
  return async (url, init) => {
    const res = await http(url, init);
    if (res.status === 503 && (await res.text()).includes('"DATABASE_UNAVAILABLE"')) throw databaseUnavailable();
    return res;
  };
}

export type PaymentGatewayOptions = {
  payment: PaymentConfig;
  bkash?: BkashConfig | undefined;
  /** Default: aamarPay, then bKash, each when configured. */
  offered?: OnlineGateway[] | undefined;
  /** Where browsers reach the shop: the stand-ins' checkout pages are served under it. */
  publicUrl: string;
  /** Timeout of every call to a gateway (default 15 s). */
  timeoutMs?: number | undefined;
};

/** aamarPay's adapter: the real service, or the same adapter talking to the local stand-in under /aamarpay. */
async function aamarpayGateway(
  app: FastifyInstance,
  payment: PaymentConfig,
  opts: PaymentGatewayOptions,
  timeoutMs: number,
) {
  if (payment.gateway === 'none') return undefined;
  if (payment.gateway === 'aamarpay') {
    return createAamarpayGateway({
      baseUrl: AAMARPAY_HOSTS[payment.mode],
      storeId: payment.storeId,
      signatureKey: payment.signatureKey,
      timeoutMs,
    });
  }
  const { storeId, signatureKey } = payment;
  const switches = defaultSwitches();
  app.decorate('aamarpayStandin', { switches });
  await app.register(aamarpayStandin, {
    prefix: STANDIN_PREFIX,
    switches,
    storeId,
    signatureKey,
    publicBaseUrl: () => `${opts.publicUrl.replace(/\/+$/, '')}${STANDIN_PREFIX}`,
    shopOrigin: new URL(opts.publicUrl).origin,
  });
  return createAamarpayGateway({
    baseUrl: `http://stand-in${STANDIN_PREFIX}`,
    storeId,
    signatureKey,
    timeoutMs,
    http: standinHttp(app),
  });
}

/** bKash's adapter: the real tokenized checkout, or the same adapter talking to the local stand-in under /bkash. */
async function bkashGateway(
  app: FastifyInstance,
  bkash: BkashConfig | undefined,
  opts: PaymentGatewayOptions,
  timeoutMs: number,
) {
  if (!bkash) return undefined;
  const { credentials } = bkash;
  if (bkash.gateway === 'bkash') {
    return createBkashGateway({ baseUrl: `${BKASH_HOSTS[bkash.mode]}${BKASH_API_PATH}`, credentials, timeoutMs });
  }
  const switches = defaultBkashSwitches();
  app.decorate('bkashStandin', { switches });
  await app.register(bkashStandin, {
    prefix: BKASH_STANDIN_PREFIX,
    switches,
    ...credentials,
    publicBaseUrl: () => `${opts.publicUrl.replace(/\/+$/, '')}${BKASH_STANDIN_PREFIX}`,
    shopOrigin: new URL(opts.publicUrl).origin,
  });
  return createBkashGateway({
    baseUrl: `http://stand-in${BKASH_STANDIN_PREFIX}${BKASH_API_PATH}`,
    credentials,
    timeoutMs,
    http: standinHttp(app),
  });
}

/**
 * The payment gateways the shop uses (app.paymentGateways, docs/product/money-and-refunds.md#choosing-a-gateway):
 * aamarPay and bKash, each real or, with PAYMENT_GATEWAY=local, the real adapter talking to its local stand-in.
 */
export default fp(
  async (app: FastifyInstance, opts: PaymentGatewayOptions) => {
    const timeoutMs = opts.timeoutMs ?? 15_000;
    const configured = new Map<string, PaymentGateway>();
    const aamarpay = await aamarpayGateway(app, opts.payment, opts, timeoutMs);
    if (aamarpay) configured.set(aamarpay.name, aamarpay);
    const bkash = await bkashGateway(app, opts.bkash, opts, timeoutMs);
    if (bkash) configured.set(bkash.name, bkash);
    const offered = (opts.offered ?? [...configured.keys()]).map((name) => {
      const gateway = configured.get(name);
      if (!gateway) throw new Error(`payment gateway ${name} is offered but not configured`);
      return gateway;
    });
    const [first] = offered;
    if (!first) throw new Error('no payment gateway is configured');
    app.decorate('paymentGateways', {
      offered,
      byName: (name: string) => configured.get(name),
      choose: (name?: string) => (name === undefined ? first : offered.find((gateway) => gateway.name === name)),
      holds: bkash,
    } satisfies PaymentGateways);
  },
  { name: 'payment-gateway' },
);
