import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsStandinDeliveries } from '../../db/schema.ts';
import { injectHttp } from '../../plugins/inject-http.ts';
import { buildTestApp, setUpTestApp } from '../../test/test-app.ts';
import { ChannelError, type SmsGateway } from '../channels.ts';
import { createSslWirelessGateway, type SslWirelessOptions } from './sslwireless.ts';
import { SSLWIRELESS_CODES } from './sslwireless-codes.ts';

/**
 * The real SSL Wireless adapter against the local stand-in (docs/product/messages.md#channels): over a socket, as it talks to the real
 * service, and in-process, as the shop reaches its own stand-in.
 */
let t: Awaited<ReturnType<typeof setUpTestApp>>;
let socketUrl: string;

beforeAll(async () => {
  t = await setUpTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  socketUrl = `${address}/sslwireless`;
});
afterAll(() => t.close());
// Each test sets the switches it needs; none inherits another's.
beforeEach(() => {
  t.app.smsStandin.switches = { mode: 'deliver' };
  t.app.smsStandin.recordThenHang = false;
});

type Options = Partial<SslWirelessOptions>;
/** The token the stand-in made at start, and the sid it takes. */
const credentials = () => ({ apiToken: t.app.smsStandin.apiToken, sid: t.app.smsStandin.sid });
const overSocket = (over: Options = {}) =>
  createSslWirelessGateway({ baseUrl: socketUrl, ...credentials(), timeoutMs: 5000, ...over });
const inProcess = (over: Options = {}) =>
  createSslWirelessGateway({
    baseUrl: 'http://stand-in/sslwireless',
    ...credentials(),
    timeoutMs: 5000,
    http: injectHttp(t.app),
    ...over,
  });
const TRANSPORTS = [
  ['over a socket', overSocket],
  ['in-process', inProcess],
] as const;

/** A fresh `csms_id` (alphanumeric, at most 20 characters). */
const newReference = () => `T${randomBytes(8).toString('hex')}`;
const sms = (over: { msisdn?: string; text?: string; reference?: string } = {}) => ({
  msisdn: '8801712345678',
  text: 'Your Bond bike is booked.',
  reference: newReference(),
  ...over,
});

const deliveriesOf = (reference: string) =>
  t.database.db.select().from(smsStandinDeliveries).where(eq(smsStandinDeliveries.csmsId, reference));

/** The ChannelError a send ends with (it must end with one). */
async function refusal(gateway: SmsGateway, message = sms()): Promise<ChannelError> {
  const error = await gateway.send(message).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}

describe.each(TRANSPORTS)('sending through the stand-in %s', (_how, gateway) => {
  it('hands the SMS over and the stand-in records it under its reference', async () => {
    const message = sms({ text: 'Your Bond bike is booked for 10:00. Pay the rest on return.' });
    const sent = await gateway().send(message);
    const [row] = await deliveriesOf(message.reference);
    expect(row).toMatchObject({
      csmsId: message.reference,
      sid: 'BONDBIKES',
      msisdn: message.msisdn,
      sms: message.text,
      smsType: 'EN',
      segments: 1,
    });
    expect(sent).toEqual({ providerMessageId: row!.referenceId, segments: 1, duplicate: false });
  });

  it('sends a Bangla text as Unicode and counts its parts', async () => {
    const message = sms({ text: 'আপনার বাইক বুক হয়েছে। '.repeat(4) });
    expect(message.text.length).toBeGreaterThan(70);
    const sent = await gateway().send(message);
    expect(sent.segments).toBe(2);
    expect((await deliveriesOf(message.reference))[0]).toMatchObject({ smsType: 'BN', segments: 2 });
  });

  it('reports a second send under the same reference as sent before, and the stand-in keeps one', async () => {
    const message = sms();
    const first = await gateway().send(message);
    const again = await gateway().send({ ...message, text: 'A changed text' });
    expect(again).toEqual({ providerMessageId: message.reference, segments: 1, duplicate: true });
    expect(first.duplicate).toBe(false);
    const rows = await deliveriesOf(message.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sms).toBe(message.text);
  });

  it('gives up on a silent gateway at its time-out, to try again later', async () => {
    t.app.smsStandin.switches = { mode: 'timeout' };
    const message = sms();
    const error = await refusal(gateway({ timeoutMs: 100 }), message);
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('SSL Wireless did not answer within 100 ms');
    expect(await deliveriesOf(message.reference)).toHaveLength(0);
  });

  it('a retry after a lost answer finds the SMS already taken: sent once, reported as a duplicate', async () => {
    t.app.smsStandin.switches = { mode: 'timeout' };
    t.app.smsStandin.recordThenHang = true;
    const message = sms();
    expect((await refusal(gateway({ timeoutMs: 100 }), message)).permanent).toBe(false);
    t.app.smsStandin.switches = { mode: 'deliver' };
    expect(await gateway().send(message)).toMatchObject({ duplicate: true, providerMessageId: message.reference });
    expect(await deliveriesOf(message.reference)).toHaveLength(1);
  });

  it('tries again after an HTTP 500, and nothing was recorded', async () => {
    t.app.smsStandin.switches = { mode: 'fail' };
    const message = sms();
    const error = await refusal(gateway(), message);
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('SSL Wireless answered HTTP 500: Internal Server Error');
    expect(await deliveriesOf(message.reference)).toHaveLength(0);
  });

  it('gives up for good on refused credentials', async () => {
    const token = await refusal(gateway({ apiToken: 'not-the-token' }));
    expect(token).toMatchObject({ permanent: true, message: 'SSL Wireless refused the SMS: 4001 Unauthorized' });
    const sid = await refusal(gateway({ sid: 'OTHERSHOP' }));
    expect(sid).toMatchObject({ permanent: true, message: 'SSL Wireless refused the SMS: 4002 SID not permitted' });
  });
});

