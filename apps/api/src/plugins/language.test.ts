import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, setUpTestApp, uniquePhone } from '../test/test-app.ts';

/**
 * The server answers in the request's language (docs/product/languages.md#choosing-the-language): Bangla with a `lang=bn` cookie or
 * an Accept-Language preferring Bangla, English otherwise; the cookie beats the header; codes and statuses
 * are the same in both.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let rider: Awaited<ReturnType<typeof t.customer>>;
beforeAll(async () => {
  t = await setUpTestApp();
  rider = await t.customer();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const BN_HEADER = { 'accept-language': 'bn-BD,bn;q=0.9' };
const REQUESTS: { name: string; headers: Headers; language: 'bn' | 'en' }[] = [
  { name: 'Accept-Language bn-BD,bn;q=0.9', headers: BN_HEADER, language: 'bn' },
  { name: 'cookie lang=bn', headers: { cookie: 'lang=bn' }, language: 'bn' },
  {
    name: 'cookie lang=bn over Accept-Language en',
    headers: { cookie: 'a=1; lang=bn', 'accept-language': 'en' },
    language: 'bn',
  },
  { name: 'Accept-Language en', headers: { 'accept-language': 'en' }, language: 'en' },
  { name: 'no language at all', headers: {}, language: 'en' },
  { name: 'cookie lang=en over Accept-Language bn', headers: { ...BN_HEADER, cookie: 'lang=en' }, language: 'en' },
];

let address = 0;
const logIn = (headers: Headers, email: string, password: string, from = '192.0.2.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers, remoteAddress: from, payload: { email, password } });

/** The answers this test compares, each as status, code, message and the first item's message. */
async function answers(headers: Headers) {
  const seen = (res: Awaited<ReturnType<typeof logIn>>) => {
    const body = json(res);
    return { status: res.statusCode, code: body.code, message: body.message, item: body.errorMessage?.[0]?.message };
  };
  const validation = await t.app.inject({ method: 'GET', url: '/api/bikes/not-an-id', headers });
  const notFound = await t.app.inject({ method: 'GET', url: `/api/bikes/${randomUUID()}`, headers });
  const badLogin = await logIn(headers, rider.email, 'not-the-password');
  // Ten failures from one address lock it out of the e-mail: the eleventh attempt is refused with a 429. (An
  // e-mail with no account, so that the account's own slowdown, below, does not step in first.)
  const from = `198.51.100.${(address += 1)}`;
  const nobody = `nobody-${address}@example.com`;
  for (let i = 0; i < 10; i++) await logIn(headers, nobody, 'still-not-it', from);
  const limited = await logIn(headers, nobody, rider.password, from);
  // Five failures on an account, from anywhere, slow every address down (decision 022).
  const victim = await t.signUp();
  for (let i = 0; i < 5; i++) await logIn(headers, victim.email, 'still-not-it', `198.18.${address}.${i}`);
  const slowed = await logIn(headers, victim.email, victim.password, `198.18.${address}.9`);
  const success = await logIn(headers, rider.email, rider.password);
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers,
    remoteAddress: `203.0.113.${address}`,
    payload: { name: '', email: 'x@example.com', phone: '01712345678', address: 'Mirpur', password: 'long-enough-1' },
  });
  return {
    validation: seen(validation),
    notFound: seen(notFound),
    badLogin: seen(badLogin),
    limited: { ...seen(limited), retryAfter: limited.headers['retry-after'] },
    slowed: { ...seen(slowed), retryAfter: slowed.headers['retry-after'] },
    success: seen(success),
    signup: seen(signup),
  };
}

