import { shopDateOf } from '@bond/contract/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, messages, users } from '../../db/schema.ts';
import { photosOfRental, riderOnFile } from '../../test/handover.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';
import { remindExpiringPapers } from './papers.service.ts';

/**
 * docs/product/fleet-calendar.md#papers: a bike's registration number (BRTA's form, either language, kept in
 * one form, unique) and papers; a lapsed paper keeps the bike in the shop and out of bookings after it; admins
 * reminded 15 days and 1 day before, once each. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: Awaited<ReturnType<typeof setUpTestApp>>;
let database: Database;
let admin: Awaited<ReturnType<typeof t.admin>>;
let staff: Awaited<ReturnType<typeof t.staffMember>>;

beforeAll(async () => {
  t = await setUpTestApp();
  database = t.database;
  admin = await t.admin();
  staff = await t.staffMember(admin.token, { name: 'Papers Clerk' });
  expect((await t.api('POST', '/api/tills', staff.token, { openingFloat: 500 })).statusCode).toBe(201);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;
const HOUR = 60;
const DAY = 24 * HOUR;
/** The Dhaka day `days` from now. */
const dayIn = (days: number, from = Date.now()) => shopDateOf(new Date(from + days * DAY_MS));

let plate = 1000;
/** A registration number no other bike of the test has. */
const nextPlate = () => `Dhaka Metro-HA 12-${(plate += 1)}`;

const papers = (over: Record<string, unknown> = {}) => ({
  registrationNumber: nextPlate(),
  taxTokenExpiry: dayIn(200),
  fitnessExpiry: dayIn(300),
  insuranceExpiry: dayIn(150),
  ...over,
});
const putPapers = (bikeId: string, body: unknown, token = admin.token) =>
  t.api('PUT', `/api/bikes/${bikeId}/papers`, token, body as never);

