import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * A rental's balance paid at the counter and online (docs/product/the-counter.md#counter-payments, "Online and
 * counter"): the customer opens the online checkout (the aamarPay stand-in) of the balance, the counter takes
 * the balance meanwhile, and the customer then pays the checkout left open. That money is recorded, as a
 * second payment of the balance, and owed back as a refund due: never lost.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
let staff: Awaited<ReturnType<typeof t.customer>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
  staff = await t.staffMember(admin.token, { name: 'Balance Staff' });
  expect((await t.api('POST', '/api/tills', staff.token, { openingFloat: 500 })).statusCode).toBe(201);
});
afterAll(() => t.close());

const HOUR = 60;

/**
 * A rental booked at the counter (its advance in cash) that began two minutes ago and came back now: its
 * balance is due (the shortest charge, an hour at 150 BDT, less the 100 BDT advance).
 */
async function returnedWithBalance() {
  const customer = await t.customer({ name: 'Balance Customer' });
  const bike = await t.bike(admin.token, { pricePerHour: 150 });
  const booked = await t.api('POST', '/api/counter/rentals', staff.token, {
    customerId: customer.id,
    bikeId: bike._id,
    startTime: t.inMinutes(-2),
    endTime: t.inMinutes(2 * HOUR),
    payment: { method: 'cash', amount: 100 },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const rentalId = json(booked).data.rental._id as string;
  const returned = await t.api('PATCH', '/api/rentals/calculate', admin.token, {
    bookingId: rentalId,
    bikeReturnTime: t.inMinutes(2),
  });
  expect(returned.statusCode, returned.body).toBe(200);
  const due = json(returned).data.totalCost as number;
  expect(due).toBe(50);
  return { customer, rentalId, due };
}

const balancePayments = (rentalId: string) =>
  t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.rentalId, rentalId), eq(payments.purpose, 'rent')));

const takeBalance = (rentalId: string, amount: number) =>
  t.api('POST', `/api/rentals/${rentalId}/payments`, staff.token, { purpose: 'balance', method: 'cash', amount });

describe('a balance paid at the counter, then online', () => {
  it('records the online payment as a second one and owes it back, never lost', async () => {
    const { customer, rentalId, due } = await returnedWithBalance();
    // The customer opens the balance's checkout and leaves it open.
    const opened = await t.api('POST', `/api/rentals/${rentalId}/payRental/${due}`, customer.token);
    expect(opened.statusCode, opened.body).toBe(200);
    const paymentUrl = json(opened).data.payment_url as string;

    // The counter takes the balance in cash meanwhile: the rental is paid.
    const atCounter = await takeBalance(rentalId, due);
    expect(atCounter.statusCode, atCounter.body).toBe(201);
    expect(json(atCounter).data.rental).toMatchObject({ status: 'returned', payment: true });

    // The customer pays the checkout left open.
    const back = await t.checkout(paymentUrl, 'pay');
    expect(String(back.headers.location)).toContain('payment=refund_due');

    const rows = await balancePayments(rentalId);
    expect(rows.map((p) => [p.gateway, p.status, p.amount]).sort()).toEqual([
      ['aamarpay', 'duplicate', due],
      ['cash', 'paid', due],
    ]);
    const online = rows.find((p) => p.gateway === 'aamarpay')!;
    const owed = await t.database.db.select().from(refunds).where(eq(refunds.rentalId, rentalId));
    expect(owed).toMatchObject([
      { paymentId: online.id, amount: due, reason: 'duplicate_payment', refundedAt: null, method: null },
    ]);

    // The customer sees the rental paid and the money owed back; the shop has it among the refunds due.
    const mine = json(await t.api('GET', '/api/rentals?state=returned', customer.token)).data as {
      _id: string;
      payment: boolean;
      refunds: { amount: number; reason: string; status: string }[];
    }[];
    expect(mine.find((r) => r._id === rentalId)).toMatchObject({
      payment: true,
      refunds: [{ amount: due, reason: 'duplicate_payment', status: 'due' }],
    });
    const shopsDue = json(await t.api('GET', '/api/refunds?status=due', admin.token)).data as { rentalId: string }[];
    expect(shopsDue.filter((r) => r.rentalId === rentalId)).toHaveLength(1);

    // The counter cannot take it a third time.
    const again = await takeBalance(rentalId, due);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'ALREADY_PAID', message: 'The balance of this rental is already paid' });
  });

  it('refuses the counter a balance paid online first (409 ALREADY_PAID), and takes no money', async () => {
    const { customer, rentalId, due } = await returnedWithBalance();
    const opened = await t.api('POST', `/api/rentals/${rentalId}/payRental/${due}`, customer.token);
    const back = await t.checkout(json(opened).data.payment_url as string, 'pay');
    expect(String(back.headers.location)).toContain('payment=success');
    const refused = await takeBalance(rentalId, due);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'ALREADY_PAID',
      message: 'The balance of this rental is already paid',
    });
    expect((await balancePayments(rentalId)).map((p) => [p.gateway, p.status])).toEqual([['aamarpay', 'paid']]);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.rentalId, rentalId))).toEqual([]);
  });
});
