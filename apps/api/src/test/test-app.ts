import { createHash, randomBytes } from 'node:crypto';
import type { CreateBike } from '@bond/contract/bikes';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.ts';
import type { AppConfig, EmailConfig, SmsConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { memoryRateLimitStore } from '../plugins/rate-limit-store.ts';
import { MIGRATIONS_FOLDER } from '../server.ts';
import { payments, rentals, users } from '../db/schema.ts';
import { CHECKOUT_REUSE_MINUTES } from '../payments/payments.repository.ts';

/**
 * A second server process's connection to `database`, for tests of what holds across processes: on
 * PostgreSQL a pool of its own on the same database; undefined on the embedded database, where a second app
 * shares the one PGlite (use `second ?? database`). The caller closes it.
 */
export async function openSecondPool(
  database: Database & { url?: string },
  poolSize = 25,
): Promise<Database | undefined> {
  if (!database.url) return undefined;
  return openDatabase({ databaseUrl: database.url, dataDir: 'unused', migrationsFolder: MIGRATIONS_FOLDER, poolSize });
}

/**
 * A fresh database per test file (docs/product/platform.md#tests): an in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL, dropped afterwards.
 */
export async function openTestDatabase(migrationsFolder = MIGRATIONS_FOLDER): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory', migrationsFolder });
  const name = `bond_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: 'unused',
    migrationsFolder,
    poolSize: 25,
  });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The stand-in's store in tests (a shop generates its own per data folder). */
export const TEST_STANDIN_STORE = { storeId: 'bondbikerental', signatureKey: 'local-stand-in-signature-key' } as const;

/** The bKash stand-in's merchant in tests (a shop generates its own per data folder). */
export const TEST_BKASH_MERCHANT = {
  appKey: 'test-bkash-app-key',
  appSecret: 'test-bkash-app-secret',
  username: 'testTokenizedUser',
  password: 'test-bkash-password',
} as const;

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * The settings every test app shares (a fresh in-memory rate-limit store, the stand-in gateway, no logs),
 * with a test's own on top: for tests that build the app themselves (a clock, Redis, a proxy).
 */
export function testAppConfig(database: Database, own: Partial<AppConfig> = {}): AppConfig {
  return {
    database,
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: 'http://shop.test',
    payment: { gateway: 'local', ...TEST_STANDIN_STORE },
    bkash: { gateway: 'local', credentials: { ...TEST_BKASH_MERCHANT } },
    logLevel: 'silent',
    ...own,
    rateLimitStore: own.rateLimitStore ?? memoryRateLimitStore(),
  };
}

/** The per-account login slowdown set aside, so that a test sees the address counters on their own (decision 022). */
export const NO_LOGIN_SLOWDOWN = { afterFailures: 1_000_000, firstSeconds: 0, maxSeconds: 0 };

export async function buildTestApp(
  database: Database,
  overrides: {
    gatewayTimeoutMs?: number;
    webDist?: string;
    renderTimeLimitMs?: number;
    contactMailOrigin?: string;
    /** The SMS channel; default the local SSL Wireless stand-in. */
    sms?: SmsConfig;
    smsTimeoutMs?: number;
    /** The SMTP server customer e-mail goes to; default none (e-mail waits in the outbox). */
    email?: EmailConfig;
    /** The outbox worker's retry schedule and claim time-out. */
    outbox?: AppConfig['outbox'];
    /** Holds given up within an hour that pause one address (LAPSED_HOLDS_PER_ADDRESS). */
    lapsedHoldsPerAddress?: number;
    /** Bookings awaiting their advance one address may have at once (PENDING_BOOKINGS_PER_ADDRESS). */
    pendingBookingsPerAddress?: number;
  } = {},
) {
  return buildApp({
    ...testAppConfig(database),
    sms: overrides.sms ?? { gateway: 'local' },
    smsTimeoutMs: overrides.smsTimeoutMs,
    email: overrides.email ?? null,
    ...(overrides.outbox ? { outbox: overrides.outbox } : {}),
    gatewayTimeoutMs: overrides.gatewayTimeoutMs ?? 2000,
    webDist: overrides.webDist,
    renderTimeLimitMs: overrides.renderTimeLimitMs,
    contactMailOrigin: overrides.contactMailOrigin,
    ...(overrides.lapsedHoldsPerAddress ? { lapsedHoldsPerAddress: overrides.lapsedHoldsPerAddress } : {}),
    ...(overrides.pendingBookingsPerAddress ? { pendingBookingsPerAddress: overrides.pendingBookingsPerAddress } : {}),
  });
}

type Json = Record<string, unknown>;

/** The parsed JSON body of a response, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = (res: LightMyRequestResponse): any => res.json();

let counter = 0;
export const uniqueEmail = (prefix = 'rider') => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

let phones = 0;
/**
 * A mobile number no other account of the test file has (a number belongs to one open account,
 * docs/product/accounts-and-roles.md#phone-numbers): `0171` and seven digits, counted.
 */
export const uniquePhone = () => `0171${String((phones += 1)).padStart(7, '0')}`;

export const bikeInput = (over: Partial<CreateBike> = {}): CreateBike => ({
  name: 'Test Rider 150',
  brand: 'Yamaha',
  model: 'FZS V3',
  year: 2023,
  image: '/media/bikes/yamaha-fzs-v3.svg',
  pricePerHour: 120,
  description: 'A test bike',
  cc: 149,
  isAvailable: true,
  ...over,
});

/** Small factories that go through the API as a user would. */
export function factories(app: FastifyInstance, database: Database) {
  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: Json) =>
    app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload ? { payload } : {}),
    });

  async function signUp(
    over: Partial<{ name: string; email: string; phone: string; address: string; password: string }> = {},
  ) {
    const body = {
      name: 'Rahim Uddin',
      email: uniqueEmail(),
      phone: uniquePhone(),
      address: 'Mirpur 10, Dhaka',
      password: 'secret-pass-1',
      role: 'user',
      ...over,
    };
    // Each test customer signs up from an address of its own, so the per-address limit stays out of the way.
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: body,
      remoteAddress: `10.1.${counter % 250}.${(counter += 1) % 250}`,
    });
    if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
    return body;
  }

  async function login(email: string, password: string) {
    const res = await api('POST', '/api/auth/login', undefined, { email, password });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    return json(res).token as string;
  }

  /**
   * A customer signed up and logged in. Their address counts as verified (the link's own tests are in
   * auth/email-verification.test.ts), unless `emailVerified: false`: then it gets nothing but the link.
   */
  async function customer(over: Parameters<typeof signUp>[0] = {}, opts: { emailVerified?: boolean } = {}) {
    const body = await signUp(over);
    if (opts.emailVerified !== false) {
      await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, body.email));
    }
    const token = await login(body.email, body.password);
    const me = json(await api('GET', '/api/users/me', token));
    // The phone as the shop stored it (its one form), not as it was typed.
    return { ...body, phone: me.data.phone as string, token, id: me.data._id as string };
  }

  /** An admin account, written straight to the database; `phone` in its stored form, or one of its own. */
  async function admin(over: { phone?: string } = {}) {
    const email = uniqueEmail('admin');
    const password = 'admin-pass-123';
    const [row] = await database.db
      .insert(users)
      .values({
        name: 'Shop Admin',
        email,
        phone: over.phone ?? `+88${uniquePhone()}`,
        address: 'Dhaka',
        passwordHash: await hashPassword(password),
        role: 'admin',
      })
      .returning({ id: users.id });
    return { email, password, id: row!.id, token: await login(email, password) };
  }

  /** A customer an admin made staff (the counter's clerk), logged in. */
  async function staffMember(adminToken: string, over: Parameters<typeof signUp>[0] = {}) {
    const member = await customer({ name: 'Counter Staff', ...over });
    const res = await api('PATCH', `/api/users/${member.id}/role`, adminToken, { role: 'staff' });
    if (res.statusCode !== 200) throw new Error(`making staff failed: ${res.body}`);
    return member;
  }

  async function bike(adminToken: string, over: Partial<CreateBike> = {}) {
    const res = await api('POST', '/api/bikes', adminToken, bikeInput(over));
    if (res.statusCode !== 201) throw new Error(`create bike failed: ${res.body}`);
    return json(res).data as { _id: string; name: string; pricePerHour: number; isAvailable: boolean };
  }

  /** An instant m minutes from now, on a whole minute (as every client sends it, docs/product/booking-and-periods.md#periods). */
  const inMinutes = (m: number) => new Date(Math.floor(Date.now() / 60_000 + m) * 60_000).toISOString();

  /** Each customer books from an address of its own, as customers at home do (unpaid bookings are limited per address). */
  async function book(token: string, bikeId: string, startTime = inMinutes(0), endTime?: string) {
    const { sub } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub?: string };
    const h = createHash('sha256')
      .update(sub ?? token)
      .digest();
    return app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { authorization: `Bearer ${token}` },
      payload: { bikeId, startTime, ...(endTime ? { endTime } : {}) },
      remoteAddress: `10.2.${h[0]}.${h[1]}`,
    });
  }

  /** Presses a button on the stand-in's checkout page, as the customer's browser would. */
  async function checkout(paymentUrl: string, action: 'pay' | 'fail' | 'cancel') {
    const url = new URL(paymentUrl);
    const track = url.searchParams.get('track') ?? '';
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    if (page.statusCode !== 200) throw new Error(`checkout page: ${page.statusCode}`);
    const pressed = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ track, action }).toString(),
    });
    if (action === 'cancel') {
      // The browser follows the redirect to the cancel address.
      const location = new URL(String(pressed.headers.location));
      return app.inject({ method: 'GET', url: location.pathname + location.search });
    }
    // The page auto-posts these fields to the shop; post them the same way.
    const action_ = /<form id="return" method="post" action="([^"]+)"/.exec(pressed.body)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...pressed.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
    );
    const target = new URL(action_.replaceAll('&amp;', '&'));
    return app.inject({
      method: 'POST',
      url: target.pathname + target.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields as Record<string, string>).toString(),
    });
  }

  /**
   * The customer on the bKash stand-in's checkout page: Pay (with a wallet number and PIN), Fail or Cancel,
   * then back to the shop's callback as the browser follows the redirect. Answers the shop's answer to it.
   */
  async function bkashCheckout(paymentUrl: string, action: 'pay' | 'fail' | 'cancel', pin = '12345') {
    const url = new URL(paymentUrl);
    const paymentID = url.searchParams.get('paymentID') ?? '';
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    if (page.statusCode !== 200) throw new Error(`bKash checkout page: ${page.statusCode}`);
    const pressed = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ paymentID, action, wallet: '01712345678', pin }).toString(),
    });
    if (pressed.statusCode !== 303) throw new Error(`bKash checkout: ${pressed.statusCode} ${pressed.body}`);
    return app.inject({ method: 'GET', url: callbackPath(String(pressed.headers.location)) });
  }

  /** Books and pays the advance: the booking is `booked`, waiting for its handover. */
  async function activeRental(token: string, bikeId: string, startTime = inMinutes(0), endTime?: string) {
    const res = await book(token, bikeId, startTime, endTime);
    if (res.statusCode !== 201) throw new Error(`book failed: ${res.body}`);
    const booking = json(res).data.booking as { rentalId: string; payment_url: string };
    const back = await checkout(booking.payment_url, 'pay');
    if (!String(back.headers.location).includes('payment=success'))
      throw new Error(`advance not paid: ${back.headers.location}`);
    return booking;
  }

  /**
   * Books, pays the advance and hands the bike over: the rental is `active` (out on rent). The handover is
   * written straight to the database, with no inspection or deposit, as migration 0025 marked the rentals
   * already out (docs/decisions/044); the handover's own tests go through its API (handover.test.ts).
   */
  async function rentalOut(token: string, bikeId: string, startTime = inMinutes(0), endTime?: string) {
    const booking = await activeRental(token, bikeId, startTime, endTime);
    await database.db
      .update(rentals)
      .set({ handedOverAt: new Date(startTime) })
      .where(eq(rentals.id, booking.rentalId));
    return booking;
  }

  /**
   * A second checkout of a booking's advance beside the first (asking again reuses an open checkout, so the
   * first is made older than the reuse window first): how a customer ends up with two checkouts to pay.
   */
  async function secondCheckout(token: string, rentalId: string) {
    await database.db
      .update(payments)
      .set({ createdAt: sql`now() - make_interval(mins => ${CHECKOUT_REUSE_MINUTES + 1})` })
      .where(and(eq(payments.rentalId, rentalId), eq(payments.status, 'pending')));
    const res = await api('POST', `/api/rentals/${rentalId}/payAdvance`, token);
    if (res.statusCode !== 200) throw new Error(`no second checkout: ${res.body}`);
    return json(res).data.booking as { rentalId: string; payment_url: string };
  }

  return {
    api,
    signUp,
    login,
    customer,
    staffMember,
    admin,
    bike,
    book,
    checkout,
    bkashCheckout,
    activeRental,
    rentalOut,
    inMinutes,
    secondCheckout,
  };
}

/** The path and query of a redirect's address, as app.inject takes it. */
export function callbackPath(location: string): string {
  const url = new URL(location);
  return url.pathname + url.search;
}

/**
 * A press on the bKash stand-in's checkout page (Pay, Fail or Cancel, with the wallet and PIN typed), through
 * `app`; answers the address bKash sends the browser back to, as a path.
 */
export async function pressOnBkashPage(
  app: FastifyInstance,
  paymentUrl: string,
  action: 'pay' | 'fail' | 'cancel' = 'pay',
  pin = '12345',
): Promise<string> {
  const url = new URL(paymentUrl);
  const pressed = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      paymentID: url.searchParams.get('paymentID') ?? '',
      action,
      wallet: '01712345678',
      pin,
    }).toString(),
  });
  if (pressed.statusCode !== 303) throw new Error(`the bKash page answered ${pressed.statusCode}: ${pressed.body}`);
  return callbackPath(String(pressed.headers.location));
}

/**
 * Closes every payment still pending in a test database, as the day-old expiry would. The retry job
 * (verifyStalePayments) asks the gateway about every pending payment: a file whose tests run it calls this
 * before each test, so that the job sees (and waits for) only the payments of the test at hand.
 */
export async function closePendingPayments(database: Database): Promise<void> {
  const at = new Date();
  await database.db
    .update(payments)
    .set({ status: 'expired', settledAt: at, updatedAt: at })
    .where(eq(payments.status, 'pending'));
}

/** A whole test file's app: one database and one app, closed after the file. */
export async function setUpTestApp() {
  const database = await openTestDatabase();
  const app = await buildTestApp(database);
  await app.ready();
  return {
    app,
    database,
    ...factories(app, database),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
