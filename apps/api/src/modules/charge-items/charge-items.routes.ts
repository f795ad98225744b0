import {
  ChargeItemQuerySchema,
  ChargeItemSchema,
  CreateChargeItemSchema,
  UpdateChargeItemSchema,
} from '@bond/contract/charge-items';
import { IdParamsSchema, dataResponse } from '@bond/contract/common';
import { roleMayAct } from '@bond/contract/roles';
import { text } from '@bond/contract/say';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { accountOf, actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './charge-items.service.ts';

/**
 * The owner's price list of charges (docs/product/handover-and-return.md#charges-price-list): the admin lists,
 * adds and changes them (no deleting: `active: false` switches one off); staff list the active ones, to charge
 * them at a return.
 */
export default async function chargeItemsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  const security = [{ bearer: [] }];
  const tags = ['charge-items'];

  app.get(
    '/charge-items',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        summary: 'The charges: with active=true the ones on the list (staff and admins), else every one (admin)',
        security,
        querystring: ChargeItemQuerySchema,
        response: { 200: dataResponse(z.array(ChargeItemSchema)) },
      },
    },
    async (request) => {
      const { active } = request.query;
      // Staff read the list as the counter uses it; the switched-off ones are the admin's.
      if (active !== 'true' && !roleMayAct(accountOf(request).role, 'admin')) {
        throw new AppError('FORBIDDEN', text.adminOnly());
      }
      return {
        success: true as const,
        message: sayTo(request, 'chargeItemsRetrieved'),
        data: await service.listChargeItems(app.db, active === undefined ? {} : { active: active === 'true' }),
      };
    },
  );

  app.post(
    '/charge-items',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Add a charge to the price list (admin)',
        security,
        body: CreateChargeItemSchema,
        response: { 201: dataResponse(ChargeItemSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createChargeItem(app.db, actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: sayTo(request, 'chargeItemAdded'), data });
    },
  );

  app.put(
    '/charge-items/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Change a charge, or switch it off with active: false (admin)',
        security,
        params: IdParamsSchema,
        body: UpdateChargeItemSchema,
        response: { 200: dataResponse(ChargeItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'chargeItemUpdated'),
      data: await service.updateChargeItem(app.db, actorOf(request), request.params.id, request.body),
    }),
  );
}
