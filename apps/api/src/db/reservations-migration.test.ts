import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExclusionViolation, pgErrorCode, type Database } from './client.ts';
import { migrationsBefore, runAllMigrations } from '../test/migrations.ts';
import { openTestDatabase } from '../test/test-app.ts';

/**
 * Migration 0005 (docs/product/booking-and-periods.md#states) on a database that already has rentals: a rental out on rent keeps its start and
 * becomes a paid booking with an open planned return; the exclusion constraint holds from then on. Run on
 * PGlite (with btree_gist loaded) and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let before: ReturnType<typeof migrationsBefore>;
let database: Database & { url?: string };

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await run(query)) as unknown as { rows: T[] };
  return result.rows;
};

beforeAll(async () => {
  // The migrations up to and including 0004, as the shop had them before reservations.
  before = migrationsBefore('0005');
  database = await openTestDatabase(before.folder);
  await run(sql`insert into users (id, name, email, phone, address, password_hash)
    values ('00000000-0000-4000-8000-00000000000a', 'Rider', 'rider@example.com', '01700000000', 'Dhaka', 'x')`);
  await run(sql`insert into bikes (id, name, brand, model, year, image, price_per_hour, description, cc) values
    ('00000000-0000-4000-8000-0000000000b1', 'Out', 'Honda', 'CB', 2024, '/x.svg', 150, 'd', 150),
    ('00000000-0000-4000-8000-0000000000b2', 'Held', 'Honda', 'CB', 2024, '/x.svg', 150, 'd', 150)`);
  await run(sql`insert into rentals (id, user_id, bike_id, start_time, status, advance_paid, price_per_hour, hold_expires_at) values
    ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000b1',
      '2026-11-20T04:00:00Z', 'active', true, 150, null),
    ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000b2',
      now() + interval '1 hour', 'pending', false, 150, now() + interval '10 minutes'),
    ('00000000-0000-4000-8000-0000000000c3', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000b1',
      '2026-11-01T04:00:00Z', 'returned', true, 150, null)`);
  // The rest of the migrations, as the next start of the shop runs them.
  await runAllMigrations(database);
});

afterAll(async () => {
  await database.close();
  before.remove();
});

describe('migration 0005: reservations', () => {
  it('carries existing rentals over: the rental out on rent keeps its start, its planned return is open', async () => {
    const carried = await rows<{ id: string; status: string; start: string; length: string | null }>(sql`
      select id, status, to_char(start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as start,
        (end_time - start_time)::text as length
      from rentals where id::text like '00000000-0000-4000-8000-0000000000c%' order by id`);
    expect(carried).toEqual([
      { id: '00000000-0000-4000-8000-0000000000c1', status: 'booked', start: '2026-11-20T04:00', length: null },
      // Migration 0011 (docs/decisions/021): a booking without an end that has not begun ends 14 days on.
      { id: '00000000-0000-4000-8000-0000000000c2', status: 'pending', start: expect.any(String), length: '14 days' },
      { id: '00000000-0000-4000-8000-0000000000c3', status: 'returned', start: '2026-11-01T04:00', length: null },
    ]);
  });

  it('the database itself refuses overlapping open rentals of a bike, and allows touching ones', async () => {
    const insert = (bike: string, start: string, end: string | null, status = 'booked') =>
      run(sql`insert into rentals (user_id, bike_id, start_time, end_time, status, price_per_hour)
        values ('00000000-0000-4000-8000-00000000000a', ${bike}::uuid, ${start}::timestamptz, ${end}::timestamptz, ${status}, 150)`);
    const held = '00000000-0000-4000-8000-0000000000b2';
    // The open-ended rental of the first bike holds it for ever after its start.
    const overlap = await insert(
      '00000000-0000-4000-8000-0000000000b1',
      '2027-01-01T04:00:00Z',
      '2027-01-01T06:00:00Z',
    ).catch((err: unknown) => err);
    expect(isExclusionViolation(overlap, 'rentals_no_overlap'), String(pgErrorCode(overlap).code)).toBe(true);
    await insert(held, '2026-10-02T04:00:00Z', '2026-10-02T06:00:00Z');
    await insert(held, '2026-10-02T06:00:00Z', '2026-10-02T08:00:00Z');
    const inside = await insert(held, '2026-10-02T05:00:00Z', '2026-10-02T07:00:00Z', 'pending').catch(
      (err: unknown) => err,
    );
    expect(isExclusionViolation(inside, 'rentals_no_overlap')).toBe(true);
    // Closed rentals hold nothing.
    await insert(held, '2026-10-02T05:00:00Z', '2026-10-02T07:00:00Z', 'cancelled');
  });

  it('refuses the old state and a planned return before the start', async () => {
    const bad = await run(
      sql`update rentals set status = 'active' where id = '00000000-0000-4000-8000-0000000000c3'`,
    ).catch((err: unknown) => err);
    expect(pgErrorCode(bad).code).toBe('23514');
    const backwards = await run(
      sql`update rentals set end_time = start_time - interval '1 hour' where id = '00000000-0000-4000-8000-0000000000c3'`,
    ).catch((err: unknown) => err);
    expect(pgErrorCode(backwards)).toMatchObject({ code: '23514', constraint: 'rentals_end_after_start' });
  });
});
