import { shopDateOf, shopWallClockToInstant } from '@bond/contract/time';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, payments, refunds } from '../../db/schema.ts';
import { photosOfRental, riderOnFile } from '../../test/handover.ts';
import { factories, json, openTestDatabase, testAppConfig } from '../../test/test-app.ts';

/**
 * A return's bill over HTTP (docs/product/handover-and-return.md#the-bill), on bookings of fixed Dhaka
 * weekdays a week or more ahead, handed over and taken back on the app's own clock: a late return from a
 * Thursday evening into Friday under a weekend price rule, a deposit given back whole, and what the audit log
 * keeps of the handover's deposit and of the return's charges (docs/product/money-and-refunds.md#audit-log).
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The app's clock: the real time unless a test sets an instant (the handover's and the return's "now"). */
let clock: number | null = null;

let database: Database;
let app: FastifyInstance;
let t: ReturnType<typeof factories> & { app: FastifyInstance };
let admin: Awaited<ReturnType<typeof t.admin>>;
let staff: Awaited<ReturnType<typeof t.customer>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(
    testAppConfig(database, {
      sms: { gateway: 'local' },
      email: null,
      now: () => new Date(clock ?? Date.now()),
    }),
  );
  await app.ready();
  t = { app, ...factories(app, database) };
  admin = await t.admin();
  staff = await t.staffMember(admin.token, { name: 'Return Clerk' });
  // The settings the bills below are worked out with, whatever the shop starts with.
  const settings = await t.api('PUT', '/api/shop-settings', admin.token, {
    lateGraceMinutes: 15,
    lateMultiplier: 1.5,
    fuelPricePerEighth: 60,
    handoverEarliestMinutes: 30,
  });
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The Dhaka date of the first `weekday` (0 Sunday … 6 Saturday) at least 8 days from today. */
function dayAhead(weekday: number): string {
  for (let days = 8; ; days += 1) {
    const date = shopDateOf(new Date(Date.now() + days * DAY));
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return date;
  }
}
const THURSDAY = 4;
const WEDNESDAY = 3;
const TUESDAY = 2;
/** An instant by its Dhaka day and wall-clock time ('HH:mm'). */
const dhaka = (date: string, time: string) => shopWallClockToInstant(`${date}T${time}`);
const dayAfter = (date: string) => shopDateOf(new Date(dhaka(date, '12:00').getTime() + DAY));

let references = 0;
/**
 * A paid booking of a new bike for an approved rider from `start` to `end`, handed over 10 minutes before its
 * start with a full tank, two helmets and the bike's deposit by bKash Send Money (no till needed).
 */
