import type { CounterDay, CounterDayRental } from '@bond/contract/counter';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { CounterToday, shiftShopDate } from './today.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pending: CounterDayRental = {
  _id: '10000000-0000-4000-8000-000000000001',
  customer: { _id: '60000000-0000-4000-8000-000000000001', name: 'Karim Hossain', phone: '+8801711000001' },
  bike: { _id: '30000000-0000-4000-8000-000000000001', name: 'Yamaha FZS V3', deposit: 2000 },
  // 2:00 pm to 6:00 pm in Dhaka; held until 1:15 pm.
  startTime: '2026-11-26T08:00:00.000Z',
  endTime: '2026-11-26T12:00:00.000Z',
  returnTime: null,
  holdExpiresAt: '2026-11-26T07:15:00.000Z',
  handedOverAt: null,
  status: 'pending',
  isOverdue: false,
  due: { purpose: 'advance', amount: 100 },
};
const overdue: CounterDayRental = {
  ...pending,
  _id: '10000000-0000-4000-8000-000000000002',
  customer: { _id: '60000000-0000-4000-8000-000000000002', name: 'Nusrat Jahan', phone: '+8801811000002' },
  bike: { _id: '30000000-0000-4000-8000-000000000002', name: 'Honda Hornet 2.0', deposit: 2000 },
  startTime: '2026-11-25T04:00:00.000Z',
  endTime: '2026-11-25T10:00:00.000Z',
  holdExpiresAt: null,
  handedOverAt: '2026-11-25T04:05:00.000Z',
  status: 'active',
  isOverdue: true,
  due: null,
};
const balance: CounterDayRental = {
  ...pending,
  _id: '10000000-0000-4000-8000-000000000003',
  customer: { _id: '60000000-0000-4000-8000-000000000003', name: 'Rina Akter', phone: '+8801911000003' },
  bike: { _id: '30000000-0000-4000-8000-000000000003', name: 'Suzuki Gixxer', deposit: 2000 },
  returnTime: '2026-11-26T05:00:00.000Z',
  holdExpiresAt: null,
  status: 'returned',
  due: { purpose: 'balance', amount: 450 },
};

const dayOf = (over: Partial<CounterDay> = {}): CounterDay => ({
  date: '2026-11-26',
  isToday: true,
  toHandOver: [pending],
  returnsDue: [overdue],
  balancesDue: [balance],
  ...over,
});
const answer = (day: CounterDay) => json({ success: true, message: 'ok', data: day });

