import { IdempotencyHeadersSchema, IdParamsSchema } from '@bond/contract/common';
import {
  CounterBookingResponseSchema,
  CounterBookingSchema,
  CounterDayQuerySchema,
  CounterDayResponseSchema,
  CounterPaymentResponseSchema,
  CounterPaymentSchema,
  PaymentLinkResponseSchema,
} from '@bond/contract/counter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './counter.service.ts';

/**
 * The counter's day, bookings and payments (docs/product/the-counter.md#the-counters-day,
 * docs/product/the-counter.md#booking-for-a-customer, docs/product/the-counter.md#counter-payments,
 * docs/product/the-counter.md#payment-link-by-sms): staff and admins; a customer gets 403 before the query or
 * the body is read.
 */
export default async function counterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['counter'];
  const security = [{ bearer: [] }];

  app.get(
    '/counter/day',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'A Dhaka day at the counter (default today): the bookings to hand over, the returns due (every overdue one today) and the balances due, each with what can be taken now (staff)',
        querystring: CounterDayQuerySchema,
        response: { 200: CounterDayResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'counterDayRetrieved'),
      data: await service.counterDay(app.db, request.query),
    }),
  );

  app.post(
    '/rentals/:id/payment-link',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'Send the customer of a booking waiting for its advance an SMS with the link where they pay it online; once a minute at most (staff)',
        params: IdParamsSchema,
        response: { 201: PaymentLinkResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await service.sendPaymentLink(app.db, actorOf(request), request.params.id, app.messageContext);
      return reply
        .status(201)
        .send({ success: true as const, message: sayTo(request, 'paymentLinkSent', { phone: data.phone }), data });
    },
  );

  app.post(
    '/counter/rentals',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'Book a bike for a customer at the counter, with the online booking’s rules and quote; with `payment` the advance is taken and the booking is booked at once (staff)',
        body: CounterBookingSchema,
        response: { 201: CounterBookingResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await service.bookForCustomer(app.db, actorOf(request), request.body, app.messageContext);
      return reply.status(201).send({ success: true as const, message: sayTo(request, 'counterBookingMade'), data });
    },
  );

  app.post(
    '/rentals/:id/payments',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'Record money taken at the counter for a rental’s advance or balance: exactly the amount due; a reference for every method but cash; cash into your open till (staff)',
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        body: CounterPaymentSchema,
        response: { 201: CounterPaymentResponseSchema },
      },
    },
    async (request, reply) => {
      const { answer, replayed } = await service.takeCounterPayment(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        app.messageContext,
        { idempotencyKey: request.headers['idempotency-key'] },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply
        .status(201)
        .send({ success: true as const, message: sayTo(request, 'counterPaymentRecorded'), data: answer });
    },
  );
}
