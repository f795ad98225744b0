import { dataResponse, IdempotencyHeadersSchema, pageResponse } from '@bond/contract/common';
import {
  AllRentalsQuerySchema,
  BookRentalResponseSchema,
  BookRentalSchema,
  CalculateReturnSchema,
  PayAdvanceParamsSchema,
  PayRentalParamsSchema,
  PayRentalResponseSchema,
  CancelRentalSchema,
  ExtendRentalSchema,
  RentalListQuerySchema,
  RentalParamsSchema,
  RentalSchema,
  RentalStorySchema,
  WindowQuerySchema,
  GatewayChoiceQuerySchema,
} from '@bond/contract/rentals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, actorOf, sayTo } from '../../shared/requests.ts';
import { perAccount, perAddress } from '../../shared/route-limits.ts';
import { QuoteRequestSchema, QuoteSchema } from '@bond/contract/quote';
import { languageOf } from '../../shared/requests.ts';
import { databaseBasis, keptBasis } from './quote-basis.ts';
import { priceBooking, quoteAnswer } from './quote.service.ts';
import { letHoldGoAfterClose } from './deposit-holds.service.ts';
import * as service from './rentals.service.ts';
import { chosenGateway } from '../../payments/payments.service.ts';
import { clientNetwork } from '../../net/client-network.ts';

/**
 * Booking and checkout calls per account (docs/decisions/021): far more than a customer needs, few enough
 * that no account can open gateway checkouts in a loop.
 */
const BOOKINGS_PER_ACCOUNT = perAccount({ max: 10, windowMs: 10 * 60_000 });
const CHECKOUTS_PER_ACCOUNT = perAccount({ max: 20, windowMs: 10 * 60_000 });
/** Quotes per address: a customer trying periods, add-ons and codes in the booking dialog, not a scraper. */
const QUOTES_PER_ADDRESS = perAddress({ max: 120, windowMs: 60_000 });

