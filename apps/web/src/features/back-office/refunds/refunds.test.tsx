import type { PaymentToCheck, Refund } from '@bond/contract/refunds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi, type ApiCall } from '../../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { REFUNDS_PAGE_SIZE, Refunds } from './refunds.tsx';

const NO_PAYMENTS_TO_CHECK = 'No payments need checking. Every payment the gateway reported has been settled.';
const MONEY_OWED_BACK = 'Money owed back';
const PAYMENTS_TO_CHECK = 'Payments to check';
const REFUND_LIST = 'Refund list';

afterEach(() => {
  vi.unstubAllGlobals();
});

const refund = (overrides: Partial<Refund> = {}): Refund => ({
  _id: '60000000-0000-4000-8000-000000000001',
  rentalId: '10000000-0000-4000-8000-000000000007',
  paymentId: '70000000-0000-4000-8000-000000000001',
  amount: 100,
  reason: 'late_payment',
  status: 'due',
  refundedAt: null,
  method: null,
  reference: null,
  createdAt: '2026-11-22T04:30:00.000Z',
  customer: {
    _id: '20000000-0000-4000-8000-000000000002',
    name: 'Karim Late',
    email: 'karim@example.com',
    phone: '01811223344',
  },
  bike: { _id: '30000000-0000-4000-8000-000000000003', name: 'Suzuki Gixxer SF' },
  gatewayRefund: null,
  gatewayRefundError: null,
  ...overrides,
});

const toCheck = (overrides: Partial<PaymentToCheck> = {}): PaymentToCheck => ({
  _id: '70000000-0000-4000-8000-000000000009',
  tranId: 'BBRADV7K2M9Q',
  purpose: 'advance',
  amount: 100,
  gateway: 'aamarpay',
  status: 'pending',
  reason: 'the gateway rated the payment risky: risk level 1',
  reasonCode: 'risky',
  verification: { pay_status: 'Maybe', risk_level: '1' },
  createdAt: '2026-11-22T05:00:00.000Z',
  rentalId: '10000000-0000-4000-8000-000000000008',
  customer: {
    _id: '20000000-0000-4000-8000-000000000004',
    name: 'Nasrin Risky',
    email: 'nasrin@example.com',
    phone: '01911000111',
  },
  bike: { _id: '30000000-0000-4000-8000-000000000005', name: 'Honda Hornet 2.0' },
  ...overrides,
});

const ok = <T,>(data: T, message = 'ok') => json({ success: true, message, data });

/** Serves the two lists; the handlers of the test's actions change what they answer. */
function serve(
  state: { refunds: Refund[]; payments: PaymentToCheck[] },
  extra: Record<string, (c: ApiCall) => Response | Promise<Response>> = {},
) {
  return mockApi({
    'GET /api/refunds': ({ query }) =>
      ok(state.refunds.filter((r) => query.get('status') === 'all' || r.status === query.get('status'))),
    'GET /api/payments/to-check': () => ok(state.payments),
    ...extra,
  });
}

const owedSection = () => screen.getByRole('region', { name: MONEY_OWED_BACK });
const checkSection = () => screen.getByRole('region', { name: PAYMENTS_TO_CHECK });

