import { AVAILABILITY_MAX_DAYS } from '@bond/contract/constants';
import { ERROR_STATUS, type ErrorCode } from '@bond/contract/errors';
import { windowProblem } from '@bond/contract/periods';
import { sayText, type Text, text } from '@bond/contract/say';

/** A message of an error's `errorMessage`, not yet said: the field it concerns and the message. */
export type ErrorText = { path: string; text: Text };

/**
 * The one error class services throw: a code and the catalogue's message with its parameters
 * (docs/decisions/027), `new AppError('NOT_FOUND', text.notFound({ what: 'Bike' }))`. The error handler
 * says the message in the request's language. `at`: the field the message is about, or every item of
 * `errorMessage`; without it the message is its one item, for no field.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly text: Text;
  readonly items: ErrorText[];
  /** What the refusal names for the caller to act on (its body's `data`), where it has any. */
  data?: unknown;

  constructor(code: ErrorCode, message: Text, at?: string | ErrorText[]) {
    super(sayText('en', message));
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.text = message;
    this.items = typeof at === 'string' ? [{ path: at, text: message }] : (at ?? [{ path: '', text: message }]);
  }
}

/**
 * A 429 that says when to come back, in minutes; the same time goes out as a Retry-After header (set by
 * the login route, or by @fastify/rate-limit for the per-route limits).
 */
export class TooManyAttempts extends AppError {
  readonly retryAfterSeconds: number;
  /** `say`: another wording of the wait than the minutes left (given the seconds). */
  constructor(resetInMs: number, say?: (seconds: number) => Text) {
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    super('RATE_LIMITED', say?.(seconds) ?? text.tryAgainInMinutes({ minutes: Math.ceil(seconds / 60) }));
    this.retryAfterSeconds = seconds;
  }
}

/**
 * A 429 refusing new booking holds for a while (docs/decisions/021): the message says until when; the
 * same time goes out as Retry-After.
 */
export class HoldsPaused extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: Text, resetInMs: number) {
    super('TOO_MANY_LAPSED_HOLDS', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
  }
}

/**
 * An account whose failed logins slow every further attempt (docs/decisions/022): the wait is seconds, so
 * the message names them, and Retry-After says the same.
 */
export const accountSlowedDown = (waitMs: number) =>
  new TooManyAttempts(waitMs, (seconds) => text.loginSlowedDown({ seconds }));

export const notFound = (what: Parameters<typeof text.notFound>[0]['what']) =>
  new AppError('NOT_FOUND', text.notFound({ what }));

/** A lost, refused or terminated database connection (or the database not answering): try again shortly. */
export const databaseUnavailable = () => new AppError('DATABASE_UNAVAILABLE', text.databaseUnavailable());

/**
 * The token's session or account is no longer valid (the token expired or was tampered with, its session was
 * logged out or replayed, the account was deactivated or its tokens revoked): the customer logs in again.
 */
export const sessionExpired = () => new AppError('UNAUTHENTICATED', text.sessionExpired());

/**
 * docs/product/booking-and-periods.md#availability: a window asked about (availability, schedule, period search) must be in order and at most 31 days
 * wide; otherwise a 400 naming its end.
 */
export function refuseBadWindow(from: Date, to: Date, names = { from: 'from', to: 'to' }): void {
  const problem = windowProblem(from, to, AVAILABILITY_MAX_DAYS, names);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, names.to);
}
