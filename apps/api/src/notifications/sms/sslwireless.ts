import { smsSegments } from '@bond/contract/sms-segments';
import { fetchHttp, type HttpClient } from '../../http-client.ts';
import { ChannelError, type SmsGateway, type SmsSent, type SmsToSend } from '../channels.ts';
import { DUPLICATE_CSMS_ID, isPermanent, meaningOf } from './sslwireless-codes.ts';

export type SslWirelessOptions = {
  /** The service's address, e.g. https://smsplus.sslwireless.com, or the local stand-in's. */
  baseUrl: string;
  apiToken: string;
  /** The sender id SSL Wireless gave the shop. */
  sid: string;
  /** How long a send may take before it is given up and retried later (default 15 s). */
  timeoutMs?: number | undefined;
  /** The transport; global fetch unless the stand-in is reached in-process. */
  http?: HttpClient;
};

/** The gateway's name, as the outbox records it. */
export const SSLWIRELESS_GATEWAY = 'sslwireless';

const DEFAULT_TIMEOUT_MS = 15_000;

type Answer = Record<string, unknown>;

const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

/** A short, one-line extract of an answer for an error message (an error page can be long). */
const extract = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * SSL Wireless's HTTP API v3 (`POST /api/v3/send-sms`, JSON), one SMS a call. Each SMS carries the shop's
 * own reference as `csms_id`; sent again after a lost answer, the gateway refuses it as a duplicate, which
 * the adapter reports as sent. What to retry is decided by sslwireless-codes.ts; an HTTP 5xx, an answer that
 * is not the API's JSON, a network error and the time-out are retried.
 */
export function createSslWirelessGateway(options: SslWirelessOptions): SmsGateway {
  const http = options.http ?? fetchHttp;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/v3/send-sms`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function post(body: string): Promise<{ status: number; text: string }> {
    try {
      const res = await http(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: res.status, text: await res.text() };
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ChannelError(`SSL Wireless did not answer within ${timeoutMs} ms`);
      }
      throw Object.assign(new ChannelError(`SSL Wireless could not be reached: ${(err as Error).message}`), {
        cause: err,
      });
    }
  }

  return {
    name: SSLWIRELESS_GATEWAY,

    async send(sms: SmsToSend): Promise<SmsSent> {
      const { status, text } = await post(
        JSON.stringify({
          api_token: options.apiToken,
          sid: options.sid,
          msisdn: sms.msisdn,
          sms: sms.text,
          csms_id: sms.reference,
        }),
      );
      if (status >= 500) throw new ChannelError(`SSL Wireless answered HTTP ${status}: ${extract(text)}`.trim());
      return readAnswer(parseAnswer(status, text), sms);
    },
  };
}

/** The API's JSON object, or a retryable failure for anything else (a proxy's error page, an empty body). */
function parseAnswer(status: number, text: string): Answer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Answer;
  throw new ChannelError(`SSL Wireless answered HTTP ${status} with something that is not its JSON: ${extract(text)}`);
}

function readAnswer(answer: Answer, sms: SmsToSend): SmsSent {
  const first: unknown = Array.isArray(answer.smsinfo) ? answer.smsinfo[0] : undefined;
  const info = (first && typeof first === 'object' ? first : {}) as Answer;
  const sent = (duplicate: boolean): SmsSent => ({
    providerMessageId: str(info.reference_id) ?? sms.reference,
    segments: smsSegments(sms.text).segments,
    duplicate,
  });

  if (answer.status === 'SUCCESS') {
    // The call succeeded but this SMS was not taken: the gateway judged the message itself (the number, the
    // text), and a retry would meet the duplicate answer for a message that was never sent.
    if (info.sms_status !== undefined && info.sms_status !== 'SUCCESS') {
      const why = str(info.status_message) ?? str(info.sms_status) ?? 'no reason given';
      throw new ChannelError(`SSL Wireless did not take the SMS: ${why}`, true);
    }
    return sent(false);
  }
  if (answer.status === 'FAILED') {
    const code = Number(answer.status_code);
    if (code === DUPLICATE_CSMS_ID) return sent(true);
    const message = str(answer.error_message) ?? meaningOf(code);
    throw new ChannelError(
      `SSL Wireless refused the SMS: ${str(answer.status_code) ?? '(no code)'} ${message}`,
      isPermanent(code),
    );
  }
  throw new ChannelError(`SSL Wireless answered something it does not recognise: ${extract(JSON.stringify(answer))}`);
}