describe('Refunds', { timeout: 15_000 }, () => {
  it('lists the money owed back with its reason in words, the rental and the customer’s phone', async () => {
    const { calls } = serve({ refunds: [refund()], payments: [] });
    renderWithApp(<Refunds />);
    const table = await screen.findByRole('table', { name: REFUND_LIST });
    for (const header of ['Amount', 'Reason', 'Rental', 'Customer', 'Created', 'Refund']) {
      expect(within(table).getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    const row = within(within(table).getByText('Karim Late').closest('tr') as HTMLElement);
    expect(row.getByText('100 BDT')).toBeInTheDocument();
    expect(row.getByText('Advance paid after the booking had lapsed')).toBeInTheDocument();
    expect(row.getByText('Suzuki Gixxer SF')).toBeInTheDocument();
    expect(row.getByRole('link', { name: '01811223344' })).toHaveAttribute('href', 'tel:01811223344');
    expect(row.getByText(/10:30/)).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Mark refunded: 100 BDT to Karim Late' })).toBeEnabled();
    expect(calls.find((c) => c.path === '/api/refunds')?.query.get('status')).toBe('due');
    expect(await within(checkSection()).findByText(NO_PAYMENTS_TO_CHECK)).toBeInTheDocument();
  });

  it('says so in plain words when nobody is owed anything', async () => {
    serve({ refunds: [], payments: [] });
    renderWithApp(<Refunds />);
    expect(await within(owedSection()).findByText('Nobody is owed money back right now.')).toBeInTheDocument();
    expect(await within(checkSection()).findByText(NO_PAYMENTS_TO_CHECK)).toBeInTheDocument();
  });

  it('records a refund with its method and reference; the row leaves the list of money still owed', async () => {
    const state = { refunds: [refund()], payments: [] };
    const { calls } = serve(state, {
      [`POST /api/refunds/${refund()._id}/refunded`]: () => {
        state.refunds = [
          refund({
            status: 'refunded',
            refundedAt: '2026-11-23T05:00:00.000Z',
            method: 'bkash',
            reference: 'TRX8F3K2',
          }),
        ];
        return ok(state.refunds[0], 'Refund recorded');
      },
    });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    const opener = await screen.findByRole('button', { name: 'Mark refunded: 100 BDT to Karim Late' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded' });
    expect(dialog).toHaveAccessibleDescription(/100 BDT to Karim Late \(01811223344\)/);

    // Nothing is sent until both fields are filled in.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog).findByText('Choose how the money was paid back')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Paid back by'), 'bKash');
    await user.type(within(dialog).getByLabelText('Reference (transaction ID or receipt number)'), 'TRX8F3K2');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ method: 'bkash', reference: 'TRX8F3K2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(owedSection()).findByText('Nobody is owed money back right now.')).toBeInTheDocument();
    // The button that opened the dialog has gone with its row: the keyboard lands on the section.
    await waitFor(() => expect(screen.getByRole('heading', { name: MONEY_OWED_BACK })).toHaveFocus());

    // The paid-back view says when, how and with which reference.
    await user.selectOptions(within(owedSection()).getByLabelText('Show'), 'Paid back');
    const settled = await within(owedSection()).findByText(/^Refunded on /);
    expect(settled.closest('td')).toHaveTextContent('bKash · TRX8F3K2');
  });

  it('shows the server’s refusal as a toast and reads the list again, where the refund is no longer due', async () => {
    const state = { refunds: [refund()], payments: [] };
    const already = 'This refund has already been recorded as paid back, so nothing was changed';
    const { calls } = serve(state, {
      [`POST /api/refunds/${refund()._id}/refunded`]: () => {
        state.refunds = [];
        return json(errorBody(already, 'ALREADY_REFUNDED'), 409);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    await user.click(await screen.findByRole('button', { name: /Mark refunded/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded' });
    await user.selectOptions(within(dialog).getByLabelText('Paid back by'), 'Cash');
    await user.type(within(dialog).getByLabelText(/Reference/), 'Receipt 12');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    // Another admin had recorded it: the list is read again and the refund (with its dialog) leaves it.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/refunds')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(owedSection()).findByText('Nobody is owed money back right now.')).toBeInTheDocument();
    expect(await screen.findByText(already)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: MONEY_OWED_BACK })).toHaveFocus());
  });

  it('keeps the dialog open with the server’s reason when the refund stays due', async () => {
    const refused = 'Something went wrong on our side. Please try again';
    serve(
      { refunds: [refund()], payments: [] },
      { [`POST /api/refunds/${refund()._id}/refunded`]: () => json(errorBody(refused, 'INTERNAL'), 500) },
    );
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    await user.click(await screen.findByRole('button', { name: /Mark refunded/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded' });
    await user.selectOptions(within(dialog).getByLabelText('Paid back by'), 'Nagad');
    await user.type(within(dialog).getByLabelText(/Reference/), 'NGD-55');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    expect(within(dialog).getByLabelText(/Reference/)).toHaveValue('NGD-55');
  });

  it('shows a payment to check with the gateway’s raw answer, and accepts it after confirming', async () => {
    const state = { refunds: [], payments: [toCheck()] };
    const { calls } = serve(state, {
      [`POST /api/payments/${toCheck()._id}/review`]: () => {
        state.payments = [];
        return json({ success: true, message: 'Payment accepted' });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    const card = within(await screen.findByRole('article', { name: 'Payment BBRADV7K2M9Q' }));
    expect(card.getByText('100 BDT')).toBeInTheDocument();
    expect(card.getByText('Advance for Honda Hornet 2.0')).toBeInTheDocument();
    expect(card.getByText(/Nasrin Risky/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: '01911000111' })).toBeInTheDocument();
    expect(card.getByText('the gateway rated the payment risky: risk level 1')).toBeInTheDocument();
    const details = card.getByText('The gateway’s answer').closest('details') as HTMLElement;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('"pay_status": "Maybe"');

    await user.click(card.getByRole('button', { name: 'Accept payment BBRADV7K2M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, accept' }));
    expect(await screen.findByText('Payment accepted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'accept' });
    expect(await within(checkSection()).findByText(NO_PAYMENTS_TO_CHECK)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: PAYMENTS_TO_CHECK })).toHaveFocus());
  });

  it('owes a payment back after confirming; it then appears as money owed back', async () => {
    const state: { refunds: Refund[]; payments: PaymentToCheck[] } = { refunds: [], payments: [toCheck()] };
    const { calls } = serve(state, {
      [`POST /api/payments/${toCheck()._id}/review`]: () => {
        state.payments = [];
        state.refunds = [refund({ reason: 'refused_payment', customer: toCheck().customer, amount: 100 })];
        return json({ success: true, message: 'The payment will be returned to the customer' });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    await user.click(await screen.findByRole('button', { name: 'Owe it back BBRADV7K2M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Owe this payment back?' });
    expect(dialog).toHaveAccessibleDescription(/100 BDT is added to Money owed back/);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, owe it back' }));
    expect(await screen.findByText('The payment will be returned to the customer')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'refund' });
    expect(await within(owedSection()).findByText('Payment the shop could not accept')).toBeInTheDocument();
  });

  it('shows a review the server refuses in the dialog and as a toast, and reads the payments again', async () => {
    const state = { refunds: [], payments: [toCheck()] };
    const refused = 'The payment service is not answering. Please try again in a moment';
    const { calls } = serve(state, {
      [`POST /api/payments/${toCheck()._id}/review`]: () =>
        json(errorBody(refused, 'PAYMENT_GATEWAY_UNAVAILABLE'), 502),
    });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    await user.click(await screen.findByRole('button', { name: 'Accept payment BBRADV7K2M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    await waitFor(() => expect(screen.getAllByText(refused)).toHaveLength(2));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/payments/to-check')).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: 'Yes, accept' })).toBeEnabled();
  });

  it('keeps the refunds usable when the payments to check cannot be loaded', async () => {
    mockApi({
      'GET /api/refunds': () => ok([refund()]),
      'GET /api/payments/to-check': () => json(errorBody('The shop is having trouble', 'INTERNAL'), 500),
    });
    renderWithApp(<Refunds />);
    expect(await within(checkSection()).findByRole('alert')).toHaveTextContent('The shop is having trouble');
    expect(within(owedSection()).getByRole('button', { name: /Mark refunded/ })).toBeEnabled();
  });

  it('pages the money owed back and starts again at page 1 for another status', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      refund({
        _id: `60000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
        customer: { ...refund().customer, name: `Owed ${i + 1}` },
      }),
    );
    const { calls } = mockApi({
      'GET /api/refunds': ({ query }) => {
        const page = Number(query.get('page'));
        const size = Number(query.get('pageSize'));
        const rows = query.get('status') === 'due' ? many : [];
        return json({
          success: true,
          message: 'ok',
          data: rows.slice((page - 1) * size, page * size),
          meta: { page, pageSize: size, total: rows.length, pageCount: Math.max(1, Math.ceil(rows.length / size)) },
        });
      },
      'GET /api/payments/to-check': () => ok([]),
    });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    expect(await within(owedSection()).findByText('Owed 1')).toBeInTheDocument();
    const pager = within(owedSection()).getByRole('navigation', { name: 'Refund pages' });
    expect(pager).toHaveTextContent('Page 1 of 2 · 25 refunds');
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await within(owedSection()).findByText('Owed 21')).toBeInTheDocument();
    const asked = () => calls.filter((c) => c.path === '/api/refunds').at(-1)?.query;
    expect(asked()?.get('page')).toBe('2');
    expect(asked()?.get('pageSize')).toBe(String(REFUNDS_PAGE_SIZE));

    await user.selectOptions(within(owedSection()).getByLabelText('Show'), 'Paid back');
    expect(await within(owedSection()).findByText('No refunds have been recorded yet.')).toBeInTheDocument();
    expect(asked()?.get('status')).toBe('refunded');
    expect(asked()?.get('page')).toBe('1');
  });
});

describe('Refunds for staff', { timeout: 15_000 }, () => {
  const CASH_BUTTON = 'Paid back in cash: 100 BDT to Karim Late';

  it('pays a refund back in cash only, with no other way to choose', async () => {
    const state = { refunds: [refund()], payments: [] };
    const { calls } = serve(state, {
      [`POST /api/refunds/${refund()._id}/refunded`]: () => {
        state.refunds = [];
        return ok(refund({ status: 'refunded', method: 'cash', reference: 'R-12' }), 'Refund recorded');
      },
    });
    const user = userEvent.setup();
    renderWithApp(<Refunds role="staff" />);
    // The money owed back alone: the payments an admin checks are not the counter's.
    expect(screen.queryByRole('region', { name: PAYMENTS_TO_CHECK })).not.toBeInTheDocument();
    expect(owedSection()).toHaveTextContent(/Pay a customer back in cash from your till/);
    await user.click(await screen.findByRole('button', { name: CASH_BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Paid back in cash' });
    expect(dialog).toHaveAccessibleDescription(/The cash comes out of your till/);
    // No other way to choose: no method list at all.
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Paid back by')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Receipt number or note'), 'R-12');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ method: 'cash', reference: 'R-12' });
    expect(await within(owedSection()).findByText('Nobody is owed money back right now.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/payments/to-check')).toBe(false);
  });

  it('says the server’s TILL_NOT_OPEN in the dialog and keeps the refund due', async () => {
    const notOpen = 'Open your till for today before taking or paying out cash';
    const state = { refunds: [refund()], payments: [] };
    const { calls } = serve(state, {
      [`POST /api/refunds/${refund()._id}/refunded`]: () => json(errorBody(notOpen, 'TILL_NOT_OPEN'), 409),
    });
    const user = userEvent.setup();
    renderWithApp(<Refunds role="staff" />);
    await user.click(await screen.findByRole('button', { name: CASH_BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: 'Paid back in cash' });
    await user.type(within(dialog).getByLabelText('Receipt number or note'), 'R-13');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(notOpen);
    expect(screen.getByRole('dialog', { name: 'Paid back in cash' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Receipt number or note')).toHaveValue('R-13');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('keeps every way of paying back for the admin', async () => {
    serve({ refunds: [refund()], payments: [] });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    await user.click(await screen.findByRole('button', { name: 'Mark refunded: 100 BDT to Karim Late' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded' });
    expect(
      within(within(dialog).getByLabelText('Paid back by'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose how', 'bKash', 'Nagad', 'Cash', 'Bank transfer', 'Gateway panel']);
  });

  it('is in Bangla on a Bangla page', async () => {
    await inBangla();
    serve({ refunds: [refund()], payments: [] });
    const user = userEvent.setup();
    const { container } = renderWithApp(<Refunds role="staff" />);
    await user.click(await screen.findByRole('button', { name: 'ক্যাশে ফেরত দেওয়া হয়েছে: Karim Late-কে ১০০৳' }));
    const dialog = await screen.findByRole('dialog', { name: 'ক্যাশে ফেরত দেওয়া হয়েছে' });
    expect(within(dialog).getByLabelText('রসিদ নম্বর বা নোট')).toBeInTheDocument();
    expect(englishLeftIn(container, ['Karim Late', 'Suzuki Gixxer SF'])).toEqual([]);
    expect(englishLeftIn(dialog, ['Karim Late', 'Suzuki Gixxer SF'])).toEqual([]);
  });
});

describe('Refunds in Bangla', { timeout: 15_000 }, () => {
  it('shows the money owed back and the mark-refunded dialog in Bangla, with taka in Bengali digits', async () => {
    await inBangla();
    serve({ refunds: [refund()], payments: [] });
    const user = userEvent.setup();
    const { container } = renderWithApp(<Refunds />);
    const table = await screen.findByRole('table', { name: 'রিফান্ডের তালিকা' });
    for (const header of ['পরিমাণ', 'কারণ', 'ভাড়া', 'কাস্টমার', 'তৈরি', 'রিফান্ড']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(within(table).getByText('Karim Late').closest('tr') as HTMLElement);
    expect(row.getByText('১০০৳')).toBeInTheDocument();
    expect(row.getByText('বুকিংয়ের সময় পার হওয়ার পর অগ্রিম দেওয়া হয়েছে')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'যে টাকা ফেরত দিতে হবে' })).toBeInTheDocument();
    expect(screen.getByLabelText('দেখান')).toHaveDisplayValue('এখনো ফেরত দিতে হবে');
    expect(
      await within(screen.getByRole('region', { name: 'যাচাই করার পেমেন্ট' })).findByText(
        'যাচাই করার মতো কোনো পেমেন্ট নেই। গেটওয়ের জানানো সব পেমেন্টের হিসাব মিটে গেছে।',
      ),
    ).toBeInTheDocument();
    expect(englishLeftIn(container, ['Karim Late', 'Suzuki Gixxer SF'])).toEqual([]);

    await user.click(row.getByRole('button', { name: 'ফেরত দেওয়া হয়েছে: Karim Late-কে ১০০৳' }));
    const dialog = await screen.findByRole('dialog', { name: 'ফেরত দেওয়া হয়েছে লিখুন' });
    expect(dialog).toHaveAccessibleDescription(/^Suzuki Gixxer SF-এর জন্য Karim Late \(01811223344\)-কে ১০০৳/);
    const method = within(dialog).getByLabelText('কীভাবে ফেরত দিলেন');
    expect(
      within(method)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['বেছে নিন', 'বিকাশ', 'নগদ', 'ক্যাশ', 'ব্যাংক ট্রান্সফার', 'গেটওয়ে প্যানেল']);
    await user.click(within(dialog).getByRole('button', { name: 'রিফান্ড নিশ্চিত করুন' }));
    expect(await within(dialog).findByText('কীভাবে টাকা ফেরত দিলেন, বেছে নিন')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('রেফারেন্স (ট্রানজেকশন আইডি বা রসিদ নম্বর)')).toBeInTheDocument();
    // The reference's 'is required' comes from the shared contract, whose messages are localised apart.
    expect(englishLeftIn(dialog, ['Karim Late', 'Suzuki Gixxer SF', 'Reference is required'])).toEqual([]);
  });

  it('shows a payment to check and its accept dialog in Bangla', async () => {
    await inBangla();
    serve({ refunds: [], payments: [toCheck()] });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    const article = await screen.findByRole('article', { name: 'পেমেন্ট BBRADV7K2M9Q' });
    const card = within(article);
    expect(card.getByText('১০০৳')).toBeInTheDocument();
    expect(card.getByText('Honda Hornet 2.0-এর অ্যাডভান্স')).toBeInTheDocument();
    expect(card.getByText('কীসের জন্য')).toBeInTheDocument();
    expect(card.getByText('গেটওয়ের উত্তর')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পেমেন্ট আবার দেখুন' })).toBeInTheDocument();
    // Why it was held is said in Bangla from its code; the gateway's raw answer is shown as it came.
    expect(card.getByText('গেটওয়ে পেমেন্টটিকে ঝুঁকিপূর্ণ বলেছে: ঝুঁকির মাত্রা ১')).toBeInTheDocument();
    const fromServer = ['pay_status'];
    expect(englishLeftIn(article, ['BBRADV7K2M9Q', 'Nasrin Risky', 'Honda Hornet 2.0', ...fromServer])).toEqual([]);

    await user.click(card.getByRole('button', { name: 'পেমেন্ট গ্রহণ করুন BBRADV7K2M9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'এই পেমেন্ট গ্রহণ করবেন?' });
    expect(dialog).toHaveAccessibleDescription(/BBRADV7K2M9Q-এর ১০০৳ দোকানে এসেছে/);
    expect(within(dialog).getByRole('button', { name: 'হ্যাঁ, গ্রহণ করুন' })).toBeInTheDocument();
    expect(englishLeftIn(dialog, ['BBRADV7K2M9Q', 'Nasrin Risky', 'Honda Hornet 2.0'])).toEqual([]);
  });
});

describe('Refunds through bKash', { timeout: 15_000 }, () => {
  const UNTIL = '2026-12-07T04:30:00.000Z';
  const viaBkash = (overrides: Partial<Refund> = {}) =>
    refund({ gatewayRefund: { gateway: 'bkash', until: UNTIL }, ...overrides });
  const byHand = refund({
    _id: '60000000-0000-4000-8000-000000000002',
    customer: { ...refund().customer, _id: '20000000-0000-4000-8000-000000000009', name: 'Rahim Hand' },
    amount: 250,
  });
  const BKASH_BUTTON = 'Refund through bKash: 100 BDT to Karim Late';
  const BKASH_PATH = `POST /api/refunds/${refund()._id}/bkash`;
  const rowOf = (name: string) => within(within(owedSection()).getByText(name).closest('tr') as HTMLElement);
  const bkashPosts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/bkash'));

  it('offers the admin bKash only on a refund due that bKash still refunds, and says until when', async () => {
    const settled = viaBkash({
      _id: '60000000-0000-4000-8000-000000000003',
      status: 'refunded',
      refundedAt: '2026-11-23T05:00:00.000Z',
      method: 'bkash',
      reference: 'RFD9X2',
    });
    serve({ refunds: [viaBkash(), byHand, settled], payments: [] });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    const button = await screen.findByRole('button', { name: BKASH_BUTTON });
    expect(button).toHaveTextContent('Refund through bKash');
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription('bKash refunds until Dec 7, 2026, 10:30 AM');
    // The manual way stays beside it.
    expect(rowOf('Karim Late').getByRole('button', { name: 'Mark refunded: 100 BDT to Karim Late' })).toBeEnabled();
    // A refund bKash cannot send back is paid back by hand only.
    expect(rowOf('Rahim Hand').queryByRole('button', { name: /bKash/ })).not.toBeInTheDocument();
    expect(rowOf('Rahim Hand').queryByText(/bKash refunds until/)).not.toBeInTheDocument();
    expect(rowOf('Rahim Hand').getByRole('button', { name: 'Mark refunded: 250 BDT to Rahim Hand' })).toBeEnabled();

    // A refund paid back through bKash shows its method and bKash's reference, and no button.
    await user.selectOptions(within(owedSection()).getByLabelText('Show'), 'Paid back');
    const done = await within(owedSection()).findByText(/^Refunded on /);
    expect(done.closest('td')).toHaveTextContent('bKash · RFD9X2');
    expect(within(owedSection()).queryByRole('button', { name: /Refund through bKash/ })).not.toBeInTheDocument();
  });

  it('never offers bKash to staff', async () => {
    serve({ refunds: [viaBkash({ gatewayRefundError: 'Refund window closed' })], payments: [] });
    renderWithApp(<Refunds role="staff" />);
    expect(await screen.findByRole('button', { name: 'Paid back in cash: 100 BDT to Karim Late' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /bKash/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/bKash refunds until/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Last bKash attempt failed/)).not.toBeInTheDocument();
  });

  it('sends one request however often it is pressed, then shows bKash’s reference and the refunded row', async () => {
    const state = { refunds: [viaBkash()], payments: [] };
    let answer: (response: Response) => void = () => undefined;
    const { calls } = serve(state, {
      [BKASH_PATH]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    const button = await screen.findByRole('button', { name: BKASH_BUTTON });
    await user.dblClick(button);
    await user.click(button);
    const busy = screen.getByRole('button', { name: 'Refunding through bKash: 100 BDT to Karim Late…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent('Refunding…');
    expect(bkashPosts(calls)).toHaveLength(1);
    expect(bkashPosts(calls)[0]?.path).toBe(`/api/refunds/${refund()._id}/bkash`);
    expect(bkashPosts(calls)[0]?.body).toBeUndefined();

    const paid = viaBkash({
      status: 'refunded',
      refundedAt: '2026-11-23T05:00:00.000Z',
      method: 'bkash',
      reference: 'RFD7Q4K1',
      gatewayRefund: null,
    });
    state.refunds = [paid];
    answer(ok(paid, 'Refunded through bKash'));
    expect(await screen.findByText('Sent back through bKash (ref RFD7Q4K1)')).toBeInTheDocument();
    // The list is read again: the refund is no longer due, and the keyboard lands on the section.
    expect(await within(owedSection()).findByText('Nobody is owed money back right now.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: MONEY_OWED_BACK })).toHaveFocus());
    expect(calls.filter((c) => c.path === '/api/refunds')).toHaveLength(2);
    expect(bkashPosts(calls)).toHaveLength(1);

    await user.selectOptions(within(owedSection()).getByLabelText('Show'), 'Paid back');
    const done = await within(owedSection()).findByText(/^Refunded on /);
    expect(done.closest('td')).toHaveTextContent('bKash · RFD7Q4K1');
  });

  it('shows bKash’s failure from the server and keeps the refund due, to be paid back by hand', async () => {
    const failed =
      'bKash made no refund: the merchant account’s balance is too low. Pay the customer back by hand and record it';
    const state = { refunds: [viaBkash()], payments: [] };
    const { calls } = serve(state, {
      [`POST /api/refunds/${refund()._id}/refunded`]: () => {
        state.refunds = [];
        return ok(refund({ status: 'refunded', method: 'nagad', reference: 'NGD-9' }), 'Refund recorded');
      },
      [BKASH_PATH]: () => {
        state.refunds = [viaBkash({ gatewayRefundError: 'Insufficient balance' })];
        return json(errorBody(failed, 'GATEWAY_REFUND_FAILED'), 502);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    await user.click(await screen.findByRole('button', { name: BKASH_BUTTON }));
    // In the row, and as a toast.
    expect(await rowOf('Karim Late').findByRole('alert')).toHaveTextContent(failed);
    await waitFor(() => expect(screen.getAllByText(failed)).toHaveLength(2));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/refunds')).toHaveLength(2));
    // It can be asked again, or paid back by hand.
    expect(screen.getByRole('button', { name: BKASH_BUTTON })).toBeEnabled();
    await user.click(rowOf('Karim Late').getByRole('button', { name: 'Mark refunded: 100 BDT to Karim Late' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded' });
    await user.selectOptions(within(dialog).getByLabelText('Paid back by'), 'Nagad');
    await user.type(within(dialog).getByLabelText(/Reference/), 'NGD-9');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(await within(owedSection()).findByText('Nobody is owed money back right now.')).toBeInTheDocument();
    expect(bkashPosts(calls)).toHaveLength(1);
  });

  it('takes a refund another admin settled first off the list', async () => {
    const already = 'This refund has already been recorded as paid back, so nothing was changed';
    const state = { refunds: [viaBkash()], payments: [] };
    serve(state, {
      [BKASH_PATH]: () => {
        state.refunds = [];
        return json(errorBody(already, 'ALREADY_REFUNDED'), 409);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<Refunds />);
    await user.click(await screen.findByRole('button', { name: BKASH_BUTTON }));
    expect(await screen.findByText(already)).toBeInTheDocument();
    expect(await within(owedSection()).findByText('Nobody is owed money back right now.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: MONEY_OWED_BACK })).toHaveFocus());
  });

  it('says why bKash’s last attempt failed, whether or not bKash can still be asked', async () => {
    serve({
      refunds: [
        viaBkash({ gatewayRefundError: 'Insufficient balance' }),
        { ...byHand, gatewayRefundError: 'Refund window closed' },
      ],
      payments: [],
    });
    renderWithApp(<Refunds />);
    await screen.findByRole('button', { name: BKASH_BUTTON });
    expect(rowOf('Karim Late').getByText('Last bKash attempt failed:').closest('p')).toHaveTextContent(
      'Last bKash attempt failed: Insufficient balance',
    );
    expect(rowOf('Rahim Hand').getByText('Last bKash attempt failed:').closest('p')).toHaveTextContent(
      'Last bKash attempt failed: Refund window closed',
    );
    expect(rowOf('Rahim Hand').getByRole('button', { name: 'Mark refunded: 250 BDT to Rahim Hand' })).toBeEnabled();
  });

  it('is in Bangla on a Bangla page', async () => {
    await inBangla();
    const failed = 'বিকাশ কোনো রিফান্ড করেনি। হাতে টাকা ফেরত দিয়ে লিখে রাখুন';
    const state = { refunds: [viaBkash({ gatewayRefundError: 'Insufficient balance' })], payments: [] };
    serve(state, { [BKASH_PATH]: () => json(errorBody(failed, 'GATEWAY_REFUND_FAILED'), 502) });
    const user = userEvent.setup();
    const { container } = renderWithApp(<Refunds />);
    const button = await screen.findByRole('button', { name: 'বিকাশে ফেরত পাঠান: Karim Late-কে ১০০৳' });
    expect(button).toHaveTextContent('বিকাশে ফেরত পাঠান');
    expect(button).toHaveAccessibleDescription('৭ ডিসে, ২০২৬, ১০:৩০ সকাল পর্যন্ত বিকাশে ফেরত পাঠানো যাবে');
    expect(screen.getByText('বিকাশে শেষ চেষ্টা ব্যর্থ হয়েছে:')).toBeInTheDocument();
    // bKash's reason is the server's, in English, and marked so.
    expect(screen.getByText('Insufficient balance')).toHaveAttribute('lang', 'en');
    expect(englishLeftIn(container, ['Karim Late', 'Suzuki Gixxer SF'])).toEqual([]);

    await user.click(button);
    const row = within(screen.getByText('Karim Late').closest('tr') as HTMLElement);
    expect(await row.findByRole('alert')).toHaveTextContent(failed);
    expect(row.getByRole('button', { name: 'ফেরত দেওয়া হয়েছে: Karim Late-কে ১০০৳' })).toBeEnabled();
    expect(englishLeftIn(container, ['Karim Late', 'Suzuki Gixxer SF'])).toEqual([]);
  });
});