describe('the stand-in checks each SMS as SSL Wireless does', () => {
  it.each([
    ['a landline number', sms({ msisdn: '88029876543' }), '4025 Invalid MSISDN'],
    ['a national-form number', sms({ msisdn: '01712345678' }), '4025 Invalid MSISDN'],
    ['an operator digit 2', sms({ msisdn: '8801212345678' }), '4025 Invalid MSISDN'],
    ['an empty text', sms({ text: '' }), '4022 Required parameter missing'],
    ['a reference with a dash', sms({ reference: 'BBR-1' }), '4020 Invalid CSMS ID'],
    ['a reference over 20 characters', sms({ reference: 'R'.repeat(21) }), '4020 Invalid CSMS ID'],
  ])('refuses %s for good', async (_what, message, answer) => {
    const error = await refusal(inProcess(), message);
    expect(error).toMatchObject({ permanent: true, message: `SSL Wireless refused the SMS: ${answer}` });
    expect(await deliveriesOf(message.reference)).toHaveLength(0);
  });

  it('answers a body that is not a JSON object with its own refusal (4004)', async () => {
    for (const [type, payload] of [
      ['text/plain', 'api_token=local-stand-in'],
      ['application/json', '{"api_token": '],
      ['application/json', '["local-stand-in"]'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sslwireless/api/v3/send-sms',
        headers: { 'content-type': type! },
        payload,
      });
      expect(res.json(), `${type} ${payload}`).toEqual({
        status: 'FAILED',
        status_code: 4004,
        error_message: 'Invalid request format',
        smsinfo: [],
      });
    }
  });

  it('answers a send in SSL Wireless’s shape', async () => {
    const message = sms();
    const res = await t.app.inject({
      method: 'POST',
      url: '/sslwireless/api/v3/send-sms',
      payload: {
        api_token: t.app.smsStandin.apiToken,
        sid: 'BONDBIKES',
        msisdn: message.msisdn,
        sms: 'Price 500 €',
        csms_id: message.reference,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'SUCCESS',
      status_code: 200,
      error_message: '',
      smsinfo: [
        {
          sms_status: 'SUCCESS',
          status_message: 'Success',
          msisdn: message.msisdn,
          sms_type: 'EN',
          sms_body: 'Price 500 €',
          csms_id: message.reference,
          reference_id: expect.stringMatching(/^[0-9a-f]{20}$/),
        },
      ],
    });
  });
});

describe('SSL Wireless’s answer codes', () => {
  it.each(Object.entries(SSLWIRELESS_CODES).filter(([code]) => code !== '4023'))(
    '%s is taken as in the table',
    async (code, { meaning, permanent }) => {
      t.app.smsStandin.switches = { mode: 'error-code', errorCode: Number(code) };
      const error = await refusal(inProcess());
      expect(error).toMatchObject({ permanent, message: `SSL Wireless refused the SMS: ${code} ${meaning}` });
    },
  );

  it('error-code mode refuses the number by default (4025, for good)', async () => {
    t.app.smsStandin.switches = { mode: 'error-code' };
    expect(await refusal(overSocket())).toMatchObject({
      permanent: true,
      message: 'SSL Wireless refused the SMS: 4025 Invalid MSISDN',
    });
  });

  it('takes a code it does not know as passing, to be tried again', async () => {
    t.app.smsStandin.switches = { mode: 'error-code', errorCode: 4099 };
    expect(await refusal(inProcess())).toMatchObject({
      permanent: false,
      message: 'SSL Wireless refused the SMS: 4099 Unknown error',
    });
  });

  it('reads 4023 as sent before, with our reference as the gateway’s id', async () => {
    t.app.smsStandin.switches = { mode: 'error-code', errorCode: 4023 };
    const message = sms({ text: 'x'.repeat(161) });
    expect(await inProcess().send(message)).toEqual({
      providerMessageId: message.reference,
      segments: 2,
      duplicate: true,
    });
  });
});

describe('a gateway that cannot be reached or read', () => {
  it('tries again when nothing listens at the address', async () => {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    server.close();
    await once(server, 'close');
    const error = await refusal(overSocket({ baseUrl: `http://127.0.0.1:${port}` }));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/^SSL Wireless could not be reached: /);
  });

  it('tries again when the answer is not its JSON (a proxy’s page with HTTP 200)', async () => {
    const server = createServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>\n  Please log in to the Wi-Fi\n</body></html>');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as { port: number };
      const error = await refusal(overSocket({ baseUrl: `http://127.0.0.1:${port}` }));
      expect(error).toMatchObject({
        permanent: false,
        message:
          'SSL Wireless answered HTTP 200 with something that is not its JSON: <html><body> Please log in to the Wi-Fi </body></html>',
      });
    } finally {
      server.close();
    }
  });

  it('lets a silent send go when the shop closes, rather than waiting for its time-out', async () => {
    const shop = await buildTestApp(t.database);
    const address = await shop.listen({ port: 0, host: '127.0.0.1' });
    shop.smsStandin.switches = { mode: 'timeout' };
    const arrived = once(shop.server, 'request');
    // The outcome is taken at once: the send fails while the shop is still closing.
    // This shop's stand-in answers (or keeps silent for) its own adapter's token only.
    const { apiToken, sid } = shop.smsStandin;
    const outcome = overSocket({ baseUrl: `${address}/sslwireless`, timeoutMs: 30_000, apiToken, sid })
      .send(sms())
      .then(
        () => null,
        (err: unknown) => err as ChannelError,
      );
    await arrived;
    await shop.close();
    const error = await outcome;
    expect(error).toBeInstanceOf(ChannelError);
    expect(error).toMatchObject({
      permanent: false,
      message: expect.stringMatching(/^SSL Wireless could not be reached/),
    });
  });
});

