import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, factories, json, openSecondPool, openTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import type { FastifyInstance } from 'fastify';

/**
 * docs/product/booking-and-periods.md#booking, docs/product/platform.md#many-processes, docs/product/booking-and-periods.md#periods: twenty customers book one bike at the same moment, each for a different period that
 * overlaps all the others; the database lets exactly one win. Run on the embedded database by default and
 * on PostgreSQL with TEST_DATABASE_URL (two connection pools there: two server processes).
 */
let database: Database & { url?: string };
let second: Database | undefined;
let appA: FastifyInstance;
let appB: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  appA = await buildTestApp(database);
  // A second server process: on PostgreSQL its own connection pool on the same database; on PGlite,
  // a second app on the one embedded database.
  second = await openSecondPool(database);
  appB = await buildTestApp(second ?? database);
});

afterAll(async () => {
  await appA.close();
  await appB.close();
  await second?.close();
  await database.close();
});

async function raceOn(apps: FastifyInstance[]) {
  const f = factories(appA, database);
  const admin = await f.admin();
  const bike = await f.bike(admin.token);
  const riders = await Promise.all(Array.from({ length: 20 }, () => f.customer()));
  // Periods starting a minute apart, each 3 hours long: every two of them overlap.
  const results = await Promise.all(
    riders.map((r, i) =>
      apps[i % apps.length]!.inject({
        method: 'POST',
        url: '/api/rentals',
        headers: { authorization: `Bearer ${r.token}` },
        payload: { bikeId: bike._id, startTime: f.inMinutes(60 + i), endTime: f.inMinutes(240 + i) },
        remoteAddress: `10.9.0.${i + 1}`,
      }),
    ),
  );
  return { results, bike, admin, f };
}

describe('twenty simultaneous bookings of one bike', () => {
  it('one app: exactly one wins, the rest get 409', async () => {
    const { results, bike, admin, f } = await raceOn([appA]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    for (const lost of results.filter((r) => r.statusCode === 409)) expect(json(lost).code).toBe('PERIOD_TAKEN');
    // The bookings of this test's bike (the other test's race leaves a booking of its own bike).
    const open = json(await f.api('GET', '/api/rentals/all', admin.token)).data.filter(
      (r: { status: string; bike: { _id: string } }) => r.status === 'pending' && r.bike._id === bike._id,
    );
    expect(open).toHaveLength(1);
  });

  it('two app instances sharing the database: exactly one wins', async () => {
    const { results } = await raceOn([appA, appB]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
  });
});
