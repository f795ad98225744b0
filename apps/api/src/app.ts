import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { databaseUnavailable } from './errors.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import bikesRoutes from './modules/bikes/bikes.routes.ts';
import contactRoutes from './modules/contact/contact.routes.ts';
import refundsRoutes from './modules/refunds/refunds.routes.ts';
import rentalsRoutes from './modules/rentals/rentals.routes.ts';
import usersRoutes from './modules/users/users.routes.ts';
import { createCatalogCache, type CatalogCache } from './modules/bikes/catalog-cache.ts';
import { AAMARPAY_HOSTS, createAamarpayGateway, type HttpClient } from './payments/aamarpay.ts';
import paymentsRoutes from './payments/payments.routes.ts';
import aamarpayStandin, { defaultSwitches, type StandinSwitches } from './payments/standin/aamarpay-standin.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import {
  frameworkErrors,
  MAX_PARAM_LENGTH,
  registerClosingGuard,
  registerErrorHandler,
  registerInputGuards,
  registerNotFoundHandler,
} from './plugins/error-handler.ts';
import type { RateLimitStore } from './plugins/rate-limit-store.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimitStore;
    config: AppConfig;
    /** Present with PAYMENT_GATEWAY=local: the stand-in's test switches. */
    aamarpayStandin: { switches: StandinSwitches };
    catalogCache: CatalogCache;
  }
}

export const STANDIN_PREFIX = '/aamarpay';

/**
 * The local stand-in is reached in-process (app.inject) rather than over a socket: the adapter's code
 * is the same, and it works whatever address the server listens on (docs/decisions/003).
 */
function injectHttp(app: FastifyInstance): HttpClient {
  return async (url, init) => {
    const u = new URL(url);
    const pending = app.inject({
      method: init.method,
      url: u.pathname + u.search,
      ...(init.headers ? { headers: init.headers } : {}),
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    const aborted = new Promise<never>((_, reject) => {
      if (init.signal.aborted) reject(init.signal.reason);
      init.signal.addEventListener('abort', () => reject(init.signal.reason), { once: true });
    });
    const res = await Promise.race([pending, aborted]);
    // The stand-in keeps its transactions in the shop's own database: when it cannot reach it, neither
    // can the shop, and the customer's request is answered as such (503), not as a gateway failure.
    if (res.statusCode === 503 && res.body.includes('"DATABASE_UNAVAILABLE"')) throw databaseUnavailable();
    return { status: res.statusCode, text: async () => res.body };
  };
}

/** How long /api/ready waits for the database's answer to `select 1`. */
const READY_TIMEOUT_MS = 3000;

/** Resolves when the database answers `select 1` in time; otherwise throws DATABASE_UNAVAILABLE (503). */
async function databaseAnswers(database: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(databaseUnavailable()), timeoutMs);
  });
  try {
    await Promise.race([database.db.execute('select 1'), late]);
  } catch (err) {
    throw Object.assign(databaseUnavailable(), { cause: err });
  } finally {
    clearTimeout(timer);
  }
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel ?? 'info',
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(config.prettyLogs
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
              : {}),
          },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Our own 503 body while closing (registerClosingGuard), and our error shape for bad addresses.
    return503OnClosing: false,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('rateLimits', config.rateLimitStore);
  registerErrorHandler(app);
  registerClosingGuard(app);
  registerInputGuards(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(config.contactMailOrigin ? [config.contactMailOrigin] : [])],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.secureCookies ? undefined : false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(rateLimitPlugin, { store: config.rateLimitStore });
  await app.register(dbPlugin, { database: config.database });
  await app.register(authPlugin, { secret: config.jwtSecret });

  const catalogCache = createCatalogCache(config.database);
  const stopListening = await catalogCache.start();
  app.decorate('catalogCache', catalogCache);
  app.addHook('onClose', async () => stopListening());
  // Read-your-own-writes: a change made through this process clears its cache before the response
  // leaves, without waiting for the database's notification.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') catalogCache.invalidate();
    return payload;
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Bond Bike Rental API',
        description: 'The shop’s API. Log in with POST /api/auth/login and use the token as a bearer token.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const timeoutMs = config.gatewayTimeoutMs ?? 15_000;
  if (config.payment.gateway === 'local') {
    const { storeId, signatureKey } = config.payment;
    const switches = defaultSwitches();
    app.decorate('aamarpayStandin', { switches });
    await app.register(aamarpayStandin, {
      prefix: STANDIN_PREFIX,
      switches,
      storeId,
      signatureKey,
      publicBaseUrl: () => `${config.publicUrl.replace(/\/+$/, '')}${STANDIN_PREFIX}`,
      shopOrigin: new URL(config.publicUrl).origin,
    });
    app.decorate(
      'paymentGateway',
      createAamarpayGateway({
        baseUrl: `http://stand-in${STANDIN_PREFIX}`,
        storeId,
        signatureKey,
        timeoutMs,
        http: injectHttp(app),
      }),
    );
  } else {
    app.decorate(
      'paymentGateway',
      createAamarpayGateway({
        baseUrl: AAMARPAY_HOSTS[config.payment.mode],
        storeId: config.payment.storeId,
        signatureKey: config.payment.signatureKey,
        timeoutMs,
      }),
    );
  }

  await app.register(
    async (api) => {
      // For load balancers (docs/decisions/005): /health says the process answers, /ready that it can
      // serve, i.e. its database answers too.
      api.get('/health', { schema: { hide: true } }, async () => ({ success: true, message: 'ok' }));
      api.get('/ready', { schema: { hide: true } }, async () => {
        await databaseAnswers(app.database, config.readyTimeoutMs ?? READY_TIMEOUT_MS);
        return { success: true, message: 'ready' };
      });
      await api.register(authRoutes, { secureCookies: config.secureCookies ?? false });
      await api.register(usersRoutes);
      await api.register(bikesRoutes);
      await api.register(rentalsRoutes, { publicUrl: config.publicUrl });
      await api.register(contactRoutes);
      await api.register(paymentsRoutes);
      await api.register(refundsRoutes);
      // Unknown API addresses never reach the web app's file server: the API's JSON 404 (or 414) answers.
      api.all('/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    },
    { prefix: '/api' },
  );

  registerNotFoundHandler(app, config.webDist ? await registerWebApp(app, { root: config.webDist }) : null);
  return app;
}
