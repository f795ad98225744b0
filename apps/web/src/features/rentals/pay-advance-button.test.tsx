import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
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

describe('PayAdvanceButton', { timeout: 15_000 }, () => {
  it('opens a new checkout for the advance and sends the browser there', async () => {
    const booking = pendingBooking();
    const { calls } = mockApi({
      [`POST /api/rentals/${booking._id}/payAdvance`]: () =>
        json({
          success: true,
          message: 'Please pay the advance to confirm your booking',
          data: {
            booking: {
              rentalId: booking._id,
              amount: 100,
              currency: 'BDT',
              holdExpiresAt: booking.holdExpiresAt,
              payment_url: 'http://pay.test/paynow.php?track=AAM2',
            },
          },
        }),
    });
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PayAdvanceButton booking={booking} goToCheckout={goToCheckout} />);
    await user.click(screen.getByRole('button', { name: `Pay advance for ${booking.bike.name}` }));
    expect(await screen.findByText(ADVANCE_PROCESSING)).toBeInTheDocument();
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.test/paynow.php?track=AAM2'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBeUndefined();
    expect(screen.getByRole('button', { name: /Pay advance/ })).toBeDisabled();
  });

  it("shows the server's reason when the booking has lapsed", async () => {
    const booking = pendingBooking();
    const lapsed = 'This booking has lapsed. Please book the bike again';
    mockApi({
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
