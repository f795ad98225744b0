import { randomUUID } from 'node:crypto';
import { ChargeItemSchema } from '@bond/contract/charge-items';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { buildTestApp, factories, json, openSecondPool, openTestDatabase } from '../../test/test-app.ts';

/**
 * The owner's price list of charges (docs/product/handover-and-return.md#charges-price-list) over HTTP: kept
 * by the admin, the active ones listed to staff, codes unique across server processes, never deleted, every
 * change in the audit log. On PostgreSQL (TEST_DATABASE_URL) the second app has a connection pool of its own:
 * a second server process.
 */

let database: Database & { url?: string };
let second: Database | undefined;
let app: FastifyInstance;
let appB: FastifyInstance;
let f: ReturnType<typeof factories>;
let adminToken: string;
let staffToken: string;
let customerToken: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await app.ready();
  second = await openSecondPool(database);
  appB = await buildTestApp(second ?? database);
  await appB.ready();
  f = factories(app, database);
  const admin = await f.admin();
  adminToken = admin.token;
  const staff = await f.staffMember(adminToken, { name: 'Charges Staff' });
  staffToken = staff.token;
  customerToken = (await f.customer()).token;
});
afterAll(async () => {
  await app.close();
  await appB.close();
  await second?.close();
  await database.close();
});

let unique = 0;
const aCode = (prefix = 'DENT') => `${prefix}_${(unique += 1)}`;
const input = (over: Record<string, unknown> = {}) => ({
  code: aCode(),
  nameEn: 'Dented tank',
  nameBn: 'ট্যাংকে টোল',
  amount: 1200,
  ...over,
});

const post = (body: Record<string, unknown>, token = adminToken) => f.api('POST', '/api/charge-items', token, body);
const put = (id: string, body: Record<string, unknown>, token = adminToken) =>
  f.api('PUT', `/api/charge-items/${id}`, token, body);
