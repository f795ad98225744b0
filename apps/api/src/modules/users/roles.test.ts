import { AuditEntrySchema } from '@bond/contract/audit';
import { UserSchema } from '@bond/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, setUpTestApp } from '../../test/test-app.ts';

/**
 * Roles (docs/product/accounts-and-roles.md#roles): an admin gives an account the role `user`, `staff` or
 * `admin`, never their own; every change is in the audit log with the role before and after; the role is read
 * from the database on every request, so it counts from the account's next request on.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let admin: Awaited<ReturnType<typeof t.admin>>;

beforeAll(async () => {
  t = await setUpTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const setRole = (id: string, role: unknown, token = admin.token) =>
  t.api('PATCH', `/api/users/${id}/role`, token, { role });

/** The audit rows about `id`, oldest first. */
async function auditOf(id: string) {
  const res = await t.api('GET', '/api/audit?pageSize=200', admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return AuditEntrySchema.array()
    .parse(json(res).data)
    .filter((e) => e.subject._id === id)
    .reverse();
}

describe('PATCH /api/users/{id}/role', () => {
  it('makes a customer staff and staff a customer again, each change in the audit log with before and after', async () => {
    const rider = await t.customer({ name: 'Sadia Counter' });
    const toStaff = await setRole(rider.id, 'staff');
    expect(toStaff.statusCode, toStaff.body).toBe(200);
    expect(json(toStaff)).toMatchObject({ success: true, message: 'The account is now staff' });
    expect(UserSchema.parse(json(toStaff).data)).toMatchObject({ _id: rider.id, role: 'staff' });
    expect(json(await t.api('GET', '/api/users/me', rider.token)).role).toBe('staff');

    const back = await setRole(rider.id, 'user');
    expect(back.statusCode).toBe(200);
    expect(json(back).message).toBe('The account is now a customer');
    // The same role again changes nothing and logs nothing.
    expect((await setRole(rider.id, 'user')).statusCode).toBe(200);

    const rows = await auditOf(rider.id);
    expect(rows.map((r) => ({ action: r.action, before: r.before, after: r.after, actor: r.actor?._id }))).toEqual([
      { action: 'user.role_changed', before: { role: 'user' }, after: { role: 'staff' }, actor: admin.id },
      { action: 'user.role_changed', before: { role: 'staff' }, after: { role: 'user' }, actor: admin.id },
    ]);
    expect(rows[0]!.subject.label).toBe(`Sadia Counter <${rider.email}>`);
  });

  it('says it in Bangla to a Bangla admin', async () => {
    const rider = await t.customer();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${rider.id}/role`,
      headers: { authorization: `Bearer ${admin.token}`, cookie: 'lang=bn' },
      payload: { role: 'staff' },
    });
    expect(json(res).message).toBe('এটি এখন দোকানের কর্মীর অ্যাকাউন্ট');
  });

  it('refuses an admin’s own role, and lets another admin change it', async () => {
    const own = await setRole(admin.id, 'user');
    expect(own.statusCode).toBe(403);
    expect(json(own)).toMatchObject({
      code: 'OWN_ROLE_UNCHANGEABLE',
      errorMessage: [{ path: 'id', message: 'You cannot change your own role: another admin must do it' }],
    });
    expect(json(await t.api('GET', '/api/users/me', admin.token)).role).toBe('admin');

    const other = await t.admin();
    const demoted = await setRole(other.id, 'staff');
    expect(demoted.statusCode, demoted.body).toBe(200);
    // The other admin's next request is a staff member's: the admins' list is closed to it.
    expect((await t.api('GET', '/api/users/allusers', other.token)).statusCode).toBe(403);
    expect((await setRole(other.id, 'admin')).statusCode).toBe(200);
    expect((await t.api('GET', '/api/users/allusers', other.token)).statusCode).toBe(200);
  });

  it('is for admins only: a customer or a staff member gets 403 even with a body that is wrong, a visitor 401', async () => {
    const rider = await t.customer();
    const staff = await t.customer();
    await setRole(staff.id, 'staff');
    for (const caller of [rider, staff]) {
      for (const body of [{ role: 'admin' }, { role: 'owner' }, { nothing: true }]) {
        const res = await setRole(caller.id, body.role, caller.token);
        expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(403);
        expect(json(res).code).toBe('FORBIDDEN');
      }
    }
    expect(json(await setRole(rider.id, 'admin', staff.token)).errorMessage[0].message).toBe(
      'Only an admin can do this',
    );
    expect((await t.api('PATCH', `/api/users/${rider.id}/role`, undefined, { role: 'staff' })).statusCode).toBe(401);
    expect(json(await t.api('GET', '/api/users/me', rider.token)).role).toBe('user');
  });

  it('refuses a role that is not one, an unknown or deleted account, and a malformed id', async () => {
    const rider = await t.customer();
    const bad = await setRole(rider.id, 'owner');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorMessage[0]).toEqual({ path: 'role', message: "role must be 'user', 'staff' or 'admin'" });
    expect((await t.api('PATCH', `/api/users/${rider.id}/role`, admin.token, {})).statusCode).toBe(400);
    expect((await t.api('PATCH', `/api/users/${rider.id}/role`, admin.token, { role: 'staff', x: 1 })).statusCode).toBe(
      400,
    );
    expect((await setRole('00000000-0000-4000-8000-000000000000', 'staff')).statusCode).toBe(404);
    expect((await setRole('not-a-uuid', 'staff')).statusCode).toBe(400);
    const gone = await t.customer();
    expect((await t.api('DELETE', `/api/users/${gone.id}`, admin.token)).statusCode).toBe(200);
    expect((await setRole(gone.id, 'staff')).statusCode).toBe(404);
  });

  it('keeps the spec’s promote call: a customer or a staff member becomes an admin, logged with the role before', async () => {
    const rider = await t.customer();
    const staff = await t.customer();
    await setRole(staff.id, 'staff');
    for (const [account, before] of [
      [rider, 'user'],
      [staff, 'staff'],
    ] as const) {
      const res = await t.api('PUT', `/api/users/user/${account.id}`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).message).toBe('User promoted to admin successfully');
      expect(json(await t.api('GET', '/api/users/me', account.token)).role).toBe('admin');
      const promoted = (await auditOf(account.id)).filter((r) => r.action === 'user.promoted');
      expect(promoted.map((r) => [r.before, r.after])).toEqual([[{ role: before }, { role: 'admin' }]]);
    }
    expect((await t.api('PUT', `/api/users/user/${rider.id}`, admin.token)).statusCode).toBe(409);
  });
});

describe('a role counts from the next request, with the same token', () => {
  it('staff reach the counter’s calls and lose them when made a customer again; admins keep theirs', async () => {
    const person = await t.customer();
    const customers = () => t.api('GET', '/api/customers', person.token);
    expect((await customers()).statusCode).toBe(403);
    await setRole(person.id, 'staff');
    expect((await customers()).statusCode).toBe(200);
    // Staff are not admins: the admin's calls stay closed.
    const adminOnly = await t.api('GET', '/api/users/allusers', person.token);
    expect(adminOnly.statusCode).toBe(403);
    expect(json(adminOnly).errorMessage[0].message).toBe('Only an admin can do this');
    await setRole(person.id, 'user');
    const again = await customers();
    expect(again.statusCode).toBe(403);
    expect(json(again)).toMatchObject({
      code: 'FORBIDDEN',
      errorMessage: [{ message: 'Only the shop’s staff or an admin can do this' }],
    });
    expect((await t.api('GET', '/api/customers', admin.token)).statusCode).toBe(200);
  });

  it('staff cannot book a bike in their own name, as admins cannot', async () => {
    const person = await t.customer();
    await setRole(person.id, 'staff');
    const bike = await t.bike(admin.token);
    const res = await t.book(person.token, bike._id);
    expect(res.statusCode).toBe(403);
    expect(json(res).errorMessage[0].message).toBe('Staff cannot book a bike in their own name');
  });
});
