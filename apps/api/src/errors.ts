import { AVAILABILITY_MAX_DAYS } from '@bond/contract/constants';
import { ERROR_STATUS, type ErrorCode, type ErrorItem } from '@bond/contract/errors';
import { windowProblem } from '@bond/contract/periods';

/** The one error class services throw; the error handler turns it into the spec's error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly items: ErrorItem[];

  constructor(code: ErrorCode, message: string, items?: ErrorItem[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.items = items ?? [{ path: '', message }];
  }
}

/**
 * A 429 that says when to come back, in minutes; the same time goes out as a Retry-After header (set by
 * the login route, or by @fastify/rate-limit for the per-route limits).
 */
export class TooManyAttempts extends AppError {
  readonly retryAfterSeconds: number;
  /** `say`: another wording of the wait than the minutes left (given the seconds). */
  constructor(resetInMs: number, say?: (seconds: number) => string) {
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    const minutes = Math.ceil(seconds / 60);
    const message = `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
    super('RATE_LIMITED', say?.(seconds) ?? message);
    this.retryAfterSeconds = seconds;
  }
}

/**
 * A 429 refusing new booking holds for a while (docs/decisions/021): the message says until when; the
 * same time goes out as Retry-After.
 */
export class HoldsPaused extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, resetInMs: number) {
    super('TOO_MANY_LAPSED_HOLDS', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
  }
}

/**
 * An account whose failed logins slow every further attempt (docs/decisions/022): the wait is seconds, so
 * the message names them, and Retry-After says the same.
 */
export const accountSlowedDown = (waitMs: number) =>
  new TooManyAttempts(waitMs, (seconds) => {
    const message = `Too many failed logins on this account. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}`;
    return message;
  });

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** A lost, refused or terminated database connection (or the database not answering): try again shortly. */
export const databaseUnavailable = () =>
  new AppError('DATABASE_UNAVAILABLE', 'The shop cannot reach its database right now. Please try again in a moment');

/**
 * The token's session or account is no longer valid (the token expired or was tampered with, its session was
 * logged out or replayed, the account was deactivated or its tokens revoked): the customer logs in again.
 */
export const sessionExpired = () => new AppError('UNAUTHENTICATED', 'Your session has expired. Please log in again');

/**
 * docs/product/booking-and-periods.md#availability: a window asked about (availability, schedule, period search) must be in order and at most 31 days
 * wide; otherwise a 400 naming its end.
 */
export function refuseBadWindow(from: Date, to: Date, names = { from: 'from', to: 'to' }): void {
  const message = windowProblem(from, to, AVAILABILITY_MAX_DAYS, names);
  if (message) throw new AppError('VALIDATION_FAILED', message, [{ path: names.to, message }]);
}
