import { canonicalPhone } from '@bond/contract/phone';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { migrationsBefore, runAllMigrations } from '../test/migrations.ts';
import { buildTestApp, json, openTestDatabase } from '../test/test-app.ts';

/**
 * Migration 0018 (docs/decisions/038-staff-and-phone-numbers.md) on a database of accounts whose phone
 * numbers were stored as typed: every Bangladeshi mobile number takes its one stored form, by the same rule
 * as packages/contract/src/phone.ts; any other number stays as it was; open accounts that now share a number
 * are reported and set aside, never merged; and from then on a number belongs to one open account. Run on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let before: ReturnType<typeof migrationsBefore>;
/** The accounts as the migration left them, before any test changed one. */
const migrated = { phones: new Map<number, string | undefined>(), flagged: [] as string[] };
let database: Database & { url?: string };
let app: FastifyInstance;

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
const rows = async <T>(query: ReturnType<typeof sql>) => ((await run(query)) as unknown as { rows: T[] }).rows;

const PASSWORD = 'old-account-pass-1';
/** A uuid of the test's own, numbered. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Numbers as customers typed them, and as the migration must leave them. */
const typed: { phone: string; becomes: string }[] = [
  { phone: '01711223344', becomes: '+8801711223344' },
  { phone: '+880 1811-223344', becomes: '+8801811223344' },
  { phone: '880 1911 223344', becomes: '+8801911223344' },
  { phone: '008801611223344', becomes: '+8801611223344' },
  { phone: '(+880) 1511.223344', becomes: '+8801511223344' },
  { phone: '\u00a001311\u2009223344\t', becomes: '+8801311223344' },
  // Not Bangladeshi mobile numbers: kept as typed.
  { phone: '+44 20 7946 0958', becomes: '+44 20 7946 0958' },
  { phone: '02-9876543', becomes: '02-9876543' },
  { phone: '01212345678', becomes: '01212345678' },
  { phone: '0171234567', becomes: '0171234567' },
];

/**
 * More ways of writing numbers, drawn at random (with a fixed seed): a prefix, `01`, an operator digit (some
 * not a mobile's), eight digits (some a digit short or long), a separator (or a character that is not one)
 * between any two. The SQL must read each as phone.ts does.
 */
const drawn = fc.sample(
  fc
    .tuple(
      fc.constantFrom('', '+88', '88', '0088', '+88 ', '(+880) ', '880-', '+', '00 88 '),
      fc.integer({ min: 0, max: 9 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 9 }),
      fc.array(fc.constantFrom('', '', '', ' ', '-', '.', '(', ')', '\u00a0', '\u3000', '\t', '/', 'x', '+'), {
        minLength: 12,
        maxLength: 12,
      }),
    )
    .map(([prefix, operator, rest, gaps]) =>
      [...`01${operator}${rest.join('')}`].map((digit, i) => digit + (gaps[i] ?? '')).reduce((a, b) => a + b, prefix),
    ),
  { numRuns: 150, seed: 18 },
);

beforeAll(async () => {
  // The migrations before 0018, as the shop had them while it stored numbers as typed.
  before = migrationsBefore('0018');
  database = await openTestDatabase(before.folder);
  const hash = await hashPassword(PASSWORD);
  const account = (
    n: number,
    phone: string,
    o: { role?: string; address?: string; at?: string; gone?: boolean } = {},
  ) =>
    run(sql`insert into users (id, name, email, phone, address, password_hash, role, created_at, deactivated_at)
      values (${id(n)}, ${`Account ${n}`}, ${`account-${n}@example.com`}, ${phone}, ${o.address ?? 'Dhaka'}, ${hash},
        ${o.role ?? 'user'}, ${o.at ?? '2026-01-01T00:00:00Z'}, ${o.gone ? sql`now()` : null})`);
  for (const [i, { phone }] of typed.entries()) await account(100 + i, phone);
  for (const [i, phone] of drawn.entries()) await account(1000 + i, phone, { at: '2025-06-01T00:00:00Z' });
  // One number written three ways by three open accounts, the second oldest first; a fourth, deactivated.
  await account(201, '+880 1555-000111', { at: '2026-02-02T00:00:00Z' });
  await account(202, '01555000111', { at: '2026-02-01T00:00:00Z' });
  await account(203, '8801555000111', { at: '2026-02-03T00:00:00Z' });
  await account(204, '01555 000111', { at: '2026-01-01T00:00:00Z', gone: true });
  // Two open accounts with one landline, as typed.
  await account(211, '02-5550111', { at: '2026-03-01T00:00:00Z' });
  await account(212, '02-5550111', { at: '2026-03-02T00:00:00Z' });
  // Admins the shop made from ADMIN_EMAIL, with the made-up number it gave them, and an admin's own number.
  await account(301, '+880 1700 000000', { role: 'admin', address: 'Bond Bike Rental, Dhaka' });
  await account(302, '+880 1700 000000', { role: 'admin', address: 'Bond Bike Rental, Dhaka' });
  await account(303, '+880 1700 000000', { role: 'user' });
  await runAllMigrations(database);
  // What the migration left, read before any test changes an account (the tests run in any order).
  for (const n of [201, 202, 203, 204]) migrated.phones.set(n, await phoneOf(n));
  migrated.flagged = (await rows<{ id: string }>(sql`select id from users where shares_phone order by id`)).map(
    (r) => r.id,
  );
  app = await buildTestApp(database);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  before.remove();
});