const list = async (query: string, token = adminToken) => {
  const res = await f.api('GET', `/api/charge-items${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (json(res).data as unknown[]).map((c) => ChargeItemSchema.strict().parse(c));
};

/** The audit rows of a charge, oldest first. */
const auditOf = (subjectId: string, action: 'charge_item.created' | 'charge_item.updated') =>
  database.db
    .select({ before: auditLog.before, after: auditLog.after, label: auditLog.subjectLabel })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, action)))
    .orderBy(auditLog.id);

/** The field a 400 names first. */
const refusedField = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  return (res.json() as { errorMessage: { path: string }[] }).errorMessage[0]?.path;
};

describe('the charges price list', () => {
  it('starts with the shop’s list, in both languages', async () => {
    // Picked by code: the other tests' charges, made within seconds of the migration, may sort among them.
    const STARTING = ['SCRATCH', 'MIRROR', 'INDICATOR', 'LOST_HELMET'];
    const starting = (await list('?active=true', staffToken)).filter((item) => STARTING.includes(item.code));
    expect(
      starting.map(({ code, nameEn, nameBn, amount, active }) => ({ code, nameEn, nameBn, amount, active })),
    ).toEqual([
      { code: 'SCRATCH', nameEn: 'Scratch', nameBn: 'দাগ বা আঁচড়', amount: 500, active: true },
      { code: 'MIRROR', nameEn: 'Broken mirror', nameBn: 'ভাঙা আয়না', amount: 800, active: true },
      { code: 'INDICATOR', nameEn: 'Broken indicator', nameBn: 'ভাঙা ইন্ডিকেটর', amount: 600, active: true },
      { code: 'LOST_HELMET', nameEn: 'Lost helmet', nameBn: 'হারানো হেলমেট', amount: 1500, active: true },
    ]);
  });

  it('adds a charge in capitals, changes it, switches it off, and logs each with before and after', async () => {
    const res = await post(
      input({ code: '  cracked_seat_1 ', nameEn: 'Cracked seat', nameBn: 'ফাটা সিট', amount: 900 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).message).toBe('Charge added successfully');
    const added = ChargeItemSchema.strict().parse(json(res).data);
    expect(added).toMatchObject({ code: 'CRACKED_SEAT_1', nameEn: 'Cracked seat', amount: 900, active: true });
    expect(await auditOf(added._id, 'charge_item.created')).toEqual([
      {
        before: null,
        after: { code: 'CRACKED_SEAT_1', nameEn: 'Cracked seat', nameBn: 'ফাটা সিট', amount: 900, active: true },
        label: 'CRACKED_SEAT_1 · Cracked seat',
      },
    ]);

    const changed = await put(added._id, { amount: 950, nameBn: 'ফাটা আসন' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed).message).toBe('Charge updated successfully');
    expect(json(changed).data).toEqual({ ...added, amount: 950, nameBn: 'ফাটা আসন' });
    const same = await put(added._id, { amount: 950 });
    expect(json(same).data.amount).toBe(950);
    const off = await put(added._id, { active: false });
    expect(json(off).data.active).toBe(false);
    expect((await auditOf(added._id, 'charge_item.updated')).map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { amount: 900, nameBn: 'ফাটা সিট' }, after: { amount: 950, nameBn: 'ফাটা আসন' } },
      { before: { active: true }, after: { active: false } },
    ]);

    // Switched off: gone from the counter's list, kept in the admin's; nothing is deleted.
    expect((await list('?active=true', staffToken)).some((c) => c._id === added._id)).toBe(false);
    expect((await list('')).find((c) => c._id === added._id)?.active).toBe(false);
    expect((await list('?active=false')).map((c) => c._id)).toContain(added._id);
    expect((await list('?active=false')).every((c) => !c.active)).toBe(true);
    const back = await put(added._id, { active: true });
    expect(json(back).data.active).toBe(true);
    expect((await list('?active=true')).some((c) => c._id === added._id)).toBe(true);
    expect((await f.api('DELETE', `/api/charge-items/${added._id}`, adminToken)).statusCode).toBe(404);
  });

  it('refuses a code another charge has, on adding and on changing (409 CODE_TAKEN)', async () => {
    const first = json(await post(input())).data;
    const again = await post(input({ code: first.code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      success: false,
      code: 'CODE_TAKEN',
      message: 'Another charge on the price list already has this code',
      errorMessage: [{ path: 'code' }],
    });
    const other = json(await post(input())).data;
    const taking = await put(other._id, { code: 'SCRATCH' });
    expect(taking.statusCode).toBe(409);
    expect(json(taking).code).toBe('CODE_TAKEN');
    expect((await list('')).find((c) => c._id === other._id)?.code).toBe(other.code);
  });

  it('takes a code once when two server processes add it at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const code = aCode('RACE');
      const [a, b] = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/charge-items',
          headers: { authorization: `Bearer ${adminToken}` },
          payload: input({ code }),
        }),
        appB.inject({
          method: 'POST',
          url: '/api/charge-items',
          headers: { authorization: `Bearer ${adminToken}` },
          payload: input({ code }),
        }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect(json(a.statusCode === 409 ? a : b).code).toBe('CODE_TAKEN');
      expect((await list('')).filter((c) => c.code === code)).toHaveLength(1);
    }
  });

  it('names the field of each refusal', async () => {
    expect(refusedField(await post(input({ code: 'A' })))).toBe('code');
    expect(refusedField(await post(input({ code: 'LOST-HELMET' })))).toBe('code');
    expect(refusedField(await post(input({ code: 'X'.repeat(33) })))).toBe('code');
    const badCode = await post(input({ code: 'lost helmet' }));
    expect(json(badCode).message).toBe('Code must be 2 to 32 capital letters, digits or underscores');
    expect(refusedField(await post(input({ amount: 0 })))).toBe('amount');
    expect(refusedField(await post(input({ amount: 100_001 })))).toBe('amount');
    expect(refusedField(await post(input({ amount: 12.5 })))).toBe('amount');
    expect(refusedField(await post(input({ amount: '500' })))).toBe('amount');
    expect(refusedField(await post(input({ nameEn: '' })))).toBe('nameEn');
    expect(refusedField(await post(input({ nameBn: undefined })))).toBe('nameBn');
    expect(refusedField(await post(input({ active: 'yes' })))).toBe('active');
    expect(refusedField(await post(input({ colour: 'red' })))).toBe('colour');
    const some = json(await post(input())).data;
    const nothing = await put(some._id, {});
    expect(nothing.statusCode).toBe(400);
    expect(json(nothing).message).toBe('Send at least one field to update');
    expect(refusedField(await put(some._id, { amount: -1 }))).toBe('amount');
    const missing = await put(randomUUID(), { amount: 100 });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Charge item not found' });
    expect(refusedField(await f.api('GET', '/api/charge-items?active=yes', adminToken))).toBe('active');
  });

  it('is the admin’s to keep; staff list the active ones; customers and visitors nothing', async () => {
    expect((await f.api('GET', '/api/charge-items')).statusCode).toBe(401);
    expect((await f.api('GET', '/api/charge-items?active=true', customerToken)).statusCode).toBe(403);
    expect((await list('?active=true', staffToken)).every((c) => c.active)).toBe(true);
    for (const query of ['', '?active=false']) {
      const all = await f.api('GET', `/api/charge-items${query}`, staffToken);
      expect(all.statusCode).toBe(403);
      expect(json(all)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    const staffPost = await post(input(), staffToken);
    expect(staffPost.statusCode).toBe(403);
    const scratch = (await list('?active=true')).find((c) => c.code === 'SCRATCH');
    expect((await put(scratch!._id, { amount: 1 }, staffToken)).statusCode).toBe(403);
    expect((await post(input(), customerToken)).statusCode).toBe(403);
    expect((await f.api('POST', '/api/charge-items', undefined, input())).statusCode).toBe(401);
  });
});
