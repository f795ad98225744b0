import { BlockParamsSchema, BlockSchema, BlockWithBikeSchema, CreateBlockSchema } from '@bond/contract/blocks';
import { IdParamsSchema, dataResponse } from '@bond/contract/common';
import { WindowQuerySchema } from '@bond/contract/rentals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './blocks.service.ts';

/**
 * A bike's blocks (docs/product/fleet-calendar.md#blocks): staff and admins block a bike for a period, list
 * its blocks and end one early, and the schedule reads every block of a window. The role is checked before the body is read.
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

  app.get(
    '/blocks',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Every block holding time between from and to (at most 31 days), with its bike, by start',
        security,
        querystring: WindowQuerySchema.strict(),
        response: { 200: dataResponse(z.array(BlockWithBikeSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'blocksRetrieved'),
      data: await service.listBlocksInWindow(app.db, request.query),
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
