import { REFRESH_COOKIE_NAME } from '@bond/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, setUpTestApp, uniqueEmail, uniquePhone } from '../../test/test-app.ts';
import { SIGNUPS_PER_ADDRESS } from './auth.service.ts';

let t: Awaited<ReturnType<typeof setUpTestApp>>;
beforeAll(async () => {
  t = await setUpTestApp();
});
afterAll(() => t.close());

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('sign-up', () => {
  it('creates a customer, whatever role the body asks for', async () => {
    const email = uniqueEmail();
    const res = await t.api('POST', '/api/auth/signup', undefined, {
      name: 'Karim',
      email: `  ${email.toUpperCase()} `,
      phone: '01812345678',
      address: 'Banani',
      password: 'long-enough-1',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ success: true, message: 'Registration successful. Please log in' });
    const login = json(await t.api('POST', '/api/auth/login', undefined, { email, password: 'long-enough-1' }));
    expect(login.data).toEqual({ email, role: 'user' });
  });

  it('refuses a taken e-mail with 409', async () => {
    const { email } = await t.signUp();
    const res = await t.api('POST', '/api/auth/signup', undefined, {
      name: 'X',
      email,
      phone: '01712345678',
      address: 'Y',
      password: 'long-enough-1',
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      success: false,
      errorMessage: [{ path: 'email', message: 'An account with this email already exists. Please log in' }],
    });
  });

  it('names the field that is wrong', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'A', phone: '01712345678', address: 'B', password: 'long-enough-1' }, 'email'],
      [{ name: 'A', email: 'not-an-email', phone: '01712345678', address: 'B', password: 'long-enough-1' }, 'email'],
      [{ name: '', email: uniqueEmail(), phone: '01712345678', address: 'B', password: 'long-enough-1' }, 'name'],
      [{ name: 'A', email: uniqueEmail(), phone: 'call me', address: 'B', password: 'long-enough-1' }, 'phone'],
      [{ name: 'A', email: uniqueEmail(), phone: '01712345678', address: 'B', password: 'short' }, 'password'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api('POST', '/api/auth/signup', undefined, body);
      expect(res.statusCode).toBe(400);
      expect(json(res).errorMessage[0].path).toBe(field);
      expect(json(res).errorMessage[0].message.toLowerCase()).toContain(field);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(json(notJson).success).toBe(false);
  });

  it('lets many customers behind one shared address sign up: 60 an hour from it (docs/decisions/031)', async () => {
    expect(SIGNUPS_PER_ADDRESS).toBe(60);
    const from = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUPS_PER_ADDRESS + 1; i++) {
      const payload = {
        name: 'A',
        email: uniqueEmail('family'),
        phone: uniquePhone(),
        address: 'B',
        password: 'long-enough-1',
      };
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: from, payload });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, SIGNUPS_PER_ADDRESS).every((s) => s === 201)).toBe(true);
    expect(statuses[SIGNUPS_PER_ADDRESS]).toBe(429);
  });
});

