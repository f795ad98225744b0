import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
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
 * PostgreSQL only: a server process killed (SIGKILL) while it takes a counter payment, before the payment's
 * transaction commits and after it, loses nothing and records the payment once when the clerk presses again,
 * on another process (docs/product/the-counter.md#counter-payments: once; docs/decisions/040).
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const ADMIN = { email: 'crash-admin@example.com', password: 'crash-admin-pass' };
const STAFF = { email: 'crash-staff@example.com', password: 'crash-staff-pass' };

let database: Awaited<ReturnType<typeof scratchDatabase>>;
let server: ServerProcess;
let sql: pg.Client;
let staffToken = '';
let adminToken = '';
let customerId = '';
let bikeId = '';

type Answer = { status: number; headers: Headers; body: { data?: Record<string, unknown>; code?: string } };

const call = async (base: string, method: string, path: string, token?: string, payload?: unknown, key?: string) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] } satisfies Answer;
};

const login = async (base: string, who: { email: string; password: string }) =>
  (await call(base, 'POST', '/api/auth/login', undefined, who)).body as unknown as { token: string };

/** A booking of the customer's, waiting for its advance: `hours` from now for two hours, on a whole minute. */
const pendingBooking = async (hours: number) => {
  const start = new Date(Math.ceil((Date.now() + hours * 3_600_000) / 60_000) * 60_000);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const made = await call(server.base, 'POST', '/api/counter/rentals', staffToken, {
    customerId,
    bikeId,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
  });
  expect(made.status).toBe(201);
  return (made.body.data as { rental: { _id: string; status: string } }).rental;
};

const paymentsOf = async (rentalId: string) =>
  (await sql.query('select id, amount from payments where rental_id = $1', [rentalId])).rows as {
    id: string;
    amount: number;
  }[];

/** The advance (100 BDT) in cash. */
const CASH_ADVANCE = { purpose: 'advance', method: 'cash', amount: 100 };

/** Takes the advance in cash as the counter's screen does: with an Idempotency-Key, kept for the press again. */
const takeAdvance = (base: string, rentalId: string, key?: string) =>
  call(base, 'POST', `/api/rentals/${rentalId}/payments`, staffToken, CASH_ADVANCE, key);

/** The till's cash taken in so far, as its owner sees it. */
const cashIn = async () =>
  ((await call(server.base, 'GET', '/api/tills/current', staffToken)).body.data as { cashIn: number }).cashIn;

beforeAll(async () => {
  database = await scratchDatabase(serverUrl, 'bond_crash');
  server = await startServerProcess(database.url, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  adminToken = (await login(server.base, ADMIN)).token;
  const signup = await call(server.base, 'POST', '/api/auth/signup', undefined, {
    name: 'Counter Clerk',
    phone: uniquePhone(),
    address: 'Banani, Dhaka',
    ...STAFF,
  });
  expect(signup.status).toBe(201);
  const staffId = (await sql.query('select id from users where email = $1', [STAFF.email])).rows[0].id as string;
  const role = await call(server.base, 'PATCH', `/api/users/${staffId}/role`, adminToken, { role: 'staff' });
  expect(role.status).toBe(200);
  staffToken = (await login(server.base, STAFF)).token;
  expect((await call(server.base, 'POST', '/api/tills', staffToken, { openingFloat: 500 })).status).toBe(201);
  const customer = await call(server.base, 'POST', '/api/customers', staffToken, {
    name: 'Walk-in Rider',
    phone: uniquePhone(),
  });
  expect(customer.status).toBe(201);
  customerId = (customer.body.data as { _id: string })._id;
  const bike = await call(server.base, 'POST', '/api/bikes', adminToken, {
    name: 'Crash Test Rider',
    brand: 'Yamaha',
    model: 'FZS V3',
    year: 2023,
    image: '/media/bikes/yamaha-fzs-v3.svg',
    pricePerHour: 120,
    description: 'A bike for the crash test',
    cc: 149,
    isAvailable: true,
  });
  expect(bike.status).toBe(201);
  bikeId = (bike.body.data as { _id: string })._id;
}, 180_000);

afterAll(async () => {
  await sql?.end();
  await server?.stop();
  await database?.drop();
}, 60_000);

describe('a server process killed while it takes a counter payment', () => {
  it('killed before the payment commits: nothing is recorded, and the press again records it once', async () => {
    const rental = await pendingBooking(24);
    const before = await cashIn();
    // This test holds the rental's row, so the payment's transaction waits inside, uncommitted.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from rentals where id = $1 for update', [rental._id]);
    const pending = takeAdvance(server.base, rental._id, 'crash-before-commit-1');
    expect(await killWhileWaiting(sql, database, server, pending)).toBe('no answer');
    await holder.query('rollback');
    await holder.end();
    // PostgreSQL ends the dead process's transactions when it finds their connections closed.
    await untilOnlyOurs(sql, database);
    expect(await paymentsOf(rental._id)).toEqual([]);

    server = await startServerProcess(database.url);
    const again = await takeAdvance(server.base, rental._id, 'crash-before-commit-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect((again.body.data as { rental: { status: string } }).rental.status).toBe('booked');
    expect(await paymentsOf(rental._id)).toHaveLength(1);
    expect(await cashIn()).toBe(before + 100);
  }, 120_000);

  it('killed after it commits, before its answer leaves: the press again gets that payment, recorded once', async () => {
    const rental = await pendingBooking(48);
    const before = await cashIn();
    // A relay between the clerk and the process that kills the process as its answer begins to come back:
    // the payment has committed (the answer is written after the transaction) and the clerk hears nothing.
    const dying = server;
    const relay: Server = createServer((client: Socket) => {
      const upstream = connect(dying.port, '127.0.0.1');
      client.pipe(upstream);
      upstream.once('data', () => {
        dying.child.kill('SIGKILL');
        client.destroy();
        upstream.destroy();
      });
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    relay.listen(0, '127.0.0.1');
    await once(relay, 'listening');
    const relayPort = (relay.address() as { port: number }).port;
    const lost = await takeAdvance(`http://127.0.0.1:${relayPort}`, rental._id, 'crash-after-commit-1').then(
      () => 'answered',
      () => 'no answer',
    );
    relay.close();
    expect(lost).toBe('no answer');
    await once(dying.child, 'exit');
    const recorded = await paymentsOf(rental._id);
    expect(recorded).toHaveLength(1);

    server = await startServerProcess(database.url);
    const again = await takeAdvance(server.base, rental._id, 'crash-after-commit-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const { payment, rental: answered } = again.body.data as { payment: { _id: string }; rental: { status: string } };
    expect(payment._id).toBe(recorded[0]!.id);
    expect(answered.status).toBe('booked');
    // A press without the key (a reload of the page) is told it is paid; nothing more is recorded.
    const unkeyed = await takeAdvance(server.base, rental._id);
    expect(unkeyed.status).toBe(409);
    expect(unkeyed.body.code).toBe('ALREADY_PAID');
    expect(await paymentsOf(rental._id)).toHaveLength(1);
    expect(await cashIn()).toBe(before + 100);
  }, 120_000);
});
