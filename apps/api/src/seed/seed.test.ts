import { billOf } from '@bond/contract/bill';
import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import type { Bill } from '@bond/contract/inspections';
import { balanceAfterAdvance, rentalCharge, rentedMinutes } from '@bond/contract/money';
import { periodsOverlap, type Period } from '@bond/contract/periods';
import type { AuditEntry } from '@bond/contract/audit';
import type { AddOn, Coupon, PriceRuleView, PublicAddOn, PublicCoupon } from '@bond/contract/price-lists';
import { shopDateOf } from '@bond/contract/time';
import type { Refund } from '@bond/contract/refunds';
import { ReportSummarySchema } from '@bond/contract/reports';
import { TillSchema } from '@bond/contract/counter';
import type { Rental } from '@bond/contract/rentals';
import type { PublicClosure } from '@bond/contract/closures';
import { paperState, type BikePapers } from '@bond/contract/papers';
import type { ServiceLog } from '@bond/contract/services';
import { count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import {
  addOns,
  auditLog,
  bikeBlocks,
  bikes,
  chargeItems,
  coupons,
  payments,
  priceRules,
  refunds,
  rentalInspections,
  rentalPhotos,
  rentals,
  tills,
  users,
} from '../db/schema.ts';
import { readShopSettings } from '../modules/shop-settings/shop-settings.repository.ts';
import { buildTestApp, factories, json, openTestDatabase, TEST_STANDIN_STORE } from '../test/test-app.ts';
import { demoBikes } from './demo-bikes.ts';
import { EXPECTED_EID_DAYS } from './demo-calendar.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_STAFF, seedDemoData } from './seed.ts';

/**
 * docs/product/platform.md#demo-data, decision 015: the first start of an empty embedded database seeds a shop that has lived, read back
 * through the API as the admin, the demo customer and a visitor see it.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const history = { storeId: TEST_STANDIN_STORE.storeId };

async function tableCounts(database: Database) {
  const n = async (
    table:
      | typeof users
      | typeof rentals
      | typeof payments
      | typeof refunds
      | typeof addOns
      | typeof priceRules
      | typeof coupons
      | typeof tills,
  ) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    users: await n(users),
    rentals: await n(rentals),
    payments: await n(payments),
    refunds: await n(refunds),
    addOns: await n(addOns),
    priceRules: await n(priceRules),
    coupons: await n(coupons),
    tills: await n(tills),
  };
}

describe('a first start with the demo accounts', () => {
  let database: Database;
  let app: FastifyInstance;
  let t: ReturnType<typeof factories>;
  let adminToken: string;
  let all: Rental[];
  const seededAt = new Date();

  beforeAll(async () => {
    database = await openTestDatabase();
    const seeded = await seedDemoData(database.db, { accounts: true, history, now: seededAt });
    expect(seeded.history?.rentals).toBeGreaterThan(80);
    app = await buildTestApp(database);
    await app.ready();
    t = factories(app, database);
    adminToken = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    all = json(await t.api('GET', '/api/rentals/all?include=all', adminToken)).data;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('shows the admin every kind of rental: paid, owed, owed back, cancelled, no-show, overdue, out now, ahead', () => {
    const now = Date.now();
    const returned = all.filter((r) => r.status === 'returned');
    expect(returned.filter((r) => r.payment).length).toBeGreaterThan(all.length / 2);
    expect(returned.some((r) => !r.payment && r.totalCost > 0)).toBe(true);
    expect(returned.some((r) => r.totalCost < 0 && r.refunds.some((f) => f.status === 'due'))).toBe(true);
    expect(all.some((r) => r.refunds.some((f) => f.status === 'refunded'))).toBe(true);
    expect(all.some((r) => r.status === 'cancelled' && r.refunds.length === 0 && r.advancePayment)).toBe(true);
    expect(all.some((r) => r.status === 'cancelled' && r.refunds.some((f) => f.reason === 'cancelled'))).toBe(true);
    expect(all.some((r) => r.status === 'no_show')).toBe(true);
    expect(all.filter((r) => r.status === 'active' && r.isOverdue)).toHaveLength(1);
    const outNow = all.filter((r) => r.status === 'active' && !r.isOverdue);
    expect(outNow.length).toBeGreaterThanOrEqual(1);
    expect(outNow.length).toBeLessThanOrEqual(2);
    const nextWeek = all.filter(
      (r) => r.status === 'booked' && Date.parse(r.startTime) > now && Date.parse(r.startTime) < now + 7 * DAY,
    );
    expect(nextWeek.length).toBeGreaterThanOrEqual(3);
    for (const r of nextWeek) expect(r.advancePayment).toBe(true);
    // Nothing awaits an advance: a pending booking would lapse within minutes of the first start.
    expect(all.filter((r) => r.status === 'pending' || r.status === 'expired')).toEqual([]);
  });

  it('charges every returned rental by the shop’s cost rule, at the bike’s price, less the deposit when billed', async () => {
    const price = new Map(demoBikes.map((b) => [b.name, b.pricePerHour]));
    const bills = new Map(
      (await database.db.select({ id: rentals.id, bill: rentals.bill }).from(rentals)).map((x) => [
        x.id,
        x.bill as Bill | null,
      ]),
    );
    for (const r of all.filter((x) => x.status === 'returned')) {
      const charge = rentalCharge(r.bike.pricePerHour, rentedMinutes(new Date(r.startTime), new Date(r.returnTime!)));
      expect(r.bike.pricePerHour).toBe(price.get(r.bike.name));
      expect(r.rentalCharge).toBe(charge);
      const bill = bills.get(r._id);
      expect(r.totalCost).toBe(bill ? bill.balance : balanceAfterAdvance(charge));
      const owed = r.refunds.filter((f) => f.reason === 'negative_balance').map((f) => f.amount);
      expect(owed).toEqual(r.totalCost < 0 ? [-r.totalCost] : []);
    }
  });

  it('hands bikes over and takes them back with readings, four photos each, and bills by billOf', async () => {
    const inspections = await database.db.select().from(rentalInspections);
    const photos = await database.db
      .select({ rentalId: rentalPhotos.rentalId, stage: rentalPhotos.stage, type: rentalPhotos.contentType })
      .from(rentalPhotos);
    const rows = await database.db.select().from(rentals);
    const money = await database.db.select().from(payments);
    const owedBack = await database.db.select().from(refunds);
    const items = await database.db.select().from(chargeItems);
    const settings = await readShopSettings(database.db);
    const deposits = new Map((await database.db.select().from(bikes)).map((b) => [b.id, b.deposit]));
    const readingsOf = (id: string, stage: 'handover' | 'return') =>
      inspections.find((i) => i.rentalId === id && i.stage === stage);
    const handedOver = rows.filter((r) => readingsOf(r.id, 'handover'));
    const billed = rows.filter((r) => r.bill);
    expect(handedOver.length).toBeGreaterThanOrEqual(15);
    expect(billed.length).toBeGreaterThanOrEqual(12);
    // Four photos each, WebP, of its own rental and stage.
    for (const i of inspections) {
      const mine = photos.filter((p) => p.rentalId === i.rentalId && p.stage === i.stage);
      expect(mine.map((p) => p.type)).toEqual(Array(4).fill('image/webp'));
    }
    expect(photos).toHaveLength(4 * inspections.length);
    let damaged = 0;
    for (const r of handedOver) {
      const out = readingsOf(r.id, 'handover')!;
      const deposit = money.filter((p) => p.rentalId === r.id && p.purpose === 'deposit' && p.status === 'paid');
      expect(deposit.map((p) => [p.amount, p.settledAt?.getTime()])).toEqual([
        [deposits.get(r.bikeId), out.recordedAt.getTime()],
      ]);
      expect(r.handedOverAt?.getTime()).toBe(out.recordedAt.getTime());
      if (r.status !== 'returned') {
        // Out now: the deposit held, nothing given back yet.
        expect(owedBack.filter((f) => f.rentalId === r.id)).toEqual([]);
        continue;
      }
      const back = readingsOf(r.id, 'return')!;
      expect(back.odometerKm).toBeGreaterThan(out.odometerKm);
      const bill = r.bill as Bill;
      const charges = bill.lines
        .filter((l) => l.kind === 'charge')
        .map((l) => ({ code: null, label: l.label, amount: l.amount }));
      // Every stored bill is billOf of its inputs, stored as the return stores it.
      expect(
        billOf({
          rental: { startTime: r.startTime, pricePerHour: r.pricePerHour, quote: null },
          plannedReturn: r.endTime,
          returnTime: r.returnTime!,
          settings,
          out: { fuelEighths: out.fuelEighths, helmets: out.helmets },
          back: { fuelEighths: back.fuelEighths, helmets: back.helmets },
          lostHelmetPrice: items.find((i) => i.code === 'LOST_HELMET')!.amount,
          charges,
          advance: ADVANCE_PAYMENT_BDT,
          deposit: deposit[0]!.amount,
        }),
      ).toEqual(bill);
      expect([r.rentalCharge, r.totalCost]).toEqual([bill.rent, bill.balance]);
      // The money adds up: the deposit's applied part and the part given back are the deposit taken.
      const givenBack = owedBack.filter((f) => f.rentalId === r.id && f.reason === 'deposit_return');
      expect(bill.depositApplied + givenBack.reduce((sum, f) => sum + f.amount, 0)).toBe(deposit[0]!.amount);
      if (charges.length) {
        damaged += 1;
        expect(bill.depositApplied > 0 && bill.depositRefund > 0).toBe(true);
      }
    }
    expect(damaged).toBe(1);
    const kinds = billed.flatMap((r) => (r.bill as Bill).lines.map((l) => l.kind));
    for (const kind of ['late', 'fuel', 'helmet', 'charge'] as const) expect(kinds, kind).toContain(kind);
    const returnedDeposits = owedBack.filter((f) => f.reason === 'deposit_return');
    expect(returnedDeposits.filter((f) => f.refundedAt === null)).toHaveLength(1);
    expect(returnedDeposits.filter((f) => f.refundedAt !== null && f.tillId !== null).length).toBeGreaterThan(0);

    // As the counter shows it: the handover's readings, photos and deposit, the return's, and a photo itself.
    const outNow = all.find((r) => r.status === 'active' && !r.isOverdue)!;
    const story = json(await t.api('GET', `/api/rentals/${outNow._id}`, adminToken)).data;
    expect(story.handover.inspection.photoIds).toHaveLength(4);
    expect(story.handover.deposit.amount).toBe(deposits.get(outNow.bikeId));
    const photo = await t.api(
      'GET',
      `/api/rentals/${outNow._id}/photos/${story.handover.inspection.photoIds[0]}`,
      adminToken,
    );
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/webp']);
    const returned = json(await t.api('GET', `/api/rentals/${billed[0]!.id}`, adminToken)).data;
    expect(returned.returnInspection.photoIds).toHaveLength(4);
  });

  it('never has a bike out twice at once; the database holds every open period apart', () => {
    const now = new Date();
    const byBike = new Map<string, Period[]>();
    for (const r of all) {
      if (r.status === 'cancelled') continue;
      const end = new Date(
        Math.max(Date.parse(r.endTime!), r.returnTime ? Date.parse(r.returnTime) : 0, r.isOverdue ? now.getTime() : 0),
      );
      const held = { start: new Date(r.startTime), end };
      const others = byBike.get(r.bikeId) ?? [];
      expect(
        others.filter((o) => periodsOverlap(o, held)),
        `${r.bike.name} ${r.startTime}`,
      ).toEqual([]);
      byBike.set(r.bikeId, [...others, held]);
    }
  });

  it('records payments as the aamarPay flow does, and the refund paid back by the demo admin', async () => {
    const rows = await database.db.select().from(payments);
    const rentalsById = new Map(all.map((r) => [r._id, r]));
    const [staff] = await database.db.select().from(users).where(eq(users.email, DEMO_STAFF.email));
    const deposits = new Map((await database.db.select().from(bikes)).map((b) => [b.id, b.deposit]));
    for (const p of rows) {
      if (p.receivedBy !== null) {
        // Taken at the counter by the demo staff member: a balance or a deposit, with no gateway's answer.
        expect([p.receivedBy, p.status, p.verification]).toEqual([staff!.id, 'paid', null]);
        const rental = rentalsById.get(p.rentalId)!;
        expect(p.amount).toBe(p.purpose === 'deposit' ? deposits.get(rental.bikeId) : rental.totalCost);
        continue;
      }
      expect(p.gateway).toBe('aamarpay');
      expect(p.currency).toBe('BDT');
      expect(p.tranId).toMatch(/^BBR[AR][0-9A-Z]+$/);
      expect(p.verifiedAt && p.settledAt).toBeTruthy();
      const answer = p.verification as Record<string, string>;
      expect([answer.mer_txnid, answer.store_id, answer.amount]).toEqual([
        p.tranId,
        TEST_STANDIN_STORE.storeId,
        p.amount.toFixed(2),
      ]);
      if (p.status === 'paid') {
        expect(answer.pay_status).toBe('Successful');
        expect(answer.pg_txnid).toBe(p.gatewayTxnId);
        const rental = rentalsById.get(p.rentalId)!;
        expect(p.amount).toBe(p.purpose === 'advance' ? ADVANCE_PAYMENT_BDT : rental.totalCost);
      } else {
        expect(p.gatewayTxnId).toBeNull();
      }
    }
    const rentPaid = rows.filter((p) => p.purpose === 'rent' && p.status === 'paid').map((p) => p.rentalId);
    // Read again: another test of this file may have paid a balance since (tests run in any order).
    const rentalsNow: Rental[] = json(await t.api('GET', '/api/rentals/all?include=all', adminToken)).data;
    expect(rentPaid.sort()).toEqual(
      rentalsNow
        .filter((r) => r.payment)
        .map((r) => r._id)
        .sort(),
    );

    const list: Refund[] = json(await t.api('GET', '/api/refunds?status=all', adminToken)).data;
    expect(list.some((f) => f.status === 'due')).toBe(true);
    const refunded = list.filter((f) => f.status === 'refunded');
    expect(refunded.length).toBeGreaterThanOrEqual(1);
    for (const f of refunded) expect(f.method && f.reference).toBeTruthy();
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    const settledBy = await database.db.select({ by: refunds.refundedBy, till: refunds.tillId }).from(refunds);
    // By the demo admin, or in cash out of the demo staff member's till by them.
    expect(settledBy.filter((s) => s.by !== null).map((s) => s.by)).toEqual(
      settledBy.filter((s) => s.by !== null).map((s) => (s.till ? staff!.id : admin!.id)),
    );
    expect(settledBy.filter((s) => s.by !== null)).toHaveLength(refunded.length);
  });

  it('has the demo admin’s returns, no-shows and refunds paid back in the audit log, at their moments', async () => {
    // Two pages of the log: the history's rows are fewer than 400.
    const log: AuditEntry[] = [];
    for (const page of [1, 2, 3]) {
      log.push(...json(await t.api('GET', `/api/audit?pageSize=200&page=${page}`, adminToken)).data);
    }
    const of = (action: AuditEntry['action']) => log.filter((e) => e.action === action);
    const returned = all.filter((r) => r.status === 'returned');
    expect(
      of('rental.returned')
        .map((e) => e.subject._id)
        .sort(),
    ).toEqual(returned.map((r) => r._id).sort());
    expect(
      of('rental.no_show')
        .map((e) => e.subject._id)
        .sort(),
    ).toEqual(
      all
        .filter((r) => r.status === 'no_show')
        .map((r) => r._id)
        .sort(),
    );
    const refunded = all.flatMap((r) => r.refunds.filter((f) => f.status === 'refunded'));
    expect(
      of('refund.refunded')
        .map((e) => e.subject._id)
        .sort(),
    ).toEqual(refunded.map((f) => f._id).sort());
    // The demo staff member's counter: each till opened and closed, each payment taken.
    const paymentCount = (await database.db.select({ id: payments.id }).from(payments)).length;
    const taken = of('payment.received');
    const tillCount = (await database.db.select({ id: tills.id }).from(tills)).length;
    expect(of('till.opened')).toHaveLength(tillCount);
    expect(of('till.closed')).toHaveLength(tillCount);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.length).toBeLessThan(paymentCount);
    const handedOver = of('rental.handed_over');
    const inspected = await database.db.select().from(rentalInspections).where(eq(rentalInspections.stage, 'handover'));
    expect(handedOver.map((e) => e.subject._id).sort()).toEqual(inspected.map((i) => i.rentalId).sort());
    expect(log).toHaveLength(
      returned.length +
        of('rental.no_show').length +
        refunded.length +
        2 * tillCount +
        taken.length +
        handedOver.length,
    );
    const fromTill = new Set(
      (await database.db.select({ id: refunds.id, till: refunds.tillId }).from(refunds)).flatMap((f) =>
        f.till ? [f.id] : [],
      ),
    );
    for (const e of log) {
      const staffs =
        e.action === 'payment.received' ||
        e.action.startsWith('till.') ||
        e.action === 'rental.handed_over' ||
        (e.action === 'refund.refunded' && fromTill.has(e.subject._id));
      expect(e.actor?.email).toBe(staffs ? DEMO_STAFF.email : DEMO_ADMIN.email);
    }
    // Each return is on record when it happened, with what it charged.
    for (const r of returned) {
      const entry = of('rental.returned').find((e) => e.subject._id === r._id);
      expect(entry?.at).toBe(r.returnTime);
      expect(entry?.subject.label).toBe(`${r.bike.name} · ${r.user.name}`);
      expect(entry?.after).toMatchObject({ status: 'returned', totalCost: r.totalCost });
    }
  });

  it('puts the overdue rental and the coming bookings on the admin’s schedule', async () => {
    const from = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const to = new Date(from.getTime() + 7 * DAY);
    const week: Rental[] = json(
      await t.api('GET', `/api/rentals/schedule?from=${from.toISOString()}&to=${to.toISOString()}`, adminToken),
    ).data;
    expect(week.some((r) => r.isOverdue)).toBe(true);
    expect(week.filter((r) => r.status === 'booked').length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo customer a lived-in My Rentals with a balance to pay online', async () => {
    const token = await t.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const mine: Rental[] = json(await t.api('GET', '/api/rentals?include=all', token)).data;
    // Paid online, or by the deposit at a return with readings (nothing left to pay).
    expect(mine.filter((r) => r.status === 'returned' && (r.payment || r.totalCost === 0)).length).toBe(3);
    expect(mine.filter((r) => r.status === 'booked' && Date.parse(r.startTime) > Date.now())).toHaveLength(1);
    const owed = mine.filter((r) => r.status === 'returned' && !r.payment && r.totalCost > 0);
    expect(owed).toHaveLength(1);
    const pay = await t.api('POST', `/api/rentals/${owed[0]!._id}/payRental/${owed[0]!.totalCost}`, token);
    expect(pay.statusCode, pay.body).toBe(200);
    const back = await t.checkout(json(pay).data.payment_url, 'pay');
    expect(String(back.headers.location)).toContain('payment=success');
    const after: Rental[] = json(await t.api('GET', '/api/rentals?include=all', token)).data;
    expect(after.find((r) => r._id === owed[0]!._id)?.payment).toBe(true);
  });

  it('has a demo staff member who works the counter and nothing of the owner’s', async () => {
    const token = await t.login(DEMO_STAFF.email, DEMO_STAFF.password);
    const found = await t.api('GET', '/api/customers?search=01811000002', token);
    expect(found.statusCode, found.body).toBe(200);
    expect(json(found).data.map((c: { email: string }) => c.email)).toEqual([DEMO_CUSTOMER.email]);
    expect((await t.api('GET', '/api/users/allusers', token)).statusCode).toBe(403);
  });

  it('has the demo staff member’s closed tills adding up, each cash payment in a till of its day', async () => {
    const [staff] = await database.db.select().from(users).where(eq(users.email, DEMO_STAFF.email));
    const rows = await database.db.select().from(tills).where(eq(tills.staffId, staff!.id));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const days = rows.map((r) => r.day).sort();
    let differences = 0;
    for (const day of days) {
      // As an admin reads each day's tills: cash in and out summed from the money that names the till.
      const res = await t.api('GET', `/api/tills?date=${day}`, adminToken);
      expect(res.statusCode, res.body).toBe(200);
      const [till, ...others] = TillSchema.array().parse(json(res).data);
      expect(others).toEqual([]);
      expect(till).toMatchObject({ staff: { _id: staff!.id, name: DEMO_STAFF.name }, date: day, status: 'closed' });
      expect(till!.expectedCash).toBe(till!.openingFloat + till!.cashIn - till!.cashOut);
      expect(till!.countedCash! - till!.expectedCash).toBe(till!.difference);
      if (till!.difference !== 0) differences += 1;
      expect(till!.openingFloat).toBeGreaterThan(0);
    }
    expect(differences).toBe(1);
    // Nothing is open today: the demo staff member opens today's till themselves.
    const today = shopDateOf(new Date());
    expect(days).not.toContain(today);

    const taken = (await database.db.select().from(payments)).filter((p) => p.receivedBy !== null);
    const methods = new Set(taken.map((p) => p.gateway));
    expect([...methods].sort()).toEqual(['bkash_send_money', 'card_terminal', 'cash']);
    expect(taken.filter((p) => p.gateway === 'card_terminal')).toHaveLength(1);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const p of taken) {
      if (p.gateway !== 'cash') {
        expect([p.tillId, (p.gatewayTxnId ?? '').length > 0]).toEqual([null, true]);
        continue;
      }
      const till = byId.get(p.tillId!);
      expect(till?.staffId).toBe(p.receivedBy);
      expect(till?.day).toBe(shopDateOf(p.settledAt!));
      expect(p.settledAt! > till!.openedAt && p.settledAt! < till!.closedAt!).toBe(true);
    }
    const bkash = taken.filter((p) => p.gateway === 'bkash_send_money');
    for (const p of bkash) expect(p.gatewayTxnId).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('shows the money by method and by who received it in the reports and the payments CSV', async () => {
    const to = shopDateOf(new Date());
    const from = shopDateOf(new Date(Date.now() - 60 * DAY));
    const res = await t.api('GET', `/api/reports/summary?from=${from}&to=${to}`, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    const { money } = ReportSummarySchema.parse(json(res).data);
    const amountOf = (method: string) => money.byMethod.find((m) => m.method === method)?.amount ?? 0;
    for (const method of ['online', 'cash', 'bkash_send_money', 'card_terminal']) {
      expect(amountOf(method), method).toBeGreaterThan(0);
    }
    expect(money.byReceiver.map((r) => r.receivedBy?.name ?? null).sort()).toEqual([DEMO_STAFF.name, null].sort());
    const csv = await t.api('GET', `/api/reports/payments.csv?from=${from}&to=${to}`, adminToken);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n').filter((line) => line.includes(DEMO_STAFF.name));
    expect(lines.some((line) => line.includes(',cash,'))).toBe(true);
    expect(lines.some((line) => line.includes(',bkash_send_money,'))).toBe(true);
    expect(lines.some((line) => line.includes(',card_terminal,'))).toBe(true);
  });

  it('lets nobody log in as a made-up customer, whatever the password', async () => {
    const madeUp = await database.db
      .select({ email: users.email })
      .from(users)
      .where(ne(users.email, DEMO_CUSTOMER.email));
    const customers = madeUp.filter((u) => u.email !== DEMO_ADMIN.email && u.email !== DEMO_STAFF.email);
    expect(customers.length).toBeGreaterThanOrEqual(20);
    let address = 0;
    for (const { email } of customers) {
      for (const password of ['password', '12345678', email, DEMO_CUSTOMER.password]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          remoteAddress: `10.9.${Math.floor(address / 250)}.${(address += 1) % 250}`,
        });
        expect(res.statusCode, `${email} / ${password}`).toBe(401);
      }
    }
  });

  it('has the price lists: four add-ons, a weekend and an Eid rule, the home page’s coupons valid for a year', async () => {
    const shown = json(await t.api('GET', '/api/add-ons')).data as PublicAddOn[];
    expect(shown.map((a) => [a.code, a.pricePerDay])).toEqual([
      ['SECOND-HELMET', 50],
      ['PHONE-HOLDER', 30],
      ['RAINCOAT', 40],
      ['TOP-BOX', 80],
    ]);
    expect(shown.every((a) => /[\u0980-\u09FF]/.test(a.name.bn))).toBe(true);
    const stock = (json(await t.api('GET', '/api/add-ons/all', adminToken)).data as AddOn[]).map((a) => a.stock);
    expect(stock).toEqual([10, 6, 8, 3]);
    const rules = json(await t.api('GET', '/api/price-rules', adminToken)).data as PriceRuleView[];
    expect(rules.map((r) => [r.kind, r.percent, r.from, r.to])).toEqual([
      ['weekend', 10, null, null],
      ['dates', 25, '2027-05-16', '2027-05-19'],
    ]);
    const offered = json(await t.api('GET', '/api/coupons/active')).data as PublicCoupon[];
    expect(offered.map((c) => [c.code, c.value, c.minimumCharge])).toEqual([
      ['DIWALI10', 10, 200],
      ['NEWYEAR15', 15, 400],
      ['EID25', 25, 399],
      ['SAVE50', 50, 999],
    ]);
    const today = shopDateOf(seededAt);
    const yearOn = shopDateOf(new Date(seededAt.getTime() + 365 * DAY));
    expect(offered.every((c) => c.validFrom === today && c.validTo === yearOn && c.kind === 'percent')).toBe(true);
    expect(offered[0]?.details).toEqual({
      en: 'Get 10% off on rentals of 200tk or more',
      bn: '৳২০০ বা তার বেশি ভাড়ায় পান ১০% ছাড়',
    });
    const all = json(await t.api('GET', '/api/coupons', adminToken)).data as Coupon[];
    expect(all.filter((c) => !c.active).map((c) => c.code)).toEqual(['HOLI20', 'CHRISTMAS30']);
  });

  it('keeps the fleet’s calendar: papers for every bike (one expiring soon), a bike in the workshop, the shop shut on the next Eid day', async () => {
    const papers = json(await t.api('GET', '/api/papers', adminToken)).data as BikePapers[];
    expect(papers).toHaveLength(demoBikes.length);
    const today = shopDateOf(seededAt);
    const states = papers.flatMap((p) =>
      [p.taxTokenExpiry, p.fitnessExpiry, p.insuranceExpiry].map((d) => paperState(d, today)),
    );
    expect(states.filter((s) => s === 'soon')).toHaveLength(1);
    expect(states).not.toContain('expired');
    const blocked = await database.db.select().from(bikeBlocks);
    expect(blocked).toHaveLength(1);
    expect(blocked[0]!.startTime.getTime() - seededAt.getTime()).toBeLessThan(3 * DAY);
    const closures = json(await t.api('GET', '/api/closures/upcoming')).data as PublicClosure[];
    expect(closures).toHaveLength(1);
    expect(closures[0]).toMatchObject({ reason: 'eid' });
    expect(EXPECTED_EID_DAYS).toContain(shopDateOf(closures[0]!.start));
    expect(Date.parse(closures[0]!.start) - seededAt.getTime()).toBeGreaterThan(14 * DAY);
    // A service of each bike on file, none of them due yet (the reminders stay quiet on a fresh demo).
    const [first] = papers;
    const log = json(await t.api('GET', `/api/bikes/${first!.bikeId}/services`, adminToken)).data as ServiceLog;
    expect(log.services).toHaveLength(1);
    expect(log.kmSinceService ?? 0).toBeLessThan(2000);
  });

  it('adds nothing when seeded again', async () => {
    const before = await tableCounts(database);
    const again = await seedDemoData(database.db, { accounts: true, history });
    expect(again).toEqual({ bikes: 0, priceLists: null, accounts: [], history: null, calendar: null });
    expect(await tableCounts(database)).toEqual(before);
  });

  it('lies around the moment of seeding, within the last 60 days and the coming week', () => {
    for (const r of all) {
      expect(Date.parse(r.startTime)).toBeGreaterThan(seededAt.getTime() - 62 * DAY);
      expect(Date.parse(r.startTime)).toBeLessThan(seededAt.getTime() + 8 * DAY);
    }
  });
});

describe('a first start without the demo accounts (ADMIN_EMAIL set, or production)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('has the history of made-up customers only, and nobody recorded as paying refunds back', async () => {
    const seeded = await seedDemoData(database.db, { accounts: false, history });
    expect(seeded.accounts).toEqual([]);
    expect(seeded.history?.rentals).toBeGreaterThan(80);
    const emails = (await database.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).not.toContain(DEMO_CUSTOMER.email);
    expect(emails).not.toContain(DEMO_ADMIN.email);
    expect(emails).not.toContain(DEMO_STAFF.email);
    const settled = await database.db.select({ at: refunds.refundedAt, by: refunds.refundedBy }).from(refunds);
    expect(settled.some((s) => s.at !== null)).toBe(true);
    expect(settled.every((s) => s.by === null)).toBe(true);
    // Nobody is said to have done the history's admin actions: the audit log stays empty.
    expect((await database.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(0);
    // Nobody worked the counter: every payment went through the gateway, and there are no tills.
    expect((await database.db.select({ n: count() }).from(tills))[0]?.n).toBe(0);
    const gateways = await database.db.select({ gateway: payments.gateway }).from(payments);
    expect(new Set(gateways.map((g) => g.gateway))).toEqual(new Set(['aamarpay']));
    // Nobody handed bikes over with readings: no inspections, photos or deposits.
    expect((await database.db.select({ n: count() }).from(rentalInspections))[0]?.n).toBe(0);
    expect((await database.db.select({ n: count() }).from(rentalPhotos))[0]?.n).toBe(0);
    // Nobody entered papers, blocked a bike or closed the shop.
    expect(seeded.calendar).toBeNull();
  });
});
