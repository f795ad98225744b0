import { REFRESH_COOKIE_NAME } from '@bond/contract/constants';
import { toMsisdn } from '@bond/contract/phone';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { messages, phoneCodes, users } from '../../db/schema.ts';
import { newProviderReference } from '../../notifications/outbox.ts';
import { memoryRateLimitStore } from '../../plugins/rate-limit-store.ts';
import { factories, json, openSecondPool, openTestDatabase, testAppConfig } from '../../test/test-app.ts';
import { PHONE_CODE_REQUESTS_PER_ADDRESS, PHONE_CODE_VERIFIES_PER_ADDRESS } from './auth.routes.ts';

/**
 * Phone sign-in (docs/product/accounts-and-roles.md#phone-sign-in, docs/decisions/041) over HTTP, on the
 * embedded database or on PostgreSQL (TEST_DATABASE_URL, where the second app has a connection pool of its
 * own: a second server process). The code is read where a phone would read it: the SSL Wireless stand-in's
 * deliveries, after the outbox's worker has sent it. The clock is the apps' `now`, moved by the test.
 */
let now = Date.parse('2026-12-01T06:00:00Z');
const later = (ms: number) => (now += ms);
const MINUTE = 60_000;

let database: Database & { url?: string };
let second: Database | undefined;
let app: FastifyInstance;
let appB: FastifyInstance;
let f: ReturnType<typeof factories>;
let admin: Awaited<ReturnType<typeof f.admin>>;
let staff: Awaited<ReturnType<typeof f.customer>>;

const config = (db: Database) =>
  testAppConfig(db, {
    sms: { gateway: 'local' },
    rateLimitStore: memoryRateLimitStore(() => now),
    now: () => new Date(now),
  });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(config(database));
  await app.ready();
  second = await openSecondPool(database);
  appB = await buildApp(config(second ?? database));
  await appB.ready();
  f = factories(app, database);
  admin = await f.admin({ phone: '+8801999100001' });
  staff = await f.staffMember(admin.token, { name: 'Counter Staff', phone: '01999100002' });
});
afterAll(async () => {
  await app.close();
  await appB.close();
  await second?.close();
  await database.close();
});

let addresses = 0;
/** A client address of its own for each call, unless a test means one address. */
const anAddress = () => `10.41.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`;
let numbers = 0;
/** A mobile number no account of this file has, as a customer might type it. */
const aNumber = () => `01815${String((numbers += 1)).padStart(6, '0')}`;

const ask = (phone: string, opts: { from?: string; lang?: string; on?: FastifyInstance } = {}) =>
  (opts.on ?? app).inject({
    method: 'POST',
    url: '/api/auth/otp/request',
    remoteAddress: opts.from ?? anAddress(),
    headers: opts.lang ? { 'accept-language': opts.lang } : {},
    payload: { phone },
  });

const verify = (body: Record<string, unknown>, opts: { from?: string; on?: FastifyInstance } = {}) =>
  (opts.on ?? app).inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    remoteAddress: opts.from ?? anAddress(),
    payload: body,
  });

/**
 * What the stand-in delivered to a number, newest first, once the worker has sent everything due now: a tick
 * sends one batch, and the tests before (in any order) may have left more than a batch of codes queued.
 */
async function deliveredTo(phone: string): Promise<string[]> {
  for (let round = 0; round < 20 && (await app.outbox.tick(new Date(now))).claimed > 0; round++);
  const res = await f.api('GET', '/api/sms-standin/deliveries?pageSize=100', admin.token);
  expect(res.statusCode, res.body).toBe(200);
  const msisdn = toMsisdn(phone);
  return (json(res).data as { msisdn: string; sms: string }[]).filter((d) => d.msisdn === msisdn).map((d) => d.sms);
}

/** The code of the latest SMS the number received, read off the message as its owner would. */
async function codeSentTo(phone: string): Promise<string> {
  const [latest] = await deliveredTo(phone);
  const code = /^(\d{6}) /.exec(latest ?? '')?.[1];
  if (!code) throw new Error(`no code delivered to ${phone}: ${latest}`);
  return code;
}

/** A number asked for a code and the code it got. */
async function codeFor(phone: string) {
  const res = await ask(phone);
  expect(res.statusCode, res.body).toBe(202);
  return codeSentTo(phone);
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

const phoneCodeMessages = async () =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.template, 'phone_code'))
  )[0]!.n;

const refreshCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)?.value ?? '';

