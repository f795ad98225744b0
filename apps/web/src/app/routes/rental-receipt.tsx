import type { Role } from '@bond/contract/auth';
import type { ReceiptView } from '@bond/contract/receipt';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { selectUser } from '../../features/account/user-slice.ts';
import { dashboardSectionState } from '../../features/dashboard/use-dashboard-section.ts';
import { RentalStoryView } from '../../features/rentals/rental-receipt.tsx';
import { RentalMessages } from '../../features/back-office/notifications/rental-messages.tsx';
import { useSay } from '../../lib/localized-message.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

const BACK = {
  user: { label: 'rentalReceipt.backToRentals', section: 'rentals' },
  staff: { label: 'rentalReceipt.backToCustomers', section: 'customers' },
  admin: { label: 'rentalReceipt.backToReturns', section: 'returns' },
} as const satisfies Record<Role, { label: string; section: string }>;

/**
 * `/dashboard/rentals/:id`: a rental's whole story, protected like the dashboard. Its
 * customer reads the receipt and goes back to My Rentals; an admin reads the same story with the customer's
 * contacts, who took each counter payment and the messages sent about the rental (not printed), and goes back
 * to Return Bike; staff read the shop's view without the messages and go back to Customers. Anyone else is
 * told the rental was not found (the API answers 404).
 */
function RentalReceiptPage() {
  const { id = '' } = useParams();
  const { role } = useSelector(selectUser);
  // Staff and admins read the shop's view (with who took each counter payment); a customer, the receipt.
  const audience: ReceiptView = role === 'admin' || role === 'staff' ? 'admin' : 'customer';
  const { t } = useTranslation('pages');
  const say = useSay();
  // The page is titled as its receipt is (the catalogues' `receiptLabels`).
  usePageMeta(say('receiptLabels').title[audience], t('rentalReceipt.description'));
  if (!role) return null;
  const back = BACK[role];
  return (
    <RentalStoryView
      key={id}
      rentalId={id}
      audience={audience}
      after={role === 'admin' ? <RentalMessages rentalId={id} /> : undefined}
      backLink={
        <Link to="/dashboard" state={dashboardSectionState(back.section)} className={buttonClasses('outline', 'md')}>
          {t(back.label)}
        </Link>
      }
    />
  );
}

export { RentalReceiptPage as Component };
