import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

// The page's title and introduction are in the first download; the search (with its dropdowns) follows.
const BikeSearch = lazy(() =>
  import('../../features/catalogue/bike-search.tsx').then((m) => ({ default: m.BikeSearch })),
);

export function AllBikesPage() {
  const { t } = useTranslation('pages');
  usePageMeta(t('allBikes.title'), t('allBikes.description'));
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-transparent dark:from-slate-900">
        <div className="mx-auto max-w-7xl px-4 pt-12 text-center sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {t('allBikes.title')}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{t('allBikes.intro')}</p>
        </div>
      </div>
      <Suspense fallback={<Spinner label={t('allBikes.loadingSearch')} className="min-h-[40rem] items-start" />}>
        <BikeSearch />
      </Suspense>
    </>
  );
}
