import { LANGUAGE_COOKIE, requestLanguage } from '@bond/contract/localize';
import type { Language } from '@bond/contract/notifications';
import { say, type SentenceId, type TextArgs } from '@bond/contract/say';
import type { FastifyRequest } from 'fastify';

/**
 * The server speaks the request's language (D23, docs/decisions/027): every `message` and
 * `errorMessage[].message` it answers with is said from the catalogues in that language where the answer is
 * made (the error handler for failures, the route for a success). Codes and statuses never change.
 */

const LANG_COOKIE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The request's language: its `lang` cookie, else its Accept-Language. Read from the headers themselves,
 * so it holds for answers given before any hook ran (Fastify's own early refusals, the 503 while closing).
 */
export function languageOf(request: FastifyRequest): Language {
  const cookie = LANG_COOKIE.exec(request.headers.cookie ?? '')?.[1]?.trim();
  return requestLanguage({ cookie, acceptLanguage: request.headers['accept-language'] });
}

/** A message of the catalogues in the request's language: `sayTo(request, 'bikeAdded')`. */
export function sayTo<K extends SentenceId>(request: FastifyRequest, id: K, ...args: TextArgs<K>): string {
  return say(languageOf(request), id, ...args) as string;
}
