import { shopDateOf } from '@bond/contract/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bikes, messages, users } from '../../db/schema.ts';
import { photosOfRental, riderOnFile } from '../../test/handover.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';
import { remindServicesDue } from './bike-services.service.ts';

/**
 * docs/product/fleet-calendar.md#service-log: staff record a bike's services; the log lists them beside the
 * odometer readings of its handovers and returns, with the kilometres since the last service.
 */
let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
let staff: Awaited<ReturnType<typeof t.staffMember>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
  staff = await t.staffMember(admin.token, { name: 'Workshop Clerk' });
  expect((await t.api('POST', '/api/tills', staff.token, { openingFloat: 500 })).statusCode).toBe(201);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;
const dayIn = (days: number) => shopDateOf(new Date(Date.now() + days * DAY_MS));
const record = (bikeId: string, body: unknown, token = staff.token) =>
  t.api('POST', `/api/bikes/${bikeId}/services`, token, body as never);

describe("a bike's service log", () => {
  it('records services and lists them beside the handovers’ and returns’ odometer readings', async () => {
    const bike = await t.bike(admin.token, { name: 'Serviced Pulsar' });
    const first = await record(bike._id, { date: dayIn(-30), odometerKm: 10020, work: 'Oil and filter', cost: 850 });
    expect(first.statusCode, first.body).toBe(201);
    expect(json(first).data).toMatchObject({
      bikeId: bike._id,
      date: dayIn(-30),
      odometerKm: 10020,
      work: 'Oil and filter',
      cost: 850,
      recordedBy: { _id: staff.id, name: 'Workshop Clerk' },
    });
    expect(
      (await record(bike._id, { date: dayIn(-2), odometerKm: 12010, work: 'Chain and sprockets', cost: 2600 }))
        .statusCode,
    ).toBe(201);
    // A handover since then, at 12,480 km.
    const customer = await riderOnFile(t, staff.token);
    const { rentalId } = await t.activeRental(customer.token, bike._id, t.inMinutes(10), t.inMinutes(130));
    const photoIds = await photosOfRental(t, staff.token, rentalId, 4);
    const handed = await t.api('POST', `/api/rentals/${rentalId}/handover`, staff.token, {
      odometerKm: 12480,
      fuelEighths: 8,
      helmets: 1,
      photoIds,
      deposit: { method: 'cash', amount: 2000 },
    });
    expect(handed.statusCode, handed.body).toBe(200);

    const log = await t.api('GET', `/api/bikes/${bike._id}/services`, admin.token);
    expect(log.statusCode, log.body).toBe(200);
    const data = json(log).data;
    expect(data.services.map((s: { work: string }) => s.work)).toEqual(['Chain and sprockets', 'Oil and filter']);
    expect(data.readings).toEqual([{ rentalId, stage: 'handover', at: expect.any(String), odometerKm: 12480 }]);
    expect(data).toMatchObject({ odometerKm: 12480, kmSinceService: 470 });
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bike.serviced'), eq(auditLog.subjectId, bike._id)));
    expect(logged).toHaveLength(2);
    expect(logged[0]?.after).toMatchObject({ work: 'Oil and filter', cost: 850 });
  });

  it('says nothing it does not know of a bike never serviced or ridden', async () => {
    const bike = await t.bike(admin.token);
    const log = json(await t.api('GET', `/api/bikes/${bike._id}/services`, staff.token)).data;
    expect(log).toEqual({ services: [], readings: [], odometerKm: null, kmSinceService: null });
  });

  it('refuses bad input in the error shape, and customers before reading the body', async () => {
    const bike = await t.bike(admin.token);
    const good = { date: dayIn(0), odometerKm: 500, work: 'First service', cost: 0 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, date: dayIn(1) }, 'The day of a service cannot be ahead of today'],
      [{ ...good, odometerKm: -1 }, 'odometerKm'],
      [{ ...good, cost: 12.5 }, 'cost'],
      [{ ...good, work: '   ' }, 'work'],
      [{ ...good, extra: true }, 'extra'],
    ];
    for (const [body, message] of cases) {
      const res = await record(bike._id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).message).toContain(message);
    }
    const customer = await t.customer();
    expect((await record(bike._id, { nonsense: true }, customer.token)).statusCode).toBe(403);
    expect((await t.api('GET', `/api/bikes/${bike._id}/services`, customer.token)).statusCode).toBe(403);
    expect((await record('00000000-0000-4000-8000-000000000000', good)).statusCode).toBe(404);
  });

  it('reminds every admin once per service when a bike is due by distance or days, in their language', async () => {
    const bike = await t.bike(admin.token, { name: 'Due Hornet' });
    const second = await t.admin();
    await t.database.db.update(users).set({ language: 'bn' }).where(eq(users.id, second.id));
    const remindersTo = async (userId: string) =>
      (await t.database.db.select().from(messages).where(eq(messages.userId, userId))).filter(
        (m) => m.template === 'service_due' && m.body.includes('Due Hornet'),
      );
    const now = Date.now();
    // Serviced today: not due; 89 days on, still not; 90 days on, due, once however often the job runs.
    expect(
      (await record(bike._id, { date: dayIn(0), odometerKm: 4000, work: 'Full service', cost: 1500 })).statusCode,
    ).toBe(201);
    await remindServicesDue(t.database.db, t.app.messageContext, new Date(now + 89 * DAY_MS));
    expect(await remindersTo(admin.id)).toEqual([]);
    await remindServicesDue(t.database.db, t.app.messageContext, new Date(now + 90 * DAY_MS));
    await remindServicesDue(t.database.db, t.app.messageContext, new Date(now + 91 * DAY_MS));
    const sent = await remindersTo(admin.id);
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent.find((m) => m.channel === 'sms')!.body).toContain('Due Hornet is due a service');
    expect((await remindersTo(second.id)).find((m) => m.channel === 'sms')!.body).toContain('সার্ভিসের সময় হয়েছে');
    // A new service starts the count again: not due, so nothing more.
    expect((await record(bike._id, { date: dayIn(0), odometerKm: 4100, work: 'Oil', cost: 700 })).statusCode).toBe(201);
    expect(await remindServicesDue(t.database.db, t.app.messageContext, new Date(now + DAY_MS))).toBe(0);
    // The shop's setting decides: serviced every 30 days, it is due a month on.
    expect((await t.api('PUT', '/api/shop-settings', admin.token, { serviceEveryDays: 30 })).statusCode).toBe(200);
    await remindServicesDue(t.database.db, t.app.messageContext, new Date(now + 31 * DAY_MS));
    expect(await remindersTo(admin.id)).toHaveLength(4);
    // A retired bike takes no service.
    await t.database.db.update(bikes).set({ retiredAt: new Date() }).where(eq(bikes.id, bike._id));
    expect((await record(bike._id, { date: dayIn(0), odometerKm: 4200, work: 'Oil', cost: 700 })).statusCode).toBe(404);
    expect((await t.api('PUT', '/api/shop-settings', admin.token, { serviceEveryDays: 90 })).statusCode).toBe(200);
  });
});
