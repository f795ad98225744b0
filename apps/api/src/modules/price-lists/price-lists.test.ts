import { randomUUID } from 'node:crypto';
import {
  AddOnSchema,
  CouponSchema,
  PriceRuleViewSchema,
  PublicAddOnSchema,
  PublicCouponSchema,
} from '@bond/contract/price-lists';
import { instantToShopWallClock } from '@bond/contract/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons: the owner's add-ons, price rules and
 * coupons, kept by the admin over HTTP, shown to the public without stock or limits, every change in the
 * audit log.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
  customerToken = (await t.customer()).token;
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
/** The Dhaka day `days` from now. */
const shopDay = (days: number) => instantToShopWallClock(new Date(Date.now() + days * DAY)).slice(0, 10);

let unique = 0;
const code = (prefix: string) => `${prefix}-${(unique += 1)}`;

const addOnInput = (over: Record<string, unknown> = {}) => ({
  code: code('kit'),
  name: { en: 'Raincoat', bn: 'রেইনকোট' },
  pricePerDay: 40,
  stock: 8,
  ...over,
});
const ruleInput = (over: Record<string, unknown> = {}) => ({
  name: { en: 'Pohela Boishakh', bn: 'পহেলা বৈশাখ' },
  kind: 'dates',
  from: '2027-04-14',
  to: '2027-04-14',
  percent: 20,
  ...over,
});
const couponInput = (over: Record<string, unknown> = {}) => ({
  code: code('Save'),
  kind: 'percent',
  value: 10,
  details: { en: 'Get 10% off', bn: '১০% ছাড় পান' },
  ...over,
});

const post = (url: string, body: Record<string, unknown>, token = adminToken) => t.api('POST', url, token, body);
const put = (url: string, body: Record<string, unknown>, token = adminToken) => t.api('PUT', url, token, body);

/** The audit rows of a subject, oldest first. */
const auditOf = async (subjectId: string, action: string) =>
  t.database.db
    .select({ before: auditLog.before, after: auditLog.after, label: auditLog.subjectLabel })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, action as 'add_on.created')))
    .orderBy(auditLog.id);

/** The field a 400 names first. */
const refusedField = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  return (res.json() as { errorMessage: { path: string }[] }).errorMessage[0]?.path;
};