describe('app.smsGateway with the local stand-in', () => {
  it('is the SSL Wireless adapter, reaching the stand-in in-process', async () => {
    const gateway = t.app.smsGateway!;
    expect(gateway.name).toBe('sslwireless');
    const message = sms();
    const sent = await gateway.send(message);
    expect(sent.providerMessageId).toBe((await deliveriesOf(message.reference))[0]!.referenceId);
  });

  it('takes a token made at start, which no other process knows', async () => {
    const other = await buildTestApp(t.database);
    try {
      expect(t.app.smsStandin.apiToken).toMatch(/^[\w-]{32}$/);
      expect(other.smsStandin.apiToken).not.toBe(t.app.smsStandin.apiToken);
      const outsider = createSslWirelessGateway({
        baseUrl: socketUrl,
        apiToken: other.smsStandin.apiToken,
        sid: 'BONDBIKES',
      });
      expect(await refusal(outsider)).toMatchObject({ permanent: true, message: expect.stringContaining('4001') });
    } finally {
      await other.close();
    }
  });

  it('gives up at the SMS time-out of the app', async () => {
    const shop = await buildTestApp(t.database, { smsTimeoutMs: 50 });
    try {
      shop.smsStandin.switches = { mode: 'timeout' };
      expect(await refusal(shop.smsGateway!)).toMatchObject({
        permanent: false,
        message: 'SSL Wireless did not answer within 50 ms',
      });
    } finally {
      await shop.close();
    }
  });
});

describe('the stand-in’s switches answer only its own adapter', () => {
  it('a stranger is refused at once, even while "Time out" would hold the shop’s own sends', async () => {
    t.app.smsStandin.switches = { mode: 'timeout' };
    try {
      const stranger = overSocket({ apiToken: 'guessed-token', timeoutMs: 2000 });
      const started = Date.now();
      expect(await refusal(stranger)).toMatchObject({ permanent: true, message: expect.stringMatching(/4001/) });
      expect(Date.now() - started).toBeLessThan(1500);
      t.app.smsStandin.switches = { mode: 'error-code', errorCode: 4025 };
      expect((await refusal(stranger)).message).toMatch(/4001/);
    } finally {
      t.app.smsStandin.switches = { mode: 'deliver' };
    }
  });
});
