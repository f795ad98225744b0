import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, bikeBlocks } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * docs/product/fleet-calendar.md#blocks: a bike blocked for a period holds its time as a booking does: no
 * booking over a block, no block over an open booking (the bookings in the way are named), touching allowed;
 * ended early, the rest of its time is free again. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: Awaited<ReturnType<typeof setUpTestApp>>;
let database: Database;
let admin: { token: string };
let staff: { token: string; id: string };

beforeAll(async () => {
  t = await setUpTestApp();
  database = t.database;
  admin = await t.admin();
  staff = await t.staffMember(admin.token, { name: 'Workshop Clerk' });
});
afterAll(() => t.close());

const HOUR = 60;
const DAY = 24 * HOUR;

const blockBody = (startIn: number, endIn: number, over: Record<string, unknown> = {}) => ({
  start: t.inMinutes(startIn),
  end: t.inMinutes(endIn),
  reason: 'service',
  ...over,
});
const block = (bikeId: string, body: Record<string, unknown>, token = staff.token) =>
  t.api('POST', `/api/bikes/${bikeId}/blocks`, token, body);

describe('blocking a bike', () => {
  it('blocks a bike: bookings over the block are refused, ones touching it are taken', async () => {
    const bike = await t.bike(admin.token);
    const made = await block(bike._id, blockBody(2 * DAY, 3 * DAY, { reason: 'repair', note: 'Clutch plates' }));
    expect(made.statusCode, made.body).toBe(201);
    expect(json(made).data).toMatchObject({
      bikeId: bike._id,
      start: t.inMinutes(2 * DAY),
      end: t.inMinutes(3 * DAY),
      reason: 'repair',
      note: 'Clutch plates',
      createdBy: { name: 'Workshop Clerk' },
      endedAt: null,
    });
    const customer = await t.customer();
    // Over the block's start, or inside it: the bike is busy, as for another booking (no reason given).
    const over = await t.book(customer.token, bike._id, t.inMinutes(2 * DAY - HOUR), t.inMinutes(2 * DAY + HOUR));
    expect(over.statusCode, over.body).toBe(409);
    expect(json(over).code).toBe('PERIOD_TAKEN');
    expect(json(over).message).not.toContain('Clutch');
    // Ending as the block begins: allowed.
    const before = await t.book(customer.token, bike._id, t.inMinutes(2 * DAY - 2 * HOUR), t.inMinutes(2 * DAY));
    expect(before.statusCode, before.body).toBe(201);
    // The bike's availability says busy, with no reason or note.
    const availability = await t.api(
      'GET',
      `/api/bikes/${bike._id}/availability?from=${encodeURIComponent(t.inMinutes(DAY))}&to=${encodeURIComponent(t.inMinutes(4 * DAY))}`,
      undefined,
    );
    expect(availability.statusCode, availability.body).toBe(200);
    expect(JSON.stringify(json(availability).data)).not.toContain('Clutch');
    expect(json(availability).data.busy ?? json(availability).data).toEqual(
      expect.arrayContaining([{ start: t.inMinutes(2 * DAY), end: t.inMinutes(3 * DAY) }]),
    );
    // Nor does the list offer it for that time.
    const free = await t.api(
      'GET',
      `/api/bikes?availableFrom=${encodeURIComponent(t.inMinutes(2 * DAY + HOUR))}&availableTo=${encodeURIComponent(t.inMinutes(2 * DAY + 2 * HOUR))}`,
      undefined,
    );
    expect(json(free).data.map((b: { _id: string }) => b._id)).not.toContain(bike._id);
    // Listed for staff, with the audit row.
    const listed = await t.api('GET', `/api/bikes/${bike._id}/blocks`, staff.token);
    expect(json(listed).data).toHaveLength(1);
    const [logged] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bike.blocked'), eq(auditLog.subjectId, bike._id)));
    expect(logged?.after).toMatchObject({ reason: 'repair' });
  });

  it('names the bookings in the way and makes nothing; a block over another block is refused', async () => {
    const bike = await t.bike(admin.token);
    const customer = await t.customer({ name: 'Shapla Khatun' });
    const { rentalId } = await t.activeRental(customer.token, bike._id, t.inMinutes(DAY), t.inMinutes(DAY + 4 * HOUR));
    const refused = await block(bike._id, blockBody(DAY + HOUR, DAY + 10 * HOUR));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused)).toMatchObject({
      success: false,
      code: 'BLOCK_CLASHES',
      data: {
        clashes: [
          {
            rentalId,
            start: t.inMinutes(DAY),
            end: t.inMinutes(DAY + 4 * HOUR),
            status: 'booked',
            customerName: 'Shapla Khatun',
          },
        ],
      },
    });
    expect(await database.db.select().from(bikeBlocks).where(eq(bikeBlocks.bikeId, bike._id))).toHaveLength(0);
    // After the booking: fine. Over that block again: refused.
    expect((await block(bike._id, blockBody(DAY + 4 * HOUR, DAY + 10 * HOUR))).statusCode).toBe(201);
    const twice = await block(bike._id, blockBody(DAY + 6 * HOUR, DAY + 12 * HOUR));
    expect(twice.statusCode, twice.body).toBe(409);
    expect(json(twice).code).toBe('PERIOD_TAKEN');
  });

  it('refuses bad input in the error shape, and customers before reading the body', async () => {
    const bike = await t.bike(admin.token);
    const cases: [Record<string, unknown>, number, string][] = [
      [blockBody(2 * HOUR, HOUR), 400, 'The end of a block must be after its start'],
      [blockBody(-3 * HOUR, -HOUR), 400, 'The end of a block must be ahead of now'],
      [blockBody(HOUR, HOUR + 61 * DAY), 400, 'A block may last at most 60 days'],
      [
        blockBody(HOUR, 2 * HOUR, { reason: 'holiday' }),
        400,
        "reason must be 'service', 'repair', 'accident' or 'other'",
      ],
      [blockBody(HOUR, 2 * HOUR, { extra: 1 }), 400, 'extra'],
    ];
    for (const [body, status, message] of cases) {
      const res = await block(bike._id, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(json(res).success).toBe(false);
      expect(json(res).message).toContain(message);
    }
    const unknown = await block('00000000-0000-4000-8000-000000000000', blockBody(HOUR, 2 * HOUR));
    expect(unknown.statusCode).toBe(404);
    const customer = await t.customer();
    expect((await block(bike._id, { nonsense: true }, customer.token)).statusCode).toBe(403);
    // A retired bike is out of the fleet.
    expect((await t.api('DELETE', `/api/bikes/${bike._id}`, admin.token)).statusCode).toBe(200);
    const retired = await block(bike._id, blockBody(HOUR, 2 * HOUR));
    expect(retired.statusCode, retired.body).toBe(409);
    expect(json(retired).code).toBe('BIKE_RETIRED');
  });

  it('ends a block early: the rest of its time is free again, once', async () => {
    const bike = await t.bike(admin.token);
    const made = json(await block(bike._id, blockBody(-HOUR, 2 * DAY, { reason: 'accident' }))).data;
    // Blocked now: the bike list does not offer it.
    const listed = await t.api('GET', `/api/bikes/${bike._id}`, undefined);
    expect(json(listed).data.isAvailable).toBe(false);
    const ended = await t.api('DELETE', `/api/bikes/blocks/${made._id}`, staff.token);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(json(ended).data).toMatchObject({ endedAt: expect.any(String), endedBy: { name: 'Workshop Clerk' } });
    expect(json(await t.api('GET', `/api/bikes/${bike._id}`, undefined)).data.isAvailable).toBe(true);
    const customer = await t.customer();
    const booked = await t.book(customer.token, bike._id, t.inMinutes(DAY), t.inMinutes(DAY + 2 * HOUR));
    expect(booked.statusCode, booked.body).toBe(201);
    const again = await t.api('DELETE', `/api/bikes/blocks/${made._id}`, staff.token);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('BLOCK_ENDED');
    // The history stays: the block is listed, ended.
    const history = json(await t.api('GET', `/api/bikes/${bike._id}/blocks`, staff.token)).data;
    expect(history).toEqual([expect.objectContaining({ _id: made._id, endedAt: expect.any(String) })]);
    const [logged] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bike.block_ended'), eq(auditLog.subjectId, bike._id)));
    expect(logged?.before).toMatchObject({ block: made._id });
  });
});

