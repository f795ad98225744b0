import type { DepositHold } from '@bond/contract/deposit-holds';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-error.ts';
import { useGetDepositHoldQuery, useHoldDepositMutation, useReleaseDepositHoldMutation } from './inspection-api.ts';

/** How often the counter asks whether the rider has approved the hold yet. */
const POLL_MS = 3000;

/**
 * The rental's bKash hold of its deposit while the handover takes it that way
 * (docs/product/handover-and-return.md#deposits-held-in-bkash): null when it has none; read again every few
 * seconds while the rider has not approved it.
 */
export function useDepositHold(rentalId: string, enabled: boolean) {
  const read = useGetDepositHoldQuery(rentalId, { skip: !enabled });
  // A second subscription to the same hold asks again every few seconds, only while it is pending.
  useGetDepositHoldQuery(rentalId, { skip: !enabled || read.data?.state !== 'pending', pollingInterval: POLL_MS });
  const none = apiErrorStatus(read.error) === 404;
  return { hold: none ? null : (read.data ?? null), error: none ? undefined : read.error };
}

/**
 * The deposit held in the rider's bKash wallet: asks bKash to hold it, gives the rider bKash's page, says when
 * it is held (or why not), and lets it go. The handover is sent only once it is held.
 */
export function BkashHoldPanel({
  rentalId,
  amount,
  hold,
  error,
}: {
  rentalId: string;
  amount: number;
  hold: DepositHold | null;
  error: unknown;
}) {
  const { t } = useTranslation('inspections');
  const f = useFormat();
  const [open, opening] = useHoldDepositMutation();
  const [release, releasing] = useReleaseDepositHoldMutation();
  const refusal = opening.error ?? releasing.error ?? error;
  const ask = (
    <Button variant="primary" size="md" disabled={opening.isLoading} onClick={() => void open(rentalId)}>
      {hold ? t('hold.sendAgain') : t('hold.send', { amount: f.taka(amount) })}
    </Button>
  );

  const state = hold?.state;
  const status =
    state === 'pending'
      ? hold?.checkoutUrl
        ? t('hold.pending', { amount: f.taka(hold.amount) })
        : t('hold.opening')
      : state === 'held'
        ? t('hold.held', { amount: f.taka(hold!.amount) })
        : state === 'released'
          ? t('hold.released')
          : state
            ? t('hold.failed')
            : '';

  return (
    <div className="space-y-3">
      {/* Only what became of the hold is read out as it changes, not the buttons around it. */}
      <p
        aria-live="polite"
        className={
          state === 'held'
            ? 'font-semibold text-emerald-700 dark:text-emerald-400'
            : state && state !== 'pending'
              ? 'text-red-700 dark:text-red-400'
              : ''
        }
      >
        {status}
      </p>
      {state === 'pending' && hold?.checkoutUrl ? (
        <>
          <a
            className={buttonClasses('outline', 'md')}
            href={hold.checkoutUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('hold.openPage')}
          </a>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('hold.pageHint')}</p>
          <p className="text-sm break-all text-slate-600 dark:text-slate-300">{hold.checkoutUrl}</p>
        </>
      ) : null}
      {state === undefined || ['failed', 'released', 'captured'].includes(state) ? ask : null}
      {state === 'pending' || state === 'held' ? (
        <Button variant="outline" size="md" disabled={releasing.isLoading} onClick={() => void release(rentalId)}>
          {t('hold.letGo')}
        </Button>
      ) : null}
      {refusal ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {apiErrorMessage(refusal)}
        </p>
      ) : null}
    </div>
  );
}
