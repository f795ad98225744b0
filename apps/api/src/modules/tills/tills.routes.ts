import { dataResponse, IdParamsSchema } from '@bond/contract/common';
import { CloseTillSchema, OpenTillSchema, TillListQuerySchema, TillSchema } from '@bond/contract/counter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './tills.service.ts';

/** docs/product/the-counter.md#tills: each staff member's till of the Dhaka day. */
export default async function tillsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tills'];
  const security = [{ bearer: [] }];

  app.post(
    '/tills',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary: 'Open your till for today (Dhaka) with its opening float; one per person per day (staff)',
        body: OpenTillSchema,
        response: { 201: dataResponse(TillSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.openTill(app.db, actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: sayTo(request, 'tillOpened'), data });
    },
  );

  app.get(
    '/tills/current',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'Your open till of today: opening float, cash in, cash paid out, expected cash, and each cash movement (staff)',
        response: { 200: dataResponse(TillSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'tillRetrieved'),
      data: await service.currentTill(app.db, actorOf(request)),
    }),
  );

  app.post(
    '/tills/:id/close',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary: 'Close a till once with the cash counted; keeps the expected cash and the difference (staff)',
        params: IdParamsSchema,
        body: CloseTillSchema,
        response: { 200: dataResponse(TillSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'tillClosedNow'),
      data: await service.closeTill(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/tills',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Every till of a Dhaka day, YYYY-MM-DD, with its cash movements (admin)',
        querystring: TillListQuerySchema,
        response: { 200: dataResponse(z.array(TillSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'tillsRetrieved'),
      data: await service.listTills(app.db, request.query.date),
    }),
  );
}
