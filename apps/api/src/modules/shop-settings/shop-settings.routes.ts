import { dataResponse } from '@bond/contract/common';
import { ShopSettingsSchema, UpdateShopSettingsSchema } from '@bond/contract/shop-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './shop-settings.service.ts';

/**
 * The shop's settings (docs/product/handover-and-return.md#shop-settings): staff and admins read them (the
 * counter works with them), only the admin changes them.
 */
export default async function shopSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop-settings'];
  const security = [{ bearer: [] }];

  app.get(
    '/shop-settings',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        summary: 'The shop’s settings: default deposit, late returns, fuel, early handover (staff and admins)',
        security,
        response: { 200: dataResponse(ShopSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'shopSettingsRetrieved'),
      data: await service.getShopSettings(app.db),
    }),
  );

  app.put(
    '/shop-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Change some or all of the shop’s settings (admin)',
        security,
        body: UpdateShopSettingsSchema,
        response: { 200: dataResponse(ShopSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'shopSettingsUpdated'),
      data: await service.updateShopSettings(app.db, actorOf(request), request.body),
    }),
  );
}