const ENGLISH = {
  validation: { status: 400, code: 'VALIDATION_FAILED', message: 'Id must be a valid identifier' },
  notFound: { status: 404, code: 'NOT_FOUND', message: 'Bike not found' },
  badLogin: { status: 401, code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' },
  limited: { status: 429, code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 15 minutes' },
  slowed: {
    status: 429,
    code: 'RATE_LIMITED',
    message: 'Too many failed logins on this account. Please try again in 5 seconds',
  },
  success: { status: 200, message: 'Logged in successfully' },
  signup: { status: 400, code: 'VALIDATION_FAILED', message: 'Name is required' },
};
const BANGLA = {
  validation: { status: 400, code: 'VALIDATION_FAILED', message: 'আইডিটি সঠিক নয়' },
  notFound: { status: 404, code: 'NOT_FOUND', message: 'বাইক খুঁজে পাওয়া যায়নি' },
  badLogin: { status: 401, code: 'INVALID_CREDENTIALS', message: 'ই-মেইল বা পাসওয়ার্ড ভুল' },
  limited: { status: 429, code: 'RATE_LIMITED', message: 'অনেকবার চেষ্টা করা হয়েছে। ১৫ মিনিট পরে আবার চেষ্টা করুন' },
  slowed: {
    status: 429,
    code: 'RATE_LIMITED',
    message: 'এই অ্যাকাউন্টে অনেকবার ভুল লগ ইন হয়েছে। ৫ সেকেন্ড পরে আবার চেষ্টা করুন',
  },
  success: { status: 200, message: 'সফলভাবে লগ ইন হয়েছে' },
  signup: { status: 400, code: 'VALIDATION_FAILED', message: 'নাম দিতে হবে' },
};

describe('the server answers in the request’s language', () => {
  it.each(REQUESTS)('$name: $language', async ({ headers, language }) => {
    const got = await answers(headers);
    const expected = language === 'bn' ? BANGLA : ENGLISH;
    for (const [what, want] of Object.entries(expected)) {
      expect(got[what as keyof typeof got], what).toMatchObject(want);
      // The item the web app shows says the same as the message.
      if (what !== 'success') expect(got[what as keyof typeof got].item, what).toBe(want.message);
    }
    expect(got.limited.retryAfter).toBeDefined();
    expect(got.slowed.retryAfter).toBe('5');
  });

  it('a per-route limit’s own refusal (the contact form) comes in Bangla too', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { cookie: 'lang=bn' },
        remoteAddress: '192.0.2.200',
        payload: { name: 'Rahim', email: 'rahim@example.com', message: 'Hello' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(json(first).message).toBe('Rahim, আমাদের বার্তা পাঠানোর জন্য ধন্যবাদ!');
    let refused = first;
    for (let i = 0; i < 25 && refused.statusCode !== 429; i++) refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'গত এক ঘণ্টায় আপনি অনেক বার্তা পাঠিয়েছেন। অনুগ্রহ করে আমাদের ফোন করুন',
    });
  });

  it('the bike list, answered from the cache, is kept per language', async () => {
    const list = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/bikes', headers });
    const english = await list({});
    const bangla = await list(BN_HEADER);
    const englishAgain = await list({ 'accept-language': 'en' });
    expect(json(english).message).toMatch(/^(Bikes retrieved successfully|No bikes found)$/);
    expect(json(bangla).message).toMatch(/^(বাইকের তালিকা পাওয়া গেছে|কোনো বাইক পাওয়া যায়নি)$/);
    expect(json(englishAgain).message).toBe(json(english).message);
    expect(bangla.headers.etag).not.toBe(english.headers.etag);
  });
});

describe('a customer’s language (users.language)', () => {
  const signUpIn = (headers: Headers, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers,
      remoteAddress: '203.0.113.250',
      payload: { name: 'Nusrat Jahan', email, phone: uniquePhone(), address: 'Mirpur 10', password: 'long-enough-1' },
    });
  const me = async (token: string) => json(await t.api('GET', '/api/users/me', token)).data;

  it('is the language the customer signed up in, and shows in their profile', async () => {
    const bn = `bn-${randomUUID()}@example.com`;
    const signedUp = await signUpIn(BN_HEADER, bn);
    expect(signedUp.statusCode).toBe(201);
    expect(json(signedUp).message).toBe('নিবন্ধন সফল হয়েছে। এবার লগ ইন করুন');
    expect((await me(await t.login(bn, 'long-enough-1'))).language).toBe('bn');
    const en = `en-${randomUUID()}@example.com`;
    await signUpIn({}, en);
    expect((await me(await t.login(en, 'long-enough-1'))).language).toBe('en');
  });

  it('PUT /users/me may change it, keeps it when the spec’s call omits it, and refuses another', async () => {
    const profile = { name: 'Rahim Uddin', phone: '01712345678', address: 'Mirpur 10, Dhaka' };
    const changed = await t.api('PUT', '/api/users/me', rider.token, { ...profile, language: 'bn' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed).data.language).toBe('bn');
    const specCall = await t.api('PUT', '/api/users/me', rider.token, profile);
    expect(specCall.statusCode).toBe(200);
    expect(json(specCall).data.language).toBe('bn');
    const refused = await t.api('PUT', '/api/users/me', rider.token, { ...profile, language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'VALIDATION_FAILED', message: "language must be 'en' or 'bn'" });
    expect((await me(rider.token)).language).toBe('bn');
  });
});
