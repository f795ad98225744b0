import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, rentals } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * docs/product/fleet-calendar.md#moving-a-booking: a booking whose bike cannot be ridden moves to a bike alike
 * (same brand, within 25 cc) that is free for its whole period, at the price it was booked at, and its
 * customer is told; a block that it stood in the way of can then be made. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: { token: string };
let staff: { token: string };

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
  staff = await t.staffMember(admin.token, { name: 'Fleet Clerk' });
});
afterAll(() => t.close());

const HOUR = 60;
const DAY = 24 * HOUR;
let unique = 0;
/** A bike of `brand` and `cc`, named so the test can tell it. */
const bikeOf = (brand: string, cc: number) =>
  t.bike(admin.token, { brand, cc, name: `${brand} ${cc} #${(unique += 1)}` });
const ids = (list: { _id: string }[]) => list.map((b) => b._id);

describe('moving a booking to another bike', () => {
  it('lists the bikes alike and free, moves the booking to one at its price, tells the customer, and frees the way for a block', async () => {
    // A brand of the test's own, so that no other bike of the shop is alike.
    const brand = `Brand${Date.now().toString(36)}`;
    const own = await bikeOf(brand, 150);
    const alike = await bikeOf(brand, 160);
    const busy = await bikeOf(brand.toUpperCase(), 155);
    const blocked = await bikeOf(brand, 140);
    const tooBig = await bikeOf(brand, 200);
    const other = await bikeOf('Honda', 150);
    const customer = await t.customer({ name: 'Moved Rider' });
    const from = t.inMinutes(2 * DAY);
    const to = t.inMinutes(2 * DAY + 4 * HOUR);
    const { rentalId } = await t.activeRental(customer.token, own._id, from, to);
    const someoneElse = await t.customer();
    await t.activeRental(someoneElse.token, busy._id, from, t.inMinutes(2 * DAY + HOUR));
    expect(
      (
        await t.api('POST', `/api/bikes/${blocked._id}/blocks`, staff.token, {
          start: t.inMinutes(2 * DAY + 3 * HOUR),
          end: t.inMinutes(3 * DAY),
          reason: 'service',
        })
      ).statusCode,
    ).toBe(201);

    const listed = await t.api(
      'GET',
      `/api/bikes/${own._id}/alternatives?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      staff.token,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(ids(json(listed).data)).toEqual([alike._id]);
    expect(ids(json(listed).data)).not.toContain(other._id);
    expect(ids(json(listed).data)).not.toContain(tooBig._id);

    // The booking stands in the way of a block of its bike…
    const blockBody = { start: t.inMinutes(2 * DAY - HOUR), end: t.inMinutes(2 * DAY + 8 * HOUR), reason: 'repair' };
    const refused = await t.api('POST', `/api/bikes/${own._id}/blocks`, staff.token, blockBody);
    expect(json(refused).data.clashes.map((c: { rentalId: string }) => c.rentalId)).toEqual([rentalId]);
    const before = json(await t.api('GET', `/api/rentals/${rentalId}`, customer.token)).data;

    // …so it moves to the bike alike.
    const moved = await t.api('POST', `/api/rentals/${rentalId}/move`, staff.token, { bikeId: alike._id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).message).toBe(`The booking is moved to ${alike.name}`);
    expect(json(moved).data).toMatchObject({ bikeId: alike._id, status: 'booked', startTime: from, endTime: to });
    const after = json(await t.api('GET', `/api/rentals/${rentalId}`, customer.token)).data;
    // The price it was booked at stays, whatever the new bike's.
    expect(after.cost).toEqual(before.cost);
    const [told] = await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(and(eq(messages.rentalId, rentalId), eq(messages.template, 'rental_moved')));
    expect(told?.body).toContain(`is now on ${alike.name} (was ${own.name}), same price`);
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rental.moved'), eq(auditLog.subjectId, rentalId)));
    expect(logged).toMatchObject({ before: { bike: own.name }, after: { bike: alike.name } });
    // The way is free: the block is made.
    expect((await t.api('POST', `/api/bikes/${own._id}/blocks`, staff.token, blockBody)).statusCode).toBe(201);
  });

  it('refuses a bike not alike to staff, lets an admin force it, and refuses a busy bike or a bike out', async () => {
    const brand = `Brand${Date.now().toString(36)}x`;
    const own = await bikeOf(brand, 150);
    const far = await bikeOf(brand, 250);
    const otherBrand = await bikeOf('Suzuki', 150);
    const customer = await t.customer();
    const { rentalId } = await t.activeRental(customer.token, own._id, t.inMinutes(DAY), t.inMinutes(DAY + 2 * HOUR));
    for (const target of [far, otherBrand]) {
      const res = await t.api('POST', `/api/rentals/${rentalId}/move`, staff.token, { bikeId: target._id });
      expect(res.statusCode, res.body).toBe(409);
      expect(json(res)).toMatchObject({ code: 'BIKE_NOT_SIMILAR', errorMessage: [{ path: 'bikeId' }] });
    }
    const staffForce = await t.api('POST', `/api/rentals/${rentalId}/move`, staff.token, {
      bikeId: far._id,
      force: true,
    });
    expect(staffForce.statusCode).toBe(403);
    const same = await t.api('POST', `/api/rentals/${rentalId}/move`, staff.token, { bikeId: own._id });
    expect(same.statusCode).toBe(400);
    const unknown = await t.api('POST', `/api/rentals/${rentalId}/move`, staff.token, {
      bikeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.api('POST', `/api/rentals/${rentalId}/move`, customer.token, { bikeId: far._id })).statusCode).toBe(
      403,
    );

    // A bike booked for part of that time: refused, nothing moved.
    const rival = await t.customer();
    await t.activeRental(rival.token, otherBrand._id, t.inMinutes(DAY + HOUR), t.inMinutes(DAY + 3 * HOUR));
    const taken = await t.api('POST', `/api/rentals/${rentalId}/move`, admin.token, {
      bikeId: otherBrand._id,
      force: true,
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(json(taken).code).toBe('PERIOD_TAKEN');

    const forced = await t.api('POST', `/api/rentals/${rentalId}/move`, admin.token, { bikeId: far._id, force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rental.moved'), eq(auditLog.subjectId, rentalId)));
    expect(logged?.after).toMatchObject({ bike: far.name, force: true });

    // Out on rent: it stays on its bike.
    await t.database.db.update(rentals).set({ handedOverAt: new Date() }).where(eq(rentals.id, rentalId));
    const out = await t.api('POST', `/api/rentals/${rentalId}/move`, admin.token, { bikeId: own._id, force: true });
    expect(out.statusCode, out.body).toBe(409);
    expect(json(out).code).toBe('CANNOT_MOVE');
  });
});
