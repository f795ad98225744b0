import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../test/test-app.ts';
import {
  killWhileWaiting,
  scratchDatabase,
  startServerProcess,
  untilOnlyOurs,
  type ServerProcess,
} from '../../test/server-process.ts';

/**
 * PostgreSQL only: a server process killed (SIGKILL) in the middle of a return, after it has locked the rental,
 * given the photos to the return, kept the readings, closed the rental and kept its bill, but before it commits:
 * none of it is kept, and the return made again on another process happens once
 * (docs/product/handover-and-return.md#return).
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const ADMIN = { email: 'return-crash-admin@example.com', password: 'return-crash-admin-pass' };

let database: Awaited<ReturnType<typeof scratchDatabase>>;
let server: ServerProcess;
let sql: pg.Client;
let adminToken = '';

const call = async (base: string, method: string, path: string, token: string, payload?: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; code?: string } };
};

/** A photo of the rental's bike, sent as the counter's phone sends it. */
async function photoOf(rentalId: string): Promise<string> {
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'bike.jpg');
  const res = await fetch(`${server.base}/api/rentals/${rentalId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/**
 * The minute the rider brings the bike back: the start of this minute, so the return never lies ahead of the
 * server's clock, and the times around it are whole minutes a minute's turn cannot change.
 */
const RETURNED_AT = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const HOUR = 3_600_000;

/**
 * A rental out on rent since five hours before it comes back, planned back an hour before: booked at the
 * counter and paid, then handed over with readings and a 2,000 BDT deposit written as the handover writes them
 * (its own tests are handover.test.ts; this one is about the return).
 */
async function rentalOut(): Promise<string> {
  const customer = await call(server.base, 'POST', '/api/customers', adminToken, {
    name: 'Crash Rider',
    phone: uniquePhone(),
  });
  expect(customer.status).toBe(201);
  const bike = await call(server.base, 'POST', '/api/bikes', adminToken, {
    name: 'Crash Return Rider',
    brand: 'Yamaha',
    model: 'FZS V3',
    year: 2023,
    image: '/media/bikes/yamaha-fzs-v3.svg',
    pricePerHour: 120,
    description: 'A bike for the return crash test',
    cc: 149,
    isAvailable: true,
  });
  expect(bike.status).toBe(201);
  const start = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
  const made = await call(server.base, 'POST', '/api/counter/rentals', adminToken, {
    customerId: (customer.body.data as { _id: string })._id,
    bikeId: (bike.body.data as { _id: string })._id,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    payment: { method: 'bkash_send_money', amount: 100, reference: `CR${Date.now().toString(36).toUpperCase()}` },
  });
  expect(made.status).toBe(201);
  const rentalId = (made.body.data as { rental: { _id: string } }).rental._id;
  const admin = (await sql.query('select id from users where email = $1', [ADMIN.email])).rows[0].id as string;
  await sql.query(
    `update rentals set start_time = $3, end_time = $4, handed_over_at = $3, handed_over_by = $2 where id = $1`,
    [rentalId, admin, new Date(RETURNED_AT.getTime() - 5 * HOUR), new Date(RETURNED_AT.getTime() - HOUR)],
  );
  await sql.query(
    `insert into rental_inspections (rental_id, stage, odometer_km, fuel_eighths, helmets, recorded_by, recorded_at)
       values ($1, 'handover', 12480, 6, 2, $2, $3)`,
    [rentalId, admin, new Date(RETURNED_AT.getTime() - 5 * HOUR)],
  );
  await sql.query(
    `insert into payments (rental_id, purpose, amount, gateway, tran_id, status, gateway_txn_id, received_by, settled_at)
       values ($1, 'deposit', 2000, 'bkash_send_money', $2, 'paid', $3, $4, now())`,
    [rentalId, `BBRD${Date.now()}`, `DP${Date.now().toString(36).toUpperCase()}`, admin],
  );
  return rentalId;
}

const returnOf = async (base: string, rentalId: string, photoIds: string[]) =>
  call(base, 'POST', `/api/rentals/${rentalId}/return`, adminToken, {
    returnTime: RETURNED_AT.toISOString(),
    odometerKm: 12560,
    fuelEighths: 4,
    helmetsBack: 2,
    photoIds,
    charges: [{ itemCode: 'SCRATCH', amount: 500 }],
  });

/** What a return writes, as the database holds it. */
const written = async (rentalId: string) => {
  const rental = (
    await sql.query('select status, return_time, bill is not null as billed from rentals where id = $1', [rentalId])
  ).rows[0];
  const count = async (query: string) => (await sql.query(query, [rentalId])).rows[0].n as number;
  return {
    status: rental.status as string,
    returned: rental.return_time !== null,
    billed: rental.billed as boolean,
    inspections: await count(
      "select count(*)::int as n from rental_inspections where rental_id = $1 and stage = 'return'",
    ),
    photosUsed: await count("select count(*)::int as n from rental_photos where rental_id = $1 and stage = 'return'"),
    audits: await count(
      "select count(*)::int as n from audit_log where subject_id = $1 and action = 'rental.returned'",
    ),
    refunds: await count('select count(*)::int as n from refunds where rental_id = $1'),
  };
};

beforeAll(async () => {
  database = await scratchDatabase(serverUrl, 'bond_return_crash');
  server = await startServerProcess(database.url, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  adminToken = ((await login.json()) as { token: string }).token;
}, 180_000);

afterAll(async () => {
  await sql?.end();
  await server?.stop();
  await database?.drop();
}, 60_000);

describe('a server process killed in the middle of a return', () => {
  it('keeps none of it; the return made again happens once, with its whole bill', async () => {
    const rentalId = await rentalOut();
    const photoIds = [
      await photoOf(rentalId),
      await photoOf(rentalId),
      await photoOf(rentalId),
      await photoOf(rentalId),
    ];
    // This test holds an uncommitted refund with the key the return's deposit refund needs: the return's
    // transaction, everything else written, waits at that insert.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query("insert into refunds (rental_id, amount, reason) values ($1, 1, 'deposit_return')", [rentalId]);
    const pending = returnOf(server.base, rentalId, photoIds);
    expect(await killWhileWaiting(sql, database, server, pending)).toBe('no answer');
    await holder.query('rollback');
    await holder.end();
    await untilOnlyOurs(sql, database);
    expect(await written(rentalId)).toEqual({
      status: 'booked',
      returned: false,
      billed: false,
      inspections: 0,
      photosUsed: 0,
      audits: 0,
      refunds: 0,
    });

    server = await startServerProcess(database.url);
    const again = await returnOf(server.base, rentalId, photoIds);
    expect(again.status).toBe(200);
    // 5 hours at 120; late 1 hour × 180; fuel 2 × 60; the scratch 500; less the 100 advance: 1,300, which the
    // deposit pays, and the 700 left of it is owed back.
    const bill = (again.body.data as { bill: { rent: number; balance: number; depositRefund: number } }).bill;
    expect(bill).toMatchObject({ rent: 600, balance: 0, depositRefund: 700 });
    expect(await written(rentalId)).toEqual({
      status: 'returned',
      returned: true,
      billed: true,
      inspections: 1,
      photosUsed: 4,
      audits: 1,
      refunds: 1,
    });
    const twice = await returnOf(server.base, rentalId, photoIds);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_RETURNED');
  }, 120_000);
});
