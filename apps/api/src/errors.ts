import { ERROR_STATUS, type ErrorCode, type ErrorItem } from '@bond/contract/errors';

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

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** A lost, refused or terminated database connection (or the database not answering): try again shortly. */
export const databaseUnavailable = () =>
  new AppError('DATABASE_UNAVAILABLE', 'The shop cannot reach its database right now. Please try again in a moment');

/**
 * The token's session or account is no longer valid (the token expired or was tampered with, its session was
 * logged out or replayed, the account was deactivated or its tokens revoked): the customer logs in again.
 */
export const sessionExpired = () => new AppError('UNAUTHENTICATED', 'Your session has expired. Please log in again');
