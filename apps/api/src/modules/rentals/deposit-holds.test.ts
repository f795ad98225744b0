import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bkashStandinPayments, depositHolds, payments, refunds, rentals, users } from '../../db/schema.ts';
import type { BkashHolds } from '../../payments/gateway.ts';
import { photosOfRental, riderOnFile } from '../../test/handover.ts';
import { buildTestApp, factories, json, pressOnBkashPage, setUpTestApp } from '../../test/test-app.ts';

/**
 * Deposits held in the rider's bKash wallet (docs/product/handover-and-return.md#deposits-held-in-bkash), over
 * HTTP against the bKash stand-in on whichever database the suite runs: the counter opens the hold, the rider
 * approves it on bKash's page, the handover takes it only while bKash holds it, and the return captures what
 * the bill takes and lets the rest go; a hold that lapsed is no deposit.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
let staff: Awaited<ReturnType<typeof t.customer>>;
/** The shop as a second server process on the same database. */
let second: ReturnType<typeof factories> & { app: Awaited<ReturnType<typeof buildTestApp>> };

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
  staff = await t.staffMember(admin.token, { name: 'Hold Clerk' });
  expect((await t.api('POST', '/api/tills', staff.token, { openingFloat: 0 })).statusCode).toBe(201);
  const app = await buildTestApp(t.database);
  second = { app, ...factories(app, t.database) };
});
afterAll(async () => {
  await second?.app.close();
  await t.close();
});
beforeEach(() => {
  for (const shop of [t.app, second.app]) Object.assign(shop.bkashStandin.switches, { authorizationExpired: false });
});

const MINUTE = 60_000;
const DEPOSIT = 2000;

/** A paid booking of a new bike (deposit 2,000 BDT) starting in 5 minutes, for an approved rider. */
async function bookedRental(pricePerHour = 180) {
  const rider = await riderOnFile(t, staff.token);
  const bike = await t.bike(admin.token, { pricePerHour });
  const { rentalId } = await t.activeRental(rider.token, bike._id, t.inMinutes(5), t.inMinutes(5 + 4 * 60));
  return { rider, rentalId };
}

const holdPath = (rentalId: string) => `/api/rentals/${rentalId}/deposit-hold`;
const holdRow = async (rentalId: string) =>
  (await t.database.db.select().from(depositHolds).where(eq(depositHolds.rentalId, rentalId))).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  )[0]!;
const standinRow = async (paymentId: string) =>
  (await t.database.db.select().from(bkashStandinPayments).where(eq(bkashStandinPayments.paymentId, paymentId)))[0]!;

/** The counter opens the hold: its answer. */
async function openHold(rentalId: string, shop: { api: typeof t.api } = t) {
  const res = await shop.api('POST', holdPath(rentalId), staff.token);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { _id: string; state: string; amount: number; checkoutUrl: string | null };
}

/** The rider presses Pay (or Fail, or Cancel) on bKash's page: the address bKash sends their phone back to. */
const riderAnswers = (checkoutUrl: string, action: 'pay' | 'fail' | 'cancel' = 'pay') =>
  pressOnBkashPage(t.app, checkoutUrl, action);

/** The rider's phone arrives back at the shop: where it is sent on. */
async function comeBack(path: string, shop = t.app) {
  const res = await shop.inject({ method: 'GET', url: path });
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
}

/** A hold opened, approved and executed: the rental's deposit held in bKash. */
async function heldDeposit(rentalId: string) {
  const opened = await openHold(rentalId);
  expect(await comeBack(await riderAnswers(opened.checkoutUrl!))).toBe('/deposit-hold?state=held');
  return holdRow(rentalId);
}

async function handOver(
  rentalId: string,
  deposit: Record<string, unknown> = { method: 'bkash_hold', amount: DEPOSIT },
) {
  return t.api('POST', `/api/rentals/${rentalId}/handover`, staff.token, {
    odometerKm: 12480,
    fuelEighths: 6,
    helmets: 2,
    photoIds: await photosOfRental(t, staff.token, rentalId),
    deposit,
  });
}

