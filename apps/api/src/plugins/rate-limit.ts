import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, TooManyAttempts } from '../errors.ts';
import { MEMORY_STORE_MAX_KEYS, type RateLimitStore } from './rate-limit-store.ts';

/**
 * Per-route limits on one client address, by @fastify/rate-limit (decision 010). No route is limited unless
 * it asks, with `config: { rateLimit: perAddress(...) }`. The counters live in the Redis of `store` when
 * REDIS_URL is set (shared by every server process), otherwise in this process's memory. The failed-login
 * lockouts are not per-route limits and stay on `store` (auth.service logIn).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The counters of the failed-login lockouts (and the library's Redis, when REDIS_URL is set). */
    rateLimits: RateLimitStore;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { store: RateLimitStore }) => {
    app.decorate('rateLimits', opts.store);
    const redis = opts.store.redis;
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis: redis.client, nameSpace: `${redis.keyPrefix}route:` } : {}),
      // After validation, as before: a malformed request is refused without using up the address's allowance.
      hook: 'preHandler',
      // The address as Fastify resolves it (TRUST_PROXY), like the login counters.
      keyGenerator: (request) => request.ip,
      // The responses stay as they were: a refusal says when to come back (Retry-After), nothing more.
      addHeaders: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
        'retry-after': true,
      },
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      // Thrown, so the one error handler answers with our error body (429 RATE_LIMITED).
      errorResponseBuilder: (_request, context) => new TooManyAttempts(context.ttl),
    });
  },
  { name: 'rate-limit' },
);

/**
 * A route's limit: at most `max` requests from one client address in a window of `windowMs` (starting with
 * the first). The refusal names the minutes left, unless the route has its own `message`.
 */
export function perAddress(limit: { max: number; windowMs: number; message?: string }): RateLimitOptions {
  const { message } = limit;
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    // Without Redis: at most this many addresses are remembered per route, least recently seen dropped first.
    cache: MEMORY_STORE_MAX_KEYS,
    ...(message ? { errorResponseBuilder: () => new AppError('RATE_LIMITED', message) } : {}),
  };
}

/**
 * A route's limit per signed-in account rather than per address (the route authenticates first, in
 * `onRequest`): at most `max` requests of one account in `windowMs`. Booking and checkout calls use it, so
 * no account can open gateway checkouts in a loop (docs/decisions/021).
 */
export function perAccount(limit: { max: number; windowMs: number }): RateLimitOptions {
  return {
    ...perAddress(limit),
    keyGenerator: (request) => `account:${request.account?.id ?? request.ip}`,
  };
}
