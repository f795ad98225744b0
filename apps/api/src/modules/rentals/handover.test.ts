import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, messages, payments, rentalPhotos, rentals } from '../../db/schema.ts';
import { photosOfRental, riderOnFile } from '../../test/handover.ts';
import { json, setUpTestApp, type factories } from '../../test/test-app.ts';

/**
 * Handing a bike over (docs/product/handover-and-return.md#handover): photos kept private, the readings, the
 * rider's approval, the earliest moment, the bike's deposit held in the clerk's till, once; and time alone no
 * longer makes a rental active (docs/decisions/044).
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
  staff = await f.staffMember(admin.token, { name: 'Handover Clerk' });
  expect((await f.api('POST', '/api/tills', staff.token, { openingFloat: 500 })).statusCode).toBe(201);
});
afterAll(() => t.close());

/** A customer whose papers are on file, approved by the clerk unless `approve: false`. */
const rider = (opts: { approve?: boolean } = {}) => riderOnFile(t, staff.token, opts);

/** A paid booking of a new bike for `customer`, starting `startIn` minutes from now, for two hours. */
async function paidBooking(customer: { token: string }, startIn = 10, bikeOver: { deposit?: number } = {}) {
  const bike = await f.bike(admin.token, bikeOver);
  const booking = await f.activeRental(customer.token, bike._id, f.inMinutes(startIn), f.inMinutes(startIn + 120));
  return { bike, rentalId: booking.rentalId };
}

/** `n` photos of the rental's bike taken by the clerk; their ids. */
const photosOf = (rentalId: string, n = 4) => photosOfRental(t, staff.token, rentalId, n);

const handoverBody = (photoIds: string[], over: Record<string, unknown> = {}) => ({
  odometerKm: 12480,
  fuelEighths: 6,
  helmets: 2,
  photoIds,
  notes: 'Small scratch on the left mirror',
  deposit: { method: 'cash', amount: 2000 },
  ...over,
});

const handOver = (rentalId: string, body: unknown, token = staff.token) =>
  f.api('POST', `/api/rentals/${rentalId}/handover`, token, body as never);

const statusOf = async (rentalId: string) =>
  json(await f.api('GET', `/api/rentals/${rentalId}`, admin.token)).data.status as string;

