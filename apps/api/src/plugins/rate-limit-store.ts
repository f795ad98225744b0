import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A counter after a hit: how many hits its window holds, and how long until that window ends. */
export type Hit = { count: number; resetInMs: number };

/**
 * Our own counters, for the failed-login lockouts (D16, decisions 006 and 010): in memory for one process,
 * in Redis when REDIS_URL is set so that every server process shares them. A window starts with its first
 * hit and lasts `windowMs`. The plain per-route limits (sign-ups, contact messages) are @fastify/rate-limit's
 * (plugins/rate-limit.ts), counted in the same Redis.
 */
export type RateLimitStore = {
  /** With Redis: the connection and key prefix, which @fastify/rate-limit's per-route counters share. */
  redis?: { client: Redis; keyPrefix: string };
  /** Current count in the window of `key`. */
  get(key: string): Promise<number>;
  /** Adds one and returns the new count with the end of its window. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes back one hit (a login counted before its password was checked turned out right). */
  unhit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

/** The most keys one process keeps; beyond it the least recently used key is dropped (O(1)). */
export const MEMORY_STORE_MAX_KEYS = 50_000;

/**
 * Bounded: at most `maxKeys` counters, least recently used dropped first, each forgotten when its window
 * ends, so a flood of made-up keys costs a fixed amount of memory and O(1) per request.
 */
export function memoryRateLimitStore(now: () => number = Date.now, maxKeys = MEMORY_STORE_MAX_KEYS): RateLimitStore {
  const counters = new LRUCache<string, { count: number; resetAt: number }>({
    max: maxKeys,
    ttlResolution: 0,
    perf: { now },
  });
  const live = (key: string) => {
    const c = counters.get(key);
    return c && c.resetAt > now() ? c : undefined;
  };
  return {
    async get(key) {
      const c = counters.peek(key);
      return c && c.resetAt > now() ? c.count : 0;
    },
    async hit(key, windowMs) {
      const c = live(key);
      if (c) {
        c.count += 1;
        return { count: c.count, resetInMs: c.resetAt - now() };
      }
      counters.set(key, { count: 1, resetAt: now() + windowMs }, { ttl: windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    async unhit(key) {
      const c = live(key);
      if (c && c.count > 0) c.count -= 1;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
}

/**
 * INCR, and an expiry when the key is new (or has none: a key left without one by an older version):
 * works on every Redis version, unlike PEXPIRE … NX (Redis 7 only). Answers the count and the time left.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Only down to zero, and never creating a key that has expired meanwhile. */
const UNHIT_SCRIPT = `
local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

type ScriptedRedis = Redis & {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitUnhit(key: string): Promise<number>;
};

export function redisRateLimitStore(url: string, prefix = 'bond:rl:'): RateLimitStore {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  }) as ScriptedRedis;
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  redis.defineCommand('rateLimitUnhit', { numberOfKeys: 1, lua: UNHIT_SCRIPT });
  const k = (key: string) => `${prefix}${key}`;
  return {
    redis: { client: redis, keyPrefix: prefix },
    async get(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async hit(key, windowMs) {
      const [count, ttl] = await redis.rateLimitHit(k(key), windowMs);
      return { count: Number(count), resetInMs: Number(ttl) };
    },
    async unhit(key) {
      await redis.rateLimitUnhit(k(key));
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
