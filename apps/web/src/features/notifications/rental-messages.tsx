import type { Notification } from '@bond/contract/notifications';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatTime } from '../../lib/time.ts';
import { useGetNotificationsQuery } from './api.ts';
import { MessageActions, MessageChannelCell, MessageSentCell, MessageStatusCell } from './notification-parts.tsx';
import { TEMPLATE_WORDS } from './notification-words.ts';

export const RENTAL_MESSAGES_HEADING = 'Messages';
export const RENTAL_MESSAGES_TABLE = 'Messages about this rental';
export const NO_RENTAL_MESSAGES = 'No messages about this rental yet.';
/** The newest messages of a rental asked for at once; a rental has a handful. */
export const RENTAL_MESSAGES_LIMIT = 100;

const columns: Column<Notification>[] = [
  { header: 'Time', cell: (m) => formatTime(m.createdAt), className: 'whitespace-nowrap' },
  { header: 'Channel', cell: (m) => <MessageChannelCell message={m} /> },
  { header: 'Message', cell: (m) => TEMPLATE_WORDS[m.template] },
  { header: 'Status', cell: (m) => <MessageStatusCell message={m} />, className: 'min-w-44' },
  { header: 'Sent', cell: (m) => <MessageSentCell message={m} /> },
  { header: 'Actions', cell: (m) => <MessageActions message={m} /> },
];

/**
 * The admin's rental page (issue 12): the SMS and e-mails the shop sent its customer about this rental,
 * newest first, with 'Retry' on a failed one. Not printed: the receipt is the rental, not its messages.
 */
export function RentalMessages({ rentalId }: { rentalId: string }) {
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
          {RENTAL_MESSAGES_HEADING}
        </h2>
        <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          Refresh messages
        </Button>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The SMS and e-mails sent to the customer about this rental, newest first. Times are Dhaka time.
      </p>
      {isLoading ? (
        <Spinner label="Loading the messages…" />
      ) : !data ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <div className="space-y-2" aria-busy={isFetching}>
          <DataTable
            caption={RENTAL_MESSAGES_TABLE}
            columns={columns}
            rows={data.data}
            rowKey={(m) => m._id}
            emptyText={NO_RENTAL_MESSAGES}
          />
          {total > data.data.length ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              The newest {data.data.length} of {total} messages; the Notifications page has them all.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
