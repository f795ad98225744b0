import { IdParamsSchema, dataResponse } from '@bond/contract/common';
import {
  AddOnSchema,
  CouponSchema,
  CreateAddOnSchema,
  CreateCouponSchema,
  CreatePriceRuleSchema,
  PriceRuleViewSchema,
  PublicAddOnSchema,
  PublicCouponSchema,
  UpdateAddOnSchema,
  UpdateCouponSchema,
  UpdatePriceRuleSchema,
} from '@bond/contract/price-lists';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './price-lists.service.ts';

/**
 * The owner's price lists (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons): the admin
 * lists, adds and changes add-ons, price rules and coupons (no deleting: `active: false` switches one off);
 * the public sees the offered add-ons and the coupons it may use, without stock or limits.
 */
export default async function priceListsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  const security = [{ bearer: [] }];

  // Add-ons.
  {
    const tags = ['add-ons'];
    app.get(
      '/add-ons',
      {
        schema: {
          tags,
          summary: 'The add-ons a booking may take: the offered ones, without stock',
          response: { 200: dataResponse(z.array(PublicAddOnSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        message: sayTo(request, 'addOnsRetrieved'),
        data: await service.listOfferedAddOns(app.db),
      }),
    );

    app.get(
      '/add-ons/all',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Every add-on, switched off ones too (admin)',
          security,
          response: { 200: dataResponse(z.array(AddOnSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        message: sayTo(request, 'addOnsRetrieved'),
        data: await service.listAddOns(app.db),
      }),
    );

    app.post(
      '/add-ons',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Add an add-on (admin)',
          security,
          body: CreateAddOnSchema,
          response: { 201: dataResponse(AddOnSchema) },
        },
      },
      async (request, reply) => {
        const data = await service.createAddOn(app.db, actorOf(request), request.body);
        return reply.status(201).send({ success: true as const, message: sayTo(request, 'addOnAdded'), data });
      },
    );

    app.put(
      '/add-ons/:id',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Change an add-on, or switch it off with active: false (admin)',
          security,
          params: IdParamsSchema,
          body: UpdateAddOnSchema,
          response: { 200: dataResponse(AddOnSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        message: sayTo(request, 'addOnUpdated'),
        data: await service.updateAddOn(app.db, actorOf(request), request.params.id, request.body),
      }),
    );
  }

  // Price rules: the public sees them only as lines of a quote.
  {
    const tags = ['price-rules'];
    app.get(
      '/price-rules',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Every dated price rule (admin)',
          security,
          response: { 200: dataResponse(z.array(PriceRuleViewSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        message: sayTo(request, 'priceRulesRetrieved'),
        data: await service.listPriceRules(app.db),
      }),
    );

    app.post(
      '/price-rules',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Add a weekend or dates price rule (admin)',
          security,
          body: CreatePriceRuleSchema,
          response: { 201: dataResponse(PriceRuleViewSchema) },
        },
      },
      async (request, reply) => {
        const data = await service.createPriceRule(app.db, actorOf(request), request.body);
        return reply.status(201).send({ success: true as const, message: sayTo(request, 'priceRuleAdded'), data });
      },
    );

    app.put(
      '/price-rules/:id',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Change a price rule, or switch it off with active: false (admin)',
          security,
          params: IdParamsSchema,
          body: UpdatePriceRuleSchema,
          response: { 200: dataResponse(PriceRuleViewSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        message: sayTo(request, 'priceRuleUpdated'),
        data: await service.updatePriceRule(app.db, actorOf(request), request.params.id, request.body),
      }),
    );
  }

  // Coupons.
  {
    const tags = ['coupons'];
    app.get(
      '/coupons/active',
      {
        schema: {
          tags,
          summary: 'The coupons a customer may use: switched on, valid today or later (Dhaka), no limits',
          response: { 200: dataResponse(z.array(PublicCouponSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        message: sayTo(request, 'couponsRetrieved'),
        data: await service.listShownCoupons(app.db),
      }),
    );

    app.get(
      '/coupons',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Every coupon, with its limits (admin)',
          security,
          response: { 200: dataResponse(z.array(CouponSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        message: sayTo(request, 'couponsRetrieved'),
        data: await service.listCoupons(app.db),
      }),
    );

    app.post(
      '/coupons',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Add a coupon (admin)',
          security,
          body: CreateCouponSchema,
          response: { 201: dataResponse(CouponSchema) },
        },
      },
      async (request, reply) => {
        const data = await service.createCoupon(app.db, actorOf(request), request.body);
        return reply.status(201).send({ success: true as const, message: sayTo(request, 'couponAdded'), data });
      },
    );

    app.put(
      '/coupons/:id',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Change a coupon, or switch it off with active: false (admin)',
          security,
          params: IdParamsSchema,
          body: UpdateCouponSchema,
          response: { 200: dataResponse(CouponSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        message: sayTo(request, 'couponUpdated'),
        data: await service.updateCoupon(app.db, actorOf(request), request.params.id, request.body),
      }),
    );
  }
}
