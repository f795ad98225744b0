import { receiptContent } from '@bond/contract/receipt';
import type { RentalStory } from '@bond/contract/rentals';
import { describe, expect, it } from 'vitest';
import { shop } from '../../content/shop.ts';
import { makePayment, makeRefund, makeStory } from '../../components/rentals/rental-fixtures.ts';
import { receiptWords } from './receipt-words.ts';
import { rentalWords } from '../../components/rentals/words.ts';

/** Stories that take every branch of the receipt's words. */
const stories: [string, RentalStory][] = [
  ['returned and paid', makeStory()],
  ['returned, unpaid, a long ride', makeStory({ payment: false, cost: { ...makeStory().cost, minutes: 1590 } })],
  [
    'returned, covered by the advance',
    makeStory({ cost: { minutes: 30, pricePerHour: 200, charge: 100, advance: 100, balance: 0, basis: 'returned' } }),
  ],
  [
    'returned, owed back and refunded',
    makeStory({
      totalCost: -40,
      cost: { minutes: 20, pricePerHour: 180, charge: 60, advance: 100, balance: -40, basis: 'returned' },
      refunds: [
        makeRefund({
          reason: 'negative_balance',
          amount: 40,
          status: 'refunded',
          refundedAt: '2026-11-23T05:00:00.000Z',
        }),
      ],
    }),
  ],
  [
    'returned, owed back, not yet refunded',
    makeStory({
      totalCost: -40,
      cost: { minutes: 20, pricePerHour: 180, charge: 60, advance: 100, balance: -40, basis: 'returned' },
      refunds: [makeRefund({ reason: 'negative_balance', amount: 40 })],
    }),
  ],
  [
    'booked, planned, with odd payments',
    makeStory({
      status: 'booked',
      isReturned: false,
      returnTime: null,
      payment: false,
      cost: { minutes: 150, pricePerHour: 150, charge: 375, advance: 100, balance: 275, basis: 'planned' },
      payments: [
        makePayment({ status: 'cancelled', gatewayTxnId: null, settledAt: null }),
        makePayment({ status: 'paid', refundDue: true, gateway: 'sslcommerz' }),
        makePayment({ status: 'under_review', gateway: 'some-bank' }),
        makePayment({ status: 'failed', purpose: 'rent' }),
        makePayment({ status: 'expired' }),
        makePayment({ status: 'pending' }),
      ],
    }),
  ],
  [
    'planned, less than the advance',
    makeStory({
      status: 'booked',
      isReturned: false,
      returnTime: null,
      cost: { minutes: 60, pricePerHour: 50, charge: 50, advance: 100, balance: -50, basis: 'planned' },
    }),
  ],
  [
    'active, overdue, open-ended',
    makeStory({
      status: 'active',
      isOverdue: true,
      isReturned: false,
      returnTime: null,
      endTime: null,
      cost: { minutes: null, pricePerHour: 180, charge: null, advance: 100, balance: null, basis: 'open' },
      payments: [],
    }),
  ],
  [
    'cancelled before a ride',
    makeStory({
      status: 'cancelled',
      isReturned: false,
      returnTime: null,
      cost: { minutes: null, pricePerHour: 180, charge: null, advance: 100, balance: null, basis: 'open' },
      refunds: [makeRefund({ reason: 'cancelled' })],
    }),
  ],
  ['a no-show', makeStory({ status: 'no_show', isReturned: false, returnTime: null })],
  ['expired', makeStory({ status: 'expired', isReturned: false, returnTime: null, payments: [] })],
  ['pending', makeStory({ status: 'pending', isReturned: false, returnTime: null })],
];

describe('the web receipt’s words', () => {
  for (const [name, story] of stories) {
    it(`say in English exactly what the contract’s receipt says: ${name}`, () => {
      for (const view of ['customer', 'admin'] as const) {
        expect(receiptWords(story, view, shop, rentalWords('en'))).toEqual(receiptContent(story, view));
      }
    });
  }
});
