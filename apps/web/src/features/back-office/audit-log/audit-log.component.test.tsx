import type { AuditEntry } from '@bond/contract/audit';
import type { User } from '@bond/contract/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi, type ApiCall } from '../../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AUDIT_PAGE_SIZE, AuditLog } from './audit-log.tsx';

const AUDIT_TABLE = 'Audit log';
const NO_AUDIT_ENTRIES = 'No admin actions have been recorded yet.';
const NO_MATCHING_AUDIT_ENTRIES = 'No admin actions match these filters.';
const TO_BEFORE_FROM = 'To must be on or after From';
const BAD_ADMIN_ID = 'Enter an admin’s id as the shop shows it, such as 4c9a0d52-1b7e-4f0a-9d3c-2e8f6a1b5c70';

beforeAll(() => {
  process.env.TZ = 'Europe/London';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const OWNER = '40000000-0000-4000-8000-000000000001';
const account = (name: string, role: User['role'], id: string): User => ({
  _id: id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  phone: '01711000001',
  address: 'Dhaka',
  role,
  reminderChannel: 'sms',
  createdAt: '2026-11-01T00:00:00.000Z',
});
const users = [
  account('Shop Owner', 'admin', OWNER),
  account('Rina Akter', 'user', '40000000-0000-4000-8000-000000000002'),
  account('Second Admin', 'admin', '40000000-0000-4000-8000-000000000003'),
];

const returnEntry: AuditEntry = {
  _id: '7',
  at: '2026-11-22T10:15:00.000Z',
  action: 'rental.returned',
  actor: { _id: OWNER, name: 'Shop Owner', email: 'shop@example.com' },
  clientAddress: '203.0.113.7',
  subject: { type: 'rental', _id: '10000000-0000-4000-8000-000000000001', label: 'Yamaha FZS V3 · Rina Akter' },
  before: { status: 'active' },
  after: { status: 'returned', returnTime: '2026-11-22T10:15:00.000Z', rentalCharge: 600, totalCost: 500 },
};
const priceEntry: AuditEntry = {
  ...returnEntry,
  _id: '6',
  action: 'bike.updated',
  subject: { type: 'bike', _id: '30000000-0000-4000-8000-000000000001', label: 'Yamaha FZS V3' },
  before: { pricePerHour: 150 },
  after: { pricePerHour: 180 },
};

function serve(answer: (call: ApiCall) => AuditEntry[]) {
  return mockApi({
    'GET /api/users/allusers': () => json({ success: true, message: 'ok', data: users }),
    'GET /api/audit': (call) => {
      const data = answer(call);
      return json({
        success: true,
        message: 'ok',
        data,
        meta: { page: 1, pageSize: AUDIT_PAGE_SIZE, total: data.length, pageCount: 1 },
      });
    },
  });
}

const auditCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/audit');

describe('Audit Log', { timeout: 20_000 }, () => {
  it('lists each action newest first: when in Dhaka time, who, what, on what, from where, and the change', async () => {
    const { calls } = serve(() => [returnEntry, priceEntry]);
    renderWithApp(<AuditLog />);
    const table = await screen.findByRole('table', { name: AUDIT_TABLE });
    for (const header of ['When', 'Admin', 'Action', 'Subject', 'Client address', 'Change']) {
      expect(within(table).getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    const row = within(within(table).getByText('Return recorded').closest('tr') as HTMLElement);
    expect(row.getAllByText(/4:15\s?pm/i)[0]).toBeInTheDocument();
    expect(row.getByText('Shop Owner')).toBeInTheDocument();
    expect(row.getByText('shop@example.com')).toBeInTheDocument();
    expect(row.getByText('Yamaha FZS V3 · Rina Akter')).toBeInTheDocument();
    expect(row.getByText('203.0.113.7')).toBeInTheDocument();
    expect(row.getByText('State: Out on rent → Returned')).toBeInTheDocument();
    expect(row.getByText('Total cost: 500 BDT')).toBeInTheDocument();
    const price = within(within(table).getByText('Bike updated').closest('tr') as HTMLElement);
    expect(price.getByText('Price per hour: 150 BDT → 180 BDT')).toBeInTheDocument();
    expect(Object.fromEntries(auditCalls(calls)[0]?.query ?? [])).toEqual({
      page: '1',
      pageSize: String(AUDIT_PAGE_SIZE),
    });
  });

  it('filters by Dhaka days, action and admin, and says when nothing matches', async () => {
    const { calls } = serve(({ query }) =>
      query.get('action') === 'rental.returned' && (query.get('actor') ?? OWNER) === OWNER ? [returnEntry] : [],
    );
    const user = userEvent.setup();
    renderWithApp(<AuditLog />);
    expect(await screen.findByText(NO_AUDIT_ENTRIES)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'Return recorded');
    expect(await screen.findByText('Yamaha FZS V3 · Rina Akter')).toBeInTheDocument();
    expect(auditCalls(calls).at(-1)?.query.get('action')).toBe('rental.returned');

    // Only admins are offered, each with the e-mail; any other admin by id.
    const admin = screen.getByLabelText('Admin');
    const options = within(admin)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All admins',
      'Shop Owner (shop@example.com)',
      'Second Admin (second@example.com)',
      'Another admin, by id…',
    ]);
    await user.selectOptions(admin, 'Second Admin (second@example.com)');
    expect(await screen.findByText(NO_MATCHING_AUDIT_ENTRIES)).toBeInTheDocument();
    expect(auditCalls(calls).at(-1)?.query.get('actor')).toBe('40000000-0000-4000-8000-000000000003');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-22' } });
    await waitFor(() => expect(auditCalls(calls).at(-1)?.query.get('to')).toBe('2026-11-22'));
    expect(Object.fromEntries(auditCalls(calls).at(-1)?.query ?? [])).toEqual({
      page: '1',
      pageSize: String(AUDIT_PAGE_SIZE),
      from: '2026-11-20',
      to: '2026-11-22',
      action: 'rental.returned',
      actor: '40000000-0000-4000-8000-000000000003',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText(NO_AUDIT_ENTRIES)).toBeInTheDocument();
    expect(screen.getByLabelText('Action')).toHaveValue('');
    expect(auditCalls(calls).at(-1)?.query.has('action')).toBe(false);
  });

  it('does not ask the log until the filters make sense', async () => {
    const { calls } = serve(() => [returnEntry]);
    const user = userEvent.setup();
    renderWithApp(<AuditLog />);
    await screen.findByText('Return recorded', { selector: 'td' });
    const asked = () => auditCalls(calls).length;
    const before = asked();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-22' } });
    await waitFor(() => expect(asked()).toBe(before + 1));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-21' } });
    expect(await screen.findByText(TO_BEFORE_FROM)).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText('Admin'), 'Another admin, by id…');
    await user.type(screen.getByLabelText('Admin id'), '4000');
    expect(screen.getByText(BAD_ADMIN_ID)).toBeInTheDocument();
    // The table still shows the last answer; nothing more was asked.
    expect(screen.getByText('Return recorded', { selector: 'td' })).toBeInTheDocument();
    expect(asked()).toBe(before + 1);
  });
});

describe('Audit Log in Bangla', { timeout: 20_000 }, () => {
  it('shows the filters, the table and each change in Bangla, with taka in Bengali digits', async () => {
    await inBangla();
    serve(() => [returnEntry, priceEntry]);
    const { container } = renderWithApp(<AuditLog />);
    const table = await screen.findByRole('table', { name: 'অডিট লগ' });
    for (const header of ['কখন', 'অ্যাডমিন', 'কাজ', 'কীসের ওপর', 'ক্লায়েন্টের ঠিকানা', 'বদল']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(within(table).getByText('ফেরত লেখা হয়েছে').closest('tr') as HTMLElement);
    expect(row.getByText('অবস্থা: ভাড়ায় বাইরে → ফেরত এসেছে')).toBeInTheDocument();
    expect(row.getByText('মোট খরচ: ৫০০৳')).toBeInTheDocument();
    expect(row.getByText(/^ফেরতের সময়: ২২ নভে, ২০২৬, ৪:১৫/)).toBeInTheDocument();
    const price = within(within(table).getByText('বাইক আপডেট হয়েছে').closest('tr') as HTMLElement);
    expect(price.getByText('ঘণ্টাপ্রতি ভাড়া: ১৫০৳ → ১৮০৳')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'অডিট লগ ফিল্টার করুন' })).toBeInTheDocument();
    expect(screen.getByLabelText('কাজ')).toHaveDisplayValue('সব কাজ');
    expect(screen.getByRole('button', { name: 'ফিল্টার মুছুন' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByLabelText('অ্যাডমিন')).getAllByRole('option').at(-1)).toHaveTextContent(
        'অন্য অ্যাডমিন, আইডি দিয়ে…',
      ),
    );
    const names = ['Shop Owner', 'Second Admin', 'Yamaha FZS V3', 'Rina Akter'];
    expect(englishLeftIn(container, names)).toEqual([]);
  });
});
