import type { Notification } from '@bond/contract/notifications';
import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat, type Formatters } from '../../../i18n/format.ts';
import { useGetNotificationsQuery } from './api.ts';
import { MessageActions, MessageChannelCell, MessageSentCell, MessageStatusCell } from './notification-parts.tsx';
import { templateName } from './notification-words.ts';

/** The newest messages of a rental asked for at once; a rental has a handful. */
export const RENTAL_MESSAGES_LIMIT = 100;

const columnsFor = (t: TFunction<'notifications'>, f: Formatters): Column<Notification>[] => [
  { header: t('columns.time'), cell: (m) => f.time(m.createdAt), className: 'whitespace-nowrap' },
  { header: t('columns.channel'), cell: (m) => <MessageChannelCell message={m} /> },
  { header: t('columns.message'), cell: (m) => templateName(m.template, f.language) },
  { header: t('columns.status'), cell: (m) => <MessageStatusCell message={m} />, className: 'min-w-44' },
  { header: t('columns.sent'), cell: (m) => <MessageSentCell message={m} /> },
  { header: t('columns.actions'), cell: (m) => <MessageActions message={m} /> },
];

/**
 * The admin's rental page: the SMS and e-mails the shop sent its customer about this rental,
 * newest first, with 'Retry' on a failed one. Not printed: the receipt is the rental, not its messages.
 */
export function RentalMessages({ rentalId }: { rentalId: string }) {
  const { t } = useTranslation('notifications');
  const f = useFormat();
  const columns = useMemo(() => columnsFor(t, f), [t, f]);
  const headingId = useId();
  const { data, error, isLoading, isFetching, refetch } = useGetNotificationsQuery(
    { rental: rentalId, pageSize: RENTAL_MESSAGES_LIMIT },
    { refetchOnMountOrArgChange: true },
  );
  const { total = 0 } = data?.meta ?? {};
  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-3 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
          {t('rental.heading')}
        </h2>
        <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          {t('rental.refresh')}
        </Button>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('rental.intro')}</p>
      {isLoading ? (
        <Spinner label={t('rental.loading')} />
      ) : !data ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <div className="space-y-2" aria-busy={isFetching}>
          <DataTable
            caption={t('rental.table')}
            columns={columns}
            rows={data.data}
            rowKey={(m) => m._id}
            emptyText={t('rental.empty')}
          />
          {total > data.data.length ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('rental.more', { shown: f.number(data.data.length), total: f.number(total) })}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
