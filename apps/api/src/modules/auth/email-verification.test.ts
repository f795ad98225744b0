import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, rentals, users } from '../../db/schema.ts';
import { json, setUpTestApp, TEST_JWT_SECRET } from '../../test/test-app.ts';
import { ensureAdmin } from './auth.service.ts';
import { verificationToken } from './email-verification.ts';

/**
 * Decision 023: an e-mail address gets nothing but its verification link until its owner opens it; the link
 * is signed, expires, and is bound to the account and the address; asking for it again is limited.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

/** The verification e-mails queued for an account, oldest first. */
const verificationMails = (userId: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.template, 'email_verification')))
    .orderBy(messages.id);

/** The token of the link an e-mail carries, as the web page reads it from the address. */
const tokenIn = (body: string) =>
  new URL(/https?:\/\/\S*verify-email\?token=\S+/.exec(body)![0]).searchParams.get('token')!;

const verify = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, headers });

const me = async (token: string) => json(await t.api('GET', '/api/users/me', token)).data;

describe('signing up sends the verification link, and only it', () => {
  it('one e-mail with a link to the verify page, in the customer’s language; the profile says unverified', async () => {
    // A name that reads as a warning (one with a web address is refused at sign-up, docs/decisions/025).
    const rider = await t.customer({ name: 'Account Locked Verify Now' }, { emailVerified: false });
    const [mail, ...more] = await verificationMails(rider.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', recipient: rider.email, status: 'queued', language: 'en' });
    expect(mail!.body).toMatch(/http:\/\/shop\.test\/verify-email\?token=[\w.-]+/);
    // It says nothing the person who signed up chose: anyone can sign up with anyone's address.
    expect(mail!.body + mail!.subject + mail!.html).not.toContain('Account Locked');
    expect([...mail!.html!.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      `http://shop.test/verify-email?token=${tokenIn(mail!.body)}`,
    ]);
    expect((await me(rider.token)).emailVerified).toBe(false);

    const bangla = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { cookie: 'lang=bn' },
      payload: {
        name: 'Nusrat',
        email: `bn-${rider.email}`,
        phone: '01812345678',
        address: 'Mirpur',
        password: 'long-enough-1',
      },
      remoteAddress: '10.9.9.9',
    });
    expect(bangla.statusCode, bangla.body).toBe(201);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `bn-${rider.email}`));
    const [bnMail] = await verificationMails(row!.id);
    expect(bnMail!.language).toBe('bn');
    expect(bnMail!.body).toMatch(/http:\/\/shop\.test\/bn\/verify-email\?token=/);
    expect(bnMail!.subject).toMatch(/[\u0980-\u09FF]/);
  });

  it('the link verifies the address; opening it again is no error', async () => {
    const rider = await t.customer({}, { emailVerified: false });
    const token = tokenIn((await verificationMails(rider.id))[0]!.body);
    const first = await verify(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toEqual({
      success: true,
      message: 'Your e-mail address is verified',
      data: { email: rider.email, emailVerified: true },
    });
    expect((await me(rider.token)).emailVerified).toBe(true);
    expect((await verify(token)).statusCode).toBe(200);
    // And in Bangla for a Bangla reader.
    expect(json(await verify(token, { cookie: 'lang=bn' })).message).toBe('আপনার ই-মেইল ঠিকানা যাচাই হয়েছে');
  });

  it('a changed, made-up, expired or other-address link is refused with 400 in the error shape', async () => {
    const rider = await t.customer({}, { emailVerified: false });
    const token = tokenIn((await verificationMails(rider.id))[0]!.body);
    const [id, expires, sig] = token.split('.') as [string, string, string];
    const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherAddress = verificationToken(TEST_JWT_SECRET, id, `x-${rider.email}`, new Date(Date.now() + 3_600_000));
    const otherSecret = verificationToken(
      'another-secret-that-is-long-enough-too',
      id,
      rider.email,
      new Date(Date.now() + 3_600_000),
    );
    for (const bad of [
      `${id}.${expires}.${flipped}`,
      `${id}.zzzzzz.${sig}`,
      'not-a-token',
      otherAddress,
      otherSecret,
    ]) {
      const res = await verify(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(json(res)).toEqual({
        success: false,
        code: 'VERIFICATION_LINK_INVALID',
        message:
          'This verification link is not valid: it was changed, or it is for an address this account no longer has',
        errorMessage: [
          {
            path: 'token',
            message:
              'This verification link is not valid: it was changed, or it is for an address this account no longer has',
          },
        ],
      });
    }
    const expired = await verify(verificationToken(TEST_JWT_SECRET, id, rider.email, new Date(Date.now() - 1000)));
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toMatchObject({
      code: 'VERIFICATION_LINK_EXPIRED',
      message: 'This verification link has expired. Log in and ask for a new one in View Profile',
    });
    expect(json(await verify('')).errorMessage[0]).toEqual({ path: 'token', message: 'Token is required' });
    expect((await me(rider.token)).emailVerified).toBe(false);
  });

  it('a link for an address the account no longer has does nothing', async () => {
    const rider = await t.customer({}, { emailVerified: false });
    const token = tokenIn((await verificationMails(rider.id))[0]!.body);
    await t.database.db
      .update(users)
      .set({ email: `moved-${rider.email}` })
      .where(eq(users.id, rider.id));
    expect(json(await verify(token)).code).toBe('VERIFICATION_LINK_INVALID');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, rider.id));
    expect(row!.emailVerifiedAt).toBeNull();
  });
});

