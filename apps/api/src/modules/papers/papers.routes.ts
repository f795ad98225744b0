import { IdParamsSchema, dataResponse } from '@bond/contract/common';
import { BikePapersInputSchema, BikePapersSchema } from '@bond/contract/papers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './papers.service.ts';

/**
 * Bikes' papers (docs/product/fleet-calendar.md#papers): admins enter a bike's registration number and its
 * papers' expiry dates; staff and admins read them. The role is checked before the body is read.
 */
export default async function papersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const tags = ['papers'];

  app.put(
    '/bikes/:id/papers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: "Enter or replace a bike's registration number and papers (409 REGISTRATION_TAKEN)",
        security,
        params: IdParamsSchema,
        body: BikePapersInputSchema,
        response: { 200: dataResponse(BikePapersSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'papersSaved'),
      data: await service.savePapers(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/bikes/:id/papers',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        summary: "A bike's papers, or null while none are on file",
        security,
        params: IdParamsSchema,
        response: { 200: dataResponse(BikePapersSchema.nullable()) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'papersRetrieved'),
      data: await service.getPapers(app.db, request.params.id),
    }),
  );

  app.get(
    '/papers',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        summary: 'The papers of every bike in the fleet that has them, by bike name',
        security,
        response: { 200: dataResponse(z.array(BikePapersSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'papersRetrieved'),
      data: await service.listPapers(app.db),
    }),
  );
}
