import { TillSchema } from '@bond/contract/counter';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, refunds } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * A refund paid back in cash comes out of the payer's open till of today
 * (docs/product/the-counter.md#refunds-paid-in-cash): without one (none opened, or closed already) it is
 * refused with 409 TILL_NOT_OPEN and nothing changes: the refund stays due, nothing is in the audit log, the
 * customer is told nothing, and a closed till's cash paid out stays as it was counted.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const DAY = 24 * 60;
const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
const TILL_NOT_OPEN = {
  success: false,
  code: 'TILL_NOT_OPEN',
  message: 'Open your till for today before taking or paying out cash',
};

/** A paid booking the admin cancelled with its advance owed back: a refund due of 100 BDT. */
async function refundDue() {
  const customer = await t.customer();
  const bike = await t.bike(admin.token);
  const booking = await t.activeRental(customer.token, bike._id, t.inMinutes(2 * DAY), t.inMinutes(2 * DAY + 120));
  const cancelled = await t.api('POST', `/api/rentals/${booking.rentalId}/cancel`, admin.token, {
    refundAdvance: true,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.rentalId, booking.rentalId));
  expect(refund).toMatchObject({ amount: 100, reason: 'cancelled', refundedAt: null });
  return refund!;
}

const payBackInCash = (refundId: string, token: string) =>
  t.api('POST', `/api/refunds/${refundId}/refunded`, token, { method: 'cash', reference: 'Counter receipt 31' });

/** Everything a refund paid back would have changed: the refund's row, its audit entry, the customer's message. */
async function traceOf(refundId: string) {
  const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.id, refundId));
  const audit = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, refundId), eq(auditLog.action, 'refund.refunded')));
  const told = await t.database.db
    .select()
    .from(messages)
    .where(eq(messages.rentalId, refund!.rentalId))
    .then((rows) => rows.filter((m) => m.template === 'refund_recorded'));
  return { refund, audit, told };
}

describe('a cash refund without an open till', () => {
  it('is refused with 409 TILL_NOT_OPEN for staff and admins who have not opened one, and changes nothing', async () => {
    const refund = await refundDue();
    const before = await traceOf(refund.id);
    expect(before).toMatchObject({ audit: [], told: [] });
    const staff = await t.staffMember(admin.token);
    for (const token of [staff.token, admin.token]) {
      const res = await payBackInCash(refund.id, token);
      expect(res.statusCode, res.body).toBe(409);
      expect(json(res)).toMatchObject(TILL_NOT_OPEN);
    }
    expect(await traceOf(refund.id)).toEqual(before);
    expect(before.refund).toMatchObject({
      refundedAt: null,
      method: null,
      reference: null,
      refundedBy: null,
      tillId: null,
    });
    const listed = json(await t.api('GET', '/api/refunds?status=due', admin.token)).data as { _id: string }[];
    expect(listed.map((r) => r._id)).toContain(refund.id);

    // With a till open, the same refund is paid back out of it: the refusal was the till's.
    expect((await t.api('POST', '/api/tills', staff.token, { openingFloat: 300 })).statusCode).toBe(201);
    const paid = await payBackInCash(refund.id, staff.token);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await traceOf(refund.id);
    expect(after.refund).toMatchObject({ method: 'cash', refundedBy: staff.id });
    expect(after.refund?.tillId).not.toBeNull();
    expect(after.audit).toHaveLength(1);
    expect(after.told.length).toBeGreaterThan(0);
  });

  it('is refused with 409 TILL_NOT_OPEN once the payer’s till of today is closed, and the till stays as counted', async () => {
    const refund = await refundDue();
    const staff = await t.staffMember(admin.token, { name: 'Closed Early' });
    const opened = await t.api('POST', '/api/tills', staff.token, { openingFloat: 500 });
    const tillId = json(opened).data._id as string;
    const closed = await t.api('POST', `/api/tills/${tillId}/close`, staff.token, { countedCash: 500 });
    expect(closed.statusCode, closed.body).toBe(200);
    const before = await traceOf(refund.id);

    const res = await payBackInCash(refund.id, staff.token);
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res)).toMatchObject(TILL_NOT_OPEN);
    expect(await traceOf(refund.id)).toEqual(before);
    expect(before.refund?.refundedAt).toBeNull();
    const day = TillSchema.array().parse(json(await t.api('GET', `/api/tills?date=${dhakaToday()}`, admin.token)).data);
    expect(day.find((till) => till._id === tillId)).toMatchObject({
      status: 'closed',
      cashOut: 0,
      expectedCash: 500,
      countedCash: 500,
      difference: 0,
      movements: [],
    });
  });
});
