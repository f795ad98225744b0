import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, gatewaysHandler, json, mockApi } from '../../test/mock-api.ts';
import { inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PayAdvanceButton } from './pay-advance-button.tsx';

const ADVANCE_PROCESSING = 'Booking Payment Processing....';
import { makeRental } from '../../components/rentals/rental-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pendingBooking = () =>
  makeRental({
    status: 'pending',
    advancePayment: false,
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  });

const advanceAnswer = (booking: ReturnType<typeof pendingBooking>, track: string) =>
  json({
    success: true,
    message: 'Please pay the advance to confirm your booking',
    data: {
      booking: {
        rentalId: booking._id,
        amount: 100,
        currency: 'BDT',
        holdExpiresAt: booking.holdExpiresAt,
        payment_url: `http://pay.test/paynow.php?track=${track}`,
      },
    },
  });

describe('PayAdvanceButton', { timeout: 15_000 }, () => {
  it('opens a new checkout for the advance and sends the browser there', async () => {
    const booking = pendingBooking();
    const { calls } = mockApi({
      'GET /api/payments/gateways': gatewaysHandler(['aamarpay']),
      [`POST /api/rentals/${booking._id}/payAdvance`]: () => advanceAnswer(booking, 'AAM2'),
    });
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PayAdvanceButton booking={booking} goToCheckout={goToCheckout} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Other ways to pay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Pay advance for ${booking.bike.name}` }));
    expect(await screen.findByText(ADVANCE_PROCESSING)).toBeInTheDocument();
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.test/paynow.php?track=AAM2'));
    const payments = calls.filter((call) => call.method === 'POST');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.body).toBeUndefined();
    expect(payments[0]?.query.get('gateway')).toBeNull();
    expect(screen.getByRole('button', { name: /Pay advance/ })).toBeDisabled();
  });

  it('pays the advance through the first gateway in one press, or through bKash when chosen', async () => {
    const booking = pendingBooking();
    const { calls } = mockApi({
      'GET /api/payments/gateways': gatewaysHandler(['aamarpay', 'bkash']),
      [`POST /api/rentals/${booking._id}/payAdvance`]: ({ query }) =>
        advanceAnswer(booking, query.get('gateway') === 'bkash' ? 'BK2' : 'AAM4'),
    });
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    const first = renderWithApp(<PayAdvanceButton booking={booking} goToCheckout={goToCheckout} />);
    await screen.findByRole('button', { name: `Other ways to pay for ${booking.bike.name}` });
    await user.click(screen.getByRole('button', { name: `Pay advance for ${booking.bike.name}` }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.test/paynow.php?track=AAM4'));
    first.unmount();

    renderWithApp(<PayAdvanceButton booking={booking} goToCheckout={goToCheckout} />);
    await user.click(await screen.findByRole('button', { name: /Other ways to pay/ }));
    const group = screen.getByRole('group', { name: 'Pay with' });
    const bkash = within(group).getByRole('radio', { name: 'bKash' });
    expect(bkash).toHaveAccessibleDescription('100 BDT');
    expect(within(group).getByTestId('bkash-mark')).toBeInTheDocument();
    await user.click(bkash);
    await user.click(screen.getByRole('button', { name: /Pay advance/ }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.test/paynow.php?track=BK2'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.query.get('gateway'))).toEqual([
      'aamarpay',
      'bkash',
    ]);
  });

  it('offers the gateways in Bangla, with the amount in Bangla digits', async () => {
    await inBangla();
    const booking = pendingBooking();
    mockApi({ 'GET /api/payments/gateways': gatewaysHandler(['aamarpay', 'bkash']) });
    const user = userEvent.setup();
    renderWithApp(<PayAdvanceButton booking={booking} />);
    await user.click(await screen.findByRole('button', { name: `${booking.bike.name}-এর অন্য মাধ্যমে পেমেন্ট` }));
    const group = screen.getByRole('group', { name: 'পেমেন্টের মাধ্যম' });
    expect(within(group).getByRole('radio', { name: 'আমারপে (কার্ড, বিকাশ, নগদ, রকেট)' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'বিকাশ' })).toHaveAccessibleDescription('১০০৳');
  });

  it("shows the server's reason when the booking has lapsed", async () => {
    const booking = pendingBooking();
    const lapsed = 'This booking has lapsed. Please book the bike again';
    mockApi({
      'GET /api/payments/gateways': gatewaysHandler(['aamarpay']),
      [`POST /api/rentals/${booking._id}/payAdvance`]: () => json(errorBody(lapsed, 'RENTAL_NOT_ACTIVE'), 409),
    });
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PayAdvanceButton booking={booking} goToCheckout={goToCheckout} />);
    await user.click(screen.getByRole('button', { name: /Pay advance/ }));
    expect(await screen.findByText(lapsed)).toBeInTheDocument();
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Pay advance/ })).toBeEnabled();
  });
});
