import {
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  MESSAGE_TEMPLATES,
  type MessageChannel,
  type MessageStatus,
  type MessageTemplate,
  type Notification,
} from '@bond/contract/notifications';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { NativeSelectField } from '../../components/ui/native-select.tsx';
import { Pager, usePage } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatTime } from '../../lib/time.ts';
import { useFocusAfterSettle } from '../../lib/use-focus-after-settle.ts';
import { useGetNotificationsQuery } from './api.ts';
import {
  MessageActions,
  MessageChannelCell,
  MessageCustomerCell,
  MessageSentCell,
  MessageStatusCell,
} from './notification-parts.tsx';
import {
  CHANNEL_WORDS,
  NO_NOTIFICATION_FILTERS,
  STATUS_WORDS,
  TEMPLATE_WORDS,
  isFiltered,
  notificationQuery,
  type NotificationFilters,
} from './notification-words.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_TABLE = 'Messages to customers';
export const NO_NOTIFICATIONS = 'No messages have been sent to customers yet.';
export const NO_MATCHING_NOTIFICATIONS = 'No messages match these filters.';

const columnsWith = (onRetried: () => void): Column<Notification>[] => [
  { header: 'Time', cell: (m) => formatTime(m.createdAt), className: 'whitespace-nowrap' },
  { header: 'Customer', cell: (m) => <MessageCustomerCell message={m} /> },
  { header: 'Channel', cell: (m) => <MessageChannelCell message={m} /> },
  { header: 'Message', cell: (m) => TEMPLATE_WORDS[m.template] },
  { header: 'Status', cell: (m) => <MessageStatusCell message={m} />, className: 'min-w-44' },
  { header: 'Sent', cell: (m) => <MessageSentCell message={m} /> },
  { header: 'Actions', cell: (m) => <MessageActions message={m} onRetried={onRetried} /> },
];

/**
 * Notifications (D22, issue 12): every SMS and e-mail the shop sent or will send to customers, newest first,
 * a page at a time, filtered by state, channel and kind of message: when (Dhaka time), to whom, its state
 * with the attempts and the last error, when the provider took it, its text, and 'Retry' on a failed one.
 */
export function NotificationsPage() {
  const [filters, setFilters] = useState<NotificationFilters>(NO_NOTIFICATION_FILTERS);
  const [page, setPage] = usePage(JSON.stringify(filters));
  const { data, error, isLoading, isFetching, refetch } = useGetNotificationsQuery(
    notificationQuery(filters, page, NOTIFICATIONS_PAGE_SIZE),
    { refetchOnMountOrArgChange: true },
  );
  const box = useRef<HTMLDivElement>(null);
  // A retried message leaves a list of failed ones, with its row's buttons: the keyboard goes to the table.
  const focusTableIfLost = useCallback(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    box.current?.querySelector<HTMLElement>('[role="region"]')?.focus();
  }, []);
  const onRetried = useFocusAfterSettle(data?.data, focusTableIfLost);
  const columns = useMemo(() => columnsWith(onRetried), [onRetried]);
  const update = (change: Partial<NotificationFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Every SMS and e-mail the shop sends to customers, newest first. Times are Dhaka time. A message that failed
        after its last attempt can be sent again with Retry.
      </p>
      <form
        aria-label="Filter the messages"
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <NativeSelectField
          label="Status"
          value={filters.status}
          onChange={(value) => update({ status: value as MessageStatus | '' })}
        >
          <option value="">All statuses</option>
          {MESSAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_WORDS[status]}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          label="Channel"
          value={filters.channel}
          onChange={(value) => update({ channel: value as MessageChannel | '' })}
        >
          <option value="">All channels</option>
          {MESSAGE_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {CHANNEL_WORDS[channel]}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          label="Message type"
          value={filters.template}
          onChange={(value) => update({ template: value as MessageTemplate | '' })}
        >
          <option value="">All message types</option>
          {MESSAGE_TEMPLATES.map((template) => (
            <option key={template} value={template}>
              {TEMPLATE_WORDS[template]}
            </option>
          ))}
        </NativeSelectField>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-3">
          <Button
            variant="outline"
            size="sm"
            disabled={!isFiltered(filters)}
            onClick={() => setFilters(NO_NOTIFICATION_FILTERS)}
          >
            Clear filters
          </Button>
          <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
            Refresh
          </Button>
        </div>
      </form>
      {isLoading ? (
        <Spinner label="Loading the messages…" />
      ) : !data ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <div ref={box} className="space-y-3" aria-busy={isFetching}>
          <DataTable
            caption={NOTIFICATIONS_TABLE}
            columns={columns}
            rows={data.data}
            rowKey={(m) => m._id}
            emptyText={isFiltered(filters) ? NO_MATCHING_NOTIFICATIONS : NO_NOTIFICATIONS}
          />
          <Pager
            label="Notification pages"
            page={page}
            meta={data.meta}
            noun={['message', 'messages']}
            onPage={setPage}
          />
        </div>
      )}
    </div>
  );
}
