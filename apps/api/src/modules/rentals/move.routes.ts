import { AlternativeBikeSchema, MoveRentalSchema } from '@bond/contract/blocks';
import { dataResponse, IdParamsSchema } from '@bond/contract/common';
import { RentalSchema, WindowQuerySchema } from '@bond/contract/rentals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, actorOf, sayTo } from '../../shared/requests.ts';
import { alternatives, moveRental } from './move.service.ts';

/**
 * Moving a booking to another bike (docs/product/fleet-calendar.md#moving-a-booking): staff ask which bikes a
 * booking could move to, and move it; forcing a move to a bike not alike is the admin's. The role is checked
 * before the body is read.
 */
export default async function moveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: app.requireRole('staff') };
  const security = [{ bearer: [] }];
  const tags = ['rentals'];
  const now = () => app.config.now?.();

  app.get(
    '/bikes/:id/alternatives',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The bikes a booking of this bike for [from, to) could move to: alike and free',
        security,
        params: IdParamsSchema,
        querystring: WindowQuerySchema,
        response: { 200: dataResponse(z.array(AlternativeBikeSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'alternativesRetrieved'),
      data: await alternatives(app.db, request.params.id, request.query),
    }),
  );

  app.post(
    '/rentals/:id/move',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Move a booking to another bike for the same period and price (force: admins only)',
        security,
        params: IdParamsSchema,
        body: MoveRentalSchema,
        response: { 200: dataResponse(RentalSchema) },
      },
    },
    async (request) => {
      const data = await moveRental(
        app.db,
        actorOf(request),
        accountOf(request),
        request.params.id,
        request.body,
        app.messageContext,
        now(),
      );
      return { success: true as const, message: sayTo(request, 'rentalMovedTo', { bike: data.bike.name }), data };
    },
  );
}
