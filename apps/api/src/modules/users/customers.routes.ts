import { dataResponse, pageResponse } from '@bond/contract/common';
import { CustomerListQuerySchema, CustomerSchema, NewCustomerSchema } from '@bond/contract/customers';
import { UserSchema } from '@bond/contract/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './users.service.ts';

/** Customers at the counter (docs/product/the-counter.md#walk-ins): staff and admins find and make them. */
export default async function customersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];
  const security = [{ bearer: [] }];

  app.get(
    '/customers',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'Open customer accounts, oldest first, paged; search by phone in any form or in part, name or e-mail (staff)',
        querystring: CustomerListQuerySchema.strict(),
        response: { 200: pageResponse(CustomerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'customersRetrieved'),
      ...(await service.listCustomers(app.db, request.query, app.config.now?.())),
    }),
  );

  app.post(
    '/customers',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'Make a customer account for a rider at the counter: name and phone, e-mail and address optional, no password; a phone already on an account is PHONE_TAKEN (staff)',
        body: NewCustomerSchema.strict(),
        response: { 201: dataResponse(UserSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createCustomer(app.db, actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: sayTo(request, 'customerCreated'), data });
    },
  );
}
