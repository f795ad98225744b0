import type { Customer } from '@bond/contract/customers';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { CounterCustomers, SEARCH_DEBOUNCE_MS } from './customers.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const customer = (name: string, phone: string, n: number): Customer => ({
  _id: `70000000-0000-4000-8000-00000000000${n}`,
  name,
  email: n === 2 ? '' : `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
  phone,
  address: n === 2 ? '' : 'Mirpur 10, Dhaka',
  role: 'user',
  reminderChannel: 'sms',
  createdAt: '2026-11-01T00:00:00.000Z',
  riderStatus: n === 1 ? 'approved' : 'none',
});

const RINA = customer('Rina Akter', '+8801711000001', 1);
const KARIM = customer('Karim Walk-in', '+8801811000002', 2);

describe('the counter’s customers', { timeout: 15_000 }, () => {
  it('asks the server once typing pauses, by a phone typed any way, and lists who it finds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({
      'GET /api/customers': (call) =>
        json({ success: true, message: 'ok', data: call.query.get('search') ? [KARIM] : [RINA, KARIM] }),
    });
    renderWithApp(<CounterCustomers />);
    expect(await screen.findByText('Rina Akter')).toBeInTheDocument();
    // Karim has no e-mail or address: the row says so with a dash.
    expect(within(screen.getByText('Karim Walk-in').closest('tr') as HTMLElement).getAllByText('—')).toHaveLength(2);
    // Whether each rider's papers are approved, before they reach the desk.
    expect(
      within(screen.getByText('Rina Akter').closest('tr') as HTMLElement).getByText('Approved'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByText('Karim Walk-in').closest('tr') as HTMLElement).getByText('Not complete'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Phone, name or e-mail'), { target: { value: '01811 000' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50));
    await vi.waitFor(() => expect(screen.queryByText('Rina Akter')).not.toBeInTheDocument());
    expect(screen.getByText('Karim Walk-in')).toBeInTheDocument();
    const searches = calls.filter((c) => c.method === 'GET').map((c) => c.query.get('search'));
    expect(searches).toEqual([null, '01811 000']);
  });

  it('adds a rider who is not found, the number typed in the search ready in the form', async () => {
    let added: unknown;
    mockApi({
      'GET /api/customers': () => json({ success: true, message: 'ok', data: added ? [KARIM] : [] }),
      'POST /api/customers': (call) => {
        added = call.body;
        return json({ success: true, message: 'Customer added', data: KARIM }, 201);
      },
    });
    const u = userEvent.setup();
    renderWithApp(<CounterCustomers />);
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Phone, name or e-mail'), '01811000002');
    await u.click(screen.getByRole('button', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('01811000002');
    await u.type(within(dialog).getByLabelText('Name'), 'Karim Walk-in');
    await u.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await screen.findByText('Customer added')).toBeInTheDocument();
    // The contract's schema sends the number in the form the shop keeps; empty optional fields are left out.
    expect(added).toEqual({ name: 'Karim Walk-in', phone: '+8801811000002' });
    expect(await screen.findByText('Karim Walk-in')).toBeInTheDocument();
  });

  it('refuses a foreign number before asking, and shows the server’s refusal of a number taken', async () => {
    const { calls } = mockApi({
      'GET /api/customers': () => json({ success: true, message: 'ok', data: [] }),
      'POST /api/customers': () => json(errorBody('This phone number is already on an account', 'PHONE_TAKEN'), 409),
    });
    const u = userEvent.setup();
    renderWithApp(<CounterCustomers />);
    await u.click(await screen.findByRole('button', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await u.type(within(dialog).getByLabelText('Name'), 'Visitor');
    await u.type(within(dialog).getByLabelText('Mobile number'), '+44 7700 900123');
    await u.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await u.clear(within(dialog).getByLabelText('Mobile number'));
    await u.type(within(dialog).getByLabelText('Mobile number'), '01711000001');
    await u.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByText('This phone number is already on an account')).toBeInTheDocument();
  });

  it('is all in Bangla on a Bangla page', async () => {
    mockApi({ 'GET /api/customers': () => json({ success: true, message: 'ok', data: [RINA] }) });
    await inBangla();
    const { container } = renderWithApp(<CounterCustomers />);
    expect(await screen.findByText('Rina Akter')).toBeInTheDocument();
    expect(screen.getByLabelText('ফোন, নাম বা ই-মেইল')).toBeInTheDocument();
    expect(
      englishLeftIn(container, [
        'Rina Akter',
        'rina.akter@example.com',
        '+8801711000001',
        'Mirpur 10, Dhaka',
        '01711 000001',
      ]),
    ).toEqual([]);
  });
});
