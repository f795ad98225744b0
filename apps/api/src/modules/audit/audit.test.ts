import { AuditEntrySchema, type AuditEntry } from '@bond/contract/audit';
import { pageResponse } from '@bond/contract/common';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bikes, payments, refunds, rentals } from '../../db/schema.ts';
import { defaultSwitches } from '../../payments/standin/aamarpay-standin.ts';
import { closePendingPayments, json, setUpTestApp } from '../../test/test-app.ts';

/** The audit log (docs/product/money-and-refunds.md#audit-log): one row per admin action, in the action's own transaction. */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());
beforeEach(async () => {
  await closePendingPayments(t.database);
  Object.assign(t.app.aamarpayStandin.switches, defaultSwitches());
});

const ADMIN_ADDRESS = '192.0.2.44';

/** A call by the admin from their own address, as the log records it. */
const asAdmin = (method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin.token}` },
    remoteAddress: ADMIN_ADDRESS,
    ...(payload ? { payload } : {}),
  });

/** The log's rows about one subject, oldest first, read through the API. */
async function entriesAbout(subjectId: string): Promise<AuditEntry[]> {
  const res = await t.api('GET', '/api/audit?pageSize=200', admin.token);
  expect(res.statusCode).toBe(200);
  const page = pageResponse(AuditEntrySchema).parse(json(res));
  return page.data.filter((e) => e.subject._id === subjectId).reverse();
}

const countRows = async () => Number((await t.database.db.select({ n: sql`count(*)` }).from(auditLog))[0]?.n);

describe('each admin action writes its row', () => {
  it('a bike created, updated (only the changed fields, before and after) and retired', async () => {
    const created = await asAdmin('POST', '/api/bikes', {
      name: 'Audit Pulsar',
      brand: 'Bajaj',
      model: 'Pulsar N160',
      year: 2024,
      image: '/media/bikes/yamaha-fzs-v3.svg',
      pricePerHour: 150,
      description: 'Red',
      cc: 160,
      isAvailable: true,
    });
    expect(created.statusCode).toBe(201);
    const bike = json(created).data as Record<string, unknown> & { _id: string };
    // The spec's client sends the whole bike back with its changes.
    const updated = await asAdmin('PUT', `/api/bikes/${bike._id}`, { ...bike, pricePerHour: 180, isOffered: false });
    expect(updated.statusCode).toBe(200);
    // Sending the bike unchanged changes nothing, and writes nothing.
    expect((await asAdmin('PUT', `/api/bikes/${bike._id}`, { pricePerHour: 180 })).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/bikes/${bike._id}`)).statusCode).toBe(200);

    const entries = await entriesAbout(bike._id);
    expect(entries.map((e) => e.action)).toEqual(['bike.created', 'bike.updated', 'bike.retired']);
    for (const e of entries) {
      expect(e.actor).toEqual({ _id: admin.id, name: 'Shop Admin', email: admin.email });
      expect(e.clientAddress).toBe(ADMIN_ADDRESS);
      expect(e.subject).toEqual({ type: 'bike', _id: bike._id, label: 'Audit Pulsar' });
      expect(Math.abs(Date.parse(e.at) - Date.now())).toBeLessThan(60_000);
    }
    expect(entries[0]).toMatchObject({
      before: null,
      after: { name: 'Audit Pulsar', pricePerHour: 150, isOffered: true },
    });
    expect(entries[1]).toMatchObject({
      before: { pricePerHour: 150, isOffered: true },
      after: { pricePerHour: 180, isOffered: false },
    });
    expect(Object.keys(entries[1]!.after ?? {}).sort()).toEqual(['isOffered', 'pricePerHour']);
  });

  it('a customer promoted, and another deactivated', async () => {
    const [promoted, removed] = [await t.customer({ name: 'Karim Promoted' }), await t.customer({ name: 'Rina Gone' })];
    expect((await asAdmin('PUT', `/api/users/user/${promoted.id}`)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/users/${removed.id}`)).statusCode).toBe(200);
    expect(await entriesAbout(promoted.id)).toMatchObject([
      {
        action: 'user.promoted',
        subject: { type: 'user', label: `Karim Promoted <${promoted.email}>` },
        before: { role: 'user' },
        after: { role: 'admin' },
      },
    ]);
    expect(await entriesAbout(removed.id)).toMatchObject([
      { action: 'user.deactivated', subject: { type: 'user', label: `Rina Gone <${removed.email}>` } },
    ]);
  });

  it('a return recorded, and the refund it left owed marked refunded', async () => {
    const rider = await t.customer({ name: 'Salma Rider' });
    const bike = await t.bike(admin.token, { name: 'Audit Discover', pricePerHour: 30 });
    const booking = await t.rentalOut(rider.token, bike._id);
    // It went out an hour ago (one reading of the clock: a minute turning between two would change the charge).
    const returnTime = t.inMinutes(0);
    await t.database.db
      .update(rentals)
      .set({ startTime: new Date(Date.parse(returnTime) - 60 * 60_000) })
      .where(eq(rentals.id, booking.rentalId));
    const returned = await asAdmin('PATCH', '/api/rentals/calculate', {
      bookingId: booking.rentalId,
      bikeReturnTime: returnTime,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const [entry] = await entriesAbout(booking.rentalId);
    // An hour at 30 BDT against the 100 BDT advance: 70 BDT owed back.
    expect(entry).toMatchObject({
      action: 'rental.returned',
      subject: { type: 'rental', label: 'Audit Discover · Salma Rider' },
      before: { status: 'active' },
      after: { status: 'returned', rentalCharge: 30, totalCost: -70, returnTime },
    });

    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.rentalId, booking.rentalId));
    const marked = await asAdmin('POST', `/api/refunds/${refund!.id}/refunded`, {
      method: 'bkash',
      reference: 'TX-77',
    });
    expect(marked.statusCode).toBe(200);
    // Recording it a second time is refused and writes nothing.
    expect(
      (await asAdmin('POST', `/api/refunds/${refund!.id}/refunded`, { method: 'cash', reference: 'again' })).statusCode,
    ).toBe(409);
    expect(await entriesAbout(refund!.id)).toMatchObject([
      {
        action: 'refund.refunded',
        subject: { type: 'refund', label: 'Audit Discover · Salma Rider' },
        before: { status: 'due', amount: 70 },
        after: { status: 'refunded', amount: 70, method: 'bkash', reference: 'TX-77' },
      },
    ]);
  });

  it('a booking cancelled by an admin and a rental closed as a no-show; a customer’s own cancel is not an admin action', async () => {
    const rider = await t.customer({ name: 'Nabila' });
    const bike = await t.bike(admin.token, { name: 'Audit Apache' });
    const ahead = await t.activeRental(rider.token, bike._id, t.inMinutes(3 * 24 * 60), t.inMinutes(3 * 24 * 60 + 120));
    expect((await asAdmin('POST', `/api/rentals/${ahead.rentalId}/cancel`, { refundAdvance: true })).statusCode).toBe(
      200,
    );
    expect(await entriesAbout(ahead.rentalId)).toMatchObject([
      {
        action: 'rental.cancelled',
        subject: { label: 'Audit Apache · Nabila' },
        before: { status: 'booked' },
        after: { status: 'cancelled', refundDue: 100 },
      },
    ]);

    const now = await t.activeRental(rider.token, bike._id, t.inMinutes(0), t.inMinutes(120));
    expect((await asAdmin('POST', `/api/rentals/${now.rentalId}/no-show`)).statusCode).toBe(200);
    expect(await entriesAbout(now.rentalId)).toMatchObject([
      { action: 'rental.no_show', before: { status: 'booked' }, after: { status: 'no_show' } },
    ]);

    const own = await t.activeRental(rider.token, bike._id, t.inMinutes(2 * 24 * 60), t.inMinutes(2 * 24 * 60 + 60));
    expect((await t.api('POST', `/api/rentals/${own.rentalId}/cancel`, rider.token)).statusCode).toBe(200);
    expect(await entriesAbout(own.rentalId)).toEqual([]);
  });

  it('a held payment accepted, and another refused', async () => {
    const rider = await t.customer({ name: 'Held Payer' });
    const bike = await t.bike(admin.token, { name: 'Audit Gixxer' });
    const other = await t.bike(admin.token, { name: 'Audit Hunk' });
    t.app.aamarpayStandin.switches.verifyRiskLevel = '1';
    const held = async (bikeId: string) => {
      const booking = json(await t.book(rider.token, bikeId)).data.booking as { rentalId: string; payment_url: string };
      await t.checkout(booking.payment_url, 'pay');
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.rentalId, booking.rentalId));
      return payment!;
    };
    const accepted = await held(bike._id);
    const refused = await held(other._id);
    expect((await asAdmin('POST', `/api/payments/${accepted.id}/review`, { decision: 'accept' })).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/payments/${refused.id}/review`, { decision: 'refund' })).statusCode).toBe(200);
    expect(await entriesAbout(accepted.id)).toMatchObject([
      {
        action: 'payment.accepted',
        subject: { type: 'payment', label: 'Audit Gixxer · Held Payer' },
        before: { status: 'pending', reviewReason: 'risky' },
      },
    ]);
    expect(await entriesAbout(refused.id)).toMatchObject([
      { action: 'payment.refused', subject: { label: 'Audit Hunk · Held Payer' }, after: { refundDue: 100 } },
    ]);
  });
});

