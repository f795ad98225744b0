import type { Till } from '@bond/contract/counter';
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
  ...over,
});

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

  it('is all in Bangla on a Bangla page', async () => {
    mockApi({ 'GET /api/tills/current': () => json({ success: true, message: 'ok', data: open() }) });
    await inBangla();
    const { container } = renderWithApp(<CounterTill />);
    expect(await screen.findByText('ড্রয়ারে যত টাকা থাকার কথা')).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
  });
});
