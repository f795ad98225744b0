/**
 * How a rental reads to the customer and the shop (spec section 4, decisions D5–D8). Pure functions,
 * tested on their own.
 */
import type { RentalRefund } from '@bond/contract/refunds';
import type { Rental } from '@bond/contract/rentals';
import { formatTaka } from '@bond/contract/money';
import { MONEY_WILL_BE_RETURNED, REFUND_REASON_WORDS, refundedOn } from '../../lib/refund-words.ts';
import { formatDate } from '../../lib/time.ts';

export const NOT_YET_CALCULATED = 'Not yet calculated';
export const WILL_BE_RETURNED = 'Will be returned';

/**
 * A rental the customer has: paid and waiting for its period (booked), the bike out (active), or come back
 * (returned).
 */
export function isRental(rental: Rental): boolean {
  return rental.status === 'booked' || rental.status === 'active' || rental.status === 'returned';
}

/**
 * Bookings that closed without becoming rentals: cancelled, expired unpaid, or never collected (no-show)
 * (docs/decisions/008, D20).
 */
export function isClosedBooking(rental: Pick<Rental, 'status'>): boolean {
  return rental.status === 'cancelled' || rental.status === 'expired' || rental.status === 'no_show';
}

/**
 * Spec section 4: the Unpaid tab lists rentals with no payment (including bikes still out), the Paid tab
 * paid ones. Bookings still waiting for their advance are shown apart; closed ones in the Cancelled tab.
 */
export function splitRentals(rentals: readonly Rental[]) {
  const unpaid: Rental[] = [];
  const paid: Rental[] = [];
  const awaitingAdvance: Rental[] = [];
  const closed: Rental[] = [];
  for (const rental of rentals) {
    if (rental.status === 'pending') awaitingAdvance.push(rental);
    else if (isClosedBooking(rental)) closed.push(rental);
    else if (rental.payment) paid.push(rental);
    else unpaid.push(rental);
  }
  return { unpaid, paid, awaitingAdvance, closed };
}

export type RefundView = { label: string; amount: string; reason: string; isDue: boolean };

/** D21: 'Money will be returned' while a refund is due, 'Refunded on <Dhaka date>' once it is paid back. */
export function refundView(refund: RentalRefund): RefundView {
  const isDue = refund.status === 'due';
  return {
    label: isDue ? MONEY_WILL_BE_RETURNED : refundedOn(formatDate(refund.refundedAt)),
    amount: formatTaka(refund.amount),
    reason: REFUND_REASON_WORDS[refund.reason],
    isDue,
  };
}

/** The refund of a negative balance, once the shop has paid it back. */
export function settledBalanceRefund(rental: Pick<Rental, 'refunds'>): RentalRefund | undefined {
  return rental.refunds.find((refund) => refund.reason === 'negative_balance' && refund.status === 'refunded');
}

export type CostView = { amount: string; note?: string };

/**
 * The Total Cost cell: not yet calculated while the bike is out; a negative cost is shown as its
 * absolute value with 'Will be returned' (spec section 4).
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

export type PayButtonView = { label: 'Pay Now' | typeof MONEY_WILL_BE_RETURNED; disabled: boolean; reason?: string };

/**
 * Spec section 4: 'Pay Now' is enabled only for a positive balance; at zero it is a disabled 'Pay Now',
 * below zero a disabled 'Money will be returned'. A bike still out has nothing to pay yet.
 */
export function payButtonView(rental: Pick<Rental, 'isReturned' | 'totalCost' | 'payment'>): PayButtonView {
  if (rental.payment) return { label: 'Pay Now', disabled: true, reason: 'Already paid' };
  if (!rental.isReturned) return { label: 'Pay Now', disabled: true, reason: 'You can pay once the bike is returned' };
  if (rental.totalCost < 0)
    return { label: MONEY_WILL_BE_RETURNED, disabled: true, reason: 'The shop will return the difference to you' };
  if (rental.totalCost === 0)
    return { label: 'Pay Now', disabled: true, reason: 'Nothing to pay: the advance covered it' };
  return { label: 'Pay Now', disabled: false };
}

/** Whole minutes left before a pending booking's hold runs out (0 once it has). */
export function minutesLeftToPay(holdExpiresAt: string | null, now: Date): number {
  if (!holdExpiresAt) return 0;
  const ms = new Date(holdExpiresAt).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

/** A booking whose advance can still be paid: pending, and its hold has not run out. */
export function canPayAdvance(booking: Pick<Rental, 'status' | 'holdExpiresAt'>, now: Date): boolean {
  return booking.status === 'pending' && minutesLeftToPay(booking.holdExpiresAt, now) > 0;
}
