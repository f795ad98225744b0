import { LAPSED_HOLDS_LIMIT, LAPSED_HOLDS_PAUSE_MINUTES, LAPSED_HOLDS_WINDOW_MINUTES } from './constants.ts';

/**
 * Holds given up unpaid (docs/decisions/021-bounded-holds-and-checkouts.md): a booking holds its period for
 * 15 minutes before its advance is paid. Whoever lets such holds end unpaid LAPSED_HOLDS_LIMIT times within
 * LAPSED_HOLDS_WINDOW_MINUTES (lapsed, cancelled at the checkout, dropped) may not hold a bike again until
 * LAPSED_HOLDS_PAUSE_MINUTES after the last of those ends. Pure: the server feeds it the moments read from the
 * database, on the database's clock.
 */

const MINUTE = 60_000;

/**
 * Until when new holds are refused, given the moments at which holds ended unpaid (any order): the latest
 * end that completes `limit` ends within the window, plus the pause; null when none does. The answer may lie
 * in the past: the caller compares it with now. An address may be given a higher limit than an account (a
 * shop's own network, many customers behind one carrier address).
 */
export function holdsPausedUntil(endedAt: readonly Date[], limit = LAPSED_HOLDS_LIMIT): Date | null {
  const times = endedAt.map((d) => d.getTime()).sort((a, b) => a - b);
  let until: number | null = null;
  for (let i = limit - 1; i < times.length; i++) {
    const last = times[i] as number;
    const first = times[i - limit + 1] as number;
    if (last - first <= LAPSED_HOLDS_WINDOW_MINUTES * MINUTE) until = last + LAPSED_HOLDS_PAUSE_MINUTES * MINUTE;
  }
  return until === null ? null : new Date(until);
}

/** How far back the ends that can still pause new holds lie: the window and the pause together. */
export const HOLD_ENDS_LOOKBACK_MINUTES = LAPSED_HOLDS_WINDOW_MINUTES + LAPSED_HOLDS_PAUSE_MINUTES;
