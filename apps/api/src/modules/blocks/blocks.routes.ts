import { BlockParamsSchema, BlockSchema, CreateBlockSchema } from '@bond/contract/blocks';
import { IdParamsSchema, dataResponse } from '@bond/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './blocks.service.ts';

/**
 * A bike's blocks (docs/product/fleet-calendar.md#blocks): staff and admins block a bike for a period, list
 * its blocks and end one early. The role is checked before the body is read.
 */
export default async function blocksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: app.requireRole('staff') };
  const security = [{ bearer: [] }];
  const tags = ['blocks'];

  app.post(
    '/bikes/:id/blocks',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Block a bike for a period: 409 BLOCK_CLASHES with data.clashes when bookings stand in the way',
        security,
        params: IdParamsSchema,
        body: CreateBlockSchema,
        response: { 201: dataResponse(BlockSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createBlock(app.db, actorOf(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, message: sayTo(request, 'blockAdded'), data });
    },
  );

  app.get(
    '/bikes/:id/blocks',
    {
      ...staff,
      schema: {
        tags,
        summary: "A bike's blocks, the latest first, ended ones included",
        security,
        params: IdParamsSchema,
        response: { 200: dataResponse(z.array(BlockSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'blocksRetrieved'),
      data: await service.listBlocks(app.db, request.params.id),
    }),
  );

  app.delete(
    '/bikes/blocks/:blockId',
    {
      ...staff,
      schema: {
        tags,
        summary: 'End a block now (its history is kept)',
        security,
        params: BlockParamsSchema,
        response: { 200: dataResponse(BlockSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'blockEndedNow'),
      data: await service.endBlock(app.db, actorOf(request), request.params.blockId),
    }),
  );
}