/** Moves the rental's start and planned return (4 hours) `hoursAgo` into the past. */
async function startedHoursAgo(rentalId: string, hoursAgo: number) {
  const start = new Date(Math.floor((Date.now() - hoursAgo * 3_600_000) / MINUTE) * MINUTE);
  const plannedReturn = new Date(start.getTime() + 4 * 3_600_000);
  await t.database.db.update(rentals).set({ startTime: start, endTime: plannedReturn }).where(eq(rentals.id, rentalId));
  return plannedReturn;
}

async function takeBack(rentalId: string, returnTime: Date, charges: unknown[] = []) {
  return t.api('POST', `/api/rentals/${rentalId}/return`, staff.token, {
    returnTime: returnTime.toISOString(),
    odometerKm: 12530,
    fuelEighths: 6,
    helmetsBack: 2,
    photoIds: await photosOfRental(t, staff.token, rentalId),
    charges,
  });
}

const holdsOf = () => t.app.paymentGateways.holds as BkashHolds;
const kinds = (bill: { lines: { kind: string; amount: number }[] }) => bill.lines.map((l) => [l.kind, l.amount]);
const depositRefundsOf = (rentalId: string) =>
  t.database.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.rentalId, rentalId), eq(refunds.reason, 'deposit_return')));

describe('holding a deposit in the rider’s bKash wallet', () => {
  it('holds it, hands over with it, and at the return captures what the bill takes and lets the rest go', async () => {
    const { rider, rentalId } = await bookedRental(180);
    const opened = await openHold(rentalId);
    expect(opened).toMatchObject({
      state: 'pending',
      amount: DEPOSIT,
      checkoutUrl: expect.stringContaining('/bkash/'),
    });
    // A second press gives the same hold, not a second checkout.
    expect((await openHold(rentalId))._id).toBe(opened._id);

    const back = await riderAnswers(opened.checkoutUrl!);
    expect(back).toMatch(/^\/api\/payments\/bkash\/hold\/BBRD/);
    expect(await comeBack(back)).toBe('/deposit-hold?state=held');
    const held = await holdRow(rentalId);
    expect(held).toMatchObject({ state: 'held', checkoutUrl: null });
    expect((await standinRow(held.gatewayRef!)).transactionStatus).toBe('Authorized');
    const seen = json(await t.api('GET', holdPath(rentalId), staff.token)).data;
    expect(seen).toMatchObject({ state: 'held', amount: DEPOSIT, checkoutUrl: null, capturedAmount: null });

    const handed = await handOver(rentalId);
    expect(handed.statusCode, handed.body).toBe(200);
    // The deposit is recorded as the rental's deposit payment, held through bKash; nothing went into a till.
    const [deposit] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.rentalId, rentalId), eq(payments.purpose, 'deposit')));
    expect(deposit).toMatchObject({ gateway: 'bkash', status: 'paid', amount: DEPOSIT, tillId: null });
    const record = json(await t.api('GET', `/api/rentals/${rentalId}`, rider.token)).data;
    expect(record.handover.deposit).toMatchObject({ amount: DEPOSIT, method: 'bkash_hold' });
    // Held by a handover, it can only be settled by the return.
    const letGo = await t.api('DELETE', holdPath(rentalId), staff.token);
    expect(letGo.statusCode).toBe(409);
    expect(json(letGo).code).toBe('DEPOSIT_HOLD_IN_USE');

    const plannedReturn = await startedHoursAgo(rentalId, 5);
    const res = await takeBack(rentalId, plannedReturn, [{ itemCode: 'SCRATCH', amount: 500 }]);
    expect(res.statusCode, res.body).toBe(200);
    const { bill } = json(res).data;
    // 4 hours at 180 and the scratch, less the advance: 1,120 from the deposit; 880 stays the rider's.
    expect(kinds(bill)).toEqual([
      ['time', 720],
      ['charge', 500],
      ['advance', -100],
      ['deposit_applied', -1120],
      ['balance', 0],
      ['deposit_refund', 880],
    ]);
    expect(json(res).data.depositHold).toEqual({ state: 'captured', captured: 1120, givenBack: true });
    expect(await holdRow(rentalId)).toMatchObject({ state: 'captured', capturedAmount: 1120 });
    expect(await standinRow(held.gatewayRef!)).toMatchObject({
      transactionStatus: 'Completed',
      capturedAmount: '1120',
    });
    // bKash gave the 880 back itself: nothing is owed back by hand.
    expect(await depositRefundsOf(rentalId)).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, rentalId), eq(auditLog.action, 'rental.returned')));
    expect(audit!.after).toMatchObject({
      depositApplied: 1120,
      depositHold: { state: 'captured', captured: 1120, givenBack: true },
    });
  });

  it('releases the whole hold when the bill takes nothing from it', async () => {
    // 4 hours at 20 BDT is 80: the advance of 100 pays it all, and 20 of the advance is owed back.
    const { rentalId } = await bookedRental(20);
    const held = await heldDeposit(rentalId);
    expect((await handOver(rentalId)).statusCode).toBe(200);
    const plannedReturn = await startedHoursAgo(rentalId, 5);
    const res = await takeBack(rentalId, plannedReturn);
    expect(res.statusCode, res.body).toBe(200);
    expect(kinds(json(res).data.bill)).toEqual([
      ['time', 80],
      ['advance', -100],
      ['balance', -20],
      ['deposit_refund', DEPOSIT],
    ]);
    expect(await holdRow(rentalId)).toMatchObject({ state: 'released', capturedAmount: null });
    expect((await standinRow(held.gatewayRef!)).transactionStatus).toBe('Voided');
    expect(await depositRefundsOf(rentalId)).toEqual([]);
  });

  it('a hold that lapsed by the return is no deposit: the bill is due in full', async () => {
    const { rentalId } = await bookedRental(180);
    const held = await heldDeposit(rentalId);
    expect((await handOver(rentalId)).statusCode).toBe(200);
    const plannedReturn = await startedHoursAgo(rentalId, 5);
    // bKash answers the capture: the authorization lapsed (and voids it).
    t.app.bkashStandin.switches.authorizationExpired = true;
    const res = await takeBack(rentalId, plannedReturn, [{ itemCode: 'SCRATCH', amount: 500 }]);
    expect(res.statusCode, res.body).toBe(200);
    const { bill, rental } = json(res).data;
    expect(kinds(bill)).toEqual([
      ['time', 720],
      ['charge', 500],
      ['advance', -100],
      ['balance', 1120],
    ]);
    expect(rental).toMatchObject({ status: 'returned', totalCost: 1120 });
    expect(json(res).data.depositHold).toEqual({ state: 'failed', captured: 0, givenBack: false });
    expect(await holdRow(rentalId)).toMatchObject({ state: 'failed', capturedAmount: null });
    expect((await standinRow(held.gatewayRef!)).transactionStatus).toBe('Voided');
    expect(await depositRefundsOf(rentalId)).toEqual([]);
  });

  it('a hold bKash no longer has by the return (voided at bKash) bills no deposit without asking to capture', async () => {
    const { rentalId } = await bookedRental(180);
    const held = await heldDeposit(rentalId);
    expect((await handOver(rentalId)).statusCode).toBe(200);
    await holdsOf().release({ tranId: held.tranId, gatewayRef: held.gatewayRef! });
    const plannedReturn = await startedHoursAgo(rentalId, 5);
    const res = await takeBack(rentalId, plannedReturn);
    expect(res.statusCode, res.body).toBe(200);
    expect(kinds(json(res).data.bill)).toEqual([
      ['time', 720],
      ['advance', -100],
      ['balance', 620],
    ]);
    expect(await holdRow(rentalId)).toMatchObject({ state: 'failed' });
  });
});

