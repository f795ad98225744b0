import { dataResponse, IdParamsSchema } from '@bond/contract/common';
import {
  HandoverSchema,
  RentalPhotoParamsSchema,
  RentalPhotoQuerySchema,
  ReturnPreviewSchema,
  ReturnSchema,
} from '@bond/contract/handover';
import { ReturnedHoldSchema } from '@bond/contract/deposit-holds';
import { BillSchema, RentalPhotoSchema } from '@bond/contract/inspections';
import { RentalSchema } from '@bond/contract/rentals';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readPictureForm, sendPicture, uploadLimits } from '../../shared/picture-upload.ts';
import { keepPicture } from '../../shared/pictures.ts';
import { accountOf, actorOf, sayTo } from '../../shared/requests.ts';
import { perAddress } from '../../shared/route-limits.ts';
import { z } from 'zod';
import * as service from './handover.service.ts';
import { previewReturn, returnRental } from './return.service.ts';

/** Photos one rental may take in an hour, whoever sends them: a handover's and a return's, taken again. */
const PHOTOS_PER_RENTAL_PER_HOUR = 60;
const HOUR_MS = 60 * 60_000;

/**
 * Handing a bike over (docs/product/handover-and-return.md#handover): its photos, taken as multipart forms
 * here only and never at a public address, and the handover itself (staff and admins).
 */
export default async function handoverRoutes(fastify: FastifyInstance) {
  // Multipart forms for this plugin's routes only: one file of at most 5 MB and no other field.
  await fastify.register(multipart, { limits: uploadLimits(0) });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['handover'];
  const security = [{ bearer: [] }];
  const now = () => app.config.now?.();

  app.post(
    '/rentals/:id/photos',
    {
      onRequest: app.requireRole('staff'),
      config: {
        rateLimit: {
          ...perAddress({ max: PHOTOS_PER_RENTAL_PER_HOUR, windowMs: HOUR_MS }),
          keyGenerator: (request) => `rental-photos:${(request.params as { id?: string }).id}`,
        },
      },
      schema: {
        tags,
        security,
        summary:
          'Send a photo of a rental’s bike (multipart: file = a JPEG, PNG or WebP of at most 5 MB), to be named by its handover or return (staff)',
        params: IdParamsSchema,
        response: { 201: dataResponse(RentalPhotoSchema) },
      },
    },
    async (request, reply) => {
      const { file } = await readPictureForm(request);
      const picture = await keepPicture(file);
      const data = await service.addPhoto(app.db, actorOf(request), request.params.id, picture);
      return reply.status(201).send({ success: true as const, message: sayTo(request, 'rentalPhotoSaved'), data });
    },
  );

  app.get(
    '/rentals/:id/photos/:photoId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'A photo of a rental’s bike (?size=thumbnail: a small one), for staff, admins and the rental’s own customer',
        params: RentalPhotoParamsSchema,
        querystring: RentalPhotoQuerySchema.strict(),
      },
    },
    async (request, reply) =>
      sendPicture(
        reply,
        await service.viewPhoto(
          app.db,
          accountOf(request),
          request.params.id,
          request.params.photoId,
          request.query.size === 'thumbnail',
        ),
      ),
  );

  app.post(
    '/rentals/:id/handover',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'Hand a paid booking’s bike over: readings, at least 4 photos, the helmets and the bike’s deposit; the rental becomes active (staff)',
        params: IdParamsSchema,
        body: HandoverSchema,
        response: { 200: dataResponse(RentalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'handedOver'),
      data: await service.handOver(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        app.messageContext,
        now(),
        app.paymentGateways.holds,
      ),
    }),
  );

  app.post(
    '/rentals/:id/return',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'Take a rental’s bike back: readings, at least 4 photos and the charges; answers the rental and its bill (staff)',
        params: IdParamsSchema,
        body: ReturnSchema,
        response: {
          200: dataResponse(
            z.object({ rental: RentalSchema, bill: BillSchema, depositHold: ReturnedHoldSchema.nullable() }),
          ),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'returnRecorded'),
      data: await returnRental(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        app.messageContext,
        now(),
        app.paymentGateways.holds,
      ),
    }),
  );

  app.post(
    '/rentals/:id/return/preview',
    {
      onRequest: app.requireRole('staff'),
      config: { readsOnly: true },
      schema: {
        tags,
        security,
        summary:
          'What a return would bill, at a return time that may lie ahead; only returnTime is needed, nothing is saved (staff)',
        params: IdParamsSchema,
        body: ReturnPreviewSchema,
        response: { 200: dataResponse(BillSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'returnPreviewed'),
      data: await previewReturn(app.db, request.params.id, request.body, now()),
    }),
  );
}
