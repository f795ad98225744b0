import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { NotFound } from './not-found.tsx';

/** The router's error element: a missing route reads 'Not Found', anything else the generic screen. */
export function RouteError() {
  const { t } = useTranslation('pages');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t('routeError.title')}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t('routeError.text')}</p>
      {/* The technical detail stays as the browser or the code wrote it, in English. */}
      {detail ? (
        <p
          lang="en"
          className="mt-3 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-800 dark:bg-slate-800 dark:text-slate-200"
        >
          {detail}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('outline', 'lg')}>
          {t('routeError.reload')}
        </button>
        <Link to="/" reloadDocument className={buttonClasses('primary', 'lg')}>
          {t('routeError.home')}
        </Link>
      </div>
    </div>
  );
}
