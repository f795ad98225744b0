import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { formatDate } from '../../lib/time.ts';
import { MyRentals } from './my-rentals.tsx';
import { makeRefund, makeRental, returnedRental } from '../../components/rentals/rental-fixtures.ts';
import type { Rental } from '@bond/contract/rentals';
import { say } from '@bond/contract/say';
import { fireEvent } from '@testing-library/react';
import { errorBody } from '../../test/mock-api.ts';
import { extensionQuoteHandlers } from '../../test/quote-handler.ts';
import { isoToWallClock } from '../../lib/time.ts';

const NO_UNPAID = 'No unpaid data to show';
const NO_PAID = 'No paid data to show';
const NO_CANCELLED = 'No cancelled bookings to show';
const NOTHING_TO_RETURN = 'Nothing to return';
const ADVANCE_RETURNED =
  'You are cancelling 24 hours or more before the start, so the 100 BDT advance will be returned to you.';
const ADVANCE_KEPT = 'The start is less than 24 hours away, so the 100 BDT advance is kept by the shop.';
const NO_ADVANCE_YET = 'No advance has been paid for this booking yet, so there is nothing to return.';
const NEW_RETURN_LABEL = 'New planned return (Dhaka time)';
const NOT_LATER = 'The new planned return must be later than the current one';

