import type { Text } from '@bond/contract/say';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { AppError } from '../errors.ts';
import { clientNetwork } from '../net/client-network.ts';

/*
 * A route's own limit, given in its `config: { rateLimit }` and counted by the rate-limit plugin
 * (plugins/rate-limit.ts, decision 010). Here rather than in the plugin, so that routes import nothing from
 * the plugins that register them (docs/decisions/028).
 */

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
