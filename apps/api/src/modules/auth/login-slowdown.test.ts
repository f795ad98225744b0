import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { messages, users } from '../../db/schema.ts';
import { memoryRateLimitStore } from '../../plugins/rate-limit-store.ts';
import { factories, json, openTestDatabase, testAppConfig } from '../../test/test-app.ts';
import { logIn as logInService } from './auth.service.ts';

// docs/decisions/022: each account's failed logins slow every address, and an admin account then needs a
// one-time code. On a clock the test moves (the app's `now`, which the SQL uses instead of the database's).
let now = Date.parse('2026-11-25T08:00:00Z');
const seconds = (s: number) => (now += s * 1000);

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let f: ReturnType<typeof factories>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(
    testAppConfig(database, {
      sms: { gateway: 'local' },
      rateLimitStore: memoryRateLimitStore(() => now),
      now: () => new Date(now),
      logLevel: 'silent',
    }),
  );
  await app.ready();
  f = factories(app, database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let addresses = 0;
/** A new client address each time: a botnet, or a proxy passing on many customers. */
const anotherAddress = () => `198.18.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`;

const logIn = (from: string, email: string, password: string, code?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    payload: { email, password, ...(code === undefined ? {} : { code }) },
  });

/** The login codes queued for an account, oldest first: channel, recipient and the text sent. */
async function codesSentTo(userId: string) {
  const rows = await database.db
    .select({
      channel: messages.channel,
      recipient: messages.recipient,
      subject: messages.subject,
      body: messages.body,
    })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.template, 'login_code')))
    .orderBy(messages.id);
  return rows.map((row) => ({ ...row, code: /\b(\d{6})\b/.exec(row.body)?.[1] }));
}

/** Five wrong passwords, each from an address of its own: the account is now slowed down. */
async function fiveFailures(email: string) {
  for (let i = 0; i < 5; i++) expect((await logIn(anotherAddress(), email, `guess-${i}-wrong`)).statusCode).toBe(401);
}

