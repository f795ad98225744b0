import { BikeQuerySchema, BikeSchema, CreateBikeSchema, UpdateBikeSchema, type Bike } from '@bond/contract/bikes';
import { IdParamsSchema, MessageResponseSchema, dataResponse } from '@bond/contract/common';
import { BusyPeriodSchema, WindowQuerySchema } from '@bond/contract/rentals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './bikes.service.ts';
import { sendAssembledJson } from './catalog-cache.ts';

export default async function bikesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['bikes'];
  /** What the period questions (docs/product/booking-and-periods.md#availability) are answered from, kept in the catalogue cache. */
  const periodSources = service.periodSources(app.db, app.catalogCache);
  app.get(
    '/bikes',
    {
      schema: {
        tags,
        summary: 'List the shop’s bikes, optionally filtered',
        querystring: BikeQuerySchema.strict(),
        response: { 200: dataResponse(z.array(BikeSchema)) },
      },
    },
    async (request, reply) => {
      const { availableFrom, availableTo, ...filters } = request.query;
      // Sent serialised from the cache (kept per language): the message is said in the request's language here.
      const answer = (data: Bike[]) => ({
        success: true as const,
        message: sayTo(request, data.length ? 'bikesRetrieved' : 'noBikes'),
        data,
      });
      if (availableFrom === undefined && availableTo === undefined) {
        return app.catalogCache.respond(request, reply, async () =>
          reply.serialize(answer(await service.listBikes(app.db, filters))),
        );
      }
      // docs/product/booking-and-periods.md#availability: a period asked about, answered from the cache: the list for the filters (each bike serialised
      // once) and the periods held; nothing is asked of the database while the catalogue stays unchanged.
      const data = await service.listBikesFreeFor(request.query, periodSources);
      const { success, message } = answer(data);
      return sendAssembledJson(
        reply,
        `{"success":${success},"message":${JSON.stringify(message)},"data":[`,
        data.map((b) => b.json),
        ']}',
      );
    },
  );

  app.get(
    '/bikes/:id',
    { schema: { tags, summary: 'One bike', params: IdParamsSchema, response: { 200: dataResponse(BikeSchema) } } },
    async (request, reply) =>
      app.catalogCache.respond(request, reply, async () =>
        reply.serialize({
          success: true,
          message: sayTo(request, 'bikeRetrieved'),
          data: await service.getBike(app.db, request.params.id),
        }),
      ),
  );

  app.get(
    '/bikes/:id/availability',
    {
      schema: {
        tags,
        summary: 'When a bike is booked between from and to (at most 31 days): busy periods, no customer data',
        params: IdParamsSchema,
        querystring: WindowQuerySchema.strict(),
        response: { 200: dataResponse(z.array(BusyPeriodSchema)) },
      },
    },
    // Answered from what the catalogue cache keeps (the listed bikes and every held period).
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'availabilityRetrieved'),
      data: await service.bikeAvailability(request.params.id, request.query, periodSources),
    }),
  );

  app.post(
    '/bikes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Add a bike (admin)',
        security: [{ bearer: [] }],
        body: CreateBikeSchema.strict(),
        response: { 201: dataResponse(BikeSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createBike(app.db, actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: sayTo(request, 'bikeAdded'), data });
    },
  );

  app.put(
    '/bikes/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Update a bike (admin)',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: UpdateBikeSchema,
        response: { 200: dataResponse(BikeSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'bikeUpdated'),
      data: await service.updateBike(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/bikes/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Delete (retire) a bike (admin)',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await service.deleteBike(app.db, actorOf(request), request.params.id);
      return { success: true as const, message: sayTo(request, 'bikeDeleted') };
    },
  );
}
