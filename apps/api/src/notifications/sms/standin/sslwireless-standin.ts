import { randomBytes } from 'node:crypto';
import type { SmsStandinSwitches } from '@bond/contract/notifications';
import { smsSegments } from '@bond/contract/sms-segments';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { DUPLICATE_CSMS_ID, meaningOf } from '../sslwireless-codes.ts';
import * as book from './sms-standin.repository.ts';

/**
 * A local stand-in of SSL Wireless's HTTP API v3 (docs/product/messages.md#channels; docs/decisions/003 for the aamarPay one it follows):
 * `POST /api/v3/send-sms` checks the credentials and the message as the gateway does, records each SMS in
 * its own table instead of sending it, and refuses a second SMS under the same `csms_id`. An admin (its
 * page) or a test flips its switches to play a gateway that fails, falls silent or refuses.
 */
export type SmsStandin = {
  /** How the next sends are answered: set by an admin (PUT /api/sms-standin/switches) or a test. */
  switches: SmsStandinSwitches;
  /**
   * Tests only: in `timeout` mode, record the SMS before falling silent. The gateway took it but its answer
   * was lost on the way, and the shop's retry under the same `csms_id` meets the duplicate answer.
   */
  recordThenHang: boolean;
  /**
   * The credentials the stand-in takes. The token is made when the shop starts and never leaves the process:
   * only the shop's own adapter, reaching the stand-in in-process, can have it record anything, though its
   * address is as public as the shop's.
   */
  readonly apiToken: string;
  readonly sid: string;
};

/** The sender id the stand-in takes (SSL Wireless gives each shop its own). */
export const SMS_STANDIN_SID = 'BONDBIKES';

export const createSmsStandin = (): SmsStandin => ({
  switches: { mode: 'deliver' },
  recordThenHang: false,
  apiToken: randomBytes(24).toString('base64url'),
  sid: SMS_STANDIN_SID,
});

export type SmsStandinOptions = {
  /** Shared with the app (app.smsStandin), so that the admin routes and tests can flip the switches. */
  standin: SmsStandin;
};

/** The code of error-code mode when the admin names none: the number is refused, for good. */
const DEFAULT_ERROR_CODE = 4025;

/** SSL Wireless's own limits on the sender's reference and the receiving number. */
const CSMS_ID = /^[A-Za-z0-9]{1,20}$/;
const MSISDN = /^8801[3-9]\d{8}$/;

type SendRequest = { sid: string; msisdn: string; sms: string; csmsId: string };

/**
 * SSL Wireless's FAILED answer, given with HTTP 200 here: the refusal is in the body, which the adapter reads
 * whatever the status below 500.
 */
const failed = (code: number, message = meaningOf(code)) => ({
  status: 'FAILED',
  status_code: code,
  error_message: message,
  smsinfo: [],
});

/** SSL Wireless's SUCCESS answer for one SMS. */
const succeeded = (delivery: SendRequest & { smsType: string; referenceId: string }) => ({
  status: 'SUCCESS',
  status_code: 200,
  error_message: '',
  smsinfo: [
    {
      sms_status: 'SUCCESS',
      status_message: 'Success',
      msisdn: delivery.msisdn,
      sms_type: delivery.smsType,
      sms_body: delivery.sms,
      csms_id: delivery.csmsId,
      reference_id: delivery.referenceId,
    },
  ],
});

/** A request field as the gateway reads it: a string (a number is read as its digits), or null. */
function field(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The request when it is acceptable, or SSL Wireless's FAILED answer saying why not. */
/** The gateway's refusal of a request that is not JSON or not from its account holder; null when it is. */
function unauthorised(body: unknown, { apiToken, sid }: SmsStandin): ReturnType<typeof failed> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return failed(4004);
  const fields = body as Record<string, unknown>;
  if (field(fields, 'api_token') !== apiToken) return failed(4001);
  if (field(fields, 'sid') !== sid) return failed(4002);
  return null;
}

function check(body: unknown, standin: SmsStandin): SendRequest | ReturnType<typeof failed> {
  const refused = unauthorised(body, standin);
  if (refused) return refused;
  const fields = body as Record<string, unknown>;
  const sid = standin.sid;
  const [msisdn, sms, csmsId] = [field(fields, 'msisdn'), field(fields, 'sms'), field(fields, 'csms_id')];
  if (msisdn === null || sms === null || csmsId === null) return failed(4022);
  if (!CSMS_ID.test(csmsId)) return failed(4020);
  if (!MSISDN.test(msisdn)) return failed(4025);
  return { sid, msisdn, sms, csmsId };
}

/** Records the SMS; false when the stand-in already has one under its `csms_id`. */
async function record(db: Db, request: SendRequest) {
  const { encoding, segments } = smsSegments(request.sms);
  const delivery = {
    ...request,
    // The contract's SmsStandinDelivery: `EN` for a GSM-7 text, `BN` for a Unicode one.
    smsType: encoding === 'GSM-7' ? 'EN' : 'BN',
    segments,
    referenceId: randomBytes(10).toString('hex'),
  };
  const recorded = await book.recordDelivery(db, delivery);
  return recorded ? delivery : null;
}

/**
 * The longest the stand-in stays silent, well past any sender's time-out (15 s by default). A request
 * dispatched in-process (plugins/inject-http.ts) is not closed when its sender gives up, so without a bound
 * each one would be kept until the shop closes.
 */
const SILENCE_LIMIT_MS = 60_000;

/**
 * Gives no answer: the handler waits until the client gives up (closes its connection), the shop closes or
 * the silence limit passes, then drops the connection without a word.
 */
async function noAnswer(reply: FastifyReply, closing: Promise<void>) {
  let limit: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve) => {
    reply.raw.once('close', resolve);
    void closing.then(resolve);
    limit = setTimeout(resolve, SILENCE_LIMIT_MS);
  });
  clearTimeout(limit);
  reply.hijack();
  reply.raw.destroy();
}

/** The stand-in's one route, as SSL Wireless serves it. */
export default async function sslwirelessStandin(app: FastifyInstance, opts: SmsStandinOptions) {
  // Silent requests are let go when the shop closes, so that closing does not wait for their clients.
  let wake!: () => void;
  const closing = new Promise<void>((resolve) => (wake = resolve));
  app.addHook('preClose', async () => wake());

  // A body that is not JSON is refused in the gateway's words, not the shop's.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code?.startsWith('FST_ERR_CTP_')) return reply.status(200).send(failed(4004));
    throw error;
  });

  app.post('/api/v3/send-sms', { schema: { hide: true } }, async (request, reply) => {
    const { switches, recordThenHang } = opts.standin;
    // Only the shop's own adapter knows the token: anyone else is refused before any switch applies, so a
    // visitor can neither hold a request open while "Time out" is on nor learn how the switches stand.
    const refused = unauthorised(request.body, opts.standin);
    if (refused) return refused;
    if (switches.mode === 'fail')
      return reply.status(500).type('text/plain; charset=utf-8').send('Internal Server Error');
    if (switches.mode === 'error-code') return failed(switches.errorCode ?? DEFAULT_ERROR_CODE);
    if (switches.mode === 'timeout' && !recordThenHang) return noAnswer(reply, closing);
    const checked = check(request.body, opts.standin);
    if ('status' in checked) return checked;
    const delivery = await record(app.db, checked);
    if (switches.mode === 'timeout') return noAnswer(reply, closing);
    return delivery ? succeeded(delivery) : failed(DUPLICATE_CSMS_ID);
  });
}
