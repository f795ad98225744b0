import { UserSchema } from '@bond/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, setUpTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;
beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

describe('my profile', () => {
  it('GET /users/me answers data with email and role at the top level too', async () => {
    const rider = await t.customer();
    const res = await t.api('GET', '/api/users/me', rider.token);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      success: true,
      email: rider.email,
      role: 'user',
      data: { name: 'Rahim Uddin', email: rider.email, phone: rider.phone, address: 'Mirpur 10, Dhaka' },
    });
    expect(() => UserSchema.strict().parse(body.data)).not.toThrow();
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('stores the phone a customer signs up with in its one form', async () => {
    const rider = await t.customer({ phone: '880 1611-002233' });
    expect(json(await t.api('GET', '/api/users/me', rider.token)).data.phone).toBe('+8801611002233');
    const foreign = await t.api('POST', '/api/auth/signup', undefined, {
      name: 'Abroad',
      email: 'abroad@example.com',
      phone: '+91 98123 45678',
      address: 'Kolkata',
      password: 'long-enough-1',
    });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).errorMessage).toEqual([
      { path: 'phone', message: 'Phone must be a Bangladeshi mobile number, such as 01712 345678 or +880 1712 345678' },
    ]);
  });

  it('PUT /users/me changes name, phone and address, never the e-mail', async () => {
    const rider = await t.customer();
    const res = await t.api('PUT', '/api/users/me', rider.token, {
      name: 'Rahim U.',
      phone: '+880 1912 345678',
      address: 'Uttara',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: 'Profile updated successfully',
      // The phone in the one form the shop stores (docs/product/accounts-and-roles.md#phone-numbers).
      data: { name: 'Rahim U.', phone: '+8801912345678', address: 'Uttara', email: rider.email },
    });
    const withEmail = await t.api('PUT', '/api/users/me', rider.token, {
      name: 'R',
      phone: '01712345678',
      address: 'U',
      email: 'new@example.com',
    });
    expect(withEmail.statusCode).toBe(400);
    expect(json(withEmail).errorMessage[0].path).toBe('email');
    const empty = await t.api('PUT', '/api/users/me', rider.token, { name: ' ', phone: '01712345678', address: 'U' });
    expect(json(empty).errorMessage[0]).toMatchObject({ path: 'name', message: 'Name is required' });
    expect(
      (await t.api('PUT', '/api/users/me', undefined, { name: 'A', phone: '01712345678', address: 'U' })).statusCode,
    ).toBe(401);
  });
});

describe('managing accounts (admin)', () => {
  it('lists active accounts without password hashes; customers get 403, visitors 401', async () => {
    const rider = await t.customer();
    const res = await t.api('GET', '/api/users/allusers', admin.token);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.map((u: { email: string }) => u.email)).toContain(rider.email);
    expect(res.body).not.toMatch(/password|argon2/i);
    expect((await t.api('GET', '/api/users/allusers', rider.token)).statusCode).toBe(403);
    expect((await t.api('GET', '/api/users/allusers')).statusCode).toBe(401);
  });

  it('promotes a customer; the role comes from the database, so the old token works as admin at once', async () => {
    const rider = await t.customer();
    expect((await t.api('PUT', `/api/users/user/${rider.id}`, rider.token)).statusCode).toBe(403);
    const res = await t.api('PUT', `/api/users/user/${rider.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('User promoted to admin successfully');
    expect((await t.api('GET', '/api/users/allusers', rider.token)).statusCode).toBe(200);
    const again = await t.api('PUT', `/api/users/user/${rider.id}`, admin.token);
    expect(again.statusCode).toBe(409);
    expect((await t.api('PUT', '/api/users/user/not-a-uuid', admin.token)).statusCode).toBe(400);
    expect((await t.api('PUT', '/api/users/user/00000000-0000-4000-8000-000000000000', admin.token)).statusCode).toBe(
      404,
    );
  });

  it('deletes a customer by deactivating: no login, gone from the list, token revoked, rentals kept', async () => {
    const rider = await t.customer();
    const bike = await t.bike(admin.token);
    const booking = json(await t.book(rider.token, bike._id)).data.booking;
    await t.checkout(booking.payment_url, 'cancel');
    expect((await t.api('DELETE', `/api/users/${rider.id}`, rider.token)).statusCode).toBe(403);
    const res = await t.api('DELETE', `/api/users/${rider.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('User deleted successfully');
    expect((await t.api('GET', '/api/users/me', rider.token)).statusCode).toBe(401);
    expect(
      (await t.api('POST', '/api/auth/login', undefined, { email: rider.email, password: rider.password })).statusCode,
    ).toBe(401);
    expect(
      json(await t.api('GET', '/api/users/allusers', admin.token)).data.map((u: { email: string }) => u.email),
    ).not.toContain(rider.email);
    const all = json(await t.api('GET', '/api/rentals/all?include=all', admin.token)).data;
    expect(all.find((r: { _id: string }) => r._id === booking.rentalId)?.user.email).toBe(rider.email);
    expect((await t.api('DELETE', `/api/users/${rider.id}`, admin.token)).statusCode).toBe(404);
  });

  it('refuses to delete a customer with a bike out, or an admin', async () => {
    const rider = await t.customer();
    const bike = await t.bike(admin.token);
    await t.activeRental(rider.token, bike._id);
    const res = await t.api('DELETE', `/api/users/${rider.id}`, admin.token);
    expect(res.statusCode).toBe(409);
    expect(json(res).errorMessage[0].message).toMatch(/cannot be deleted yet/);
    const other = await t.admin();
    const adminDelete = await t.api('DELETE', `/api/users/${other.id}`, admin.token);
    expect(adminDelete.statusCode).toBe(409);
    expect(json(adminDelete).errorMessage[0].message).toBe('Admins cannot be deleted');
  });
});
