import { CustomerSummarySchema } from '@bond/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema.ts';
import { json, setUpTestApp } from '../../test/test-app.ts';

/** Customers in User Management: search, and a customer's money and rentals at a glance. */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;

beforeAll(async () => {
  t = await setUpTestApp();
  // A number none of the searches below holds a run of (the search for '100%_' looks for the digits 100).
  admin = await t.admin({ phone: '+8801999888777' });
});
afterAll(() => t.close());

const search = async (text: string) => {
  const res = await t.api('GET', `/api/users/allusers?search=${encodeURIComponent(text)}`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return (json(res).data as Array<{ name: string }>).map((u) => u.name);
};

describe('searching customers', () => {
  it('finds by part of a name (any case, Bangla too), an e-mail, or a phone however it is typed', async () => {
    await t.customer({ name: 'Farhana Akter', email: 'farhana.akter@example.com', phone: '+880 1911 223344' });
    await t.customer({ name: 'ফারহানা ইসলাম', email: 'fi@example.com', phone: '01822334455' });
    await t.customer({ name: 'Tanvir 100%_off', email: 'tanvir@example.com', phone: '01633445566' });

    expect(await search('farhana')).toEqual(['Farhana Akter']);
    expect(await search('ফারহানা')).toEqual(['ফারহানা ইসলাম']);
    expect(await search('FI@EXAMPLE')).toEqual(['ফারহানা ইসলাম']);
    expect(await search('01911223344')).toEqual(['Farhana Akter']);
    expect(await search('+8801822-334455')).toEqual(['ফারহানা ইসলাম']);
    expect(await search('1633 445')).toEqual(['Tanvir 100%_off']);
    // % and _ are letters here, not wildcards.
    expect(await search('100%_')).toEqual(['Tanvir 100%_off']);
    expect(await search('0%')).toEqual(['Tanvir 100%_off']);
    expect(await search('zzz-nobody')).toEqual([]);
  });
});

describe('GET /api/users/{id}', () => {
  it('tells an admin what a customer owes and is owed, and how many rentals they have', async () => {
    const rider = await t.customer({ name: 'Owing Rider' });
    const bike = await t.bike(admin.token, { pricePerHour: 200 });
    // Out for 3 hours at 200 BDT: 600, less the 100 advance, 500 owed.
    const out = await t.activeRental(rider.token, bike._id);
    await t.database.db
      .update(rentals)
      .set({ startTime: new Date(Date.parse(t.inMinutes(-180))) })
      .where(eq(rentals.id, out.rentalId));
    const returned = await t.api('PATCH', '/api/rentals/calculate', admin.token, {
      bookingId: out.rentalId,
      bikeReturnTime: t.inMinutes(0),
    });
    expect(returned.statusCode, returned.body).toBe(200);
    // A booking three days ahead, cancelled by the shop with its advance owed back.
    const ahead = await t.activeRental(rider.token, bike._id, t.inMinutes(4320), t.inMinutes(4440));
    await t.api('POST', `/api/rentals/${ahead.rentalId}/cancel`, admin.token, { refundAdvance: true });
    await t.activeRental(rider.token, bike._id, t.inMinutes(6000), t.inMinutes(6060));

    const res = await t.api('GET', `/api/users/${rider.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(CustomerSummarySchema.parse(json(res).data)).toMatchObject({
      _id: rider.id,
      name: 'Owing Rider',
      email: rider.email,
      phone: rider.phone,
      deactivatedAt: null,
      openBalance: 500,
      refundsDue: 100,
      rentalCount: 3,
      openRentalCount: 1,
    });
  });

  it('is for admins only; an unknown account is a 404', async () => {
    const rider = await t.customer();
    expect((await t.api('GET', `/api/users/${rider.id}`)).statusCode).toBe(401);
    expect((await t.api('GET', `/api/users/${rider.id}`, rider.token)).statusCode).toBe(403);
    const unknown = await t.api('GET', '/api/users/00000000-0000-4000-8000-000000000000', admin.token);
    expect(unknown.statusCode).toBe(404);
  });
});