describe('login and tokens', () => {
  it('answers a 7-day token with user_email and user_role, and an http-only refresh cookie', async () => {
    const { email, password } = await t.signUp();
    const res = await t.api('POST', '/api/auth/login', undefined, { email, password });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ success: true, message: 'Logged in successfully', data: { email, role: 'user' } });
    const claims = decode(body.token);
    expect(claims).toMatchObject({ user_email: email, user_role: 'user' });
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      cookies: { [REFRESH_COOKIE_NAME]: cookie!.value },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decode(json(refreshed).token).user_email).toBe(email);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/refresh-token' })).statusCode).toBe(401);
    // The access token is not a refresh token.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/refresh-token',
          cookies: { [REFRESH_COOKIE_NAME]: body.token },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('logging out everywhere ends every token and refresh cookie of the account at once', async () => {
    const { email, password } = await t.signUp();
    const phone = await t.api('POST', '/api/auth/login', undefined, { email, password });
    const laptop = await t.api('POST', '/api/auth/login', undefined, { email, password });
    const phoneCookie = phone.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)!.value;
    expect((await t.api('POST', '/api/auth/logout-all')).statusCode).toBe(401);
    const res = await t.api('POST', '/api/auth/logout-all', json(laptop).token);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Logged out on every device');
    expect((await t.api('GET', '/api/users/me', json(phone).token)).statusCode).toBe(401);
    expect((await t.api('GET', '/api/users/me', json(laptop).token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      cookies: { [REFRESH_COOKIE_NAME]: phoneCookie },
    });
    expect(refreshed.statusCode).toBe(401);
    // A new login works as before.
    const again = await t.api('POST', '/api/auth/login', undefined, { email, password });
    expect((await t.api('GET', '/api/users/me', json(again).token)).statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown e-mail with the same message', async () => {
    const { email } = await t.signUp();
    const wrong = await t.api('POST', '/api/auth/login', undefined, { email, password: 'nope-nope' });
    const unknown = await t.api('POST', '/api/auth/login', undefined, { email: uniqueEmail(), password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).errorMessage[0].message).toBe('Email or password is incorrect');
    expect(json(unknown).errorMessage[0].message).toBe('Email or password is incorrect');
  });

  it('a few failures do not stand in the way of a correct login', async () => {
    const { email, password } = await t.signUp();
    for (let i = 0; i < 3; i++) await t.api('POST', '/api/auth/login', undefined, { email, password: 'wrong-wrong' });
    expect((await t.api('POST', '/api/auth/login', undefined, { email, password })).statusCode).toBe(200);
  });

  it('says when to try again after too many sign-ups from one address', async () => {
    const from = '10.99.0.2';
    let last;
    for (let i = 0; i < SIGNUPS_PER_ADDRESS + 1; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: from,
        payload: {
          name: 'A',
          email: uniqueEmail('burst'),
          phone: uniquePhone(),
          address: 'B',
          password: 'long-enough-1',
        },
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(json(last!).errorMessage[0].message).toBe('Too many attempts. Please try again in 60 minutes');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });

  it('rejects missing, malformed and tampered tokens with 401', async () => {
    const rider = await t.customer();
    expect((await t.api('GET', '/api/users/me')).statusCode).toBe(401);
    expect((await t.api('GET', '/api/users/me', 'not-a-token')).statusCode).toBe(401);
    const [h, p, s] = rider.token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decode(rider.token), user_role: 'admin' })).toString('base64url');
    expect((await t.api('GET', '/api/users/me', `${h}.${forged}.${s}`)).statusCode).toBe(401);
    expect((await t.api('GET', '/api/users/me', `${h}.${p}.${s}`)).statusCode).toBe(200);
  });
});

describe('refresh-token sessions', () => {
  const refreshCookie = (res: Awaited<ReturnType<typeof t.api>>) =>
    res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)?.value;
  const refresh = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/refresh-token', cookies: { [REFRESH_COOKIE_NAME]: cookie } });

  it('logging out ends the refresh cookie and the access token of that session, not the others', async () => {
    const { email, password } = await t.signUp();
    const phone = await t.api('POST', '/api/auth/login', undefined, { email, password });
    const laptop = await t.api('POST', '/api/auth/login', undefined, { email, password });
    const cookie = refreshCookie(phone)!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIE_NAME]: cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await t.api('GET', '/api/users/me', json(phone).token)).statusCode).toBe(401);
    // The laptop's session is another family: it goes on.
    expect((await t.api('GET', '/api/users/me', json(laptop).token)).statusCode).toBe(200);
    expect((await refresh(refreshCookie(laptop)!)).statusCode).toBe(200);
  });

  it('refreshing rotates the cookie: a different cookie comes back, and each one works once', async () => {
    const { email, password } = await t.signUp();
    const login = await t.api('POST', '/api/auth/login', undefined, { email, password });
    const first = refreshCookie(login)!;
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const second = refreshCookie(rotated)!;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(decode(second).sid).not.toBe(decode(first).sid);
    expect(decode(json(rotated).token)).toMatchObject({ user_email: email, user_role: 'user' });
    expect((await t.api('GET', '/api/users/me', json(rotated).token)).statusCode).toBe(200);
    const third = await refresh(second);
    expect(third.statusCode).toBe(200);
    // Each cookie works once.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('a rotated cookie presented again is refused and revokes its whole family', async () => {
    const { email, password } = await t.signUp();
    const login = await t.api('POST', '/api/auth/login', undefined, { email, password });
    const stolen = refreshCookie(login)!;
    const owner = await refresh(stolen);
    expect(owner.statusCode).toBe(200);
    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(json(replay).errorMessage[0].message).toBe('Your session has expired. Please log in again');
    // The successor the owner got is revoked too, and so are the family's access tokens.
    expect((await refresh(refreshCookie(owner)!)).statusCode).toBe(401);
    expect((await t.api('GET', '/api/users/me', json(owner).token)).statusCode).toBe(401);
    expect((await t.api('GET', '/api/users/me', json(login).token)).statusCode).toBe(401);
  });

  it('of two refreshes racing with one cookie, at most one succeeds', async () => {
    const { email, password } = await t.signUp();
    const cookie = refreshCookie(await t.api('POST', '/api/auth/login', undefined, { email, password }))!;
    const results = await Promise.all([refresh(cookie), refresh(cookie), refresh(cookie)]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r.statusCode === 401).length).toBeGreaterThanOrEqual(2);
  });
});