async function handedOver(bike: Record<string, unknown>, start: Date, end: Date) {
  const rider = await riderOnFile(t, staff.token);
  const { _id: bikeId } = await t.bike(admin.token, bike);
  const { rentalId } = await t.activeRental(rider.token, bikeId, start.toISOString(), end.toISOString());
  const photoIds = await photosOfRental(t, staff.token, rentalId);
  const reference = `DEP${String((references += 1)).padStart(6, '0')}`;
  clock = start.getTime() - 10 * MINUTE;
  const res = await t.api('POST', `/api/rentals/${rentalId}/handover`, staff.token, {
    odometerKm: 5000,
    fuelEighths: 8,
    helmets: 2,
    photoIds,
    deposit: { method: 'bkash_send_money', amount: bike.deposit ?? 2000, reference },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { rider, rentalId, reference };
}

/** Takes the bike back at `returnTime` (the clock 5 minutes after it), full and with both helmets. */
async function takeBack(rentalId: string, returnTime: Date, over: Record<string, unknown> = {}) {
  const photoIds = await photosOfRental(t, staff.token, rentalId);
  clock = returnTime.getTime() + 5 * MINUTE;
  const res = await t.api('POST', `/api/rentals/${rentalId}/return`, staff.token, {
    returnTime: returnTime.toISOString(),
    odometerKm: 5080,
    fuelEighths: 8,
    helmetsBack: 2,
    photoIds,
    charges: [],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { rental: Record<string, unknown>; bill: Bill };
}

type Bill = { lines: { kind: string; amount: number; label: { en: string } }[] } & Record<string, number>;
const kinds = (bill: Bill) => bill.lines.map((l) => [l.kind, l.amount]);

const preview = async (rentalId: string, returnTime: Date) => {
  const res = await t.api('POST', `/api/rentals/${rentalId}/return/preview`, staff.token, {
    returnTime: returnTime.toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as Bill;
};

describe('the bill of a return over HTTP', () => {
  it('late from a Thursday evening into Friday: the weekend rule raises the rent, not the late fee', async () => {
    const rule = await t.api('POST', '/api/price-rules', admin.token, {
      name: { en: 'Weekend', bn: 'সাপ্তাহিক ছুটি' },
      kind: 'weekend',
      percent: 20,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const thursday = dayAhead(THURSDAY);
    const friday = dayAfter(thursday);
    // 200 BDT an hour, and a day's price that never caps these hours: the time is charged at 200 an hour.
    const { rentalId } = await handedOver(
      { pricePerHour: 200, pricePerDay: 4800, deposit: 2000 },
      dhaka(thursday, '16:00'),
      dhaka(thursday, '19:00'),
    );

    // Within the 15 minutes' grace nothing is late; a minute past it costs the whole first hour, 200 × 1.5.
    clock = dhaka(thursday, '17:00').getTime();
    expect(kinds(await preview(rentalId, dhaka(thursday, '19:15'))).map(([kind]) => kind)).not.toContain('late');
    expect((await preview(rentalId, dhaka(thursday, '19:16'))).lines.find((l) => l.kind === 'late')?.amount).toBe(300);

    // Back on Friday at 01:30, 6 hours 30 minutes after the planned return: 7 started hours. The rent of the
    // 9 hours 30 minutes (1,900) has the weekend's +20% of Friday's 90 minutes at 200 an hour (60); each late
    // hour costs 200 × 1.5 = 300 whether it falls on Thursday or on Friday, not 360
    // (docs/product/handover-and-return.md#the-bill).
    const { bill, rental } = await takeBack(rentalId, dhaka(friday, '01:30'));
    const late = bill.lines.find((l) => l.kind === 'late');
    expect(late).toMatchObject({ amount: 7 * 300 });
    expect(late?.label.en).toBe('Late: 7 started hours × 300 BDT (1.5 × the hourly price)');
    const weekend = bill.lines.find((l) => l.kind === 'rule');
    expect(weekend?.label.en).toContain('Weekend +20%');
    expect(kinds(bill)).toEqual([
      ['time', 1900],
      ['rule', 60],
      ['late', 2100],
      ['advance', -100],
      ['deposit_applied', -2000],
      ['balance', 1960],
    ]);
    expect(bill).toMatchObject({ rent: 1960, lateFee: 2100, depositApplied: 2000, depositRefund: 0, balance: 1960 });
    expect(rental).toMatchObject({ status: 'returned', rentalCharge: 1960, totalCost: 1960 });
  });

  it('on time with a full tank, both helmets and no charges: the whole deposit is owed back', async () => {
    const wednesday = dayAhead(WEDNESDAY);
    // One hour at 100 BDT: the advance pays the rent, so nothing is taken from the deposit.
    const { rentalId } = await handedOver(
      { pricePerHour: 100, deposit: 1500 },
      dhaka(wednesday, '10:00'),
      dhaka(wednesday, '11:00'),
    );
    const { bill } = await takeBack(rentalId, dhaka(wednesday, '11:00'));
    expect(kinds(bill)).toEqual([
      ['time', 100],
      ['advance', -100],
      ['balance', 0],
      ['deposit_refund', 1500],
    ]);
    expect(bill).toMatchObject({ depositApplied: 0, depositRefund: 1500, balance: 0 });
    const due = await database.db.select().from(refunds).where(eq(refunds.rentalId, rentalId));
    expect(due.map((r) => [r.reason, r.amount, r.refundedAt])).toEqual([['deposit_return', 1500, null]]);
  });
});

describe('the audit log of a handover and a return', () => {
  it('has the deposit as a payment taken at the counter, and names each charge of the return with its reason', async () => {
    const tuesday = dayAhead(TUESDAY);
    const { rentalId, reference } = await handedOver(
      { pricePerHour: 150, deposit: 2000 },
      dhaka(tuesday, '10:00'),
      dhaka(tuesday, '12:00'),
    );
    const [deposit] = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.rentalId, rentalId), eq(payments.purpose, 'deposit')));
    const received = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.received'), eq(auditLog.subjectId, deposit!.id)));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      actorId: staff.id,
      after: { rentalId, purpose: 'deposit', method: 'bkash_send_money', amount: 2000, reference },
    });

    await takeBack(rentalId, dhaka(tuesday, '12:00'), {
      charges: [
        { itemCode: 'scratch', amount: 500, reason: 'Left side panel' },
        { label: 'Bent footrest', amount: 300 },
      ],
    });
    const charges = [
      { code: 'SCRATCH', label: 'Scratch', amount: 500, reason: 'Left side panel' },
      { code: null, label: 'Bent footrest', amount: 300, reason: null },
    ];
    const [returned] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rental.returned'), eq(auditLog.subjectId, rentalId)));
    // 2 hours at 150: 300; the charges 800; less the advance, 1,000 taken from the deposit, 1,000 given back.
    expect(returned?.after).toMatchObject({
      status: 'returned',
      rentalCharge: 300,
      lateFee: 0,
      extras: 800,
      depositApplied: 1000,
      depositRefund: 1000,
      totalCost: 0,
    });
    expect((returned?.after as { charges?: unknown }).charges).toEqual(charges);
    // The audit log page reads the same row.
    const page = json(await t.api('GET', '/api/audit?action=rental.returned&pageSize=100', admin.token)).data;
    const entry = page.find((e: { subject: { _id: string } }) => e.subject._id === rentalId);
    expect(entry.after.charges).toEqual(charges);
  });
});
