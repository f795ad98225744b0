import type { ErrorBody, ErrorCode, ErrorItem } from '@bond/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import type { SpaFallback } from './web-app.ts';

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

/** One place that turns every failure into the spec's error body (D2); never a stack trace or SQL text. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.items));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = LABELS[error.validationContext ?? ''] ?? 'Request';
      const items = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = (v.params as { keys?: unknown }).keys;
        if (v.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length) {
          const key = [path, String(keys[0])].filter(Boolean).join('.');
          return { path: key, message: `${key} is not a field this call accepts` };
        }
        return { path, message: namedMessage(path, v.message || `${where} is not valid`) };
      });
      const first = items[0]?.message ?? 'The request is not valid';
      return reply.status(400).send(body('VALIDATION_FAILED', first, items));
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
      return reply.status(status).send(body('VALIDATION_FAILED', 'The request is not valid'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again'));
  });
}

/** Unknown /api paths answer a JSON 404; other paths go to the web app when it is served. */
export function registerNotFoundHandler(app: FastifyInstance, spa: SpaFallback | null) {
  app.setNotFoundHandler((request, reply) => {
    if (spa && !/^\/api(\/|$|\?)/.test(request.url)) return spa(request, reply);
    return reply
      .status(404)
      .send(body('NOT_FOUND', `No such API call: ${request.method} ${request.url.split('?')[0]}`));
  });
}
