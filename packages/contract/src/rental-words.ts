/**
 * How a rental's state and money read to its customer and the shop (docs/product/money-and-refunds.md):
 * My Rentals, Return Bike, the receipt and the messages the shop sends. Pure functions, tested on their own.
 */
import { formatTaka } from './money.ts';
import { refundView } from './refund-words.ts';
import type { RentalRefund } from './refunds.ts';
import type { Rental } from './rentals.ts';

export const NOT_YET_CALCULATED = 'Not yet calculated';
export const WILL_BE_RETURNED = 'Will be returned';

/**
 * Bookings that closed without becoming rentals: cancelled, expired unpaid, or never collected (no-show)
 * (docs/decisions/008, docs/product/booking-and-periods.md#cancelling).
 */
export function isClosedBooking(rental: Pick<Rental, 'status'>): boolean {
  return rental.status === 'cancelled' || rental.status === 'expired' || rental.status === 'no_show';
}

/** The refund of a negative balance, once the shop has paid it back. */
export function settledBalanceRefund(rental: Pick<Rental, 'refunds'>): RentalRefund | undefined {
  return rental.refunds.find((refund) => refund.reason === 'negative_balance' && refund.status === 'refunded');
}

export type CostView = { amount: string; note?: string };

/**
 * The Total Cost cell: not yet calculated while the bike is out; a negative cost is shown as its
 * absolute value with 'Will be returned', or the date it was refunded on.
 */
export function costView(rental: Pick<Rental, 'isReturned' | 'totalCost' | 'refunds'>): CostView {
  if (!rental.isReturned) return { amount: NOT_YET_CALCULATED };
  if (rental.totalCost < 0) {
    const settled = settledBalanceRefund(rental);
    return {
      amount: formatTaka(Math.abs(rental.totalCost)),
      note: settled ? refundView(settled).label : WILL_BE_RETURNED,
    };
  }
  return { amount: formatTaka(rental.totalCost) };
}
