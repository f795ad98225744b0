import { TillSchema, type Till } from '@bond/contract/counter';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * A till's movements (docs/product/the-counter.md#tills): each cash payment taken into it and each refund paid
 * back in cash out of it, oldest first, with the rental's customer and bike and who moved the cash; in the
 * till's own answer and in the admin's tills of the day.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const HOUR = 60;
const DAY = 24 * HOUR;
const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

let references = 0;
/** A Send Money transaction ID of its own: 10 capitals and digits. */
const reference = () =>
  `SM${Date.now().toString(36).toUpperCase().slice(-4)}${String((references += 1)).padStart(4, '0')}`;

/** A booking made at the counter by `token`'s staff member, with its advance taken as `payment` says. */
async function counterBooking(
  token: string,
  customerName: string,
  bikeName: string,
  payment: Record<string, unknown>,
  { startIn = 2 * DAY, hours = 2, pricePerHour = 120 } = {},
) {
  const customer = await t.customer({ name: customerName });
  const bike = await t.bike(admin.token, { name: bikeName, pricePerHour });
  const res = await t.api('POST', '/api/counter/rentals', token, {
    customerId: customer.id,
    bikeId: bike._id,
    startTime: t.inMinutes(startIn),
    endTime: t.inMinutes(startIn + hours * HOUR),
    payment,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { customer, bike, rentalId: json(res).data.rental._id as string };
}

const currentTill = async (token: string): Promise<Till> => {
  const res = await t.api('GET', '/api/tills/current', token);
  expect(res.statusCode, res.body).toBe(200);
  return TillSchema.parse(json(res).data);
};

describe('a till’s movements', () => {
  it('lists each cash payment in and each cash refund out, oldest first, adding up to the till’s figures', async () => {
    const staff = await t.staffMember(admin.token, { name: 'Rafiq Counter' });
    const other = await t.staffMember(admin.token, { name: 'Shila Evening' });
    const opened = await t.api('POST', '/api/tills', staff.token, { openingFloat: 500 });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(TillSchema.parse(json(opened).data).movements).toEqual([]);
    expect((await t.api('POST', '/api/tills', other.token, { openingFloat: 0 })).statusCode).toBe(201);

    // 1. A cash advance into the till.
    const advance = await counterBooking(staff.token, 'Nasrin Akter', 'Hero Hunk', { method: 'cash', amount: 100 });
    // Not cash: no movement of the drawer.
    await counterBooking(staff.token, 'Bkash Payer', 'Suzuki Gixxer', {
      method: 'bkash_send_money',
      amount: 100,
      reference: reference(),
    });
    // Another staff member's cash goes into their own till.
    await counterBooking(other.token, 'Other Till', 'TVS Apache', { method: 'cash', amount: 100 });

    // 2. A balance taken in cash after the return.
    const balance = await counterBooking(
      staff.token,
      'Karim Ahmed',
      'Yamaha FZS',
      { method: 'cash', amount: 100 },
      { startIn: -2, hours: 2, pricePerHour: 150 },
    );
    const returned = await t.api('PATCH', '/api/rentals/calculate', admin.token, {
      bookingId: balance.rentalId,
      bikeReturnTime: t.inMinutes(2),
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const due = json(returned).data.totalCost as number;
    expect(due).toBeGreaterThan(0);
    const paid = await t.api('POST', `/api/rentals/${balance.rentalId}/payments`, staff.token, {
      purpose: 'balance',
      method: 'cash',
      amount: due,
    });
    expect(paid.statusCode, paid.body).toBe(201);

    // 3. A refund paid back in cash out of the till; one paid back by bKash does not touch it.
    const cancelled = await counterBooking(staff.token, 'Sadia Cancel', 'Bajaj Pulsar', {
      method: 'cash',
      amount: 100,
    });
    const byBkash = await counterBooking(staff.token, 'Bkash Refund', 'Honda Shine', { method: 'cash', amount: 100 });
    for (const rentalId of [cancelled.rentalId, byBkash.rentalId]) {
      const res = await t.api('POST', `/api/rentals/${rentalId}/cancel`, admin.token, { refundAdvance: true });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refundOf = async (rentalId: string) =>
      (await t.database.db.select().from(refunds).where(eq(refunds.rentalId, rentalId)))[0]!;
    const cashRefund = await refundOf(cancelled.rentalId);
    const paidBack = await t.api('POST', `/api/refunds/${cashRefund.id}/refunded`, staff.token, {
      method: 'cash',
      reference: 'Counter receipt 12',
    });
    expect(paidBack.statusCode, paidBack.body).toBe(200);
    const bkashRefund = await refundOf(byBkash.rentalId);
    expect(
      (
        await t.api('POST', `/api/refunds/${bkashRefund.id}/refunded`, admin.token, {
          method: 'bkash',
          reference: 'TRXBACK01',
        })
      ).statusCode,
    ).toBe(200);

    const till = await currentTill(staff.token);
    const by = { _id: staff.id, name: 'Rafiq Counter' };
    expect(till.movements).toEqual([
      {
        direction: 'in',
        _id: expect.any(String),
        at: expect.any(String),
        amount: 100,
        purpose: 'advance',
        rental: {
          _id: advance.rentalId,
          customer: { _id: advance.customer.id, name: 'Nasrin Akter' },
          bike: { _id: advance.bike._id, name: 'Hero Hunk' },
        },
        by,
      },
      expect.objectContaining({
        direction: 'in',
        purpose: 'advance',
        rental: expect.objectContaining({ _id: balance.rentalId }),
      }),
      {
        direction: 'in',
        _id: json(paid).data.payment._id,
        at: json(paid).data.payment.createdAt,
        amount: due,
        purpose: 'balance',
        rental: {
          _id: balance.rentalId,
          customer: { _id: balance.customer.id, name: 'Karim Ahmed' },
          bike: { _id: balance.bike._id, name: 'Yamaha FZS' },
        },
        by,
      },
      expect.objectContaining({
        direction: 'in',
        purpose: 'advance',
        rental: expect.objectContaining({ _id: cancelled.rentalId }),
      }),
      expect.objectContaining({
        direction: 'in',
        purpose: 'advance',
        rental: expect.objectContaining({ _id: byBkash.rentalId }),
      }),
      {
        direction: 'out',
        _id: cashRefund.id,
        at: expect.any(String),
        amount: 100,
        reason: 'cancelled',
        rental: {
          _id: cancelled.rentalId,
          customer: { _id: cancelled.customer.id, name: 'Sadia Cancel' },
          bike: { _id: cancelled.bike._id, name: 'Bajaj Pulsar' },
        },
        by,
      },
    ]);
    // Oldest first, and they add up to the till's own figures.
    const times = till.movements.map((m) => Date.parse(m.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const sum = (direction: 'in' | 'out') =>
      till.movements.filter((m) => m.direction === direction).reduce((total, m) => total + m.amount, 0);
    expect({ cashIn: sum('in'), cashOut: sum('out') }).toEqual({ cashIn: till.cashIn, cashOut: till.cashOut });
    expect(till.cashIn).toBe(400 + due);

    // Closed, the till answers with its movements still; the admin's day gives each till its own.
    const closed = await t.api('POST', `/api/tills/${till._id}/close`, staff.token, { countedCash: till.expectedCash });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(TillSchema.parse(json(closed).data).movements).toEqual(till.movements);
    const day = await t.api('GET', `/api/tills?date=${dhakaToday()}`, admin.token);
    expect(day.statusCode, day.body).toBe(200);
    const tills = TillSchema.array().parse(json(day).data);
    expect(tills.find((x) => x._id === till._id)?.movements).toEqual(till.movements);
    const others = tills.find((x) => x.staff._id === other.id);
    expect(others?.movements).toEqual([
      expect.objectContaining({
        direction: 'in',
        amount: 100,
        purpose: 'advance',
        by: { _id: other.id, name: 'Shila Evening' },
      }),
    ]);
  });
});
