import { ReportSummarySchema, type ReportSummary } from '@bond/contract/reports';
import { instantToShopWallClock } from '@bond/contract/time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * The discounts given and the add-on income in the reports and in rentals.csv
 * (docs/decisions/037-discounts-and-add-ons-on-the-return-day.md): bookings made over HTTP with an add-on
 * and a coupon the admin API created, returned or cancelled. The file has its own database.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
  const raincoat = await t.api('POST', '/api/add-ons', adminToken, {
    code: 'RAINCOAT',
    name: { en: 'Raincoat', bn: 'রেইনকোট' },
    pricePerDay: 30,
    stock: 10,
  });
  expect(raincoat.statusCode, raincoat.body).toBe(201);
  const coupon = await t.api('POST', '/api/coupons', adminToken, {
    code: 'Monsoon200',
    kind: 'fixed',
    value: 200,
    details: { en: '200 BDT off any ride', bn: 'যেকোনো ভাড়ায় ২০০৳ ছাড়' },
  });
  expect(coupon.statusCode, coupon.body).toBe(201);
});
afterAll(() => t.close());

const MINUTE = 60_000;
/** The Dhaka day an instant falls on, `YYYY-MM-DD`. */
const dhakaDay = (at: Date) => instantToShopWallClock(at).slice(0, 10);

/** Books with 2 raincoats and the coupon, from an address of the customer's own, and pays the advance. */
async function bookWithExtras(token: string, bikeId: string, start: Date, end: Date, address: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/rentals',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: address,
    payload: {
      bikeId,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      addOns: [{ code: 'raincoat', quantity: 2 }],
      coupon: 'MONSOON200',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const booking = json(res).data.booking as { rentalId: string; payment_url: string };
  const paid = await t.checkout(booking.payment_url, 'pay');
  expect(String(paid.headers.location)).toContain('payment=success');
  return booking.rentalId;
}

async function summary(from: string, to: string): Promise<ReportSummary> {
  const res = await t.api('GET', `/api/reports/summary?from=${from}&to=${to}`, adminToken);
  expect(res.statusCode, res.body).toBe(200);
  return ReportSummarySchema.parse(json(res).data);
}

async function csvRow(from: string, to: string, rentalId: string) {
  const res = await t.api('GET', `/api/reports/rentals.csv?from=${from}&to=${to}`, adminToken);
  expect(res.statusCode).toBe(200);
  const lines = res.body.slice(1).split('\r\n');
  return { header: lines[0], row: lines.find((line) => line.startsWith(rentalId)) };
}

describe('discounts given and add-on income', () => {
  it('counts a returned rental’s coupon discount and add-ons on the Dhaka day of its return, and in rentals.csv', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { pricePerHour: 150 });
    const rentalId = await bookWithExtras(
      rider.token,
      bike._id,
      new Date(Math.floor(Date.now() / MINUTE) * MINUTE),
      new Date((Math.floor(Date.now() / MINUTE) + 240) * MINUTE),
      '10.7.0.1',
    );
    // It went out three hours ago (moved back in the database) and comes back now, after 3 hours.
    const [moved] = await t.database.db
      .update(rentals)
      .set({ startTime: sql`${rentals.startTime} - interval '180 minutes'` })
      .where(eq(rentals.id, rentalId))
      .returning({ startTime: rentals.startTime });
    const back = new Date(moved!.startTime.getTime() + 180 * MINUTE);
    const day = dhakaDay(back);
    const before = await summary(day, day);

    const returned = await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: rentalId,
      bikeReturnTime: back.toISOString(),
    });
    expect(returned.statusCode, returned.body).toBe(200);
    // 3 hours at 150 = 450, 2 raincoats for 1 started day = 60, the coupon takes 200 off: 310 in all.
    expect(json(returned).data).toMatchObject({ rentalCharge: 310, totalCost: 210 });

    const after = await summary(day, day);
    expect(after.money.days).toHaveLength(1);
    expect(after.money.days[0]).toMatchObject({
      date: day,
      discounts: before.money.days[0]!.discounts + 200,
      addOnIncome: before.money.days[0]!.addOnIncome + 60,
    });
    expect(after.money.total).toMatchObject({
      discounts: before.money.total.discounts + 200,
      addOnIncome: before.money.total.addOnIncome + 60,
    });
    // Not cash: what was collected that day moved by nothing the return did.
    expect(after.money.total.collected).toBe(before.money.total.collected);

    const { header, row } = await csvRow(dhakaDay(moved!.startTime), day, rentalId);
    expect(header).toMatch(/,Refunds paid back \(BDT\),Rental charge \(BDT\),Add-ons \(BDT\),Discount \(BDT\),Coupon,/);
    // Charge 310, advance 100, balance 210 unpaid, no refunds; then 450 of time, 60 of add-ons, 200 off, as booked.
    expect(row).toMatch(/,returned,150,310,100,210,no,0,0,450,60,200,Monsoon200,0,0,0,0,0,,$/);
  });

  it('a cancelled booking with a coupon and an add-on gives no discount and no add-on income', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { pricePerHour: 150 });
    // Booked for the day after tomorrow, two days ahead: the advance comes back.
    const start = new Date((Math.floor(Date.now() / MINUTE) + 2 * 24 * 60) * MINUTE);
    const end = new Date(start.getTime() + 24 * 60 * MINUTE);
    const from = dhakaDay(new Date());
    const to = dhakaDay(end);
    const before = await summary(from, to);

    const rentalId = await bookWithExtras(rider.token, bike._id, start, end, '10.7.0.2');
    const cancelled = await t.api('POST', `/api/rentals/${rentalId}/cancel`, rider.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json(cancelled).data.status).toBe('cancelled');

    const after = await summary(from, to);
    expect(after.money.total.discounts).toBe(before.money.total.discounts);
    expect(after.money.total.addOnIncome).toBe(before.money.total.addOnIncome);
    expect(after.money.days.map((d) => [d.discounts, d.addOnIncome])).toEqual(
      before.money.days.map((d) => [d.discounts, d.addOnIncome]),
    );
    // The file names the coupon it was booked with, and no charge, add-ons or discount.
    const { row } = await csvRow(dhakaDay(start), dhakaDay(start), rentalId);
    expect(row).toMatch(/,cancelled,150,,100,,,100,0,,,,Monsoon200,,,,,0,,$/);
  });
});
