import { ReportSummarySchema, type ReportSummary } from '@bond/contract/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, setUpTestApp } from '../../test/test-app.ts';
import * as repo from './reports.repository.ts';

/**
 * The owner's reports over a shop history written straight into the database with fixed Dhaka
 * times (September and October 2026), plus a few rentals placed relative to the database's `now()`. The file
 * has its own database and no other test adds rentals or payments to it, so every total is known exactly.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;

const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const user = (n: number) => id('a', n);
const bike = (n: number) => id('b', n);
const rental = (n: number) => id('c', n);
const payment = (n: number) => id('d', n);

const BANGLA = 'রহিম উদ্দিন';
const COMMA_QUOTE = 'Khan, "Bablu"';
const FORMULA = '=HYPERLINK("http://evil.test","click")';

/**
 * Bikes: 1 in the shop all year; 2 retired at 00:00 on 16 September (Dhaka); 3 added on 5 October; 4 retired
 * in August. Rentals (Dhaka times):
 * - 1: bike 1, 10 Sep 10:00–20:00, returned; advance paid 10 Sep (and paid twice: owed back, refunded 2 Oct);
 *      balance 1,400 paid at 23:30 on 30 Sep.
 * - 2: bike 1, 31 Aug 20:00 – 1 Sep 08:00, returned (8 of its 12 hours in September); balance 1,700 unpaid.
 * - 3: bike 1, 30 Sep 18:00 – 1 Oct 06:00, returned (6 hours in September); balance 1,700 unpaid.
 * - 4: bike 2, 5 Sep 09:00 – 6 Sep 21:00 (36 h), returned; balance 4,220 paid at 00:30 on 1 Oct.
 * - 6: bike 1, booked for 20 Sep, cancelled, advance owed back (16 Sep) and refunded (18 Sep).
 * - 7: bike 1, booked for 05:30 on 25 Sep (a Friday in Dhaka, still Thursday in UTC), a no-show.
 * - 8: bike 1, its hold lapsed on 12 Sep; the advance arrived late: received, owed back, not yet refunded.
 * - 9: bike 1, out since 5 hours ago, planned back 2 hours ago: overdue now.
 * - 10, 11: bike 3, out since an hour ago (due back later), and booked for tomorrow.
 * The rentals that went out (1 to 4, 9, 10) were handed over at their start.
 */
