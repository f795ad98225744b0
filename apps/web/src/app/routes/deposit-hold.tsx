import { DEPOSIT_HOLD_STATES, type DepositHoldState } from '@bond/contract/deposit-holds';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/account/auth-card.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** What the rider's phone is told of each state of the hold; a state the page does not know reads as failed. */
const SAID: Record<DepositHoldState, 'held' | 'pending' | 'failed' | 'released'> = {
  pending: 'pending',
  held: 'held',
  captured: 'failed',
  released: 'released',
  failed: 'failed',
};

/**
 * `/deposit-hold?state=…` (and `/bn/deposit-hold`): where bKash sends the rider's phone after they approved,
 * refused or cancelled the hold of their deposit (docs/product/handover-and-return.md#deposits-held-in-bkash).
 * It only says what the server found; the counter's own screen is what the handover goes by.
 */
function DepositHoldPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const named = params.get('state');
  const state = (DEPOSIT_HOLD_STATES as readonly string[]).includes(named ?? '')
    ? SAID[named as DepositHoldState]
    : 'failed';
  usePageMeta(t('depositHold.title'), t('depositHold.description'));
  return (
    <AuthCard title={t('depositHold.title')} subtitle={t('depositHold.description')}>
      <p
        role="status"
        className={
          state === 'held'
            ? 'font-semibold text-emerald-700 dark:text-emerald-400'
            : 'text-slate-800 dark:text-slate-100'
        }
      >
        {t(`depositHold.${state}`)}
      </p>
    </AuthCard>
  );
}

export { DepositHoldPage as Component };
