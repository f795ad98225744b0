import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bikeInput, json, setUpTestApp } from '../../test/test-app.ts';

/**
 * Staff do only what the counter needs (docs/product/accounts-and-roles.md#roles,
 * docs/product/the-counter.md#staff): bikes, prices, coupons, roles, reports, the audit log and messages stay
 * the admin's. A staff member calling any of the admin's routes gets 403 FORBIDDEN ('Only an admin can do
 * this'), before the body is read, and nothing changes.
 */

/** Every route the app adds, as Fastify hands it to `onRoute` hooks (its guard included). */
const routesAdded = vi.hoisted(() => [] as RouteOptions[]);

// The app is built by `buildApp` with Fastify's factory; this one records each route it adds, so that the
// test knows every admin-only route without a list kept by hand.
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof FastifyModule>();
  const recording = ((options?: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => {
      routesAdded.push(route);
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: recording };
});

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
let staff: Awaited<ReturnType<typeof t.customer>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
  staff = await t.staffMember(admin.token, { name: 'Limited Staff' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The refusal every admin-only route gives staff. */
function expectAdminOnly(res: { statusCode: number; body: string }, call: string) {
  expect(res.statusCode, `${call}: ${res.body}`).toBe(403);
  expect(JSON.parse(res.body), call).toMatchObject({
    success: false,
    code: 'FORBIDDEN',
    message: 'Only an admin can do this',
    errorMessage: [{ message: 'Only an admin can do this' }],
  });
}

/** The routes guarded by `requireAdmin`, as "METHOD /path" (HEAD, Fastify's own copy of each GET, left out). */
function adminOnlyRoutes(): string[] {
  const guarded = routesAdded.filter((route) => [route.onRequest ?? []].flat().includes(t.app.requireAdmin));
  return [
    ...new Set(
      guarded.flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${route.url}`),
      ),
    ),
  ].sort();
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('staff and the admin’s routes', () => {
  it('refuses staff every route guarded as admin-only, whatever the path or the body', async () => {
    const routes = adminOnlyRoutes();
    // The admin's areas the product pages name are all among them.
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/bikes',
        'PUT /api/bikes/:id',
        'DELETE /api/bikes/:id',
        'POST /api/add-ons',
        'PUT /api/add-ons/:id',
        'POST /api/price-rules',
        'PUT /api/price-rules/:id',
        'POST /api/coupons',
        'PUT /api/coupons/:id',
        'GET /api/reports/summary',
        'GET /api/reports/rentals.csv',
        'GET /api/reports/payments.csv',
        'GET /api/audit',
        'GET /api/users/allusers',
        'PATCH /api/users/:id/role',
        'PUT /api/users/user/:id',
        'DELETE /api/users/:id',
        'GET /api/notifications',
        'GET /api/tills',
        'POST /api/closures',
        'PUT /api/shop-settings',
        'POST /api/charge-items',
        'PUT /api/bikes/:id/papers',
      ]),
    );
    for (const route of routes) {
      const [method, path] = route.split(' ') as [Method, string];
      const url = path.replace(/:[A-Za-z]+/g, SOME_ID);
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${staff.token}` },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expectAdminOnly(res, route);
    }
  });

  it('keeps the fleet the admin’s: staff neither add, change nor retire a bike', async () => {
    const bike = await t.bike(admin.token, { name: 'Admin’s Bike' });
    expectAdminOnly(await t.api('POST', '/api/bikes', staff.token, bikeInput({ name: 'Staff’s Bike' })), 'add');
    expectAdminOnly(
      await t.api('PUT', `/api/bikes/${bike._id}`, staff.token, { pricePerHour: 1, name: 'Renamed' }),
      'change',
    );
    expectAdminOnly(await t.api('DELETE', `/api/bikes/${bike._id}`, staff.token), 'retire');
    const fleet = json(await t.api('GET', '/api/bikes')).data as { _id: string; name: string; pricePerHour: number }[];
    expect(fleet.find((b) => b._id === bike._id)).toMatchObject({ name: 'Admin’s Bike', pricePerHour: 120 });
    expect(fleet.some((b) => b.name === 'Staff’s Bike')).toBe(false);
  });

  it('keeps the price lists the admin’s: staff add no add-on, price rule or coupon', async () => {
    expectAdminOnly(
      await t.api('POST', '/api/add-ons', staff.token, {
        code: 'STAFF-KIT',
        name: { en: 'Raincoat', bn: 'রেইনকোট' },
        pricePerDay: 40,
        stock: 8,
      }),
      'add-on',
    );
    expectAdminOnly(
      await t.api('POST', '/api/price-rules', staff.token, {
        name: { en: 'Staff day', bn: 'কর্মীদের দিন' },
        kind: 'weekend',
        percent: -50,
      }),
      'price rule',
    );
    expectAdminOnly(
      await t.api('POST', '/api/coupons', staff.token, {
        code: 'STAFF-50',
        kind: 'percent',
        value: 50,
        details: { en: 'Half off', bn: 'অর্ধেক ছাড়' },
      }),
      'coupon',
    );
    const addOns = json(await t.api('GET', '/api/add-ons/all', admin.token)).data as { code: string }[];
    expect(addOns.some((a) => a.code === 'STAFF-KIT')).toBe(false);
    const rules = json(await t.api('GET', '/api/price-rules', admin.token)).data as unknown[];
    expect(rules).toEqual([]);
    const coupons = json(await t.api('GET', '/api/coupons', admin.token)).data as { code: string }[];
    expect(coupons.some((c) => c.code === 'STAFF-50')).toBe(false);
  });

  it('keeps the reports, their exports and the audit log the admin’s', async () => {
    const period = 'from=2026-01-01&to=2026-01-31';
    for (const url of [
      `/api/reports/summary?${period}`,
      `/api/reports/rentals.csv?${period}`,
      `/api/reports/payments.csv?${period}`,
      '/api/audit',
    ]) {
      const res = await t.api('GET', url, staff.token);
      expectAdminOnly(res, url);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      // The admin reads each of them with the same address.
      expect((await t.api('GET', url, admin.token)).statusCode, url).toBe(200);
    }
  });

  it('shows staff only the charges the counter uses: the full list, switched-off ones included, is the admin’s', async () => {
    expect((await t.api('GET', '/api/charge-items?active=true', staff.token)).statusCode).toBe(200);
    expectAdminOnly(await t.api('GET', '/api/charge-items', staff.token), 'every charge');
    expectAdminOnly(await t.api('GET', '/api/charge-items?active=false', staff.token), 'switched-off charges');
  });
});
