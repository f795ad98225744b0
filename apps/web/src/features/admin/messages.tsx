import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager, countOf, usePage } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatTime } from '../../lib/time.ts';
import { useGetContactMessagesQuery } from './api.ts';

export const NO_MESSAGES = 'No messages yet';
export const MESSAGES_PAGE_SIZE = 20;
const MESSAGE_NOUN = ['message', 'messages'] as const;

/** The contact inbox (D11): every message sent from the Contact page, newest first, a page at a time. */
export function Messages() {
  const [page, setPage] = usePage('');
  const {
    data: answer,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetContactMessagesQuery({ page, pageSize: MESSAGES_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner label="Loading messages…" />;
  if (!answer) {
    return <LoadError error={error} onRetry={refetch} />;
  }
  const { data, meta } = answer;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">{countOf(meta.total, MESSAGE_NOUN)}</p>
        <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          Refresh
        </Button>
      </div>
      {data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-base font-medium text-slate-700 dark:border-slate-600 dark:text-slate-200">
          {NO_MESSAGES}
        </p>
      ) : (
        <ul className="space-y-3">
          {data.map((message) => (
            <li
              key={message._id}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <article aria-label={`Message from ${message.name}`}>
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
                  <p className="text-xs text-slate-600 dark:text-slate-300">{formatTime(message.createdAt)}</p>
                </header>
                <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-800 dark:text-slate-200">
                  {message.message}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager label="Message pages" page={page} meta={meta} noun={MESSAGE_NOUN} onPage={setPage} />
    </div>
  );
}
