import { dataResponse, pageResponse, PageQuerySchema } from '@bond/contract/common';
import { SmsStandinDeliverySchema, SmsStandinSwitchesSchema } from '@bond/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as service from './sms-standin.service.ts';
import type { SmsStandin } from './sslwireless-standin.ts';
import { sayTo } from '../../../shared/requests.ts';

/**
 * The local SSL Wireless stand-in's admin page (docs/product/messages.md#channels): what it received, and how it answers the next sends,
 * to try the shop's retries by hand. Registered only with SMS_GATEWAY=local; otherwise these addresses are
 * the API's ordinary 404.
 */
export default async function smsStandinRoutes(fastify: FastifyInstance, opts: { standin: SmsStandin }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['sms-standin'];
  const security = [{ bearer: [] }];

  app.get(
    '/sms-standin/deliveries',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'The SMS the local SSL Wireless stand-in received, newest first, paginated (admin)',
        querystring: PageQuerySchema.strict(),
        response: { 200: pageResponse(SmsStandinDeliverySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'deliveriesRetrieved'),
      ...(await service.listDeliveries(app.db, request.query)),
    }),
  );

  app.get(
    '/sms-standin/switches',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'How the local SSL Wireless stand-in answers the next sends (admin)',
        response: { 200: dataResponse(SmsStandinSwitchesSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'switchesRetrieved'),
      data: opts.standin.switches,
    }),
  );

  app.put(
    '/sms-standin/switches',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Sets how the local SSL Wireless stand-in answers the next sends: deliver, fail, timeout or error-code (admin)',
        body: SmsStandinSwitchesSchema.strict(),
        response: { 200: dataResponse(SmsStandinSwitchesSchema) },
      },
    },
    async (request) => {
      opts.standin.switches = request.body;
      return { success: true as const, message: sayTo(request, 'switchesSet'), data: opts.standin.switches };
    },
  );
}
