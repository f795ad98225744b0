import { IdParamsSchema, dataResponse } from '@bond/contract/common';
import { CreateServiceSchema, ServiceLogSchema, ServiceSchema } from '@bond/contract/services';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './bike-services.service.ts';

/**
 * A bike's service log (docs/product/fleet-calendar.md#service-log): staff and admins record a service and
 * read the log. The role is checked before the body is read.
 */
export default async function bikeServicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: app.requireRole('staff') };
  const security = [{ bearer: [] }];
  const tags = ['services'];

  app.post(
    '/bikes/:id/services',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Record a service of a bike: the day, the odometer, the work done and its cost',
        security,
        params: IdParamsSchema,
        body: CreateServiceSchema,
        response: { 201: dataResponse(ServiceSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.recordService(app.db, actorOf(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, message: sayTo(request, 'serviceRecorded'), data });
    },
  );

  app.get(
    '/bikes/:id/services',
    {
      ...staff,
      schema: {
        tags,
        summary: "A bike's services and the odometer readings of its handovers and returns, the latest first",
        security,
        params: IdParamsSchema,
        response: { 200: dataResponse(ServiceLogSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'servicesRetrieved'),
      data: await service.serviceLog(app.db, request.params.id),
    }),
  );
}