describe('the counter is told before the bike leaves', () => {
  it('refuses the handover with no hold, or one the rider has not approved yet, and keeps nothing', async () => {
    const { rentalId } = await bookedRental();
    const none = await handOver(rentalId);
    expect(none.statusCode).toBe(409);
    expect(json(none)).toMatchObject({ code: 'DEPOSIT_NOT_HELD' });
    expect(json(none).errorMessage[0].message).toMatch(/No bKash hold of the deposit is open/);

    await openHold(rentalId);
    const pending = await handOver(rentalId);
    expect(pending.statusCode).toBe(409);
    expect(json(pending).errorMessage[0].message).toMatch(/has not approved the bKash hold/);
    // A deposit taken another way while the hold is open: let it go first.
    const cash = await handOver(rentalId, { method: 'cash', amount: DEPOSIT });
    expect(cash.statusCode).toBe(409);
    expect(json(cash).code).toBe('DEPOSIT_HOLD_OPEN');
    const rental = json(await t.api('GET', `/api/rentals/${rentalId}`, staff.token)).data;
    expect(rental.status).toBe('booked');
    expect(rental.handover).toBeNull();
  });

  it('refuses the handover when bKash no longer holds the deposit, and says so', async () => {
    const { rentalId } = await bookedRental();
    const held = await heldDeposit(rentalId);
    // The authorization lapses at bKash before the rider takes the bike.
    await holdsOf().release({ tranId: held.tranId, gatewayRef: held.gatewayRef! });
    const res = await handOver(rentalId);
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('DEPOSIT_HOLD_LAPSED');
    expect(json(res).errorMessage[0].message).toMatch(/no deposit is held/);
    expect(await holdRow(rentalId)).toMatchObject({ state: 'failed' });
    // A new hold can be opened, held, and handed over with.
    await heldDeposit(rentalId);
    expect((await handOver(rentalId)).statusCode).toBe(200);
  });

  it('a rider who cancels or fails on bKash’s page holds nothing, and a new hold can be opened', async () => {
    const { rentalId } = await bookedRental();
    const first = await openHold(rentalId);
    expect(await comeBack(await riderAnswers(first.checkoutUrl!, 'cancel'))).toBe('/deposit-hold?state=failed');
    expect(await holdRow(rentalId)).toMatchObject({ state: 'failed', error: 'declined by the rider' });
    const again = await openHold(rentalId);
    expect(again._id).not.toBe(first._id);
    expect(await comeBack(await riderAnswers(again.checkoutUrl!, 'fail'))).toBe('/deposit-hold?state=failed');
    expect((await handOver(rentalId)).statusCode).toBe(409);
  });

  it('lets an open or held hold go before the handover: bKash voids it, and the deposit can be cash', async () => {
    const { rentalId } = await bookedRental();
    const held = await heldDeposit(rentalId);
    const res = await t.api('DELETE', holdPath(rentalId), staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ state: 'released' });
    expect((await standinRow(held.gatewayRef!)).transactionStatus).toBe('Voided');
    expect((await handOver(rentalId)).statusCode).toBe(409);
    const cash = await handOver(rentalId, { method: 'cash', amount: DEPOSIT });
    expect(cash.statusCode, cash.body).toBe(200);
    // A pending one is closed: approving it afterwards holds nothing.
    const other = await bookedRental();
    const pending = await openHold(other.rentalId);
    expect((await t.api('DELETE', holdPath(other.rentalId), staff.token)).statusCode).toBe(200);
    expect(await comeBack(await riderAnswers(pending.checkoutUrl!))).toBe('/deposit-hold?state=released');
    expect((await standinRow((await holdRow(other.rentalId)).gatewayRef!)).transactionStatus).toBe('Initiated');
  });

  it('a booking cancelled or marked a no-show lets its hold go at bKash', async () => {
    const cancelled = await bookedRental();
    const first = await heldDeposit(cancelled.rentalId);
    const cancel = await t.api('POST', `/api/rentals/${cancelled.rentalId}/cancel`, admin.token, {
      refundAdvance: true,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await holdRow(cancelled.rentalId)).toMatchObject({ state: 'released' });
    expect((await standinRow(first.gatewayRef!)).transactionStatus).toBe('Voided');

    const missed = await bookedRental();
    const second = await heldDeposit(missed.rentalId);
    await t.database.db
      .update(rentals)
      .set({ startTime: new Date(Date.now() - 30 * MINUTE) })
      .where(eq(rentals.id, missed.rentalId));
    const noShow = await t.api('POST', `/api/rentals/${missed.rentalId}/no-show`, admin.token);
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(await holdRow(missed.rentalId)).toMatchObject({ state: 'released' });
    expect((await standinRow(second.gatewayRef!)).transactionStatus).toBe('Voided');
  });

  it('sends a rider who reads the shop in Bangla to the Bangla page', async () => {
    const { rider, rentalId } = await bookedRental();
    await t.database.db.update(users).set({ language: 'bn' }).where(eq(users.id, rider.id));
    const opened = await openHold(rentalId);
    expect(await comeBack(await riderAnswers(opened.checkoutUrl!))).toBe('/bn/deposit-hold?state=held');
  });

  it('refuses a hold for a booking not paid, a bike with no deposit, and bad input', async () => {
    const rider = await riderOnFile(t, staff.token);
    const bike = await t.bike(admin.token);
    const unpaid = await t.book(rider.token, bike._id, t.inMinutes(60), t.inMinutes(120));
    const notPaid = await t.api('POST', holdPath(json(unpaid).data.booking.rentalId), staff.token);
    expect(notPaid.statusCode).toBe(409);
    expect(json(notPaid).code).toBe('RENTAL_NOT_BOOKED');

    const free = await t.bike(admin.token);
    expect((await t.api('PUT', `/api/bikes/${free._id}`, admin.token, { deposit: 0 })).statusCode).toBe(200);
    const { rentalId } = await t.activeRental(rider.token, free._id, t.inMinutes(200), t.inMinutes(260));
    const noDeposit = await t.api('POST', holdPath(rentalId), staff.token);
    expect(noDeposit.statusCode).toBe(409);
    expect(json(noDeposit).code).toBe('DEPOSIT_MISMATCH');

    const withReference = await handOver(rentalId, { method: 'bkash_hold', amount: 0, reference: 'ABC12345' });
    expect(withReference.statusCode).toBe(400);
    expect(json(withReference).errorMessage[0]).toMatchObject({ path: 'deposit.reference' });
    const customer = await t.api('POST', holdPath(rentalId), rider.token);
    expect(customer.statusCode).toBe(403);
    expect((await t.api('GET', holdPath(rentalId), staff.token)).statusCode).toBe(404);
  });
});

