import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SmsConfig } from '../config.ts';
import type { SmsGateway } from '../notifications/channels.ts';
import { createSslWirelessGateway } from '../notifications/sms/sslwireless.ts';
import sslwirelessStandin, {
  createSmsStandin,
  type SmsStandin,
} from '../notifications/sms/standin/sslwireless-standin.ts';
import { injectHttp } from './inject-http.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where SMS go (docs/product/messages.md#channels); null with SMS_GATEWAY=none: the messages wait in the outbox. */
    smsGateway: SmsGateway | null;
    /** Present with SMS_GATEWAY=local: the SSL Wireless stand-in's switches and credentials. */
    smsStandin: SmsStandin;
  }
}

export const SMS_STANDIN_PREFIX = '/sslwireless';

export type SmsGatewayOptions = {
  sms: SmsConfig;
  /** Time-out of every send (default 15 s). */
  timeoutMs?: number | undefined;
};

/**
 * The SMS gateway the shop uses (app.smsGateway): SSL Wireless, or with SMS_GATEWAY=local the same SSL
 * Wireless adapter talking in-process to the stand-in served under /sslwireless, or none.
 */
export default fp(
  async (app: FastifyInstance, opts: SmsGatewayOptions) => {
    const { sms, timeoutMs } = opts;
    if (sms.gateway === 'none') {
      app.decorate('smsGateway', null);
      return;
    }
    if (sms.gateway === 'sslwireless') {
      const { baseUrl, apiToken, sid } = sms;
      app.decorate('smsGateway', createSslWirelessGateway({ baseUrl, apiToken, sid, timeoutMs }));
      return;
    }
    const standin = createSmsStandin();
    app.decorate('smsStandin', standin);
    await app.register(sslwirelessStandin, { prefix: SMS_STANDIN_PREFIX, standin });
    app.decorate(
      'smsGateway',
      createSslWirelessGateway({
        baseUrl: `http://stand-in${SMS_STANDIN_PREFIX}`,
        apiToken: standin.apiToken,
        sid: standin.sid,
        timeoutMs,
        http: injectHttp(app),
      }),
    );
  },
  { name: 'sms-gateway', dependencies: ['db'] },
);
