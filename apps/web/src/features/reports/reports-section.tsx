import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';

/**
 * The Reports page is fetched only when it is opened: it and its chart library (visx and the d3 parts it
 * uses) are a chunk of their own, in neither the first download nor the dashboard's
 * (`npm run check:report-chunk` proves it on a build).
 */
const Reports = lazy(() => import('./reports-page.tsx').then((module) => ({ default: module.Reports })));

/** The dashboard's Reports section. */
export function ReportsSection() {
  const { t } = useTranslation('reports');
  return (
    <Suspense fallback={<Spinner label={t('page.loading')} />}>
      <Reports />
    </Suspense>
  );
}