describe('a failed action writes nothing; the row and the action commit together', () => {
  it('a refused retirement, an unknown bike and a refused promotion leave no row', async () => {
    const rider = await t.customer();
    const bike = await t.bike(admin.token);
    await t.activeRental(rider.token, bike._id, t.inMinutes(60), t.inMinutes(180));
    const before = await countRows();
    expect((await asAdmin('DELETE', `/api/bikes/${bike._id}`)).statusCode).toBe(409);
    expect(
      (await asAdmin('PUT', '/api/bikes/00000000-0000-4000-8000-000000000000', { pricePerHour: 10 })).statusCode,
    ).toBe(404);
    expect((await asAdmin('PUT', `/api/users/user/${admin.id}`)).statusCode).toBe(409);
    expect(await countRows()).toBe(before);
  });

  it('when the audit row cannot be written, the action does not happen either', async () => {
    const bike = await t.bike(admin.token, { name: 'Unchanged', pricePerHour: 120 });
    const db = t.database.db;
    await db.execute(sql`create function refuse_audit_insert() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end; $$`);
    await db.execute(sql`create trigger refuse_audit_insert before insert on audit_log
      for each row execute function refuse_audit_insert()`);
    try {
      const res = await asAdmin('PUT', `/api/bikes/${bike._id}`, { pricePerHour: 500 });
      expect(res.statusCode).toBe(500);
      const retire = await asAdmin('DELETE', `/api/bikes/${bike._id}`);
      expect(retire.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_audit_insert on audit_log`);
      await db.execute(sql`drop function refuse_audit_insert()`);
    }
    const [row] = await db.select().from(bikes).where(eq(bikes.id, bike._id));
    expect(row).toMatchObject({ pricePerHour: 120, retiredAt: null });
  });
});

describe('the log is append-only', () => {
  it('the database refuses a direct UPDATE, DELETE or TRUNCATE of the audit log', async () => {
    await t.bike(admin.token);
    const db = t.database.db;
    const before = await countRows();
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set client_address = '10.0.0.1'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const refusal = await db.execute(statement).then(
        () => null,
        (err: unknown) => (err as { cause?: Error }).cause?.message,
      );
      expect(refusal).toMatch(/^the audit log is append-only: (UPDATE|DELETE|TRUNCATE) is refused$/);
    }
    expect(await countRows()).toBe(before);
    const rows = await db.select().from(auditLog);
    expect(rows.every((r) => r.clientAddress !== '10.0.0.1')).toBe(true);
  });
});

describe('GET /api/audit', () => {
  it('pages newest first and filters by action, admin and Dhaka days', async () => {
    const other = await t.admin();
    for (const name of ['Page One', 'Page Two', 'Page Three']) {
      await t.api('POST', '/api/bikes', other.token, {
        name,
        brand: 'Honda',
        model: 'CB',
        year: 2022,
        image: '/media/bikes/yamaha-fzs-v3.svg',
        pricePerHour: 100,
        description: 'x',
        cc: 150,
      });
    }
    const first = json(await t.api('GET', `/api/audit?actor=${other.id}&pageSize=2`, admin.token));
    expect(first.meta).toEqual({ page: 1, pageSize: 2, total: 3, pageCount: 2 });
    expect(first.data.map((e: AuditEntry) => e.subject.label)).toEqual(['Page Three', 'Page Two']);
    const second = json(await t.api('GET', `/api/audit?actor=${other.id}&pageSize=2&page=2`, admin.token));
    expect(second.data.map((e: AuditEntry) => e.subject.label)).toEqual(['Page One']);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const created = json(
      await t.api('GET', `/api/audit?action=bike.created&from=${today}&to=${today}&pageSize=200`, admin.token),
    );
    expect(created.data.length).toBeGreaterThanOrEqual(3);
    expect(created.data.every((e: AuditEntry) => e.action === 'bike.created')).toBe(true);
    const longAgo = json(await t.api('GET', '/api/audit?from=2020-01-01&to=2020-01-31', admin.token));
    expect(longAgo).toMatchObject({ data: [], message: 'No audit entries found', meta: { total: 0, pageCount: 1 } });
    // Without parameters: the first page of 50.
    expect(json(await t.api('GET', '/api/audit', admin.token)).meta).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('is for admins only, and refuses a bad filter in the error shape', async () => {
    const rider = await t.customer();
    expect((await t.api('GET', '/api/audit')).statusCode).toBe(401);
    expect((await t.api('GET', '/api/audit', rider.token)).statusCode).toBe(403);
    for (const query of [
      'from=2026-02-30',
      'action=bike.painted',
      'actor=someone',
      'pageSize=500',
      'page=0',
      'from=2026-11-02&to=2026-11-01',
    ]) {
      const res = await t.api('GET', `/api/audit?${query}`, admin.token);
      expect(res.statusCode, query).toBe(400);
      expect(json(res)).toMatchObject({ success: false });
    }
  });
});
