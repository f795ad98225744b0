import {
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  MESSAGE_TEMPLATES,
  type MessageChannel,
  type MessageStatus,
  type MessageTemplate,
  type Notification,
} from '@bond/contract/notifications';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { PagedTable } from '../../../components/ui/paged-table.tsx';
import { NativeSelectField } from '../../../components/ui/native-select.tsx';
import { usePage } from '../../../components/ui/pager.tsx';
import { useFormat, type Formatters } from '../../../i18n/format.ts';
import { useFocusAfterSettle } from '../../../lib/use-focus-after-settle.ts';
import { useGetNotificationsQuery } from './api.ts';
import {
  MessageActions,
  MessageChannelCell,
  MessageCustomerCell,
  MessageSentCell,
  MessageStatusCell,
} from './notification-parts.tsx';
import {
  NO_NOTIFICATION_FILTERS,
  channelName,
  isFiltered,
  statusName,
  templateName,
  notificationQuery,
  type NotificationFilters,
} from './notification-words.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

const columnsWith = (onRetried: () => void, t: TFunction<'notifications'>, f: Formatters): Column<Notification>[] => [
  { header: t('columns.time'), cell: (m) => f.time(m.createdAt), className: 'whitespace-nowrap' },
  { header: t('columns.customer'), cell: (m) => <MessageCustomerCell message={m} /> },
  { header: t('columns.channel'), cell: (m) => <MessageChannelCell message={m} /> },
  { header: t('columns.message'), cell: (m) => templateName(m.template, f.language) },
  { header: t('columns.status'), cell: (m) => <MessageStatusCell message={m} />, className: 'min-w-44' },
  { header: t('columns.sent'), cell: (m) => <MessageSentCell message={m} /> },
  { header: t('columns.actions'), cell: (m) => <MessageActions message={m} onRetried={onRetried} /> },
];

/**
 * Notifications (docs/product/messages.md#channels): every SMS and e-mail the shop sent or will send to customers, newest first,
 * a page at a time, filtered by state, channel and kind of message: when (Dhaka time), to whom, its state
 * with the attempts and the last error, when the provider took it, its text, and 'Retry' on a failed one.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const f = useFormat();
  const [filters, setFilters] = useState<NotificationFilters>(NO_NOTIFICATION_FILTERS);
  const [page, setPage] = usePage(JSON.stringify(filters));
  const notifications = useGetNotificationsQuery(notificationQuery(filters, page, NOTIFICATIONS_PAGE_SIZE), {
    refetchOnMountOrArgChange: true,
  });
  const box = useRef<HTMLDivElement>(null);
  // A retried message leaves a list of failed ones, with its row's buttons: the keyboard goes to the table.
  const focusTableIfLost = useCallback(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    box.current?.querySelector<HTMLElement>('[role="region"]')?.focus();
  }, []);
  const onRetried = useFocusAfterSettle(notifications.data?.data, focusTableIfLost);
  const columns = useMemo(() => columnsWith(onRetried, t, f), [onRetried, t, f]);
  const update = (change: Partial<NotificationFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('page.intro')}</p>
      <form
        aria-label={t('page.filters')}
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <NativeSelectField
          label={t('page.status')}
          value={filters.status}
          onChange={(value) => update({ status: value as MessageStatus | '' })}
        >
          <option value="">{t('page.allStatuses')}</option>
          {MESSAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusName(status, f.language)}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          label={t('page.channel')}
          value={filters.channel}
          onChange={(value) => update({ channel: value as MessageChannel | '' })}
        >
          <option value="">{t('page.allChannels')}</option>
          {MESSAGE_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {channelName(channel, f.language)}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          label={t('page.messageType')}
          value={filters.template}
          onChange={(value) => update({ template: value as MessageTemplate | '' })}
        >
          <option value="">{t('page.allMessageTypes')}</option>
          {MESSAGE_TEMPLATES.map((template) => (
            <option key={template} value={template}>
              {templateName(template, f.language)}
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
            {t('page.clearFilters')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={notifications.isFetching}
            onClick={() => void notifications.refetch()}
          >
            {t('page.refresh')}
          </Button>
        </div>
      </form>
      <PagedTable
        query={notifications}
        loadingLabel={t('page.loading')}
        caption={t('page.table')}
        columns={columns}
        rowKey={(m) => m._id}
        emptyText={isFiltered(filters) ? t('page.noMatch') : t('page.empty')}
        page={page}
        onPage={setPage}
        pagerLabel={t('page.pages')}
        noun={[t('page.message'), t('page.messages')]}
        boxRef={box}
      />
    </div>
  );
}
