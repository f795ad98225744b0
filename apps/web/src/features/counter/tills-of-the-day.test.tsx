import type { Till } from '@bond/contract/counter';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatShopDate } from '@bond/contract/time';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { TillsOfTheDay } from './tills-of-the-day.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** 11:30 pm on 25 November in Dhaka. */
const NOW = new Date('2026-11-25T17:30:00.000Z');

const till = (over: Partial<Till> = {}): Till => ({
  _id: '80000000-0000-4000-8000-000000000001',
  staff: { _id: '60000000-0000-4000-8000-000000000002', name: 'Rafiq Counter' },
  date: '2026-11-25',
  status: 'closed',
  openingFloat: 2000,
  cashIn: 1650,
  cashOut: 100,
  expectedCash: 3550,
  countedCash: 3500,
  difference: -50,
  openedAt: '2026-11-25T02:45:00.000Z',
  closedAt: '2026-11-25T15:10:00.000Z',
  movements: [],
  ...over,
});

const DAY_TILLS: Record<string, Till[]> = {
  '2026-11-25': [
    till(),
    till({
      _id: '80000000-0000-4000-8000-000000000002',
      staff: { _id: '60000000-0000-4000-8000-000000000003', name: 'Shila Evening' },
      openingFloat: 1000,
      cashIn: 500,
      cashOut: 0,
      expectedCash: 1500,
      countedCash: 1520,
      difference: 20,
    }),
    till({
      _id: '80000000-0000-4000-8000-000000000003',
      staff: { _id: '60000000-0000-4000-8000-000000000004', name: 'Admin Late' },
      status: 'open',
      openingFloat: 300,
      cashIn: 0,
      cashOut: 0,
      expectedCash: 300,
      countedCash: null,
      difference: null,
      closedAt: null,
    }),
  ],
  '2026-11-24': [till({ date: '2026-11-24', countedCash: 3550, difference: 0 })],
};

function serve() {
  return mockApi({
    'GET /api/tills': ({ query }) =>
      json({ success: true, message: 'ok', data: DAY_TILLS[query.get('date') ?? ''] ?? [] }),
  });
}

/** The table's name for a Dhaka day, in the date format of the test's own Intl data. */
const tillsOf = (day: string) => `Tills of ${formatShopDate(`${day}T12:00:00+06:00`)}`;

const rowOf = (table: HTMLElement, name: string) => within(within(table).getByText(name).closest('tr') as HTMLElement);

describe('the tills of the day', { timeout: 15_000 }, () => {
  it('lists every till of today in Dhaka, with its figures and the shortage or surplus', async () => {
    const { calls } = serve();
    renderWithApp(<TillsOfTheDay now={NOW} />);
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-25');
    const table = await screen.findByRole('table', { name: tillsOf('2026-11-25') });
    expect(calls.find((c) => c.path === '/api/tills')?.query.get('date')).toBe('2026-11-25');
    for (const header of [
      'Person',
      'Opened',
      'Opening float',
      'Cash in',
      'Cash out',
      'Expected',
      'Counted',
      'Difference',
    ]) {
      expect(within(table).getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    const rafiq = rowOf(table, 'Rafiq Counter');
    expect(rafiq.getByText('2,000 BDT')).toBeInTheDocument();
    expect(rafiq.getByText('1,650 BDT')).toBeInTheDocument();
    expect(rafiq.getByText('3,550 BDT')).toBeInTheDocument();
    expect(rafiq.getByText('3,500 BDT')).toBeInTheDocument();
    expect(rafiq.getByText('−50 BDT (short)')).toHaveClass('text-red-800');
    expect(rafiq.getByText(/^Closed /)).toHaveTextContent('9:10');
    expect(rafiq.getByText(/8:45/)).toBeInTheDocument();
    expect(rowOf(table, 'Shila Evening').getByText('20 BDT (over)')).toHaveClass('text-amber-900');
    const open = rowOf(table, 'Admin Late');
    expect(open.getByText('Open')).toBeInTheDocument();
    expect(open.getAllByText('—')).toHaveLength(2);
  });

  it('reads another day when one is chosen, and says when nobody opened a till', async () => {
    const { calls } = serve();
    renderWithApp(<TillsOfTheDay now={NOW} />);
    await screen.findByRole('table', { name: tillsOf('2026-11-25') });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-24' } });
    const table = await screen.findByRole('table', { name: tillsOf('2026-11-24') });
    expect(within(table).getByText('0 BDT (even)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('Nobody opened a till that day.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/tills').map((c) => c.query.get('date'))).toEqual([
      '2026-11-25',
      '2026-11-24',
      '2026-11-01',
    ]);
    // A cleared day asks nothing and says what to do.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '' } });
    expect(await screen.findByText('Choose a day')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });

  it('is all in Bangla on a Bangla page', async () => {
    serve();
    await inBangla();
    const { container } = renderWithApp(<TillsOfTheDay now={NOW} />);
    expect(await screen.findByText('দিনের সব ক্যাশ')).toBeInTheDocument();
    await screen.findByText('Rafiq Counter');
    expect(screen.getByText('−৫০৳ (কম)')).toBeInTheDocument();
    expect(englishLeftIn(container).filter((text) => !/Rafiq|Shila|Admin Late/.test(text))).toEqual([]);
  });
});