const phoneOf = async (n: number) =>
  (await rows<{ phone: string }>(sql`select phone from users where id = ${id(n)}`))[0]?.phone;

describe('migration 0018: phone numbers in one form', () => {
  it('stores every Bangladeshi mobile number as +8801XXXXXXXXX and keeps any other number as typed', async () => {
    for (const [i, { phone, becomes }] of typed.entries()) expect(await phoneOf(100 + i), phone).toBe(becomes);
  });

  it('reads every number as packages/contract/src/phone.ts does', async () => {
    // The drawn sample holds both kinds: numbers the rule reads and numbers it refuses.
    expect(drawn.some((phone) => canonicalPhone(phone) !== null)).toBe(true);
    expect(drawn.some((phone) => canonicalPhone(phone) === null)).toBe(true);
    for (const [i, phone] of drawn.entries()) {
      expect(await phoneOf(1000 + i), JSON.stringify(phone)).toBe(canonicalPhone(phone) ?? phone);
    }
  });

  it('takes the made-up number off the admins the shop created, and leaves it on anyone else', async () => {
    expect(await phoneOf(301)).toBe('');
    expect(await phoneOf(302)).toBe('');
    expect(await phoneOf(303)).toBe('+8801700000000');
  });

  it('reports open accounts that now share a number, keeps the oldest in the unique rule, and merges nothing', async () => {
    const conflicts = await rows<{ user_id: string; phone: string; kept_by: string }>(
      sql`select user_id, phone, kept_by from phone_conflicts order by user_id`,
    );
    const drawnConflicts = conflicts.filter((c) => c.user_id >= id(1000));
    expect(conflicts.filter((c) => c.user_id < id(1000))).toEqual([
      { user_id: id(201), phone: '+8801555000111', kept_by: id(202) },
      { user_id: id(203), phone: '+8801555000111', kept_by: id(202) },
      { user_id: id(212), phone: '02-5550111', kept_by: id(211) },
    ]);
    // Every account is still there, with its own name, e-mail and number.
    for (const n of [201, 202, 203, 204]) expect(migrated.phones.get(n)).toBe('+8801555000111');
    expect(migrated.flagged).toEqual([id(201), id(203), id(212), ...drawnConflicts.map((c) => c.user_id)]);
  });

  it('then lets a number belong to one open account: a new one is refused, a reported one may keep its own', async () => {
    const signUp = (phone: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'New Rider', email, phone, address: 'Dhaka', password: 'long-enough-1' },
      });
    const taken = await signUp('01555-000111', 'new-1@example.com');
    expect(taken.statusCode, taken.body).toBe(409);
    expect(json(taken)).toMatchObject({
      code: 'PHONE_TAKEN',
      errorMessage: [{ path: 'phone', message: 'This phone number is already on an account' }],
    });
    expect((await signUp('01555-000222', 'new-2@example.com')).statusCode).toBe(201);

    // A reported account edits its profile and keeps the number it shares; with a new number it leaves the report's
    // exception and meets the rule like any other.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'account-203@example.com', password: PASSWORD },
    });
    const auth = { authorization: `Bearer ${json(login).token as string}` };
    const keep = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth,
      payload: { name: 'Account 203 B', phone: '+8801555000111', address: 'Dhaka' },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    const toTaken = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth,
      payload: { name: 'Account 203 B', phone: '01555000222', address: 'Dhaka' },
    });
    expect(toTaken.statusCode).toBe(409);
    expect(json(toTaken).code).toBe('PHONE_TAKEN');
    const toNew = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth,
      payload: { name: 'Account 203 B', phone: '01555000333', address: 'Dhaka' },
    });
    expect(toNew.statusCode, toNew.body).toBe(200);
    expect(json(toNew).data.phone).toBe('+8801555000333');
    expect(await rows(sql`select 1 from users where id = ${id(203)} and shares_phone`)).toEqual([]);
  });
});
