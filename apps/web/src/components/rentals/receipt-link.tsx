import { receiptPath } from '@bond/contract/receipt';
import type { Rental } from '@bond/contract/rentals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const linkClasses =
  'inline-flex min-h-6 w-fit items-center rounded text-xs font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200';

/** A rental's receipt, from My Rentals: 'Receipt', named for screen readers by its bike. */
export function ReceiptLink({ rental }: { rental: Pick<Rental, '_id' | 'bike'> }) {
  const { t } = useTranslation('rentals');
  return (
    <Link
      to={receiptPath(rental._id)}
      aria-label={t('receiptLink.receiptFor', { bike: rental.bike.name })}
      className={linkClasses}
    >
      {t('receiptLink.receipt')}
    </Link>
  );
}

/** Where a receipt's list of the charge's lines is: `receiptPath(id)#charges` opens the receipt at it. */
export const CHARGES_ANCHOR = 'charges';

/**
 * The lines of a rental's charge, from My Rentals' Total Cost: 'Charges', named for screen readers by its
 * bike; it opens the receipt at its 'Charges' list.
 */
export function ChargesLink({ rental }: { rental: Pick<Rental, '_id' | 'bike'> }) {
  const { t } = useTranslation('rentals');
  return (
    <Link
      to={`${receiptPath(rental._id)}#${CHARGES_ANCHOR}`}
      aria-label={t('receiptLink.chargesOf', { bike: rental.bike.name })}
      className={linkClasses}
    >
      {t('receiptLink.charges')}
    </Link>
  );
}

/** A rental's whole story for the admin, from Return Bike: 'Details', named by its customer and bike. */
export function RentalDetailsLink({ rental }: { rental: Pick<Rental, '_id' | 'bike' | 'user'> }) {
  const { t } = useTranslation('rentals');
  return (
    <Link
      to={receiptPath(rental._id)}
      aria-label={t('receiptLink.detailsOf', { name: rental.user.name, bike: rental.bike.name })}
      className={linkClasses}
    >
      {t('receiptLink.details')}
    </Link>
  );
}
