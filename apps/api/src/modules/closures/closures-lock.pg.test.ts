import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { eventually } from '../../test/eventually.ts';
import { buildTestApp, factories, json, openTestDatabase } from '../../test/test-app.ts';

/**
 * PostgreSQL only: the shop-wide lock of migration 0029 (docs/product/fleet-calendar.md#closures). A booking
 * lengthened in a transaction not yet committed makes a closure over it wait, and then refuse it; a closure not
 * yet committed makes a booking of its time wait, and then refuse it. Without the lock each side's check
 * would miss what the other has not committed, and both would be kept.
 */
let database: Database & { url?: string };
let app: FastifyInstance;
let holder: pg.Client;
let watcher: pg.Pool;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  holder = new pg.Client({ connectionString: database.url });
  watcher = new pg.Pool({ connectionString: database.url, max: 1 });
  await holder.connect();
}, 60_000);

afterAll(async () => {
  await holder?.end();
  await watcher?.end();
  await app?.close();
  await database?.close();
});

const HOUR = 60;
const DAY = 24 * HOUR;

/** Waits until one connection to the test's database waits for a lock. */
const untilOneWaits = () =>
  eventually(async () => {
    const waiting = await watcher.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    expect(waiting.rows[0].n).toBe(1);
  }, 20_000);

describe('a closure and a booking, one of them not yet committed', () => {
  it('a closure waits for a booking being lengthened into it, then names it', async () => {
    const f = factories(app, database);
    const admin = await f.admin();
    const bike = await f.bike(admin.token);
    const rider = await f.customer({ name: 'Nasrin Sultana' });
    const { rentalId } = await f.activeRental(
      rider.token,
      bike._id,
      f.inMinutes(2 * DAY),
      f.inMinutes(2 * DAY + 2 * HOUR),
    );
    await holder.query('begin');
    await holder.query('update rentals set end_time = $2 where id = $1', [
      rentalId,
      new Date(f.inMinutes(2 * DAY + 5 * HOUR)),
    ]);
    const closing = f.api('POST', '/api/closures', admin.token, {
      start: f.inMinutes(2 * DAY + 3 * HOUR),
      end: f.inMinutes(3 * DAY),
      reason: 'hartal',
    });
    await untilOneWaits();
    await holder.query('commit');
    const refused = await closing;
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'CLOSURE_CLASHES',
      data: { clashes: [{ rentalId, customerName: 'Nasrin Sultana' }] },
    });
  });

  it('a booking waits for a closure being made over its time, then is refused', async () => {
    const f = factories(app, database);
    const admin = await f.admin();
    const bike = await f.bike(admin.token);
    const rider = await f.customer();
    await holder.query('begin');
    await holder.query(
      "insert into shop_closures (start_time, end_time, reason, created_by) values ($1, $2, 'eid', $3)",
      [new Date(f.inMinutes(5 * DAY)), new Date(f.inMinutes(6 * DAY)), admin.id],
    );
    const booking = f.book(rider.token, bike._id, f.inMinutes(5 * DAY + HOUR), f.inMinutes(5 * DAY + 3 * HOUR));
    await untilOneWaits();
    await holder.query('commit');
    const refused = await booking;
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused).code).toBe('PERIOD_TAKEN');
    expect(json(refused).message).toMatch(/^The shop is closed from /);
  });
});
