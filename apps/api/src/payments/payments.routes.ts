import formbody from '@fastify/formbody';
import { dataResponse } from '@bond/contract/common';
import { PaymentToCheckSchema, RefundIdParamsSchema, ReviewPaymentSchema } from '@bond/contract/refunds';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OnlineGatewaySchema, type OnlineGateway } from '@bond/contract/rentals';
import { AAMARPAY_GATEWAY } from './aamarpay.ts';
import { BKASH_GATEWAY } from './bkash.ts';
import {
  listPaymentsToCheck,
  reviewPayment,
  settleApprovedReturn,
  settlePayment,
  type SettleResult,
} from './payments.service.ts';
import { actorOf, languageOf, sayTo } from '../shared/requests.ts';

/**
 * Where the gateway sends the customer's browser back (a cross-site form POST, or a plain GET for
 * cancel), and its notifications. They need no session: they only name the transaction to verify.
 */
export default async function paymentsRoutes(app: FastifyInstance) {
  await app.register(formbody);
  const hide = { schema: { hide: true } };

  const gateways = app.paymentGateways;
  const aamarpay = gateways.byName(AAMARPAY_GATEWAY);
  const bkash = gateways.byName(BKASH_GATEWAY);

  /** The customer's browser is sent to the dashboard, which says what became of the payment. */
  function toDashboard(reply: FastifyReply, result: SettleResult) {
    const params = new URLSearchParams({ payment: result.outcome });
    if (result.purpose) params.set('purpose', result.purpose);
    if (result.refund) {
      params.set('why', result.refund.why);
      params.set('amount', String(result.refund.amount));
    }
    if (result.problem) params.set('problem', result.problem);
    return reply.header('cache-control', 'no-store').redirect(`/dashboard?${params}`, 303);
  }

  if (aamarpay) {
    const returned = async (request: FastifyRequest, reply: FastifyReply) => {
      const tranId = aamarpay.transactionOfReturn(request.body, request.query);
      const result = tranId
        ? await settlePayment(app.db, gateways, tranId, request.log, { messages: app.messageContext })
        : { outcome: 'failed' as const, purpose: null };
      return toDashboard(reply, result);
    };
    for (const kind of ['success', 'fail', 'cancel']) {
      app.post(`/payments/aamarpay/${kind}`, hide, returned);
      app.get(`/payments/aamarpay/${kind}`, hide, returned);
    }
  }

  // bKash sends the customer back to one address with `paymentID` and `status` (success, failure or cancel)
  // added to it; our transaction id is in its path (returnUrls).
  if (bkash) {
    app.get('/payments/bkash/callback/:tranId', hide, async (request, reply) => {
      const { tranId: named } = request.params as { tranId: string };
      const query = (request.query ?? {}) as Record<string, unknown>;
      const tranId = bkash.transactionOfReturn(null, { tran_id: named });
      const gatewayRef =
        typeof query.paymentID === 'string' && /^[A-Za-z0-9]{1,64}$/.test(query.paymentID) ? query.paymentID : null;
      if (!tranId) return toDashboard(reply, { outcome: 'failed', purpose: null });
      const status = query.status;
      const result = await settleApprovedReturn(
        app.db,
        gateways,
        tranId,
        { gatewayRef, approved: status === 'success', declined: status === 'cancel' ? 'cancelled' : 'failed' },
        request.log,
        { messages: app.messageContext },
      );
      return toDashboard(reply, result);
    });
  }

  app.get(
    '/payments/gateways',
    {
      config: { readsOnly: true },
      schema: {
        tags: ['payments'],
        summary:
          'The gateways a customer can pay online through, in the order to offer them (the first is the default)',
        response: { 200: dataResponse(z.array(z.object({ name: OnlineGatewaySchema }))) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'paymentGatewaysListed'),
      data: gateways.offered.map((gateway) => ({ name: gateway.name as OnlineGateway })),
    }),
  );

  app.post('/payments/aamarpay/ipn', hide, async (request) => {
    const tranId = aamarpay?.transactionOfReturn(request.body, request.query);
    if (!tranId) return { success: true, message: sayTo(request, 'nothingToDo') };
    const result = await settlePayment(app.db, gateways, tranId, request.log, {
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
        gateways,
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
