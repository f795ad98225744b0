/**
 * Facts about a rental that its words rest on (docs/product/money-and-refunds.md): whether a booking closed
 * without becoming a rental, and the refund of a negative balance. The words themselves are the catalogues'
 * (messages/en.ts, messages/bn.ts: `totalCostCell`, `refundLine`, `rentalStatus`).
 */
import type { RefundFacts } from './messages/words.ts';
import type { Rental } from './rentals.ts';

/**
 * Bookings that closed without becoming rentals: cancelled, expired unpaid, or never collected (no-show)
 * (docs/decisions/008, docs/product/booking-and-periods.md#cancelling).
 */
export function isClosedBooking(rental: Pick<Rental, 'status'>): boolean {
  return rental.status === 'cancelled' || rental.status === 'expired' || rental.status === 'no_show';
}

/** The refund of a negative balance, once the shop has paid it back. */
export function settledBalanceRefund<R extends Pick<RefundFacts, 'reason' | 'status'>>(rental: {
  refunds: readonly R[];
}): R | undefined {
  return rental.refunds.find((refund) => refund.reason === 'negative_balance' && refund.status === 'refunded');
}
