import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { Text } from '@bond/contract/say';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, TooManyAttempts } from '../errors.ts';
import type { Counters, RateLimitStore } from './rate-limit-store.ts';
import { clientNetwork } from '../net/client-network.ts';

/**
 * Per-route limits on one client address, by @fastify/rate-limit (decision 010). No route is limited unless
 * it asks, with `config: { rateLimit: perAddress(...) }`. The counters are `store`'s (decision 024): in the
 * Redis of REDIS_URL while it answers (shared by every server process), otherwise in this process's memory,
 * each route with its own bound. The failed-login lockouts are not per-route limits and stay on `store`
 * (auth.service logIn).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The counters of the failed-login lockouts, and in a scope per route those of the per-route limits. */
    rateLimits: RateLimitStore;
  }
}

/** What the library hands a route's store: the route, under `routeInfo` (its types say otherwise). */
type RouteLimitOptions = { routeInfo: { method: string | string[]; url: string } };

/**
 * The library's store, counting in a scope of `store` per route (`route:<METHOD><url>-`, so the Redis keys
 * stay `bond:rl:route:<METHOD><url>-<address>`): the library's own Redis store has no fallback, and with
 * `skipOnError` the limits would not hold at all while Redis is away (decision 024).
 */
function routeCounters(store: RateLimitStore): FastifyRateLimitStoreCtor {
  return class RouteCounters implements FastifyRateLimitStore {
    /** The library makes the first one (with its own options, not needed here); each route gets a child. */
    counters: Counters = store.scope('route:');

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      this.counters.hit(key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (err: Error) => callback(err),
      );
    }

    child(options: object) {
      const { method, url } = (options as RouteLimitOptions).routeInfo;
      const child = new RouteCounters();
      child.counters = store.scope(`route:${String(method)}${url}-`);
      return child;
    }
  };
}

export default fp(
  async (app: FastifyInstance, opts: { store: RateLimitStore }) => {
    app.decorate('rateLimits', opts.store);
    // Redis going away and answering again, in the app's log (decision 024).
    opts.store.reportTo(app.log);
    await app.register(fastifyRateLimit, {
      global: false,
      store: routeCounters(opts.store),
      // After validation, as before: a malformed request is refused without using up the address's allowance.
      hook: 'preHandler',
      // The address as Fastify resolves it (TRUST_PROXY), an IPv6 one by its /64, like the login counters.
      keyGenerator: (request) => clientNetwork(request.ip),
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
export function perAddress(limit: { max: number; windowMs: number; message?: Text }): RateLimitOptions {
  const { message } = limit;
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
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
    keyGenerator: (request) => `account:${request.account?.id ?? clientNetwork(request.ip)}`,
  };
}
