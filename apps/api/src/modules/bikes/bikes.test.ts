import { randomUUID } from 'node:crypto';
import { BikeSchema } from '@bond/contract/bikes';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bikes } from '../../db/schema.ts';
import { bikeInput, json, setUpTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let adminToken: string;
beforeAll(async () => {
  t = await setUpTestApp();
  adminToken = (await t.admin()).token;
});
afterAll(() => t.close());

describe('the bike list', () => {
  it('is 200 with [] when the shop has no bikes', async () => {
    // An empty shop: the bikes other tests of this file added are retired first (even one out on rent,
    // which the API would refuse), and the change heard by this process's cache before the list is read.
    await t.database.db.update(bikes).set({ retiredAt: new Date() }).where(isNull(bikes.retiredAt));
    t.app.catalogCache.catchUp();
    const res = await t.api('GET', '/api/bikes');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual([]);
  });

  it('filters by name, brand, model and availability, case-insensitively', async () => {
    const mine = [
      await t.bike(adminToken, { name: 'Yamaha R15 V4', brand: 'Yamaha', model: 'R15 V4' }),
      await t.bike(adminToken, { name: 'Honda Livo 110', brand: 'Honda', model: 'Livo' }),
      await t.bike(adminToken, { name: 'Honda CBR 150R', brand: 'Honda', model: 'CBR 150R', isAvailable: false }),
    ].map((b) => b._id);
    // The names of this test's bikes among those listed, in the list's order (other tests add bikes too).
    const names = async (qs: string) =>
      (json(await t.api('GET', `/api/bikes${qs}`)).data as Array<{ _id: string; name: string }>)
        .filter((b) => mine.includes(b._id))
        .map((b) => b.name);
    expect(await names('')).toEqual(['Yamaha R15 V4', 'Honda Livo 110', 'Honda CBR 150R']);
    expect(await names('?searchByName=r15')).toEqual(['Yamaha R15 V4']);
    expect(await names('?searchByBrand=honda')).toEqual(['Honda Livo 110', 'Honda CBR 150R']);
    expect(await names('?searchByBrand=hond')).toEqual([]);
    expect(await names('?searchByModel=cbr')).toEqual(['Honda CBR 150R']);
    expect(await names('?searchByAvailability=Available')).toEqual(['Yamaha R15 V4', 'Honda Livo 110']);
    expect(await names('?searchByAvailability=Not%20Available')).toEqual(['Honda CBR 150R']);
    expect(await names('?searchByBrand=Honda&searchByAvailability=Available&searchByName=livo')).toEqual([
      'Honda Livo 110',
    ]);
    expect(await names('?searchByName=%25')).toEqual([]);
    const bad = await t.api('GET', '/api/bikes?searchByAvailability=maybe');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorMessage[0].path).toBe('searchByAvailability');
    const unknown = await t.api('GET', '/api/bikes?color=red');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errorMessage[0].path).toBe('color');
  });
});

