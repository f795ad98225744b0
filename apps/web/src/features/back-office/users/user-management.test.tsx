import type { User } from '@bond/contract/users';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { SEARCH_DEBOUNCE_MS, USERS_PAGE_SIZE, UserManagement } from './user-management.tsx';

const ADMIN_LOCKED_NOTE = 'Admins cannot be promoted or deleted';
const SEARCH_CUSTOMERS = 'Search customers';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = (name: string, role: User['role'], n: number): User => ({
  _id: `40000000-0000-4000-8000-00000000000${n}`,
  name,
  email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
  phone: `0171100000${n}`,
  address: 'Dhanmondi, Dhaka',
  role,
  reminderChannel: 'sms',
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

  it('makes a customer staff after confirming, and a staff member a customer again', async () => {
    const rina = user('Rina Akter', 'user', 2);
    let role: User['role'] = 'user';
    const { calls } = mockApi({
      'GET /api/users/allusers': () => json({ success: true, message: 'ok', data: [{ ...rina, role }] }),
      [`PATCH /api/users/${rina._id}/role`]: (call) => {
        role = (call.body as { role: User['role'] }).role;
        return json({ success: true, message: 'Role changed' });
      },
    });
    const u = userEvent.setup();
    renderWithApp(<UserManagement />);
    await u.click(await screen.findByRole('button', { name: 'Make Rina Akter staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make staff?' });
    await u.click(within(dialog).getByRole('button', { name: 'Yes, make staff' }));
    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(await within(rowOf('Rina Akter')).findByText('Staff')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Make Rina Akter a customer' }));
    const back = await screen.findByRole('dialog', { name: 'Make a customer again?' });
    await u.click(within(back).getByRole('button', { name: 'Yes, make customer' }));
    expect(await within(rowOf('Rina Akter')).findByText('User')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ role: 'staff' }, { role: 'user' }]);
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

  it('searches the server (name, e-mail or phone) once typing pauses, not at every key', async () => {
    const rina = user('Rina Akter', 'user', 2);
    const { calls } = mockApi({
      'GET /api/users/allusers': ({ query }) => {
        const search = query.get('search');
        const data = !search || rina.phone.includes(search) ? [rina] : [];
        return json({
          success: true,
          message: 'ok',
          data,
          meta: { page: 1, pageSize: 20, total: data.length, pageCount: 1 },
        });
      },
    });
    renderWithApp(<UserManagement />);
    await screen.findAllByText('Rina Akter');
    expect(calls[0]?.query.has('search')).toBe(false);
    expect(calls[0]?.query.get('pageSize')).toBe(String(USERS_PAGE_SIZE));
    const searches = () => calls.filter((c) => c.query.has('search')).map((c) => c.query.get('search'));

    const box = screen.getByRole('searchbox', { name: SEARCH_CUSTOMERS });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Four keys, each sooner than the pause after the one before.
    for (const text of ['1', '17', '171']) {
      fireEvent.change(box, { target: { value: text } });
      await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    }
    fireEvent.change(box, { target: { value: '1711' } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(searches()).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    // One request for the whole text, none for '1', '17' or '171'.
    await waitFor(() => expect(searches()).toEqual(['1711']));
    expect(screen.getAllByText('Rina Akter').length).toBeGreaterThan(0);

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No customers match “zzz”')).toBeInTheDocument();
    expect(searches()).toEqual(['1711', 'zzz']);
  });

  it('pages the accounts and goes back to the first page for a new search', async () => {
    const people = Array.from({ length: 25 }, (_, i) => user(`Person ${String(i + 1).padStart(2, '0')}`, 'user', 1));
    const { calls } = mockApi({
      'GET /api/users/allusers': ({ query }) => {
        const search = query.get('search') ?? '';
        const matching = people.filter((p) => p.name.includes(search));
        const page = Number(query.get('page'));
        const size = Number(query.get('pageSize'));
        return json({
          success: true,
          message: 'ok',
          data: matching.slice((page - 1) * size, page * size).map((p, i) => ({ ...p, _id: `${p._id}-${page}-${i}` })),
          meta: {
            page,
            pageSize: size,
            total: matching.length,
            pageCount: Math.max(1, Math.ceil(matching.length / size)),
          },
        });
      },
    });
    const u = userEvent.setup();
    renderWithApp(<UserManagement />);
    await screen.findByText('Person 01');
    const pager = screen.getByRole('navigation', { name: 'User pages' });
    expect(pager).toHaveTextContent('Page 1 of 2 · 25 users');
    await u.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person 21')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('page')).toBe('2');

    fireEvent.change(screen.getByRole('searchbox', { name: SEARCH_CUSTOMERS }), { target: { value: 'Person 1' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('search')).toBe('Person 1'));
    expect(calls.at(-1)?.query.get('page')).toBe('1');
    expect(await screen.findByText('Person 10')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'User pages' })).not.toBeInTheDocument();
  });
});

describe('UserManagement in Bangla', { timeout: 15_000 }, () => {
  it('shows the accounts, the search and the promote dialog in Bangla', async () => {
    await inBangla();
    const list = [user('Shop Owner', 'admin', 1), user('Rina Akter', 'user', 2)];
    mockApi({ 'GET /api/users/allusers': () => json({ success: true, message: 'ok', data: list }) });
    const u = userEvent.setup();
    const { container } = renderWithApp(<UserManagement />);
    const table = await screen.findByRole('table', { name: 'ব্যবহারকারী' });
    for (const header of ['নাম', 'ই-মেইল', 'ফোন', 'ভূমিকা', 'ম্যানেজ']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('searchbox', { name: 'কাস্টমার খুঁজুন' })).toHaveAttribute(
      'placeholder',
      'নাম, ই-মেইল বা ফোন নম্বর',
    );
    expect(within(rowOf('Shop Owner')).getByText('অ্যাডমিনকে প্রমোট বা ডিলিট করা যায় না')).toBeInTheDocument();
    expect(within(rowOf('Shop Owner')).getByText('অ্যাডমিন')).toBeInTheDocument();
    expect(within(rowOf('Rina Akter')).getByText('ব্যবহারকারী')).toBeInTheDocument();
    expect(englishLeftIn(container, ['Shop Owner', 'Rina Akter'])).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Rina Akter-কে প্রমোট করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'অ্যাডমিন বানাবেন?' });
    expect(within(dialog).getByRole('button', { name: 'হ্যাঁ, প্রমোট করুন' })).toBeInTheDocument();
    expect(englishLeftIn(dialog, ['Rina Akter'])).toEqual([]);
  });
});
