import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { useFormat } from '../../i18n/format.ts';
import { useNotFoundStatus } from '../../lib/page-head.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The 404 page. */
export function NotFound() {
  const { t } = useTranslation('pages');
  const f = useFormat();
  usePageMeta(t('notFound.title'), t('notFound.description'));
  useNotFoundStatus();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700 dark:text-brand-400" aria-hidden="true">
        {f.number(404)}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
