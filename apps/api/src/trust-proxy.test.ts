import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { memoryRateLimitStore } from './plugins/rate-limit-store.ts';
import { SIGNUPS_PER_ADDRESS } from './modules/auth/auth.service.ts';
import { factories, json, openTestDatabase, testAppConfig, uniquePhone } from './test/test-app.ts';

// docs/decisions/022: behind a proxy the shop believes X-Forwarded-For only from the proxy's own address
// (TRUST_PROXY=10.0.0.2 here), and then only the entry the proxy added, the right-most one it does not trust.
const PROXY = '10.0.0.2';
const now = Date.parse('2026-11-25T08:00:00Z');

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let f: ReturnType<typeof factories>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(
    testAppConfig(database, {
      rateLimitStore: memoryRateLimitStore(() => now),
      now: () => new Date(now),
      trustProxy: [PROXY],
      logLevel: 'silent',
    }),
  );
  await app.ready();
  f = factories(app, database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A made-up address for each attempt, as the attack run wrote them. */
const madeUp = (i: number) => `100.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

const logIn = (from: string, forwardedFor: string | undefined, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password },
  });

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe('client addresses behind a proxy (decision 022)', () => {
  it('300 wrong admin passwords from rotating X-Forwarded-For: 5 reach the password check, then the right one waits too', async () => {
    const admin = await f.admin();
    const statuses = [];
    for (let i = 0; i < 300; i++) {
      statuses.push((await logIn('203.0.113.9', madeUp(i), admin.email, `guess-${i}-wrong`)).statusCode);
    }
    expect(tally(statuses)).toEqual({ 401: 5, 429: 295 });
    expect((await logIn('203.0.113.9', madeUp(301), admin.email, admin.password)).statusCode).toBe(429);
  });

  it('counts a client that writes X-Forwarded-For itself by the address it connects from', async () => {
    // Made-up e-mails (no account to slow down): only the per-address limit can stop these.
    const statuses = [];
    for (let i = 0; i < 130; i++) {
      const res = await logIn('203.0.113.10', madeUp(i), `nobody-${i}@example.com`, 'wrong-wrong');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(tally(statuses.slice(100))).toEqual({ 429: 30 });
  });

  it('from the proxy, takes the right-most address it does not trust: the one the proxy added', async () => {
    const signUp = (forwardedFor: string, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: {
          name: 'Rahim',
          email: `proxied-${i}@example.com`,
          phone: uniquePhone(),
          address: 'Mirpur',
          password: 'long-enough-1',
        },
      });
    // The client writes a new address each time; the proxy appends the one it saw: 192.0.2.77.
    for (let i = 0; i < SIGNUPS_PER_ADDRESS; i++) {
      expect((await signUp(`${madeUp(i)}, 192.0.2.77`, i)).statusCode).toBe(201);
    }
    const refused = await signUp(`${madeUp(SIGNUPS_PER_ADDRESS)}, 192.0.2.77`, SIGNUPS_PER_ADDRESS);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).code).toBe('RATE_LIMITED');
    // Another customer behind the same proxy is someone else.
    expect((await signUp('192.0.2.78', SIGNUPS_PER_ADDRESS + 1)).statusCode).toBe(201);
  });
});