async function insertHistory() {
  await run(sql`insert into users (id, name, email, phone, address, password_hash) values
    (${user(1)}, ${BANGLA}, 'rahim@example.com', '01711000001', 'Mirpur', 'x'),
    (${user(2)}, ${COMMA_QUOTE}, 'bablu@example.com', '+8801711000002', 'Banani', 'x'),
    (${user(3)}, ${FORMULA}, 'evil@example.com', '01711000003', 'Uttara', 'x')`);
  await run(sql`insert into bikes (id, name, brand, model, year, image, price_per_hour, price_per_day, price_per_week, description, cc, created_at, retired_at) values
    (${bike(1)}, 'Hunter 160', 'TVS', 'Apache', 2024, '/x.svg', 150, 1200, 6000, 'd', 160, '2026-01-01 00:00+06', null),
    (${bike(2)}, 'Pulsar 150', 'Bajaj', 'Pulsar', 2023, '/x.svg', 120, 960, 4800, 'd', 150, '2026-01-01 00:00+06', '2026-09-16 00:00+06'),
    (${bike(3)}, 'Late Comer', 'Honda', 'CB', 2025, '/x.svg', 100, 800, 4000, 'd', 125, '2026-10-05 12:00+06', null),
    (${bike(4)}, 'Old Timer', 'Hero', 'Splendor', 2019, '/x.svg', 90, 720, 3600, 'd', 100, '2026-01-01 00:00+06', '2026-08-20 12:00+06')`);
  await run(sql`insert into rentals (id, user_id, bike_id, start_time, end_time, return_time, status, advance_paid,
      price_per_hour, rental_charge, total_cost, balance_paid, hold_expires_at, created_at, handed_over_at) values
    (${rental(1)}, ${user(1)}, ${bike(1)}, '2026-09-10 10:00+06', '2026-09-10 20:00+06', '2026-09-10 20:00+06', 'returned', true, 150, 1500, 1400, true, null, '2026-09-10 08:55+06', '2026-09-10 10:00+06'),
    (${rental(2)}, ${user(2)}, ${bike(1)}, '2026-08-31 20:00+06', '2026-09-01 08:00+06', '2026-09-01 08:00+06', 'returned', true, 150, 1800, 1700, false, null, '2026-08-30 10:00+06', '2026-08-31 20:00+06'),
    (${rental(3)}, ${user(1)}, ${bike(1)}, '2026-09-30 18:00+06', '2026-10-01 06:00+06', '2026-10-01 06:00+06', 'returned', true, 150, 1800, 1700, false, null, '2026-09-29 10:00+06', '2026-09-30 18:00+06'),
    (${rental(4)}, ${user(2)}, ${bike(2)}, '2026-09-05 09:00+06', '2026-09-06 21:00+06', '2026-09-06 21:00+06', 'returned', true, 120, 4320, 4220, true, null, '2026-09-04 12:00+06', '2026-09-05 09:00+06'),
    (${rental(6)}, ${user(3)}, ${bike(1)}, '2026-09-20 10:00+06', '2026-09-20 14:00+06', null, 'cancelled', true, 150, null, 0, false, null, '2026-09-15 10:00+06', null),
    (${rental(7)}, ${user(1)}, ${bike(1)}, '2026-09-25 05:30+06', '2026-09-25 09:30+06', null, 'no_show', true, 150, null, 0, false, null, '2026-09-24 10:00+06', null),
    (${rental(8)}, ${user(2)}, ${bike(1)}, '2026-09-12 16:00+06', '2026-09-12 18:00+06', null, 'expired', false, 150, null, 0, false, '2026-09-12 14:55+06', '2026-09-12 14:40+06', null),
    (${rental(9)}, ${user(1)}, ${bike(1)}, now() - interval '5 hours', now() - interval '2 hours', null, 'booked', true, 150, null, 0, false, null, now() - interval '1 day', now() - interval '5 hours'),
    (${rental(10)}, ${user(2)}, ${bike(3)}, now() - interval '1 hour', now() + interval '2 hours', null, 'booked', true, 100, null, 0, false, null, now() - interval '1 day', now() - interval '1 hour'),
    (${rental(11)}, ${user(2)}, ${bike(3)}, now() + interval '1 day', now() + interval '1 day 2 hours', null, 'booked', true, 100, null, 0, false, null, now() - interval '1 day', null)`);
  await run(sql`insert into payments (id, rental_id, purpose, amount, gateway, tran_id, status, gateway_txn_id, refund_due, created_at, settled_at) values
    (${payment(1)}, ${rental(1)}, 'advance', 100, 'aamarpay', 'T1', 'paid', 'G1', false, '2026-09-10 08:56+06', '2026-09-10 09:00+06'),
    (${payment(10)}, ${rental(1)}, 'advance', 100, 'aamarpay', 'T10', 'duplicate', 'G10', true, '2026-09-10 08:57+06', '2026-09-10 09:05+06'),
    (${payment(11)}, ${rental(1)}, 'rent', 1400, 'aamarpay', 'T11', 'failed', null, false, '2026-09-30 23:00+06', '2026-09-30 23:01+06'),
    (${payment(2)}, ${rental(1)}, 'rent', 1400, 'aamarpay', 'T2', 'paid', 'G2', false, '2026-09-30 23:20+06', '2026-09-30 23:30+06'),
    (${payment(3)}, ${rental(4)}, 'advance', 100, 'aamarpay', 'T3', 'paid', 'G3', false, '2026-09-04 12:00+06', '2026-09-04 12:01+06'),
    (${payment(4)}, ${rental(4)}, 'rent', 4220, 'aamarpay', 'T4', 'paid', 'G4', false, '2026-09-30 23:50+06', '2026-10-01 00:30+06'),
    (${payment(5)}, ${rental(2)}, 'advance', 100, 'aamarpay', 'T5', 'paid', 'G5', false, '2026-08-30 10:00+06', '2026-08-30 10:01+06'),
    (${payment(6)}, ${rental(3)}, 'advance', 100, 'aamarpay', 'T6', 'paid', 'G6', false, '2026-09-29 10:00+06', '2026-09-29 10:01+06'),
    (${payment(7)}, ${rental(6)}, 'advance', 100, 'aamarpay', 'T7', 'paid', 'G7', false, '2026-09-15 10:00+06', '2026-09-15 10:01+06'),
    (${payment(8)}, ${rental(7)}, 'advance', 100, 'aamarpay', 'T8', 'paid', 'G8', false, '2026-09-24 10:00+06', '2026-09-24 10:01+06'),
    (${payment(9)}, ${rental(8)}, 'advance', 100, 'aamarpay', 'T9', 'paid', 'G9', true, '2026-09-12 14:41+06', '2026-09-12 15:00+06'),
    (${payment(12)}, ${rental(9)}, 'advance', 100, 'aamarpay', 'T12', 'paid', 'G12', false, now() - interval '1 day', now() - interval '1 day'),
    (${payment(13)}, ${rental(10)}, 'advance', 100, 'aamarpay', 'T13', 'paid', 'G13', false, now() - interval '1 day', now() - interval '1 day'),
    (${payment(14)}, ${rental(11)}, 'advance', 100, 'aamarpay', 'T14', 'paid', 'G14', false, now() - interval '1 day', now() - interval '1 day')`);
  await run(sql`insert into refunds (rental_id, payment_id, amount, reason, created_at, refunded_at, method, reference) values
    (${rental(6)}, null, 100, 'cancelled', '2026-09-16 10:00+06', '2026-09-18 12:00+06', 'bkash', 'BK-1'),
    (${rental(8)}, ${payment(9)}, 100, 'late_payment', '2026-09-12 15:00+06', null, null, null),
    (${rental(1)}, ${payment(10)}, 100, 'duplicate_payment', '2026-09-10 09:05+06', '2026-10-02 11:00+06', 'nagad', 'NG-1')`);
}

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
  await insertHistory();
});
afterAll(() => t.close());

