import { dataResponse, pageResponse } from '@bond/contract/common';
import {
  MyDocumentParamsSchema,
  RejectRiderSchema,
  RIDER_DOCUMENT_KINDS,
  RiderDetailsSchema,
  RiderDocumentKindSchema,
  RiderDocumentParamsSchema,
  RiderListQuerySchema,
  RiderParamsSchema,
  RiderSchema,
  type RiderDocumentKind,
} from '@bond/contract/riders';
import { text } from '@bond/contract/say';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { accountOf, actorOf, sayTo } from '../../shared/requests.ts';
import { perAccount, perAddress } from '../../shared/route-limits.ts';
import { keepPicture } from '../../shared/pictures.ts';
import { readPictureForm, sendPicture, uploadLimits } from '../../shared/picture-upload.ts';
import * as service from './riders.service.ts';

/** Pictures one rider's file may take in an hour, whoever sends them (docs/product/riders-on-file.md#pictures). */
const UPLOADS_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;

/** Reads a picture of a rider's file: the fields `kind` and `file` of a multipart form. */
async function readUpload(request: FastifyRequest): Promise<{ kind: RiderDocumentKind; file: Buffer }> {
  const { file, fields } = await readPictureForm(request);
  const parsed = RiderDocumentKindSchema.safeParse(fields.kind);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', text.riderDocumentKindInvalid({ kinds: RIDER_DOCUMENT_KINDS }), 'kind');
  }
  return { kind: parsed.data, file };
}

/**
 * docs/product/riders-on-file.md: a customer's own file (details, pictures, status), and staff's review of
 * every file. Pictures are taken as multipart forms here only, and are never at a public address.
 */
export default async function ridersRoutes(fastify: FastifyInstance) {
  // Multipart forms for this plugin's routes only: one file of at most 5 MB, two short fields.
  await fastify.register(multipart, { limits: uploadLimits(2) });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['riders'];
  const security = [{ bearer: [] }];
  const now = () => app.config.now?.();

  app.get(
    '/riders/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Your rider file: ID and licence details, pictures on file, what is missing, status and review',
        response: { 200: dataResponse(RiderSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'riderRetrieved'),
      data: await service.riderFile(app.db, accountOf(request).id, now()),
    }),
  );

  app.put(
    '/riders/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Save your national ID number, driving licence number and its expiry (after today); a change after a review sends the file back to review',
        body: RiderDetailsSchema,
        response: { 200: dataResponse(RiderSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'riderDetailsSaved'),
      data: await service.saveDetails(app.db, accountOf(request).id, request.body, now()),
    }),
  );

  app.post(
    '/riders/me/documents',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perAccount({ max: UPLOADS_PER_HOUR, windowMs: HOUR_MS }) },
      schema: {
        tags,
        security,
        summary:
          'Send a picture of your file (multipart: kind = nid_front | nid_back | licence | selfie_with_licence, file = a JPEG, PNG or WebP of at most 5 MB); it replaces the one of that kind',
        response: { 201: dataResponse(RiderSchema) },
      },
    },
    async (request, reply) => {
      const { kind, file } = await readUpload(request);
      const picture = await keepPicture(file);
      const data = await service.addDocument(app.db, actorOf(request), accountOf(request).id, kind, picture, now());
      return reply.status(201).send({ success: true as const, message: sayTo(request, 'riderDocumentSaved'), data });
    },
  );

  app.get(
    '/riders/me/documents/:id/thumbnail',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A small picture of one of your own documents (never anyone else’s)',
        params: MyDocumentParamsSchema,
      },
    },
    async (request, reply) =>
      sendPicture(reply, await service.myThumbnail(app.db, accountOf(request).id, request.params.id)),
  );

  app.get(
    '/riders',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'Riders’ files of a status (default pending: waiting for review), the longest waiting first, paged (staff)',
        querystring: RiderListQuerySchema.strict(),
        response: { 200: pageResponse(RiderSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'ridersRetrieved'),
      ...(await service.listRiders(app.db, request.query, now())),
    }),
  );

  app.get(
    '/riders/:userId',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary:
          'A customer’s rider file: details, pictures on file, status, review, and its history from the audit log (staff)',
        params: RiderParamsSchema,
        response: { 200: dataResponse(RiderSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'riderRetrieved'),
      data: await service.riderFileForStaff(app.db, request.params.userId, now()),
    }),
  );

  app.post(
    '/riders/:userId/documents',
    {
      onRequest: app.requireRole('staff'),
      config: {
        // Counted per rider, not per clerk: a busy counter photographs many riders' papers in an hour.
        rateLimit: {
          ...perAddress({ max: UPLOADS_PER_HOUR, windowMs: HOUR_MS }),
          keyGenerator: (request) => `rider-pictures:${(request.params as { userId?: string }).userId}`,
        },
      },
      schema: {
        tags,
        security,
        summary:
          'Send a picture of a customer’s file photographed at the counter (multipart, as the customer’s own call) (staff)',
        params: RiderParamsSchema,
        response: { 201: dataResponse(RiderSchema) },
      },
    },
    async (request, reply) => {
      const { kind, file } = await readUpload(request);
      const picture = await keepPicture(file);
      const data = await service.addDocument(app.db, actorOf(request), request.params.userId, kind, picture, now());
      return reply.status(201).send({ success: true as const, message: sayTo(request, 'riderDocumentSaved'), data });
    },
  );

  app.get(
    '/riders/:userId/documents/:id',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary: 'One picture of a customer’s file; every view is written to the audit log (staff)',
        params: RiderDocumentParamsSchema,
      },
    },
    async (request, reply) =>
      sendPicture(
        reply,
        await service.viewDocument(app.db, actorOf(request), request.params.userId, request.params.id),
      ),
  );

  app.post(
    '/riders/:userId/approve',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary: 'Approve a rider’s file waiting for review; not one whose licence has expired (staff)',
        params: RiderParamsSchema,
        response: { 200: dataResponse(RiderSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'riderApproved'),
      data: await service.approve(app.db, actorOf(request), request.params.userId, now()),
    }),
  );

  app.post(
    '/riders/:userId/reject',
    {
      onRequest: app.requireRole('staff'),
      schema: {
        tags,
        security,
        summary: 'Reject a rider’s file waiting for review, with the reason the rider is sent by SMS (staff)',
        params: RiderParamsSchema,
        body: RejectRiderSchema,
        response: { 200: dataResponse(RiderSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'riderRejected'),
      data: await service.reject(
        app.db,
        actorOf(request),
        request.params.userId,
        request.body,
        app.messageContext,
        now(),
      ),
    }),
  );
}
