import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentGateway } from './gateway.ts';
import { settlePayment } from './payments.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

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
      ? await settlePayment(app.db, app.paymentGateway, tranId, request.log)
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
    if (!tranId) return { success: true, message: 'Nothing to do' };
    const result = await settlePayment(app.db, app.paymentGateway, tranId, request.log);
    return { success: true, message: `Payment ${result.outcome}` };
  });
}
