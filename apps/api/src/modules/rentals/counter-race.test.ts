import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { buildTestApp, factories, json, openSecondPool, openTestDatabase } from '../../test/test-app.ts';

/**
 * docs/product/the-counter.md#counter-payments, docs/product/platform.md#many-processes: a Send Money
 * transaction ID is taken once, and a rental's advance paid once, even when two server processes record them
 * at the same moment (the unique indexes decide, not a process). On the embedded database by default; on
 * PostgreSQL with TEST_DATABASE_URL, with two connection pools: two server processes.
 */
let database: Database & { url?: string };
let second: Database | undefined;
let appA: FastifyInstance;
let appB: FastifyInstance;
let staffToken: string;
let t: ReturnType<typeof factories>;
let adminToken: string;

beforeAll(async () => {
  database = await openTestDatabase();
  appA = await buildTestApp(database);
  second = await openSecondPool(database);
  appB = await buildTestApp(second ?? database);
  await appA.ready();
  await appB.ready();
  t = factories(appA, database);
  adminToken = (await t.admin()).token;
  const staff = await t.staffMember(adminToken, { name: 'Race Staff' });
  staffToken = staff.token;
  expect((await t.api('POST', '/api/tills', staffToken, { openingFloat: 0 })).statusCode).toBe(201);
});

afterAll(async () => {
  await appA.close();
  await appB.close();
  await second?.close();
  await database.close();
});

/** A booking made at the counter, waiting for its advance. */
async function pendingBooking() {
  const customer = await t.customer();
  const bike = await t.bike(adminToken);
  const res = await t.api('POST', '/api/counter/rentals', staffToken, {
    customerId: customer.id,
    bikeId: bike._id,
    startTime: t.inMinutes(2 * 24 * 60),
    endTime: t.inMinutes(2 * 24 * 60 + 180),
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.rental._id as string;
}

const payOn = (app: FastifyInstance, rentalId: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/rentals/${rentalId}/payments`,
    headers: { authorization: `Bearer ${staffToken}` },
    payload: body,
  });

describe('counter payments across two server processes', () => {
  it('take one Send Money transaction ID once: the other process is told 409 DUPLICATE_REFERENCE', async () => {
    const rentalsA = await Promise.all(Array.from({ length: 5 }, pendingBooking));
    const rentalsB = await Promise.all(Array.from({ length: 5 }, pendingBooking));
    const reference = `RACE${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const body = { purpose: 'advance', method: 'bkash_send_money', amount: 100, reference };
    const answers = await Promise.all([
      ...rentalsA.map((id) => payOn(appA, id, body)),
      ...rentalsB.map((id) => payOn(appB, id, body)),
    ]);
    const ok = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(json(r).code).toBe('DUPLICATE_REFERENCE');
    const rows = await database.db
      .select()
      .from(payments)
      .where(inArray(payments.rentalId, [...rentalsA, ...rentalsB]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gateway: 'bkash_send_money', gatewayTxnId: reference, status: 'paid' });
  });

  it('take one advance once when 20 presses arrive through both processes at once', async () => {
    const rentalId = await pendingBooking();
    const body = { purpose: 'advance', method: 'cash', amount: 100 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => payOn(i % 2 === 0 ? appA : appB, rentalId, body)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409 && json(r).code === 'ALREADY_PAID')).toHaveLength(19);
    expect(await database.db.select().from(payments).where(eq(payments.rentalId, rentalId))).toHaveLength(1);
  });
});
