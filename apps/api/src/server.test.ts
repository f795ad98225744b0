import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, describeAccounts, seedDemoData } from './seed/seed.ts';
import { demoAccountsAllowed, startServer, type RunningServer } from './server.ts';
import { openTestDatabase } from './test/test-app.ts';

/** docs/product/platform.md#demo-data: demo logins with published passwords exist only in a demo. */
describe('demo accounts', () => {
  it('are allowed only for the embedded demo, never with ADMIN_EMAIL, in production or on DATABASE_URL', () => {
    expect(demoAccountsAllowed(parseEnv({}))).toBe(true);
    expect(demoAccountsAllowed(parseEnv({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss-pass-123' }))).toBe(
      false,
    );
    expect(demoAccountsAllowed(parseEnv({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'local' }))).toBe(false);
    expect(
      demoAccountsAllowed(
        parseEnv({
          DATABASE_URL: 'postgres://db/shop',
          JWT_SECRET: 'x'.repeat(40),
          PAYMENT_GATEWAY: 'aamarpay',
          AAMARPAY_STORE_ID: 's',
          AAMARPAY_SIGNATURE_KEY: 'k',
          PUBLIC_URL: 'https://shop.example',
        }),
      ),
    ).toBe(false);
  });

  it('seeds the fleet without demo logins when asked so, and says who can log in', async () => {
    const database = await openTestDatabase();
    try {
      const seeded = await seedDemoData(database.db, { accounts: false, history: false });
      expect(seeded.bikes).toBeGreaterThanOrEqual(12);
      expect(seeded.accounts).toEqual([]);
      expect(await describeAccounts(database.db)).toEqual({
        summary: '0 admins, 0 customers; set ADMIN_EMAIL and ADMIN_PASSWORD or run npm run create-admin to have one',
        demo: [],
      });
      await seedDemoData(database.db, { accounts: true, history: false });
      expect(await describeAccounts(database.db)).toEqual({
        summary: `1 admin (${DEMO_ADMIN.email}), 1 staff member, 1 customer`,
        demo: ['admin', 'staff', 'customer'],
      });
    } finally {
      await database.close();
    }
  });
});

describe('a shop started with its own admin', () => {
  let server: RunningServer;
  const env = parseEnv({
    DATA_DIR: join(mkdtempSync(join(tmpdir(), 'bond-server-')), 'data'),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'owner-pass-123',
  });
  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(() => server.stop());

  const login = (email: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('has the demo fleet but no demo logins; its own admin logs in', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/bikes' })).json().data.length).toBeGreaterThanOrEqual(
      12,
    );
    expect((await login(DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(401);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(401);
    expect((await login('owner@example.com', 'owner-pass-123')).statusCode).toBe(200);
  });

  it('has the made-up history of its first start, which a second start does not add again', async () => {
    const ownerToken = (await login('owner@example.com', 'owner-pass-123')).json().token as string;
    const allRentals = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/rentals/all?include=all',
          headers: { authorization: `Bearer ${ownerToken}` },
        })
      ).json().data as { user: { email: string } }[];
    const first = await allRentals();
    expect(first.length).toBeGreaterThan(80);
    expect(first.filter((r) => r.user.email === DEMO_CUSTOMER.email)).toEqual([]);
    expect((await describeAccounts(server.app.db)).summary).toMatch(
      /^1 admin \(owner@example\.com\), 0 customers and \d+ made-up customers of the demo history, who cannot log in$/,
    );

    await server.stop();
    server = await startServer(env);
    expect(await allRentals()).toHaveLength(first.length);
  });
});
