import { Redis } from 'ioredis';

/**
 * Counters for rate limits (D16): in memory for one process, in Redis when REDIS_URL is set so that
 * every server process shares them.
 */
export type RateLimitStore = {
  /** Current count in the window of `key`. */
  get(key: string): Promise<number>;
  /** Adds one and returns the new count; the window starts with the first hit. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Takes back one hit (a login counted before its password was checked turned out right). */
  unhit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const c = counters.get(key);
    if (c && c.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return c;
  };
  return {
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async hit(key, windowMs) {
      const c = live(key);
      if (c) {
        c.count += 1;
        return c.count;
      }
      if (counters.size > 100_000) {
        for (const [k, v] of counters) if (v.resetAt <= now()) counters.delete(k);
      }
      counters.set(key, { count: 1, resetAt: now() + windowMs });
      return 1;
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

export function redisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  const k = (key: string) => `bond:rl:${key}`;
  return {
    async get(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async hit(key, windowMs) {
      const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').exec()) as [[null, number]];
      return count;
    },
    async unhit(key) {
      // Only down to zero, and never creating a key that has expired meanwhile.
      await redis.eval(
        "local v = tonumber(redis.call('GET', KEYS[1]) or '0') if v > 0 then redis.call('DECR', KEYS[1]) end return 0",
        1,
        k(key),
      );
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
