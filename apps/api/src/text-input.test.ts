import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikeInput, json, setUpTestApp, uniquePhone } from './test/test-app.ts';

/**
 * docs/decisions/025: text the shop cannot store is refused with a 400 before
 * anything changes, and names are stored as they look: without bidi controls or zero-width characters, in
 * NFC, and never with a web address in them.
 */
let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;
beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());

const bikeOf = async (id: string) => json(await t.api('GET', `/api/bikes/${id}`)).data;

describe('a bike’s text fields', () => {
  it('refuses a lone surrogate in any field with a 400 in the error shape, and the bike stays as it was', async () => {
    const bike = await t.bike(adminToken, { name: 'Honda Livo 110' });
    const before = await bikeOf(bike._id);
    for (const field of ['name', 'brand', 'model', 'description', 'image']) {
      const res = await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, { [field]: 'Livo \uD800' });
      expect(res.statusCode, field).toBe(400);
      expect(json(res), field).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(json(res).errorMessage, field).toEqual([
        { path: field, message: expect.stringMatching(/ contains an invalid character$/) },
      ]);
    }
    const created = await t.api('POST', '/api/bikes', adminToken, bikeInput({ name: '\uDFFF' }));
    expect(created.statusCode).toBe(400);
    expect(await bikeOf(bike._id)).toEqual(before);
  });

  it('stores names without bidi controls or zero-width characters but with Bangla’s joiners, every text in NFC', async () => {
    const bike = await t.bike(adminToken, { name: 'Honda\u202Egnp.exe', brand: 'Hon\u200Bda', model: 'CB\u2066 150R' });
    const stored = await bikeOf(bike._id);
    expect(stored).toMatchObject({ name: 'Hondagnp.exe', brand: 'Honda', model: 'CB 150R' });
    // Bangla is kept exactly as written, its joiners between Bengali letters included.
    const bangla = await t.bike(adminToken, { name: 'র\u200D্যাপিড ক্\u200Cষিপ্র', brand: 'বাজাজ', model: 'পালসার' });
    expect(await bikeOf(bangla._id)).toMatchObject({
      name: 'র\u200D্যাপিড ক্\u200Cষিপ্র',
      brand: 'বাজাজ',
      model: 'পালসার',
    });
    const res = await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, {
      name: 'Cafe\u0301 Racer',
      description: 'Cafe\u0301 racer, 150cc',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bikeOf(bike._id)).toMatchObject({ name: 'Caf\u00E9 Racer', description: 'Caf\u00E9 racer, 150cc' });
    // The audit log holds what was stored.
    const audit = json(await t.api('GET', '/api/audit?action=bike.updated', adminToken)).data;
    expect(audit[0].after).toMatchObject({ name: 'Caf\u00E9 Racer' });
  });

  it('refuses a web address in a name, naming the field in English and Bangla', async () => {
    const bike = await t.bike(adminToken);
    const res = await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, { brand: 'www.evil.example' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorMessage).toEqual([{ path: 'brand', message: 'Brand must not contain a web address' }]);
    const bn = await t.app.inject({
      method: 'PUT',
      url: `/api/bikes/${bike._id}`,
      headers: { authorization: `Bearer ${adminToken}`, cookie: 'lang=bn' },
      payload: { brand: 'www.evil.example' },
    });
    expect(json(bn).errorMessage).toEqual([
      { path: 'brand', message: 'ব্র্যান্ড-এ কোনো ওয়েব ঠিকানা বা লিংক দেওয়া যাবে না' },
    ]);
  });
});

describe('a customer’s name', () => {
  const signUp = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: `text-${Math.random().toString(36).slice(2)}@example.com`,
        phone: uniquePhone(),
        address: 'Mirpur 10, Dhaka',
        password: 'secret-pass-1',
        ...body,
      },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  it('refuses a web address on sign-up and on a profile update', async () => {
    for (const name of ['Account locked! Verify at http://evil.example/x', 'www.evil.example']) {
      const res = await signUp({ name });
      expect(res.statusCode, name).toBe(400);
      expect(json(res).errorMessage).toEqual([{ path: 'name', message: 'Name must not contain a web address' }]);
    }
    const rider = await t.customer();
    const res = await t.api('PUT', '/api/users/me', rider.token, {
      name: 'Verify at http://evil.example/x',
      phone: rider.phone,
      address: rider.address,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorMessage).toEqual([{ path: 'name', message: 'Name must not contain a web address' }]);
    expect(json(await t.api('GET', '/api/users/me', rider.token)).data.name).toBe(rider.name);
  });

  it('is stored without bidi controls, and a lone surrogate in the address is refused', async () => {
    const rider = await t.customer({ name: 'Rahim\u202E Uddin\u200B' });
    expect(json(await t.api('GET', '/api/users/me', rider.token)).data.name).toBe('Rahim Uddin');
    const res = await t.api('PUT', '/api/users/me', rider.token, {
      name: 'Rahim Uddin',
      phone: rider.phone,
      address: 'Mirpur \uD800',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorMessage).toEqual([{ path: 'address', message: 'Address contains an invalid character' }]);
  });

  it('in the contact form is cleaned as well', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Karim\u2067 Mia', email: 'karim@example.com', message: 'Hello' },
      remoteAddress: '10.8.0.1',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json(sent).data.name).toBe('Karim Mia');
  });
});
