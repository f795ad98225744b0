import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Counters } from '../shared/counters.ts';

export type { Counters, Hit } from '../shared/counters.ts';

/**
 * Where the counters are, for /api/ready and the start-up log: this process's memory (no REDIS_URL), or
 * Redis, which answers or does not (then they are counted in this process's memory meanwhile).
 */
export type StoreHealth =
  | { store: 'memory' }
  | { store: 'redis'; at: string; answers: true }
  | { store: 'redis'; at: string; answers: false; error: string };

/** Where the store says that Redis went away and came back: the app's log. */
export type StoreLog = { warn(message: string): void; info(message: string): void };

/**
 * Our own counters, for the failed-login lockouts (decisions 006, 010 and 024): in memory for one
 * process, in Redis when REDIS_URL is set so that every server process shares them. A window starts with its
 * first hit and lasts `windowMs`. The plain per-route limits (sign-ups, contact messages) are
 * @fastify/rate-limit's (plugins/rate-limit.ts), counted here too, each route in a `scope` of its own.
 */
export type RateLimitStore = Counters & {
  /** Counters of their own under `namespace` (one route's): their own bound in memory, the same Redis. */
  scope(namespace: string): Counters;
  /** Whether Redis answers now (asked with the store's short time-out). */
  health(): Promise<StoreHealth>;
  /** From now on Redis going away and answering again are logged to `log`. */
  reportTo(log: StoreLog): void;
  close(): Promise<void>;
};

/** The most keys one process keeps; beyond it the least recently used key is dropped (O(1)). */
export const MEMORY_STORE_MAX_KEYS = 50_000;

/**
 * Bounded: at most `maxKeys` counters, least recently used dropped first, each forgotten when its window
 * ends, so a flood of made-up keys costs a fixed amount of memory and O(1) per request.
 */
function memoryCounters(now: () => number, maxKeys: number): Counters & { clear(): void } {
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
    clear() {
      counters.clear();
    },
  };
}

/** One set of memory counters per namespace, made when first asked for. */
function scopes(make: () => Counters): (namespace: string) => Counters {
  const made = new Map<string, Counters>();
  return (namespace) => {
    let counters = made.get(namespace);
    if (!counters) made.set(namespace, (counters = make()));
    return counters;
  };
}

