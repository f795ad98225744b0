import formbody from '@fastify/formbody';
import { dataResponse } from '@bond/contract/common';
import { PaymentToCheckSchema, RefundIdParamsSchema, ReviewPaymentSchema } from '@bond/contract/refunds';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPaymentsToCheck, reviewPayment, settlePayment } from './payments.service.ts';
import { actorOf, languageOf, sayTo } from '../shared/requests.ts';

/**
 * Where the gateway sends the customer's browser back (a cross-site form POST, or a plain GET for
 * cancel), and its notifications. They need no session: they only name the transaction to verify.
 */
export default async function paymentsRoutes(app: FastifyInstance) {
  await app.register(formbody);
  const hide = { schema: { hide: true } };

  async function returned(request: FastifyRequest, reply: FastifyReply) {
    const tranId = app.paymentGateway.transactionOfReturn(request.body, request.query);
    const result = tranId
      ? await settlePayment(app.db, app.paymentGateway, tranId, request.log, { messages: app.messageContext })
      : { outcome: 'failed' as const, purpose: null };
    const params = new URLSearchParams({ payment: result.outcome });
    if (result.purpose) params.set('purpose', result.purpose);
    if (result.refund) {
      params.set('why', result.refund.why);
      params.set('amount', String(result.refund.amount));
    }
    return reply.header('cache-control', 'no-store').redirect(`/dashboard?${params}`, 303);
  }

  for (const kind of ['success', 'fail', 'cancel']) {
    app.post(`/payments/aamarpay/${kind}`, hide, returned);
    app.get(`/payments/aamarpay/${kind}`, hide, returned);
  }

  app.post('/payments/aamarpay/ipn', hide, async (request) => {
    const tranId = app.paymentGateway.transactionOfReturn(request.body, request.query);
    if (!tranId) return { success: true, message: sayTo(request, 'nothingToDo') };
    const result = await settlePayment(app.db, app.paymentGateway, tranId, request.log, {
      messages: app.messageContext,
    });
    return { success: true, message: sayTo(request, 'paymentOutcome', { outcome: result.outcome }) };
  });

  const admin = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const security = [{ bearer: [] }];

  admin.get(
    '/payments/to-check',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Pending payments an admin must look at: an unrecognised or risky answer, or a refused verification',
        response: { 200: dataResponse(z.array(PaymentToCheckSchema)) },
      },
    },
    async (request) => {
      const data = await listPaymentsToCheck(app.db, languageOf(request));
      return { success: true as const, message: sayTo(request, 'heldPaymentsRetrieved'), data };
    },
  );

  admin.post(
    '/payments/:id/review',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Decide a payment held for a check: accept it (the gateway must still say paid) or owe it back',
        params: RefundIdParamsSchema.strict(),
        body: ReviewPaymentSchema.strict(),
        response: {
          200: dataResponse(z.object({ _id: z.string(), status: z.string(), refundDue: z.boolean() })),
        },
      },
    },
    async (request) => {
      const row = await reviewPayment(
        app.db,
        actorOf(request),
        app.paymentGateway,
        request.params.id,
        request.body.decision,
        request.log,
        app.messageContext,
      );
      return {
        success: true as const,
        message: sayTo(request, request.body.decision === 'accept' ? 'paymentAccepted' : 'paymentRefused'),
        data: { _id: row.id, status: row.status, refundDue: row.refundDue },
      };
    },
  );
}
