import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { migrationsBefore, runAllMigrations } from '../test/migrations.ts';
import { openTestDatabase } from '../test/test-app.ts';

/**
 * Migration 0016 (docs/decisions/032-held-payment-reasons-as-codes.md) on a database whose held payments
 * store their reason as an English sentence: each becomes its code, and the reasons a verification was
 * refused stay as they were. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let before: ReturnType<typeof migrationsBefore>;
let database: Database & { url?: string };

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
const reasons = async () => {
  const result = (await run(
    sql`select tran_id, review_reason, rejection_reason from payments order by tran_id`,
  )) as unknown as { rows: { tran_id: string; review_reason: string | null; rejection_reason: string | null }[] };
  return result.rows;
};

beforeAll(async () => {
  // The migrations before 0016, as the shop had them while it stored sentences.
  before = migrationsBefore('0016');
  database = await openTestDatabase(before.folder);
  await run(sql`insert into users (id, name, email, phone, address, password_hash)
    values ('00000000-0000-4000-8000-00000000000a', 'Rider', 'rider@example.com', '01700000000', 'Dhaka', 'x')`);
  await run(sql`insert into bikes (id, name, brand, model, year, image, price_per_hour, price_per_day, price_per_week, description, cc)
    values ('00000000-0000-4000-8000-0000000000b1', 'Held', 'Honda', 'CB', 2024, '/x.svg', 150, 1200, 6000, 'd', 150)`);
  await run(sql`insert into rentals (id, user_id, bike_id, start_time, end_time, status, advance_paid, price_per_hour, hold_expires_at)
    values ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-00000000000a',
      '00000000-0000-4000-8000-0000000000b1', now() + interval '1 hour', now() + interval '3 hours', 'pending', false, 150,
      now() + interval '10 minutes')`);
  const payment = (tranId: string, review: string | null, rejection: string | null) =>
    run(sql`insert into payments (rental_id, purpose, amount, gateway, tran_id, review_reason, rejection_reason)
      values ('00000000-0000-4000-8000-0000000000c1', 'advance', 100, 'aamarpay', ${tranId}, ${review}, ${rejection})`);
  await payment('T1', `the gateway's answer was not recognised: {"status":"Invalid Store ID"}`, null);
  await payment('T2', 'the gateway rated the payment risky: risk level 1 (Suspicious transaction)', null);
  await payment('T3', 'checked by hand', null);
  await payment('T4', null, 'the gateway reported amount 90, expected 100');
  await payment('T5', null, null);
  await runAllMigrations(database);
});

afterAll(async () => {
  await database?.close();
  before.remove();
});

describe('held payments’ reasons as codes', () => {
  it('turns each stored sentence into its code and leaves refusals and payments not held as they were', async () => {
    expect(await reasons()).toEqual([
      { tran_id: 'T1', review_reason: 'unrecognised_answer', rejection_reason: null },
      { tran_id: 'T2', review_reason: 'risky', rejection_reason: null },
      // A sentence no code names still asks for a check.
      { tran_id: 'T3', review_reason: 'unrecognised_answer', rejection_reason: null },
      { tran_id: 'T4', review_reason: null, rejection_reason: 'the gateway reported amount 90, expected 100' },
      { tran_id: 'T5', review_reason: null, rejection_reason: null },
    ]);
  });
});
