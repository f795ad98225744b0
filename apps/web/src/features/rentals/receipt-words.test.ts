import { describe, expect, it } from 'vitest';
import type { RentalStory } from '@bond/contract/rentals';
import { receiptPath } from '../../lib/receipt-path.ts';
import { formatDate } from '../../lib/time.ts';
import { makeRefund } from './rental-fixtures.ts';
import {
  balanceView,
  chargedTimeWords,
  costBasisView,
  gatewayWords,
  paymentStatusWords,
  rentalStatusWords,
  takaOrDash,
} from './receipt-words.ts';

type Cost = RentalStory['cost'];
const cost = (overrides: Partial<Cost>): Cost => ({
  minutes: 90,
  pricePerHour: 120,
  charge: 180,
  advance: 100,
  balance: 80,
  basis: 'returned',
  ...overrides,
});

describe('paymentStatusWords', () => {
  it('says each state of a payment attempt in words', () => {
    expect(paymentStatusWords({ status: 'paid', refundDue: false })).toBe('Paid');
    expect(paymentStatusWords({ status: 'pending', refundDue: false })).toBe('Not finished yet');
    expect(paymentStatusWords({ status: 'failed', refundDue: false })).toBe('Failed');
    expect(paymentStatusWords({ status: 'cancelled', refundDue: false })).toBe('Cancelled at the checkout');
    expect(paymentStatusWords({ status: 'expired', refundDue: false })).toBe('Not paid in time');
    expect(paymentStatusWords({ status: 'duplicate', refundDue: true })).toBe('Paid twice: owed back');
  });

  it('says a paid attempt the shop could not use is owed back', () => {
    expect(paymentStatusWords({ status: 'paid', refundDue: true })).toBe('Paid, but could not be used: owed back');
  });

  it('still reads a state it does not know as words, never as a code', () => {
    expect(paymentStatusWords({ status: 'under_review', refundDue: false })).toBe('Under review');
    expect(paymentStatusWords({ status: '', refundDue: false })).toBe('Unknown');
  });
});

describe('gatewayWords', () => {
  it("writes a gateway's name the way it does", () => {
    expect(gatewayWords('aamarpay')).toBe('aamarPay');
    expect(gatewayWords('sslcommerz')).toBe('SSLCommerz');
    expect(gatewayWords('bkash')).toBe('bKash');
    expect(gatewayWords('some_bank')).toBe('Some bank');
  });
});

describe('rentalStatusWords', () => {
  it('says where the rental stands, overdue included', () => {
    expect(rentalStatusWords({ status: 'returned', isOverdue: false })).toBe('Returned');
    expect(rentalStatusWords({ status: 'active', isOverdue: true })).toBe('Out on rent, overdue');
    expect(rentalStatusWords({ status: 'no_show', isOverdue: false })).toBe('No-show: the bike was not collected');
    expect(rentalStatusWords({ status: 'pending', isOverdue: false })).toBe('Awaiting the advance payment');
  });
});

describe('chargedTimeWords', () => {
  it('names the time charged, with the minutes once it is an hour or more', () => {
    expect(chargedTimeWords(5)).toBe('5 minutes');
    expect(chargedTimeWords(1)).toBe('1 minute');
    expect(chargedTimeWords(60)).toBe('1 hour (60 minutes)');
    expect(chargedTimeWords(90)).toBe('1 hour 30 minutes (90 minutes)');
    expect(chargedTimeWords(1441)).toBe('1 day 1 minute (1441 minutes)');
    expect(chargedTimeWords(null)).toBe('—');
  });
});

describe('costBasisView', () => {
  it("calls a returned rental's cost final", () => {
    const view = costBasisView({ cost: cost({}), status: 'returned' });
    expect(view).toMatchObject({ label: 'Final', heading: 'Cost (final)' });
    expect(view.explanation).toMatch(/^Final: charged from the booked start to the recorded return/);
  });

  it("calls a booked period's cost planned, worked out at the return", () => {
    const view = costBasisView({ cost: cost({ basis: 'planned' }), status: 'booked' });
    expect(view).toMatchObject({ label: 'Planned', heading: 'Cost (planned)' });
    expect(view.explanation).toContain('if the bike comes back on time');
  });

  it('says what is known so far of an open-ended rental and of a booking that closed', () => {
    const open = cost({ basis: 'open', minutes: null, charge: null, balance: null });
    expect(costBasisView({ cost: open, status: 'active' })).toMatchObject({
      label: 'So far',
      heading: 'Cost so far',
      explanation: expect.stringContaining('no planned return') as string,
    });
    expect(costBasisView({ cost: open, status: 'cancelled' }).explanation).toBe(
      'So far: no rental charge. The booking closed before a ride.',
    );
  });
});

describe('balanceView', () => {
  const refunds: RentalStory['refunds'] = [];

  it('after the return: the balance and whether it is paid', () => {
    expect(balanceView({ cost: cost({ balance: 150 }), payment: true, refunds })).toEqual({
      amount: '150 BDT',
      note: 'Paid',
    });
    expect(balanceView({ cost: cost({ balance: 1250 }), payment: false, refunds })).toEqual({
      amount: '1,250 BDT',
      note: 'Unpaid',
    });
    expect(balanceView({ cost: cost({ balance: 0 }), payment: false, refunds })).toEqual({
      amount: '0 BDT',
      note: 'Nothing to pay: the advance covered it',
    });
  });

  it("a negative balance reads as My Rentals' Total Cost: 'Will be returned', then the refund's date", () => {
    expect(balanceView({ cost: cost({ balance: -40 }), payment: false, refunds })).toEqual({
      amount: '40 BDT',
      note: 'Will be returned',
    });
    const settled = makeRefund({
      reason: 'negative_balance',
      amount: 40,
      status: 'refunded',
      refundedAt: '2026-11-23T19:00:00.000Z',
    });
    // 1 am on the 24th in Dhaka (the ICU's en-BD order of day and month differs between runtimes).
    expect(formatDate(settled.refundedAt)).toMatch(/24/);
    expect(balanceView({ cost: cost({ balance: -40 }), payment: false, refunds: [settled] })).toEqual({
      amount: '40 BDT',
      note: `Refunded on ${formatDate(settled.refundedAt)}`,
    });
  });

  it('before the return: what the planned period would leave; nothing when it is not known', () => {
    expect(balanceView({ cost: cost({ basis: 'planned', balance: 275 }), payment: false, refunds })).toEqual({
      amount: '275 BDT',
      note: 'To pay after the return',
    });
    expect(balanceView({ cost: cost({ basis: 'planned', balance: -40 }), payment: false, refunds })).toEqual({
      amount: '40 BDT',
      note: 'Owed back to you after the return',
    });
    expect(balanceView({ cost: cost({ basis: 'open', balance: null }), payment: false, refunds })).toEqual({
      amount: '—',
    });
  });
});

describe('takaOrDash and receiptPath', () => {
  it('writes taka, or a dash when the amount is not known', () => {
    expect(takaOrDash(1800)).toBe('1,800 BDT');
    expect(takaOrDash(null)).toBe('—');
  });

  it("puts a rental's receipt under the dashboard", () => {
    expect(receiptPath('10000000-0000-4000-8000-000000000001')).toBe(
      '/dashboard/rentals/10000000-0000-4000-8000-000000000001',
    );
  });
});
