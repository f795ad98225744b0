import type { Rider, RiderStatus } from '@bond/contract/riders';
import { useTranslation } from 'react-i18next';
import { formatLongDate, useFormat } from '../../i18n/format.ts';

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

/** What a file still lacks before staff can review it, as a list in words: the details, then each picture. */
export function useMissingList(rider: Pick<Rider, 'missing'>): string {
  const { t } = useTranslation('riders');
  return [
    ...(rider.missing.details ? [t('missingDetails')] : []),
    ...rider.missing.documents.map((kind) => t(`kinds.${kind}`)),
  ].join(t('listSeparator'));
}

/**
 * What a status means, in a sentence, for `reader` (the rider, or staff looking at the file): what is still
 * missing, that the shop will check, until when the approval holds, why it was refused and what to do, or
 * that a new licence is needed.
 */
export function useStatusSentence(rider: Rider, reader: 'rider' | 'staff'): string {
  const { t } = useTranslation('riders');
  const { language } = useFormat();
  const expiry = rider.licenceExpiry ? formatLongDate(rider.licenceExpiry, language) : '';
  const ns = reader === 'rider' ? 'sentence' : 'staffSentence';
  const missing = useMissingList(rider);
  switch (rider.status) {
    case 'none':
      return t(`${ns}.none`, { missing });
    case 'pending':
      return t(`${ns}.pending`);
    case 'approved':
      return t(`${ns}.approved`, { expiry });
    case 'rejected':
      return t(`${ns}.rejected`, { reason: rider.rejectionReason ?? '' });
    case 'expired':
      return t(`${ns}.expired`, { expiry });
  }
}
