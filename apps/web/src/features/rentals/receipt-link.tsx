import type { Rental } from '@bond/contract/rentals';
import { Link } from 'react-router';
import { receiptPath } from '../../lib/receipt-path.ts';

const linkClasses =
  'inline-flex min-h-6 w-fit items-center rounded text-xs font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200';

/** A rental's receipt, from My Rentals: 'Receipt', named for screen readers by its bike. */
export function ReceiptLink({ rental }: { rental: Pick<Rental, '_id' | 'bike'> }) {
  return (
    <Link to={receiptPath(rental._id)} aria-label={`Receipt for ${rental.bike.name}`} className={linkClasses}>
      Receipt
    </Link>
  );
}

/** A rental's whole story for the admin, from Return Bike: 'Details', named by its customer and bike. */
export function RentalDetailsLink({ rental }: { rental: Pick<Rental, '_id' | 'bike' | 'user'> }) {
  return (
    <Link
      to={receiptPath(rental._id)}
      aria-label={`Details of ${rental.user.name}’s rental of ${rental.bike.name}`}
      className={linkClasses}
    >
      Details
    </Link>
  );
}
