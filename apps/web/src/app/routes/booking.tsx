import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The protected booking route. */
function BookingPage() {
  const { t } = useTranslation('pages');
  usePageMeta(t('booking.title'), t('booking.description'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('booking.heading')}</h1>
    </div>
  );
}

export { BookingPage as Component };
