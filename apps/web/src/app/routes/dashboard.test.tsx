import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { makeRental } from '../../components/rentals/rental-fixtures.ts';
import { makeRider } from '../../features/riders/rider-fixtures.ts';
import { routes } from '../routes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const me = (role: 'user' | 'staff' | 'admin') => () =>
  json({
    success: true,
    message: 'Profile retrieved successfully',
    email: `${role}@example.com`,
    role,
    data: {
      _id: '60000000-0000-4000-8000-000000000001',
      name: { admin: 'Shop Owner', staff: 'Counter Clerk', user: 'Demo Customer' }[role],
      email: `${role}@example.com`,
      phone: '01711000002',
      address: 'Dhanmondi, Dhaka',
      role,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  });
const noRentals = () => json({ success: true, message: 'ok', data: [] });
const noStandin = () => json(errorBody('Not found', 'NOT_FOUND'), 404);
const signedIn = (role: 'user' | 'staff' | 'admin') => ({ user: { email: `${role}@example.com`, role } });

describe('/dashboard', { timeout: 15_000 }, () => {
  it("shows staff the counter's dashboard: customers, riders, refunds and the till, and none of the owner's pages", async () => {
    const { calls } = mockApi({
      'GET /api/users/me': me('staff'),
      'GET /api/customers': () => json({ success: true, message: 'ok', data: [] }),
      'GET /api/refunds': () => json({ success: true, message: 'ok', data: [] }),
      'GET /api/riders': () => json({ success: true, message: 'ok', data: [] }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { route: '/dashboard', preloadedState: signedIn('staff') });
    expect(await screen.findByRole('heading', { name: 'Counter Dashboard' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard pages' });
    expect(
      within(sidebar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Welcome Page', 'Today', 'View Profile', 'Customers', 'Riders', 'Refunds', 'Till']);
    await user.click(screen.getByRole('button', { name: 'Customers' }));
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
    // The riders' files waiting for review (docs/product/riders-on-file.md#review).
    await user.click(within(sidebar).getByRole('button', { name: 'Riders' }));
    expect(await screen.findByText('No file is waiting for review.')).toBeInTheDocument();
    // Staff keep no rider documents of their own.
    await user.click(within(sidebar).getByRole('button', { name: 'View Profile' }));
    expect(await screen.findByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rider documents' })).not.toBeInTheDocument();
    // The refunds due, to pay back in cash; the payments an admin checks are not staff's.
    await user.click(within(sidebar).getByRole('button', { name: 'Refunds' }));
    expect(await screen.findByText('Nobody is owed money back right now.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payments to check' })).not.toBeInTheDocument();
    expect(
      calls.some(
        (c) =>
          c.path.startsWith('/api/sms-standin') ||
          c.path === '/api/users/allusers' ||
          c.path === '/api/payments/to-check',
      ),
    ).toBe(false);
  });

  it("shows the customer's dashboard with its three pages and the sidebar toggle", async () => {
    const { calls } = mockApi({
      'GET /api/users/me': me('user'),
      'GET /api/rentals': noRentals,
      'GET /api/riders/me': () =>
        json({
          success: true,
          message: 'ok',
          data: {
            userId: '60000000-0000-4000-8000-000000000001',
            name: 'Demo Customer',
            phone: '+8801711000002',
            email: 'user@example.com',
            status: 'pending',
            nidNumber: '1990123456789',
            licenceNumber: 'DK0123456L00001',
            licenceExpiry: '2028-06-30',
            documents: [],
            missing: { details: false, documents: [] },
            submittedAt: '2026-11-20T04:00:00.000Z',
            reviewedAt: null,
            reviewedBy: null,
            rejectionReason: null,
          },
        }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { route: '/dashboard', preloadedState: signedIn('user') });
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Demo Customer')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Bond Bike Rental')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard pages' });
    expect(
      within(sidebar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Welcome Page', 'View Profile', 'My Rentals']);
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Hide Sidebar' }));
    expect(screen.queryByRole('navigation', { name: 'Dashboard pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Sidebar' }));
    await user.click(screen.getByRole('button', { name: 'View Profile' }));
    expect(await screen.findByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out on every device' })).toBeInTheDocument();
    // The customer's rider documents, in View Profile.
    const riderFile = screen.getByRole('region', { name: 'Rider documents' });
    expect(await within(riderFile).findByText('Waiting for review')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'My Rentals' }));
    expect(await screen.findByText('No unpaid data to show')).toBeInTheDocument();
    // The SMS stand-in is an admin's page: a customer's dashboard does not ask about it.
    expect(calls.some((c) => c.path.startsWith('/api/sms-standin'))).toBe(false);
  });

  it("shows the admin's dashboard by role, without the SMS stand-in where the shop runs none", async () => {
    const { calls } = mockApi({ 'GET /api/users/me': me('admin'), 'GET /api/sms-standin/switches': noStandin });
    renderRoutes(routes, { route: '/dashboard', preloadedState: signedIn('admin') });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard pages' });
    expect(
      within(sidebar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Welcome Page',
      'Today',
      'View Profile',
      'Bike Management',
      'User Management',
      'Return Bike',
      'Schedule',
      'Shop closures',
      'Refunds',
      'Till',
      'Riders',
      'Price Lists',
      'Reports',
      'Messages',
      'Notifications',
      'Audit Log',
    ]);
    expect(await screen.findByText('Shop Owner')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/sms-standin/switches')).toBe(true));
    expect(within(sidebar).queryByRole('button', { name: 'SMS stand-in' })).not.toBeInTheDocument();
  });

  it('offers the admin the SMS stand-in page where the shop runs it, and Notifications beside Messages', async () => {
    mockApi({
      'GET /api/users/me': me('admin'),
      'GET /api/sms-standin/switches': () => json({ success: true, message: 'ok', data: { mode: 'deliver' } }),
      'GET /api/sms-standin/deliveries': () =>
        json({ success: true, message: 'ok', data: [], meta: { page: 1, pageSize: 20, total: 0, pageCount: 1 } }),
      'GET /api/notifications': () =>
        json({ success: true, message: 'ok', data: [], meta: { page: 1, pageSize: 20, total: 0, pageCount: 1 } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { route: '/dashboard', preloadedState: signedIn('admin') });
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard pages' });
    await user.click(await within(sidebar).findByRole('button', { name: 'SMS stand-in' }));
    expect(await screen.findByRole('heading', { name: 'SMS stand-in', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText(/built-in stand-in of SSL Wireless/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Answer to the next SMS')).toHaveValue('deliver');

    await user.click(within(sidebar).getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('No messages have been sent to customers yet.')).toBeInTheDocument();
  });

  it('back from a checkout: says what happened, opens My Rentals and drops the query string', async () => {
    mockApi({ 'GET /api/users/me': me('user'), 'GET /api/rentals': noRentals });
    const { router } = renderRoutes(routes, {
      route: '/dashboard?payment=cancelled&purpose=advance',
      preloadedState: signedIn('user'),
    });
    expect(await screen.findByText(/You cancelled the advance payment/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Rentals' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('tells a customer with a booking what papers are still needed in My Rentals, and opens View Profile', async () => {
    const rider = makeRider({ nidNumber: null });
    mockApi({
      'GET /api/users/me': me('user'),
      'GET /api/rentals': () =>
        json({ success: true, message: 'ok', data: [makeRental({ status: 'booked', endTime: null })] }),
      'GET /api/riders/me': () => json({ success: true, message: 'ok', data: rider }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { route: '/dashboard', preloadedState: signedIn('user') });
    await user.click(await screen.findByRole('button', { name: 'My Rentals' }));
    const notice = await screen.findByRole('note', { name: 'Before we hand you the bike' });
    expect(notice).toHaveTextContent('Still missing: your NID and licence details, NID front');
    await user.click(within(notice).getByRole('link', { name: 'View Profile' }));
    expect(await screen.findByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rider documents' })).toBeInTheDocument();
  });

  it('sends a visitor from /dashboard and /booking to /login', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, { route: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await router.navigate('/booking');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows 'This is booking process page' on /booking with a session", async () => {
    mockApi({});
    renderRoutes(routes, { route: '/booking', preloadedState: signedIn('user') });
    expect(await screen.findByText('This is booking process page')).toBeInTheDocument();
  });

  it('speaks Bangla in the customer’s and the admin’s frame and menus', async () => {
    await inBangla();
    mockApi({
      'GET /api/users/me': me('user'),
      'GET /api/rentals': noRentals,
    });
    const user = userEvent.setup();
    const { unmount } = renderRoutes(routes, { route: '/dashboard', preloadedState: signedIn('user') });
    expect(await screen.findByRole('heading', { level: 1, name: 'ইউজার ড্যাশবোর্ড' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('ইউজার ড্যাশবোর্ড | বন্ড বাইক রেন্টাল'));
    let sidebar = screen.getByRole('navigation', { name: 'ড্যাশবোর্ডের পাতা' });
    expect(
      within(sidebar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['স্বাগতম', 'প্রোফাইল দেখুন', 'আমার ভাড়া']);
    expect(screen.getByRole('heading', { level: 2, name: 'স্বাগতম' })).toBeInTheDocument();
    expect(screen.getByText(/১০০ টাকা অগ্রিম দিয়ে বাইক বুক করুন/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'সাইডবার লুকান' }));
    expect(screen.getByRole('button', { name: 'সাইডবার দেখান' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'সাইডবার দেখান' }));
    sidebar = screen.getByRole('navigation', { name: 'ড্যাশবোর্ডের পাতা' });
    expect(englishLeftIn(sidebar)).toEqual([]);
    const frame = screen.getByRole('heading', { level: 1 }).closest('header');
    expect(frame).not.toBeNull();
    expect(englishLeftIn(frame as HTMLElement)).toEqual([]);
    unmount();

    mockApi({ 'GET /api/users/me': me('admin'), 'GET /api/sms-standin/switches': noStandin });
    renderRoutes(routes, { route: '/dashboard', preloadedState: signedIn('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'অ্যাডমিন ড্যাশবোর্ড' })).toBeInTheDocument();
    sidebar = screen.getByRole('navigation', { name: 'ড্যাশবোর্ডের পাতা' });
    expect(
      within(sidebar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'স্বাগতম',
      'আজ',
      'প্রোফাইল দেখুন',
      'বাইক ম্যানেজমেন্ট',
      'ইউজার ম্যানেজমেন্ট',
      'বাইক ফেরত',
      'সময়সূচি',
      'দোকান বন্ধ',
      'রিফান্ড',
      'ক্যাশ',
      'চালক',
      'দামের তালিকা',
      'রিপোর্ট',
      'মেসেজ',
      'নোটিফিকেশন',
      'অডিট লগ',
    ]);
    expect(screen.getByText(/অডিট লগ"-এ অ্যাডমিনদের প্রতিটি কাজ দেখুন/)).toBeInTheDocument();
    expect(englishLeftIn(sidebar)).toEqual([]);
  });
});
