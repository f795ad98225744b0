import { describe, expect, it } from 'vitest';
import type { RentalRefund } from './refunds.ts';
import { isClosedBooking, settledBalanceRefund } from './rental-words.ts';
import { say } from './say.ts';
import { formatShopDate } from './time.ts';

const costView = (rental: { isReturned: boolean; totalCost: number; refunds: RentalRefund[] }) =>
  say('en', 'totalCostCell', { rental });

const returned = (totalCost: number, refunds: RentalRefund[] = []) => ({ isReturned: true, totalCost, refunds });

const balanceRefund: RentalRefund = {
  _id: '50000000-0000-4000-8000-000000000001',
  amount: 40,
  reason: 'negative_balance',
  status: 'refunded',
  refundedAt: '2026-11-22T19:30:00.000Z',
};

describe('total cost', () => {
  it("shows a refund as its absolute value with 'Will be returned'", () => {
    expect(costView(returned(-40))).toEqual({ amount: '40 BDT', note: 'Will be returned' });
  });

  it('says when a negative balance was refunded, on the Dhaka date', () => {
    expect(costView(returned(-40, [balanceRefund]))).toEqual({
      amount: '40 BDT',
      note: `Refunded on ${formatShopDate('2026-11-22T19:30:00.000Z')}`,
    });
  });

  it('says the same in Bangla, in Bengali digits and taka', () => {
    expect(say('bn', 'totalCostCell', { rental: returned(-1250) })).toEqual({
      amount: '১,২৫০৳',
      note: 'ফেরত দেওয়া হবে',
    });
    expect(say('bn', 'totalCostCell', { rental: { isReturned: false, totalCost: 0, refunds: [] } })).toEqual({
      amount: 'এখনো হিসাব হয়নি',
    });
  });

  it('shows a balance in taka, and nothing computed while the bike is out', () => {
    expect(costView(returned(1250))).toEqual({ amount: '1,250 BDT' });
    expect(costView(returned(0))).toEqual({ amount: '0 BDT' });
    expect(costView({ isReturned: false, totalCost: 0, refunds: [] })).toEqual({ amount: 'Not yet calculated' });
  });
});

describe('closed bookings and settled balances', () => {
  it('calls cancelled, expired and no-show bookings closed', () => {
    for (const status of ['cancelled', 'expired', 'no_show'] as const) expect(isClosedBooking({ status })).toBe(true);
    expect(isClosedBooking({ status: 'returned' })).toBe(false);
    expect(isClosedBooking({ status: 'pending' })).toBe(false);
  });

  it('finds the paid-back refund of a negative balance, not one still due or of another reason', () => {
    expect(settledBalanceRefund({ refunds: [balanceRefund] })).toBe(balanceRefund);
    expect(settledBalanceRefund({ refunds: [{ ...balanceRefund, status: 'due', refundedAt: null }] })).toBeUndefined();
    expect(settledBalanceRefund({ refunds: [{ ...balanceRefund, reason: 'duplicate_payment' }] })).toBeUndefined();
  });
});
