import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, messages, refunds, rentals } from '../../db/schema.ts';
import { photosOfRental, riderOnFile } from '../../test/handover.ts';
import { json, setUpTestApp, type factories } from '../../test/test-app.ts';

/**
 * Taking a bike back (docs/product/handover-and-return.md#return): the bill of each line on a rental handed
 * over with readings and a cash deposit, the deposit applied and given back, the preview, bad input, and
 * twenty returns at once.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let f: ReturnType<typeof factories>;
let database: Database;
let admin: Awaited<ReturnType<typeof f.admin>>;
let staff: Awaited<ReturnType<typeof f.customer>>;

beforeAll(async () => {
  t = await setUpTestApp();
  database = t.database;
  f = t;
  admin = await f.admin();
  staff = await f.staffMember(admin.token, { name: 'Return Clerk' });
  expect((await f.api('POST', '/api/tills', staff.token, { openingFloat: 0 })).statusCode).toBe(201);
});
afterAll(() => t.close());

const MINUTE = 60_000;

const photosOf = (rentalId: string, n = 4) => photosOfRental(t, staff.token, rentalId, n);
const approvedRider = () => riderOnFile(t, staff.token);

/**
 * A rental of a new bike at `pricePerHour`, handed over at its start with 6/8 fuel, 2 helmets and the 2,000
 * BDT cash deposit, whose start and planned return are then moved `hoursAgo` into the past (4 hours long).
 */
async function rentalHandedOver(pricePerHour = 180, hoursAgo = 6) {
  const rider = await approvedRider();
  const bike = await f.bike(admin.token, { pricePerHour });
  const { rentalId } = await f.activeRental(rider.token, bike._id, f.inMinutes(5), f.inMinutes(5 + 4 * 60));
  const handedOver = await f.api('POST', `/api/rentals/${rentalId}/handover`, staff.token, {
    odometerKm: 12480,
    fuelEighths: 6,
    helmets: 2,
    photoIds: await photosOf(rentalId),
    deposit: { method: 'cash', amount: 2000 },
  });
  expect(handedOver.statusCode, handedOver.body).toBe(200);
  const start = new Date(Math.floor((Date.now() - hoursAgo * 3_600_000) / MINUTE) * MINUTE);
  await database.db
    .update(rentals)
    .set({ startTime: start, endTime: new Date(start.getTime() + 4 * 3_600_000) })
    .where(eq(rentals.id, rentalId));
  return { rider, rentalId, start, plannedReturn: new Date(start.getTime() + 4 * 3_600_000) };
}

const returnBody = (photoIds: string[], returnTime: Date, over: Record<string, unknown> = {}) => ({
  returnTime: returnTime.toISOString(),
  odometerKm: 12530,
  fuelEighths: 6,
  helmetsBack: 2,
  photoIds,
  charges: [],
  ...over,
});
const kinds = (bill: { lines: { kind: string; amount: number }[] }) => bill.lines.map((l) => [l.kind, l.amount]);

