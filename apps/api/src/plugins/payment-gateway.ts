import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentConfig } from '../config.ts';
import { databaseUnavailable } from '../errors.ts';
import type { HttpClient } from '../http-client.ts';
import { AAMARPAY_HOSTS, createAamarpayGateway } from '../payments/aamarpay.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import aamarpayStandin, { defaultSwitches, type StandinSwitches } from '../payments/standin/aamarpay-standin.ts';
import { injectHttp } from './inject-http.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
    /** Present with PAYMENT_GATEWAY=local: the stand-in's test switches. */
    aamarpayStandin: { switches: StandinSwitches };
  }
}

export const STANDIN_PREFIX = '/aamarpay';

/**
 * The local stand-in is reached in-process (plugins/inject-http.ts). It keeps its transactions in the shop's
 * own database: when it cannot reach it, neither can the shop, and the customer's request is answered as
 * such (503), not as a gateway failure.
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
  /** Where browsers reach the shop: the stand-in's checkout pages are served under it. */
  publicUrl: string;
  /** Timeout of every call to the gateway (default 15 s). */
  timeoutMs?: number | undefined;
};

/**
 * The payment gateway the shop uses (app.paymentGateway): the real aamarPay, or with PAYMENT_GATEWAY=local
 * the same aamarPay adapter talking to the local stand-in served under /aamarpay.
 */
export default fp(
  async (app: FastifyInstance, opts: PaymentGatewayOptions) => {
    const timeoutMs = opts.timeoutMs ?? 15_000;
    const { payment } = opts;
    if (payment.gateway === 'aamarpay') {
      app.decorate(
        'paymentGateway',
        createAamarpayGateway({
          baseUrl: AAMARPAY_HOSTS[payment.mode],
          storeId: payment.storeId,
          signatureKey: payment.signatureKey,
          timeoutMs,
        }),
      );
      return;
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
    app.decorate(
      'paymentGateway',
      createAamarpayGateway({
        baseUrl: `http://stand-in${STANDIN_PREFIX}`,
        storeId,
        signatureKey,
        timeoutMs,
        http: standinHttp(app),
      }),
    );
  },
  { name: 'payment-gateway' },
);