describe('handing a bike over', () => {
  it('takes readings, four photos and the cash deposit: the rental is active, the deposit in the till, the customer told', async () => {
    const customer = await rider();
    const { rentalId } = await paidBooking(customer);
    const tillBefore = json(await f.api('GET', '/api/tills/current', staff.token)).data;
    const photoIds = await photosOf(rentalId);

    const res = await handOver(rentalId, handoverBody(photoIds));
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Bike handed over');
    expect(json(res).data.status).toBe('active');

    // The customer sees the readings and the photos of their rental.
    const story = json(await f.api('GET', `/api/rentals/${rentalId}`, customer.token)).data;
    expect(story.handover).toMatchObject({
      handedOverBy: { _id: staff.id, name: 'Handover Clerk' },
      inspection: { odometerKm: 12480, fuelEighths: 6, helmets: 2, notes: 'Small scratch on the left mirror' },
      deposit: { amount: 2000, method: 'cash', reference: null },
    });
    expect(story.handover.inspection.photoIds).toEqual(photoIds);
    const deposit = story.payments.find((p: { purpose: string }) => p.purpose === 'deposit');
    expect(deposit).toMatchObject({ amount: 2000, gateway: 'cash', status: 'paid' });

    const seen = await f.api('GET', `/api/rentals/${rentalId}/photos/${photoIds[0]}`, customer.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(seen.headers['cache-control']).toBe('private, no-store');
    const thumb = await f.api('GET', `/api/rentals/${rentalId}/photos/${photoIds[0]}?size=thumbnail`, customer.token);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
    // Nobody else's: another customer and a visitor get nothing.
    const stranger = await f.customer();
    expect((await f.api('GET', `/api/rentals/${rentalId}/photos/${photoIds[0]}`, stranger.token)).statusCode).toBe(404);
    expect((await f.api('GET', `/api/rentals/${rentalId}/photos/${photoIds[0]}`)).statusCode).toBe(401);

    // The deposit is cash in the clerk's drawer, not income.
    const tillAfter = json(await f.api('GET', '/api/tills/current', staff.token)).data;
    expect(tillAfter.cashIn - tillBefore.cashIn).toBe(2000);

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rental.handed_over'), eq(auditLog.subjectId, rentalId)));
    expect(audit).toMatchObject({
      actorId: staff.id,
      after: { status: 'active', inspected: true, odometerKm: 12480, photos: 4, deposit: 2000, depositMethod: 'cash' },
    });
    const sms = await database.db
      .select()
      .from(messages)
      .where(and(eq(messages.rentalId, rentalId), eq(messages.template, 'handed_over')));
    expect(sms.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sms.find((m) => m.channel === 'sms')?.body).toContain('12480 km, fuel 6/8, 2 helmets, deposit 2,000 BDT');

    // Once.
    const again = await handOver(rentalId, handoverBody(await photosOf(rentalId)));
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('ALREADY_HANDED_OVER');
  });

  it('refuses, with nothing written, a rider not approved, too early, a wrong deposit, too few or foreign photos, no till', async () => {
    const waiting = await rider({ approve: false });
    const unapproved = await paidBooking(waiting);
    const notApproved = await handOver(unapproved.rentalId, handoverBody(await photosOf(unapproved.rentalId)));
    expect(notApproved.statusCode).toBe(409);
    expect(json(notApproved)).toMatchObject({ code: 'RIDER_NOT_APPROVED' });
    expect(json(notApproved).message).toContain('wait for a review');

    const customer = await rider();
    const later = await paidBooking(customer, 120);
    const early = await handOver(later.rentalId, handoverBody(await photosOf(later.rentalId)));
    expect(early.statusCode).toBe(409);
    expect(json(early).code).toBe('HANDOVER_TOO_EARLY');
    expect(json(early).message).toContain('at most 30 minutes before its start');

    const { rentalId } = await paidBooking(customer, 5);
    const photoIds = await photosOf(rentalId);
    const wrongDeposit = await handOver(
      rentalId,
      handoverBody(photoIds, { deposit: { method: 'cash', amount: 1500 } }),
    );
    expect(wrongDeposit.statusCode).toBe(409);
    expect(json(wrongDeposit)).toMatchObject({ code: 'DEPOSIT_MISMATCH', errorMessage: [{ path: 'deposit.amount' }] });
    expect(json(wrongDeposit).message).toBe('The deposit for this bike is 2000 BDT');

    const three = await handOver(rentalId, handoverBody(photoIds.slice(0, 3)));
    expect(three.statusCode).toBe(400);
    expect(json(three).message).toContain('at least 4 photos');
    const another = await photosOf(later.rentalId, 1);
    const foreign = await handOver(rentalId, handoverBody([...photoIds.slice(0, 3), ...another]));
    expect(foreign.statusCode).toBe(409);
    expect(json(foreign)).toMatchObject({ code: 'PHOTOS_NOT_OF_RENTAL', errorMessage: [{ path: 'photoIds' }] });
    expect((await handOver(rentalId, handoverBody(photoIds, { fuelEighths: 9 }))).statusCode).toBe(400);
    expect((await handOver(rentalId, handoverBody(photoIds, { helmets: 3 }))).statusCode).toBe(400);
    const noReference = await handOver(
      rentalId,
      handoverBody(photoIds, { deposit: { method: 'bkash_send_money', amount: 2000 } }),
    );
    expect(noReference.statusCode).toBe(400);

    // A clerk with no till open cannot take cash: the whole handover is undone.
    const noTill = await f.staffMember(admin.token, { name: 'Tillless Clerk' });
    const refused = await handOver(rentalId, handoverBody(photoIds), noTill.token);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe('TILL_NOT_OPEN');
    expect(await statusOf(rentalId)).toBe('booked');
    const unused = await database.db.select().from(rentalPhotos).where(eq(rentalPhotos.rentalId, rentalId));
    expect(unused.every((p) => p.stage === null)).toBe(true);

    // The same photos serve once the clerk can take the deposit by Send Money, with its reference.
    const ok = await handOver(
      rentalId,
      handoverBody(photoIds, { deposit: { method: 'bkash_send_money', amount: 2000, reference: 'bk7x91qa2' } }),
      noTill.token,
    );
    expect(ok.statusCode).toBe(200);
    const [held] = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.rentalId, rentalId), eq(payments.purpose, 'deposit')));
    expect(held).toMatchObject({ amount: 2000, gateway: 'bkash_send_money', gatewayTxnId: 'BK7X91QA2', tillId: null });
  });

  it('takes no deposit for a bike whose owner set none, and refuses a booking not paid; customers cannot hand over', async () => {
    const customer = await rider();
    const { rentalId } = await paidBooking(customer, 5, { deposit: 0 });
    const photoIds = await photosOf(rentalId);
    expect((await handOver(rentalId, handoverBody(photoIds), customer.token)).statusCode).toBe(403);
    const ok = await handOver(rentalId, handoverBody(photoIds, { deposit: { method: 'cash', amount: 0 } }));
    expect(ok.statusCode).toBe(200);
    const held = await database.db.select().from(payments).where(eq(payments.rentalId, rentalId));
    expect(held.map((p) => p.purpose)).toEqual(['advance']);

    const bike = await f.bike(admin.token);
    const unpaid = json(await f.book(customer.token, bike._id, f.inMinutes(5), f.inMinutes(65))).data.booking.rentalId;
    const pending = await handOver(unpaid, handoverBody(await photosOf(unpaid)));
    expect(pending.statusCode).toBe(409);
    expect(json(pending).code).toBe('RENTAL_NOT_BOOKED');
  });

  it('twenty clerks pressing at once hand it over once and take one deposit', async () => {
    const customer = await rider();
    const { rentalId } = await paidBooking(customer, 5);
    const photoIds = await photosOf(rentalId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => handOver(rentalId, handoverBody(photoIds))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const held = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.rentalId, rentalId), eq(payments.purpose, 'deposit')));
    expect(held).toHaveLength(1);
  });
});