describe('the counter’s day', { timeout: 15_000 }, () => {
  it('moves a Dhaka day back and forth across months and years', () => {
    expect(shiftShopDate('2026-11-26', 1)).toBe('2026-11-27');
    expect(shiftShopDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftShopDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lists the bookings to hand over, the returns due and the balances due, each with who, what and when', async () => {
    mockApi({ 'GET /api/counter/day': () => answer(dayOf()) });
    renderWithApp(<CounterToday />);
    const handOver = await screen.findByRole('region', { name: 'To hand over (1)' });
    const card = within(handOver).getByRole('listitem');
    expect(card).toHaveTextContent('Karim Hossain');
    expect(within(card).getByRole('link', { name: '+8801711000001' })).toHaveAttribute('href', 'tel:+8801711000001');
    expect(card).toHaveTextContent('Yamaha FZS V3');
    expect(card).toHaveTextContent('Awaiting advance');
    expect(card).toHaveTextContent('Nov 26, 2026, 2:00 PM');
    expect(card).toHaveTextContent('Advance due by Nov 26, 2026, 1:15 PM');
    expect(card).toHaveTextContent('Due now: 100 BDT');
    expect(within(card).getByRole('button', { name: 'Take advance from Karim Hossain' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Send Karim Hossain a payment link' })).toBeInTheDocument();

    const returns = screen.getByRole('region', { name: 'Returns due (1)' });
    expect(returns).toHaveTextContent('Nusrat Jahan');
    expect(returns).toHaveTextContent('Overdue');
    // Out on rent: nothing to take before the return, which is the one thing to do.
    expect(
      within(returns)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Take back Honda Hornet 2.0 from Nusrat Jahan']);
    // Awaiting its advance, the booking cannot be handed over yet.
    expect(within(card).queryByRole('button', { name: /^Hand over/ })).not.toBeInTheDocument();

    const balances = screen.getByRole('region', { name: 'Balances due (1)' });
    expect(balances).toHaveTextContent('Due now: 450 BDT');
    expect(within(balances).getByRole('button', { name: 'Take balance from Rina Akter' })).toBeInTheDocument();
    expect(within(balances).queryByRole('button', { name: /payment link/ })).not.toBeInTheDocument();
    expect(screen.getByText('Today, Nov 26, 2026')).toBeInTheDocument();
  });

  it('switches to the previous and the next day, and back to today', async () => {
    const { calls } = mockApi({
      'GET /api/counter/day': (call) => {
        const date = call.query.get('date');
        if (!date) return answer(dayOf());
        return answer(dayOf({ date, isToday: false, toHandOver: [], returnsDue: [], balancesDue: [] }));
      },
    });
    const u = userEvent.setup();
    renderWithApp(<CounterToday />);
    await screen.findByText('Today, Nov 26, 2026');
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('Nov 25, 2026')).toBeInTheDocument();
    expect(screen.getByText('No bookings to hand over on this day')).toBeInTheDocument();
    expect(screen.getByText('No returns due on this day')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: 'Next day' }));
    await u.click(await screen.findByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('Nov 27, 2026')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('Today, Nov 26, 2026')).toBeInTheDocument();
    expect(calls.map((c) => c.query.get('date'))).toEqual(expect.arrayContaining(['2026-11-25', '2026-11-27']));
  });

  it('takes the advance by Send Money with its reference, with an Idempotency-Key, and reads the day again', async () => {
    let paid = false;
    const { calls } = mockApi({
      'GET /api/counter/day': () => answer(paid ? dayOf({ toHandOver: [] }) : dayOf()),
      [`POST /api/rentals/${pending._id}/payments`]: () => {
        paid = true;
        return json({ success: true, message: 'Payment recorded', data: {} }, 201);
      },
    });
    const u = userEvent.setup();
    renderWithApp(<CounterToday />);
    await u.click(await screen.findByRole('button', { name: 'Take advance from Karim Hossain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take the advance' });
    expect(dialog).toHaveTextContent('Karim Hossain (+8801711000001), Yamaha FZS V3');
    expect(dialog).toHaveTextContent('100 BDT');
    // Cash needs no reference; Send Money does.
    expect(within(dialog).queryByLabelText('Transaction ID')).not.toBeInTheDocument();
    await u.selectOptions(within(dialog).getByLabelText('Paid by'), 'bKash Send Money');
    await u.type(within(dialog).getByLabelText('Transaction ID'), ' 8n7a6b5c4d ');
    await u.click(within(dialog).getByRole('button', { name: 'Record 100 BDT' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      purpose: 'advance',
      method: 'bkash_send_money',
      amount: 100,
      reference: '8n7a6b5c4d',
    });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByRole('region', { name: 'To hand over (0)' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/counter/day').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server’s refusal in the dialog: cash without an open till', async () => {
    mockApi({
      'GET /api/counter/day': () => answer(dayOf()),
      [`POST /api/rentals/${balance._id}/payments`]: () =>
        json(errorBody('Open your till for today before taking or paying out cash', 'TILL_NOT_OPEN'), 409),
    });
    const u = userEvent.setup();
    renderWithApp(<CounterToday />);
    await u.click(await screen.findByRole('button', { name: 'Take balance from Rina Akter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take the balance' });
    await u.click(within(dialog).getByRole('button', { name: 'Record 450 BDT' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Open your till for today before taking or paying out cash',
    );
  });

  it('sends a payment link, and says so; a second press within the minute says why not', async () => {
    let sent = 0;
    const { calls } = mockApi({
      'GET /api/counter/day': () => answer(dayOf()),
      [`POST /api/rentals/${pending._id}/payment-link`]: () =>
        (sent += 1) === 1
          ? json({ success: true, message: 'Payment link sent by SMS to +8801711000001', data: {} }, 201)
          : json(
              errorBody(
                'A payment link for this booking was sent less than a minute ago. Send it again in 50 seconds if it has not arrived',
                'PAYMENT_LINK_SENT_RECENTLY',
              ),
              429,
            ),
    });
    const u = userEvent.setup();
    renderWithApp(<CounterToday />);
    const button = await screen.findByRole('button', { name: 'Send Karim Hossain a payment link' });
    await u.click(button);
    expect(await screen.findByText('Payment link sent by SMS to +8801711000001')).toBeInTheDocument();
    await u.click(button);
    expect(await screen.findByText(/sent less than a minute ago/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/payment-link'))).toHaveLength(2);
  });

  it('is all in Bangla on a Bangla page', async () => {
    mockApi({ 'GET /api/counter/day': () => answer(dayOf()) });
    await inBangla();
    const { container } = renderWithApp(<CounterToday />);
    expect(await screen.findByRole('region', { name: 'বাইক বুঝিয়ে দিতে হবে (১)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Karim Hossain-এর কাছ থেকে অগ্রিম নিন' })).toBeInTheDocument();
    expect(
      englishLeftIn(container, ['Karim Hossain', 'Nusrat Jahan', 'Rina Akter', 'Yamaha', 'Honda', 'Suzuki']),
    ).toEqual([]);
  });
});
