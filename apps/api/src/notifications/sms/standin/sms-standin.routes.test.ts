import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsConfig } from '../../../config.ts';
import { buildTestApp, json, setUpTestApp } from '../../../test/test-app.ts';
import { ChannelError } from '../../channels.ts';

/** The local SSL Wireless stand-in's admin page (docs/product/messages.md#channels): what it received, and its switches. */
let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
  customerToken = (await t.customer()).token;
});
afterAll(() => t.close());
beforeEach(() => {
  t.app.smsStandin.switches = { mode: 'deliver' };
});

const newReference = () => `R${randomBytes(8).toString('hex')}`;
const send = (text = 'Your bike is due back at 18:00.', reference = newReference()) =>
  t.app.smsGateway!.send({ msisdn: '8801812345678', text, reference });

const ROUTES = [
  ['GET', '/api/sms-standin/deliveries'],
  ['GET', '/api/sms-standin/switches'],
  ['PUT', '/api/sms-standin/switches'],
] as const;

describe('who may use the stand-in’s admin page', () => {
  it.each(ROUTES)('%s %s needs a login (401) and an admin (403)', async (method, url) => {
    const body = method === 'PUT' ? { mode: 'fail' } : undefined;
    const anonymous = await t.api(method, url, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const customer = await t.api(method, url, customerToken, body);
    expect(customer.statusCode).toBe(403);
    expect(json(customer)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(t.app.smsStandin.switches).toEqual({ mode: 'deliver' });
  });
});

describe('GET /api/sms-standin/deliveries', () => {
  it('lists what the stand-in received, newest first, a page at a time', async () => {
    const references = [newReference(), newReference(), newReference()];
    for (const [i, reference] of references.entries()) await send(`Message ${i + 1}`, reference);
    const [first, second, third] = references;

    const page1 = await t.api('GET', '/api/sms-standin/deliveries?page=1&pageSize=2', adminToken);
    expect(page1.statusCode).toBe(200);
    const body = json(page1);
    expect(body).toMatchObject({ success: true, message: 'Deliveries retrieved successfully' });
    expect(body.data.map((d: { csmsId: string }) => d.csmsId)).toEqual([third, second]);
    expect(body.data[0]).toEqual({
      csmsId: third,
      msisdn: '8801812345678',
      sms: 'Message 3',
      smsType: 'EN',
      segments: 1,
      referenceId: expect.stringMatching(/^[0-9a-f]{20}$/),
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    // Other tests of the file may have sent before: the total counts them too.
    const { total } = body.meta;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(body.meta).toEqual({ page: 1, pageSize: 2, total, pageCount: Math.ceil(total / 2) });

    const page2 = json(await t.api('GET', '/api/sms-standin/deliveries?page=2&pageSize=2', adminToken));
    expect(page2.data[0].csmsId).toBe(first);
    expect(page2.meta).toEqual({ page: 2, pageSize: 2, total, pageCount: Math.ceil(total / 2) });
  });

  it('refuses a page that is not one', async () => {
    for (const query of ['page=0', 'pageSize=0', 'pageSize=many', 'status=sent']) {
      const res = await t.api('GET', `/api/sms-standin/deliveries?${query}`, adminToken);
      expect(res.statusCode, query).toBe(400);
      expect(json(res)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('the stand-in’s switches', () => {
  it('are read and set by an admin, and the next sends are answered accordingly', async () => {
    const initial = await t.api('GET', '/api/sms-standin/switches', adminToken);
    expect(json(initial)).toEqual({
      success: true,
      message: 'Switches retrieved successfully',
      data: { mode: 'deliver' },
    });

    const set = await t.api('PUT', '/api/sms-standin/switches', adminToken, { mode: 'error-code', errorCode: 4026 });
    expect(set.statusCode).toBe(200);
    expect(json(set)).toEqual({
      success: true,
      message: 'Switches set',
      data: { mode: 'error-code', errorCode: 4026 },
    });
    expect(json(await t.api('GET', '/api/sms-standin/switches', adminToken)).data).toEqual({
      mode: 'error-code',
      errorCode: 4026,
    });
    const refused = await send().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ChannelError);
    expect(refused).toMatchObject({ permanent: true, message: 'SSL Wireless refused the SMS: 4026 Blocked MSISDN' });

    await t.api('PUT', '/api/sms-standin/switches', adminToken, { mode: 'fail' });
    expect(await send().catch((err: ChannelError) => err.permanent)).toBe(false);

    await t.api('PUT', '/api/sms-standin/switches', adminToken, { mode: 'deliver' });
    expect(json(await t.api('GET', '/api/sms-standin/switches', adminToken)).data).toEqual({ mode: 'deliver' });
    expect((await send()).duplicate).toBe(false);
  });

  it('refuses switches that are not', async () => {
    for (const body of [
      { mode: 'explode' },
      { mode: 'error-code', errorCode: 99 },
      { mode: 'deliver', hold: true },
      {},
    ]) {
      const res = await t.api('PUT', '/api/sms-standin/switches', adminToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect(t.app.smsStandin.switches).toEqual({ mode: 'deliver' });
  });

  it('are in the OpenAPI document; the stand-in’s own address is not', async () => {
    const paths = Object.keys(json(await t.app.inject({ method: 'GET', url: '/api/docs/json' })).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/sms-standin/deliveries', '/api/sms-standin/switches']));
    expect(paths.filter((path) => path.includes('sslwireless'))).toEqual([]);
  });
});

describe('with another SMS gateway', () => {
  async function withSms(sms: SmsConfig, check: (app: FastifyInstance) => Promise<void>) {
    const app = await buildTestApp(t.database, { sms });
    try {
      await check(app);
    } finally {
      await app.close();
    }
  }

  it.each([
    ['none', { gateway: 'none' as const }],
    [
      'sslwireless',
      { gateway: 'sslwireless' as const, apiToken: 'token', sid: 'SHOP', baseUrl: 'https://sms.invalid' },
    ],
  ])('%s: the stand-in and its admin page are not there (the API’s 404)', async (_name, sms) => {
    await withSms(sms, async (app) => {
      for (const [method, url] of ROUTES) {
        const res = await app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${adminToken}` },
          ...(method === 'PUT' ? { payload: { mode: 'fail' } } : {}),
        });
        expect(res.statusCode, url).toBe(404);
        expect(json(res)).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
      const standin = await app.inject({ method: 'POST', url: '/sslwireless/api/v3/send-sms', payload: {} });
      expect(standin.statusCode).toBe(404);
      expect(app.hasDecorator('smsStandin')).toBe(false);
    });
  });

  it('none: no gateway, the messages wait; sslwireless: the adapter, on the configured address', async () => {
    await withSms({ gateway: 'none' }, async (app) => expect(app.smsGateway).toBeNull());
    await withSms(
      { gateway: 'sslwireless', apiToken: 'token', sid: 'SHOP', baseUrl: 'https://sms.invalid' },
      async (app) => expect(app.smsGateway?.name).toBe('sslwireless'),
    );
  });
});
