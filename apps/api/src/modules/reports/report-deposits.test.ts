import { ReportSummarySchema, type MoneyDay, type ReportSummary } from '@bond/contract/reports';
import { shopDateOf } from '@bond/contract/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, rentals } from '../../db/schema.ts';
import { photosOfRental, riderOnFile } from '../../test/handover.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * Deposits, late fees and charges in the reports (docs/decisions/045-deposits-in-the-reports.md,
 * docs/product/money-and-refunds.md#reports): rentals handed over with a cash deposit and taken back with a
 * bill through the real routes, then read in the summary and the CSV files. The file has its own database;
 * each test compares the report before and after what it does, so the tests do not depend on each other.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;
let clerk: Awaited<ReturnType<typeof t.customer>>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DEPOSIT = 2000;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
  clerk = await t.staffMember(adminToken, { name: 'Deposit Clerk' });
  expect((await t.api('POST', '/api/tills', clerk.token, { openingFloat: 0 })).statusCode).toBe(201);
});
afterAll(() => t.close());

async function summary(from: string, to: string): Promise<ReportSummary> {
  const res = await t.api('GET', `/api/reports/summary?from=${from}&to=${to}`, adminToken);
  expect(res.statusCode, res.body).toBe(200);
  return ReportSummarySchema.parse(json(res).data);
}

const dayOf = (report: ReportSummary, date: string) => report.money.days.find((d) => d.date === date) as MoneyDay;
const cashOf = (report: ReportSummary) => report.money.byMethod.find((m) => m.method === 'cash')!;
const clerkOf = (report: ReportSummary) =>
  report.money.byReceiver.find((r) => r.receivedBy?._id === clerk.id) ?? { amount: 0, count: 0 };

/**
 * A new bike at `pricePerHour` (deposit 2,000 BDT) booked by an approved rider and handed over by the clerk with
 * 6/8 fuel, 2 helmets and the deposit in cash; then its booked start, its handover and the deposit's payment
 * are moved to `startedAt` (4 hours planned).
 */
async function handedOver(pricePerHour: number, startedAt: Date) {
  const rider = await riderOnFile(t, clerk.token);
  const bike = await t.bike(adminToken, { pricePerHour, deposit: DEPOSIT });
  const { rentalId } = await t.activeRental(rider.token, bike._id, t.inMinutes(5), t.inMinutes(5 + 4 * 60));
  const res = await t.api('POST', `/api/rentals/${rentalId}/handover`, clerk.token, {
    odometerKm: 5200,
    fuelEighths: 6,
    helmets: 2,
    photoIds: await photosOfRental(t, clerk.token, rentalId),
    deposit: { method: 'cash', amount: DEPOSIT },
  });
  expect(res.statusCode, res.body).toBe(200);
  const start = new Date(Math.floor(startedAt.getTime() / MINUTE) * MINUTE);
  await t.database.db
    .update(rentals)
    .set({ startTime: start, endTime: new Date(start.getTime() + 4 * HOUR), handedOverAt: start })
    .where(eq(rentals.id, rentalId));
  await t.database.db
    .update(payments)
    .set({ settledAt: start })
    .where(and(eq(payments.rentalId, rentalId), eq(payments.purpose, 'deposit')));
  return { rentalId, bikeId: bike._id, start, plannedReturn: new Date(start.getTime() + 4 * HOUR) };
}

