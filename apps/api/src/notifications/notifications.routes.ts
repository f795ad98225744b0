import { dataResponse, pageResponse } from '@bond/contract/common';
import {
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationSchema,
} from '@bond/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as service from './notifications.service.ts';
import { sayTo } from '../shared/requests.ts';

/** docs/product/messages.md#outbox: the messages to customers, as admins read them, and retrying a failed one (admin). */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    '/notifications',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Messages to customers (SMS and e-mail), newest first, paginated; filters status, channel, template, rental, customer (admin)',
        querystring: NotificationListQuerySchema.strict(),
        response: { 200: pageResponse(NotificationSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'messagesRetrieved'),
      ...(await service.listNotifications(app.db, request.query)),
    }),
  );

  app.post(
    '/notifications/:id/retry',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Send a failed message again: queued now with a fresh round of attempts; 409 unless failed (admin)',
        params: NotificationIdParamsSchema,
        response: { 200: dataResponse(NotificationSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'messageRequeued'),
      data: await service.retryNotification(app.db, request.params.id),
    }),
  );
}