describe('taking a bike back', () => {
  it('two hours late with a scratch, fuel down and a helmet lost: every line, the deposit taking what it can', async () => {
    const { rider, rentalId, plannedReturn } = await rentalHandedOver(180, 6);
    const returnTime = new Date(plannedReturn.getTime() + 2 * 3_600_000);
    const returnPhotos = await photosOf(rentalId);
    const res = await f.api(
      'POST',
      `/api/rentals/${rentalId}/return`,
      staff.token,
      returnBody(returnPhotos, returnTime, {
        fuelEighths: 3,
        helmetsBack: 1,
        notes: 'Scratch on the left panel',
        charges: [{ itemCode: 'scratch', amount: 500, reason: 'Left side panel' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { rental, bill } = json(res).data;
    // 6 hours at 180; late 2 started hours × 270; fuel 3 × 60; one helmet 1,500; the scratch 500.
    expect(kinds(bill)).toEqual([
      ['time', 1080],
      ['late', 540],
      ['fuel', 180],
      ['helmet', 1500],
      ['charge', 500],
      ['advance', -100],
      ['deposit_applied', -2000],
      ['balance', 1700],
    ]);
    expect(bill.lines.find((l: { kind: string }) => l.kind === 'charge').label).toEqual({
      en: 'Scratch',
      bn: expect.any(String),
    });
    expect(rental).toMatchObject({ status: 'returned', rentalCharge: 1080, totalCost: 1700, payment: false });

    // The customer pays the rest: it is the balance the shop asks for.
    const pay = await f.api('POST', `/api/rentals/${rentalId}/payments`, staff.token, {
      purpose: 'balance',
      method: 'cash',
      amount: 1700,
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const [kept] = await database.db.select({ bill: rentals.bill }).from(rentals).where(eq(rentals.id, rentalId));
    expect(kept?.bill).toEqual(bill);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rental.returned'), eq(auditLog.subjectId, rentalId)));
    expect(audit?.after).toMatchObject({ lateFee: 540, extras: 2180, depositApplied: 2000, depositRefund: 0 });
    const [told] = await database.db
      .select({ body: messages.body })
      .from(messages)
      .where(and(eq(messages.rentalId, rentalId), eq(messages.template, 'return_recorded')));
    // By e-mail (a verified address takes the money messages): the bill's total and what the deposit paid.
    // Each line of the bill, then its total.
    expect(told?.body).toContain('Scratch: 500 BDT\nTotal: 3,800 BDT\n');
    expect(told?.body).toContain('Deposit: 2,000 BDT of it paid the bill');
    // The customer's rental says the same bill: its lines and what the deposit paid.
    const story = json(await f.api('GET', `/api/rentals/${rentalId}`, rider.token)).data;
    expect(story.cost).toMatchObject({ charge: 3800, advance: 100, depositApplied: 2000, balance: 1700 });
    expect(story.cost.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual(
      kinds(bill).slice(0, 5),
    );
    // …and how the bike came back, beside how it left: the readings, who took them, and the photos, which the
    // customer may open.
    expect(story.handover.inspection).toMatchObject({ odometerKm: 12480, fuelEighths: 6, helmets: 2 });
    expect(story.returnInspection).toMatchObject({
      odometerKm: 12530,
      fuelEighths: 3,
      helmets: 1,
      notes: 'Scratch on the left panel',
      recordedBy: { name: 'Return Clerk' },
    });
    expect([...story.returnInspection.photoIds].sort()).toEqual([...returnPhotos].sort());
    const seen = await f.api('GET', `/api/rentals/${rentalId}/photos/${returnPhotos[0]}?size=thumbnail`, rider.token);
    expect(seen.statusCode).toBe(200);
  });

  it('on time with everything back: the rest of the deposit is owed back in full', async () => {
    const { rentalId, plannedReturn } = await rentalHandedOver(100, 5);
    const res = await f.api(
      'POST',
      `/api/rentals/${rentalId}/return`,
      staff.token,
      returnBody(await photosOf(rentalId), new Date(plannedReturn.getTime() + 10 * MINUTE)),
    );
    expect(res.statusCode, res.body).toBe(200);
    // 4 hours 10 minutes at 100 BDT, within the grace: no late fee.
    expect(kinds(json(res).data.bill)).toEqual([
      ['time', 417],
      ['advance', -100],
      ['deposit_applied', -317],
      ['balance', 0],
      ['deposit_refund', 1683],
    ]);
    const due = await database.db.select().from(refunds).where(eq(refunds.rentalId, rentalId));
    expect(due.map((r) => [r.reason, r.amount, r.refundedAt])).toEqual([['deposit_return', 1683, null]]);
    const [told] = await database.db
      .select({ body: messages.body })
      .from(messages)
      .where(and(eq(messages.rentalId, rentalId), eq(messages.template, 'return_recorded')));
    expect(told?.body).toContain('Deposit: 317 BDT of it paid the bill; 1,683 BDT is given back to you');
  });

  it('a preview says what a later return would cost, also ahead of now, and saves nothing', async () => {
    const { rentalId, plannedReturn } = await rentalHandedOver(180, 3);
    // Planned back an hour from now; "what if it comes back three hours later?"
    const later = new Date(plannedReturn.getTime() + 3 * 3_600_000);
    const res = await f.api('POST', `/api/rentals/${rentalId}/return/preview`, staff.token, {
      returnTime: later.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(kinds(json(res).data)).toEqual([
      ['time', 1260],
      ['late', 810],
      ['advance', -100],
      ['deposit_applied', -1970],
      ['balance', 0],
      ['deposit_refund', 30],
    ]);
    expect(json(await f.api('GET', `/api/rentals/${rentalId}`, admin.token)).data.status).toBe('active');
    // The real return cannot lie ahead.
    const ahead = await f.api('POST', `/api/rentals/${rentalId}/return`, staff.token, returnBody([], later));
    expect(ahead.statusCode).toBe(400);
  });

  it('refuses bad input in the error shape, and keeps the rental out', async () => {
    const { rentalId } = await rentalHandedOver(180, 5);
    const photoIds = await photosOf(rentalId);
    const now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
    const send = (over: Record<string, unknown>) =>
      f.api('POST', `/api/rentals/${rentalId}/return`, staff.token, returnBody(photoIds, now, over));
    const lower = await send({ odometerKm: 12000 });
    expect(lower.statusCode).toBe(400);
    expect(json(lower)).toMatchObject({ errorMessage: [{ path: 'odometerKm' }] });
    expect(json(lower).message).toContain('12480 km at the handover');
    expect((await send({ fuelEighths: 9 })).statusCode).toBe(400);
    expect((await send({ charges: [{ label: 'Dent', amount: -5 }] })).statusCode).toBe(400);
    expect((await send({ charges: [{ label: 'Dent', amount: 100_001 }] })).statusCode).toBe(400);
    expect((await send({ charges: [{ amount: 300 }] })).statusCode).toBe(400);
    const unknown = await send({ charges: [{ itemCode: 'NO_SUCH', amount: 300 }] });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ errorMessage: [{ path: 'charges.0.itemCode' }] });
    expect((await send({ photoIds: photoIds.slice(0, 3) })).statusCode).toBe(400);
    expect(json(await f.api('GET', `/api/rentals/${rentalId}`, admin.token)).data.status).toBe('active');
    // The spec's return call, which takes no readings, cannot settle its deposit.
    const spec = await f.api('PATCH', '/api/rentals/calculate', admin.token, {
      bookingId: rentalId,
      bikeReturnTime: now.toISOString(),
    });
    expect(spec.statusCode).toBe(409);
    expect(json(spec).code).toBe('RETURN_NEEDS_READINGS');

    // A booking never handed over has nothing to take back.
    const rider = await f.customer();
    const bike = await f.bike(admin.token);
    const booked = await f.activeRental(rider.token, bike._id, f.inMinutes(5), f.inMinutes(65));
    const never = await f.api('POST', `/api/rentals/${booked.rentalId}/return/preview`, staff.token, {
      returnTime: f.inMinutes(70),
    });
    expect(never.statusCode).toBe(409);
    expect(json(never).code).toBe('NOT_HANDED_OVER');
  });

  it('twenty returns at once make one bill; the others are 409', async () => {
    const { rentalId, plannedReturn } = await rentalHandedOver(180, 6);
    const photoIds = await photosOf(rentalId);
    const body = returnBody(photoIds, plannedReturn);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => f.api('POST', `/api/rentals/${rentalId}/return`, staff.token, body)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => json(a).code === 'ALREADY_RETURNED')).toBe(true);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const due = await database.db.select().from(refunds).where(eq(refunds.rentalId, rentalId));
    expect(due).toHaveLength(1);
  });
});
