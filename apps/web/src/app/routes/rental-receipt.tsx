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
  customer: { label: 'rentalReceipt.backToRentals', section: 'rentals' },
  admin: { label: 'rentalReceipt.backToReturns', section: 'returns' },
} as const satisfies Record<ReceiptView, { label: string; section: string }>;

/**
 * `/dashboard/rentals/:id`: a rental's whole story, protected like the dashboard. Its
 * customer reads the receipt and goes back to My Rentals; an admin reads the same story with the customer's
 * contacts and the messages sent about the rental (not printed), and goes back to Return Bike. Anyone else is
 * told the rental was not found (the API answers 404).
 */
function RentalReceiptPage() {
  const { id = '' } = useParams();
  const { role } = useSelector(selectUser);
  const audience: ReceiptView = role === 'admin' ? 'admin' : 'customer';
  const { t } = useTranslation('pages');
  const say = useSay();
  // The page is titled as its receipt is (the catalogues' `receiptLabels`).
  usePageMeta(say('receiptLabels').title[audience], t('rentalReceipt.description'));
  if (role !== 'admin' && role !== 'user') return null;
  const back = BACK[audience];
  return (
    <RentalStoryView
      key={id}
      rentalId={id}
      audience={audience}
      after={audience === 'admin' ? <RentalMessages rentalId={id} /> : undefined}
      backLink={
        <Link to="/dashboard" state={dashboardSectionState(back.section)} className={buttonClasses('outline', 'md')}>
          {t(back.label)}
        </Link>
      }
    />
  );
}

export { RentalReceiptPage as Component };
