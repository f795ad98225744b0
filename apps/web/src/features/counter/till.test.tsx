import type { Till, TillMovement } from '@bond/contract/counter';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { CounterTill, takaTyped } from './till.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (over: Partial<Till> = {}): Till => ({
  _id: '80000000-0000-4000-8000-000000000001',
  staff: { _id: '60000000-0000-4000-8000-000000000002', name: 'Counter Clerk' },
  date: '2026-11-26',
  status: 'open',
  openingFloat: 500,
  cashIn: 1600,
  cashOut: 250,
  expectedCash: 1850,
  countedCash: null,
  difference: null,
  openedAt: '2026-11-26T03:00:00.000Z',
  closedAt: null,
  movements: [],
  ...over,
});

const CLERK = { _id: '60000000-0000-4000-8000-000000000002', name: 'Counter Clerk' };
const rentalOf = (n: number, customer: string, bike: string) => ({
  _id: `70000000-0000-4000-8000-00000000000${n}`,
  customer: { _id: `50000000-0000-4000-8000-00000000000${n}`, name: customer },
  bike: { _id: `40000000-0000-4000-8000-00000000000${n}`, name: bike },
});

/** The day's movements as the server gives them, oldest first: 1,600 BDT in, 250 BDT out. */
const MOVEMENTS: TillMovement[] = [
  {
    direction: 'in',
    _id: '90000000-0000-4000-8000-000000000001',
    at: '2026-11-26T04:15:00.000Z',
    amount: 100,
    purpose: 'advance',
    rental: rentalOf(1, 'Nasrin Akter', 'Hero Hunk'),
    by: CLERK,
  },
  {
    direction: 'out',
    _id: '90000000-0000-4000-8000-000000000002',
    at: '2026-11-26T06:40:00.000Z',
    amount: 250,
    reason: 'cancelled',
    rental: rentalOf(2, 'Sadia Rahman', 'Bajaj Pulsar'),
    by: CLERK,
  },
  {
    direction: 'in',
    _id: '90000000-0000-4000-8000-000000000003',
    at: '2026-11-26T11:05:00.000Z',
    amount: 1500,
    purpose: 'balance',
    rental: rentalOf(3, 'Karim Ahmed', 'Yamaha FZS'),
    by: { _id: '60000000-0000-4000-8000-000000000009', name: 'Shop Owner' },
  },
];

const noTill = () => json(errorBody('Till not found', 'NOT_FOUND'), 404);

