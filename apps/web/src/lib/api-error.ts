/** Turns what a failed call returns into one sentence for the customer (spec sections 7 and 8). */
import type { ErrorBody } from '@bond/contract/errors';

type FetchError = { status: number | string; data?: unknown; error?: string; originalStatus?: number };

function isFetchError(error: unknown): error is FetchError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function firstServerMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const body = data as Partial<ErrorBody>;
  const first = Array.isArray(body.errorMessage) ? body.errorMessage[0]?.message : undefined;
  if (typeof first === 'string' && first !== '') return first;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

/** The first `errorMessage` item of an error body, or a plain sentence naming what went wrong. */
export function apiErrorMessage(error: unknown): string {
  if (isFetchError(error)) {
    switch (error.status) {
      case 'FETCH_ERROR':
        return 'Could not reach the server. Check your connection and try again.';
      case 'TIMEOUT_ERROR':
        return 'The server took too long to answer. Please try again.';
      case 'PARSING_ERROR':
        return `The server sent an answer we could not read (status ${error.originalStatus ?? 'unknown'}).`;
      default:
        return (
          firstServerMessage(error.data) ?? `Something went wrong (status ${String(error.status)}). Please try again.`
        );
    }
  }
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

/** The HTTP status of a failed call, when there was one. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isFetchError(error) && typeof error.status === 'number' ? error.status : undefined;
}
