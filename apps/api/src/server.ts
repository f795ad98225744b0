import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig, BkashConfig, EmailConfig, OnlineGateway, PaymentConfig, SmsConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { isProduction, resolveBkashStandin, resolveJwtSecret, resolveStandinStore, type Env } from './env.ts';
import { ensureAdmin } from './modules/auth/auth.service.ts';
import { forgetOldIdempotencyKeys } from './modules/rentals/rentals.service.ts';
import { forgetClosedRiders, remindExpiringLicences } from './modules/riders/riders.service.ts';
import { remindExpiringPapers } from './modules/papers/papers.service.ts';
import { remindServicesDue } from './modules/bike-services/bike-services.service.ts';
import { verifyStalePayments } from './payments/payments.service.ts';
import {
  memoryRateLimitStore,
  redisRateLimitStore,
  type StoreHealth,
  type StoreLog,
} from './plugins/rate-limit-store.ts';
import { DEMO_ACCOUNTS, describeAccounts, describeSeeded, isEmpty, seedDemoData } from './seed/seed.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function openDatabaseFromEnv(env: Env): Promise<Database> {
  return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, migrationsFolder: MIGRATIONS_FOLDER });
}

/** aamarPay's side of PAYMENT_GATEWAY: the real one, the stand-in with `local`, or none. */
export function paymentConfig(env: Env): PaymentConfig {
  if (env.PAYMENT_GATEWAY.includes('aamarpay')) {
    return {
      gateway: 'aamarpay',
      storeId: env.AAMARPAY_STORE_ID ?? '',
      signatureKey: env.AAMARPAY_SIGNATURE_KEY ?? '',
      mode: env.AAMARPAY_MODE,
    };
  }
  if (env.PAYMENT_GATEWAY.includes('local')) return { gateway: 'local', ...resolveStandinStore(env) };
  return { gateway: 'none' };
}

/** The aamarPay store the demo history's payments name (none when the shop has no aamarPay). */
export const storeOf = (payment: PaymentConfig): string => (payment.gateway === 'none' ? '' : payment.storeId);

/** bKash's side of PAYMENT_GATEWAY: the real one, the stand-in with `local`, or none. */
export function bkashConfig(env: Env): BkashConfig | undefined {
  if (env.PAYMENT_GATEWAY.includes('bkash')) {
    return {
      gateway: 'bkash',
      credentials: {
        appKey: env.BKASH_APP_KEY ?? '',
        appSecret: env.BKASH_APP_SECRET ?? '',
        username: env.BKASH_USERNAME ?? '',
        password: env.BKASH_PASSWORD ?? '',
      },
      mode: env.BKASH_MODE,
    };
  }
  if (env.PAYMENT_GATEWAY.includes('local')) return { gateway: 'local', credentials: resolveBkashStandin(env) };
  return undefined;
}

/** The gateways offered, in PAYMENT_GATEWAY's order (`local`: aamarPay's stand-in, then bKash's). */
export function offeredGateways(env: Env): OnlineGateway[] {
  return env.PAYMENT_GATEWAY.flatMap((name): OnlineGateway[] => (name === 'local' ? ['aamarpay', 'bkash'] : [name]));
}

/** docs/product/messages.md#channels: the SMS channel the environment asks for. */
export function smsConfig(env: Env): SmsConfig {
  if (env.SMS_GATEWAY === 'sslwireless') {
    return {
      gateway: 'sslwireless',
      apiToken: env.SSLWIRELESS_API_TOKEN ?? '',
      sid: env.SSLWIRELESS_SID ?? '',
      baseUrl: env.SSLWIRELESS_BASE_URL,
    };
  }
  return { gateway: env.SMS_GATEWAY };
}

/** docs/product/messages.md#channels: the SMTP server, when one is configured. */
export function emailConfig(env: Env): EmailConfig {
  return env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : null;
}

/**
 * docs/product/platform.md#demo-data: the demo admin and customer, with their published passwords, exist only in a demo: never with an
 * admin of the shop's own (ADMIN_EMAIL), in production, or on a database given by DATABASE_URL.
 */
export function demoAccountsAllowed(env: Env): boolean {
  return !env.ADMIN_EMAIL && !isProduction(env);
}

/**
 * The start-up line about the rate limits (decision 024): where they are counted and, with REDIS_URL, whether
 * Redis answered; a warning when it did not, as the limits then hold per process only until it does.
 */
export function logRateLimitStore(log: StoreLog, health: StoreHealth): void {
  if (health.store === 'memory') {
    log.info("rate limits: counted in this process's memory (REDIS_URL is not set)");
  } else if (health.answers) {
    log.info(`rate limits: counted in Redis at ${health.at}, which answered`);
  } else {
    log.warn(
      `rate limits: Redis at ${health.at} did not answer (${health.error}); counting in this process's memory until it does`,
    );
  }
}

