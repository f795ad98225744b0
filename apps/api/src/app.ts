import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import auditRoutes from './modules/audit/audit.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import { catalogCachePlugin } from './modules/bikes/catalog-cache.ts';
import bikesRoutes from './modules/bikes/bikes.routes.ts';
import blocksRoutes from './modules/blocks/blocks.routes.ts';
import closuresRoutes from './modules/closures/closures.routes.ts';
import papersRoutes from './modules/papers/papers.routes.ts';
import bikeServicesRoutes from './modules/bike-services/bike-services.routes.ts';
import moveRoutes from './modules/rentals/move.routes.ts';
import chargeItemsRoutes from './modules/charge-items/charge-items.routes.ts';
import contactRoutes from './modules/contact/contact.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import priceListsRoutes from './modules/price-lists/price-lists.routes.ts';
import refundsRoutes from './modules/refunds/refunds.routes.ts';
import counterRoutes from './modules/rentals/counter.routes.ts';
import handoverRoutes from './modules/rentals/handover.routes.ts';
import depositHoldsRoutes from './modules/rentals/deposit-holds.routes.ts';
import rentalsRoutes from './modules/rentals/rentals.routes.ts';
import reportsRoutes from './modules/reports/reports.routes.ts';
import ridersRoutes from './modules/riders/riders.routes.ts';
import shopSettingsRoutes from './modules/shop-settings/shop-settings.routes.ts';
import tillsRoutes from './modules/tills/tills.routes.ts';
import customersRoutes from './modules/users/customers.routes.ts';
import usersRoutes from './modules/users/users.routes.ts';
import notificationsRoutes from './notifications/notifications.routes.ts';
import rentalLinksRoutes from './notifications/rental-links.routes.ts';
import type { MessageContext } from './notifications/outbox.ts';
import smsStandinRoutes from './notifications/sms/standin/sms-standin.routes.ts';
import paymentsRoutes from './payments/payments.routes.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorHandler, { frameworkErrors, MAX_PARAM_LENGTH, validatorCompiler } from './plugins/error-handler.ts';
import openapi from './plugins/openapi.ts';
import outbox from './plugins/outbox.ts';
import paymentGateway from './plugins/payment-gateway.ts';
import rateLimit from './plugins/rate-limit.ts';
import securityHeaders from './plugins/security-headers.ts';
import smsGateway from './plugins/sms-gateway.ts';
import webApp from './web/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** What queueing a message needs besides its transaction (docs/product/messages.md#outbox): links in messages point here. */
    messageContext: MessageContext;
  }
}

/** JSON log lines (request authorisation and cookies never logged), or readable ones for a terminal. */
function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel ?? 'info',
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(config.prettyLogs
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/** The shop as a Fastify app: each plugin and module registered in order. It never listens. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Our own 503 body while closing (plugins/error-handler.ts), and our error shape for bad addresses.
    return503OnClosing: false,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('messageContext', { publicUrl: config.publicUrl });

  await app.register(errorHandler);
  await app.register(securityHeaders, {
    contactMailOrigin: config.contactMailOrigin,
    secureCookies: config.secureCookies,
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
  await app.register(fastifyCookie);
  // Before any route: the library attaches its per-route limits as routes are added.
  await app.register(rateLimit, { store: config.rateLimitStore });
  await app.register(dbPlugin, { database: config.database });
  await app.register(authPlugin, { secret: config.jwtSecret });
  await app.register(catalogCachePlugin, { database: config.database });
  await app.register(openapi);
  await app.register(paymentGateway, {
    payment: config.payment,
    bkash: config.bkash,
    offered: config.offeredGateways,
    publicUrl: config.publicUrl,
    timeoutMs: config.gatewayTimeoutMs,
  });
  await app.register(smsGateway, {
    sms: config.sms ?? { gateway: 'none' },
    timeoutMs: config.smsTimeoutMs ?? config.gatewayTimeoutMs,
  });

  await app.register(outbox, {
    email: config.email ?? null,
    worker: config.outbox,
    smtpTimeoutMs: config.gatewayTimeoutMs,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { readyTimeoutMs: config.readyTimeoutMs });
      await api.register(authRoutes, { secureCookies: config.secureCookies ?? false });
      await api.register(usersRoutes);
      await api.register(customersRoutes);
      await api.register(bikesRoutes);
      await api.register(blocksRoutes);
      await api.register(closuresRoutes);
      await api.register(papersRoutes);
      await api.register(bikeServicesRoutes);
      await api.register(priceListsRoutes);
      await api.register(shopSettingsRoutes);
      await api.register(chargeItemsRoutes);
      await api.register(rentalsRoutes, { publicUrl: config.publicUrl });
      await api.register(counterRoutes);
      await api.register(handoverRoutes);
      await api.register(depositHoldsRoutes, { publicUrl: config.publicUrl });
      await api.register(moveRoutes);
      await api.register(tillsRoutes);
      await api.register(ridersRoutes);
      await api.register(contactRoutes);
      await api.register(paymentsRoutes);
      await api.register(refundsRoutes);
      await api.register(auditRoutes);
      await api.register(reportsRoutes);
      await api.register(notificationsRoutes);
      if (app.hasDecorator('smsStandin')) await api.register(smsStandinRoutes, { standin: app.smsStandin });
      // Unknown API addresses never reach the web app's file server: the API's JSON 404 (or 414) answers.
      api.all('/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    },
    { prefix: '/api' },
  );

  await app.register(rentalLinksRoutes);
  await app.register(webApp, { root: config.webDist, renderTimeLimitMs: config.renderTimeLimitMs });
  return app;
}
