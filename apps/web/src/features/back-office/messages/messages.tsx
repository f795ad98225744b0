import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager, usePage } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { useGetContactMessagesQuery } from '../api.ts';

export const MESSAGES_PAGE_SIZE = 20;

/** The contact inbox (docs/product/messages.md#contact-messages): every message sent from the Contact page, newest first, a page at a time. */
export function Messages() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [page, setPage] = usePage('');
  const {
    data: answer,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetContactMessagesQuery({ page, pageSize: MESSAGES_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner label={t('messages.loading')} />;
  if (!answer) {
    return <LoadError error={error} onRetry={refetch} />;
  }
  const { data, meta } = answer;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('messages.count', { count: meta.total, total: f.number(meta.total) })}
        </p>
        <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          {t('messages.refresh')}
        </Button>
      </div>
      {data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-base font-medium text-slate-700 dark:border-slate-600 dark:text-slate-200">
          {t('messages.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {data.map((message) => (
            <li
              key={message._id}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <article aria-label={t('messages.from', { name: message.name })}>
                <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    {message.name}{' '}
                    <a
                      href={`mailto:${message.email}`}
                      className="font-normal break-all text-brand-800 underline underline-offset-2 dark:text-brand-300"
                    >
                      {message.email}
                    </a>
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-300">{f.time(message.createdAt)}</p>
                </header>
                <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-800 dark:text-slate-200">
                  {message.message}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager
        label={t('messages.pager')}
        page={page}
        meta={meta}
        noun={[t('messages.nounOne'), t('messages.nounOther')]}
        onPage={setPage}
      />
    </div>
  );
}
