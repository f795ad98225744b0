import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, gatewaysHandler, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PayButton } from './pay-button.tsx';

const PAYMENT_PROCESSING = 'Payment Processing...';
import { returnedRental } from '../../components/rentals/rental-fixtures.ts';

const checkoutAnswer = (amount: number, track: string) =>
  json({
    success: true,
    message: 'Redirecting you to the payment page',
    data: {
      payment_url: `http://pay.test/paynow.php?track=${track}`,
      amount,
      data: { payment_url: `http://pay.test/paynow.php?track=${track}`, amount },
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayButton', { timeout: 15_000 }, () => {
  it("pays exactly the server's balance through the checkout", async () => {
    const rental = returnedRental(275);
    const { calls } = mockApi({
      'GET /api/payments/gateways': gatewaysHandler(['aamarpay']),
      [`POST /api/rentals/${rental._id}/payRental/275`]: () => checkoutAnswer(275, 'AAM1'),
    });
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PayButton rental={rental} goToCheckout={goToCheckout} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    // One gateway: no choice, and the call names none (the server's first).
    expect(screen.queryByRole('button', { name: /Other ways to pay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pay Now/ }));
    expect(await screen.findByText(PAYMENT_PROCESSING)).toBeInTheDocument();
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.test/paynow.php?track=AAM1'));
    const payments = calls.filter((call) => call.method === 'POST');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.query.get('gateway')).toBeNull();
  });

  it('pays through the first gateway in one press when the shop offers two', async () => {
    const rental = returnedRental(275);
    const { calls } = mockApi({
      'GET /api/payments/gateways': gatewaysHandler(['aamarpay', 'bkash']),
      [`POST /api/rentals/${rental._id}/payRental/275`]: () => checkoutAnswer(275, 'AAM3'),
    });
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PayButton rental={rental} goToCheckout={goToCheckout} />);
    expect(
      await screen.findByRole('button', { name: `Other ways to pay for ${rental.bike.name}` }),
    ).toBeInTheDocument();
    // The choice stays folded: the amount is said once, in the Total Cost column, not under the button.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pay Now/ }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.test/paynow.php?track=AAM3'));
    const payments = calls.filter((call) => call.method === 'POST');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.query.get('gateway')).toBe('aamarpay');
  });

  it('pays through bKash when the customer chooses it under Other ways to pay', async () => {
    const rental = returnedRental(275);
    const { calls } = mockApi({
      'GET /api/payments/gateways': gatewaysHandler(['aamarpay', 'bkash']),
      [`POST /api/rentals/${rental._id}/payRental/275`]: () => checkoutAnswer(275, 'BK1'),
    });
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PayButton rental={rental} goToCheckout={goToCheckout} />);
    await user.click(await screen.findByRole('button', { name: /Other ways to pay/ }));
    const group = screen.getByRole('group', { name: 'Pay with' });
    const aamarpay = within(group).getByRole('radio', { name: 'aamarPay (cards, bKash, Nagad, Rocket)' });
    // The choice takes the focus from the button it replaced, on the gateway already chosen.
    expect(aamarpay).toBeChecked();
    expect(aamarpay).toHaveFocus();
    const bkash = within(group).getByRole('radio', { name: 'bKash' });
    expect(bkash).toHaveAccessibleDescription('275 BDT');
    // Keyboard: the arrow moves the choice to bKash.
    await user.keyboard('{ArrowDown}');
    expect(bkash).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Pay Now/ }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://pay.test/paynow.php?track=BK1'));
    const payments = calls.filter((call) => call.method === 'POST');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.path).toBe(`/api/rentals/${rental._id}/payRental/275`);
    expect(payments[0]?.query.get('gateway')).toBe('bkash');
  });

  it("shows the server's refusal and lets the customer try again", async () => {
    const rental = returnedRental(90);
    mockApi({
      'GET /api/payments/gateways': gatewaysHandler(['aamarpay']),
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
