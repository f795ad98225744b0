import type { CounterMethod } from '@bond/contract/counter';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refunds, rentals } from '../../db/schema.ts';
import { photosOfRental, riderOnFile } from '../../test/handover.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * The rest of a deposit goes back by the method the deposit came by (docs/product/handover-and-return.md#return):
 * a cash deposit in cash from the payer's till, a bKash Send Money one by bKash, a Nagad one by Nagad; one taken
 * by Rocket or on the card terminal by any method. Another method is 400 naming `method`, and nothing changes.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
let staff: Awaited<ReturnType<typeof t.customer>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
  staff = await t.staffMember(admin.token, { name: 'Deposit Clerk' });
  expect((await t.api('POST', '/api/tills', staff.token, { openingFloat: 2000 })).statusCode).toBe(201);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
let references = 0;
/** A reference the method takes, new each time: Send Money's 8 to 12 letters and digits, a terminal's. */
const referenceFor = (method: CounterMethod) =>
  method === 'cash' ? {} : { reference: `DP${Date.now().toString(36).toUpperCase()}${(references += 1)}`.slice(0, 12) };

/**
 * A rental handed over with its 2,000 BDT deposit taken by `method`, its period moved into the past and the
 * bike taken back at its planned return: the rest of the deposit is a refund due `deposit_return`.
 */
async function depositOwedBack(method: CounterMethod) {
  const rider = await riderOnFile(t, staff.token);
  const bike = await t.bike(admin.token, { pricePerHour: 100 });
  const { rentalId } = await t.activeRental(rider.token, bike._id, t.inMinutes(5), t.inMinutes(5 + 4 * 60));
  const handedOver = await t.api('POST', `/api/rentals/${rentalId}/handover`, staff.token, {
    odometerKm: 1000,
    fuelEighths: 8,
    helmets: 1,
    photoIds: await photosOfRental(t, staff.token, rentalId),
    deposit: { method, amount: 2000, ...referenceFor(method) },
  });
  expect(handedOver.statusCode, handedOver.body).toBe(200);
  const start = new Date(Math.floor((Date.now() - 6 * HOUR) / 60_000) * 60_000);
  const plannedReturn = new Date(start.getTime() + 4 * HOUR);
  await t.database.db.update(rentals).set({ startTime: start, endTime: plannedReturn }).where(eq(rentals.id, rentalId));
  const returned = await t.api('POST', `/api/rentals/${rentalId}/return`, staff.token, {
    returnTime: plannedReturn.toISOString(),
    odometerKm: 1040,
    fuelEighths: 8,
    helmetsBack: 1,
    photoIds: await photosOfRental(t, staff.token, rentalId),
    charges: [],
  });
  expect(returned.statusCode, returned.body).toBe(200);
  const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.rentalId, rentalId));
  // 4 hours at 100 BDT, less the 100 BDT advance: 300 BDT of the deposit paid the bill.
  expect(refund).toMatchObject({ reason: 'deposit_return', amount: 1700, refundedAt: null });
  return refund!.id;
}

const payBack = (refundId: string, token: string, method: string, language?: 'bn') =>
  t.app.inject({
    method: 'POST',
    url: `/api/refunds/${refundId}/refunded`,
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
    payload: { method, reference: 'Paid back at the counter' },
  });

/** The refund is still due and nothing of paying it back was recorded. */
async function expectStillDue(refundId: string) {
  const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.id, refundId));
  expect(refund).toMatchObject({ refundedAt: null, method: null, tillId: null });
  const audit = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, refundId), eq(auditLog.action, 'refund.refunded')));
  expect(audit).toHaveLength(0);
}

describe('paying back the rest of a deposit', () => {
  it('taken in cash: in cash from the payer’s till, and by no other method', async () => {
    const refundId = await depositOwedBack('cash');
    const byBkash = await payBack(refundId, admin.token, 'bkash');
    expect(byBkash.statusCode, byBkash.body).toBe(400);
    expect(json(byBkash)).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'This deposit was taken in cash, so its rest goes back in cash, from your till',
      errorMessage: [{ path: 'method' }],
    });
    const inBangla = await payBack(refundId, admin.token, 'bank', 'bn');
    expect(inBangla.statusCode).toBe(400);
    expect(json(inBangla).message).toBe(
      'এই জামানত নগদ টাকায় নেওয়া হয়েছিল, তাই এর বাকি অংশ নগদ টাকায়, আপনার ক্যাশবাক্স থেকে ফেরত দিন',
    );
    await expectStillDue(refundId);

    const inCash = await payBack(refundId, staff.token, 'cash');
    expect(inCash.statusCode, inCash.body).toBe(200);
    expect(json(inCash).data).toMatchObject({ status: 'refunded', method: 'cash', amount: 1700 });
    const [paid] = await t.database.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(paid?.tillId).toEqual(expect.any(String));
  });

  it('taken by bKash Send Money: by bKash; staff, who pay back in cash only, leave it to an admin', async () => {
    const refundId = await depositOwedBack('bkash_send_money');
    for (const [token, method] of [
      [staff.token, 'cash'],
      [admin.token, 'cash'],
      [admin.token, 'nagad'],
      [admin.token, 'gateway_panel'],
    ] as const) {
      const refused = await payBack(refundId, token, method);
      expect(refused.statusCode, `${method}: ${refused.body}`).toBe(400);
      expect(json(refused)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'This deposit was taken by bKash Send Money, so its rest goes back by bKash',
        errorMessage: [{ path: 'method' }],
      });
    }
    expect(json(await payBack(refundId, admin.token, 'cash', 'bn')).message).toBe(
      'এই জামানত বিকাশ সেন্ড মানি দিয়ে নেওয়া হয়েছিল, তাই এর বাকি অংশ বিকাশে ফেরত দিন',
    );
    await expectStillDue(refundId);

    const byBkash = await payBack(refundId, admin.token, 'bkash');
    expect(byBkash.statusCode, byBkash.body).toBe(200);
    expect(json(byBkash).data).toMatchObject({ status: 'refunded', method: 'bkash' });
    // Settled once: a second time is 409 whatever the method, not a refusal of the method.
    const again = await payBack(refundId, admin.token, 'cash');
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('ALREADY_REFUNDED');
  });

  it('taken by Nagad Send Money: by Nagad', async () => {
    const refundId = await depositOwedBack('nagad_send_money');
    const byBkash = await payBack(refundId, admin.token, 'bkash');
    expect(byBkash.statusCode, byBkash.body).toBe(400);
    expect(json(byBkash).message).toBe('This deposit was taken by Nagad Send Money, so its rest goes back by Nagad');
    await expectStillDue(refundId);
    const byNagad = await payBack(refundId, admin.token, 'nagad');
    expect(byNagad.statusCode, byNagad.body).toBe(200);
    expect(json(byNagad).data).toMatchObject({ status: 'refunded', method: 'nagad' });
  });

  it('taken by Rocket Send Money or on the card terminal: by any method, none matching them', async () => {
    const rocket = await depositOwedBack('rocket_send_money');
    const byBank = await payBack(rocket, admin.token, 'bank');
    expect(byBank.statusCode, byBank.body).toBe(200);
    expect(json(byBank).data).toMatchObject({ status: 'refunded', method: 'bank' });

    const card = await depositOwedBack('card_terminal');
    const inCash = await payBack(card, staff.token, 'cash');
    expect(inCash.statusCode, inCash.body).toBe(200);
    expect(json(inCash).data).toMatchObject({ status: 'refunded', method: 'cash' });
  });
});