describe('asking for the link again', () => {
  it('is for a logged-in account, one a minute and five an hour, and not once verified', async () => {
    const rider = await t.customer({}, { emailVerified: false });
    expect((await t.api('POST', '/api/auth/verify-email/resend')).statusCode).toBe(401);
    // The sign-up's e-mail went a moment ago: the next one waits for the minute.
    const soon = await t.api('POST', '/api/auth/verify-email/resend', rider.token);
    expect(soon.statusCode).toBe(429);
    expect(json(soon)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 1 minute',
    });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Each earlier e-mail moved back past the minute, as the clock would.
    const older = () =>
      t.database.db
        .update(messages)
        .set({ createdAt: new Date(Date.now() - 61_000 - 1000 * Math.random()) })
        .where(and(eq(messages.userId, rider.id), eq(messages.template, 'email_verification')));
    for (let i = 0; i < 4; i++) {
      await older();
      const again = await t.api('POST', '/api/auth/verify-email/resend', rider.token);
      expect(again.statusCode, again.body).toBe(200);
      expect(json(again).message).toBe(`A new verification link is on its way to ${rider.email}`);
    }
    await older();
    const sixth = await t.api('POST', '/api/auth/verify-email/resend', rider.token);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(58 * 60);
    const mails = await verificationMails(rider.id);
    expect(mails).toHaveLength(5);
    // Every link works, the newest as well as the first.
    expect((await verify(tokenIn(mails.at(-1)!.body))).statusCode).toBe(200);
    const done = await t.api('POST', '/api/auth/verify-email/resend', rider.token);
    expect(done.statusCode).toBe(409);
    expect(json(done)).toMatchObject({
      code: 'EMAIL_ALREADY_VERIFIED',
      message: 'This e-mail address is verified already',
    });
  });
});

describe('what an unverified address is sent', () => {
  it('nothing but the link: the confirmation goes by SMS alone, e-mail reminders by SMS, a lapsed hold not at all', async () => {
    const bike = await t.bike(admin.token);
    const rider = await t.customer({}, { emailVerified: false });
    const profile = { name: rider.name, phone: rider.phone, address: rider.address, reminderChannel: 'email' };
    expect((await t.api('PUT', '/api/users/me', rider.token, profile)).statusCode).toBe(200);
    const booking = await t.activeRental(rider.token, bike._id, t.inMinutes(3000), t.inMinutes(3060));
    const of = async (rentalId: string) =>
      (await t.database.db.select().from(messages).where(eq(messages.rentalId, rentalId))).map(
        (m) => `${m.template}/${m.channel}`,
      );
    expect(await of(booking.rentalId)).toEqual(['booking_confirmed/sms']);
    await t.app.outbox.tick(new Date(Date.parse(t.inMinutes(3000)) - 60 * 60_000));
    expect((await of(booking.rentalId)).sort()).toEqual(['booking_confirmed/sms', 'pickup_reminder/sms']);

    const unpaid = json(await t.book(rider.token, bike._id, t.inMinutes(5000), t.inMinutes(5060))).data.booking;
    const [hold] = await t.database.db
      .select({ at: rentals.holdExpiresAt })
      .from(rentals)
      .where(eq(rentals.id, unpaid.rentalId));
    await t.app.outbox.tick(hold!.at!);
    expect(await of(unpaid.rentalId)).toEqual([]);

    // Verified, the same customer gets e-mail again.
    await verify(tokenIn((await verificationMails(rider.id))[0]!.body));
    const later = await t.activeRental(rider.token, bike._id, t.inMinutes(7000), t.inMinutes(7060));
    expect((await of(later.rentalId)).sort()).toEqual(['booking_confirmed/email', 'booking_confirmed/sms']);
  });

  it('an e-mail queued before the address stopped being verified is not sent to it', async () => {
    const bike = await t.bike(admin.token);
    const rider = await t.customer();
    const booking = await t.activeRental(rider.token, bike._id, t.inMinutes(9000), t.inMinutes(9060));
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, rider.id));
    const plain = await (
      await import('../../test/test-app.ts')
    ).buildTestApp(t.database, {
      email: { smtpUrl: 'smtp://127.0.0.1:9', from: 'shop@shop.test' },
    });
    try {
      await plain.outbox.tick(new Date());
    } finally {
      await plain.close();
    }
    const [mail] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.rentalId, booking.rentalId), eq(messages.channel, 'email')));
    expect(mail).toMatchObject({ status: 'failed' });
    expect(mail!.lastError).toBe(
      'Not sent: the address is not verified (or no longer the account’s), and gets nothing but its verification link',
    );
  });
});

describe('accounts the shop vouches for', () => {
  it('the admin named by ADMIN_EMAIL counts as verified, created or promoted', async () => {
    const email = `owner-${Date.now()}@bondbikerental.test`;
    expect(await ensureAdmin(t.database.db, email, 'owner-pass-1234')).toBe('created');
    const rider = await t.customer({}, { emailVerified: false });
    expect(await ensureAdmin(t.database.db, rider.email, 'owner-pass-1234')).toBe('updated');
    const rows = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    for (const e of [email, rider.email]) expect(rows.find((r) => r.email === e)!.emailVerifiedAt).not.toBeNull();
  });
});