describe('the clerk’s till', { timeout: 15_000 }, () => {
  it('reads taka typed with separators or Bangla digits, and nothing else', () => {
    expect(takaTyped('1,500')).toBe(1500);
    expect(takaTyped('৫০০')).toBe(500);
    expect(takaTyped(' 0 ')).toBe(0);
    for (const typed of ['', '-5', '12.5', '5 taka', '1e3']) expect(takaTyped(typed)).toBeNull();
  });

  it('opens today’s till with the float, refusing what is not whole taka', async () => {
    let till: Till | undefined;
    const { calls } = mockApi({
      'GET /api/tills/current': () => (till ? json({ success: true, message: 'ok', data: till }) : noTill()),
      'POST /api/tills': (call) => {
        const { openingFloat } = call.body as { openingFloat: number };
        till = open({ openingFloat, cashIn: 0, cashOut: 0, expectedCash: openingFloat });
        return json({ success: true, message: 'Till opened', data: till }, 201);
      },
    });
    const u = userEvent.setup();
    renderWithApp(<CounterTill />);
    expect(await screen.findByText(/Your till is not open today/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Open till' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open till' });
    await u.type(within(dialog).getByLabelText('Cash in the drawer (BDT)'), 'five hundred');
    await u.click(within(dialog).getByRole('button', { name: 'Open till' }));
    expect(within(dialog).getByText('Enter whole taka, such as 500')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await u.clear(within(dialog).getByLabelText('Cash in the drawer (BDT)'));
    await u.type(within(dialog).getByLabelText('Cash in the drawer (BDT)'), '1,000');
    await u.click(within(dialog).getByRole('button', { name: 'Open till' }));
    expect(await screen.findByText('Till opened')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ openingFloat: 1000 });
    expect(await screen.findByText('Cash expected in the drawer')).toBeInTheDocument();
  });

  it('shows the day’s cash and closes with the count, saying the difference', async () => {
    let till = open();
    mockApi({
      'GET /api/tills/current': () =>
        till.status === 'open' ? json({ success: true, message: 'ok', data: till }) : noTill(),
      [`POST /api/tills/${till._id}/close`]: (call) => {
        const { countedCash } = call.body as { countedCash: number };
        till = { ...till, status: 'closed', countedCash, difference: countedCash - till.expectedCash };
        return json({ success: true, message: 'Till closed', data: till });
      },
    });
    const u = userEvent.setup();
    renderWithApp(<CounterTill />);
    const expected = await screen.findByText('Cash expected in the drawer');
    expect(expected.nextElementSibling).toHaveTextContent('1,850 BDT');
    expect(screen.getByText('Cash paid out').nextElementSibling).toHaveTextContent('250 BDT');
    await u.click(screen.getByRole('button', { name: 'Close till' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close till' });
    await u.type(within(dialog).getByLabelText('Cash counted (BDT)'), '1800');
    await u.click(within(dialog).getByRole('button', { name: 'Close till' }));
    expect(
      await screen.findByText('Till closed: 1,800 BDT counted, 1,850 BDT expected, difference −50 BDT'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Your till is not open today/)).toBeInTheDocument();
  });

  it('lists the day’s cash in and out, newest last: Dhaka time, rental, purpose, signed amount and who', async () => {
    mockApi({
      'GET /api/tills/current': () => json({ success: true, message: 'ok', data: open({ movements: MOVEMENTS }) }),
    });
    renderWithApp(<CounterTill />);
    const list = await screen.findByRole('table', {
      name: 'Each cash payment into your till and each refund paid out of it, newest last',
    });
    expect(screen.getByRole('heading', { name: 'Cash in and out today' })).toBeInTheDocument();
    for (const header of ['Time', 'Customer and bike', 'For', 'In (+) or out (−)', 'By']) {
      expect(within(list).getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    const rows = within(list).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [expect.stringContaining('10:15'), 'Nasrin AkterHero Hunk', 'Advance', '+100 BDT', 'Counter Clerk'],
      [
        expect.stringContaining('12:40'),
        'Sadia RahmanBajaj Pulsar',
        'Refund: Booking cancelled with the advance owed back',
        '−250 BDT',
        'Counter Clerk',
      ],
      [expect.stringContaining('5:05'), 'Karim AhmedYamaha FZS', 'Balance', '+1,500 BDT', 'Shop Owner'],
    ]);
    expect(within(rows[0]!).getByText('+100 BDT')).toHaveClass('text-green-800');
    expect(within(rows[1]!).getByText('−250 BDT')).toHaveClass('text-red-800');
    // On a phone each row is a card whose lines are led by the column's name.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['Time', 'Customer and bike', 'For', 'In (+) or out (−)', 'By']);
  });

  it('says so while no cash has moved', async () => {
    mockApi({ 'GET /api/tills/current': () => json({ success: true, message: 'ok', data: open() }) });
    renderWithApp(<CounterTill />);
    expect(await screen.findByText('No cash has gone in or out of your till yet.')).toBeInTheDocument();
  });

  it('is all in Bangla on a Bangla page', async () => {
    mockApi({
      'GET /api/tills/current': () => json({ success: true, message: 'ok', data: open({ movements: MOVEMENTS }) }),
    });
    await inBangla();
    const { container } = renderWithApp(<CounterTill />);
    expect(await screen.findByText('ড্রয়ারে যত টাকা থাকার কথা')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'আজ নগদ এসেছে ও গেছে' })).toBeInTheDocument();
    expect(screen.getByText('ফেরত: বুকিং বাতিল, অগ্রিম ফেরত পাওনা')).toBeInTheDocument();
    expect(screen.getByText('−২৫০৳')).toBeInTheDocument();
    expect(screen.getByText('+১,৫০০৳')).toBeInTheDocument();
    expect(screen.getByText('বাকি ভাড়া')).toBeInTheDocument();
    const names = /Nasrin|Hero Hunk|Sadia|Bajaj|Karim|Yamaha|Counter Clerk|Shop Owner/;
    expect(englishLeftIn(container).filter((text) => !names.test(text))).toEqual([]);
  });
});
