import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimitStore, redisRateLimitStore, type RateLimitStore } from './rate-limit-store.ts';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis.ts';

describe('the in-memory rate-limit store', () => {
  it('counts hits in a window that starts with the first hit, then starts over', async () => {
    let now = 1_000;
    const store = memoryRateLimitStore(() => now);
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 30_000;
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 30_000 });
    expect(await store.get('k')).toBe(2);
    now += 30_001;
    expect(await store.get('k')).toBe(0);
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('takes back a hit, never below zero', async () => {
    const store = memoryRateLimitStore();
    await store.hit('k', 60_000);
    await store.hit('k', 60_000);
    await store.unhit('k');
    expect(await store.get('k')).toBe(1);
    await store.unhit('k');
    await store.unhit('k');
    expect(await store.get('k')).toBe(0);
    await store.unhit('missing');
    expect(await store.get('missing')).toBe(0);
  });

  it('keeps keys apart and forgets one on reset', async () => {
    const store = memoryRateLimitStore();
    await store.hit('a', 1000);
    await store.hit('b', 1000);
    await store.reset('a');
    expect(await store.get('a')).toBe(0);
    expect(await store.get('b')).toBe(1);
  });

  it("keeps each scope's counters apart, each with its own bound (a route's flood evicts no login counter)", async () => {
    const store = memoryRateLimitStore(Date.now, 10);
    await store.hit('login-fail:ip:192.0.2.1', 60_000);
    const signups = store.scope('route:POST/api/auth/signup-');
    expect(store.scope('route:POST/api/auth/signup-')).toBe(signups);
    for (let i = 0; i < 100; i++) await signups.hit(`198.51.100.${i}`, 60_000);
    await signups.hit('198.51.100.99', 60_000);
    expect(await signups.get('198.51.100.99')).toBe(2);
    expect(await signups.get('198.51.100.0')).toBe(0);
    expect(await store.get('login-fail:ip:192.0.2.1')).toBe(1);
    expect(await store.scope('route:POST/api/contact-').get('198.51.100.99')).toBe(0);
  });

  it('stays bounded under a flood of made-up keys, dropping the least recently used, and keeps a busy key', async () => {
    let now = 0;
    const store = memoryRateLimitStore(() => now, 1000);
    for (let i = 0; i < 100_000; i++) {
      // The attacker's own address is hit on every request: it stays while the made-up keys come and go.
      await store.hit('login:ip:attacker', 15 * 60_000);
      await store.hit(`login:acct:made-up-${i}@example.com`, 15 * 60_000);
      now += 1;
    }
    expect(await store.get('login:ip:attacker')).toBe(100_000);
    expect(await store.get('login:acct:made-up-0@example.com')).toBe(0);
    expect(await store.get('login:acct:made-up-99999@example.com')).toBe(1);
  });

  it('costs the same per request whether it holds ten keys or its maximum', async () => {
    // Time per hit with a full store against an almost empty one: a scan of every key (the old store
    // swept its whole map on each new key once it held 100,000) makes the full one orders of magnitude slower.
    const timeHits = async (store: RateLimitStore, prefix: string) => {
      const started = process.hrtime.bigint();
      for (let i = 0; i < 5000; i++) await store.hit(`${prefix}-${i}`, 60_000);
      return Number(process.hrtime.bigint() - started);
    };
    const small = memoryRateLimitStore(Date.now, 100_000);
    const full = memoryRateLimitStore(Date.now, 100_000);
    for (let i = 0; i < 100_001; i++) await full.hit(`fill-${i}`, 60_000);
    await timeHits(small, 'warm');
    const emptyNs = await timeHits(small, 'new');
    const fullNs = await timeHits(full, 'new');
    expect(fullNs).toBeLessThan(emptyNs * 20);
  });
});

const REDIS_URL = TEST_REDIS_URL;

const noRedis = await redisAnswers();
if (noRedis) console.warn(`Skipping the Redis rate-limit store tests: ${noRedis}`);

describe.skipIf(noRedis !== null)('the Redis rate-limit store', () => {
  const prefix = `bond-test:${randomBytes(6).toString('hex')}:`;
  let store: RateLimitStore;
  let raw: Redis;
  beforeAll(() => {
    store = redisRateLimitStore(REDIS_URL, prefix);
    raw = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
    await store.close();
  });

  it('counts hits and answers when the window ends', async () => {
    const first = await store.hit('k', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBe(60_000);
    const second = await store.hit('k', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(59_000);
    // The window is not pushed back by later hits.
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect(await store.get('k')).toBe(2);
    expect(await raw.pttl(`${prefix}k`)).toBeGreaterThan(59_000);
  });

  it('gives an expiry to a counter left without one (as PEXPIRE NX left them on Redis 6)', async () => {
    await raw.set(`${prefix}stuck`, '57');
    expect(await raw.pttl(`${prefix}stuck`)).toBe(-1);
    const hit = await store.hit('stuck', 60_000);
    expect(hit.count).toBe(58);
    expect(await raw.pttl(`${prefix}stuck`)).toBeGreaterThan(59_000);
  });

  it('takes back a hit, never below zero, never recreating a key', async () => {
    await store.hit('u', 60_000);
    await store.unhit('u');
    await store.unhit('u');
    expect(await store.get('u')).toBe(0);
    await store.unhit('gone');
    expect(await raw.exists(`${prefix}gone`)).toBe(0);
    await store.hit('r', 60_000);
    await store.reset('r');
    expect(await store.get('r')).toBe(0);
  });
});
