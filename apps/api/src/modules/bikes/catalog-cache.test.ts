import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { bikes, rentals } from '../../db/schema.ts';
import { eventually } from '../../test/eventually.ts';
import { buildTestApp, factories, json, openSecondPool, openTestDatabase } from '../../test/test-app.ts';
import { createCatalogCache } from './catalog-cache.ts';

/** The cached bike list follows the database, whichever server process made the change. */
let database: Database & { url?: string };
let other: Database | undefined;
let appA: FastifyInstance;
let appB: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  other = await openSecondPool(database);
  appA = await buildTestApp(database);
  appB = await buildTestApp(other ?? database);
});
afterAll(async () => {
  await appA.close();
  await appB.close();
  await other?.close();
  await database.close();
});

const names = async (app: FastifyInstance) =>
  json(await app.inject({ method: 'GET', url: '/api/bikes' })).data.map((b: { name: string }) => b.name);

describe('the bike list cache', () => {
  it('shows a bike added through another server process', async () => {
    const f = factories(appB, other ?? database);
    const admin = await f.admin();
    // Asked twice, so that the second answer comes from process A's cache (the other test's bike may be
    // in the list, depending on the order the tests run in).
    expect(await names(appA)).not.toContain('Added Elsewhere');
    const before = await names(appA);
    await f.bike(admin.token, { name: 'Added Elsewhere' });
    await eventually(async () => expect(await names(appA)).toEqual([...before, 'Added Elsewhere']));
  });

  it('shows a bike free again when its booking hold lapses, with no write at all', async () => {
    const f = factories(appA, database);
    const admin = await f.admin();
    const rider = await f.customer();
    const bike = await f.bike(admin.token);
    const booking = json(await f.book(rider.token, bike._id)).data.booking;
    await database.db
      .update(rentals)
      .set({ holdExpiresAt: sql`now() + interval '1 second'` })
      .where(eq(rentals.id, booking.rentalId));
    const shown = async () =>
      json(await appA.inject({ method: 'GET', url: `/api/bikes/${bike._id}` })).data.isAvailable;
    await eventually(async () => expect(await shown()).toBe(false));
    await eventually(async () => expect(await shown()).toBe(true), 4000);
  });

  it('shows a bike taken an hour before a booked period begins, with no write at all (decision 021)', async () => {
    const f = factories(appA, database);
    const admin = await f.admin();
    const rider = await f.customer();
    const bike = await f.bike(admin.token);
    const booking = json(await f.book(rider.token, bike._id, f.inMinutes(48 * 60), f.inMinutes(50 * 60))).data.booking;
    await f.checkout(booking.payment_url, 'pay');
    // The period now begins in an hour and a second (an announced write: the cache starts afresh). A bike
    // booked within the hour is no longer shown available (a booking without an end could not start now).
    await database.db
      .update(rentals)
      .set({ startTime: sql`now() + interval '1 hour 1 second'`, endTime: sql`now() + interval '3 hours'` })
      .where(eq(rentals.id, booking.rentalId));
    const shown = async () =>
      json(await appA.inject({ method: 'GET', url: `/api/bikes/${bike._id}` })).data.isAvailable;
    await eventually(async () => expect(await shown()).toBe(true));
    await eventually(async () => expect(await shown()).toBe(false), 4000);
  });

  it('is forgotten only when the catalogue changes: a login or a failed request keeps it', async () => {
    const f = factories(appA, database);
    const admin = await f.admin();
    const bike = await f.bike(admin.token, { name: 'Kept Name' });
    // The bike's own announced insert may still be on its way to this process (and would clear what the
    // next read keeps): wait until this process has heard every change made so far.
    await appA.catalogCache.settled();
    const shownName = async () =>
      json(await appA.inject({ method: 'GET', url: `/api/bikes/${bike._id}` })).data.name as string;
    expect(await shownName()).toBe('Kept Name');
    // A change the triggers do not announce (replica mode skips them) shows whether the entry was dropped.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(bikes).set({ name: 'Silently Renamed' }).where(eq(bikes.id, bike._id));
    });
    const failedLogin = await appA.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: 'not-the-password' },
    });
    expect(failedLogin.statusCode).toBe(401);
    const refused = await appA.inject({ method: 'POST', url: '/api/bikes', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(await shownName()).toBe('Kept Name');
    // A change that is announced clears it, in this process at once.
    const renamed = await appA.inject({
      method: 'PUT',
      url: `/api/bikes/${bike._id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { description: 'Announced change' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await shownName()).toBe('Silently Renamed');
  });

  it('answers a read made right after a write with the write in it, every time', async () => {
    const f = factories(appA, database);
    const admin = await f.admin();
    const bike = await f.bike(admin.token);
    const priceShown = async () =>
      json(await appA.inject({ method: 'GET', url: `/api/bikes/${bike._id}` })).data.pricePerHour as number;
    const stale: number[] = [];
    for (let price = 101; price <= 300; price++) {
      expect(await priceShown()).toBe(price === 101 ? bike.pricePerHour : price - 1);
      const put = await appA.inject({
        method: 'PUT',
        url: `/api/bikes/${bike._id}`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { pricePerHour: price },
      });
      expect(put.statusCode).toBe(200);
      if ((await priceShown()) !== price) stale.push(price);
    }
    expect(stale).toEqual([]);
  });
});

describe('a write never waits to hear its own change (the LISTEN connection may churn)', () => {
  it('answers at once when its marker is never heard, and a read right after still has the write', async () => {
    // A process whose LISTEN connection says it listens but hears nothing (as when it is terminated and
    // reconnecting over and over): no marker ever comes back.
    const deaf: Database = {
      ...database,
      listen: (channels, handlers) => database.listen(channels, { notify: () => undefined, state: handlers.state }),
    };
    const app = await buildTestApp(deaf);
    try {
      const f = factories(app, database);
      const admin = await f.admin();
      const bike = await f.bike(admin.token);
      const priceShown = async () =>
        json(await app.inject({ method: 'GET', url: `/api/bikes/${bike._id}` })).data.pricePerHour as number;
      expect(await priceShown()).toBe(bike.pricePerHour);
      const took: number[] = [];
      for (const price of [211, 212, 213]) {
        const started = performance.now();
        const put = await app.inject({
          method: 'PUT',
          url: `/api/bikes/${bike._id}`,
          headers: { authorization: `Bearer ${admin.token}` },
          payload: { pricePerHour: price },
        });
        took.push(performance.now() - started);
        expect(put.statusCode).toBe(200);
        expect(await priceShown()).toBe(price);
      }
      // The cache waits 2 s for a marker before it gives up; the answers did not wait for that.
      expect(Math.max(...took)).toBeLessThan(1000);
      // Once the markers are given up on, everything is forgotten: the answer is still the latest.
      await app.catalogCache.settled();
      expect(await priceShown()).toBe(213);
    } finally {
      await app.close();
    }
  });
});

describe('a value missed by many requests at once', () => {
  it('is read from the database once, and every request gets that read', async () => {
    const cache = createCatalogCache(database);
    const stop = await cache.start();
    try {
      await eventually(async () => expect(cache.keeps()).toBe(true));
      let reads = 0;
      // The read is held until every request has asked, so all twenty miss while it is under way.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const read = async () => {
        reads += 1;
        const mine = reads;
        await held;
        return mine;
      };
      const asked = Array.from({ length: 20 }, () => cache.remember('burst', read));
      release();
      const values = await Promise.all(asked);
      expect(reads).toBe(1);
      expect(values).toEqual(Array.from({ length: 20 }, () => 1));
      // Kept: asked again, it is not read again.
      expect(await cache.remember('burst', read)).toBe(1);
      expect(reads).toBe(1);
    } finally {
      await stop();
    }
  });
});
