import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { formatDate } from '../../lib/time.ts';
import { MyRentals, NO_CANCELLED, NO_PAID, NO_UNPAID, NOTHING_TO_RETURN } from './my-rentals.tsx';
import { makeRefund, makeRental, returnedRental } from './rental-fixtures.ts';
import type { Rental } from '@bond/contract/rentals';

beforeAll(() => {
  // A customer whose browser is set to London still reads Dhaka times (D4).
  process.env.TZ = 'Europe/London';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(rentals: Rental[]) {
  return mockApi({
    'GET /api/rentals': () => json({ success: true, message: 'Rentals retrieved successfully', data: rentals }),
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('MyRentals', { timeout: 15_000 }, () => {
  it('shows the empty texts of both tabs', async () => {
    serve([]);
    const user = userEvent.setup();
    renderWithApp(<MyRentals />);
    expect(await screen.findByText(NO_UNPAID)).toBeInTheDocument();
    for (const header of ['Bike', 'Start Time', 'Return Time', 'Total Cost', 'Pay']) {
      expect(screen.getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(await screen.findByText(NO_PAID)).toBeInTheDocument();
    for (const header of [
      'Bike',
      'Start Time',
      'Return Time',
      'Total Cost',
      'Status',
      'Advance Payment',
      'Payment Status',
    ]) {
      expect(screen.getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
  });

  it('applies the pay button rules of spec section 4 in the Unpaid tab', async () => {
    serve([
      makeRental({ bike: { ...makeRental().bike, name: 'Out Bike' } }),
      returnedRental(260, { bike: { ...makeRental().bike, name: 'Due Bike' } }),
      returnedRental(0, { bike: { ...makeRental().bike, name: 'Even Bike' } }),
      returnedRental(-40, { bike: { ...makeRental().bike, name: 'Refund Bike' } }),
    ]);
    renderWithApp(<MyRentals />);
    await screen.findByText('Out Bike');

    const out = within(rowOf('Out Bike'));
    expect(out.getByText('Not returned yet')).toBeInTheDocument();
    expect(out.getByText('Not yet calculated')).toBeInTheDocument();
    expect(out.getByRole('button', { name: 'Pay Now' })).toBeDisabled();

    const due = within(rowOf('Due Bike'));
    expect(due.getByText('260 BDT')).toBeInTheDocument();
    expect(due.getByRole('button', { name: /Pay Now/ })).toBeEnabled();

    const even = within(rowOf('Even Bike'));
    expect(even.getByText('0 BDT')).toBeInTheDocument();
    expect(even.getByRole('button', { name: 'Pay Now' })).toBeDisabled();

    const refund = within(rowOf('Refund Bike'));
    expect(refund.getByText('40 BDT')).toBeInTheDocument();
    expect(refund.getByText('Will be returned')).toBeInTheDocument();
    expect(refund.getByRole('button', { name: 'Money will be returned' })).toBeDisabled();
  });

  it('shows times on the Dhaka clock whatever the browser zone', async () => {
    serve([returnedRental(50, { startTime: '2026-11-22T04:30:00.000Z', returnTime: '2026-11-22T06:05:00.000Z' })]);
    renderWithApp(<MyRentals />);
    const cells = await screen.findAllByRole('cell');
    const text = cells.map((cell) => cell.textContent).join(' | ');
    // 04:30 UTC is 10:30 in Dhaka (UTC+6); London would read 4:30.
    expect(text).toMatch(/10:30\s?(am|AM)/);
    expect(text).toMatch(/12:05\s?(pm|PM)/);
    expect(text).not.toMatch(/4:30/);
  });

  it('lists paid rentals in the Paid tab with their status', async () => {
    serve([returnedRental(120, { payment: true, bike: { ...makeRental().bike, name: 'Paid Bike' } })]);
    const user = userEvent.setup();
    renderWithApp(<MyRentals />);
    expect(await screen.findByText(NO_UNPAID)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Paid' }));
    const row = within(rowOf('Paid Bike'));
    expect(row.getByText('120 BDT')).toBeInTheDocument();
    expect(row.getByText('Returned')).toBeInTheDocument();
    expect(row.getByText('Paid (100 BDT)')).toBeInTheDocument();
    expect(row.getByText('Paid')).toBeInTheDocument();
  });

  it('shows a booking awaiting its advance apart, and cancelled and expired ones in the Cancelled tab', async () => {
    const holdExpiresAt = new Date(Date.now() + 12 * 60_000).toISOString();
    const { calls } = serve([
      makeRental({
        status: 'pending',
        advancePayment: false,
        holdExpiresAt,
        bike: { ...makeRental().bike, name: 'Held Bike' },
      }),
      makeRental({
        status: 'cancelled',
        advancePayment: false,
        bike: { ...makeRental().bike, name: 'Cancelled Bike' },
      }),
      makeRental({ status: 'expired', advancePayment: false, bike: { ...makeRental().bike, name: 'Lapsed Bike' } }),
    ]);
    const user = userEvent.setup();
    renderWithApp(<MyRentals />);
    expect(await screen.findByText(NO_UNPAID)).toBeInTheDocument();
    // The shop's own app asks for the closed bookings too (docs/decisions/008).
    expect(calls[0]?.query.get('include')).toBe('all');
    const section = screen.getByRole('region', { name: 'Bookings without a paid advance' });
    expect(within(section).getByText('Awaiting the advance payment.')).toBeInTheDocument();
    expect(within(section).getByText(/12 min left to pay/)).toBeInTheDocument();
    expect(within(section).queryByText('Cancelled Bike')).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: /Held Bike/ })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Pay advance for Held Bike' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(await screen.findByText(NO_PAID)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    for (const header of ['Bike', 'Start Time', 'Status', 'Money Back']) {
      expect(screen.getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    const cancelled = within(rowOf('Cancelled Bike'));
    expect(cancelled.getByText('Cancelled.')).toBeInTheDocument();
    expect(cancelled.getByText(NOTHING_TO_RETURN)).toBeInTheDocument();
    expect(within(rowOf('Lapsed Bike')).getByText('Expired.')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there are no cancelled bookings', async () => {
    serve([]);
    const user = userEvent.setup();
    renderWithApp(<MyRentals />);
    await user.click(await screen.findByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByText(NO_CANCELLED)).toBeInTheDocument();
  });

  it("shows money owed back as 'Money will be returned' with the amount, and 'Refunded on …' once paid back (D21)", async () => {
    const refundedAt = '2026-11-23T05:00:00.000Z';
    serve([
      makeRental({
        status: 'expired',
        advancePayment: false,
        bike: { ...makeRental().bike, name: 'Late Bike' },
        refunds: [makeRefund({ amount: 100, reason: 'late_payment' })],
      }),
      makeRental({
        status: 'expired',
        advancePayment: false,
        bike: { ...makeRental().bike, name: 'Settled Bike' },
        refunds: [makeRefund({ amount: 100, status: 'refunded', refundedAt })],
      }),
      returnedRental(-40, {
        bike: { ...makeRental().bike, name: 'Short Bike' },
        refunds: [makeRefund({ amount: 40, reason: 'negative_balance', status: 'refunded', refundedAt })],
      }),
      makeRental({
        bike: { ...makeRental().bike, name: 'Twice Bike' },
        refunds: [makeRefund({ amount: 100, reason: 'duplicate_payment' })],
      }),
    ]);
    const user = userEvent.setup();
    renderWithApp(<MyRentals />);
    const refundedOn = `Refunded on ${formatDate(refundedAt)}`;

    // A negative balance paid back: the date instead of the disabled button, in both cells.
    const short = within(await screen.findByText('Short Bike').then((el) => el.closest('tr') as HTMLElement));
    expect(short.getByText('40 BDT')).toBeInTheDocument();
    expect(short.getAllByText(refundedOn)).toHaveLength(2);
    expect(short.queryByRole('button', { name: 'Money will be returned' })).not.toBeInTheDocument();
    // A payment made twice on a rental still out is owed back too.
    const twice = within(rowOf('Twice Bike'));
    expect(twice.getByText('Money will be returned: 100 BDT')).toBeInTheDocument();
    expect(twice.getByText('Paid twice for the same thing')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    const late = within(rowOf('Late Bike'));
    expect(late.getByText('Money will be returned: 100 BDT')).toBeInTheDocument();
    expect(late.getByText('Advance paid after the booking had lapsed')).toBeInTheDocument();
    expect(within(rowOf('Settled Bike')).getByText(`${refundedOn}: 100 BDT`)).toBeInTheDocument();
  });

  it('reads the bookings again when paying the advance is refused, so a lapsed booking moves to Cancelled', async () => {
    const held = makeRental({
      status: 'pending',
      advancePayment: false,
      holdExpiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      bike: { ...makeRental().bike, name: 'Held Bike' },
    });
    const lapsed = 'This booking has lapsed. Please book the bike again';
    let current: Rental[] = [held];
    mockApi({
      'GET /api/rentals': () => json({ success: true, message: 'Rentals retrieved successfully', data: current }),
      [`POST /api/rentals/${held._id}/payAdvance`]: () => {
        current = [{ ...held, status: 'expired', holdExpiresAt: null }];
        return json(
          { success: false, code: 'RENTAL_NOT_ACTIVE', message: lapsed, errorMessage: [{ path: '', message: lapsed }] },
          409,
        );
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MyRentals />);
    await user.click(await screen.findByRole('button', { name: 'Pay advance for Held Bike' }));
    expect(await screen.findByText(lapsed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bookings without a paid advance' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /Pay advance/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(within(rowOf('Held Bike')).getByText('Expired.')).toBeInTheDocument();
  });

  it("shows the server's message when the rentals cannot be loaded", async () => {
    mockApi({
      'GET /api/rentals': () =>
        json(
          {
            success: false,
            code: 'INTERNAL',
            message: 'x',
            errorMessage: [{ path: '', message: 'The shop is having trouble' }],
          },
          500,
        ),
    });
    renderWithApp(<MyRentals />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is having trouble');
  });
});