describe('add-ons', () => {
  it('are added in capitals, changed, switched off, and logged with before and after', async () => {
    const res = await post('/api/add-ons', addOnInput({ code: '  top-box-1 ' }));
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe('Add-on added successfully');
    const added = AddOnSchema.strict().parse(json(res).data);
    expect(added).toMatchObject({ code: 'TOP-BOX-1', pricePerDay: 40, stock: 8, active: true });
    expect(await auditOf(added._id, 'add_on.created')).toEqual([
      {
        before: null,
        after: { code: 'TOP-BOX-1', nameEn: 'Raincoat', nameBn: 'রেইনকোট', pricePerDay: 40, stock: 8, active: true },
        label: 'TOP-BOX-1 · Raincoat',
      },
    ]);

    const changed = await put(`/api/add-ons/${added._id}`, { pricePerDay: 45, stock: 8, code: 'top-box-2' });
    expect(changed.statusCode).toBe(200);
    expect(json(changed).data).toMatchObject({ code: 'TOP-BOX-2', pricePerDay: 45, stock: 8 });
    const off = await put(`/api/add-ons/${added._id}`, { active: false });
    expect(json(off).data.active).toBe(false);
    expect((await auditOf(added._id, 'add_on.updated')).map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { pricePerDay: 40, code: 'TOP-BOX-1' }, after: { pricePerDay: 45, code: 'TOP-BOX-2' } },
      { before: { active: true }, after: { active: false } },
    ]);

    const shown = json(await t.api('GET', '/api/add-ons')).data as unknown[];
    expect(shown.map((a) => PublicAddOnSchema.strict().parse(a)).some((a) => a._id === added._id)).toBe(false);
    const all = json(await t.api('GET', '/api/add-ons/all', adminToken)).data as { _id: string; active: boolean }[];
    expect(all.find((a) => a._id === added._id)?.active).toBe(false);
  });

  it('shows the public the offered ones, without stock', async () => {
    const on = json(await post('/api/add-ons', addOnInput())).data;
    const res = await t.api('GET', '/api/add-ons');
    expect(res.statusCode).toBe(200);
    const mine = (json(res).data as Record<string, unknown>[]).find((a) => a._id === on._id);
    expect(mine).toEqual({ _id: on._id, code: on.code, name: on.name, pricePerDay: 40 });
  });

  it('refuses a code another add-on has, on adding and on changing (409)', async () => {
    const first = json(await post('/api/add-ons', addOnInput())).data;
    const again = await post('/api/add-ons', addOnInput({ code: first.code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'CODE_TAKEN', errorMessage: [{ path: 'code' }] });
    const other = json(await post('/api/add-ons', addOnInput())).data;
    const taking = await put(`/api/add-ons/${other._id}`, { code: first.code });
    expect(taking.statusCode).toBe(409);
    expect(json(taking).message).toBe('Another add-on already has this code');
  });

  it('names the field of each refusal', async () => {
    expect(refusedField(await post('/api/add-ons', addOnInput({ code: 'a' })))).toBe('code');
    expect(refusedField(await post('/api/add-ons', addOnInput({ code: 'rain coat' })))).toBe('code');
    expect(refusedField(await post('/api/add-ons', addOnInput({ pricePerDay: 0 })))).toBe('pricePerDay');
    expect(refusedField(await post('/api/add-ons', addOnInput({ pricePerDay: 12.5 })))).toBe('pricePerDay');
    expect(refusedField(await post('/api/add-ons', addOnInput({ stock: -1 })))).toBe('stock');
    expect(refusedField(await post('/api/add-ons', addOnInput({ name: { en: 'Raincoat' } })))).toBe('name.bn');
    expect(refusedField(await post('/api/add-ons', addOnInput({ name: 'Raincoat' })))).toBe('name');
    expect(refusedField(await post('/api/add-ons', addOnInput({ colour: 'red' })))).toBe('colour');
    const some = json(await post('/api/add-ons', addOnInput())).data;
    const nothing = await put(`/api/add-ons/${some._id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(json(nothing).message).toBe('Send at least one field to update');
    const missing = await put(`/api/add-ons/${randomUUID()}`, { stock: 1 });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Add-on not found');
  });
});

describe('price rules', () => {
  it('are added, changed, switched off, and logged with before and after', async () => {
    const res = await post('/api/price-rules', ruleInput());
    expect(res.statusCode).toBe(201);
    const rule = PriceRuleViewSchema.strict().parse(json(res).data);
    expect(rule).toMatchObject({ kind: 'dates', from: '2027-04-14', to: '2027-04-14', percent: 20, active: true });
    const weekend = json(await post('/api/price-rules', ruleInput({ kind: 'weekend', from: null, to: null }))).data;
    expect(weekend).toMatchObject({ kind: 'weekend', from: null, to: null });

    const changed = await put(`/api/price-rules/${rule._id}`, { to: '2027-04-15', percent: -10 });
    expect(changed.statusCode).toBe(200);
    expect(json(changed).data).toMatchObject({ from: '2027-04-14', to: '2027-04-15', percent: -10 });
    await put(`/api/price-rules/${rule._id}`, { active: false });
    expect((await auditOf(rule._id, 'price_rule.created'))[0]?.after).toMatchObject({ kind: 'dates', percent: 20 });
    expect((await auditOf(rule._id, 'price_rule.updated')).map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { to: '2027-04-14', percent: 20 }, after: { to: '2027-04-15', percent: -10 } },
      { before: { active: true }, after: { active: false } },
    ]);
    const all = json(await t.api('GET', '/api/price-rules', adminToken)).data as { _id: string; active: boolean }[];
    expect(all.find((r) => r._id === rule._id)?.active).toBe(false);
  });

  it('names the field of each refusal: a 0 percent, a dates rule without dates, days out of order', async () => {
    const zero = await post('/api/price-rules', ruleInput({ percent: 0 }));
    expect(refusedField(zero)).toBe('percent');
    expect(json(zero).message).toBe('Percent must not be 0: a rule adds to the price or takes off it');
    expect(refusedField(await post('/api/price-rules', ruleInput({ percent: -51 })))).toBe('percent');
    expect(refusedField(await post('/api/price-rules', ruleInput({ percent: 101 })))).toBe('percent');
    const undated = await post('/api/price-rules', ruleInput({ from: undefined }));
    expect(refusedField(undated)).toBe('from');
    expect(json(undated).message).toBe('A dates rule needs its first and last day (from and to)');
    const backwards = await post('/api/price-rules', ruleInput({ from: '2027-04-15', to: '2027-04-14' }));
    expect(refusedField(backwards)).toBe('to');
    expect(json(backwards).message).toBe('to must be the same day as from or later');
    expect(refusedField(await post('/api/price-rules', ruleInput({ from: '14/04/2027' })))).toBe('from');
    expect(refusedField(await post('/api/price-rules', ruleInput({ kind: 'holiday' })))).toBe('kind');

    // A change is checked as the rule will be: a weekend rule turned into a dates rule needs its dates.
    const weekend = json(await post('/api/price-rules', ruleInput({ kind: 'weekend', from: null, to: null }))).data;
    expect(refusedField(await put(`/api/price-rules/${weekend._id}`, { kind: 'dates' }))).toBe('from');
    const dated = json(await post('/api/price-rules', ruleInput())).data;
    expect(refusedField(await put(`/api/price-rules/${dated._id}`, { from: '2027-05-01' }))).toBe('to');
    expect(refusedField(await put(`/api/price-rules/${dated._id}`, { percent: 0 }))).toBe('percent');
  });

  it('are the admin’s: the public sees them only as lines of a quote', async () => {
    expect((await t.api('GET', '/api/price-rules')).statusCode).toBe(401);
    expect((await t.api('GET', '/api/price-rules', customerToken)).statusCode).toBe(403);
  });
});

describe('coupons', () => {
  it('are added, changed, switched off, and logged with before and after', async () => {
    const res = await post(
      '/api/coupons',
      couponInput({ code: 'Winter-1', minimumCharge: 500, maxUses: 100, maxUsesPerCustomer: 1, validTo: shopDay(30) }),
    );
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe('Coupon added successfully');
    const coupon = CouponSchema.strict().parse(json(res).data);
    expect(coupon).toMatchObject({
      code: 'Winter-1',
      kind: 'percent',
      value: 10,
      minimumCharge: 500,
      validFrom: null,
      maxUses: 100,
      maxUsesPerCustomer: 1,
      firstRentalOnly: false,
      bikeId: null,
      details: { en: 'Get 10% off', bn: '১০% ছাড় পান' },
      active: true,
    });
    const changed = await put(`/api/coupons/${coupon._id}`, { kind: 'fixed', value: 150, maxUses: null });
    expect(json(changed).data).toMatchObject({ kind: 'fixed', value: 150, maxUses: null });
    await put(`/api/coupons/${coupon._id}`, { active: false });
    const [created] = await auditOf(coupon._id, 'coupon.created');
    expect(created).toMatchObject({ before: null, label: 'Winter-1' });
    expect(created?.after).toMatchObject({ code: 'Winter-1', maxUses: 100, detailsBn: '১০% ছাড় পান' });
    expect((await auditOf(coupon._id, 'coupon.updated')).map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { kind: 'percent', value: 10, maxUses: 100 }, after: { kind: 'fixed', value: 150, maxUses: null } },
      { before: { active: true }, after: { active: false } },
    ]);
  });

  it('shows the public the switched-on ones valid today or later, without limits', async () => {
    const today = json(await post('/api/coupons', couponInput({ validTo: shopDay(0), maxUses: 5 }))).data;
    const open = json(await post('/api/coupons', couponInput({ validFrom: shopDay(3) }))).data;
    const past = json(await post('/api/coupons', couponInput({ validFrom: shopDay(-9), validTo: shopDay(-2) }))).data;
    const off = json(await post('/api/coupons', couponInput({ active: false }))).data;
    const res = await t.api('GET', '/api/coupons/active');
    expect(res.statusCode).toBe(200);
    const shown = (json(res).data as unknown[]).map((c) => PublicCouponSchema.strict().parse(c));
    const codes = shown.map((c) => c.code);
    expect(codes).toContain(today.code);
    expect(codes).toContain(open.code);
    expect(codes).not.toContain(past.code);
    expect(codes).not.toContain(off.code);
    expect(shown.find((c) => c.code === today.code)).toEqual({
      code: today.code,
      kind: 'percent',
      value: 10,
      minimumCharge: 0,
      validFrom: null,
      validTo: shopDay(0),
      firstRentalOnly: false,
      bikeId: null,
      details: { en: 'Get 10% off', bn: '১০% ছাড় পান' },
    });
    const all = json(await t.api('GET', '/api/coupons', adminToken)).data as { code: string }[];
    expect(all.map((c) => c.code)).toEqual(expect.arrayContaining([past.code, off.code]));
  });

  it('refuses a code another coupon has in any case (409)', async () => {
    const first = json(await post('/api/coupons', couponInput({ code: 'Eid-Special' }))).data;
    const again = await post('/api/coupons', couponInput({ code: ' EID-special ' }));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'CODE_TAKEN', errorMessage: [{ path: 'code' }] });
    const other = json(await post('/api/coupons', couponInput())).data;
    expect((await put(`/api/coupons/${other._id}`, { code: 'eid-SPECIAL' })).statusCode).toBe(409);
    // Its own code in other letters is no clash.
    const recased = await put(`/api/coupons/${first._id}`, { code: 'EID-SPECIAL' });
    expect(json(recased).data.code).toBe('EID-SPECIAL');
  });

  it('takes one listed bike, and refuses an unknown or retired one (404 naming bikeId)', async () => {
    const bike = await t.bike(adminToken);
    const forBike = await post('/api/coupons', couponInput({ bikeId: bike._id }));
    expect(json(forBike).data.bikeId).toBe(bike._id);
    const unknown = await post('/api/coupons', couponInput({ bikeId: randomUUID() }));
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).errorMessage[0]).toEqual({ path: 'bikeId', message: 'Bike not found' });
    const retired = await t.bike(adminToken);
    expect((await t.api('DELETE', `/api/bikes/${retired._id}`, adminToken)).statusCode).toBe(200);
    expect((await post('/api/coupons', couponInput({ bikeId: retired._id }))).statusCode).toBe(404);
    const moved = await put(`/api/coupons/${json(forBike).data._id}`, { bikeId: retired._id });
    expect(moved.statusCode).toBe(404);
    expect(refusedField(await post('/api/coupons', couponInput({ bikeId: 'bike-1' })))).toBe('bikeId');
  });

  it('names the field of each refusal', async () => {
    const percent = await post('/api/coupons', couponInput({ value: 101 }));
    expect(refusedField(percent)).toBe('value');
    expect(json(percent).message).toBe('Value must be at most 100 for a percent coupon');
    expect(refusedField(await post('/api/coupons', couponInput({ value: 0 })))).toBe('value');
    expect(refusedField(await post('/api/coupons', couponInput({ kind: 'bogo' })))).toBe('kind');
    expect(refusedField(await post('/api/coupons', couponInput({ code: 'SAVE 10' })))).toBe('code');
    expect(refusedField(await post('/api/coupons', couponInput({ minimumCharge: -1 })))).toBe('minimumCharge');
    expect(refusedField(await post('/api/coupons', couponInput({ maxUses: 0 })))).toBe('maxUses');
    expect(refusedField(await post('/api/coupons', couponInput({ maxUsesPerCustomer: 0 })))).toBe('maxUsesPerCustomer');
    expect(refusedField(await post('/api/coupons', couponInput({ firstRentalOnly: 'yes' })))).toBe('firstRentalOnly');
    expect(refusedField(await post('/api/coupons', couponInput({ details: { en: 'Off', bn: ' ' } })))).toBe(
      'details.bn',
    );
    const backwards = await post('/api/coupons', couponInput({ validFrom: '2027-01-02', validTo: '2027-01-01' }));
    expect(refusedField(backwards)).toBe('validTo');
    expect(json(backwards).message).toBe('validTo must be the same day as validFrom or later');
    // A change is checked as the coupon will be: a fixed 150 taka turned into a percentage is too much.
    const fixed = json(await post('/api/coupons', couponInput({ kind: 'fixed', value: 150 }))).data;
    expect(refusedField(await put(`/api/coupons/${fixed._id}`, { kind: 'percent' }))).toBe('value');
    const dated = json(await post('/api/coupons', couponInput({ validTo: '2027-01-01' }))).data;
    expect(refusedField(await put(`/api/coupons/${dated._id}`, { validFrom: '2027-02-01' }))).toBe('validTo');
    expect((await put(`/api/coupons/${randomUUID()}`, { active: false })).statusCode).toBe(404);
  });

  it('says a refusal in Bangla to a Bangla visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: { authorization: `Bearer ${adminToken}`, cookie: 'lang=bn' },
      payload: couponInput({ value: 120 }),
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('শতাংশের কুপনে ছাড়ের পরিমাণ সর্বোচ্চ ১০০ হতে পারে');
    const first = json(await post('/api/coupons', couponInput())).data;
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: { authorization: `Bearer ${adminToken}`, cookie: 'lang=bn' },
      payload: couponInput({ code: first.code }),
    });
    expect(json(taken).message).toBe('এই কোডে আগেই আরেকটি কুপন আছে (বড় ও ছোট হাতের অক্ষর একই ধরা হয়)');
  });
});

describe('who may keep the lists', () => {
  const id = randomUUID();
  const adminCalls: [string, string, Record<string, unknown> | undefined][] = [
    ['GET', '/api/add-ons/all', undefined],
    ['POST', '/api/add-ons', {}],
    ['PUT', `/api/add-ons/${id}`, {}],
    ['GET', '/api/price-rules', undefined],
    ['POST', '/api/price-rules', {}],
    ['PUT', `/api/price-rules/${id}`, {}],
    ['GET', '/api/coupons', undefined],
    ['POST', '/api/coupons', {}],
    ['PUT', `/api/coupons/${id}`, {}],
  ];

  it.each(adminCalls)(
    '%s %s: 401 without a login, 403 for a customer, before the body is read',
    async (method, url, body) => {
      const call = (token?: string) => t.api(method as 'GET', url, token, body);
      expect((await call()).statusCode).toBe(401);
      expect((await call(customerToken)).statusCode).toBe(403);
    },
  );

  it('lets anyone read the offered add-ons and the coupons to use, and delete nothing', async () => {
    expect((await t.api('GET', '/api/add-ons')).statusCode).toBe(200);
    expect((await t.api('GET', '/api/coupons/active')).statusCode).toBe(200);
    const addOn = json(await post('/api/add-ons', addOnInput())).data;
    expect((await t.api('DELETE', `/api/add-ons/${addOn._id}`, adminToken)).statusCode).toBe(404);
  });
});
