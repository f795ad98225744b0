import { AuditEntrySchema } from '@bond/contract/audit';
import { UserSchema } from '@bond/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riderProfiles, users } from '../../db/schema.ts';
import { json, setUpTestApp, uniqueEmail } from '../../test/test-app.ts';

/**
 * Customers at the counter (docs/product/the-counter.md#walk-ins,
 * docs/product/accounts-and-roles.md#customers-made-at-the-counter): staff and admins find customers by
 * phone in any form, by name or e-mail, and make an account with a name and a phone number, without a
 * password. Phone numbers are stored in one form everywhere (docs/product/accounts-and-roles.md#phone-numbers).
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
let staff: Awaited<ReturnType<typeof t.customer>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin({ phone: '+8801999000001' });
  staff = await t.staffMember(admin.token, { name: 'Counter Staff', phone: '01999000002' });
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = staff.token) => t.api('POST', '/api/customers', token, body);
const search = async (text: string, token = staff.token) => {
  const res = await t.api('GET', `/api/customers?search=${encodeURIComponent(text)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (json(res).data as { name: string }[]).map((c) => c.name);
};

describe('POST /api/customers', () => {
  it('makes a customer with a name and a phone, stored as +880…, without a password, logged with who made it', async () => {
    const res = await create({ name: 'Walk-in Rafiq', phone: '880 1722-001001' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ success: true, message: 'Customer account created' });
    const customer = UserSchema.strict().parse(json(res).data);
    expect(customer).toMatchObject({
      name: 'Walk-in Rafiq',
      phone: '+8801722001001',
      email: '',
      address: '',
      role: 'user',
      emailVerified: false,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer._id));
    expect(row).toMatchObject({ passwordHash: null, phone: '+8801722001001', email: '' });

    const audit = await t.api('GET', '/api/audit?action=user.created', admin.token);
    const entry = AuditEntrySchema.array()
      .parse(json(audit).data)
      .find((e) => e.subject._id === customer._id);
    expect(entry).toMatchObject({
      actor: { _id: staff.id },
      subject: { type: 'user', label: 'Walk-in Rafiq · +8801722001001' },
      before: null,
      after: { name: 'Walk-in Rafiq', phone: '+8801722001001', email: null },
    });
  });

  it('takes an e-mail and an address when given; an empty one counts as not given', async () => {
    const email = uniqueEmail('walkin');
    const res = await create({
      name: 'Walk-in Mina',
      phone: '01722001002',
      email: ` ${email.toUpperCase()} `,
      address: 'Uttara',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data).toMatchObject({ email, address: 'Uttara', phone: '+8801722001002' });
    const blank = await create({ name: 'Walk-in Blank', phone: '01722001003', email: '  ', address: '' });
    expect(blank.statusCode, blank.body).toBe(201);
    expect(json(blank).data).toMatchObject({ email: '', address: '' });
    // Two accounts without an e-mail: '' is nobody's address, so it is not "taken".
    expect((await create({ name: 'Walk-in Blank 2', phone: '01722001004' })).statusCode).toBe(201);
  });

  it('refuses a phone already on an account, however it is written, saying only that', async () => {
    const first = await create({ name: 'Walk-in Sumon', phone: '01722001005' });
    expect(first.statusCode).toBe(201);
    for (const phone of ['01722001005', '+880 1722 001005', '8801722001005']) {
      const res = await create({ name: 'Someone Else', phone });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({
        success: false,
        code: 'PHONE_TAKEN',
        message: 'This phone number is already on an account',
        errorMessage: [{ path: 'phone', message: 'This phone number is already on an account' }],
      });
    }
    // An online customer's number too, and a sign-up or a profile with a number the counter gave an account.
    const online = await t.customer({ phone: '01722001006' });
    expect(json(await create({ name: 'X', phone: '01722 001006' })).code).toBe('PHONE_TAKEN');
    const signUp = await t.api('POST', '/api/auth/signup', undefined, {
      name: 'Late Online',
      email: uniqueEmail(),
      phone: '+8801722001005',
      address: 'Dhaka',
      password: 'long-enough-1',
    });
    expect(signUp.statusCode).toBe(409);
    expect(json(signUp).code).toBe('PHONE_TAKEN');
    const profile = await t.api('PUT', '/api/users/me', online.token, {
      name: online.name,
      phone: '01722-001005',
      address: online.address,
    });
    expect(profile.statusCode).toBe(409);
    expect(json(profile).errorMessage[0]).toEqual({
      path: 'phone',
      message: 'This phone number is already on an account',
    });
    // Nothing was written by the refused calls.
    expect(json(await t.api('GET', '/api/users/me', online.token)).data.phone).toBe('+8801722001006');
    expect(await search('1722001005')).toEqual(['Walk-in Sumon']);
  });

  it('says PHONE_TAKEN in Bangla too', async () => {
    await create({ name: 'Walk-in Bangla', phone: '01722001007' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: `Bearer ${staff.token}`, cookie: 'lang=bn' },
      payload: { name: 'X', phone: '01722001007' },
    });
    expect(json(res).errorMessage[0].message).toBe('এই ফোন নম্বরে আগেই একটি অ্যাকাউন্ট আছে');
  });

  it('refuses an e-mail already on an account with the existing 409', async () => {
    const online = await t.customer();
    const res = await create({ name: 'Walk-in Dup', phone: '01722001008', email: online.email });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'EMAIL_TAKEN', errorMessage: [{ path: 'email' }] });
  });

  it('refuses a foreign, landline or malformed number with 400 naming the phone, in English and Bangla', async () => {
    for (const phone of ['+44 20 7946 0958', '+919812345678', '02-9876543', '01212345678', '0172200100', 'call me']) {
      const res = await create({ name: 'Walk-in Foreign', phone });
      expect(res.statusCode, phone).toBe(400);
      expect(json(res).errorMessage).toEqual([
        {
          path: 'phone',
          message: 'Phone must be a Bangladeshi mobile number, such as 01712 345678 or +880 1712 345678',
        },
      ]);
    }
    const bn = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: `Bearer ${staff.token}`, cookie: 'lang=bn' },
      payload: { name: 'X', phone: '+44 20 7946 0958' },
    });
    expect(json(bn).errorMessage[0]).toEqual({
      path: 'phone',
      message: 'বাংলাদেশের একটি মোবাইল নম্বর দিন, যেমন ০১৭১২ ৩৪৫৬৭৮ বা +৮৮০ ১৭১২ ৩৪৫৬৭৮',
    });
    for (const [body, field] of [
      [{ phone: '01722001009' }, 'name'],
      [{ name: 'No Phone' }, 'phone'],
      [{ name: 'Bad Mail', phone: '01722001009', email: 'nope' }, 'email'],
      [{ name: 'Extra', phone: '01722001009', password: 'secret-pass-1' }, 'password'],
    ] as const) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errorMessage[0].path).toBe(field);
    }
  });

  it('makes an account no password logs in to: a login with its e-mail is refused like a wrong password', async () => {
    const email = uniqueEmail('nopass');
    expect((await create({ name: 'Walk-in NoPass', phone: '01722001010', email })).statusCode).toBe(201);
    for (const password of ['', 'anything-at-all', '!no-login']) {
      const res = await t.api('POST', '/api/auth/login', undefined, { email, password });
      expect(res.statusCode).toBe(password === '' ? 400 : 401);
      if (password !== '') {
        expect(json(res)).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' });
      }
    }
  });

  it('is for staff and admins: a customer gets 403 before the body is read, a visitor 401', async () => {
    const rider = await t.customer();
    for (const body of [{ name: 'Fine', phone: '01722001011' }, { phone: 'not a phone' }, {}]) {
      const res = await create(body, rider.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(json(res).code).toBe('FORBIDDEN');
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: `Bearer ${rider.token}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(403);
    expect((await t.api('GET', '/api/customers?page=zero', rider.token)).statusCode).toBe(403);
    expect((await t.api('POST', '/api/customers', undefined, { name: 'X', phone: '01722001011' })).statusCode).toBe(
      401,
    );
    expect((await t.api('GET', '/api/customers')).statusCode).toBe(401);
    const byAdmin = await create({ name: 'Made By Admin', phone: '01722001011' }, admin.token);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });
});

describe('GET /api/customers', () => {
  it('says where each customer’s rider papers stand, an approval past its licence’s expiry as expired', async () => {
    const made = async (name: string, phone: string) =>
      (json(await create({ name, phone })).data as { _id: string })._id;
    const approved = await made('Papers Approved', '01766000001');
    const lapsed = await made('Papers Lapsed', '01766000002');
    await made('Papers None', '01766000003');
    const file = (userId: string, licenceExpiry: string) => ({
      userId,
      nidNumber: '1990123456789',
      licenceNumber: 'DK0123456L00001',
      licenceExpiry,
      review: 'approved' as const,
      submittedAt: new Date(),
    });
    await t.database.db.insert(riderProfiles).values([file(approved, '2099-12-31'), file(lapsed, '2020-01-31')]);
    const listed = json(await t.api('GET', '/api/customers?search=0176600000', staff.token)).data as {
      name: string;
      riderStatus: string;
    }[];
    expect(Object.fromEntries(listed.map((c) => [c.name, c.riderStatus]))).toEqual({
      'Papers Approved': 'approved',
      'Papers Lapsed': 'expired',
      'Papers None': 'none',
    });
  });

  it('finds a customer by every way of writing their number, by part of it, by name and by e-mail', async () => {
    const email = uniqueEmail('nazma');
    await create({ name: 'Nazma Begum', phone: '+880 1733-445566', email });
    for (const form of [
      '01733445566',
      '+8801733445566',
      '8801733445566',
      '880 1733 445566',
      '0173-344-5566',
      '01733',
      '445566',
      '33 4455',
    ]) {
      expect(await search(form), form).toEqual(['Nazma Begum']);
    }
    expect(await search('nazma')).toEqual(['Nazma Begum']);
    expect(await search(email.slice(0, 12).toUpperCase())).toEqual(['Nazma Begum']);
    expect(await search('no-such-customer')).toEqual([]);
    expect(await search('01733445567')).toEqual([]);
  });

  it('lists open customers only: not staff, not admins, not deactivated accounts', async () => {
    await create({ name: 'Listed Lima', phone: '01744000001' });
    const gone = json(await create({ name: 'Listed Gone', phone: '01744000002' })).data as { _id: string };
    expect((await t.api('DELETE', `/api/users/${gone._id}`, admin.token)).statusCode).toBe(200);
    const colleague = json(await create({ name: 'Listed Colleague', phone: '01744000003' })).data as { _id: string };
    await t.api('PATCH', `/api/users/${colleague._id}/role`, admin.token, { role: 'staff' });
    expect(await search('0174400000')).toEqual(['Listed Lima']);
    expect(await search('Counter Staff')).toEqual([]);
    // A deactivated account's number is free for a new account.
    expect((await create({ name: 'Listed Again', phone: '01744000002' })).statusCode).toBe(201);
  });

  it('pages like every growing list: page and pageSize, with the total', async () => {
    for (let i = 0; i < 5; i++) await create({ name: `Paged Walk-in ${i}`, phone: `0175500000${i}` });
    const all = json(await t.api('GET', '/api/customers?search=Paged%20Walk-in', staff.token));
    expect(all.meta).toEqual({ page: 1, pageSize: 50, total: 5, pageCount: 1 });
    expect(all.data.map((c: { name: string }) => c.name)).toEqual([0, 1, 2, 3, 4].map((i) => `Paged Walk-in ${i}`));
    const page2 = json(await t.api('GET', '/api/customers?search=Paged%20Walk-in&pageSize=2&page=2', staff.token));
    expect(page2.meta).toEqual({ page: 2, pageSize: 2, total: 5, pageCount: 3 });
    expect(page2.data.map((c: { name: string }) => c.name)).toEqual(['Paged Walk-in 2', 'Paged Walk-in 3']);
    for (const query of ['page=0', 'pageSize=201', 'limit=5', 'search=' + 'x'.repeat(101)]) {
      const res = await t.api('GET', `/api/customers?${query}`, staff.token);
      expect(res.statusCode, query).toBe(400);
      expect(json(res).code).toBe('VALIDATION_FAILED');
    }
  });
});
