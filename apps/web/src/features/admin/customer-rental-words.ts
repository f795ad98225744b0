/** A customer's rentals in the admin's words (User Management's customer view). */
import { formatTaka } from '@bond/contract/money';
import type { Rental, RentalStatus } from '@bond/contract/rentals';
import { formatTime } from '../../lib/time.ts';

const STATE_WORDS: Record<RentalStatus, string> = {
  pending: 'Awaiting advance',
  booked: 'Booked',
  active: 'Out on rent',
  returned: 'Returned',
  cancelled: 'Cancelled',
  no_show: 'No-show',
  expired: 'Expired unpaid',
};

/** 'Out on rent', 'Out on rent, overdue', 'Returned', … */
export function rentalState(rental: Pick<Rental, 'status' | 'isOverdue'>): string {
  const words = STATE_WORDS[rental.status];
  return rental.isOverdue ? `${words}, overdue` : words;
}

/** From the start to the return (or the planned return, or 'until returned'), in Dhaka time. */
export function rentalPeriod(rental: Pick<Rental, 'startTime' | 'endTime' | 'returnTime'>): string {
  const end = rental.returnTime ?? rental.endTime;
  return `${formatTime(rental.startTime)} to ${end ? formatTime(end) : 'until returned'}`;
}

/** The charge of a returned rental and where its balance stands; 'Not yet calculated' before the return. */
export function rentalCost(rental: Pick<Rental, 'status' | 'rentalCharge' | 'totalCost' | 'payment' | 'refunds'>): {
  charge: string;
  balance: string | null;
} {
  if (rental.status !== 'returned' || rental.rentalCharge === null)
    return { charge: 'Not yet calculated', balance: null };
  const charge = formatTaka(rental.rentalCharge);
  const { totalCost } = rental;
  if (totalCost > 0) return { charge, balance: rental.payment ? 'Balance paid' : `${formatTaka(totalCost)} unpaid` };
  if (totalCost < 0) {
    const settled = rental.refunds.length > 0 && rental.refunds.every((refund) => refund.status === 'refunded');
    return { charge, balance: settled ? `${formatTaka(-totalCost)} refunded` : `${formatTaka(-totalCost)} owed back` };
  }
  return { charge, balance: 'Nothing due' };
}

/** A `tel:` address: the digits and a leading +, as typed numbers carry spaces and dashes. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
