/**
 * How a rental reads to the customer and the shop (docs/product/money-and-refunds.md). Pure functions,
 * tested on their own. The words the receipt and the messages share are the contract's (rental-words.ts).
 */
import type { Rental } from '@bond/contract/rentals';
import { isClosedBooking } from '@bond/contract/rental-words';

/**
 * A rental the customer has: paid and waiting for its period (booked), the bike out (active), or come back
 * (returned).
 */
export function isRental(rental: Rental): boolean {
  return rental.status === 'booked' || rental.status === 'active' || rental.status === 'returned';
}

/** A booking whose bike is still to be handed over: booked, or waiting for its advance. */
export function isBookingAhead(rental: Pick<Rental, 'status'>): boolean {
  return rental.status === 'booked' || rental.status === 'pending';
}

/**
 * The Unpaid tab lists rentals with no payment (including bikes still out), the Paid tab
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

/** The words of the Pay cell, as keys of the `rentals` namespace's `pay` group. */
export type PayButtonView = {
  label: 'payNow' | 'moneyWillBeReturned';
  disabled: boolean;
  reason?: 'alreadyPaid' | 'notReturned' | 'difference' | 'nothingToPay';
};

/**
 * 'Pay Now' is enabled only for a positive balance; at zero it is a disabled 'Pay Now',
 * below zero a disabled 'Money will be returned'. A bike still out has nothing to pay yet.
 */
export function payButtonView(rental: Pick<Rental, 'isReturned' | 'totalCost' | 'payment'>): PayButtonView {
  if (rental.payment) return { label: 'payNow', disabled: true, reason: 'alreadyPaid' };
  if (!rental.isReturned) return { label: 'payNow', disabled: true, reason: 'notReturned' };
  if (rental.totalCost < 0) return { label: 'moneyWillBeReturned', disabled: true, reason: 'difference' };
  if (rental.totalCost === 0) return { label: 'payNow', disabled: true, reason: 'nothingToPay' };
  return { label: 'payNow', disabled: false };
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
