import type { ErrorBody, ErrorCode, ErrorItem } from '@bond/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError, databaseUnavailable, HoldsPaused } from '../errors.ts';

function body(code: ErrorCode | string, message: string, items?: ErrorItem[]): ErrorBody {
  return { success: false, code, message, errorMessage: items?.length ? items : [{ path: '', message }] };
}

const LABELS: Record<string, string> = { querystring: 'Query', params: 'Path', body: 'Body', headers: 'Header' };

/** 'Email must be …' stays; a generic message gets the field's name in front so the customer knows which. */
function namedMessage(path: string, message: string): string {
  const field = path.split('.').pop() ?? '';
  if (!field || message.toLowerCase().includes(field.toLowerCase())) return message;
  return `${field}: ${message}`;
}

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
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(body('URI_TOO_LONG', 'The address is too long'));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .status(400)
      .send(
        body('VALIDATION_FAILED', 'The address is not valid: it has a broken % escape', [
          { path: 'url', message: 'The address is not valid: it has a broken % escape' },
        ]),
      );
  }
  return reply.status(400).send(body('VALIDATION_FAILED', 'The request is not valid'));
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
        const message = `${field} contains a character that is not allowed (NUL)`;
        throw new AppError('VALIDATION_FAILED', message, [{ path: field, message }]);
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
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send(body('SERVICE_UNAVAILABLE', 'The shop is restarting. Please try again in a moment'));
  });
}

/** One place that turns every failure into the spec's error body (docs/product/platform.md#api-answers); never a stack trace or SQL text. */
function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal that knows when to come back says so in Retry-After too.
      if (error instanceof HoldsPaused) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body(error.code, error.message, error.items));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = LABELS[error.validationContext ?? ''] ?? 'Request';
      const items = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = (v.params as { keys?: unknown }).keys;
        if (v.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length) {
          const key = [path, String(keys[0]).slice(0, 60)].filter(Boolean).join('.');
          return { path: key, message: `${key} is not a field this call accepts` };
        }
        return { path, message: namedMessage(path, v.message || `${where} is not valid`) };
      });
      const first = items[0]?.message ?? 'The request is not valid';
      return reply.status(400).send(body('VALIDATION_FAILED', first, items));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database cannot be reached');
      const unavailable = databaseUnavailable();
      return reply
        .status(unavailable.status)
        .header('retry-after', '5')
        .send(body(unavailable.code, unavailable.message, unavailable.items));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'The request is too large'));
    }
    if (status === 429) {
      return reply.status(429).send(body('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again'));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (status === 400 && error.code?.startsWith('FST_'))
    ) {
      return reply.status(400).send(body('VALIDATION_FAILED', 'The request body is not valid JSON'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(codeForStatus(status), 'The request is not valid'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again'));
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
      return reply.status(414).send(body('URI_TOO_LONG', 'The address is too long'));
    }
    // The address is named only when it is short and plain, so an error never carries what a caller injected.
    const named = path.length <= 100 && /^[A-Za-z0-9/_.-]*$/.test(path) ? `: ${request.method} ${path}` : '';
    return reply.status(404).send(body('NOT_FOUND', `No such API call${named}`));
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
