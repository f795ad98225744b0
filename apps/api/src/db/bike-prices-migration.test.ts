import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, runAllMigrations } from '../test/migrations.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { pgErrorCode, type Database } from './client.ts';

/**
 * Migration 0013 (docs/product/money-and-refunds.md#prices-hours-days-and-weeks) on a shop whose bikes have
 * only an hourly price: each gets a day of 8 hours' price and a week of 5 days' price, and from then on the
 * database refuses prices that do not fit one another. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

let before: ReturnType<typeof migrationsBefore>;
let database: Database;
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  before = migrationsBefore('0013');
  database = await openTestDatabase(before.folder);
  await database.db
    .execute(sql`insert into bikes (id, name, brand, model, year, image, price_per_hour, description, cc) values
    ('00000000-0000-4000-8000-0000000000b1', 'Cheap', 'Honda', 'Livo', 2024, '/x.svg', 1, 'd', 110),
    ('00000000-0000-4000-8000-0000000000b2', 'Dear', 'Yamaha', 'R15', 2024, '/x.svg', 300, 'd', 155)`);
  await runAllMigrations(database);
});

afterAll(async () => {
  await database.close();
  before.remove();
});

describe('migration 0013: day and week prices', () => {
  it('gives every bike a day of 8 hours and a week of 5 days', async () => {
    expect(
      await rows(
        sql`select name, price_per_hour, price_per_day, price_per_week from bikes where name in ('Cheap', 'Dear') order by name`,
      ),
    ).toEqual([
      { name: 'Cheap', price_per_hour: 1, price_per_day: 8, price_per_week: 40 },
      { name: 'Dear', price_per_hour: 300, price_per_day: 2400, price_per_week: 12000 },
    ]);
  });

  it('refuses a day dearer than 24 hours or a week dearer than 7 days', async () => {
    // A bike of this test's own, so the first test's rows stay as the migration left them in any order.
    await database.db
      .execute(sql`insert into bikes (name, brand, model, year, image, price_per_hour, price_per_day, price_per_week, description, cc)
      values ('Own', 'Bajaj', 'Pulsar', 2024, '/x.svg', 300, 2400, 12000, 'd', 150)`);
    const change = (set: ReturnType<typeof sql>) =>
      database.db.execute(sql`update bikes set ${set} where name = 'Own'`).then(
        () => 'changed',
        (error: unknown) => pgErrorCode(error).code,
      );
    expect(await change(sql`price_per_day = 7201`)).toBe('23514');
    expect(await change(sql`price_per_week = 16801`)).toBe('23514');
    expect(await change(sql`price_per_day = 7200, price_per_week = 50400`)).toBe('changed');
  });
});
