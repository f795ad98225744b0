import { dataResponse } from '@bond/contract/common';
import { ContactMessageSchema, ContactSchema } from '@bond/contract/contact';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** D11: every message is stored, so nothing is lost when mail is down; admins read them in the dashboard. */
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact'];

  app.post(
    '/contact',
    {
      preHandler: async (request) => {
        if ((await app.rateLimits.hit(`contact:ip:${request.ip}`, 60 * 60_000)).count > 20) {
          throw new AppError('RATE_LIMITED', 'You have sent many messages in the last hour. Please call us instead');
        }
      },
      schema: {
        tags,
        summary: 'Send the shop a message',
        body: ContactSchema.strict(),
        response: { 201: dataResponse(ContactMessageSchema) },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.insert(contactMessages).values(request.body).returning();
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({
        success: true as const,
        message: `Thank You ${row.name} ! For Messaging Us`,
        data: {
          _id: row.id,
          name: row.name,
          email: row.email,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
        },
      });
    },
  );

  app.get(
    '/contact',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'The contact inbox, newest first (admin)',
        response: { 200: dataResponse(z.array(ContactMessageSchema)) },
      },
    },
    async () => {
      const rows = await app.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(500);
      return {
        success: true as const,
        message: 'Messages retrieved successfully',
        data: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          email: r.email,
          message: r.message,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
}