describe('once, across presses and processes', () => {
  it('twenty presses of "hold" on two servers open one hold at bKash', async () => {
    const { rentalId } = await bookedRental();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? second : t).api('POST', holdPath(rentalId), staff.token)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((res) => json(res).data._id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(depositHolds).where(eq(depositHolds.rentalId, rentalId));
    expect(rows).toHaveLength(1);
    const atBkash = await t.database.db
      .select()
      .from(bkashStandinPayments)
      .where(eq(bkashStandinPayments.merchantInvoiceNumber, rows[0]!.tranId));
    expect(atBkash).toHaveLength(1);
  });

  it('a hold whose page bKash never gave is replaced after 20 seconds, not answered for ever', async () => {
    const { rentalId } = await bookedRental();
    // A press whose process died before bKash answered left a pending hold with no page.
    await t.database.db.insert(depositHolds).values({
      rentalId,
      tranId: 'BBRDUNOPENED0001',
      amount: DEPOSIT,
      openedBy: staff.id,
      createdAt: new Date(Date.now() - 10_000),
    });
    // Ten seconds on, it is still the one: its page may yet come.
    expect(await openHold(rentalId)).toMatchObject({ state: 'pending', checkoutUrl: null });
    await t.database.db
      .update(depositHolds)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(depositHolds.tranId, 'BBRDUNOPENED0001'));
    const fresh = await openHold(rentalId);
    expect(fresh).toMatchObject({ state: 'pending', checkoutUrl: expect.stringContaining('/bkash/') });
    const [stale] = await t.database.db.select().from(depositHolds).where(eq(depositHolds.tranId, 'BBRDUNOPENED0001'));
    expect(stale).toMatchObject({ state: 'failed' });
  });

  it('twenty returns pressed at once on two servers capture once, and record one bill', async () => {
    const { rentalId } = await bookedRental(180);
    const held = await heldDeposit(rentalId);
    expect((await handOver(rentalId)).statusCode).toBe(200);
    const plannedReturn = await startedHoursAgo(rentalId, 5);
    const photoIds = await photosOfRental(t, staff.token, rentalId);
    let captures = 0;
    const restore: (() => void)[] = [];
    for (const shop of [t.app, second.app]) {
      const holds = shop.paymentGateways.holds as BkashHolds;
      const capture = holds.capture;
      holds.capture = async (ref, amount) => {
        captures += 1;
        return capture(ref, amount);
      };
      restore.push(() => (holds.capture = capture));
    }
    try {
      const body = {
        returnTime: plannedReturn.toISOString(),
        odometerKm: 12530,
        fuelEighths: 6,
        helmetsBack: 2,
        photoIds,
        charges: [{ itemCode: 'SCRATCH', amount: 500 }],
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? second : t).api('POST', `/api/rentals/${rentalId}/return`, staff.token, body),
        ),
      );
      const codes = answers.map((res) => (res.statusCode === 200 ? 'ok' : json(res).code));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
      expect(new Set(codes.filter((code) => code !== 'ok'))).toSatisfy((left: Set<string>) =>
        [...left].every((code) => ['ALREADY_RETURNED', 'DEPOSIT_HOLD_BUSY', 'PHOTOS_NOT_OF_RENTAL'].includes(code)),
      );
      expect(captures).toBe(1);
    } finally {
      for (const undo of restore) undo();
    }
    expect(await holdRow(rentalId)).toMatchObject({ state: 'captured', capturedAmount: 1120 });
    expect(await standinRow(held.gatewayRef!)).toMatchObject({
      transactionStatus: 'Completed',
      capturedAmount: '1120',
    });
    expect(await depositRefundsOf(rentalId)).toEqual([]);
    const [rental] = await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId));
    expect(rental).toMatchObject({ status: 'returned', totalCost: 0 });
  });

  it('a return after one that captured and died bills the deposit as what it asked bKash for', async () => {
    const { rentalId } = await bookedRental(180);
    const held = await heldDeposit(rentalId);
    expect((await handOver(rentalId)).statusCode).toBe(200);
    const plannedReturn = await startedHoursAgo(rentalId, 5);
    // An earlier return claimed the hold, asked bKash for 300 and died before its transaction.
    await holdsOf().capture({ tranId: held.tranId, gatewayRef: held.gatewayRef! }, 300);
    await t.database.db
      .update(depositHolds)
      .set({ settleAskedAt: new Date(Date.now() - 3 * 60_000), settleAmount: 300 })
      .where(eq(depositHolds.id, held.id));
    const res = await takeBack(rentalId, plannedReturn, [{ itemCode: 'SCRATCH', amount: 500 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(kinds(json(res).data.bill)).toEqual([
      ['time', 720],
      ['charge', 500],
      ['advance', -100],
      ['deposit_applied', -300],
      ['balance', 820],
    ]);
    expect(await holdRow(rentalId)).toMatchObject({ state: 'captured', capturedAmount: 300 });
  });

  it('a let-go and a handover at the same moment: one wins, and bKash agrees with it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { rentalId } = await bookedRental();
      const held = await heldDeposit(rentalId);
      const photoIds = await photosOfRental(t, staff.token, rentalId);
      const [handed, letGo] = await Promise.all([
        t.api('POST', `/api/rentals/${rentalId}/handover`, staff.token, {
          odometerKm: 12480,
          fuelEighths: 6,
          helmets: 2,
          photoIds,
          deposit: { method: 'bkash_hold', amount: DEPOSIT },
        }),
        second.api('DELETE', holdPath(rentalId), staff.token),
      ]);
      expect([handed.statusCode, letGo.statusCode].sort()).toEqual([200, 409]);
      const atBkash = (await standinRow(held.gatewayRef!)).transactionStatus;
      expect(atBkash).toBe(handed.statusCode === 200 ? 'Authorized' : 'Voided');
    }
  });

  it('twenty returns of the rider’s phone on two servers execute the hold once', async () => {
    const { rentalId } = await bookedRental();
    const opened = await openHold(rentalId);
    const back = await riderAnswers(opened.checkoutUrl!);
    let executes = 0;
    const restore: (() => void)[] = [];
    for (const shop of [t.app, second.app]) {
      const holds = shop.paymentGateways.holds as BkashHolds;
      const confirm = holds.confirmHold;
      holds.confirmHold = async (ref) => {
        executes += 1;
        return confirm(ref);
      };
      restore.push(() => (holds.confirmHold = confirm));
    }
    try {
      const landed = await Promise.all(
        Array.from({ length: 20 }, (_, i) => comeBack(back, i % 2 ? second.app : t.app)),
      );
      // The one that executed says held; one that came while it was executing may still say pending.
      expect(landed).toContain('/deposit-hold?state=held');
      expect(landed.filter((to) => !/^\/deposit-hold\?state=(held|pending)$/.test(to))).toEqual([]);
      expect(executes).toBe(1);
      expect(await holdRow(rentalId)).toMatchObject({ state: 'held' });
      expect(json(await t.api('GET', holdPath(rentalId), staff.token)).data.state).toBe('held');
    } finally {
      for (const undo of restore) undo();
    }
  });
});
