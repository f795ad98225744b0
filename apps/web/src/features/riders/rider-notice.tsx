import type { Rider } from '@bond/contract/riders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate, useFormat } from '../../i18n/format.ts';
import { useGetMyRiderQuery } from './api.ts';
import { useMissingList } from './rider-status.tsx';

type NotApproved = Rider & { status: Exclude<Rider['status'], 'approved'> };

function useNoticeSentence(rider: NotApproved): string {
  const { t } = useTranslation('riders');
  const { language } = useFormat();
  const missing = useMissingList(rider);
  const place = t('notice.place', { profile: t('sections.profile', { ns: 'dashboard' }), documents: t('title') });
  switch (rider.status) {
    case 'none':
      return t('notice.none', { place, missing });
    case 'pending':
      return t('notice.pending');
    case 'rejected':
      return t('notice.rejected', { place, reason: rider.rejectionReason ?? '' });
    case 'expired':
      return t('notice.expired', {
        place,
        expiry: rider.licenceExpiry ? formatLongDate(rider.licenceExpiry, language) : '',
      });
  }
}

function Notice({ rider, profileState }: { rider: NotApproved; profileState: unknown }) {
  const { t } = useTranslation('riders');
  const titleId = useId();
  const sentence = useNoticeSentence(rider);
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p id={titleId} className="font-semibold">
        {t('notice.title')}
      </p>
      <p className="mt-1">{sentence}</p>
      <Link to="/dashboard" state={profileState} className="mt-2 inline-block font-semibold underline">
        {t('sections.profile', { ns: 'dashboard' })}
      </Link>
    </div>
  );
}

/**
 * What a signed-in customer must still bring or upload before a bike is handed over
 * (docs/product/riders-on-file.md#screens): the papers still missing, that the shop is checking them, why they
 * were refused, or that the licence has expired, with the way to View Profile, where Rider documents are.
 * Nothing once the rider is approved, nor while the file is loading or could not be read: it never stands in
 * the way of a booking. It asks for the customer's own file, so only a signed-in customer's screens place it;
 * `profileState` is the history state that opens View Profile on the dashboard.
 */
export function RiderNotice({ profileState }: { profileState: unknown }) {
  const { data: rider } = useGetMyRiderQuery();
  if (!rider || rider.status === 'approved') return null;
  return <Notice rider={{ ...rider, status: rider.status }} profileState={profileState} />;
}