async function returnIt(rentalId: string, returnTime: Date, over: Record<string, unknown> = {}) {
  const res = await t.api('POST', `/api/rentals/${rentalId}/return`, clerk.token, {
    returnTime: returnTime.toISOString(),
    odometerKm: 5260,
    fuelEighths: 6,
    helmetsBack: 2,
    photoIds: await photosOfRental(t, clerk.token, rentalId),
    charges: [],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { bill } = json(res).data as { bill: { lines: { kind: string; amount: number }[] } };
  return bill.lines.map((l) => [l.kind, l.amount]);
}

async function csvRow(kind: 'rentals' | 'payments', from: string, to: string, match: (line: string) => boolean) {
  const res = await t.api('GET', `/api/reports/${kind}.csv?from=${from}&to=${to}`, adminToken);
  expect(res.statusCode).toBe(200);
  const lines = res.body.slice(1).split('\r\n');
  return { header: lines[0] ?? '', row: lines.slice(1).find(match) };
}

describe('deposits held', () => {
  it('a deposit taken yesterday is held at the end of yesterday and of today, and now, and is not collected', async () => {
    const today = shopDateOf(new Date());
    const yesterday = shopDateOf(new Date(Date.now() - DAY));
    const dayBefore = shopDateOf(new Date(Date.now() - 2 * DAY));
    const before = await summary(dayBefore, today);

    // Taken at noon yesterday, Dhaka time, and still out.
    await handedOver(150, new Date(`${yesterday}T12:00:00+06:00`));
    const after = await summary(dayBefore, today);

    expect(after.money.depositsHeld).toEqual({
      amount: before.money.depositsHeld.amount + DEPOSIT,
      count: before.money.depositsHeld.count + 1,
    });
    const held = (report: ReportSummary) => report.money.days.map((d) => d.depositsHeld);
    expect(held(after)).toEqual([held(before)[0], held(before)[1]! + DEPOSIT, held(before)[2]! + DEPOSIT]);
    // What is held at the end of today is what is held now; a period of today alone starts with it held.
    expect(dayOf(after, today).depositsHeld).toBe(after.money.depositsHeld.amount);
    const todayAlone = await summary(today, today);
    expect(todayAlone.money.days.map((d) => d.depositsHeld)).toEqual([dayOf(after, today).depositsHeld]);
    expect(todayAlone.money.total.depositsTaken).toBe(dayOf(after, today).depositsTaken);
    expect(dayOf(after, yesterday).depositsTaken).toBe(dayOf(before, yesterday).depositsTaken + DEPOSIT);
    expect(after.money.total.depositsTaken).toBe(before.money.total.depositsTaken + DEPOSIT);
    // Money held for the customer: not collected (only the booking's advance, paid online, is), in no split.
    expect(after.money.total.collected).toBe(before.money.total.collected + 100);
    expect(after.money.total.advances).toBe(before.money.total.advances + 100);
    expect(after.money.total.depositsApplied).toBe(before.money.total.depositsApplied);
    expect(cashOf(after)).toEqual(cashOf(before));
    expect(clerkOf(after)).toEqual(clerkOf(before));
  });
});

describe('a return with a bill', () => {
  it('damage takes part of the deposit: collected on the return day in cash, the rest given back, then paid back', async () => {
    // Out since 6 hours ago, planned back 2 hours ago; back 10 minutes after the planned return (the grace).
    const { rentalId, bikeId, plannedReturn } = await handedOver(100, new Date(Date.now() - 6 * HOUR));
    const returnTime = new Date(plannedReturn.getTime() + 10 * MINUTE);
    const returnDay = shopDateOf(returnTime);
    const today = shopDateOf(new Date());
    const before = await summary(returnDay, today);
    const heldBefore = before.money.depositsHeld;

    const bill = await returnIt(rentalId, returnTime, {
      charges: [{ itemCode: 'SCRATCH', amount: 500, reason: 'Tank' }],
    });
    // 4 h 10 min at 100 BDT: 417; the scratch 500; the deposit pays 817 of the 917 after the advance.
    expect(bill).toEqual([
      ['time', 417],
      ['charge', 500],
      ['advance', -100],
      ['deposit_applied', -817],
      ['balance', 0],
      ['deposit_refund', 1183],
    ]);

    const after = await summary(returnDay, today);
    // The applied part is income on the day of the return: in collected, in cash (the deposit's method), taken
    // by the clerk who took the deposit, and the bike's.
    expect(dayOf(after, returnDay)).toMatchObject({
      collected: dayOf(before, returnDay).collected + 817,
      depositsApplied: dayOf(before, returnDay).depositsApplied + 817,
      depositsReturned: dayOf(before, returnDay).depositsReturned + 1183,
      damageCharges: dayOf(before, returnDay).damageCharges + 500,
      lateFees: dayOf(before, returnDay).lateFees,
    });
    expect(after.money.total.collected).toBe(before.money.total.collected + 817);
    expect(after.money.total.advances + after.money.total.balances + after.money.total.depositsApplied).toBe(
      after.money.total.collected,
    );
    expect(cashOf(after)).toEqual({
      method: 'cash',
      amount: cashOf(before).amount + 817,
      count: cashOf(before).count + 1,
    });
    expect(clerkOf(after).amount).toBe(clerkOf(before).amount + 817);
    expect(after.money.byMethod.reduce((sum, m) => sum + m.amount, 0)).toBe(after.money.total.collected);
    expect(after.money.byReceiver.reduce((sum, r) => sum + r.amount, 0)).toBe(after.money.total.collected);
    const bike = (report: ReportSummary) => report.perBike.find((b) => b.bikeId === bikeId)!;
    expect(bike(after).collected).toBe(bike(before).collected + 817);

    // Settled by the return, not by paying the rest back: no longer held; its rest is owed back.
    expect(after.money.depositsHeld).toEqual({ amount: heldBefore.amount - DEPOSIT, count: heldBefore.count - 1 });
    expect(dayOf(after, today).depositsHeld).toBe(dayOf(before, today).depositsHeld - DEPOSIT);
    expect(after.money.owedBack.amount).toBe(before.money.owedBack.amount + 1183);
    expect(after.money.total.refundsDue).toBe(before.money.total.refundsDue + 1183);

    // The clerk pays the rest back from the till: refunded, a deposit refund paid; nothing held changes.
    const [due] = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.rentalId, rentalId), eq(refunds.reason, 'deposit_return')));
    const paidBack = await t.api('POST', `/api/refunds/${due!.id}/refunded`, clerk.token, {
      method: 'cash',
      reference: 'Deposit slip 7',
    });
    expect(paidBack.statusCode, paidBack.body).toBe(200);
    const later = await summary(returnDay, today);
    expect(dayOf(later, today)).toMatchObject({
      refunded: dayOf(after, today).refunded + 1183,
      depositRefundsPaid: dayOf(after, today).depositRefundsPaid + 1183,
      depositsHeld: dayOf(after, today).depositsHeld,
    });
    expect(later.money.total.collected).toBe(after.money.total.collected);
    expect(later.money.depositsHeld).toEqual(after.money.depositsHeld);
    expect(later.money.owedBack.amount).toBe(after.money.owedBack.amount - 1183);

    // The file: the deposit, what it paid and what went back; the refund owed and paid back.
    const { header, row } = await csvRow('rentals', shopDateOf(new Date(Date.now() - 6 * HOUR)), today, (line) =>
      line.startsWith(rentalId),
    );
    expect(header).toMatch(
      /,Coupon,Late fee \(BDT\),Fuel \(BDT\),Helmets \(BDT\),Charges \(BDT\),Deposit \(BDT\),Deposit applied \(BDT\),Deposit returned \(BDT\)$/,
    );
    expect(row).toMatch(/,returned,100,417,100,0,,1183,1183,417,0,0,,0,0,0,500,2000,817,1183$/);
  });

  it('late, fuel, a helmet and a scratch: each its own figure on the return day, and in rentals.csv', async () => {
    // Out since 6 hours ago, planned back 2 hours ago, and back now: 2 hours late.
    const { rentalId, start, plannedReturn } = await handedOver(180, new Date(Date.now() - 6 * HOUR));
    const returnTime = new Date(plannedReturn.getTime() + 2 * HOUR);
    const returnDay = shopDateOf(returnTime);
    const before = await summary(returnDay, returnDay);

    const bill = await returnIt(rentalId, returnTime, {
      fuelEighths: 3,
      helmetsBack: 1,
      charges: [{ itemCode: 'SCRATCH', amount: 500 }],
    });
    expect(bill).toEqual([
      ['time', 1080],
      ['late', 540],
      ['fuel', 180],
      ['helmet', 1500],
      ['charge', 500],
      ['advance', -100],
      ['deposit_applied', -2000],
      ['balance', 1700],
    ]);

    const after = await summary(returnDay, returnDay);
    const change = (key: keyof MoneyDay) =>
      Number(after.money.total[key as never]) - Number(before.money.total[key as never]);
    expect({
      lateFees: change('lateFees'),
      fuelCharges: change('fuelCharges'),
      helmetCharges: change('helmetCharges'),
      damageCharges: change('damageCharges'),
      depositsApplied: change('depositsApplied'),
      depositsReturned: change('depositsReturned'),
      collected: change('collected'),
      discounts: change('discounts'),
    }).toEqual({
      lateFees: 540,
      fuelCharges: 180,
      helmetCharges: 1500,
      damageCharges: 500,
      depositsApplied: 2000,
      depositsReturned: 0,
      collected: 2000,
      discounts: 0,
    });
    expect(after.money.days[0]).toMatchObject({ lateFees: after.money.total.lateFees });

    // Charge + late fee + fuel + helmets + charges − advance − deposit applied = balance: 1080 + 2720 − 2100.
    const { row } = await csvRow('rentals', shopDateOf(start), shopDateOf(new Date()), (line) =>
      line.startsWith(rentalId),
    );
    expect(row).toMatch(/,returned,180,1080,100,1700,no,0,0,1080,0,0,,540,180,1500,500,2000,2000,0$/);
  });
});

describe('payments.csv', () => {
  it('names a deposit by its purpose, with its method and who took it', async () => {
    const { rentalId, start } = await handedOver(120, new Date(Date.now() - HOUR));
    const { row } = await csvRow(
      'payments',
      shopDateOf(start),
      shopDateOf(new Date()),
      (line) => line.includes(`,${rentalId},`) && line.includes(',deposit,'),
    );
    expect(row).toMatch(/,deposit,2000,cash,paid,,.*,,cash,,Deposit Clerk$/);
  });
});
