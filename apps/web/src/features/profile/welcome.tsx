import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { useGetMeQuery } from './api.ts';

/** The dashboard's Welcome Page: 'Welcome to Bond Bike Rental' and the signed-in person's name. */
export function Welcome({ intro }: { intro: string }) {
  const { t } = useTranslation('profile');
  const { data, error, isLoading } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('welcome.title')}
      </p>
      {isLoading ? (
        <Spinner label={t('welcome.loadingName')} className="py-4" />
      ) : data ? (
        <p className="mt-2 text-xl font-semibold text-brand-800 dark:text-brand-300">{data.data.name}</p>
      ) : (
        <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
          {apiErrorMessage(error)}
        </p>
      )}
      <p className="mt-4 max-w-2xl text-base text-slate-700 dark:text-slate-300">{intro}</p>
    </div>
  );
}