describe("a bike's papers", () => {
  it('are kept in one form from either language, read by staff, unique, and on the audit log', async () => {
    const bike = await t.bike(admin.token, { name: 'Papers Pulsar' });
    const saved = await putPapers(bike._id, papers({ registrationNumber: 'ঢাকা মেট্রো-ল ৫৪-০০১২' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toMatchObject({
      bikeId: bike._id,
      bikeName: 'Papers Pulsar',
      registrationNumber: 'Dhaka Metro-LA 54-0012',
      insuranceExpiry: dayIn(150),
      updatedBy: { _id: admin.id },
    });
    const read = await t.api('GET', `/api/bikes/${bike._id}/papers`, staff.token);
    expect(json(read).data.registrationNumber).toBe('Dhaka Metro-LA 54-0012');
    const all = json(await t.api('GET', '/api/papers', staff.token)).data as { bikeId: string }[];
    expect(all.map((p) => p.bikeId)).toContain(bike._id);
    // Another bike with the same plate, typed in English: refused.
    const other = await t.bike(admin.token);
    const taken = await putPapers(other._id, papers({ registrationNumber: 'dhaka metro la 54 0012' }));
    expect(taken.statusCode, taken.body).toBe(409);
    expect(json(taken).code).toBe('REGISTRATION_TAKEN');
    expect(json(await t.api('GET', `/api/bikes/${other._id}/papers`, staff.token))).toMatchObject({ data: null });
    // Changed: the log keeps before and after.
    expect(
      (await putPapers(bike._id, papers({ registrationNumber: 'Dhaka Metro-LA 54-0012', insuranceExpiry: dayIn(400) })))
        .statusCode,
    ).toBe(200);
    const logged = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bike.papers_updated'), eq(auditLog.subjectId, bike._id)));
    expect(logged).toHaveLength(2);
    expect(logged[1]).toMatchObject({
      before: { insuranceExpiry: dayIn(150) },
      after: { insuranceExpiry: dayIn(400) },
    });
  });

  it('refuse bad input in the error shape, and others than admins before the body is read', async () => {
    const bike = await t.bike(admin.token);
    const bad = await putPapers(bike._id, papers({ registrationNumber: 'Gotham-XX 1-2' }));
    expect(bad.statusCode, bad.body).toBe(400);
    expect(json(bad).message).toContain('registrationNumber must be a BRTA number such as Dhaka Metro-HA 12-3456');
    expect((await putPapers(bike._id, papers({ fitnessExpiry: '31/12/2026' }))).statusCode).toBe(400);
    expect((await putPapers(bike._id, { nonsense: true }, staff.token)).statusCode).toBe(403);
    const customer = await t.customer();
    expect((await t.api('GET', `/api/bikes/${bike._id}/papers`, customer.token)).statusCode).toBe(403);
    expect((await putPapers('00000000-0000-4000-8000-000000000000', papers())).statusCode).toBe(404);
  });

  it('keep a bike out of bookings and extensions past the day its first paper lapses', async () => {
    const bike = await t.bike(admin.token);
    // The fitness certificate is valid through the Dhaka day three days from now.
    expect((await putPapers(bike._id, papers({ fitnessExpiry: dayIn(3) }))).statusCode).toBe(200);
    const customer = await t.customer();
    const within = await t.activeRental(customer.token, bike._id, t.inMinutes(DAY), t.inMinutes(DAY + 2 * HOUR));
    const past = await t.book(
      customer.token,
      bike._id,
      t.inMinutes(4 * DAY + 12 * HOUR),
      t.inMinutes(4 * DAY + 14 * HOUR),
    );
    expect(past.statusCode, past.body).toBe(409);
    expect(json(past)).toMatchObject({ code: 'PAPERS_EXPIRED' });
    expect(json(past).message).toMatch(/^This bike cannot be booked past .*: its papers must be renewed first$/);
    const quote = await t.api('POST', '/api/rentals/quote', undefined, {
      bikeId: bike._id,
      startTime: t.inMinutes(2 * DAY),
      endTime: t.inMinutes(6 * DAY),
    });
    expect(json(quote).code).toBe('PAPERS_EXPIRED');
    const extend = await t.api('POST', `/api/rentals/${within.rentalId}/extend`, customer.token, {
      endTime: t.inMinutes(5 * DAY),
    });
    expect(extend.statusCode, extend.body).toBe(409);
    expect(json(extend).code).toBe('PAPERS_EXPIRED');
    // Renewed: the same booking is taken.
    expect((await putPapers(bike._id, papers({ fitnessExpiry: dayIn(400) }))).statusCode).toBe(200);
    const renewed = await t.book(
      customer.token,
      bike._id,
      t.inMinutes(4 * DAY + 12 * HOUR),
      t.inMinutes(4 * DAY + 14 * HOUR),
    );
    expect(renewed.statusCode, renewed.body).toBe(201);
  });

  it('keep a bike whose paper has lapsed in the shop: the handover is refused until it is renewed', async () => {
    const bike = await t.bike(admin.token);
    const customer = await riderOnFile(t, staff.token);
    const { rentalId } = await t.activeRental(customer.token, bike._id, t.inMinutes(10), t.inMinutes(130));
    // The insurance ran out yesterday (entered as it is).
    expect((await putPapers(bike._id, papers({ insuranceExpiry: dayIn(-1) }))).statusCode).toBe(200);
    const photoIds = await photosOfRental(t, staff.token, rentalId, 4);
    const body = { odometerKm: 9100, fuelEighths: 8, helmets: 1, photoIds, deposit: { method: 'cash', amount: 2000 } };
    const refused = await t.api('POST', `/api/rentals/${rentalId}/handover`, staff.token, body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused).code).toBe('PAPERS_EXPIRED');
    expect(json(refused).message).toMatch(/^This bike's insurance expired on .*: renew it before the bike goes out$/);
    expect((await putPapers(bike._id, papers({ insuranceExpiry: dayIn(365) }))).statusCode).toBe(200);
    const handed = await t.api('POST', `/api/rentals/${rentalId}/handover`, staff.token, body);
    expect(handed.statusCode, handed.body).toBe(200);
  });

  it('remind every admin 15 days and 1 day before a paper expires, once each, in their language', async () => {
    const bike = await t.bike(admin.token, { name: 'Reminded Hornet' });
    const now = Date.now();
    expect(
      (
        await putPapers(
          bike._id,
          papers({ taxTokenExpiry: dayIn(10, now), registrationNumber: 'Dhaka Metro-HA 77-0077' }),
        )
      ).statusCode,
    ).toBe(200);
    const second = await t.admin();
    await database.db.update(users).set({ language: 'bn' }).where(eq(users.id, second.id));
    const remindersTo = async (userId: string) =>
      (await database.db.select().from(messages).where(eq(messages.userId, userId))).filter(
        (m) => m.template === 'paper_expiring' && m.body.includes('Reminded Hornet'),
      );
    // Sixteen days before: nothing yet.
    await remindExpiringPapers(database.db, t.app.messageContext, new Date(now - 6 * DAY_MS));
    expect(await remindersTo(admin.id)).toEqual([]);
    // Within 15 days: once, however often the job runs.
    await remindExpiringPapers(database.db, t.app.messageContext, new Date(now));
    await remindExpiringPapers(database.db, t.app.messageContext, new Date(now + DAY_MS));
    const first = await remindersTo(admin.id);
    expect(first.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(first.find((m) => m.channel === 'sms')!.body).toMatch(/the tax token of Reminded Hornet expires on/);
    expect(first.find((m) => m.channel === 'email')!.body).toContain('Reminded Hornet (Dhaka Metro-HA 77-0077)');
    const inBangla = await remindersTo(second.id);
    expect(inBangla.find((m) => m.channel === 'sms')!.body).toContain('ট্যাক্স টোকেন');
    // The day before: once more, then no more.
    await remindExpiringPapers(database.db, t.app.messageContext, new Date(now + 9 * DAY_MS));
    expect(await remindExpiringPapers(database.db, t.app.messageContext, new Date(now + 9 * DAY_MS))).toBe(0);
    expect(await remindersTo(admin.id)).toHaveLength(4);
    // Lapsed: no reminder of it.
    await remindExpiringPapers(database.db, t.app.messageContext, new Date(now + 11 * DAY_MS));
    expect(await remindersTo(admin.id)).toHaveLength(4);
  });
});