describe('the blocks of a window (the schedule)', () => {
  const windowOf = (fromIn: number, toIn: number) =>
    `/api/blocks?from=${encodeURIComponent(t.inMinutes(fromIn))}&to=${encodeURIComponent(t.inMinutes(toIn))}`;

  it('lists every block holding time in the window with its bike, by start; not those outside or ended unbegun', async () => {
    const bike = await t.bike(admin.token, { name: 'Window Pulsar' });
    const other = await t.bike(admin.token, { name: 'Window Gixxer' });
    const later = json(await block(bike._id, blockBody(3 * DAY, 4 * DAY, { reason: 'repair', note: 'Clutch' }))).data;
    const sooner = json(await block(other._id, blockBody(-HOUR, DAY, { reason: 'accident' }))).data;
    // Wholly after the window: not listed.
    const outside = json(await block(other._id, blockBody(7 * DAY + HOUR, 8 * DAY))).data;
    // Ended before it began: it holds nothing.
    const unbegun = json(await block(bike._id, blockBody(DAY, 2 * DAY))).data;
    expect((await t.api('DELETE', `/api/bikes/blocks/${unbegun._id}`, staff.token)).statusCode).toBe(200);

    for (const token of [staff.token, admin.token]) {
      const listed = await t.api('GET', windowOf(0, 7 * DAY), token);
      expect(listed.statusCode, listed.body).toBe(200);
      const ours = json(listed).data.filter((b: { bikeId: string }) => [bike._id, other._id].includes(b.bikeId));
      expect(ours).toEqual([
        expect.objectContaining({ _id: sooner._id, bikeId: other._id, bikeName: 'Window Gixxer', reason: 'accident' }),
        expect.objectContaining({
          _id: later._id,
          bikeId: bike._id,
          bikeName: 'Window Pulsar',
          reason: 'repair',
          note: 'Clutch',
          start: t.inMinutes(3 * DAY),
          end: t.inMinutes(4 * DAY),
        }),
      ]);
      const ids = ours.map((b: { _id: string }) => b._id);
      expect(ids).not.toContain(outside._id);
      expect(ids).not.toContain(unbegun._id);
    }
    // A window reaching into it lists it.
    const reaching = json(await t.api('GET', windowOf(7 * DAY - HOUR, 9 * DAY), staff.token)).data;
    expect(reaching.map((b: { _id: string }) => b._id)).toContain(outside._id);
  });

  it('refuses bad windows in the error shape, and customers', async () => {
    for (const [path, field] of [
      [windowOf(0, 32 * DAY), 'to'],
      [windowOf(DAY, 0), 'to'],
      [`/api/blocks?from=${encodeURIComponent(t.inMinutes(0))}`, 'to'],
      ['/api/blocks?from=yesterday&to=today', 'from'],
    ] as const) {
      const refused = await t.api('GET', path, staff.token);
      expect(refused.statusCode, path).toBe(400);
      expect(json(refused)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(json(refused).errorMessage.map((e: { path: string }) => e.path)).toContain(field);
    }
    const customer = await t.customer();
    const forbidden = await t.api('GET', windowOf(0, DAY), customer.token);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden).success).toBe(false);
    expect((await t.api('GET', windowOf(0, DAY), undefined)).statusCode).toBe(401);
  });
});
