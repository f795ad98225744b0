import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../test/test-app.ts';
import { LINK_FALLBACK, LINKS_PER_ADDRESS } from './rental-links.routes.ts';

/**
 * The short link an SMS carries (docs/decisions/017 and 025): it opens the rental for its
 * customer and the shop's admins, signed in by the web app's cookie, and answers everyone else the same,
 * whatever the code, so a stranger learns neither that a rental exists nor its id.
 */
let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
let rider: Awaited<ReturnType<typeof t.customer>>;
let rentalId: string;
let code: string;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
  rider = await t.customer();
  const bike = await t.bike(admin.token);
  rentalId = (await t.activeRental(rider.token, bike._id, t.inMinutes(11_000), t.inMinutes(11_060))).rentalId;
  code = rentalId.slice(0, 8);
});
afterAll(() => t.close());

let nextAddress = 0;
/** Each call from an address of its own unless told, so the per-address limit stays out of the way. */
const open = (
  path: string,
  token?: string,
  remoteAddress = `10.77.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`,
) =>
  t.app.inject({
    method: 'GET',
    url: path,
    remoteAddress,
    ...(token ? { headers: { cookie: `authToken=${token}` } } : {}),
  });

/** What a response tells its reader: its status, where it sends them, and its headers' names. */
const answer = (res: Awaited<ReturnType<typeof open>>) => ({
  status: res.statusCode,
  location: res.headers.location,
  body: res.body,
  headers: Object.keys(res.headers)
    .filter((name) => name !== 'date')
    .sort(),
});

describe('the short link an SMS carries', () => {
  it('opens the rental for its customer, upper case or lower, and for an admin', async () => {
    for (const link of [`/r/${code}`, `/r/${code.toUpperCase()}`]) {
      const res = await open(link, rider.token);
      expect(res.statusCode, link).toBe(302);
      expect(res.headers.location, link).toBe(`/dashboard/rentals/${rentalId}`);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await open(`/r/${code}`, admin.token)).headers.location).toBe(`/dashboard/rentals/${rentalId}`);
  });

  it('answers a stranger the same for a rental’s code, an unknown code and a malformed one, without the id', async () => {
    const theirs = answer(await open(`/r/${code}`));
    expect(theirs.status).toBe(302);
    expect(theirs.location).toBe(LINK_FALLBACK);
    expect(JSON.stringify(theirs)).not.toContain(rentalId.slice(8));
    for (const path of ['/r/00000000', '/r/not-hex!', '/r/1234', `/r/${code}0`]) {
      expect(answer(await open(path)), path).toEqual(theirs);
    }
  });

  it('answers the same to another customer, a forged cookie and a logged-out session', async () => {
    const stranger = answer(await open(`/r/${code}`));
    const other = await t.customer();
    expect(answer(await open(`/r/${code}`, other.token))).toEqual(stranger);

    const [head, payload = '', signature] = rider.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const asAdmin = Buffer.from(JSON.stringify({ ...claims, user_role: 'admin' })).toString('base64url');
    const noneHead = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const forged of [`${head}.${asAdmin}.${signature}`, `${noneHead}.${payload}.`, 'abc.def.ghi']) {
      expect(answer(await open(`/r/${code}`, forged)), forged).toEqual(stranger);
    }

    const leaving = await t.customer();
    const itsBike = await t.bike(admin.token);
    const itsRental = await t.activeRental(leaving.token, itsBike._id, t.inMinutes(12_000), t.inMinutes(12_060));
    const itsCode = itsRental.rentalId.slice(0, 8);
    expect((await open(`/r/${itsCode}`, leaving.token)).headers.location).toBe(
      `/dashboard/rentals/${itsRental.rentalId}`,
    );
    expect((await t.api('POST', '/api/auth/logout-all', leaving.token)).statusCode).toBe(200);
    expect(answer(await open(`/r/${itsCode}`, leaving.token))).toEqual(stranger);
  });

  it('is limited per address: past the limit a 429 in the error shape, other addresses unaffected', async () => {
    const from = '10.78.0.1';
    for (let i = 0; i < LINKS_PER_ADDRESS; i += 1) {
      expect((await open(`/r/${i.toString(16).padStart(8, '0')}`, undefined, from)).statusCode).toBe(302);
    }
    const refused = await open(`/r/${code}`, rider.token, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await open(`/r/${code}`, rider.token, '10.78.0.2')).headers.location).toBe(
      `/dashboard/rentals/${rentalId}`,
    );
  });
});
