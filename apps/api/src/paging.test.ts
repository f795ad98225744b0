import { SPEC_LIST_PAGE_SIZE } from '@bond/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, setUpTestApp } from './test/test-app.ts';

/**
 * Lists that grow without bound are pages (decision 016): `?page=&pageSize=` with the
 * total in `meta`. The spec's calls without parameters answer as before: `data` holds the first 500.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

type Page = {
  data: Array<{ _id: string }>;
  meta: { page: number; pageSize: number; total: number; pageCount: number };
};
const get = async (url: string, token: string): Promise<Page> => {
  const res = await t.api('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as Page;
};

/** Every page of a list, walked `pageSize` at a time, concatenated. */
async function walk(url: string, pageSize: number, token: string): Promise<string[]> {
  const join = url.includes('?') ? '&' : '?';
  const first = await get(`${url}${join}pageSize=${pageSize}`, token);
  const ids = first.data.map((r) => r._id);
  for (let page = 2; page <= first.meta.pageCount; page++) {
    ids.push(...(await get(`${url}${join}pageSize=${pageSize}&page=${page}`, token)).data.map((r) => r._id));
  }
  return ids;
}

describe('paged lists', () => {
  it('rentals: the spec call gets the first 500 with its meta; pages walk the same list in order', async () => {
    // Other tests of this file (run in any order) add rentals too: count against what is there now.
    const before = (await get('/api/rentals/all?pageSize=1', admin.token)).meta.total;
    const rider = await t.customer();
    const other = await t.customer();
    for (let i = 0; i < 5; i++) {
      const bike = await t.bike(admin.token, { name: `Paged ${i}` });
      const day = 60 * 24 * (i + 1);
      await t.activeRental(rider.token, bike._id, t.inMinutes(day), t.inMinutes(day + 60));
    }
    const bike = await t.bike(admin.token, { name: 'Paged other' });
    await t.activeRental(other.token, bike._id, t.inMinutes(60), t.inMinutes(120));

    const mine = await get('/api/rentals', rider.token);
    expect(mine.meta).toEqual({ page: 1, pageSize: SPEC_LIST_PAGE_SIZE, total: 5, pageCount: 1 });
    expect(await walk('/api/rentals', 2, rider.token)).toEqual(mine.data.map((r) => r._id));
    const page3 = await get('/api/rentals?pageSize=2&page=3', rider.token);
    expect(page3.meta).toEqual({ page: 3, pageSize: 2, total: 5, pageCount: 3 });
    expect(page3.data).toHaveLength(1);
    // Past the last page: an empty page, still with the total.
    expect(await get('/api/rentals?pageSize=2&page=9', rider.token)).toMatchObject({ data: [], meta: { total: 5 } });
    // A page without a size is 50 rows.
    expect((await get('/api/rentals?page=1', rider.token)).meta.pageSize).toBe(50);

    const all = await get('/api/rentals/all', admin.token);
    expect(all.meta.total).toBe(before + 6);
    expect(await walk('/api/rentals/all', 4, admin.token)).toEqual(all.data.map((r) => r._id));
    // One customer's rentals, for the customer page.
    const ofRider = await get(`/api/rentals/all?customer=${rider.id}&include=all`, admin.token);
    expect(ofRider.data.map((r) => r._id).sort()).toEqual(mine.data.map((r) => r._id).sort());
  });

  it('rentals by state: open ones (holding a period) and returned ones', async () => {
    const rider = await t.customer();
    const bike = await t.bike(admin.token);
    const out = await t.activeRental(rider.token, bike._id);
    const returned = await t.api('PATCH', '/api/rentals/calculate', admin.token, {
      bookingId: out.rentalId,
      bikeReturnTime: t.inMinutes(2),
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const ahead = await t.activeRental(rider.token, bike._id, t.inMinutes(3000), t.inMinutes(3120));
    const open = await get(`/api/rentals/all?customer=${rider.id}&state=open`, admin.token);
    expect(open.data.map((r) => r._id)).toEqual([ahead.rentalId]);
    const done = await get(`/api/rentals?state=returned`, rider.token);
    expect(done.data.map((r) => r._id)).toEqual([out.rentalId]);
  });

  it('users, messages and refunds page the same way', async () => {
    for (let i = 0; i < 3; i++) await t.customer({ name: `Paged User ${i}` });
    const users = await get('/api/users/allusers', admin.token);
    expect(users.meta).toMatchObject({ page: 1, pageSize: SPEC_LIST_PAGE_SIZE, total: users.data.length });
    expect(await walk('/api/users/allusers', 2, admin.token)).toEqual(users.data.map((u) => u._id));

    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: `Writer ${i}`, email: `writer${i}@example.com`, message: `Message number ${i}` },
        remoteAddress: `10.9.0.${i + 1}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const messages = await get('/api/contact', admin.token);
    expect(messages.meta).toEqual({ page: 1, pageSize: SPEC_LIST_PAGE_SIZE, total: 3, pageCount: 1 });
    expect(await walk('/api/contact', 2, admin.token)).toEqual(messages.data.map((m) => m._id));

    const refunds = await get('/api/refunds?status=all', admin.token);
    expect(refunds.meta.total).toBe(refunds.data.length);
    expect(await walk('/api/refunds?status=all', 1, admin.token)).toEqual(refunds.data.map((r) => r._id));
  });

  it('refuses a bad page, size or filter in the error shape', async () => {
    for (const url of [
      '/api/rentals/all?page=0',
      '/api/rentals/all?pageSize=201',
      '/api/rentals/all?page=two',
      '/api/rentals/all?state=late',
      '/api/rentals/all?customer=nobody',
      '/api/users/allusers?pageSize=0',
      '/api/contact?page=-1',
      '/api/refunds?pageSize=1.5',
    ]) {
      const res = await t.api('GET', url, admin.token);
      expect(res.statusCode, url).toBe(400);
      expect(json(res)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    // A customer cannot ask for someone else's rentals through their own list.
    const rider = await t.customer();
    expect((await t.api('GET', `/api/rentals?customer=${admin.id}`, rider.token)).statusCode).toBe(400);
  });
});
