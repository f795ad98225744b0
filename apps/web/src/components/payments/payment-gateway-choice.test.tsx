import type { OnlineGateway } from '@bond/contract/rentals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { gatewaysHandler, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PaymentGatewayChoice, useGatewayChoice } from './payment-gateway-choice.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ offered, amount = 100 }: { offered: readonly OnlineGateway[]; amount?: number }) {
  const [value, setValue] = useState<OnlineGateway | undefined>(offered[0]);
  return (
    <>
      <PaymentGatewayChoice offered={offered} value={value} onChange={setValue} amount={amount} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

/** What a checkout would name, from the gateways the API lists. */
function Named() {
  const choice = useGatewayChoice();
  return (
    <>
      <PaymentGatewayChoice offered={choice.offered} value={choice.chosen} onChange={choice.choose} amount={275} />
      <output>{choice.named ?? 'none'}</output>
    </>
  );
}

describe('PaymentGatewayChoice', () => {
  it('shows nothing when the shop offers one gateway, or none is known', () => {
    const { container, rerender } = render(<Harness offered={['aamarpay']} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    rerender(<Harness offered={[]} />);
    expect(container.querySelector('fieldset')).toBeNull();
  });

  it('lists the gateways in the shop’s order, the first chosen, bKash with its mark and the amount', async () => {
    render(<Harness offered={['aamarpay', 'bkash']} amount={1250} />);
    const group = screen.getByRole('group', { name: 'Pay with' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['aamarpay', 'bkash']);
    const aamarpay = within(group).getByRole('radio', { name: 'aamarPay (cards, bKash, Nagad, Rocket)' });
    const bkash = within(group).getByRole('radio', { name: 'bKash' });
    expect(aamarpay).toBeChecked();
    expect(bkash).toHaveAccessibleDescription('1,250 BDT');
    // The mark is drawn inline and is decoration: the option's name says bKash.
    const mark = within(group).getByTestId('bkash-mark');
    expect(mark.tagName.toLowerCase()).toBe('svg');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark.querySelector('rect')).toHaveAttribute('fill', '#E2136E');
    expect(group.querySelector('img')).toBeNull();

    // Keyboard: Tab reaches the chosen gateway, an arrow moves the choice; a click on the words chooses too.
    const user = userEvent.setup();
    await user.tab();
    expect(aamarpay).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(bkash).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('bkash');
    await user.click(screen.getByText('aamarPay (cards, bKash, Nagad, Rocket)'));
    expect(aamarpay).toBeChecked();
  });

  it('speaks Bangla, with the amount in Bangla digits and the taka sign', async () => {
    await inBangla();
    render(<Harness offered={['aamarpay', 'bkash']} amount={1250} />);
    const group = screen.getByRole('group', { name: 'পেমেন্টের মাধ্যম' });
    expect(within(group).getByRole('radio', { name: 'বিকাশ' })).toHaveAccessibleDescription('১,২৫০৳');
    expect(within(group).getByRole('radio', { name: 'আমারপে (কার্ড, বিকাশ, নগদ, রকেট)' })).toBeChecked();
    expect(englishLeftIn(group)).toEqual([]);
  });
});

describe('useGatewayChoice', () => {
  it('names the chosen gateway only when there is a choice to make', async () => {
    const { calls } = mockApi({ 'GET /api/payments/gateways': gatewaysHandler(['aamarpay', 'bkash']) });
    const user = userEvent.setup();
    renderWithApp(<Named />);
    // 'none' until the list has come; then the first gateway.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('aamarpay'));
    await user.click(screen.getByRole('radio', { name: 'bKash' }));
    expect(screen.getByRole('status')).toHaveTextContent('bkash');
    expect(calls).toHaveLength(1);
  });

  it('names none with a single gateway, and leaves out one the web app has no words for', async () => {
    mockApi({ 'GET /api/payments/gateways': gatewaysHandler(['aamarpay', 'somepay']) });
    renderWithApp(<Named />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('none'));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('names none when the list cannot be read: the server then uses its first gateway', async () => {
    const { calls } = mockApi({
      'GET /api/payments/gateways': () => json({ success: false, message: 'Down' }, 503),
    });
    renderWithApp(<Named />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