export type RunningServer = { app: FastifyInstance; address: string; stop(): Promise<void> };

/** Opens the database, prepares it (admin, demo data), builds the app and listens. */
export async function startServer(env: Env): Promise<RunningServer> {
  const database = await openDatabaseFromEnv(env);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const config: AppConfig = {
    database,
    jwtSecret: resolveJwtSecret(env),
    publicUrl,
    payment: paymentConfig(env),
    bkash: bkashConfig(env),
    offeredGateways: offeredGateways(env),
    sms: smsConfig(env),
    email: emailConfig(env),
    rateLimitStore: env.REDIS_URL ? redisRateLimitStore(env.REDIS_URL) : memoryRateLimitStore(),
    webDist: env.WEB_DIST ?? DEFAULT_WEB_DIST,
    logLevel: env.LOG_LEVEL,
    prettyLogs: env.LOG_FORMAT === 'pretty',
    trustProxy: env.TRUST_PROXY,
    secureCookies: publicUrl.startsWith('https://'),
    signupsPerAddressPerHour: env.SIGNUPS_PER_ADDRESS_PER_HOUR,
    pendingBookingsPerAddress: env.PENDING_BOOKINGS_PER_ADDRESS,
    lapsedHoldsPerAddress: env.LAPSED_HOLDS_PER_ADDRESS,
    contactMailOrigin: env.CONTACT_MAIL_ENDPOINT && new URL(env.CONTACT_MAIL_ENDPOINT).origin,
  };
  const app = await buildApp(config);

  if (env.PAYMENT_GATEWAY.includes('local') && isProduction(env)) {
    app.log.warn(
      'PAYMENT_GATEWAY=local: payments go to the built-in aamarPay and bKash stand-ins, whose Pay buttons move ' +
        'no money. Set PAYMENT_GATEWAY=aamarpay, bkash or both to take real payments.',
    );
  }
  if (database.kind === 'pglite' && env.SEED_DEMO === 'auto' && (await isEmpty(database.db))) {
    const started = performance.now();
    const seeded = await seedDemoData(database.db, {
      accounts: demoAccountsAllowed(env),
      history: { storeId: storeOf(config.payment) },
    });
    app.log.info(`demo data added in ${Math.round(performance.now() - started)} ms: ${describeSeeded(seeded)}`);
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const result = await ensureAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    app.log.info(`admin ${env.ADMIN_EMAIL}: ${result}`);
  }
  logRateLimitStore(app.log, await config.rateLimitStore.health());
  const accounts = await describeAccounts(database.db);
  app.log.info(`accounts: ${accounts.summary}`);
  for (const demo of accounts.demo) {
    const { email, password } = DEMO_ACCOUNTS[demo];
    app.log.info(`demo login (${demo}): ${email} / ${password}`);
  }

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `Bond Bike Rental is open at ${publicUrl} (API docs: ${publicUrl}/api/docs, database: ${database.kind === 'pglite' ? `embedded in ${env.DATA_DIR}` : 'PostgreSQL'})`,
  );

  // Decision 002: payments whose customer never came back are verified again, by whichever process gets there;
  // idempotency keys older than a day are forgotten (docs/decisions/021); closed accounts' rider papers are
  // deleted after 90 days, and riders are reminded of a licence about to expire (docs/product/riders-on-file.md#privacy),
  // admins of a bike's paper about to expire (docs/product/fleet-calendar.md#papers) and of a bike due a service.
  const retry = setInterval(() => {
    verifyStalePayments(database.db, app.paymentGateways, app.log, app.messageContext).catch((err: unknown) =>
      app.log.error({ err }, 'payment retry failed'),
    );
    forgetOldIdempotencyKeys(database.db).catch((err: unknown) =>
      app.log.error({ err }, 'forgetting old idempotency keys failed'),
    );
    forgetClosedRiders(database.db).catch((err: unknown) =>
      app.log.error({ err }, 'deleting closed accounts’ rider papers failed'),
    );
    remindExpiringLicences(database.db, app.messageContext).catch((err: unknown) =>
      app.log.error({ err }, 'reminding riders of expiring licences failed'),
    );
    remindExpiringPapers(database.db, app.messageContext).catch((err: unknown) =>
      app.log.error({ err }, 'reminding admins of expiring bike papers failed'),
    );
    remindServicesDue(database.db, app.messageContext).catch((err: unknown) =>
      app.log.error({ err }, 'reminding admins of bikes due a service failed'),
    );
  }, 60_000);
  retry.unref();

  // docs/product/messages.md#outbox: this process sends messages too; every process's worker shares the outbox through PostgreSQL.
  app.outbox.start();

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(retry);
      await app.close();
      await config.rateLimitStore.close();
      await database.close();
    })());
  return { app, address, stop };
}
