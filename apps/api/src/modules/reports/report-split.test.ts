import { ReportSummarySchema, type ReportSummary } from '@bond/contract/reports';
import { instantToShopWallClock } from '@bond/contract/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * The money collected split by method and by who received it (docs/product/money-and-refunds.md#reports),
 * and the payments file's method, reference and receiver: counter payments taken through the real routes
 * (a till opened, a booking made at the counter with a cash advance, a balance paid by bKash Send Money with
 * its reference), beside an advance paid online. The file has its own database, so every total is known.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
let shirin: Awaited<ReturnType<typeof t.customer>>;
let tanvir: Awaited<ReturnType<typeof t.customer>>;

const HOUR = 60;
const SEND_MONEY_ID = 'BK7Q2M9X4T';

/** The Dhaka days from yesterday to tomorrow: every payment made now falls in them, even near midnight. */
function aroundToday() {
  const day = (offset: number) => instantToShopWallClock(new Date(Date.now() + offset * 86_400_000)).slice(0, 10);
  return { from: day(-1), to: day(1) };
}

async function summary(): Promise<ReportSummary> {
  const { from, to } = aroundToday();
  const res = await t.api('GET', `/api/reports/summary?from=${from}&to=${to}`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return ReportSummarySchema.parse(json(res).data);
}

async function newStaff(name: string) {
  const person = await t.customer({ name });
  const res = await t.api('PATCH', `/api/users/${person.id}/role`, admin.token, { role: 'staff' });
  expect(res.statusCode, res.body).toBe(200);
  return person;
}

let balanceDue = 0;
let counterRentalId = '';

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
  shirin = await newStaff('Shirin Akter');
  tanvir = await newStaff('=Tanvir Hasan');
  expect((await t.api('POST', '/api/tills', shirin.token, { openingFloat: 500 })).statusCode).toBe(201);

  // Shirin books a walk-in at the counter, taking the advance in cash; the rental goes out and comes back.
  const walkIn = await t.customer({ name: 'Walk-in Rider' });
  const bike = await t.bike(admin.token, { pricePerHour: 600 });
  const booked = await t.api('POST', '/api/counter/rentals', shirin.token, {
    customerId: walkIn.id,
    bikeId: bike._id,
    startTime: t.inMinutes(-2),
    endTime: t.inMinutes(2 * HOUR),
    payment: { method: 'cash', amount: 100 },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  counterRentalId = json(booked).data.rental._id as string;
  const returned = await t.api('PATCH', '/api/rentals/calculate', admin.token, {
    bookingId: counterRentalId,
    bikeReturnTime: t.inMinutes(2),
  });
  expect(returned.statusCode, returned.body).toBe(200);
  balanceDue = json(returned).data.totalCost as number;
  expect(balanceDue).toBeGreaterThan(100);

  // Tanvir takes the balance by bKash Send Money, with the transaction ID typed in small letters.
  const paid = await t.api('POST', `/api/rentals/${counterRentalId}/payments`, tanvir.token, {
    purpose: 'balance',
    method: 'bkash_send_money',
    amount: balanceDue,
    reference: SEND_MONEY_ID.toLowerCase(),
  });
  expect(paid.statusCode, paid.body).toBe(201);

  // A customer books online and pays the advance through the gateway.
  const online = await t.customer({ name: 'Online Rider' });
  await t.activeRental(online.token, (await t.bike(admin.token))._id, t.inMinutes(HOUR));

  // Shirin takes another cash advance; the booking is cancelled and she pays the advance back from her till.
  const later = await t.api('POST', '/api/counter/rentals', shirin.token, {
    customerId: walkIn.id,
    bikeId: (await t.bike(admin.token))._id,
    startTime: t.inMinutes(3 * 24 * HOUR),
    endTime: t.inMinutes(3 * 24 * HOUR + 2 * HOUR),
    payment: { method: 'cash', amount: 100 },
  });
  expect(later.statusCode, later.body).toBe(201);
  const laterId = json(later).data.rental._id as string;
  const cancelled = await t.api('POST', `/api/rentals/${laterId}/cancel`, admin.token, { refundAdvance: true });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.rentalId, laterId));
  const paidBack = await t.api('POST', `/api/refunds/${refund!.id}/refunded`, shirin.token, {
    method: 'cash',
    reference: 'Counter receipt 1',
  });
  expect(paidBack.statusCode, paidBack.body).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/reports/summary: collected money split by method and by who received it', () => {
  it('gives every method, zeros included, adding up to what was collected', async () => {
    const report = await summary();
    expect(report.money.byMethod).toEqual([
      { method: 'online', amount: 100, count: 1 },
      { method: 'cash', amount: 200, count: 2 },
      { method: 'bkash_send_money', amount: balanceDue, count: 1 },
      { method: 'nagad_send_money', amount: 0, count: 0 },
      { method: 'rocket_send_money', amount: 0, count: 0 },
      { method: 'card_terminal', amount: 0, count: 0 },
    ]);
    const collected = report.money.byMethod.reduce((sum, m) => sum + m.amount, 0);
    expect(report.money.total.collected).toBe(collected);
    expect(report.money.total).toMatchObject({ advances: 300, balances: balanceDue });
    // The advance paid back in cash stays collected; it counts as refunded, as every refund does.
    expect(report.money.total).toMatchObject({ refundsDue: 100, refunded: 100 });
  });

  it('gives each person who took money by name, and the online payments as one row, largest first', async () => {
    const report = await summary();
    expect(report.money.byReceiver).toEqual([
      { receivedBy: { _id: tanvir.id, name: '=Tanvir Hasan' }, amount: balanceDue, count: 1 },
      { receivedBy: { _id: shirin.id, name: 'Shirin Akter' }, amount: 200, count: 2 },
      { receivedBy: null, amount: 100, count: 1 },
    ]);
    expect(report.money.byReceiver.reduce((sum, r) => sum + r.amount, 0)).toBe(report.money.total.collected);
  });

  it('counts by the Dhaka day of settling: a period before today has none of it', async () => {
    const { from } = aroundToday();
    const before = new Date(Date.parse(`${from}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.api('GET', `/api/reports/summary?from=${before}&to=${before}`, admin.token);
    const report = ReportSummarySchema.parse(json(res).data);
    expect(report.money.byMethod.map((m) => m.amount)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(report.money.byReceiver).toEqual([]);
  });
});

describe('payments.csv: method, reference and who received it', () => {
  it('names the counter method, its reference in capitals and the receiver; online payments as online', async () => {
    const { from, to } = aroundToday();
    const res = await t.api('GET', `/api/reports/payments.csv?from=${from}&to=${to}`, admin.token);
    expect(res.statusCode).toBe(200);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]!.endsWith(',Refund,Method,Reference,Received by')).toBe(true);
    const rows = lines.slice(1, -1);
    const counterRows = rows.filter((line) => line.includes(counterRentalId));
    expect(counterRows).toHaveLength(2);
    expect(counterRows.find((line) => line.includes(',advance,'))).toMatch(
      /,advance,100,cash,paid,,.*,,cash,,Shirin Akter$/,
    );
    // A receiver's name a spreadsheet would run as a formula is written as text.
    expect(counterRows.find((line) => line.includes(',rent,'))).toMatch(
      new RegExp(
        `,rent,${balanceDue},bkash_send_money,paid,${SEND_MONEY_ID},.*,,bkash_send_money,${SEND_MONEY_ID},'=Tanvir Hasan$`,
      ),
    );
    expect(rows.filter((line) => line.endsWith(',online,,'))).toHaveLength(1);
    expect(rows.filter((line) => line.includes(',Shirin Akter'))).toHaveLength(2);
  });
});
