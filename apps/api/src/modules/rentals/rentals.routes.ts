import { dataResponse } from '@bond/contract/common';
import {
  BookRentalResponseSchema,
  BookRentalSchema,
  CalculateReturnSchema,
  PayAdvanceParamsSchema,
  PayRentalParamsSchema,
  PayRentalResponseSchema,
  RentalListQuerySchema,
  RentalSchema,
} from '@bond/contract/rentals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../plugins/auth.ts';
import * as service from './rentals.service.ts';

export default async function rentalsRoutes(fastify: FastifyInstance, opts: { publicUrl: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['rentals'];
  const security = [{ bearer: [] }];
  const payments = (request: { log: FastifyInstance['log'] }) => ({
    gateway: app.paymentGateway,
    publicUrl: opts.publicUrl,
    log: request.log,
  });

  app.post(
    '/rentals',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Book a bike; answers the checkout address of the 100 BDT advance',
        body: BookRentalSchema.strict(),
        response: { 201: BookRentalResponseSchema },
      },
    },
    async (request, reply) => {
      const booking = await service.bookBike(
        app.db,
        accountOf(request),
        request.body,
        payments(request),
        request.ip,
        app.config.pendingBookingsPerAddress,
      );
      return reply.status(201).send({
        success: true as const,
        message: 'Booking created. Please pay the advance to confirm it',
        data: { booking },
      });
    },
  );

  app.post(
    '/rentals/:bookingId/payAdvance',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A new checkout for the advance of a booking that still holds its bike',
        params: PayAdvanceParamsSchema.strict(),
        response: { 200: BookRentalResponseSchema },
      },
    },
    async (request) => {
      const booking = await service.payAdvanceAgain(
        app.db,
        accountOf(request),
        request.params.bookingId,
        payments(request),
      );
      return { success: true as const, message: 'Please pay the advance to confirm your booking', data: { booking } };
    },
  );

  app.get(
    '/rentals',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My rentals, newest first; cancelled and expired bookings with include=all',
        querystring: RentalListQuerySchema.strict(),
        response: { 200: dataResponse(z.array(RentalSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Rentals retrieved successfully',
      data: await service.listMyRentals(app.db, accountOf(request).id, request.query),
    }),
  );

  app.get(
    '/rentals/all',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Every rental, newest first; cancelled and expired bookings with include=all (admin)',
        querystring: RentalListQuerySchema.strict(),
        response: { 200: dataResponse(z.array(RentalSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Rentals retrieved successfully',
      data: await service.listAllRentals(app.db, request.query),
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
      message: 'Bike Returned Successfully',
      data: await service.recordReturn(app.db, request.body),
    }),
  );

  app.post(
    '/rentals/:bookingId/payRental/:amount',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Pay the balance of a returned rental; the amount must equal its totalCost',
        params: PayRentalParamsSchema,
        response: { 200: PayRentalResponseSchema },
      },
    },
    async (request) => {
      const data = await service.payBalance(
        app.db,
        accountOf(request),
        request.params.bookingId,
        request.params.amount,
        payments(request),
      );
      return { success: true as const, message: 'Redirecting you to the payment page', data: { ...data, data } };
    },
  );
}
