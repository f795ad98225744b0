import type { Rental } from '@bond/contract/rentals';
import { useTranslation } from 'react-i18next';
import { CancelBookingButton } from './cancel-booking-dialog.tsx';
import { ExtendRentalButton } from './extend-rental-dialog.tsx';
import { ReceiptLink } from '../../components/rentals/receipt-link.tsx';
import { useRentalWords } from '../../components/rentals/words.ts';

/** Booked (advance paid, not begun) and out on rent (not returned yet): what the customer can still change. */
export function isUpcomingOrOut(rental: Rental): boolean {
  return rental.status === 'booked' || rental.status === 'active';
}

/** 'Overdue' in words, not colour alone (docs/product/booking-and-periods.md#overdue: an active rental past its planned return). */
export function OverdueBadge() {
  const { t } = useTranslation('rentals');
  return (
    <span className="inline-flex rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold text-white dark:bg-red-400 dark:text-slate-950">
      {t('upcoming.overdue')}
    </span>
  );
}

function StatusBadge({ rental }: { rental: Rental }) {
  const { t } = useTranslation('rentals');
  if (rental.isOverdue) return <OverdueBadge />;
  const booked = rental.status === 'booked';
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${
        booked
          ? 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100'
          : 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-white'
      }`}
    >
      {booked ? t('upcoming.booked') : t('upcoming.outOnRent')}
    </span>
  );
}

/**
 * Upcoming and current rentals (docs/product/booking-and-periods.md#periods, docs/product/booking-and-periods.md#overdue): each with its period on Dhaka's clock, 'Overdue' when the bike is
 * past its planned return, 'Extend' while it has a planned return, and 'Cancel booking' before it begins.
 * These rentals also stay in the spec's Unpaid tab (no payment yet): this list is where they are changed.
 */
export function MyUpcomingRentals({ rentals }: { rentals: readonly Rental[] }) {
  const words = useRentalWords();
  const { t } = words;
  if (rentals.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-rentals" className="mb-8">
      <h3 id="upcoming-rentals" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('upcoming.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('upcoming.note')}</p>
      <ul className="mt-4 space-y-3">
        {rentals.map((rental) => (
          <li
            key={rental._id}
            className={`flex flex-wrap items-start justify-between gap-3 rounded-xl border bg-white p-4 text-sm dark:bg-slate-900 ${
              rental.isOverdue ? 'border-red-600 dark:border-red-400' : 'border-slate-200 dark:border-slate-700'
            }`}
          >
            <div className="min-w-0 flex-1 basis-64">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
                {rental.bike.name} <StatusBadge rental={rental} />
              </p>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{words.bookedPeriod(rental)}</p>
              {rental.isOverdue && rental.endTime ? (
                <p className="mt-1 font-medium text-red-800 dark:text-red-300">
                  {t('upcoming.plannedReturnWas', { moment: words.moment(rental.endTime) })}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ReceiptLink rental={rental} />
              {rental.endTime ? <ExtendRentalButton rental={{ ...rental, endTime: rental.endTime }} /> : null}
              {rental.status === 'booked' ? <CancelBookingButton booking={rental} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