async function summary(from: string, to: string): Promise<ReportSummary> {
  const res = await t.api('GET', `/api/reports/summary?from=${from}&to=${to}`, adminToken);
  expect(res.statusCode, res.body).toBe(200);
  expect(json(res)).toMatchObject({ success: true, message: expect.any(String) });
  return ReportSummarySchema.parse(json(res).data);
}

/** The money figures of a day (or a period) with nothing in it: no deposits, late fees or charges in this history. */
const zeroDay = {
  collected: 0,
  advances: 0,
  balances: 0,
  depositsApplied: 0,
  receivedOwedBack: 0,
  refundsDue: 0,
  refunded: 0,
  depositsTaken: 0,
  depositsReturned: 0,
  depositRefundsPaid: 0,
  discounts: 0,
  addOnIncome: 0,
  lateFees: 0,
  fuelCharges: 0,
  helmetCharges: 0,
  damageCharges: 0,
};
/** A day of this history: no deposit was ever held. */
const noneHeld = { depositsHeld: 0 };

describe('GET /api/reports/summary: money by Dhaka day', () => {
  it('counts each payment and refund on the Dhaka day it happened, every day listed', async () => {
    const report = await summary('2026-09-01', '2026-09-30');
    expect(report.period).toMatchObject({
      from: '2026-09-01',
      to: '2026-09-30',
      days: 30,
      startsAt: '2026-08-31T18:00:00.000Z',
      endsAt: '2026-09-30T18:00:00.000Z',
    });
    expect(report.money.days.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => `2026-09-${String(i + 1).padStart(2, '0')}`),
    );
    const day = (date: string) => report.money.days.find((d) => d.date === date);
    expect(day('2026-09-01')).toEqual({ date: '2026-09-01', ...zeroDay, ...noneHeld });
    // The advance kept, and the same advance paid twice: received, but owed back (and arisen as a refund due).
    expect(day('2026-09-10')).toEqual({
      date: '2026-09-10',
      ...zeroDay,
      ...noneHeld,
      collected: 100,
      advances: 100,
      receivedOwedBack: 100,
      refundsDue: 100,
    });
    // A late advance: received and owed back, not collected.
    expect(day('2026-09-12')).toMatchObject({ collected: 0, receivedOwedBack: 100, refundsDue: 100 });
    expect(day('2026-09-16')).toMatchObject({ refundsDue: 100, refunded: 0 });
    expect(day('2026-09-18')).toMatchObject({ refundsDue: 0, refunded: 100 });
    // 23:30 on the month's last day belongs to that day; the failed attempt half an hour before counts nowhere.
    expect(day('2026-09-30')).toEqual({ date: '2026-09-30', ...zeroDay, ...noneHeld, collected: 1400, balances: 1400 });
    expect(report.money.total).toEqual({
      ...zeroDay,
      collected: 1900,
      advances: 500,
      balances: 1400,
      receivedOwedBack: 200,
      refundsDue: 300,
      refunded: 100,
    });
  });

  it('splits what was collected by method and by who received it: here all online', async () => {
    const report = await summary('2026-09-01', '2026-09-30');
    expect(report.money.byMethod).toEqual([
      { method: 'online', amount: 1900, count: 6 },
      { method: 'cash', amount: 0, count: 0 },
      { method: 'bkash_send_money', amount: 0, count: 0 },
      { method: 'nagad_send_money', amount: 0, count: 0 },
      { method: 'rocket_send_money', amount: 0, count: 0 },
      { method: 'card_terminal', amount: 0, count: 0 },
    ]);
    // The late advance and the second payment (received and owed back) are not collected, so in neither split.
    expect(report.money.byReceiver).toEqual([{ receivedBy: null, amount: 1900, count: 6 }]);
    const quiet = await summary('2025-01-01', '2025-01-31');
    expect(quiet.money.byMethod.every((m) => m.amount === 0 && m.count === 0)).toBe(true);
    expect(quiet.money.byReceiver).toEqual([]);
  });

  it('puts 00:30 on 1 October (still 30 September in UTC) in October, and the month before it out', async () => {
    const october = await summary('2026-10-01', '2026-10-31');
    expect(october.money.days).toHaveLength(31);
    expect(october.money.days[0]).toEqual({
      date: '2026-10-01',
      ...zeroDay,
      ...noneHeld,
      collected: 4220,
      balances: 4220,
    });
    expect(october.money.days[1]).toEqual({ date: '2026-10-02', ...zeroDay, ...noneHeld, refunded: 100 });
    expect(october.money.total).toEqual({ ...zeroDay, collected: 4220, balances: 4220, refunded: 100 });

    // Two months are the sum of each.
    const both = await summary('2026-09-01', '2026-10-31');
    expect(both.money.days).toHaveLength(61);
    expect(both.money.total).toEqual({
      ...zeroDay,
      collected: 6120,
      advances: 500,
      balances: 5620,
      receivedOwedBack: 200,
      refundsDue: 300,
      refunded: 200,
    });
    // One day alone.
    const lastDay = await summary('2026-09-30', '2026-09-30');
    expect(lastDay.money.total).toEqual({ ...zeroDay, collected: 1400, balances: 1400 });
  });

  it('says what is owed now, whatever the period: unpaid balances and refunds not yet paid back', async () => {
    const report = await summary('2025-01-01', '2025-01-31');
    expect(report.money.total).toEqual(zeroDay);
    expect(report.money.outstanding).toEqual({ amount: 3400, count: 2 });
    expect(report.money.owedBack).toEqual({ amount: 100, count: 1 });
    expect(report.money.depositsHeld).toEqual({ amount: 0, count: 0 });
    expect(report.rentals).toEqual({ booked: 0, cancelled: 0, noShows: 0, returned: 0, overdueNow: 1 });
    expect(report.perBike).toEqual([]);
    expect(report.busiestHours.total).toBe(0);
  });
  it('reads Dhaka days whatever the database session’s own time zone is', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'America/New_York'`);
      const w = await repo.reportWindow(tx, '2026-09-01', '2026-09-30');
      expect(w).toMatchObject({ startsAt: '2026-08-31T18:00:00.000Z', endsAt: '2026-09-30T18:00:00.000Z' });
      const money = await repo.moneyByDay(tx, w);
      expect(money.find((d) => d.date === '2026-09-30')).toMatchObject({ balances: 1400 });
      const { collected: _collected, ...zeroRow } = zeroDay;
      expect(money.at(-1)).toEqual({
        ...zeroRow,
        date: null,
        advances: 500,
        balances: 1400,
        receivedOwedBack: 200,
        refundsDue: 300,
        refunded: 100,
        depositsHeld: null,
      });
      const cells = await repo.bookingsByWeekdayAndHour(tx, w);
      expect(cells).toContainEqual({ weekday: 5, hour: 5, bookings: 1 });
    });
  });
});

describe('GET /api/reports/summary: rentals, bikes and busy hours', () => {
  it('counts the period’s bookings, cancellations, no-shows and returns, and the rentals overdue now', async () => {
    const september = await summary('2026-09-01', '2026-09-30');
    // Booked: 1, 3, 4, 6 and 7 were made in September with their advance paid (8's came too late).
    expect(september.rentals).toEqual({ booked: 5, cancelled: 1, noShows: 1, returned: 3, overdueNow: 1 });
    const october = await summary('2026-10-01', '2026-10-31');
    expect(october.rentals).toEqual({ booked: 0, cancelled: 0, noShows: 0, returned: 1, overdueNow: 1 });
  });

  it('gives each bike offered in the period its rented hours within it and its utilisation, most used first', async () => {
    const report = await summary('2026-09-01', '2026-09-30');
    expect(report.perBike).toEqual([
      // Retired at the start of 16 September: 15 days in the shop, 36 hours out.
      {
        bikeId: bike(2),
        name: 'Pulsar 150',
        retiredAt: '2026-09-15T18:00:00.000Z',
        rentedHours: 36,
        availableHours: 360,
        utilisation: 0.1,
        collected: 100,
        rentals: 1,
      },
      // 10 hours, plus the 8 of a rental begun in August and the 6 of one that ended in October.
      {
        bikeId: bike(1),
        name: 'Hunter 160',
        retiredAt: null,
        rentedHours: 24,
        availableHours: 720,
        utilisation: 0.0333,
        collected: 1800,
        rentals: 3,
      },
    ]);
    // The bike added in October and the one retired in August are not listed.
    expect(report.perBike.map((b) => b.bikeId)).not.toContain(bike(3));
    expect(report.perBike.map((b) => b.bikeId)).not.toContain(bike(4));
  });

  it('counts a rental out now up to now, and a bike’s hours up to now', async () => {
    const today = (
      (await run(sql`select to_char(now() at time zone 'Asia/Dhaka', 'YYYY-MM-DD') as d`)) as unknown as {
        rows: { d: string }[];
      }
    ).rows[0]!.d;
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const report = await summary(yesterday, today);
    const hoursSinceStart = (Date.parse(report.period.asOf) - Date.parse(report.period.startsAt)) / 3_600_000;
    const byId = Object.fromEntries(report.perBike.map((b) => [b.bikeId, b]));
    // Out 5 hours ago and overdue: charged up to now.
    expect(byId[bike(1)]).toMatchObject({ rentedHours: 5, rentals: 1 });
    expect(byId[bike(1)]!.availableHours).toBeCloseTo(hoursSinceStart, 1);
    expect(byId[bike(3)]).toMatchObject({ rentedHours: 1, rentals: 1 });
    expect(byId[bike(2)]).toBeUndefined();
  });

  it('lays paid bookings out by Dhaka weekday (0 = Sunday) and hour', async () => {
    const { busiestHours } = await summary('2026-09-01', '2026-09-30');
    const cells = busiestHours.counts.flatMap((row, weekday) =>
      row.flatMap((n, hour) => (n > 0 ? [{ weekday, hour, n }] : [])),
    );
    expect(cells).toEqual([
      { weekday: 0, hour: 10, n: 1 }, // Sun 20 Sep 10:00 (cancelled later: still a booking)
      { weekday: 3, hour: 18, n: 1 }, // Wed 30 Sep 18:00
      { weekday: 4, hour: 10, n: 1 }, // Thu 10 Sep 10:00
      { weekday: 5, hour: 5, n: 1 }, // Fri 25 Sep 05:30 in Dhaka (Thursday 23:30 in UTC)
      { weekday: 6, hour: 9, n: 1 }, // Sat 5 Sep 09:00
    ]);
    expect(busiestHours.total).toBe(5);
  });
});

const REPORT_URLS = ['/api/reports/summary', '/api/reports/rentals.csv', '/api/reports/payments.csv'];

describe('who may read reports, and which periods', () => {
  it('is for admins only: a customer gets 403 and a visitor 401, on every report', async () => {
    const customer = await t.customer();
    for (const url of REPORT_URLS) {
      const query = `${url}?from=2026-09-01&to=2026-09-30`;
      expect((await t.api('GET', query, customer.token)).statusCode, url).toBe(403);
      const anonymous = await t.api('GET', query);
      expect(anonymous.statusCode, url).toBe(401);
      expect(json(anonymous)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses a missing or bad date, a period backwards or over 366 days, naming the field', async () => {
    const cases: [string, string][] = [
      ['to=2026-09-30', 'from'],
      ['from=2026-09-01', 'to'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026/09/01&to=2026-09-30', 'from'],
      ['from=2026-09-01&to=tomorrow', 'to'],
      ['from=2026-09-30&to=2026-09-01', 'to'],
      ['from=2025-01-01&to=2026-01-02', 'to'],
      ['from=2026-09-01&to=2026-09-30&bike=1', 'bike'],
    ];
    for (const url of REPORT_URLS) {
      for (const [query, path] of cases) {
        const res = await t.api('GET', `${url}?${query}`, adminToken);
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(json(res)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        expect(json(res).errorMessage[0].path, `${url}?${query}`).toBe(path);
      }
    }
    const backwards = await t.api('GET', '/api/reports/summary?from=2026-09-30&to=2026-09-01', adminToken);
    expect(json(backwards).errorMessage[0].message).toBe('to must be the same day as from or later');
    // 366 days (a leap year) is the most a report covers.
    expect((await t.api('GET', '/api/reports/summary?from=2028-01-01&to=2028-12-31', adminToken)).statusCode).toBe(200);
    const tooLong = await t.api('GET', '/api/reports/summary?from=2028-01-01&to=2029-01-01', adminToken);
    expect(json(tooLong).errorMessage[0].message).toBe('A report can cover at most 366 days');
  });
});

/** The file's lines after the byte-order mark, split by RFC 4180's CRLF (a quoted field may hold a newline). */
const csvLines = (body: string) => body.slice(1).split('\r\n');

describe('CSV exports', () => {
  it('rentals.csv: a download with a byte-order mark, one header row and a row per rental begun in the period', async () => {
    const res = await t.api('GET', '/api/reports/rentals.csv?from=2026-09-01&to=2026-09-30', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bond-rentals-2026-09-01-to-2026-09-30.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      'Rental ID,Customer,Customer e-mail,Customer phone,Bike,Start,Planned return,Returned at,Status,' +
        'Price per hour (BDT),Charge (BDT),Advance paid (BDT),Balance (BDT),Balance paid,Refunds owed (BDT),' +
        'Refunds paid back (BDT),Rental charge (BDT),Add-ons (BDT),Discount (BDT),Coupon,' +
        'Late fee (BDT),Fuel (BDT),Helmets (BDT),Charges (BDT),Deposit (BDT),Deposit applied (BDT),Deposit returned (BDT)',
    );
    // Returned by the spec's call: no bill, so no late fee or charges (0) and no deposit applied or returned (blank).
    const noBill = ',0,0,0,0,0,,';
    // By start: 4 (5 Sep), 1, 8, 6, 7, 3 (30 Sep); 2 began in August.
    expect(lines.slice(1, -1).map((line) => line.slice(0, 36))).toEqual([4, 1, 8, 6, 7, 3].map((n) => rental(n)));
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toBe(
      `${rental(4)},"Khan, ""Bablu""",bablu@example.com,'+8801711000002,Pulsar 150,2026-09-05T09:00:00+06:00,` +
        '2026-09-06T21:00:00+06:00,2026-09-06T21:00:00+06:00,returned,120,4320,100,4220,yes,0,0,4320,0,0,' +
        noBill,
    );
    expect(lines[2]).toBe(
      `${rental(1)},${BANGLA},rahim@example.com,01711000001,Hunter 160,2026-09-10T10:00:00+06:00,` +
        '2026-09-10T20:00:00+06:00,2026-09-10T20:00:00+06:00,returned,150,1500,100,1400,yes,100,100,1500,0,0,' +
        noBill,
    );
    // A name that a spreadsheet would run as a formula is written as text.
    expect(lines[4]).toBe(
      `${rental(6)},"'=HYPERLINK(""http://evil.test"",""click"")",evil@example.com,01711000003,Hunter 160,` +
        '2026-09-20T10:00:00+06:00,2026-09-20T14:00:00+06:00,,cancelled,150,,100,,,100,100,,,,,,,,,0,,',
    );
    expect(lines[6]).toBe(
      `${rental(3)},${BANGLA},rahim@example.com,01711000001,Hunter 160,2026-09-30T18:00:00+06:00,` +
        '2026-10-01T06:00:00+06:00,2026-10-01T06:00:00+06:00,returned,150,1800,100,1700,no,0,0,1800,0,0,' +
        noBill,
    );
  });

  it('payments.csv: every attempt created or settled in the period, with its refund', async () => {
    const res = await t.api('GET', '/api/reports/payments.csv?from=2026-09-01&to=2026-09-30', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bond-payments-2026-09-01-to-2026-09-30.csv"',
    );
    expect(res.body.startsWith('\uFEFFPayment ID,')).toBe(true);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      'Payment ID,Rental ID,Customer,Customer e-mail,Bike,Purpose,Amount (BDT),Gateway,Status,' +
        'Gateway transaction ID,Created,Settled,Refund,Method,Reference,Received by',
    );
    // By creation; the balance created at 23:50 on 30 Sep and settled on 1 Oct is in; August's advance is not.
    expect(lines.slice(1, -1).map((line) => line.slice(0, 36))).toEqual(
      [3, 1, 10, 9, 7, 8, 6, 11, 2, 4].map((n) => payment(n)),
    );
    const row = (n: number) => lines.find((line) => line.startsWith(payment(n)));
    expect(row(2)).toBe(
      `${payment(2)},${rental(1)},${BANGLA},rahim@example.com,Hunter 160,rent,1400,aamarpay,paid,G2,` +
        '2026-09-30T23:20:00+06:00,2026-09-30T23:30:00+06:00,,online,,',
    );
    expect(row(4)).toBe(
      `${payment(4)},${rental(4)},"Khan, ""Bablu""",bablu@example.com,Pulsar 150,rent,4220,aamarpay,paid,G4,` +
        '2026-09-30T23:50:00+06:00,2026-10-01T00:30:00+06:00,,online,,',
    );
    expect(row(9)).toMatch(
      /,advance,100,aamarpay,paid,G9,2026-09-12T14:41:00\+06:00,2026-09-12T15:00:00\+06:00,due,online,,$/,
    );
    expect(row(10)).toMatch(/,duplicate,G10,.*,refunded,online,,$/);
    expect(row(11)).toMatch(
      /,rent,1400,aamarpay,failed,,2026-09-30T23:00:00\+06:00,2026-09-30T23:01:00\+06:00,,online,,$/,
    );
  });

  it('an empty period is a file with its header row alone', async () => {
    const res = await t.api('GET', '/api/reports/payments.csv?from=2025-01-01&to=2025-01-31', adminToken);
    expect(res.statusCode).toBe(200);
    expect(csvLines(res.body)).toHaveLength(2);
  });
});
