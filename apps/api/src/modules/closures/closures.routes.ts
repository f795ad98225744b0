import {
  ClosureParamsSchema,
  ClosureSchema,
  CreateClosureSchema,
  CreatedClosureSchema,
  PublicClosureSchema,
} from '@bond/contract/closures';
import { dataResponse } from '@bond/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './closures.service.ts';

/**
 * The shop's closures (docs/product/fleet-calendar.md#closures): admins close the shop for a period and end
 * a closure early, staff and admins list them all, and everyone reads the ones to come (the public pages'
 * banner). The role is checked before the body is read.
 */
export default async function closuresRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const tags = ['closures'];

  app.post(
    '/closures',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Close the shop for a period: 409 CLOSURE_CLASHES with data.clashes when bookings stand in the way, unless cancelClashing',
        security,
        body: CreateClosureSchema,
        response: { 201: dataResponse(CreatedClosureSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createClosure(app.db, actorOf(request), request.body, app.messageContext);
      return reply.status(201).send({
        success: true as const,
        message: sayTo(request, 'closureAdded', { cancelled: data.cancelled.length }),
        data,
      });
    },
  );

  app.get(
    '/closures',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        summary: 'Every closure of the shop, the latest first, ended ones included, with their notes',
        security,
        response: { 200: dataResponse(z.array(ClosureSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'closuresRetrieved'),
      data: await service.listClosures(app.db),
    }),
  );

  app.get(
    '/closures/upcoming',
    {
      schema: {
        tags,
        summary: 'The closures not over yet, the soonest first: when and why, no notes (public)',
        response: { 200: dataResponse(z.array(PublicClosureSchema)) },
      },
    },
    async (request, reply) =>
      app.catalogCache.respond(request, reply, async () =>
        reply.serialize({
          success: true,
          message: sayTo(request, 'closuresRetrieved'),
          data: await service.upcomingClosures(app.db),
        }),
      ),
  );

  app.delete(
    '/closures/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'End a closure now (its history is kept; the bookings it cancelled stay cancelled)',
        security,
        params: ClosureParamsSchema,
        response: { 200: dataResponse(ClosureSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'closureEndedNow'),
      data: await service.endClosure(app.db, actorOf(request), request.params.id),
    }),
  );
}
