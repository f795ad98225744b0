import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorBodySchema } from '@bond/contract/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { buildTestApp, factories, openTestDatabase } from './test/test-app.ts';

/**
 * Every route, sent hostile input by a visitor, a customer and an admin,
 * answers with no 5xx, and every 4xx is in the error shape without echoing the address.
 */
let database: Database;
let app: FastifyInstance;
let tokens: Record<'visitor' | 'customer' | 'admin', string | undefined>;
let f: ReturnType<typeof factories>;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'bond-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Bond Bike Rental</title><div id="root"></div>');
  database = await openTestDatabase();
  app = await buildTestApp(database, { webDist: web });
  f = factories(app, database);
  tokens = { visitor: undefined, customer: (await f.customer()).token, admin: (await f.admin()).token };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = { method: Method; path: string; bodyFields: string[] };
type OpenApiOperation = { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } };

/** Every documented route, from the OpenAPI document the server makes from its schemas, plus the hidden ones. */
async function routes(): Promise<Route[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const found: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      found.push({ method: method.toUpperCase() as Method, path, bodyFields: Object.keys(schema?.properties ?? {}) });
    }
  }
  for (const kind of ['success', 'fail', 'cancel']) {
    found.push({ method: 'POST', path: `/api/payments/aamarpay/${kind}`, bodyFields: ['mer_txnid'] });
    found.push({ method: 'GET', path: `/api/payments/aamarpay/${kind}`, bodyFields: [] });
  }
  found.push({ method: 'POST', path: '/api/payments/aamarpay/ipn', bodyFields: ['mer_txnid'] });
  // Logging out ends the sessions the other calls use: those go last.
  return found.sort((a, b) => Number(a.path.includes('/logout')) - Number(b.path.includes('/logout')));
}

const MARK = 'fuzzmark';
const PARAM_VALUES = [
  `${MARK}${'x'.repeat(5000)}`,
  `${MARK}${'y'.repeat(150)}`,
  `${MARK}%E0%A4%A`,
  `${MARK}%00`,
  `${MARK}%ZZ`,
  `..%2F..%2F${MARK}`,
  '00000000-0000-4000-8000-000000000000',
];
const QUERIES = [
  `?searchByName=%00${MARK}`,
  `?searchByName=${MARK}&searchByName=twice`,
  `?searchByAvailability=${MARK}`,
  `?${MARK}=1`,
  `?searchByName=${'z'.repeat(5000)}`,
  `?a[b][c]=${MARK}`,
  '?%E0%A4%A=1',
];
const hostileValues = (field: string): unknown[] => [
  `${MARK}\u0000`,
  ['array', MARK],
  { nested: MARK },
  Number.MAX_SAFE_INTEGER * 4096,
  -1,
  null,
  true,
  'x'.repeat(70_000),
  field === 'startTime' ? '2026-13-45T99:99:99Z' : `${MARK}\ud800`,
];

function bodiesFor(route: Route): { payload: string; type: string }[] {
  const asJson = (o: unknown) => ({ payload: JSON.stringify(o), type: 'application/json' });
  const bodies = [
    { payload: `{"broken": ${MARK}`, type: 'application/json' },
    { payload: MARK, type: 'text/plain' },
    { payload: `mer_txnid=${MARK}%00&x=%E0%A4%A`, type: 'application/x-www-form-urlencoded' },
    asJson([MARK]),
    asJson({ ['__proto__']: { admin: true }, [`${MARK}\u0000key`]: 1 }),
    asJson(JSON.parse(`{"constructor": {"prototype": {"${MARK}": 1}}}`)),
  ];
  for (const field of route.bodyFields) {
    for (const value of hostileValues(field)) bodies.push(asJson({ [field]: value }));
  }
  return bodies;
}