export default async function rentalsRoutes(fastify: FastifyInstance, opts: { publicUrl: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['rentals'];
  const security = [{ bearer: [] }];
  // A visitor's quote reads what the catalogue cache keeps, or the database while it keeps nothing
  // (docs/decisions/039-quotes-from-the-catalogue-cache.md).
  const keptQuoteBasis = keptBasis(app.db, app.catalogCache.remember);
  const quoteBasis = () => (app.catalogCache.keeps() ? keptQuoteBasis : databaseBasis(app.db, null));
  /**
   * The checkout's gateway: the one the customer named with `?gateway=`, or the shop's first
   * (docs/product/money-and-refunds.md#choosing-a-gateway).
   */
  const payments = (request: { log: FastifyInstance['log']; query: unknown }) => {
    const named = (request.query as { gateway?: string } | undefined)?.gateway;
    return { gateway: chosenGateway(app.paymentGateways, named), publicUrl: opts.publicUrl, log: request.log };
  };

  app.post(
    '/rentals',
    {
      onRequest: app.authenticate,
      config: { rateLimit: BOOKINGS_PER_ACCOUNT },
      schema: {
        tags,
        security,
        summary: 'Book a bike; answers the checkout address of the 100 BDT advance',
        headers: IdempotencyHeadersSchema,
        querystring: GatewayChoiceQuerySchema.strict(),
        body: BookRentalSchema.strict(),
        response: { 201: BookRentalResponseSchema },
      },
    },
    async (request, reply) => {
      const { booking, replayed } = await service.bookBike(
        app.db,
        accountOf(request),
        request.body,
        payments(request),
        {
          bookedFrom: clientNetwork(request.ip),
          perAddress: app.config.pendingBookingsPerAddress,
          lapsedHoldsPerAddress: app.config.lapsedHoldsPerAddress,
          idempotencyKey: request.headers['idempotency-key'],
        },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({
        success: true as const,
        message: sayTo(request, 'bookingCreated'),
        data: { booking },
      });
    },
  );

  app.post(
    '/rentals/quote',
    {
      config: { rateLimit: QUOTES_PER_ADDRESS, readsOnly: true },
      schema: {
        tags,
        summary: 'What a booking would cost: the lines of its charge, totals and balance (public, no customer data)',
        body: QuoteRequestSchema.strict(),
        response: { 200: dataResponse(QuoteSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'quoteMade'),
      data: quoteAnswer(await priceBooking(quoteBasis(), request.body, new Date()), languageOf(request)),
    }),
  );

  app.post(
    '/rentals/:bookingId/payAdvance',
    {
      onRequest: app.authenticate,
      config: { rateLimit: CHECKOUTS_PER_ACCOUNT },
      schema: {
        tags,
        security,
        summary: 'The open checkout of the advance of a booking that still holds its bike, or a new one',
        headers: IdempotencyHeadersSchema,
        querystring: GatewayChoiceQuerySchema.strict(),
        params: PayAdvanceParamsSchema.strict(),
        response: { 200: BookRentalResponseSchema },
      },
    },
    async (request, reply) => {
      const { booking, replayed } = await service.payAdvanceAgain(
        app.db,
        accountOf(request),
        request.params.bookingId,
        payments(request),
        { idempotencyKey: request.headers['idempotency-key'] },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return { success: true as const, message: sayTo(request, 'payAdvance'), data: { booking } };
    },
  );

  app.get(
    '/rentals',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My rentals, newest first, paginated; cancelled and expired bookings with include=all',
        querystring: RentalListQuerySchema.strict(),
        response: { 200: pageResponse(RentalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'rentalsRetrieved'),
      ...(await service.listMyRentals(app.db, accountOf(request).id, request.query)),
    }),
  );

  app.get(
    '/rentals/all',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Every rental (or one customer’s), newest first, paginated; cancelled and expired bookings with include=all (admin)',
        querystring: AllRentalsQuerySchema.strict(),
        response: { 200: pageResponse(RentalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'rentalsRetrieved'),
      ...(await service.listAllRentals(app.db, request.query)),
    }),
  );

  app.patch(
    '/rentals/calculate',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Record a return and compute the total cost (admin)',
        body: CalculateReturnSchema.strict(),
        response: { 200: dataResponse(RentalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'bikeReturned'),
      data: await service.recordReturn(app.db, actorOf(request), request.body, app.messageContext),
    }),
  );

  app.post(
    '/rentals/:bookingId/payRental/:amount',
    {
      onRequest: app.authenticate,
      config: { rateLimit: CHECKOUTS_PER_ACCOUNT },
      schema: {
        tags,
        security,
        summary: 'Pay the balance of a returned rental; the amount must equal its totalCost',
        headers: IdempotencyHeadersSchema,
        querystring: GatewayChoiceQuerySchema.strict(),
        params: PayRentalParamsSchema,
        response: { 200: PayRentalResponseSchema },
      },
    },
    async (request, reply) => {
      const { answer: data, replayed } = await service.payBalance(
        app.db,
        accountOf(request),
        request.params.bookingId,
        request.params.amount,
        payments(request),
        { idempotencyKey: request.headers['idempotency-key'] },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return { success: true as const, message: sayTo(request, 'toPaymentPage'), data: { ...data, data } };
    },
  );

  app.get(
    '/rentals/schedule',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Every rental holding a period between from and to (at most 31 days), and every overdue one (admin)',
        querystring: WindowQuerySchema.strict(),
        response: { 200: dataResponse(z.array(RentalSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'scheduleRetrieved'),
      data: await service.schedule(app.db, request.query),
    }),
  );

  app.post(
    '/rentals/:bookingId/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Cancel a pending or booked rental before its start: its owner (advance returned 24 h or more ahead), or an admin with refundAdvance',
        params: RentalParamsSchema.strict(),
        // A customer may send no body at all.
        body: CancelRentalSchema.strict().nullish(),
        response: { 200: dataResponse(RentalSchema) },
      },
    },
    async (request) => {
      const data = await service.cancelRental(
        app.db,
        actorOf(request),
        request.params.bookingId,
        request.body ?? {},
        app.messageContext,
      );
      await letHoldGoAfterClose(app.db, app.paymentGateways.holds, request.params.bookingId, request.log);
      return { success: true as const, message: sayTo(request, 'bookingCancelled'), data };
    },
  );

  app.post(
    '/rentals/:bookingId/no-show',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Close an active rental whose bike was never collected; the advance is kept (admin)',
        params: RentalParamsSchema.strict(),
        response: { 200: dataResponse(RentalSchema) },
      },
    },
    async (request) => {
      const data = await service.markNoShow(app.db, actorOf(request), request.params.bookingId);
      await letHoldGoAfterClose(app.db, app.paymentGateways.holds, request.params.bookingId, request.log);
      return { success: true as const, message: sayTo(request, 'markedNoShow'), data };
    },
  );

  app.post(
    '/rentals/:bookingId/extend/quote',
    {
      onRequest: app.authenticate,
      config: { rateLimit: QUOTES_PER_ADDRESS, readsOnly: true },
      schema: {
        tags,
        security,
        summary: 'What moving the planned return of your rental later would cost, priced as the booking was',
        params: RentalParamsSchema.strict(),
        body: ExtendRentalSchema.strict(),
        response: { 200: dataResponse(QuoteSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'quoteMade'),
      data: await service.quoteExtension(
        app.db,
        accountOf(request),
        request.params.bookingId,
        request.body,
        languageOf(request),
      ),
    }),
  );

  app.post(
    '/rentals/:bookingId/extend',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Move the planned return of your booked or active rental later, while the bike is free',
        params: RentalParamsSchema.strict(),
        body: ExtendRentalSchema.strict(),
        response: { 200: dataResponse(RentalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'plannedReturnMoved'),
      data: await service.extendRental(app.db, accountOf(request), request.params.bookingId, request.body),
    }),
  );

  app.get(
    '/rentals/:bookingId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'A rental’s whole story: period, state, cost so far and every payment attempt, with who took each one at the counter for staff and admins (its customer, staff or an admin)',
        params: RentalParamsSchema.strict(),
        response: { 200: dataResponse(RentalStorySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'rentalRetrieved'),
      data: await service.rentalStory(app.db, accountOf(request), request.params.bookingId),
    }),
  );
}
