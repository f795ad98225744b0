import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { migrationsBefore, runAllMigrations } from '../test/migrations.ts';
import { openTestDatabase } from '../test/test-app.ts';

/**
 * Migration 0017 (docs/decisions/037-discounts-and-add-ons-on-the-return-day.md) on a database whose returns
 * kept only their total: a rental booked before quotes gets 0 add-ons and 0 discount; one returned with a quote,
 * its add-ons for the days it was out and its quote's discount; one not returned yet, 0 until its return. Run on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let before: ReturnType<typeof migrationsBefore>;
let database: Database & { url?: string };

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
const rental = (n: number) => `00000000-0000-4000-8000-0000000000c${n}`;

/** A quote as bookings keep it: 2 raincoats at 30 a day and a 200 BDT coupon, for a day. */
const QUOTE = JSON.stringify({
  prices: { pricePerHour: 150, pricePerDay: 1200, pricePerWeek: 6000 },
  rules: [],
  addOns: [{ code: 'RAINCOAT', name: { en: 'Raincoat', bn: 'রেইনকোট' }, pricePerDay: 30, quantity: 2 }],
  coupon: { code: 'Monsoon200', kind: 'fixed', value: 200 },
  charge: { rentalCharge: 1200, addOnsCharge: 60, discount: 200, total: 1060, advance: 100, balance: 960 },
});
const PLAIN_QUOTE = JSON.stringify({
  prices: { pricePerHour: 150, pricePerDay: 1200, pricePerWeek: 6000 },
  rules: [],
  addOns: [],
  coupon: null,
  charge: { rentalCharge: 600, addOnsCharge: 0, discount: 0, total: 600, advance: 100, balance: 500 },
});

beforeAll(async () => {
  before = migrationsBefore('0017');
  database = await openTestDatabase(before.folder);
  await run(sql`insert into users (id, name, email, phone, address, password_hash)
    values ('00000000-0000-4000-8000-00000000000a', 'Rider', 'rider@example.com', '01700000000', 'Dhaka', 'x')`);
  await run(sql`insert into bikes (id, name, brand, model, year, image, price_per_hour, price_per_day, price_per_week, description, cc)
    values ('00000000-0000-4000-8000-0000000000b1', 'Hunter', 'TVS', 'Apache', 2024, '/x.svg', 150, 1200, 6000, 'd', 160)`);
  const insert = (
    n: number,
    start: string,
    end: string,
    back: string | null,
    charge: number | null,
    quote: string | null,
  ) =>
    run(sql`insert into rentals (id, user_id, bike_id, start_time, end_time, return_time, status, advance_paid,
        price_per_hour, rental_charge, total_cost, quote)
      values (${rental(n)}, '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000b1',
        ${start}::timestamptz, ${end}::timestamptz, ${back}::timestamptz, ${back ? 'returned' : 'booked'}, true, 150,
        ${charge}, ${charge === null ? 0 : charge - 100}, ${quote}::jsonb)`);
  // Before quotes: 3 hours by the hour.
  await insert(1, '2026-09-01 10:00+06', '2026-09-01 13:00+06', '2026-09-01 13:00+06', 450, null);
  // Booked for a day, back after 2 days and 2 hours: 2,700 of time, raincoats for 3 started days, 200 off.
  await insert(2, '2026-09-02 10:00+06', '2026-09-03 10:00+06', '2026-09-04 12:00+06', 2700 + 180 - 200, QUOTE);
  // Back after 4 hours, without add-ons or a coupon.
  await insert(3, '2026-09-05 10:00+06', '2026-09-05 14:00+06', '2026-09-05 14:00+06', 600, PLAIN_QUOTE);
  // Not back yet.
  await insert(4, '2026-09-06 10:00+06', '2026-09-07 10:00+06', null, null, QUOTE);
  await runAllMigrations(database);
});

afterAll(async () => {
  await database?.close();
  before.remove();
});

describe('the parts of a returned rental’s charge', () => {
  it('fills them in for the rentals already returned, and leaves 0 until a return', async () => {
    const result = (await run(sql`select id, add_ons_charge, discount from rentals order by id`)) as unknown as {
      rows: { id: string; add_ons_charge: number; discount: number }[];
    };
    expect(result.rows.map((r) => [r.id, Number(r.add_ons_charge), Number(r.discount)])).toEqual([
      [rental(1), 0, 0],
      [rental(2), 180, 200],
      [rental(3), 0, 0],
      [rental(4), 0, 0],
    ]);
  });
});
