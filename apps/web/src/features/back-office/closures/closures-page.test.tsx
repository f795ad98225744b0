import type { Closure, ClosureClash } from '@bond/contract/closures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { errorBody, json, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ClosuresPage } from './closures-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** 10:00 am on 25 November in Dhaka. */
const NOW = new Date('2026-11-25T04:00:00.000Z');

const closure = (over: Partial<Closure> = {}): Closure => ({
  _id: '90000000-0000-4000-8000-000000000001',
  start: '2026-12-16T03:00:00.000Z',
  end: '2026-12-17T03:00:00.000Z',
  reason: 'eid',
  note: 'Staff home for Eid',
  createdBy: { _id: '60000000-0000-4000-8000-000000000001', name: 'Shop Owner' },
  createdAt: '2026-11-20T04:00:00.000Z',
  endedAt: null,
  endedBy: null,
  ...over,
});

const CLASHES: ClosureClash[] = [
  {
    rentalId: '70000000-0000-4000-8000-000000000001',
    start: '2026-12-16T04:00:00.000Z',
    end: '2026-12-16T08:00:00.000Z',
    status: 'booked',
    customerName: 'Rupa Akter',
    bikeId: '50000000-0000-4000-8000-000000000001',
    bikeName: 'Yamaha FZS',
    advancePaid: true,
  },
  {
    rentalId: '70000000-0000-4000-8000-000000000002',
    start: '2026-12-16T06:00:00.000Z',
    end: '2026-12-16T09:00:00.000Z',
    status: 'pending',
    customerName: 'Kamal Hossain',
    bikeId: '50000000-0000-4000-8000-000000000002',
    bikeName: 'Honda Hornet',
    advancePaid: false,
  },
];

function serve(list: Closure[]) {
  return mockApi({
    'GET /api/closures': () => json({ success: true, message: 'ok', data: list }),
    'POST /api/closures': ({ body }) => {
      if ((body as { cancelClashing?: boolean }).cancelClashing) {
        list.unshift(closure({ _id: '90000000-0000-4000-8000-000000000009', reason: 'hartal', note: null }));
        return json(
          {
            success: true,
            message: 'The shop is closed for that period; 2 bookings cancelled with the advance owed back',
            data: { ...list[0], cancelled: CLASHES },
          },
          201,
        );
      }
      return json(
        {
          ...errorBody(
            '2 bookings fall while the shop would be closed: cancel them first, or close the shop cancelling them',
            'CLOSURE_CLASHES',
          ),
          data: { clashes: CLASHES },
        },
        409,
      );
    },
    'DELETE /api/closures/90000000-0000-4000-8000-000000000001': () => {
      list[0] = closure({ endedAt: NOW.toISOString(), endedBy: { _id: 'x', name: 'Shop Owner' } });
      return json({
        success: true,
        message: 'The closure is ended: bikes can be booked for that time again',
        data: list[0],
      });
    },
  });
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the shop closures page', { timeout: 15_000 }, () => {
  it('lists the closures with their state, and ends one after asking', async () => {
    const { calls } = serve([
      closure(),
      closure({ _id: 'old', start: '2026-03-30T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z', note: null }),
    ]);
    renderWithApp(<ClosuresPage now={NOW} />);
    const table = await screen.findByRole('table', { name: 'Closures' });
    const coming = within(within(table).getByText('Staff home for Eid').closest('tr') as HTMLElement);
    expect(coming.getByText('Eid')).toBeInTheDocument();
    expect(coming.getByText('Coming')).toBeInTheDocument();
    expect(within(table).getByText('Over')).toBeInTheDocument();
    // Only the closure still ahead can end.
    expect(within(table).getAllByRole('button', { name: 'End now' })).toHaveLength(1);
    fireEvent.click(coming.getByRole('button', { name: 'End now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'End the closure' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Ended early by Shop Owner')).toBeInTheDocument();
  });

  it('checks the dates before sending, then lists the bookings in the way and closes cancelling them when asked', async () => {
    const { calls } = serve([]);
    renderWithApp(<ClosuresPage now={NOW} />);
    await screen.findByText('The shop has not been closed yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Close the shop' }));
    expect(await screen.findAllByText('Enter a date and time')).toHaveLength(2);
    fill('Closed from', '2026-12-16T09:00');
    fill('Open again at', '2026-12-16T08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Close the shop' }));
    expect(await screen.findByText('The shop must open again after it closes')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fill('Open again at', '2026-12-17T09:00');
    fill('Reason', 'hartal');
    fill('Note for the staff (not shown to customers)', 'Hartal called by the opposition');
    fireEvent.click(screen.getByRole('button', { name: 'Close the shop' }));
    const clashes = await screen.findByRole('table', { name: 'Bookings in the way' });
    expect(screen.getByRole('alert')).toHaveTextContent('2 bookings fall while the shop would be closed');
    const rupa = within(within(clashes).getByText('Rupa Akter').closest('tr') as HTMLElement);
    expect(rupa.getByText('Yamaha FZS')).toBeInTheDocument();
    expect(rupa.getByText('Paid: owed back')).toBeInTheDocument();
    expect(within(clashes).getByText('Not paid')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      start: '2026-12-16T03:00:00Z',
      end: '2026-12-17T03:00:00Z',
      reason: 'hartal',
      note: 'Hartal called by the opposition',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Close the shop and cancel these 2 bookings' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Bookings in the way' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ cancelClashing: true });
    // The form is cleared and the list read again with the new closure.
    expect(screen.getByLabelText('Closed from')).toHaveValue('');
    expect(await within(screen.getByRole('table', { name: 'Closures' })).findByText('Hartal')).toBeInTheDocument();
  });

  it('keeps the bookings when asked, and changing the dates forgets the list', async () => {
    serve([]);
    renderWithApp(<ClosuresPage now={NOW} />);
    await screen.findByText('The shop has not been closed yet.');
    fill('Closed from', '2026-12-16T09:00');
    fill('Open again at', '2026-12-17T09:00');
    fireEvent.click(screen.getByRole('button', { name: 'Close the shop' }));
    await screen.findByRole('table', { name: 'Bookings in the way' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep the bookings' }));
    expect(screen.queryByRole('table', { name: 'Bookings in the way' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close the shop' }));
    await screen.findByRole('table', { name: 'Bookings in the way' });
    fill('Open again at', '2026-12-16T12:00');
    expect(screen.queryByRole('table', { name: 'Bookings in the way' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close the shop' })).toBeEnabled();
  });

  it('is all in Bangla on a Bangla page', async () => {
    serve([closure({ note: null })]);
    await inBangla();
    const { container } = renderWithApp(<ClosuresPage now={NOW} />);
    const table = await screen.findByRole('table', { name: 'বন্ধের তালিকা' });
    expect(within(table).getByText('আসছে')).toBeInTheDocument();
    expect(within(table).getByText('ঈদ')).toBeInTheDocument();
    expect(englishLeftIn(container).filter((text) => !/Shop Owner/.test(text))).toEqual([]);
  });
});
