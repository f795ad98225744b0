import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PayButton } from './pay-button.tsx';

const PAYMENT_PROCESSING = 'Payment Processing...';
import { returnedRental } from '../../components/rentals/rental-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayButton', { timeout: 15_000 }, () => {
  it("pays exactly the server's balance through the checkout", async () => {
    const rental = returnedRental(275);
    const { calls } = mockApi({
      [`POST /api/rentals/${rental._id}/payRental/275`]: () =>
        json({
          success: true,
          message: 'Redirecting you to the payment page',
          data: {
            payment_url: 'http://pay.test/paynow.php?track=AAM1',
            amount: 275,
            data: { payment_url: 'http://pay.test/paynow.php?track=AAM1', amount: 275 },
          },
        }),
    });
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PayButton rental={rental} goToCheckout={goToCheckout} />);
    await user.click(screen.getByRole('button', { name: /Pay Now/ }));
    expect(await screen.findByText(PAYMENT_PROCESSING)).toBeInTheDocument();
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.test/paynow.php?track=AAM1'));
    expect(calls).toHaveLength(1);
  });

  it("shows the server's refusal and lets the customer try again", async () => {
    const rental = returnedRental(90);
    mockApi({
      [`POST /api/rentals/${rental._id}/payRental/90`]: () =>
        json(errorBody('The payment service is not answering right now', 'PAYMENT_GATEWAY_UNAVAILABLE'), 502),
    });
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PayButton rental={rental} goToCheckout={goToCheckout} />);
    await user.click(screen.getByRole('button', { name: /Pay Now/ }));
    expect(await screen.findByText('The payment service is not answering right now')).toBeInTheDocument();
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Pay Now/ })).toBeEnabled();
  });

  it('never calls the server for a zero or negative balance', () => {
    const { calls } = mockApi({});
    renderWithApp(
      <>
        <PayButton rental={returnedRental(0)} />
        <PayButton rental={returnedRental(-15)} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Money will be returned' })).toBeDisabled();
    expect(calls).toHaveLength(0);
  });
});
