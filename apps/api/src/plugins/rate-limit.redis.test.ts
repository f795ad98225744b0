import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis.ts';
import {
  factories,
  json,
  openTestDatabase,
  uniqueEmail,
  uniquePhone,
  testAppConfig,
  NO_LOGIN_SLOWDOWN,
} from '../test/test-app.ts';
import { redisRateLimitStore, type RateLimitStore } from './rate-limit-store.ts';

// Two app instances on one database, each with its own Redis connection, as two server processes with
// REDIS_URL set: the per-route limits (@fastify/rate-limit) and the login lockouts (our store) are counted
// once, in Redis, for both.
const noRedis = await redisAnswers();
if (noRedis) console.warn(`Skipping the rate limits shared through Redis: ${noRedis}`);

describe.skipIf(noRedis !== null)('rate limits shared by two processes through Redis', () => {
  const prefix = `bond-test:${randomBytes(6).toString('hex')}:`;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let raw: Redis;
  let one: FastifyInstance;
  let two: FastifyInstance;
  const stores: RateLimitStore[] = [];

  async function startProcess() {
    // A shared count is what this file tests: on a loaded machine a command slower than the shop's 200 ms would
    // send a process to its own memory count (the outage rule, tested in rate-limit.redis-outage.test.ts).
    const store = redisRateLimitStore(TEST_REDIS_URL, prefix, { timeoutMs: 5000 });
    stores.push(store);
    const app = await buildApp(
      testAppConfig(database, {
        rateLimitStore: store,
        signupsPerAddressPerHour: 4,
        // The address counters on their own: each account's slowdown (decision 022) has its own tests.
        loginSlowdown: NO_LOGIN_SLOWDOWN,
      }),
    );
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    raw = new Redis(TEST_REDIS_URL);
    one = await startProcess();
    two = await startProcess();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    for (const store of stores) await store.close();
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
    await database?.close();
  });

  const signUp = (app: FastifyInstance, from: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: from,
      payload: {
        name: 'A',
        email: uniqueEmail('shared'),
        phone: uniquePhone(),
        address: 'B',
        password: 'long-enough-1',
      },
    });

  it('counts the sign-ups of an address once for both processes', async () => {
    const from = '198.51.100.20';
    const statuses = [];
    for (const app of [one, two, one, two]) statuses.push((await signUp(app, from)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201]);
    // Each process has taken only two: only a shared count refuses the fifth and sixth.
    for (const app of [one, two]) {
      const refused = await signUp(app, from);
      expect(refused.statusCode).toBe(429);
      expect(json(refused)).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please try again in 60 minutes',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
    const keys = await raw.keys(`${prefix}route:*signup*${from}`);
    expect(keys).toHaveLength(1);
    expect(await raw.get(keys[0]!)).toBe('6');
    expect(await raw.pttl(keys[0]!)).toBeGreaterThan(59 * 60_000);
    expect((await signUp(two, '198.51.100.21')).statusCode).toBe(201);
  });

  it('counts the contact messages of an address once for both processes', async () => {
    const send = (app: FastifyInstance, from: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: from,
        payload: { name: 'Busy', email: 'busy@example.com', message: 'Once more' },
      });
    const from = '198.51.100.40';
    for (let i = 0; i < 20; i++) expect((await send(i % 2 ? two : one, from)).statusCode).toBe(201);
    for (const app of [one, two]) {
      const refused = await send(app, from);
      expect(refused.statusCode).toBe(429);
      expect(json(refused).message).toBe('You have sent many messages in the last hour. Please call us instead');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
    const keys = await raw.keys(`${prefix}route:*contact*${from}`);
    expect(keys).toHaveLength(1);
    expect(await raw.get(keys[0]!)).toBe('22');
    expect((await send(two, '198.51.100.41')).statusCode).toBe(201);
  });

  const logIn = (app: FastifyInstance, from: string, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: from, payload: { email, password } });

  it('locks an address out of an account after 10 failures, whichever process they reached', async () => {
    const { email, password } = await factories(one, database).signUp();
    const from = '198.51.100.60';
    for (let i = 0; i < 10; i++) {
      expect((await logIn(i % 2 ? two : one, from, email, `wrong-guess-${i}`)).statusCode).toBe(401);
    }
    for (const app of [one, two]) {
      const locked = await logIn(app, from, email, password);
      expect(locked.statusCode).toBe(429);
      expect(json(locked).message).toBe('Too many attempts. Please try again in 15 minutes');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    const pairKey = `${prefix}login-fail:pair:${email}:${from}`;
    expect(await raw.get(pairKey)).toBe('12');
    expect(await raw.pttl(pairKey)).toBeGreaterThan(14 * 60_000);
    // The owner, from elsewhere, logs in; the success takes its own attempt back.
    expect((await logIn(two, '198.51.100.61', email, password)).statusCode).toBe(200);
    expect(await raw.exists(`${prefix}login-fail:pair:${email}:198.51.100.61`)).toBe(0);
    expect(await raw.get(`${prefix}login-fail:ip:198.51.100.61`)).toBe('0');
  });

  it('holds back, on an account with 100 failures this hour, only an address that has failed on it', async () => {
    const { email, password } = await factories(one, database).signUp();
    // The account's hour of failures, as a botnet spread over both processes would have left it.
    await raw.set(`${prefix}login-fail:acct:${email}`, '100', 'PX', 60 * 60_000);
    expect((await logIn(one, '198.51.100.80', email, 'one-more-guess')).statusCode).toBe(401);
    const held = await logIn(two, '198.51.100.80', email, password);
    expect(held.statusCode).toBe(429);
    expect(json(held).message).toBe('Too many attempts. Please try again in 15 minutes');
    expect((await logIn(two, '198.51.100.81', email, password)).statusCode).toBe(200);
  });
});
