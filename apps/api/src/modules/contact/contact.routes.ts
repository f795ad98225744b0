import { PageQuerySchema, dataResponse, pageResponse } from '@bond/contract/common';
import { ContactMessageSchema, ContactSchema } from '@bond/contract/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { text } from '@bond/contract/say';
import { perAddress } from '../../shared/route-limits.ts';
import * as service from './contact.service.ts';
import { sayTo } from '../../shared/requests.ts';

/** docs/product/messages.md#contact-messages: every message is stored, so nothing is lost when mail is down; admins read them in the dashboard. */
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact'];

  app.post(
    '/contact',
    {
      config: {
        rateLimit: perAddress({
          max: service.MESSAGES_PER_ADDRESS,
          windowMs: service.MESSAGE_WINDOW_MS,
          message: text.tooManyContactMessages(),
        }),
      },
      schema: {
        tags,
        summary: 'Send the shop a message',
        body: ContactSchema.strict(),
        response: { 201: dataResponse(ContactMessageSchema) },
      },
    },
    async (request, reply) => {
      const sent = await service.sendMessage(app.db, request.body);
      return reply.status(201).send({
        success: true as const,
        message: sayTo(request, 'contactThanks', { name: sent.name }),
        data: sent,
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
        summary: 'The contact inbox, newest first, paginated (admin)',
        querystring: PageQuerySchema.strict(),
        response: { 200: pageResponse(ContactMessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'messagesRetrieved'),
      ...(await service.listMessages(app.db, request.query)),
    }),
  );
}
