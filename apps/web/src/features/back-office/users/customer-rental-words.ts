/** A customer's rentals in the admin's words (User Management's customer view), in the page's language. */
import type { Rental } from '@bond/contract/rentals';
import { i18next } from '../../../i18n/index.ts';
import type { Formatters } from '../../../i18n/format.ts';

const tIn = (f: Formatters) => i18next.getFixedT(f.language, 'admin');

/** 'Out on rent', 'Out on rent, overdue', 'Returned', … */
export function rentalState(rental: Pick<Rental, 'status' | 'isOverdue'>, f: Formatters): string {
  const t = tIn(f);
  const words = t(`rentalWords.state.${rental.status}`);
  return rental.isOverdue ? t('rentalWords.overdue', { state: words }) : words;
}

/** From the start to the return (or the planned return, or 'until returned'), in Dhaka time. */
export function rentalPeriod(rental: Pick<Rental, 'startTime' | 'endTime' | 'returnTime'>, f: Formatters): string {
  const t = tIn(f);
  const end = rental.returnTime ?? rental.endTime;
  const start = f.time(rental.startTime);
  return end ? t('rentalWords.period', { start, end: f.time(end) }) : t('rentalWords.periodOpen', { start });
}

/** The charge of a returned rental and where its balance stands; 'Not yet calculated' before the return. */
export function rentalCost(
  rental: Pick<Rental, 'status' | 'rentalCharge' | 'totalCost' | 'payment' | 'refunds'>,
  f: Formatters,
): {
  charge: string;
  balance: string | null;
} {
  const t = tIn(f);
  if (rental.status !== 'returned' || rental.rentalCharge === null)
    return { charge: t('rentalWords.notCalculated'), balance: null };
  const charge = f.taka(rental.rentalCharge);
  const { totalCost } = rental;
  if (totalCost > 0) {
    return {
      charge,
      balance: rental.payment ? t('rentalWords.balancePaid') : t('rentalWords.unpaid', { amount: f.taka(totalCost) }),
    };
  }
  if (totalCost < 0) {
    const settled = rental.refunds.length > 0 && rental.refunds.every((refund) => refund.status === 'refunded');
    const amount = f.taka(-totalCost);
    return { charge, balance: settled ? t('rentalWords.refunded', { amount }) : t('rentalWords.owedBack', { amount }) };
  }
  return { charge, balance: t('rentalWords.nothingDue') };
}