describe('a paid booking whose start has passed without a handover', () => {
  it('stays booked, waits on the counter’s list, and the spec’s return call records an uninspected handover', async () => {
    const customer = await f.customer();
    const bike = await f.bike(admin.token, { pricePerHour: 120 });
    const { rentalId } = await f.activeRental(customer.token, bike._id, f.inMinutes(0), f.inMinutes(180));
    // Its start passed an hour ago: time alone does not make it active.
    await database.db
      .update(rentals)
      .set({ startTime: new Date(Date.parse(f.inMinutes(-60))), endTime: new Date(Date.parse(f.inMinutes(120))) })
      .where(eq(rentals.id, rentalId));
    expect(await statusOf(rentalId)).toBe('booked');
    const day = json(await f.api('GET', '/api/counter/day', staff.token)).data;
    expect(day.toHandOver.map((r: { _id: string }) => r._id)).toContain(rentalId);
    expect(json(await f.api('GET', `/api/bikes/${bike._id}`)).data.isAvailable).toBe(false);

    const returned = await f.api('PATCH', '/api/rentals/calculate', admin.token, {
      bookingId: rentalId,
      bikeReturnTime: f.inMinutes(0),
    });
    expect(returned.statusCode).toBe(200);
    // Billed as any return: 60 minutes at 120 BDT, less the advance.
    expect(json(returned).data).toMatchObject({ status: 'returned', rentalCharge: 120 });
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, rentalId)).orderBy(auditLog.at);
    expect(rows.map((r) => r.action)).toEqual(['rental.handed_over', 'rental.returned']);
    expect(rows[0]!.after).toMatchObject({ inspected: false, deposit: 0 });
    const story = json(await f.api('GET', `/api/rentals/${rentalId}`, customer.token)).data;
    expect(story.handover).toMatchObject({ inspection: null, deposit: { amount: 0, method: null } });
  });

  it('can be closed as a no-show; a rental handed over cannot', async () => {
    const customer = await rider();
    const bike = await f.bike(admin.token);
    const { rentalId } = await f.activeRental(customer.token, bike._id, f.inMinutes(0), f.inMinutes(180));
    await database.db
      .update(rentals)
      .set({ startTime: new Date(Date.parse(f.inMinutes(-30))) })
      .where(eq(rentals.id, rentalId));
    expect((await f.api('POST', `/api/rentals/${rentalId}/no-show`, admin.token)).statusCode).toBe(200);
    expect(await statusOf(rentalId)).toBe('no_show');

    const out = await paidBooking(customer, 5);
    expect((await handOver(out.rentalId, handoverBody(await photosOf(out.rentalId)))).statusCode).toBe(200);
    const refused = await f.api('POST', `/api/rentals/${out.rentalId}/no-show`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('This bike has been handed over: record its return instead');
  });
});