describe('an account slowed down by its failed logins (decision 022)', () => {
  it('makes every address wait after 5 failures, without checking the password, and lets the owner in after the wait', async () => {
    const { email, password } = await f.signUp();
    await fiveFailures(email);
    // The owner, from home, with the right password: asked to wait, the password not even looked at.
    const home = '192.0.2.40';
    const waiting = await logIn(home, email, password);
    expect(waiting.statusCode).toBe(429);
    expect(json(waiting)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed logins on this account. Please try again in 5 seconds',
    });
    expect(waiting.headers['retry-after']).toBe('5');
    // Retrying during the wait costs the owner's address nothing: 20 refusals, and no address lock after.
    for (let i = 0; i < 20; i++) expect((await logIn(home, email, password)).statusCode).toBe(429);
    seconds(4);
    const last = await logIn(home, email, password);
    expect(json(last).message).toBe('Too many failed logins on this account. Please try again in 1 second');
    expect(last.headers['retry-after']).toBe('1');
    seconds(1);
    expect((await logIn(home, email, password)).statusCode).toBe(200);
    // A correct login forgets the failures: the next typo is not slowed.
    expect((await logIn(home, email, 'a-typo-typo')).statusCode).toBe(401);
    expect((await logIn(home, email, password)).statusCode).toBe(200);
  });

  it('doubles the wait with each failure up to 60 seconds, and never locks the owner out', async () => {
    const { email, password } = await f.signUp();
    await fiveFailures(email);
    const waits = [];
    for (let i = 0; i < 7; i++) {
      const refused = await logIn(anotherAddress(), email, password);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      seconds(wait);
      expect((await logIn(anotherAddress(), email, `guess-again-${i}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([5, 10, 20, 40, 60, 60, 60]);
    seconds(60);
    expect((await logIn(anotherAddress(), email, password)).statusCode).toBe(200);
  });

  it('lets only 5 of a burst of parallel guesses from many addresses reach the password check', async () => {
    const { email } = await f.signUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => logIn(anotherAddress(), email, `parallel-guess-${i}`)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
  });

  it('keeps the count in PostgreSQL, where every server process reads the same', async () => {
    const { email, password } = await f.signUp();
    await fiveFailures(email);
    const [row] = await database.db
      .select({ failedLogins: users.failedLogins, loginDelayUntil: users.loginDelayUntil })
      .from(users)
      .where(eq(users.email, email));
    expect(row).toEqual({ failedLogins: 5, loginDelayUntil: new Date(now + 5000) });
    // A second app on the same database (another process) with its own, empty address counters.
    const other = await buildApp({
      ...app.config,
      rateLimitStore: memoryRateLimitStore(() => now),
    });
    try {
      const res = await other.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.41',
        payload: { email, password },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('does not hold back the owner’s own browser, known from an earlier login, while an attacker keeps the account slowed', async () => {
    const { email, password } = await f.signUp();
    const other = await f.signUp();
    const knownCookie = async (who: { email: string; password: string }) => {
      const res = await logIn('192.0.2.45', who.email, who.password);
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === 'knownDevice');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });
      return `knownDevice=${cookie!.value}`;
    };
    const mine = await knownCookie({ email, password });
    const theirs = await knownCookie(other);
    const withCookie = (cookie: string, pass = password) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.46',
        headers: { cookie },
        payload: { email, password: pass },
      });
    // The attacker fails five times and then guesses again each time the wait ends.
    await fiveFailures(email);
    expect((await logIn('192.0.2.46', email, password)).statusCode).toBe(429);
    // Neither another account's cookie nor a forged one helps; the owner's own does, during the wait.
    expect((await withCookie(theirs)).statusCode).toBe(429);
    expect((await withCookie(`${mine.slice(0, -4)}AAAA`)).statusCode).toBe(429);
    // A mistyped password from the known browser is still a failure, counted like any other.
    expect((await withCookie(mine, 'a-typo-typo')).statusCode).toBe(401);
    expect((await withCookie(mine)).statusCode).toBe(200);

    // Logging out everywhere forgets the browser too.
    const token = json(await withCookie(mine)).token as string;
    await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: { authorization: `Bearer ${token}` } });
    await fiveFailures(email);
    expect((await withCookie(mine)).statusCode).toBe(429);
  });

  it('never asks a customer for a code', async () => {
    const { email, password } = await f.signUp();
    await fiveFailures(email);
    seconds(5);
    const res = await logIn(anotherAddress(), email, password);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.role).toBe('user');
  });
});

describe('an admin account after 5 failed logins needs a one-time code (decision 022)', () => {
  it('sends a code to the admin’s own phone and e-mail, and logs in with it once', async () => {
    const admin = await f.admin({ phone: '+8801700000000' });
    await fiveFailures(admin.email);
    seconds(60);
    // The right password alone: not enough, and a code goes out.
    const asked = await logIn('192.0.2.50', admin.email, admin.password);
    expect(asked.statusCode).toBe(401);
    const message = 'We sent a 6-digit code to your phone and e-mail. Enter it to log in';
    expect(json(asked)).toEqual({
      success: false,
      code: 'LOGIN_CODE_REQUIRED',
      message,
      errorMessage: [{ path: 'code', message }],
    });
    const sent = await codesSentTo(admin.id);
    expect(sent.map(({ channel, recipient }) => ({ channel, recipient }))).toEqual([
      { channel: 'sms', recipient: '8801700000000' },
      { channel: 'email', recipient: admin.email },
    ]);
    const code = sent[0]!.code!;
    expect(code).toMatch(/^\d{6}$/);
    expect(sent[1]!.code).toBe(code);
    // The code and nothing to follow: no link, no name.
    for (const m of sent) expect(`${m.subject ?? ''} ${m.body}`).not.toMatch(/https?:|www\.|Shop Admin/);
    expect(sent[0]!.body).toBe(
      `Bond Bike Rental admin login code: ${code}. Valid 10 minutes. Never share it; we never ask for it.`,
    );
    // Only the hash is kept, and the admins' list of messages hides the digits.
    const stored = await database.db.execute(`select code_hash from login_codes where user_id = '${admin.id}'`);
    expect(JSON.stringify(stored)).not.toContain(code);
    const other = await f.admin();
    const listed = json(
      await app.inject({
        method: 'GET',
        url: `/api/notifications?customer=${admin.id}&template=login_code`,
        headers: { authorization: `Bearer ${other.token}` },
      }),
    ).data as { subject: string | null; body: string }[];
    expect(listed).toHaveLength(2);
    for (const m of listed) expect(`${m.subject ?? ''} ${m.body}`).not.toContain(code);
    expect(listed.find((m) => m.subject)?.subject).toBe('Your admin login code: ••••••');

    // A wrong code is refused (and counts as a failure: the account waits again).
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await logIn('192.0.2.50', admin.email, admin.password, wrongCode);
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).code).toBe('LOGIN_CODE_INVALID');
    expect(json(wrong).message).toBe(
      'This code is wrong, used or expired. Enter the latest code we sent, or log in without a code to get a new one',
    );
    expect((await logIn('192.0.2.50', admin.email, admin.password, code)).statusCode).toBe(429);
    seconds(10);
    // A wrong password with the right code is still a wrong password.
    expect(json(await logIn('192.0.2.50', admin.email, 'not-the-password', code)).code).toBe('INVALID_CREDENTIALS');
    seconds(20);
    const ok = await logIn('192.0.2.50', admin.email, admin.password, code);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.role).toBe('admin');
    // The failures are forgotten: the next login needs the password only.
    expect((await logIn('192.0.2.50', admin.email, admin.password)).statusCode).toBe(200);

    // Under attack again, the used code is refused.
    await fiveFailures(admin.email);
    seconds(60);
    const reused = await logIn('192.0.2.50', admin.email, admin.password, code);
    expect(json(reused).code).toBe('LOGIN_CODE_INVALID');
  });

  it('refuses an expired code, a code out of tries, and sends a new one at most once a minute', async () => {
    const admin = await f.admin();
    await fiveFailures(admin.email);
    seconds(60);
    expect(json(await logIn('192.0.2.51', admin.email, admin.password)).code).toBe('LOGIN_CODE_REQUIRED');
    seconds(30);
    // Asking again within the minute sends nothing new; the code sent stands.
    expect(json(await logIn('192.0.2.51', admin.email, admin.password)).code).toBe('LOGIN_CODE_REQUIRED');
    let sent = await codesSentTo(admin.id);
    expect(sent).toHaveLength(2);
    const first = sent[0]!.code!;

    // Ten minutes after it was sent, the code has expired.
    seconds(10 * 60 - 30);
    expect(json(await logIn('192.0.2.51', admin.email, admin.password, first)).code).toBe('LOGIN_CODE_INVALID');

    // Asking again now sends a new code; the first one is no use any more.
    seconds(60);
    expect(json(await logIn('192.0.2.51', admin.email, admin.password)).code).toBe('LOGIN_CODE_REQUIRED');
    sent = await codesSentTo(admin.id);
    expect(sent).toHaveLength(4);
    const second = sent[2]!.code!;
    expect(second).not.toBe(first);

    // Five wrong tries use the code up: the right one after them is refused.
    for (let i = 0; i < 5; i++) {
      const guess = String((Number(second) + i + 1) % 1_000_000).padStart(6, '0');
      expect(json(await logIn('192.0.2.51', admin.email, admin.password, guess)).code).toBe('LOGIN_CODE_INVALID');
      seconds(60);
    }
    expect(json(await logIn('192.0.2.51', admin.email, admin.password, second)).code).toBe('LOGIN_CODE_INVALID');
    seconds(60);
    // A new code after that logs in.
    expect(json(await logIn('192.0.2.51', admin.email, admin.password)).code).toBe('LOGIN_CODE_REQUIRED');
    const third = (await codesSentTo(admin.id))[4]!.code!;
    expect((await logIn('192.0.2.51', admin.email, admin.password, third)).statusCode).toBe(200);
  });

  it('hands the code to the server’s log too when no real SMS gateway or SMTP server can carry it', async () => {
    const admin = await f.admin();
    await fiveFailures(admin.email);
    seconds(60);
    const handed: string[] = [];
    const attempt = () =>
      logInService(
        database.db,
        memoryRateLimitStore(() => now),
        '192.0.2.54',
        { email: admin.email, password: admin.password },
        { now: new Date(now), codeWithoutChannel: (email, code) => handed.push(`${email} ${code}`) },
      );
    await expect(attempt()).rejects.toMatchObject({ code: 'LOGIN_CODE_REQUIRED' });
    const [sms] = await codesSentTo(admin.id);
    expect(handed).toEqual([`${admin.email} ${sms!.code}`]);
    // Asked again within the minute: no new code, nothing more in the log.
    await expect(attempt()).rejects.toMatchObject({ code: 'LOGIN_CODE_REQUIRED' });
    expect(handed).toHaveLength(1);
  });

  it('writes the code in the admin’s language, Bangla too', async () => {
    const admin = await f.admin();
    await database.db.update(users).set({ language: 'bn' }).where(eq(users.id, admin.id));
    await fiveFailures(admin.email);
    seconds(60);
    expect(json(await logIn('192.0.2.52', admin.email, admin.password)).code).toBe('LOGIN_CODE_REQUIRED');
    const [sms, email] = await codesSentTo(admin.id);
    expect(sms!.body).toBe(`বন্ড বাইক রেন্টাল অ্যাডমিন লগ ইন কোড: ${sms!.code}। ১০ মিনিট চলবে। কাউকে দেবেন না।`);
    expect(email!.subject).toBe(`আপনার অ্যাডমিন লগ ইন কোড: ${sms!.code}`);
  });

  it('answers the code’s messages in Bangla to a Bangla browser', async () => {
    const admin = await f.admin();
    await fiveFailures(admin.email);
    seconds(60);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.53',
      headers: { cookie: 'lang=bn' },
      payload: { email: admin.email, password: admin.password },
    });
    expect(json(res).message).toBe('আপনার ফোন ও ই-মেইলে ৬ অঙ্কের একটি কোড পাঠিয়েছি। লগ ইন করতে কোডটি লিখুন');
    const notACode = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.53',
      headers: { cookie: 'lang=bn' },
      payload: { email: admin.email, password: 'wrong-wrong', code: 'abc' },
    });
    expect(json(notACode).errorMessage[0].message).toBe('আমাদের পাঠানো ৬ অঙ্কের কোডটি লিখুন');
  });
});
