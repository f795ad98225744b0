import type { User } from '@bond/contract/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ADMIN_LOCKED_NOTE, UserManagement } from './user-management.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = (name: string, role: User['role'], n: number): User => ({
  _id: `40000000-0000-4000-8000-00000000000${n}`,
  name,
  email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
  phone: `0171100000${n}`,
  address: 'Dhanmondi, Dhaka',
  role,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const rowOf = (name: string) => screen.getAllByText(name)[0]?.closest('tr') as HTMLElement;

describe('UserManagement', { timeout: 15_000 }, () => {
  it('offers Promote and Delete for customers only and says why not for admins', async () => {
    const list = [user('Shop Owner', 'admin', 1), user('Rina Akter', 'user', 2)];
    mockApi({ 'GET /api/users/allusers': () => json({ success: true, message: 'ok', data: list }) });
    renderWithApp(<UserManagement />);
    await screen.findAllByText('Rina Akter');
    for (const header of ['Name', 'Email', 'Phone', 'Role', 'Manage']) {
      expect(screen.getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    const admin = within(rowOf('Shop Owner'));
    expect(admin.getByText(ADMIN_LOCKED_NOTE)).toBeInTheDocument();
    expect(admin.queryByRole('button')).not.toBeInTheDocument();
    const customer = within(rowOf('Rina Akter'));
    expect(customer.getByRole('button', { name: 'Promote Rina Akter' })).toBeInTheDocument();
    expect(customer.getByRole('button', { name: 'Delete Rina Akter' })).toBeInTheDocument();
  });

  it('promotes after confirming, with the server message as a toast', async () => {
    const rina = user('Rina Akter', 'user', 2);
    let promoted = false;
    const { calls } = mockApi({
      'GET /api/users/allusers': () =>
        json({ success: true, message: 'ok', data: [{ ...rina, role: promoted ? 'admin' : 'user' }] }),
      [`PUT /api/users/user/${rina._id}`]: () => {
        promoted = true;
        return json({ success: true, message: 'User promoted to admin successfully' });
      },
    });
    const u = userEvent.setup();
    renderWithApp(<UserManagement />);
    await u.click(await screen.findByRole('button', { name: 'Promote Rina Akter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promote to admin ?' });
    await u.click(within(dialog).getByRole('button', { name: 'Yes, Promote' }));
    expect(await screen.findByText('User promoted to admin successfully')).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_LOCKED_NOTE)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it("prefixes refusals with the spec's texts", async () => {
    const rina = user('Rina Akter', 'user', 2);
    mockApi({
      'GET /api/users/allusers': () => json({ success: true, message: 'ok', data: [rina] }),
      [`PUT /api/users/user/${rina._id}`]: () =>
        json(errorBody('This user is already an admin', 'ADMIN_IMMUTABLE'), 409),
      [`DELETE /api/users/${rina._id}`]: () =>
        json(
          errorBody('This customer has a booking, a bike out on rent or an unpaid balance', 'USER_HAS_OPEN_RENTALS'),
          409,
        ),
    });
    const u = userEvent.setup();
    renderWithApp(<UserManagement />);
    await u.click(await screen.findByRole('button', { name: 'Promote Rina Akter' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Promote' }));
    expect(await screen.findByText('Error Promoting User: This user is already an admin')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Delete Rina Akter' }));
    const dialog = await screen.findByRole('dialog', { name: 'ARE YOU SURE ?' });
    await u.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(
      await screen.findByText(
        'Error deleting User: This customer has a booking, a bike out on rent or an unpaid balance',
      ),
    ).toBeInTheDocument();
  });
});
