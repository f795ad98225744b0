import { AuditEntrySchema, AuditQuerySchema } from '@bond/contract/audit';
import { pageResponse } from '@bond/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as service from './audit.service.ts';
import { sayTo } from '../../shared/requests.ts';

export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['audit'],
        summary: 'The audit log: every admin action, newest first (admin; from/to are inclusive Dhaka days)',
        security: [{ bearer: [] }],
        querystring: AuditQuerySchema.strict(),
        response: { 200: pageResponse(AuditEntrySchema) },
      },
    },
    async (request) => {
      const { data, meta } = await service.listAudit(app.db, request.query);
      return {
        success: true as const,
        message: sayTo(request, data.length ? 'auditRetrieved' : 'noAuditEntries'),
        data,
        meta,
      };
    },
  );
}
