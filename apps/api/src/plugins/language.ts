import { localizeBody } from '@bond/contract/localize';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageOf } from '../shared/requests.ts';

/**
 * The server speaks the request's language (D23, docs/decisions/018): every `message` and
 * `errorMessage[].message` it answers with (errors, validation, rate limits, success) is said again in
 * Bangla on the way out, in one place, from the English the code writes. Codes and statuses never change.
 */

export default fp(
  async (app: FastifyInstance) => {
    // Before the route's serializer: the body is still an object, and the response schema still checks it.
    app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
      localizeBody(payload, languageOf(request)),
    );
  },
  { name: 'language' },
);
