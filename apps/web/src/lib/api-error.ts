/**
 * Turns what a failed call returns into one sentence for the customer. The server's
 * own messages come as they are (they follow the `lang` cookie); the sentences made here are in the page's
 * language, or in the language asked for.
 */
import type { ErrorBody } from '@bond/contract/errors';
import { i18next } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';

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

/**
 * The first `errorMessage` item of an error body, or a plain sentence naming what went wrong, in `language`
 * (by default the page's).
 */
export function apiErrorMessage(error: unknown, language?: Language): string {
  const t = i18next.getFixedT(language ?? i18next.language, 'common');
  if (isFetchError(error)) {
    switch (error.status) {
      case 'FETCH_ERROR':
        return t('errors.network');
      case 'TIMEOUT_ERROR':
        return t('errors.timeout');
      case 'PARSING_ERROR':
        return t('errors.unreadable', { status: error.originalStatus ?? t('errors.unknownStatus') });
      default:
        return firstServerMessage(error.data) ?? t('errors.withStatus', { status: String(error.status) });
    }
  }
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return t('errors.generic');
}

/** The error code of a failed call's body (`LOGIN_CODE_REQUIRED`, …), when it has one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!isFetchError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const { code } = error.data as Partial<ErrorBody>;
  return typeof code === 'string' ? code : undefined;
}

/** The HTTP status of a failed call, when there was one. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isFetchError(error) && typeof error.status === 'number' ? error.status : undefined;
}

/**
 * The server's refusals of the form's own fields (a 400's field errors, a 409 naming `code`), each with the
 * server's message, already in the page's language. Empty when the refusal names none of them.
 */
export function fieldRefusals(error: unknown, fields: readonly string[]): { path: string; message: string }[] {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const { errorMessage } = (error.data ?? {}) as Partial<ErrorBody>;
  if (!Array.isArray(errorMessage)) return [];
  return errorMessage.filter((item) => fields.includes(item.path));
}
