import { dataResponse, IdParamsSchema } from '@bond/contract/common';
import { DepositHoldSchema } from '@bond/contract/deposit-holds';
import { basenameOf } from '@bond/contract/language-paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sayTo, actorOf } from '../../shared/requests.ts';
import { holdAnswered, openHold, releaseHold, riderLanguageOfHold, viewHold } from './deposit-holds.service.ts';

/** Our invoice number of a hold, as the callback's path names it. */
const TRAN_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** bKash's id of a checkout, as its return names it. */
const PAYMENT_ID = /^[A-Za-z0-9]{1,64}$/;

/**
 * Deposits held in the rider's bKash wallet (docs/product/handover-and-return.md#deposits-held-in-bkash): the
 * counter opens, reads and lets go of a rental's hold (staff); bKash sends the rider's phone back to the callback,
 * which needs no session (it only names the hold to ask bKash about).
 */
export default async function depositHoldsRoutes(fastify: FastifyInstance, opts: { publicUrl: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: app.requireRole('staff') };
  const security = [{ bearer: [] }];
  const tags = ['handover'];
  const holds = () => app.paymentGateways.holds;

  app.post(
    '/rentals/:id/deposit-hold',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary:
          'Hold the bike’s deposit in the rider’s bKash wallet: opens bKash’s page for the rider to approve on their phone; a hold already open is answered again (staff)',
        params: IdParamsSchema,
        response: { 200: dataResponse(DepositHoldSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'depositHoldOpened'),
      data: await openHold(app.db, holds(), actorOf(request), request.params.id, opts.publicUrl, request.log),
    }),
  );

  app.get(
    '/rentals/:id/deposit-hold',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'The rental’s newest bKash hold of its deposit: pending, held, captured, released or failed (staff)',
        params: IdParamsSchema,
        response: { 200: dataResponse(DepositHoldSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'depositHoldRetrieved'),
      data: await viewHold(app.db, holds(), request.params.id, request.log),
    }),
  );

  app.delete(
    '/rentals/:id/deposit-hold',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Let the rental’s open bKash hold go before the handover: bKash voids it and nothing is taken (staff)',
        params: IdParamsSchema,
        response: { 200: dataResponse(DepositHoldSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'depositHoldReleased'),
      data: await releaseHold(app.db, holds(), request.params.id),
    }),
  );

  // bKash sends the rider's browser back here with `paymentID` and `status` (success, failure or cancel) added;
  // our invoice number is in the path. The rider's phone is then shown what became of the hold.
  app.get(
    '/payments/bkash/hold/:tranId',
    {
      schema: {
        hide: true,
        params: z.object({ tranId: z.string() }),
        querystring: z.object({ paymentID: z.string().optional(), status: z.string().optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      const { tranId } = request.params;
      const { paymentID, status } = request.query;
      const state = TRAN_ID.test(tranId)
        ? await holdAnswered(
            app.db,
            holds(),
            tranId,
            {
              gatewayRef: paymentID && PAYMENT_ID.test(paymentID) ? paymentID : null,
              approved: status === 'success',
            },
            request.log,
          )
        : null;
      const params = new URLSearchParams({ state: state ?? 'failed' });
      // In the rider's own language: `/bn/deposit-hold` for a rider who reads the shop in Bangla.
      const base = state ? basenameOf(await riderLanguageOfHold(app.db, tranId)) : '';
      return reply.header('cache-control', 'no-store').redirect(`${base}/deposit-hold?${params}`, 303);
    },
  );
}
