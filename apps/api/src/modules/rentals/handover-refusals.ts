import type { Rental } from '@bond/contract/rentals';
import { text } from '@bond/contract/say';
import { AppError } from '../../errors.ts';

/**
 * The 409 for a rental that is not a paid booking waiting for its bike (docs/product/handover-and-return.md#handover):
 * what the handover and the bKash hold of its deposit both answer.
 */
export function notBookedRefusal(status: Rental['status']): AppError {
  if (status === 'active') return new AppError('ALREADY_HANDED_OVER', text.alreadyHandedOver());
  if (status === 'returned') return new AppError('ALREADY_RETURNED', text.alreadyReturned());
  if (status === 'pending') return new AppError('RENTAL_NOT_BOOKED', text.handoverAdvanceNotPaid());
  return new AppError('RENTAL_NOT_BOOKED', text.handoverClosed());
}