describe('conditional requests', () => {
  it('answers 304 while the list is unchanged, and the new list after a change', async () => {
    const first = await t.api('GET', '/api/bikes');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const same = await t.app.inject({ method: 'GET', url: '/api/bikes', headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    await t.bike(adminToken, { name: 'Freshly Added' });
    const changed = await t.app.inject({ method: 'GET', url: '/api/bikes', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(json(changed).data.map((b: { name: string }) => b.name)).toContain('Freshly Added');
  });
});

describe('one bike', () => {
  it('is public and has every field of the spec', async () => {
    const bike = await t.bike(adminToken);
    const res = await t.api('GET', `/api/bikes/${bike._id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Bike retrieved successfully');
    expect(() => BikeSchema.strict().parse(json(res).data)).not.toThrow();
    expect((await t.api('GET', '/api/bikes/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.api('GET', '/api/bikes/42')).statusCode).toBe(400);
  });
});

describe('managing bikes (admin)', () => {
  it('creates, updates and refuses customers (403) and visitors (401)', async () => {
    const rider = await t.customer();
    expect((await t.api('POST', '/api/bikes', undefined, bikeInput())).statusCode).toBe(401);
    expect((await t.api('POST', '/api/bikes', rider.token, bikeInput())).statusCode).toBe(403);
    const created = await t.api('POST', '/api/bikes', adminToken, bikeInput({ name: 'Suzuki Gixxer SF' }));
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({
      message: 'Bike added successfully',
      data: { name: 'Suzuki Gixxer SF', isAvailable: true },
    });
    const id = json(created).data._id;
    expect((await t.api('PUT', `/api/bikes/${id}`, rider.token, { pricePerHour: 1 })).statusCode).toBe(403);
    expect((await t.api('PUT', `/api/bikes/${id}`, undefined, { pricePerHour: 1 })).statusCode).toBe(401);
    const updated = await t.api('PUT', `/api/bikes/${id}`, adminToken, { pricePerHour: 250, isAvailable: false });
    expect(updated.statusCode).toBe(200);
    expect(json(updated)).toMatchObject({
      message: 'Bike updated successfully',
      data: { pricePerHour: 250, isAvailable: false },
    });
  });

  it('names the field that is wrong', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...bikeInput(), year: 'old' }, 'year'],
      [{ ...bikeInput(), pricePerHour: 12.5 }, 'pricePerHour'],
      [{ ...bikeInput(), cc: -1 }, 'cc'],
      [{ ...bikeInput(), image: 'javascript:alert(1)' }, 'image'],
      [{ ...bikeInput(), name: undefined }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api('POST', '/api/bikes', adminToken, body);
      expect(res.statusCode, field).toBe(400);
      expect(json(res).errorMessage[0].path).toBe(field);
    }
    const bike = await t.bike(adminToken);
    const empty = await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, {});
    expect(empty.statusCode).toBe(400);
  });

  it('derives the day and week prices the spec client does not send, and keeps the ones given', async () => {
    // docs/product/money-and-refunds.md#prices-hours-days-and-weeks: a day is 8 hours' price, a week 5 days'.
    const derived = json(await t.api('POST', '/api/bikes', adminToken, bikeInput({ pricePerHour: 150 }))).data;
    expect(derived).toMatchObject({ pricePerHour: 150, pricePerDay: 1200, pricePerWeek: 6000 });
    const dayOnly = json(
      await t.api('POST', '/api/bikes', adminToken, bikeInput({ pricePerHour: 150, pricePerDay: 1000 })),
    );
    expect(dayOnly.data).toMatchObject({ pricePerDay: 1000, pricePerWeek: 5000 });
    const all = await t.api('POST', '/api/bikes', adminToken, {
      ...bikeInput({ pricePerHour: 150 }),
      pricePerDay: 3600,
      pricePerWeek: 25200,
    });
    expect(json(all).data).toMatchObject({ pricePerHour: 150, pricePerDay: 3600, pricePerWeek: 25200 });
    const listed = (json(await t.api('GET', '/api/bikes')).data as { _id: string }[]).find(
      (b) => b._id === json(all).data._id,
    );
    expect(listed).toMatchObject({ pricePerDay: 3600, pricePerWeek: 25200 });
  });

  it('refuses a day dearer than 24 hours or a week dearer than 7 days, naming the field', async () => {
    const refused = async (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) => {
      const res = await t.api(method, url, adminToken, body);
      expect(res.statusCode).toBe(400);
      return json(res).errorMessage[0] as { path: string; message: string };
    };
    expect(await refused('POST', '/api/bikes', { ...bikeInput({ pricePerHour: 100 }), pricePerDay: 2401 })).toEqual({
      path: 'pricePerDay',
      message: 'Price per day must be at most 24 times the price per hour (at most 2400)',
    });
    expect(await refused('POST', '/api/bikes', { ...bikeInput({ pricePerHour: 100 }), pricePerWeek: 5601 })).toEqual({
      path: 'pricePerWeek',
      message: 'Price per week must be at most 7 times the price per day (at most 5600)',
    });
    expect((await refused('POST', '/api/bikes', { ...bikeInput(), pricePerDay: 0 })).path).toBe('pricePerDay');
    // An update is checked against the prices the bike keeps: a lower hourly price under a dear day price.
    const bike = json(await t.api('POST', '/api/bikes', adminToken, bikeInput({ pricePerHour: 100 }))).data;
    expect(await refused('PUT', `/api/bikes/${bike._id}`, { pricePerHour: 30 })).toEqual({
      path: 'pricePerDay',
      message: 'Price per day must be at most 24 times the price per hour (at most 720)',
    });
    expect((await refused('PUT', `/api/bikes/${bike._id}`, { pricePerWeek: 5601 })).path).toBe('pricePerWeek');
    const after = json(await t.api('GET', `/api/bikes/${bike._id}`)).data;
    expect(after).toMatchObject({ pricePerHour: 100, pricePerDay: 800, pricePerWeek: 4000 });
    const cheaper = await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, { pricePerHour: 30, pricePerDay: 700 });
    expect(json(cheaper).data).toMatchObject({ pricePerHour: 30, pricePerDay: 700, pricePerWeek: 4000 });
    // In Bangla, as the language cookie asks.
    const bn = await t.app.inject({
      method: 'PUT',
      url: `/api/bikes/${bike._id}`,
      headers: { authorization: `Bearer ${adminToken}`, cookie: 'lang=bn' },
      payload: { pricePerWeek: 4901 },
    });
    expect(json(bn).errorMessage[0].message).toBe('সপ্তাহপ্রতি ভাড়া দিনপ্রতি ভাড়ার ৭ গুণের বেশি হতে পারে না (সর্বোচ্চ ৪৯০০)');
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await t.api('POST', '/api/bikes', adminToken, { ...bikeInput(), description: 'x'.repeat(100_000) });
    expect(res.statusCode).toBe(413);
    expect(json(res).success).toBe(false);
  });

  it('tells the shop’s own switch apart from being booked', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken);
    expect(json(await t.api('GET', `/api/bikes/${bike._id}`)).data).toMatchObject({
      isAvailable: true,
      isOffered: true,
      isBooked: false,
    });
    await t.book(rider.token, bike._id);
    expect(json(await t.api('GET', `/api/bikes/${bike._id}`)).data).toMatchObject({
      isAvailable: false,
      isOffered: true,
      isBooked: true,
    });
    await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, { isAvailable: false });
    expect(json(await t.api('GET', `/api/bikes/${bike._id}`)).data).toMatchObject({
      isAvailable: false,
      isOffered: false,
      isBooked: true,
    });
  });

  it('takes the shop’s switch as isOffered, or as isAvailable from the spec’s own client; isOffered wins', async () => {
    const { isAvailable: _legacy, ...fields } = bikeInput();
    const offered = async (res: Awaited<ReturnType<typeof t.api>>) => {
      expect(res.statusCode, res.body).toBeLessThan(300);
      const data = json(res).data;
      expect(data.isAvailable).toBe(data.isOffered); // nobody has booked these bikes
      return data.isOffered as boolean;
    };
    const create = (switches: Record<string, boolean>) =>
      t.api('POST', '/api/bikes', adminToken, { ...fields, ...switches });

    expect(await offered(await create({}))).toBe(true);
    expect(await offered(await create({ isOffered: false }))).toBe(false);
    expect(await offered(await create({ isAvailable: false }))).toBe(false);
    expect(await offered(await create({ isOffered: true, isAvailable: false }))).toBe(true);
    expect(await offered(await create({ isOffered: false, isAvailable: true }))).toBe(false);

    const { _id: id } = json(await create({})).data;
    const update = (switches: Record<string, boolean>) => t.api('PUT', `/api/bikes/${id}`, adminToken, switches);
    expect(await offered(await update({ isOffered: false }))).toBe(false);
    expect(await offered(await update({ isOffered: true }))).toBe(true);
    expect(await offered(await update({ isAvailable: false }))).toBe(false);
    expect(await offered(await update({ isAvailable: true }))).toBe(true);
    expect(await offered(await update({ isOffered: false, isAvailable: true }))).toBe(false);
    expect(await offered(await update({ isOffered: true, isAvailable: false }))).toBe(true);
    expect(json(await t.api('GET', `/api/bikes/${id}`)).data.isOffered).toBe(true);

    const wrong = await t.api('POST', '/api/bikes', adminToken, { ...fields, isOffered: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errorMessage[0].path).toBe('isOffered');
  });

  it('accepts the bike echoed back by the spec’s own client: read-only fields ignored, isOffered decides', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { pricePerHour: 150 });
    await t.activeRental(rider.token, bike._id);
    // The client fetched the bike while it was out on rent and sends it back with a new price.
    const fetched = json(await t.api('GET', `/api/bikes/${bike._id}`)).data;
    expect(fetched).toMatchObject({ isAvailable: false, isOffered: true, isBooked: true });
    const res = await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, { ...fetched, pricePerHour: 175 });
    expect(res.statusCode).toBe(200);
    // Still offered: the echoed, computed isAvailable did not take the rented bike off offer.
    expect(json(res).data).toMatchObject({
      pricePerHour: 175,
      isOffered: true,
      isBooked: true,
      createdAt: fetched.createdAt,
    });
    const off = await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, {
      ...fetched,
      isOffered: false,
      isAvailable: true,
    });
    expect(json(off).data.isOffered).toBe(false);
    const other = await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, { ...fetched, _id: randomUUID() });
    expect(other.statusCode).toBe(400);
    expect(json(other).errorMessage[0].path).toBe('_id');
    const onlyEchoes = await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, { _id: bike._id, isBooked: true });
    expect(onlyEchoes.statusCode).toBe(400);
  });

  it('deletes by retiring: gone from the shop, still named in old rentals; never while out on rent', async () => {
    const rider = await t.customer();
    const bike = await t.bike(adminToken, { name: 'Bajaj Pulsar N160' });
    const booking = await t.activeRental(rider.token, bike._id);
    const refused = await t.api('DELETE', `/api/bikes/${bike._id}`, adminToken);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).errorMessage[0].message).toMatch(/booked or out on rent/);
    const [r] = json(await t.api('GET', '/api/rentals', rider.token)).data;
    await t.api('PATCH', '/api/rentals/calculate', adminToken, {
      bookingId: booking.rentalId,
      bikeReturnTime: new Date(new Date(r.startTime).getTime() + 60_000).toISOString(),
    });
    expect((await t.api('DELETE', `/api/bikes/${bike._id}`, rider.token)).statusCode).toBe(403);
    const res = await t.api('DELETE', `/api/bikes/${bike._id}`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Bike deleted successfully');
    expect((await t.api('GET', `/api/bikes/${bike._id}`)).statusCode).toBe(404);
    expect(json(await t.api('GET', '/api/bikes')).data.map((b: { _id: string }) => b._id)).not.toContain(bike._id);
    expect(json(await t.api('GET', '/api/rentals', rider.token)).data[0].bike.name).toBe('Bajaj Pulsar N160');
    expect((await t.api('DELETE', `/api/bikes/${bike._id}`, adminToken)).statusCode).toBe(404);
  });
});

describe('deposits (docs/product/handover-and-return.md#deposits)', () => {
  const settings = (body: Record<string, unknown>) => t.api('PUT', '/api/shop-settings', adminToken, body);

  it('gives a bike sent without one the shop’s default deposit at that moment', async () => {
    // The spec's own client sends no deposit.
    const before = await t.bike(adminToken);
    expect(json(await t.api('GET', `/api/bikes/${before._id}`)).data.deposit).toBe(2000);
    expect((await settings({ defaultDeposit: 3500 })).statusCode).toBe(200);
    const after = json(await t.api('POST', '/api/bikes', adminToken, bikeInput())).data;
    expect(BikeSchema.strict().parse(after).deposit).toBe(3500);
    // An earlier bike keeps the deposit it was given.
    expect(json(await t.api('GET', `/api/bikes/${before._id}`)).data.deposit).toBe(2000);
    const listed = json(await t.api('GET', '/api/bikes')).data as { _id: string; deposit: number }[];
    expect(listed.find((b) => b._id === after._id)?.deposit).toBe(3500);
    const [created] = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, after._id), eq(auditLog.action, 'bike.created')));
    expect(created?.after).toMatchObject({ deposit: 3500 });
    expect((await settings({ defaultDeposit: 2000 })).statusCode).toBe(200);
  });

  it('keeps a deposit given, 0 too, and changes it with an audit row', async () => {
    const none = await t.api('POST', '/api/bikes', adminToken, bikeInput({ deposit: 0 }));
    expect(none.statusCode, none.body).toBe(201);
    expect(json(none).data.deposit).toBe(0);
    const dear = json(await t.api('POST', '/api/bikes', adminToken, bikeInput({ deposit: 100_000 }))).data;
    expect(dear.deposit).toBe(100_000);
    const changed = await t.api('PUT', `/api/bikes/${dear._id}`, adminToken, { deposit: 5000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed).data.deposit).toBe(5000);
    const [updated] = await t.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, dear._id), eq(auditLog.action, 'bike.updated')));
    expect(updated).toEqual({ before: { deposit: 100_000 }, after: { deposit: 5000 } });
  });

  it('refuses a deposit that is not whole taka from 0 to 100,000, naming it', async () => {
    for (const deposit of [-1, 100_001, 12.5, 'lots']) {
      const res = await t.api('POST', '/api/bikes', adminToken, { ...bikeInput(), deposit });
      expect(res.statusCode, String(deposit)).toBe(400);
      expect(json(res).errorMessage[0].path).toBe('deposit');
    }
    const bike = await t.bike(adminToken);
    const res = await t.api('PUT', `/api/bikes/${bike._id}`, adminToken, { deposit: -5 });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false, errorMessage: [{ path: 'deposit' }] });
    expect(json(res).message).toBe('Deposit must be at least 0');
  });
});