function check(res: LightMyRequestResponse, what: string, failures: string[]) {
  if (res.statusCode >= 500) failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (res.statusCode < 400) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    failures.push(`${what} → ${res.statusCode} not JSON: ${res.body.slice(0, 120)}`);
    return;
  }
  if (!ErrorBodySchema.safeParse(parsed).success) {
    failures.push(`${what} → ${res.statusCode} not the error shape: ${res.body.slice(0, 200)}`);
  }
  // An unknown field is named (docs/product/platform.md#api-answers: a 400 names the field); nothing else of the request comes back.
  const namesUnknownField = res.statusCode === 400 && /is not a field this call accepts/.test(res.body);
  if (res.body.includes(MARK) && !namesUnknownField) {
    failures.push(`${what} → ${res.statusCode} echoes the request: ${res.body.slice(0, 200)}`);
  }
}

describe('fuzzing every route', () => {
  it('answers hostile input with no 5xx, every 4xx in the error shape, never echoing the address', async () => {
    const all = await routes();
    expect(all.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let sent = 0;
    let fiveHundreds = 0;
    for (const route of all) {
      const paths = route.path.includes('{')
        ? PARAM_VALUES.map((v) => route.path.replace(/\{[^}]+\}/g, v))
        : [route.path];
      for (const [role, token] of Object.entries(tokens)) {
        const headers = token ? { authorization: `Bearer ${token}` } : {};
        for (const path of paths) {
          const requests: { url: string; payload?: string; type?: string }[] = [
            ...QUERIES.map((q) => ({ url: path + q })),
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? []
              : bodiesFor(route).map((b) => ({ url: path, payload: b.payload, type: b.type }))),
          ];
          for (const r of requests) {
            const res = await app.inject({
              method: route.method,
              url: r.url,
              headers: { ...headers, ...(r.type ? { 'content-type': r.type } : {}) },
              ...(r.payload !== undefined ? { payload: r.payload } : {}),
            });
            sent += 1;
            if (res.statusCode >= 500) fiveHundreds += 1;
            const what = `${role} ${route.method} ${r.url.slice(0, 80)} ${(r.payload ?? '').slice(0, 60)}`;
            check(res, what, failures);
          }
        }
      }
    }
    process.stdout.write(`fuzz: ${all.length} routes, ${sent} requests, ${fiveHundreds} answered 5xx\n`);
    expect(failures.slice(0, 20)).toEqual([]);
    // Every route by every role with every hostile value: about 280 requests a route (33,500 for 119 routes,
    // 57 s on a quiet 2-core machine), so its time grows with the routes rather than the suite's 60 s.
  }, 180_000);

  it('answers a long path parameter with 414 and a broken escape with 400, in the error shape', async () => {
    const long = await app.inject({ method: 'GET', url: `/api/bikes/${'a'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ success: false, code: 'URI_TOO_LONG', message: 'The address is too long' });
    const over = await app.inject({ method: 'GET', url: `/api/bikes/${'a'.repeat(101)}` });
    expect(over.statusCode).toBe(414);
    const broken = await app.inject({ method: 'GET', url: '/api/bikes/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(broken.body).not.toContain('%E0');
  });

  it('refuses a NUL character with a 400 naming the field', async () => {
    const query = await app.inject({ method: 'GET', url: '/api/bikes?searchByName=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errorMessage[0]).toMatchObject({ path: 'searchByName' });
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Karim', email: 'karim@example.com', message: 'Hello\u0000there' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().errorMessage[0]).toMatchObject({
      path: 'message',
      message: 'message contains a character that is not allowed (NUL)',
    });
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      // A customer of its own: the fuzz above ends the shared customer's sessions with logout-all.
      headers: { authorization: `Bearer ${(await f.customer()).token}` },
      payload: { name: 'Ra\u0000him', phone: '01712345678', address: 'Mirpur' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errorMessage[0].path).toBe('name');
  });

  it('answers requests that arrive while the server closes with a 503 in the error shape', async () => {
    const closing = await buildTestApp(database);
    let during: { status: number; body: unknown } | undefined;
    // The server still listens while its preClose hooks run: a request arriving then gets the 503.
    closing.addHook('preClose', async () => {
      const res = await fetch(`${address}/api/bikes`);
      during = { status: res.status, body: await res.json() };
    });
    const address = await closing.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${address}/api/bikes`)).status).toBe(200);
    await closing.close();
    expect(during?.status).toBe(503);
    expect(during?.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  });
});