/** This process's memory, each scope with its own bound of `maxKeys`. */
export function memoryRateLimitStore(now: () => number = Date.now, maxKeys = MEMORY_STORE_MAX_KEYS): RateLimitStore {
  const counters = memoryCounters(now, maxKeys);
  return {
    ...counters,
    scope: scopes(() => memoryCounters(now, maxKeys)),
    async health() {
      return { store: 'memory' };
    },
    reportTo() {},
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

/** How long a connection attempt or a command may take before Redis counts as away (decision 024). */
export const REDIS_TIMEOUT_MS = 200;

/** Between attempts to reach Redis again while it is away: soon at first, then once a second. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 1000);

/** Where Redis is, for log lines: host and port, never the password of the URL. */
function redisAddress(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}

export type RedisStoreOptions = {
  /** Connect and command time-out (default REDIS_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Clock and bound of the memory counters used while Redis is away. */
  now?: () => number;
  maxKeys?: number;
};

/**
 * The counters in Redis while it answers, in this process's memory while it does not (decision 024): a
 * request never waits longer than the time-out for Redis, and limits still hold, per process, meanwhile.
 *
 * - Redis is asked only while its connection is ready (or at start, until the first attempt has failed).
 *   Otherwise the memory counters answer at once; ioredis keeps trying to reconnect in the background.
 * - A command that fails or takes longer than the time-out is answered from memory; the connection is
 *   dropped and made again (a stalled one would otherwise stay "ready" while nothing answers).
 * - Going away is logged once as a warning, coming back as an info line (not answering at start is the
 *   start-up line's to say); the client's `error` events are handled here, so none is left unhandled.
 * - The memory counts are not copied to Redis on its return: for one window a client may get up to the
 *   memory's allowance on top of Redis's.
 */
export function redisRateLimitStore(
  url: string,
  prefix = 'bond:rl:',
  { timeoutMs = REDIS_TIMEOUT_MS, now = Date.now, maxKeys = MEMORY_STORE_MAX_KEYS }: RedisStoreOptions = {},
): RateLimitStore {
  const at = redisAddress(url);
  const redis = new Redis(url, {
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    // Commands wait for the first connection (at most the time-out); after that they are sent only while
    // the connection is ready, and none waits through a reconnection.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 0,
    // A command that timed out has already been counted in memory: not sent again on the next connection.
    autoResendUnfulfilledCommands: false,
    retryStrategy: reconnectDelay,
  }) as ScriptedRedis;
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  redis.defineCommand('rateLimitUnhit', { numberOfKeys: 1, lua: UNHIT_SCRIPT });

  let log: StoreLog | undefined;
  let state: 'starting' | 'answering' | 'away' = 'starting';
  let lastError = 'not connected yet';
  let closing = false;

  const away = (err?: unknown) => {
    if (err !== undefined) lastError = err instanceof Error ? err.message : String(err);
    if (state === 'away' || closing) return;
    // Not answering at start is said by the start-up line (server.ts), which asks health().
    const wasAnswering = state === 'answering';
    state = 'away';
    if (wasAnswering)
      log?.warn(
        `Redis at ${at} does not answer (${lastError}): rate limits are counted in this process's memory until it does`,
      );
  };
  redis.on('error', away);
  // A refused or failed connection has said why in its `error` event already.
  redis.on('close', () => away(state === 'answering' ? new Error('connection closed') : undefined));
  redis.on('ready', () => {
    if (state === 'away') log?.info(`Redis at ${at} answers again: rate limits are counted in Redis again`);
    state = 'answering';
  });

  const asksRedis = () => state === 'starting' || (state === 'answering' && redis.status === 'ready');

  /** Redis's answer, or the memory's when Redis is away or fails to answer in time. */
  async function either<T>(fromRedis: () => Promise<T>, fromMemory: () => Promise<T>): Promise<T> {
    if (!asksRedis()) return fromMemory();
    try {
      return await fromRedis();
    } catch (err) {
      // Failed on a connection that still looks ready (stalled, or answering errors): made again.
      const stillReady = redis.status === 'ready';
      // The connection's own error, when it has given one, says more than the command's.
      away(state === 'away' ? undefined : err);
      if (stillReady) redis.disconnect(true);
      return fromMemory();
    }
  }

  const memoryScope = scopes(() => memoryCounters(now, maxKeys));
  const counters = (namespace: string): Counters => {
    const memory = memoryScope(namespace);
    const k = (key: string) => `${prefix}${namespace}${key}`;
    return {
      get: (key) =>
        either(
          async () => Number((await redis.get(k(key))) ?? 0),
          () => memory.get(key),
        ),
      hit: (key, windowMs) =>
        either(
          async () => {
            const [count, ttl] = await redis.rateLimitHit(k(key), windowMs);
            return { count: Number(count), resetInMs: Number(ttl) };
          },
          () => memory.hit(key, windowMs),
        ),
      unhit: (key) =>
        either(
          async () => void (await redis.rateLimitUnhit(k(key))),
          () => memory.unhit(key),
        ),
      reset: (key) =>
        either(
          async () => void (await redis.del(k(key))),
          () => memory.reset(key),
        ),
    };
  };

  return {
    ...counters(''),
    scope: counters,
    async health() {
      const answers = await either(
        async () => (await redis.ping()) === 'PONG',
        async () => false,
      );
      return answers ? { store: 'redis', at, answers } : { store: 'redis', at, answers, error: lastError };
    },
    reportTo(to) {
      log = to;
    },
    async close() {
      closing = true;
      // QUIT when Redis answers; otherwise the socket is simply dropped, without waiting.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