beforeAll(() => {
  // A customer whose browser is set to London still reads Dhaka times (docs/product/booking-and-periods.md#shop-time).
  process.env.TZ = 'Europe/London';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(rentals: Rental[]) {
  return mockApi({
    'GET /api/rentals': () => json({ success: true, message: 'Rentals retrieved successfully', data: rentals }),
    ...extensionQuoteHandlers(rentals),
  });
}

/** The table row naming `text` (upcoming rentals are also listed above the tabs). */
const rowOf = (text: string) =>
  screen
    .getAllByText(text)
    .map((element) => element.closest('tr'))
    .find(Boolean) as HTMLElement;

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

  it('applies the pay button rules in the Unpaid tab', async () => {
    const dueRental = returnedRental(260, { bike: { ...makeRental().bike, name: 'Due Bike' } });
    serve([
      makeRental({ bike: { ...makeRental().bike, name: 'Out Bike' } }),
      dueRental,
      returnedRental(0, { bike: { ...makeRental().bike, name: 'Even Bike' } }),
      returnedRental(-40, { bike: { ...makeRental().bike, name: 'Refund Bike' } }),
    ]);
    renderWithApp(<MyRentals />);
    await screen.findAllByText('Out Bike');

    const out = within(rowOf('Out Bike'));
    expect(out.getByText('Not returned yet')).toBeInTheDocument();
    expect(out.getByText('Not yet calculated')).toBeInTheDocument();
    expect(out.getByRole('button', { name: 'Pay Now' })).toBeDisabled();

    const due = within(rowOf('Due Bike'));
    expect(due.getByText('260 BDT')).toBeInTheDocument();
    expect(due.getByRole('button', { name: /Pay Now/ })).toBeEnabled();
    // Under the cost, the way to its lines: the receipt, opened at its Charges.
    expect(due.getByRole('link', { name: 'Charges of Due Bike, line by line' })).toHaveAttribute(
      'href',
      `/dashboard/rentals/${dueRental._id}#charges`,
    );
    // An open-ended rental out on rent has no charge to list yet.
    expect(out.queryByRole('link', { name: /^Charges of/ })).not.toBeInTheDocument();

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

  it("shows money owed back as 'Money will be returned' with the amount, and 'Refunded on …' once paid back", async () => {
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
    await screen.findAllByText('Short Bike');
    const short = within(rowOf('Short Bike'));
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

  it("shows the rider's notice once above the list while a booking's bike is still to be handed over", async () => {
    const notice = <p>Bring your papers</p>;
    serve([
      makeRental({ status: 'booked', bike: { ...makeRental().bike, name: 'Booked Bike' } }),
      makeRental({ status: 'pending', advancePayment: false, bike: { ...makeRental().bike, name: 'Held Bike' } }),
    ]);
    const { unmount } = renderWithApp(<MyRentals riderNotice={notice} />);
    await screen.findAllByText('Booked Bike');
    expect(screen.getAllByText('Bring your papers')).toHaveLength(1);
    // Above the upcoming rentals.
    const upcoming = screen.getByRole('region', { name: 'Upcoming and current rentals' });
    expect(
      screen.getByText('Bring your papers').compareDocumentPosition(upcoming) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    unmount();

    // A bike already out, or back, has been handed over: no notice.
    serve([makeRental({ status: 'active' }), returnedRental(120)]);
    renderWithApp(<MyRentals riderNotice={notice} />);
    expect(await screen.findByRole('region', { name: 'Upcoming and current rentals' })).toBeInTheDocument();
    expect(screen.queryByText('Bring your papers')).not.toBeInTheDocument();
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

  describe('upcoming and current rentals', () => {
    const HOUR = 3_600_000;
    /** A booked rental starting `hours` from now, for four hours. */
    function bookedIn(hours: number, name: string, overrides: Partial<Rental> = {}) {
      const start = new Date(Date.now() + hours * HOUR);
      start.setUTCSeconds(0, 0);
      return makeRental({
        status: 'booked',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 4 * HOUR).toISOString(),
        bike: { ...makeRental().bike, name },
        ...overrides,
      });
    }
    const upcoming = () => screen.getByRole('region', { name: 'Upcoming and current rentals' });
    const itemOf = (name: string) => within(upcoming()).getByText(name).closest('li') as HTMLElement;

    it('lists a booked rental with its Dhaka period, and keeps it in the Unpaid tab', async () => {
      const booked = bookedIn(48, 'Future Bike');
      serve([booked]);
      renderWithApp(<MyRentals />);
      await screen.findByRole('region', { name: 'Upcoming and current rentals' });
      const period = say('en', 'shopPeriod', {
        period: { start: new Date(booked.startTime), end: new Date(booked.endTime!) },
      });
      expect(within(itemOf('Future Bike')).getByText(period)).toBeVisible();
      expect(within(itemOf('Future Bike')).getByText('Booked')).toBeVisible();
      expect(within(rowOf('Future Bike')).getByText('Not returned yet')).toBeInTheDocument();
    });

    it('says the advance is returned when cancelling 24 hours or more ahead, and cancels on confirm', async () => {
      const booked = bookedIn(30, 'Early Bike');
      let current: Rental[] = [booked];
      const { calls } = mockApi({
        'GET /api/rentals': () => json({ success: true, message: 'Rentals retrieved successfully', data: current }),
        [`POST /api/rentals/${booked._id}/cancel`]: () => {
          current = [{ ...booked, status: 'cancelled' }];
          return json({ success: true, message: 'Booking cancelled', data: current[0] });
        },
      });
      const user = userEvent.setup();
      renderWithApp(<MyRentals />);
      await user.click(await screen.findByRole('button', { name: 'Cancel booking of Early Bike' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      expect(dialog).toHaveAccessibleDescription(expect.stringContaining(ADVANCE_RETURNED));
      expect(within(dialog).queryByText(new RegExp(ADVANCE_KEPT))).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
      expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
      const cancel = calls.find((c) => c.method === 'POST');
      // A customer sends no choice about the advance: the server applies the rule.
      expect(cancel?.body).toEqual({});
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Upcoming and current rentals' })).not.toBeInTheDocument(),
      );
    });

    it('says the advance is kept when cancelling less than 24 hours ahead', async () => {
      serve([bookedIn(5, 'Soon Bike')]);
      const user = userEvent.setup();
      renderWithApp(<MyRentals />);
      await user.click(await screen.findByRole('button', { name: 'Cancel booking of Soon Bike' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      expect(dialog).toHaveAccessibleDescription(expect.stringContaining(ADVANCE_KEPT));
      expect(dialog).not.toHaveAccessibleDescription(expect.stringContaining(ADVANCE_RETURNED));
      await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('says a booking still awaiting its advance has nothing to return', async () => {
      serve([
        bookedIn(48, 'Held Bike', {
          status: 'pending',
          advancePayment: false,
          holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        }),
      ]);
      const user = userEvent.setup();
      renderWithApp(<MyRentals />);
      await user.click(await screen.findByRole('button', { name: 'Cancel booking of Held Bike' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      expect(dialog).toHaveAccessibleDescription(expect.stringContaining(NO_ADVANCE_YET));
    });

    it("shows the server's refusal of a cancellation in the dialog", async () => {
      const booked = bookedIn(30, 'Late Bike');
      const refusal = 'This booking has begun and can no longer be cancelled';
      mockApi({
        'GET /api/rentals': () => json({ success: true, message: 'Rentals retrieved successfully', data: [booked] }),
        [`POST /api/rentals/${booked._id}/cancel`]: () => json(errorBody(refusal, 'CANNOT_CANCEL'), 409),
      });
      const user = userEvent.setup();
      renderWithApp(<MyRentals />);
      await user.click(await screen.findByRole('button', { name: 'Cancel booking of Late Bike' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    });

    it("extends the planned return, and shows the server's refusal in the dialog", async () => {
      const booked = bookedIn(30, 'Long Bike');
      const clash = 'This bike is booked from Thu 26 Nov, 2:00 pm to 6:00 pm';
      const { calls } = mockApi({
        'GET /api/rentals': () => json({ success: true, message: 'Rentals retrieved successfully', data: [booked] }),
        ...extensionQuoteHandlers([booked]),
        [`POST /api/rentals/${booked._id}/extend`]: () => json(errorBody(clash, 'PERIOD_TAKEN'), 409),
      });
      const user = userEvent.setup();
      renderWithApp(<MyRentals />);
      await user.click(await screen.findByRole('button', { name: 'Extend Long Bike' }));
      const dialog = await screen.findByRole('dialog', { name: 'Extend the rental' });
      const field = within(dialog).getByLabelText(NEW_RETURN_LABEL);
      // One hour later than the current planned return, to start with.
      const currentEnd = new Date(booked.endTime!);
      expect(field).toHaveValue(isoToWallClock(new Date(currentEnd.getTime() + HOUR)));

      // Not later than the current return: refused here, the server is not asked.
      fireEvent.change(field, { target: { value: isoToWallClock(currentEnd) } });
      await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
      expect(await within(dialog).findByText(NOT_LATER)).toBeVisible();
      const extensions = () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/extend'));
      expect(extensions()).toHaveLength(0);

      const newEnd = new Date(currentEnd.getTime() + 3 * HOUR);
      fireEvent.change(field, { target: { value: isoToWallClock(newEnd) } });
      expect(
        within(dialog).getByText(
          new RegExp(
            say('en', 'shopPeriod', { period: { start: new Date(booked.startTime), end: newEnd } }).replace(
              /[.*+?^${}()|[\]\\]/g,
              '\\$&',
            ),
          ),
        ),
      ).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(clash);
      expect(extensions()[0]?.body).toEqual({
        endTime: newEnd.toISOString().replace('.000Z', 'Z'),
      });
      expect(screen.getByRole('dialog', { name: 'Extend the rental' })).toBeVisible();
    });

    it("marks an overdue rental 'Overdue' in words, in the list and in the Unpaid tab", async () => {
      const start = new Date(Date.now() - 6 * HOUR);
      start.setUTCSeconds(0, 0);
      serve([
        makeRental({
          status: 'active',
          isOverdue: true,
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 2 * HOUR).toISOString(),
          bike: { ...makeRental().bike, name: 'Late Bike' },
        }),
        makeRental({
          status: 'active',
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 20 * HOUR).toISOString(),
          bike: { ...makeRental().bike, name: 'Timely Bike' },
        }),
      ]);
      renderWithApp(<MyRentals />);
      await screen.findByRole('region', { name: 'Upcoming and current rentals' });
      expect(within(itemOf('Late Bike')).getByText('Overdue')).toBeVisible();
      expect(within(itemOf('Late Bike')).getByText(/The planned return was/)).toBeVisible();
      expect(within(rowOf('Late Bike')).getByText('Overdue')).toBeInTheDocument();
      expect(within(itemOf('Timely Bike')).queryByText('Overdue')).not.toBeInTheDocument();
      expect(within(itemOf('Timely Bike')).getByText('Out on rent')).toBeVisible();
      // Out on rent: it can be extended, no longer cancelled.
      expect(within(itemOf('Timely Bike')).getByRole('button', { name: 'Extend Timely Bike' })).toBeEnabled();
      expect(within(itemOf('Timely Bike')).queryByRole('button', { name: /Cancel booking/ })).not.toBeInTheDocument();
    });

    it("lists a no-show in the Cancelled tab with the word 'No-show.'", async () => {
      serve([makeRental({ status: 'no_show', bike: { ...makeRental().bike, name: 'Missed Bike' } })]);
      const user = userEvent.setup();
      renderWithApp(<MyRentals />);
      await user.click(await screen.findByRole('tab', { name: 'Cancelled' }));
      expect(within(rowOf('Missed Bike')).getByText('No-show.')).toBeInTheDocument();
      expect(within(rowOf('Missed Bike')).getByText(/advance was kept/)).toBeInTheDocument();
    });
  });

  describe('in Bangla', () => {
    const HOUR = 3_600_000;
    // Bike names, brands and models stay as the shop writes them (rule 8).
    const names = ['Booked Bike', 'Active Bike', 'Returned Bike', 'Yamaha', 'FZS V3'];

    function threeRentals() {
      const start = new Date(Date.now() + 48 * HOUR);
      start.setUTCSeconds(0, 0);
      const outSince = new Date(Date.now() - 2 * HOUR);
      outSince.setUTCSeconds(0, 0);
      return [
        makeRental({
          status: 'booked',
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 4 * HOUR).toISOString(),
          bike: { ...makeRental().bike, name: 'Booked Bike' },
        }),
        makeRental({
          status: 'active',
          startTime: outSince.toISOString(),
          endTime: new Date(outSince.getTime() + 6 * HOUR).toISOString(),
          bike: { ...makeRental().bike, name: 'Active Bike' },
        }),
        returnedRental(260, { bike: { ...makeRental().bike, name: 'Returned Bike' } }),
      ];
    }

    it('shows a booked, an active and a returned rental wholly in Bangla', async () => {
      await inBangla();
      serve(threeRentals());
      const { container } = renderWithApp(<MyRentals />);
      const upcoming = await screen.findByRole('region', { name: 'আসন্ন ও চলতি ভাড়া' });
      expect(within(upcoming).getByText('বুক করা')).toBeInTheDocument();
      expect(within(upcoming).getByText('ভাড়ায় আছে')).toBeInTheDocument();
      expect(within(upcoming).getByRole('button', { name: 'Booked Bike-এর বুকিং বাতিল করুন' })).toBeEnabled();
      expect(within(upcoming).getByRole('button', { name: 'Active Bike-এর সময় বাড়ান' })).toBeEnabled();
      expect(screen.getByRole('tab', { name: 'বাকি' })).toHaveAttribute('aria-selected', 'true');
      const table = screen.getByRole('region', { name: 'যেসব ভাড়ার টাকা বাকি' });
      expect(within(table).getByRole('columnheader', { name: 'মোট খরচ' })).toBeInTheDocument();
      expect(within(table).getAllByText('এখনো ফেরত দেওয়া হয়নি')).toHaveLength(2);
      expect(within(table).getAllByText('এখনো হিসাব হয়নি')).toHaveLength(2);
      expect(within(table).getByText('২৬০৳')).toBeInTheDocument();
      expect(within(table).getByRole('button', { name: 'Returned Bike-এর জন্য এখনই পেমেন্ট করুন' })).toBeEnabled();
      expect(within(table).getAllByText('বাইক ফেরত দেওয়ার পর পেমেন্ট করতে পারবেন')).toHaveLength(2);
      expect(englishLeftIn(container, names)).toEqual([]);
    });

    it('asks before cancelling a booking, in Bangla', async () => {
      await inBangla();
      serve([threeRentals()[0]!]);
      const user = userEvent.setup();
      renderWithApp(<MyRentals />);
      await user.click(await screen.findByRole('button', { name: 'Booked Bike-এর বুকিং বাতিল করুন' }));
      const dialog = await screen.findByRole('dialog', { name: 'বুকিংটি বাতিল করবেন?' });
      expect(dialog).toHaveAccessibleDescription(
        expect.stringContaining('আপনি শুরুর ২৪ ঘণ্টা বা তার বেশি আগে বাতিল করছেন, তাই ১০০৳ অগ্রিম আপনাকে ফেরত দেওয়া হবে।'),
      );
      expect(dialog).toHaveAccessibleDescription(expect.stringMatching(/থেকে/));
      expect(within(dialog).getByRole('button', { name: 'বুকিং রাখুন' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'বুকিং বাতিল করুন' })).toBeInTheDocument();
      expect(englishLeftIn(dialog, names)).toEqual([]);
    });

    it('extends a rental in Bangla: the new period, its price and the checks', async () => {
      await inBangla();
      const active = threeRentals()[1]!;
      serve([active]);
      const user = userEvent.setup();
      renderWithApp(<MyRentals />);
      await user.click(await screen.findByRole('button', { name: 'Active Bike-এর সময় বাড়ান' }));
      const dialog = await screen.findByRole('dialog', { name: 'ভাড়ার সময় বাড়ান' });
      const field = within(dialog).getByLabelText('ফেরতের নতুন সময় (ঢাকার সময়)');
      const currentEnd = new Date(active.endTime!);
      // Eight hours at 180৳ an hour: 1,440৳, so 1,340৳ is left after the 100৳ advance: the server's lines.
      fireEvent.change(field, { target: { value: isoToWallClock(new Date(currentEnd.getTime() + 2 * HOUR)) } });
      const price = within(dialog).getByRole('region', { name: 'নতুন সময়ের ভাড়া' });
      expect(within(price).getByText(/^নতুন সময়: .*\(৮ ঘণ্টা\)$/)).toBeVisible();
      expect(await within(price).findByText('৮ ঘণ্টা, ঘণ্টায় ১৮০৳')).toBeVisible();
      expect(within(price).getByText('মোট').nextSibling).toHaveTextContent('১,৪৪০৳');
      expect(within(price).getByText('বাকি টাকা, বাইক ফেরতের পর দেবেন').nextSibling).toHaveTextContent('১,৩৪০৳');
      expect(englishLeftIn(dialog, names)).toEqual([]);

      fireEvent.change(field, { target: { value: isoToWallClock(currentEnd) } });
      await user.click(within(dialog).getByRole('button', { name: 'সময় বাড়ান' }));
      expect(await within(dialog).findByText('ফেরতের নতুন সময় এখনকার সময়ের পরে হতে হবে')).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'বাদ দিন' })).toBeInTheDocument();
    });

    it('tells the cancelled, no-show and expired bookings apart in Bangla', async () => {
      await inBangla();
      serve([
        makeRental({ status: 'no_show', bike: { ...makeRental().bike, name: 'Missed Bike' } }),
        makeRental({
          status: 'expired',
          advancePayment: false,
          bike: { ...makeRental().bike, name: 'Late Bike' },
          refunds: [makeRefund({ amount: 100, reason: 'late_payment' })],
        }),
      ]);
      const user = userEvent.setup();
      const { container } = renderWithApp(<MyRentals />);
      await user.click(await screen.findByRole('tab', { name: 'বাতিল' }));
      expect(within(rowOf('Missed Bike')).getByText('আসেননি।')).toBeInTheDocument();
      expect(within(rowOf('Late Bike')).getByText('মেয়াদ শেষ।')).toBeInTheDocument();
      expect(within(rowOf('Late Bike')).getByText('টাকা ফেরত দেওয়া হবে: ১০০৳')).toBeInTheDocument();
      expect(
        englishLeftIn(container.querySelector('[role="tabpanel"]') as HTMLElement, [
          'Missed Bike',
          'Late Bike',
          'Yamaha',
        ]),
      ).toEqual([]);
    });
  });
});
