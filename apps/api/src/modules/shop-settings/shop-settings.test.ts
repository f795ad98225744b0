import { AuditEntrySchema } from '@bond/contract/audit';
import { DEFAULT_SHOP_SETTINGS, ShopSettingsSchema } from '@bond/contract/shop-settings';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shopSettings } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * The shop's settings (docs/product/handover-and-return.md#shop-settings) over HTTP: one set for the shop,
 * read by staff and admins, changed by the admin field by field, every change in the audit log.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
let staffToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
  const staff = await t.staffMember(admin.token, { name: 'Settings Staff' });
  staffToken = staff.token;
  customerToken = (await t.customer()).token;
});
afterAll(() => t.close());

const read = async (token = admin.token) => {
  const res = await t.api('GET', '/api/shop-settings', token);
  expect(res.statusCode, res.body).toBe(200);
  return ShopSettingsSchema.strict().parse(json(res).data);
};
const put = (body: Record<string, unknown>, token = admin.token) => t.api('PUT', '/api/shop-settings', token, body);

/** The field a 400 names first. */
const refusedField = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  return (res.json() as { errorMessage: { path: string }[] }).errorMessage[0]?.path;
};

/** The settings' audit rows written after row `since` (the other tests change settings too, in any order). */
const auditRows = (since: number) =>
  t.database.db
    .select({ before: auditLog.before, after: auditLog.after, label: auditLog.subjectLabel })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'shop_settings.updated'), gt(auditLog.id, since)))
    .orderBy(auditLog.id);
const lastAuditId = async () =>
  (await t.database.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog))[0]!.id;

