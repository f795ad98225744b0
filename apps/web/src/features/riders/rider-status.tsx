import type { Rider } from '@bond/contract/riders';
import { useTranslation } from 'react-i18next';
import { formatLongDate, useFormat } from '../../i18n/format.ts';

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
