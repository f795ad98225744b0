import { dataResponse, pageResponse } from '@bond/contract/common';
import { MarkRefundedSchema, RefundIdParamsSchema, RefundListQuerySchema, RefundSchema } from '@bond/contract/refunds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './refunds.service.ts';

/** docs/product/money-and-refunds.md#refunds-due: the money the shop owes back, and recording that it was paid back (admin). */
export default async function refundsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['refunds'];
  const security = [{ bearer: [] }];

  app.get(
    '/refunds',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'Money owed back to customers, newest first, paginated; status due (default), refunded or all (staff: to pay it back in cash)',
        querystring: RefundListQuerySchema.strict(),
        response: { 200: pageResponse(RefundSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'refundsRetrieved'),
      ...(await service.listRefunds(app.db, request.query, app.paymentGateways)),
    }),
  );

  app.post(
    '/refunds/:id/refunded',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'Record how a refund due was paid back; settled once, a second time is 409; cash comes out of your open till (admin; staff in cash only)',
        params: RefundIdParamsSchema,
        body: MarkRefundedSchema.strict(),
        response: { 200: dataResponse(RefundSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'refundRecorded'),
      data: await service.markRefunded(app.db, actorOf(request), request.params.id, request.body, app.messageContext),
    }),
  );

  app.post(
    '/refunds/:id/bkash',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Send a refund due back through bKash (a bKash payment of the last 15 days); recorded once, with bKash’s refund id (admin)',
        params: RefundIdParamsSchema.strict(),
        response: { 200: dataResponse(RefundSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'refundedThroughBkash'),
      data: await service.refundThroughBkash(
        app.db,
        actorOf(request),
        app.paymentGateways,
        request.params.id,
        app.messageContext,
        request.log,
      ),
    }),
  );
}
