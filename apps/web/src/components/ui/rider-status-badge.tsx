import type { RiderStatus } from '@bond/contract/riders';
import { useTranslation } from 'react-i18next';

/*
 * A rider's papers' status in a word (docs/product/riders-on-file.md#statuses): on the rider's own file, the
 * review queue and the counter's customers. Here, below the features, because all of them show it.
 */

const BADGE: Record<RiderStatus, string> = {
  none: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  pending: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  approved: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-300',
  rejected: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300',
  expired: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300',
};

/** A file's status in a word, coloured by what it means for handing over a bike. */
export function RiderStatusBadge({ status }: { status: RiderStatus }) {
  const { t } = useTranslation('riders');
  return (
    <span className={`inline-block rounded-md px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${BADGE[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
