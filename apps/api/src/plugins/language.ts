import { LANGUAGE_COOKIE, localizeBody, requestLanguage } from '@bond/contract/localize';
import type { Language } from '@bond/contract/notifications';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The server speaks the request's language (D23, docs/decisions/018): every `message` and
 * `errorMessage[].message` it answers with (errors, validation, rate limits, success) is said again in
 * Bangla on the way out, in one place, from the English the code writes. Codes and statuses never change.
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

export default fp(
  async (app: FastifyInstance) => {
    // Before the route's serializer: the body is still an object, and the response schema still checks it.
    app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
      localizeBody(payload, languageOf(request)),
    );
  },
  { name: 'language' },
);
