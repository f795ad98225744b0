import type { BalanceFacts } from '@bond/contract/messages/words';
import type { Rental } from '@bond/contract/rentals';
import { say } from '@bond/contract/say';
import type { CustomerSummary, User } from '@bond/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CUSTOMER_RENTALS_PAGE_SIZE } from './customer-dialog.tsx';
import { UserManagement } from './user-management.tsx';

beforeAll(() => {
  // Times must read in Dhaka whatever the browser's zone.
  process.env.TZ = 'Europe/London';
});

const NO_CUSTOMER_RENTALS = 'No rentals yet';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rina: User = {
  _id: '40000000-0000-4000-8000-000000000002',
  name: 'Rina Akter',
  email: 'rina.akter@example.com',
  phone: '+880 1711-000002',
  address: 'House 12, Road 4, Dhanmondi, Dhaka',
  role: 'user',
  reminderChannel: 'sms',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const summary: CustomerSummary = {
  ...rina,
  deactivatedAt: null,
  openBalance: 400,
  refundsDue: 30,
  rentalCount: 12,
  openRentalCount: 1,
};

let n = 0;
function rental(overrides: Partial<Rental>): Rental {
  n += 1;
  return {
    _id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: rina._id,
    bikeId: '30000000-0000-4000-8000-000000000001',
    startTime: '2026-11-22T04:30:00.000Z',
    endTime: '2026-11-22T08:30:00.000Z',
    returnTime: null,
    totalCost: 0,
    rentalCharge: null,
    isReturned: false,
    payment: false,
    advancePayment: true,
    status: 'active',
    isOverdue: false,
    holdExpiresAt: null,
    createdAt: '2026-11-22T04:20:00.000Z',
    bike: {
      _id: '30000000-0000-4000-8000-000000000001',
      name: `Yamaha FZS ${n}`,
      brand: 'Yamaha',
      model: 'FZS',
      image: '/media/bikes/yamaha-fzs-v3.svg',
      pricePerHour: 150,
    },
    user: { _id: rina._id, name: rina.name, email: rina.email, phone: rina.phone },
    refunds: [],
    ...overrides,
  };
}

const unpaid = rental({
  status: 'returned',
  isReturned: true,
  returnTime: '2026-11-22T06:30:00.000Z',
  rentalCharge: 500,
  totalCost: 400,
  bike: { ...rental({}).bike, name: 'Honda Hornet 2.0' },
});
const out = rental({ isOverdue: true, bike: { ...rental({}).bike, name: 'Suzuki Gixxer' } });
const older = Array.from({ length: 10 }, (_, i) =>
  rental({ status: 'cancelled', bike: { ...out.bike, name: `Old ${i}` } }),
);

function serve() {
  return mockApi({
    'GET /api/users/allusers': () => json({ success: true, message: 'ok', data: [rina] }),
    [`GET /api/users/${rina._id}`]: () => json({ success: true, message: 'ok', data: summary }),
    'GET /api/rentals/all': ({ query }) => {
      const all = [unpaid, out, ...older];
      const page = Number(query.get('page'));
      const size = Number(query.get('pageSize'));
      return json({
        success: true,
        message: 'ok',
        data: all.slice((page - 1) * size, page * size),
        meta: { page, pageSize: size, total: all.length, pageCount: Math.ceil(all.length / size) },
      });
    },
  });
}

describe('the customer view in User Management', { timeout: 20_000 }, () => {
  it('opens from the name with contact links, address, money owed both ways, counts and the rentals', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderWithApp(<UserManagement />);
    const opener = await screen.findByRole('button', { name: 'Rina Akter: open customer' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Rina Akter' });

    expect(await within(dialog).findByRole('link', { name: '+880 1711-000002' })).toHaveAttribute(
      'href',
      'tel:+8801711000002',
    );
    expect(within(dialog).getByRole('link', { name: 'rina.akter@example.com' })).toHaveAttribute(
      'href',
      'mailto:rina.akter@example.com',
    );
    const facts = within(dialog.querySelector('dl') as HTMLElement);
    const fact = (term: string) => facts.getByText(term).nextElementSibling;
    expect(fact('Address')).toHaveTextContent('House 12, Road 4, Dhanmondi, Dhaka');
    expect(fact('Open balance')).toHaveTextContent('400 BDT');
    expect(fact('Refunds due')).toHaveTextContent('30 BDT');
    expect(fact('Rentals')).toHaveTextContent('12 rentals (1 open)');
    expect(calls.some((c) => c.path === `/api/users/${rina._id}`)).toBe(true);

    const table = await within(dialog).findByRole('table', { name: 'Rentals of Rina Akter' });
    for (const header of ['Bike', 'Period', 'State', 'Cost']) {
      expect(within(table).getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    const returned = within(within(table).getByText('Honda Hornet 2.0').closest('tr') as HTMLElement);
    // 04:30 to 06:30 UTC is 10:30 am to 12:30 pm in Dhaka.
    expect(returned.getByText(/10:30.*to.*12:30/i)).toBeInTheDocument();
    expect(returned.getByText('Returned')).toBeInTheDocument();
    expect(returned.getByText('500 BDT')).toBeInTheDocument();
    expect(returned.getByText('400 BDT unpaid')).toBeInTheDocument();
    const overdue = within(within(table).getByText('Suzuki Gixxer').closest('tr') as HTMLElement);
    expect(overdue.getByText('Out on rent, overdue')).toBeInTheDocument();
    expect(overdue.getByText('Not yet calculated')).toBeInTheDocument();

    const asked = calls.find((c) => c.path === '/api/rentals/all');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      customer: rina._id,
      include: 'all',
      page: '1',
      pageSize: String(CUSTOMER_RENTALS_PAGE_SIZE),
    });

    // The rentals page on: 12 rentals, 10 a page.
    const pager = within(dialog).getByRole('navigation', { name: 'Pages of Rina Akter’s rentals' });
    expect(pager).toHaveTextContent('Page 1 of 2 · 12 rentals');
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('Old 9')).toBeInTheDocument();
    expect(within(dialog).queryByText('Honda Hornet 2.0')).not.toBeInTheDocument();

    // Escape closes it and the keyboard is back on the name.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('offers no customer view for an admin, and says when a customer has no rentals', async () => {
    const owner: User = { ...rina, _id: '40000000-0000-4000-8000-000000000001', name: 'Shop Owner', role: 'admin' };
    mockApi({
      'GET /api/users/allusers': () => json({ success: true, message: 'ok', data: [owner, rina] }),
      [`GET /api/users/${rina._id}`]: () =>
        json({
          success: true,
          message: 'ok',
          data: { ...summary, openBalance: 0, rentalCount: 0, openRentalCount: 0 },
        }),
      'GET /api/rentals/all': () =>
        json({ success: true, message: 'ok', data: [], meta: { page: 1, pageSize: 10, total: 0, pageCount: 1 } }),
    });
    const user = userEvent.setup();
    renderWithApp(<UserManagement />);
    await user.click(await screen.findByRole('button', { name: 'Rina Akter: open customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rina Akter' });
    expect(await within(dialog).findByText(NO_CUSTOMER_RENTALS)).toBeInTheDocument();
    expect(within(dialog).getByText('0 rentals (0 open)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Shop Owner/ })).not.toBeInTheDocument();
  });
});

describe('the customer view in Bangla', { timeout: 20_000 }, () => {
  it('shows the facts, money in taka with Bengali digits and the rentals in Bangla', async () => {
    await inBangla();
    serve();
    const user = userEvent.setup();
    renderWithApp(<UserManagement />);
    await user.click(await screen.findByRole('button', { name: 'Rina Akter: কাস্টমারের তথ্য খুলুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rina Akter' });
    expect(dialog).toHaveAccessibleDescription('এই কাস্টমারের যোগাযোগের তথ্য, টাকার হিসাব ও ভাড়াগুলো।');
    await within(dialog).findByRole('link', { name: '+880 1711-000002' });
    const facts = within(dialog.querySelector('dl') as HTMLElement);
    const fact = (term: string) => facts.getByText(term).nextElementSibling;
    expect(fact('বাকি টাকা')).toHaveTextContent('৪০০৳');
    expect(fact('ফেরত পাবেন')).toHaveTextContent('৩০৳');
    expect(fact('ভাড়া')).toHaveTextContent('১২টি ভাড়া (১টি চলছে)');

    const table = await within(dialog).findByRole('table', { name: 'Rina Akter-এর ভাড়া' });
    for (const header of ['বাইক', 'সময়', 'অবস্থা', 'খরচ']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const returned = within(within(table).getByText('Honda Hornet 2.0').closest('tr') as HTMLElement);
    expect(returned.getByText('ফেরত এসেছে')).toBeInTheDocument();
    expect(returned.getByText('৪০০৳ বাকি')).toBeInTheDocument();
    const overdue = within(within(table).getByText('Suzuki Gixxer').closest('tr') as HTMLElement);
    expect(overdue.getByText('ভাড়ায় বাইরে, সময় পেরিয়ে গেছে')).toBeInTheDocument();
    expect(within(dialog).getByRole('navigation', { name: 'Rina Akter-এর ভাড়ার পাতা' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
    const allowed = ['Rina Akter', 'House 12, Road 4, Dhanmondi, Dhaka', 'Honda Hornet', 'Suzuki Gixxer', /^Old \d$/];
    expect(englishLeftIn(dialog, allowed)).toEqual([]);
  });
});

describe('a rental in the customer view', () => {
  it('says its state, its period in Dhaka time and where its money stands', () => {
    expect(say('en', 'rentalStateShort', { status: 'pending', overdue: false })).toBe('Awaiting advance');
    expect(say('en', 'rentalStateShort', { status: 'no_show', overdue: false })).toBe('No-show');
    expect(say('en', 'rentalSpan', { start: new Date('2026-11-22T04:30:00.000Z'), end: null })).toMatch(
      /10:30.*to until returned$/i,
    );
    const base = { status: 'returned' as const, rentalCharge: 70, payment: false, refunds: [] };
    const cost = (rental: BalanceFacts) => say('en', 'rentalBalance', { rental });
    expect(cost({ ...base, totalCost: -30 })).toEqual({ charge: '70 BDT', balance: '30 BDT owed back' });
    expect(cost({ ...base, totalCost: -30, refunds: [{ status: 'refunded' }] }).balance).toBe('30 BDT refunded');
    expect(cost({ ...base, rentalCharge: 1250, totalCost: 1150, payment: true })).toEqual({
      charge: '1,250 BDT',
      balance: 'Balance paid',
    });
    expect(cost({ ...base, rentalCharge: 100, totalCost: 0 }).balance).toBe('Nothing due');
  });
});
