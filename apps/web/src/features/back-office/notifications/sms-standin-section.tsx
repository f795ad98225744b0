import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * The SMS stand-in page is fetched only when it is opened: a shop sending real SMS never shows it, so its
 * code is a chunk of its own rather than part of every admin's dashboard.
 */
const SmsStandinPage = lazy(() => import('./sms-standin.tsx').then((module) => ({ default: module.SmsStandinPage })));

/** The dashboard's SMS stand-in section. */
export function SmsStandinSection() {
  const { t } = useTranslation('notifications');
  return (
    <Suspense fallback={<Spinner label={t('standin.loading')} />}>
      <SmsStandinPage />
    </Suspense>
  );
}