describe('POST /api/auth/otp/request', () => {
  it('answers the same whether or not the number has an account, and sends each a code', async () => {
    const counterMade = json(
      await f.api('POST', '/api/customers', staff.token, { name: 'Walk-in Kamal', phone: aNumber() }),
    );
    const unknown = aNumber();
    const known = await ask(counterMade.data.phone);
    const stranger = await ask(unknown);
    expect(known.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(known.body).toBe(stranger.body);
    expect(json(known)).toEqual({
      success: true,
      message: 'If this number can get an SMS, a code is on its way. It works for 5 minutes',
      data: { expiresInSeconds: 300, resendInSeconds: 60 },
    });
    expect(await codeSentTo(counterMade.data.phone)).toMatch(/^\d{6}$/);
    const [sms] = await deliveredTo(unknown);
    expect(sms).toMatch(
      /^\d{6} is your Bond Bike Rental code\. Valid 5 minutes\. Never share it; we never ask for it\.$/,
    );
  });

  it.each(['+1 212 555 0100', '02-9556677', '0171234567', '01212345678', 'call me'])(
    'refuses %s, naming phone, and queues no SMS',
    async (phone) => {
      const before = await phoneCodeMessages();
      const res = await ask(phone);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', errorMessage: [{ path: 'phone' }] });
      expect(await phoneCodeMessages()).toBe(before);
      expect((await database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))).length).toBe(0);
    },
  );

  it('stores the code only as a keyed hash, and hides its digits from the Notifications page', async () => {
    const phone = aNumber();
    const code = await codeFor(phone);
    const stored = await database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, `+88${phone}`));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    const listed = json(await f.api('GET', '/api/notifications?template=phone_code&pageSize=100', admin.token))
      .data as {
      recipient: string;
      body: string;
    }[];
    const mine = listed.find((m) => m.recipient === toMsisdn(phone));
    expect(mine?.body).toMatch(/^•••••• is your Bond Bike Rental code/);
  });

  it('writes the SMS in the account’s language, else in the request’s', async () => {
    const banglaCustomer = await f.customer({ phone: aNumber() });
    await f.api('PUT', '/api/users/me', banglaCustomer.token, {
      name: banglaCustomer.name,
      phone: banglaCustomer.phone,
      address: banglaCustomer.address,
      language: 'bn',
    });
    expect((await ask(banglaCustomer.phone, { lang: 'en' })).statusCode).toBe(202);
    expect((await deliveredTo(banglaCustomer.phone))[0]).toMatch(/^\d{6} আপনার বন্ড বাইক রেন্টাল কোড। ৫ মিনিট চলবে।/);
    const stranger = aNumber();
    expect((await ask(stranger, { lang: 'bn' })).statusCode).toBe(202);
    expect((await deliveredTo(stranger))[0]).toMatch(/^\d{6} আপনার বন্ড বাইক রেন্টাল কোড।/);
  });

  it('sends a new code at most once a minute and five an hour per number, saying when to ask again', async () => {
    const phone = aNumber();
    expect((await ask(phone)).statusCode).toBe(202);
    await app.outbox.tick(new Date(now));
    later(20_000);
    const tooSoon = await ask(phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('40');
    expect(json(tooSoon)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'A code was sent to this number a moment ago. You can ask for another in 40 seconds',
    });
    later(40_000);
    for (let i = 2; i <= 5; i++) {
      expect((await ask(phone)).statusCode, `code ${i}`).toBe(202);
      await app.outbox.tick(new Date(now));
      later(MINUTE);
    }
    // Five minutes after the first code, five have gone this hour: the next in 55 minutes.
    const sixth = await ask(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe(String(55 * 60));
    expect(json(sixth).message).toBe(
      'This number was sent 5 codes within the hour. You can ask for another in 55 minutes',
    );
    expect(await deliveredTo(phone)).toHaveLength(5);
    later(55 * MINUTE - 1000);
    expect((await ask(phone)).statusCode).toBe(429);
    later(1000);
    expect((await ask(phone)).statusCode).toBe(202);
  });

  it('limits the codes asked for from one client address, whatever the numbers', async () => {
    const from = anAddress();
    for (let i = 0; i < PHONE_CODE_REQUESTS_PER_ADDRESS; i++) {
      expect((await ask(aNumber(), { from })).statusCode).toBe(202);
    }
    const before = await phoneCodeMessages();
    const refused = await ask(aNumber(), { from });
    expect(refused.statusCode).toBe(429);
    expect(json(refused).code).toBe('RATE_LIMITED');
    expect(await phoneCodeMessages()).toBe(before);
    // Another address is not held back.
    expect((await ask(aNumber())).statusCode).toBe(202);
  });

  it('sends the code before every other message waiting, and not at all once it has expired', async () => {
    // What earlier tests queued is sent first; then a backlog of due SMS larger than a worker's batch (25).
    while ((await app.outbox.tick(new Date(now))).claimed > 0);
    await database.db.insert(messages).values(
      Array.from({ length: 30 }, (_, i) => ({
        idempotencyKey: `backlog:${now}:${i}`,
        channel: 'sms' as const,
        template: 'payment_received' as const,
        language: 'en' as const,
        recipient: '8801999999999',
        body: `Backlog message ${i}`,
        providerReference: newProviderReference(),
        createdAt: new Date(now - 10 * MINUTE),
        dueAt: new Date(now - 10 * MINUTE),
      })),
    );
    const phone = aNumber();
    expect((await ask(phone)).statusCode).toBe(202);
    await app.outbox.tick(new Date(now));
    const [sent] = await database.db
      .select({ status: messages.status })
      .from(messages)
      .where(and(eq(messages.template, 'phone_code'), eq(messages.recipient, toMsisdn(phone)!)));
    expect(sent?.status).toBe('sent');

    // A code whose SMS could not go within its 5 minutes is failed with the reason, never sent late.
    const late = aNumber();
    expect((await ask(late)).statusCode).toBe(202);
    later(5 * MINUTE);
    await app.outbox.tick(new Date(now));
    await app.outbox.tick(new Date(now));
    const [expired] = await database.db
      .select({ status: messages.status, lastError: messages.lastError })
      .from(messages)
      .where(and(eq(messages.template, 'phone_code'), eq(messages.recipient, toMsisdn(late)!)));
    expect(expired).toEqual({
      status: 'failed',
      lastError: 'Not sent: the code had expired before it could go (the customer asks for a new one)',
    });
    expect(await deliveredTo(late)).toEqual([]);
  });
});

