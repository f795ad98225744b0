import type { ErrorBody, ErrorCode, ErrorItem } from '@bond/contract/errors';
import type { Language } from '@bond/contract/notifications';
import { markText, sayMessage, sayText, type Text, text, zodDefaultText } from '@bond/contract/say';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError, databaseUnavailable, type ErrorText, HoldsPaused } from '../errors.ts';
import { languageOf } from '../shared/requests.ts';

/** The error body of a refusal, its messages said in the request's language (docs/decisions/027). */
function body(request: FastifyRequest, code: ErrorCode, message: Text, items?: ErrorText[]): ErrorBody {
  const language = languageOf(request);
  const said = sayText(language, message);
  return {
    success: false,
    code,
    message: said,
    errorMessage: items?.length
      ? items.map((item) => ({ path: item.path, message: sayText(language, item.text) }))
      : [{ path: '', message: said }],
  };
}

const LABELS: Record<string, string> = { querystring: 'Query', params: 'Path', body: 'Body', headers: 'Header' };

/**
 * A zod message in `language` (the contract's schemas carry their messages marked, docs/decisions/027):
 * 'Email must be …' and 'Price per hour must be …' stay; a message that does not name its field (as English says it) gets the field's
 * name in front, so the customer knows which.
 */
function namedMessage(path: string, message: string, language: Language): string {
  const field = path.split('.').pop() ?? '';
  const english = sayMessage('en', message);
  // 'Price per day must …' names pricePerDay: compared without spaces and case.
  const squeezed = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  if (!field || squeezed(english).includes(squeezed(field))) return sayMessage(language, message);
  return sayText(language, text.fieldPrefixed({ field, message: sayMessage(language, message) }));
}

/** The key of fastify-type-provider-zod's validation items (what its `hasZodFastifySchemaValidationErrors` checks). */
const ZOD_VALIDATION_ITEM = Symbol.for('ZodFastifySchemaValidationError');

/**
 * fastify-type-provider-zod's validator, with zod's own messages (for input no schema names a message for)
 * taken from the catalogues too: the same items, read by the error handler below.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: zodDefaultText });
    if (result.success) return { value: result.data };
    const items = result.error.issues.map(({ path, code, message, ...params }) => ({
      [ZOD_VALIDATION_ITEM]: true,
      keyword: code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message,
      params,
    }));
    return { error: items as unknown as Error };
  };

/** The router's limit on a path parameter (Fastify's default), in characters. */
export const MAX_PARAM_LENGTH = 100;

/** The error code of a status that no more specific rule names. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 414) return 'URI_TOO_LONG';
  return 'VALIDATION_FAILED';
}

/**
 * Fastify's own answers before a route is found (a broken `%` escape, a path parameter over the router's
 * limit), in the error shape and without echoing the address.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(body(request, 'URI_TOO_LONG', text.addressTooLong()));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    const broken = text.addressBrokenEscape();
    return reply.status(400).send(body(request, 'VALIDATION_FAILED', broken, [{ path: 'url', text: broken }]));
  }
  return reply.status(400).send(body(request, 'VALIDATION_FAILED', text.requestInvalid()));
}

/** Where a string holding a NUL character is, if anywhere: PostgreSQL cannot store one in text. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = findNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Input no field can hold, refused for every route in one place before validation: a NUL character in a
 * path parameter, the query or the body.
 */
function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const path = findNul(request[part]);
      if (path) {
        const field = path.join('.') || part;
        throw new AppError('VALIDATION_FAILED', text.fieldHasNul({ field }), field);
      }
    }
  });
}

/**
 * While the server shuts down, requests still arriving on open connections get a 503 in the error shape
 * (Fastify's own 503 body is turned off), so a load balancer or the web app retries elsewhere.
 */
function registerClosingGuard(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send(body(request, 'SERVICE_UNAVAILABLE', text.restarting()));
  });
}

/** One place that turns every failure into the spec's error body (docs/product/platform.md#api-answers); never a stack trace or SQL text. */
function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal that knows when to come back says so in Retry-After too.
      if (error instanceof HoldsPaused) reply.header('retry-after', String(error.retryAfterSeconds));
      const refusal = body(request, error.code, error.text, error.items);
      return reply.status(error.status).send(error.data === undefined ? refusal : { ...refusal, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = languageOf(request);
      const where = LABELS[error.validationContext ?? ''] ?? 'Request';
      const items: ErrorItem[] = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = (v.params as { keys?: unknown }).keys;
        if (v.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length) {
          const key = [path, String(keys[0]).slice(0, 60)].filter(Boolean).join('.');
          return { path: key, message: sayText(language, text.notAField({ key })) };
        }
        return {
          path,
          message: namedMessage(path, v.message || markText(text.partInvalid({ part: where })), language),
        };
      });
      const first = items[0]?.message ?? sayText(language, text.requestInvalid());
      return reply.status(400).send({ success: false, code: 'VALIDATION_FAILED', message: first, errorMessage: items });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database cannot be reached');
      const unavailable = databaseUnavailable();
      return reply
        .status(unavailable.status)
        .header('retry-after', '5')
        .send(body(request, unavailable.code, unavailable.text, unavailable.items));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(body(request, 'PAYLOAD_TOO_LARGE', text.requestTooLarge()));
    }
    if (status === 429) {
      return reply.status(429).send(body(request, 'RATE_LIMITED', text.tooManyAttempts()));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (status === 400 && error.code?.startsWith('FST_'))
    ) {
      return reply.status(400).send(body(request, 'VALIDATION_FAILED', text.bodyNotJson()));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(request, codeForStatus(status), text.requestInvalid()));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(request, 'INTERNAL', text.internal()));
  });
}

/**
 * What answers a path that is not the API's when the web app is served (web/web-app.ts makes it). Named
 * here, with its one caller, so that this file imports nothing from the web app's plugin (docs/decisions/028).
 */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/** Unknown /api paths answer a JSON 404; other paths go to the web app when it is served. */
export function registerNotFoundHandler(app: FastifyInstance, spa: SpaFallback | null) {
  app.setNotFoundHandler((request, reply) => {
    if (spa && !/^\/api(\/|$|\?)/.test(request.url)) return spa(request, reply);
    const path = request.url.split('?')[0] ?? '';
    // A segment longer than the router takes for a parameter missed its route for that reason.
    if (path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
      return reply.status(414).send(body(request, 'URI_TOO_LONG', text.addressTooLong()));
    }
    // The address is named only when it is short and plain, so an error never carries what a caller injected.
    const call = path.length <= 100 && /^[A-Za-z0-9/_.-]*$/.test(path) ? `${request.method} ${path}` : null;
    return reply.status(404).send(body(request, 'NOT_FOUND', text.noSuchCall({ call })));
  });
}

/**
 * Every failure in the error shape (docs/product/platform.md#api-answers): the error handler, the 503 while closing, and the guard against
 * input no field can hold. Fastify's own early answers use `frameworkErrors` (a server option), and the
 * 404 is set with the web app (web/web-app.ts), which knows which addresses it serves.
 */
export default fp(
  async (app: FastifyInstance) => {
    registerErrorHandler(app);
    registerClosingGuard(app);
    registerInputGuards(app);
  },
  { name: 'error-handler' },
);