describe('shop settings', () => {
  it('start as the shop’s defaults, in one row', async () => {
    expect(await read()).toEqual({
      defaultDeposit: 2000,
      lateGraceMinutes: 15,
      lateMultiplier: 1.5,
      fuelPricePerEighth: 60,
      handoverEarliestMinutes: 30,
      serviceEveryKm: 2000,
      serviceEveryDays: 90,
    });
    expect(DEFAULT_SHOP_SETTINGS).toEqual(await read());
    expect(await t.database.db.select().from(shopSettings)).toHaveLength(1);
  });

  it('change the fields sent and keep the others, each change in the audit log with before and after', async () => {
    const since = await lastAuditId();
    const res = await put({ lateGraceMinutes: 20, lateMultiplier: 1.25 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Shop settings updated successfully');
    const changed = ShopSettingsSchema.strict().parse(json(res).data);
    expect(changed).toEqual({ ...DEFAULT_SHOP_SETTINGS, lateGraceMinutes: 20, lateMultiplier: 1.25 });
    expect(await read(staffToken)).toEqual(changed);

    // Sending a value it has already changes nothing and logs nothing; then the rest, back as they were.
    expect((await put({ lateGraceMinutes: 20, defaultDeposit: 2500 })).statusCode).toBe(200);
    expect((await put({ lateGraceMinutes: 15, lateMultiplier: 1.5, defaultDeposit: 2000 })).statusCode).toBe(200);
    expect(await auditRows(since)).toEqual([
      {
        before: { lateGraceMinutes: 15, lateMultiplier: 1.5 },
        after: { lateGraceMinutes: 20, lateMultiplier: 1.25 },
        label: 'Shop settings',
      },
      { before: { defaultDeposit: 2000 }, after: { defaultDeposit: 2500 }, label: 'Shop settings' },
      {
        before: { lateGraceMinutes: 20, lateMultiplier: 1.25, defaultDeposit: 2500 },
        after: { lateGraceMinutes: 15, lateMultiplier: 1.5, defaultDeposit: 2000 },
        label: 'Shop settings',
      },
    ]);
    const unchanged = await put({ fuelPricePerEighth: 60 });
    expect(unchanged.statusCode).toBe(200);
    expect(await auditRows(since)).toHaveLength(3);

    // The audit page names the admin and the subject.
    const page = await t.api('GET', '/api/audit?action=shop_settings.updated', admin.token);
    expect(page.statusCode, page.body).toBe(200);
    const [latest] = (json(page).data as unknown[]).map((e) => AuditEntrySchema.parse(e));
    expect(latest).toMatchObject({
      action: 'shop_settings.updated',
      actor: { _id: admin.id },
      subject: { type: 'shop_settings', label: 'Shop settings' },
    });
  });

  it('keep the late multiplier exactly, to two decimals', async () => {
    for (const multiplier of [1, 1.01, 1.15, 2.33, 4.99, 5]) {
      expect(json(await put({ lateMultiplier: multiplier })).data.lateMultiplier).toBe(multiplier);
      expect((await read()).lateMultiplier).toBe(multiplier);
    }
    expect((await put({ lateMultiplier: 1.5 })).statusCode).toBe(200);
  });

  it('refuse a bad value with 400 naming the field, and change nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ defaultDeposit: -1 }, 'defaultDeposit'],
      [{ defaultDeposit: 100_001 }, 'defaultDeposit'],
      [{ defaultDeposit: 12.5 }, 'defaultDeposit'],
      [{ defaultDeposit: '2000' }, 'defaultDeposit'],
      [{ lateGraceMinutes: 1441 }, 'lateGraceMinutes'],
      [{ lateGraceMinutes: 2.5 }, 'lateGraceMinutes'],
      [{ lateMultiplier: 0.99 }, 'lateMultiplier'],
      [{ lateMultiplier: 5.01 }, 'lateMultiplier'],
      [{ lateMultiplier: 1.255 }, 'lateMultiplier'],
      [{ lateMultiplier: null }, 'lateMultiplier'],
      [{ fuelPricePerEighth: -5 }, 'fuelPricePerEighth'],
      [{ handoverEarliestMinutes: -1 }, 'handoverEarliestMinutes'],
      [{ handoverEarliestMinutes: 2000 }, 'handoverEarliestMinutes'],
      [{ serviceEveryKm: 99 }, 'serviceEveryKm'],
      [{ serviceEveryKm: 100_001 }, 'serviceEveryKm'],
      [{ serviceEveryDays: 0 }, 'serviceEveryDays'],
      [{ serviceEveryDays: 3651 }, 'serviceEveryDays'],
      [{ lateGraceMinutes: 10, colour: 'red' }, 'colour'],
    ];
    for (const [body, field] of cases) expect(refusedField(await put(body)), JSON.stringify(body)).toBe(field);
    const decimals = await put({ lateMultiplier: 1.255 });
    expect(json(decimals).message).toBe('Late multiplier may have at most 2 decimal places');
    const bangla = await t.app.inject({
      method: 'PUT',
      url: '/api/shop-settings',
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'bn' },
      payload: { lateMultiplier: 1.255 },
    });
    expect(json(bangla).message).toBe('দেরির গুণক-এ দশমিকের পরে সর্বোচ্চ ২টি অঙ্ক থাকতে পারে');
    const nothing = await put({});
    expect(nothing.statusCode).toBe(400);
    expect(json(nothing).message).toBe('Send at least one field to update');
    expect(await read()).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('are read by staff and admins, changed by admins only', async () => {
    expect((await t.api('GET', '/api/shop-settings')).statusCode).toBe(401);
    const customerRead = await t.api('GET', '/api/shop-settings', customerToken);
    expect(customerRead.statusCode).toBe(403);
    expect(json(customerRead)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await read(staffToken)).toEqual(DEFAULT_SHOP_SETTINGS);
    const staffPut = await put({ defaultDeposit: 0 }, staffToken);
    expect(staffPut.statusCode).toBe(403);
    expect(json(staffPut)).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'Only an admin can do this' });
    expect((await put({ defaultDeposit: 0 }, customerToken)).statusCode).toBe(403);
    expect((await t.api('PUT', '/api/shop-settings', undefined, { defaultDeposit: 0 })).statusCode).toBe(401);
    expect(await read()).toEqual(DEFAULT_SHOP_SETTINGS);
  });
});
