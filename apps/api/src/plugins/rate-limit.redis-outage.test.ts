import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { logRateLimitStore } from '../server.ts';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis.ts';
import { startRedisProxy, type RedisProxy } from '../test/redis-proxy.ts';
import {
  factories,
  json,
  openTestDatabase,
  uniqueEmail,
  uniquePhone,
  testAppConfig,
  NO_LOGIN_SLOWDOWN,
} from '../test/test-app.ts';
import {
  memoryRateLimitStore,
  REDIS_TIMEOUT_MS,
  redisRateLimitStore,
  type RateLimitStore,
} from './rate-limit-store.ts';

// Decision 024: two server processes share their counters through a Redis that the test takes away and
// brings back, through a proxy on 127.0.0.1 in front of the machine's Redis (which is never stopped).
const noRedis = await redisAnswers();
if (noRedis) console.warn(`Skipping the rate limits through a Redis outage: ${noRedis}`);

/** How long a request may take while Redis is away: the time-out once, the password check, and slack. */
const QUICK_MS = 1000;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe.skipIf(noRedis !== null)('rate limits while Redis is away (decision 024)', () => {
  const prefix = `bond-test:${randomBytes(6).toString('hex')}:`;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let raw: Redis;
  let proxy: RedisProxy;
  let one: FastifyInstance;
  let two: FastifyInstance;
  const stores: RateLimitStore[] = [];
  // ioredis writes "[ioredis] Unhandled error event" to console.error when no one listens to a client's errors.
  const consoleErrors = vi.spyOn(console, 'error');

  async function startProcess() {
    const store = redisRateLimitStore(proxy.url, prefix);
    stores.push(store);
    const app = await buildApp(
      testAppConfig(database, {
        rateLimitStore: store,
        signupsPerAddressPerHour: 3,
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
    proxy = await startRedisProxy();
    one = await startProcess();
    two = await startProcess();
  });
  afterEach(async () => {
    await proxy.forward();
    // Every process answers from Redis again before the next test.
    await vi.waitFor(async () => {
      for (const store of stores) expect(await store.health()).toMatchObject({ answers: true });
    }, 5000);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    for (const store of stores) await store.close();
    await proxy?.close();
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
    await database?.close();
    consoleErrors.mockRestore();
  });

  const logIn = (app: FastifyInstance, from: string, email: string, password: string) =>
    timed(() =>
      app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: from, payload: { email, password } }),
    );
  const signUp = (app: FastifyInstance, from: string) =>
    timed(() =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: from,
        payload: {
          name: 'A',
          email: uniqueEmail('outage'),
          phone: uniquePhone(),
          address: 'B',
          password: 'long-enough-1',
        },
      }),
    );
  const contact = (app: FastifyInstance, from: string) =>
    timed(() =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: from,
        payload: { name: 'Rider', email: 'rider@example.com', message: 'Is the Pulsar free on Friday?' },
      }),
    );
  const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/ready' });
  const unhandledRedisErrors = () =>
    consoleErrors.mock.calls.filter((args) => String(args[0]).includes('Unhandled error event'));

  it('answers logins, sign-ups and contact messages at once when Redis refuses connections, still limiting them', async () => {
    const warnings = vi.spyOn(one.log, 'warn');
    const { email, password } = await factories(one, database).signUp();
    expect(json(await ready(one))).toEqual({ success: true, message: 'ready', redis: 'ok' });

    await proxy.refuse();
    // The right password logs in.
    const right = await logIn(one, '198.51.100.1', email, password);
    expect(right.result.statusCode).toBe(200);
    expect(right.ms).toBeLessThan(QUICK_MS);
    // Wrong ones are counted in this process's memory: the address is locked out of the account after 10.
    const from = '198.51.100.2';
    for (let i = 0; i < 10; i++) {
      const wrong = await logIn(one, from, email, `wrong-guess-${i}`);
      expect(wrong.result.statusCode).toBe(401);
      expect(wrong.ms).toBeLessThan(QUICK_MS);
    }
    const locked = await logIn(one, from, email, password);
    expect(locked.result.statusCode).toBe(429);
    expect(json(locked.result).message).toBe('Too many attempts. Please try again in 15 minutes');
    expect(Number(locked.result.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await raw.exists(`${prefix}login-fail:pair:${email}:${from}`)).toBe(0);

    // Sign-ups and contact messages go through, and their per-route limits still hold, in memory.
    for (let i = 0; i < 3; i++) {
      const signedUp = await signUp(one, '198.51.100.3');
      expect(signedUp.result.statusCode).toBe(201);
      expect(signedUp.ms).toBeLessThan(QUICK_MS);
    }
    const refused = (await signUp(one, '198.51.100.3')).result;
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 60 minutes',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    const sent = await contact(two, '198.51.100.4');
    expect(sent.result.statusCode).toBe(201);
    expect(sent.ms).toBeLessThan(QUICK_MS);

    // Still ready, with Redis reported as degraded.
    const whileAway = await timed(() => ready(two));
    expect(whileAway.result.statusCode).toBe(200);
    expect(json(whileAway.result)).toEqual({ success: true, message: 'ready', redis: 'degraded' });
    expect(whileAway.ms).toBeLessThan(QUICK_MS);

    // Said once in the log, and no client error left unhandled.
    const said = warnings.mock.calls.map((args) => String(args[0])).filter((m) => m.includes('does not answer'));
    expect(said.length).toBeGreaterThanOrEqual(1);
    expect(said[0]).toMatch(
      new RegExp(
        `^Redis at ${proxy.url} does not answer \\(.+\\): rate limits are counted in this process's memory until it does$`,
      ),
    );
    expect(unhandledRedisErrors()).toEqual([]);
    warnings.mockRestore();
  });

  it('counts in Redis again, shared by both processes, once Redis answers again, and says so', async () => {
    const infos = vi.spyOn(one.log, 'info');
    const { email } = await factories(one, database).signUp();
    await proxy.refuse();
    expect((await logIn(one, '198.51.100.10', email, 'wrong-while-away')).result.statusCode).toBe(401);
    expect(json(await ready(one)).redis).toBe('degraded');

    await proxy.forward();
    await vi.waitFor(async () => expect(json(await ready(one)).redis).toBe('ok'), 5000);
    await vi.waitFor(async () => expect(json(await ready(two)).redis).toBe('ok'), 5000);
    expect(infos.mock.calls.map((args) => String(args[0]))).toContain(
      `Redis at ${proxy.url} answers again: rate limits are counted in Redis again`,
    );
    // Shared again: the failures of both processes add up in one Redis counter.
    const from = '198.51.100.11';
    for (const app of [one, two, one, two]) {
      expect((await logIn(app, from, email, 'wrong-again')).result.statusCode).toBe(401);
    }
    expect(await raw.get(`${prefix}login-fail:pair:${email}:${from}`)).toBe('4');
    expect(unhandledRedisErrors()).toEqual([]);
    infos.mockRestore();
  });

  it('gives up on a Redis that stops answering after the command time-out, then answers from memory at once', async () => {
    const { email, password } = await factories(one, database).signUp();
    proxy.stall();
    // The first request waits for the time-out once; the following ones do not wait for Redis at all.
    const first = await logIn(one, '198.51.100.20', email, 'wrong-while-stalled');
    expect(first.result.statusCode).toBe(401);
    expect(first.ms).toBeLessThan(QUICK_MS);
    const hit = await timed(() => stores[0]!.hit('stalled', 60_000));
    expect(hit.result).toEqual({ count: 1, resetInMs: 60_000 });
    expect(hit.ms).toBeLessThan(REDIS_TIMEOUT_MS / 2);
    const right = await logIn(one, '198.51.100.20', email, password);
    expect(right.result.statusCode).toBe(200);
    expect(right.ms).toBeLessThan(QUICK_MS);
    const signedUp = await signUp(two, '198.51.100.21');
    expect(signedUp.result.statusCode).toBe(201);
    expect(signedUp.ms).toBeLessThan(QUICK_MS);
    const whileStalled = await timed(() => ready(two));
    expect(json(whileStalled.result)).toEqual({ success: true, message: 'ready', redis: 'degraded' });
    expect(whileStalled.ms).toBeLessThan(QUICK_MS);

    await proxy.forward();
    await vi.waitFor(async () => expect(json(await ready(one)).redis).toBe('ok'), 5000);
    expect((await logIn(one, '198.51.100.22', email, password)).result.statusCode).toBe(200);
    expect(unhandledRedisErrors()).toEqual([]);
  });

  it('waits for a Redis command at most the time-out, 200 ms or less', async () => {
    expect(REDIS_TIMEOUT_MS).toBeLessThanOrEqual(200);
    const store = redisRateLimitStore(proxy.url, prefix);
    stores.push(store);
    expect(await store.health()).toMatchObject({ answers: true });
    proxy.stall();
    const stalled = await timed(() => store.hit('slow', 60_000));
    expect(stalled.result).toEqual({ count: 1, resetInMs: 60_000 });
    expect(stalled.ms).toBeGreaterThanOrEqual(REDIS_TIMEOUT_MS - 5);
    expect(stalled.ms).toBeLessThan(REDIS_TIMEOUT_MS + 250);
  });

  describe('the start-up line', () => {
    const log = () => ({ info: vi.fn<(message: string) => void>(), warn: vi.fn<(message: string) => void>() });

    it('says that Redis answered', async () => {
      const store = redisRateLimitStore(proxy.url, prefix);
      stores.push(store);
      const said = log();
      logRateLimitStore(said, await store.health());
      expect(said.info).toHaveBeenCalledWith(`rate limits: counted in Redis at ${proxy.url}, which answered`);
      expect(said.warn).not.toHaveBeenCalled();
    });

    it('warns that Redis did not answer when it refuses connections, and the process answers from memory', async () => {
      await proxy.refuse();
      const store = redisRateLimitStore(proxy.url, prefix);
      stores.push(store);
      const said = log();
      const health = await timed(() => store.health());
      logRateLimitStore(said, health.result);
      expect(said.warn).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(
            `^rate limits: Redis at ${proxy.url} did not answer \\(.*ECONNREFUSED.*\\); counting in this process's memory until it does$`,
          ),
        ),
      );
      expect(health.ms).toBeLessThanOrEqual(REDIS_TIMEOUT_MS + 100);
      const hit = await timed(() => store.hit('fresh', 60_000));
      expect(hit.result).toEqual({ count: 1, resetInMs: 60_000 });
      expect(hit.ms).toBeLessThan(REDIS_TIMEOUT_MS / 2);
      expect(unhandledRedisErrors()).toEqual([]);
    });

    it('says the counters are in memory without REDIS_URL', async () => {
      const said = log();
      logRateLimitStore(said, await memoryRateLimitStore().health());
      expect(said.info).toHaveBeenCalledWith("rate limits: counted in this process's memory (REDIS_URL is not set)");
    });
  });
});