describe('POST /api/auth/otp/verify', () => {
  it('opens a customer account for a new number with a name, and signs it in like a password login', async () => {
    const phone = aNumber();
    const code = await codeFor(phone);
    const nameless = await verify({ phone, code });
    expect(nameless.statusCode).toBe(400);
    expect(json(nameless)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errorMessage: [{ path: 'name', message: 'This number has no account yet: give your name to open one' }],
    });
    const res = await verify({ phone, code, name: 'Nasrin Akter' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Your account is open and you are signed in',
      data: { email: '', role: 'user', phone: `+88${phone}`, newAccount: true },
    });
    const me = json(await f.api('GET', '/api/users/me', json(res).token)).data;
    expect(me).toMatchObject({ name: 'Nasrin Akter', phone: `+88${phone}`, email: '', role: 'user' });
    const [row] = await database.db.select().from(users).where(eq(users.id, me._id));
    expect(row).toMatchObject({ passwordHash: null, language: 'en' });

    // The refresh cookie works as a password login's does: it rotates and gives a working token.
    const refreshed = await app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      cookies: { [REFRESH_COOKIE_NAME]: refreshCookie(res) },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(json(refreshed).data).toEqual({ email: '', role: 'user' });
    expect((await f.api('GET', '/api/users/me', json(refreshed).token)).statusCode).toBe(200);
    expect(refreshCookie(refreshed)).not.toBe(refreshCookie(res));
  });

  it('signs a counter-made account in (claims it): the customer sees that account', async () => {
    const made = json(
      await f.api('POST', '/api/customers', staff.token, {
        name: 'Walk-in Shirin',
        phone: `880 ${aNumber().slice(1)}`,
      }),
    ).data as { _id: string; phone: string };
    const code = await codeFor(made.phone);
    const res = await verify({ phone: made.phone, code });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Logged in successfully', data: { newAccount: false, role: 'user' } });
    const me = json(await f.api('GET', '/api/users/me', json(res).token)).data;
    expect(me).toMatchObject({ _id: made._id, name: 'Walk-in Shirin', phone: made.phone });
    // A name given with a number that has an account changes nothing.
    const again = await verify({ phone: made.phone, code: await codeAfterAMinute(made.phone), name: 'Someone Else' });
    expect(again.statusCode).toBe(200);
    expect(json(await f.api('GET', '/api/users/me', json(again).token)).data.name).toBe('Walk-in Shirin');
  });

  it('never signs in to a deactivated account: its number opens a new one', async () => {
    const made = json(await f.api('POST', '/api/customers', staff.token, { name: 'Gone Rider', phone: aNumber() }))
      .data as { _id: string; phone: string };
    expect((await f.api('DELETE', `/api/users/${made._id}`, admin.token)).statusCode).toBe(200);
    const code = await codeFor(made.phone);
    expect(json(await verify({ phone: made.phone, code })).errorMessage[0].path).toBe('name');
    const res = await verify({ phone: made.phone, code, name: 'Back Again' });
    expect(res.statusCode).toBe(201);
    expect(json(await f.api('GET', '/api/users/me', json(res).token)).data._id).not.toBe(made._id);
  });

  it('refuses staff and admin numbers: they log in with e-mail and password', async () => {
    const code = await codeFor(staff.phone);
    const res = await verify({ phone: staff.phone, code });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({
      code: 'PHONE_SIGN_IN_CUSTOMERS_ONLY',
      message: 'Staff and admin accounts log in with their e-mail and password',
    });
  });

  it('counts wrong codes; after five tries even the right code is refused', async () => {
    const phone = aNumber();
    const code = await codeFor(phone);
    const wrong = otherCode(code);
    for (const left of [4, 3, 2, 1, 0]) {
      const res = await verify({ phone, code: wrong, name: 'Guess Work' });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({
        code: 'PHONE_CODE_WRONG',
        errorMessage: [{ path: 'code', message: `This code is wrong. ${left} ${left === 1 ? 'try' : 'tries'} left` }],
      });
    }
    const sixth = await verify({ phone, code, name: 'Guess Work' });
    expect(sixth.statusCode).toBe(401);
    expect(json(sixth)).toMatchObject({
      code: 'PHONE_CODE_NO_TRIES_LEFT',
      message: 'This code was tried too many times. Ask for a new code',
    });
    // A new code (after the minute) works again.
    const fresh = await codeAfterAMinute(phone);
    expect((await verify({ phone, code: fresh, name: 'Guess Work' })).statusCode).toBe(201);
  });

  it('refuses a used code, an expired one, an earlier one, and a number sent none', async () => {
    const phone = aNumber();
    const code = await codeFor(phone);
    expect((await verify({ phone, code, name: 'Once Only' })).statusCode).toBe(201);
    const reused = await verify({ phone, code });
    expect(reused.statusCode).toBe(401);
    expect(json(reused)).toMatchObject({
      code: 'PHONE_CODE_USED',
      message: 'This code was used already. Ask for a new code',
    });

    // Valid for 5 minutes: at 4:59 it works, at 5:00 it has expired.
    const first = await codeAfterAMinute(phone);
    later(5 * MINUTE - 1000);
    expect(json(await verify({ phone, code: otherCode(first) })).code).toBe('PHONE_CODE_WRONG');
    const second = await codeFor(phone);
    later(5 * MINUTE);
    const expired = await verify({ phone, code: second });
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toMatchObject({
      code: 'PHONE_CODE_EXPIRED',
      message: 'This code has expired. Ask for a new code',
    });

    // Only the latest code counts.
    const older = await codeFor(phone);
    const newer = await codeAfterAMinute(phone);
    if (older !== newer) expect(json(await verify({ phone, code: older })).code).toBe('PHONE_CODE_WRONG');
    expect((await verify({ phone, code: newer })).statusCode).toBe(200);

    const none = await verify({ phone: aNumber(), code: '123456', name: 'Nobody' });
    expect(none.statusCode).toBe(401);
    expect(json(none).code).toBe('PHONE_CODE_NOT_SENT');
  });

  it('reads Bengali digits, and refuses a code that is not six digits, naming code', async () => {
    const phone = aNumber();
    const code = await codeFor(phone);
    const malformed = await verify({ phone, code: '12345' });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toMatchObject({ code: 'VALIDATION_FAILED', errorMessage: [{ path: 'code' }] });
    const bengali = code.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    expect((await verify({ phone, code: bengali, name: 'Bangla Digits' })).statusCode).toBe(201);
  });

  it('limits the codes tried from one client address, whatever the numbers', async () => {
    const from = anAddress();
    for (let i = 0; i < PHONE_CODE_VERIFIES_PER_ADDRESS; i++) {
      expect((await verify({ phone: aNumber(), code: '123456' }, { from })).statusCode).toBe(401);
    }
    const refused = await verify({ phone: aNumber(), code: '123456' }, { from });
    expect(refused.statusCode).toBe(429);
    expect(json(refused).code).toBe('RATE_LIMITED');
  });

  it('two app instances, twenty simultaneous tries of one code: one session', async () => {
    const phone = aNumber();
    const code = await codeFor(phone);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verify({ phone, code, name: 'Race Winner' }, { on: i % 2 ? appB : app })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.statusCode !== 201);
    expect(losers).toHaveLength(19);
    for (const lost of losers) expect(json(lost).code).toBe('PHONE_CODE_USED');
    expect(
      await database.db
        .select()
        .from(users)
        .where(eq(users.phone, `+88${phone}`)),
    ).toHaveLength(1);
  });
});

/** A minute on (a number gets one code a minute), a new code for the number. */
async function codeAfterAMinute(phone: string) {
  later(MINUTE);
  return codeFor(phone);
}
