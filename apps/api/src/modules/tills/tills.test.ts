import { AuditEntrySchema } from '@bond/contract/audit';
import { TillSchema } from '@bond/contract/counter';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * Tills (docs/product/the-counter.md#tills): one per staff member per Dhaka day; cash taken goes in, cash
 * refunds come out; closed once with the count, read-only afterwards.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

async function newStaff(name = 'Till Staff') {
  const staff = await t.staffMember(admin.token, { name });
  return staff;
}

/** A booking made at the counter with its advance taken in cash by `token`'s staff member. */
async function cashAdvance(token: string, startIn = 2 * 24 * 60) {
  const customer = await t.customer();
  const bike = await t.bike(admin.token);
  const res = await t.api('POST', '/api/counter/rentals', token, {
    customerId: customer.id,
    bikeId: bike._id,
    startTime: t.inMinutes(startIn),
    endTime: t.inMinutes(startIn + 120),
    payment: { method: 'cash', amount: 100 },
  });
  return res;
}

describe('tills', () => {
  it('opens once a day, adds up cash in and out, closes once with the difference, then is read-only', async () => {
    const staff = await newStaff();
    const opened = await t.api('POST', '/api/tills', staff.token, { openingFloat: 1000 });
    expect(opened.statusCode, opened.body).toBe(201);
    const till = TillSchema.parse(json(opened).data);
    expect(till).toMatchObject({
      staff: { _id: staff.id, name: 'Till Staff' },
      date: dhakaToday(),
      status: 'open',
      openingFloat: 1000,
      cashIn: 0,
      cashOut: 0,
      expectedCash: 1000,
      countedCash: null,
      difference: null,
      closedAt: null,
    });
    const twice = await t.api('POST', '/api/tills', staff.token, { openingFloat: 10 });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).code).toBe('TILL_ALREADY_OPEN');

    // Two cash advances in, a Send Money one not counted, a cash refund out.
    for (let i = 0; i < 2; i += 1) expect((await cashAdvance(staff.token)).statusCode).toBe(201);
    const toCancel = json(await cashAdvance(staff.token)).data.rental._id as string;
    const cancelled = await t.api('POST', `/api/rentals/${toCancel}/cancel`, admin.token, { refundAdvance: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.rentalId, toCancel));
    expect(refund).toMatchObject({ amount: 100, reason: 'cancelled' });
    // Staff pay refunds back in cash only.
    const byBkash = await t.api('POST', `/api/refunds/${refund!.id}/refunded`, staff.token, {
      method: 'bkash',
      reference: 'TRX1',
    });
    expect(byBkash.statusCode).toBe(403);
    const paidBack = await t.api('POST', `/api/refunds/${refund!.id}/refunded`, staff.token, {
      method: 'cash',
      reference: 'Counter receipt 7',
    });
    expect(paidBack.statusCode, paidBack.body).toBe(200);
    const [settled] = await t.database.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(settled).toMatchObject({ tillId: till._id, method: 'cash', refundedBy: staff.id });

    const current = TillSchema.parse(json(await t.api('GET', '/api/tills/current', staff.token)).data);
    expect(current).toMatchObject({ _id: till._id, cashIn: 300, cashOut: 100, expectedCash: 1000 + 300 - 100 });

    const closed = await t.api('POST', `/api/tills/${till._id}/close`, staff.token, { countedCash: 1150 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(TillSchema.parse(json(closed).data)).toMatchObject({
      status: 'closed',
      expectedCash: 1200,
      countedCash: 1150,
      difference: -50,
    });
    const again = await t.api('POST', `/api/tills/${till._id}/close`, staff.token, { countedCash: 1200 });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'TILL_CLOSED', message: 'This till is closed: it can no longer change' });

    // Read-only: no cash goes in, none comes out, and it is no longer the current till; nor a second one today.
    const afterClose = await cashAdvance(staff.token);
    expect(afterClose.statusCode).toBe(409);
    expect(json(afterClose).code).toBe('TILL_NOT_OPEN');
    expect((await t.api('GET', '/api/tills/current', staff.token)).statusCode).toBe(404);
    expect((await t.api('POST', '/api/tills', staff.token, { openingFloat: 0 })).statusCode).toBe(409);

    // The admin's day.
    const day = await t.api('GET', `/api/tills?date=${dhakaToday()}`, admin.token);
    expect(day.statusCode, day.body).toBe(200);
    const listed = TillSchema.array().parse(json(day).data);
    expect(listed.find((x) => x._id === till._id)).toMatchObject({ countedCash: 1150, difference: -50, cashIn: 300 });

    const audit = await t.api('GET', '/api/audit?action=till.closed', admin.token);
    const entry = AuditEntrySchema.array()
      .parse(json(audit).data)
      .find((e) => e.subject._id === till._id);
    expect(entry).toMatchObject({
      actor: { _id: staff.id },
      subject: { type: 'till', label: `Till Staff · ${dhakaToday()}` },
      after: { status: 'closed', expectedCash: 1200, countedCash: 1150, difference: -50 },
    });
  });

  it('has no current till before opening, and a cash payment then is 409 TILL_NOT_OPEN', async () => {
    const staff = await newStaff('No Till Yet');
    const current = await t.api('GET', '/api/tills/current', staff.token);
    expect(current.statusCode).toBe(404);
    expect(json(current).message).toBe('Till not found');
    const res = await cashAdvance(staff.token);
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('TILL_NOT_OPEN');
  });

  it('lets nobody else close a staff member’s till but an admin', async () => {
    const owner = await newStaff('Owner');
    const other = await newStaff('Other');
    const till = json(await t.api('POST', '/api/tills', owner.token, { openingFloat: 200 })).data as { _id: string };
    const notYours = await t.api('POST', `/api/tills/${till._id}/close`, other.token, { countedCash: 200 });
    expect(notYours.statusCode).toBe(404);
    const byAdmin = await t.api('POST', `/api/tills/${till._id}/close`, admin.token, { countedCash: 200 });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(json(byAdmin).data).toMatchObject({ difference: 0, expectedCash: 200 });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const staff = await newStaff('Careful');
    for (const openingFloat of [-1, 1.5, 'a lot']) {
      const res = await t.api('POST', '/api/tills', staff.token, { openingFloat });
      expect(res.statusCode).toBe(400);
      expect(json(res).errorMessage[0].path).toBe('openingFloat');
    }
    const badDate = await t.api('GET', '/api/tills?date=yesterday', admin.token);
    expect(badDate.statusCode).toBe(400);
    expect(json(badDate).errorMessage[0].path).toBe('date');
    const till = json(await t.api('POST', '/api/tills', staff.token, { openingFloat: 0 })).data as { _id: string };
    const badCount = await t.api('POST', `/api/tills/${till._id}/close`, staff.token, { countedCash: -5 });
    expect(json(badCount).errorMessage[0].path).toBe('countedCash');
  });

  it('is the shop’s: a customer gets 403 whatever the body, staff cannot list a day, a visitor gets 401', async () => {
    const customer = await t.customer();
    const staff = await newStaff('Lister');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const body of [{}, { openingFloat: 'x' }]) {
      expect((await t.api('POST', '/api/tills', customer.token, body)).statusCode).toBe(403);
      expect((await t.api('POST', `/api/tills/${id}/close`, customer.token, body)).statusCode).toBe(403);
    }
    expect((await t.api('GET', '/api/tills/current', customer.token)).statusCode).toBe(403);
    expect((await t.api('GET', `/api/tills?date=${dhakaToday()}`, customer.token)).statusCode).toBe(403);
    expect((await t.api('GET', `/api/tills?date=${dhakaToday()}`, staff.token)).statusCode).toBe(403);
    expect((await t.api('GET', '/api/tills/current')).statusCode).toBe(401);
  });
});
