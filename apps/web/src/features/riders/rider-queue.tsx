import { RIDER_STATUSES, type Rider, type RiderStatus } from '@bond/contract/riders';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { Column } from '../../components/ui/data-table.tsx';
import { NativeSelectField } from '../../components/ui/native-select.tsx';
import { PagedTable } from '../../components/ui/paged-table.tsx';
import { usePage } from '../../components/ui/pager.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useGetRidersQuery } from './api.ts';
import { RiderReview } from './rider-review.tsx';
import { RiderStatusBadge } from '../../components/ui/rider-status-badge.tsx';

export const RIDERS_PAGE_SIZE = 20;

const isStatus = (value: string): value is RiderStatus => (RIDER_STATUSES as readonly string[]).includes(value);

/**
 * Riders, on the counter's and the owner's dashboards (docs/product/riders-on-file.md#review): the files of a
 * status (those waiting for review first), the longest waiting first, a page at a time; a file opens in
 * place of the list.
 */
export function RiderQueue() {
  const { t } = useTranslation('riders');
  const f = useFormat();
  const [status, setStatus] = useState<RiderStatus>('pending');
  const [open, setOpen] = useState<string>();
  const [page, setPage] = usePage(status);
  const riders = useGetRidersQuery({ status, page, pageSize: RIDERS_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const columns = useMemo<Column<Rider>[]>(
    () => [
      { header: t('columns.name'), cell: (rider) => <span className="font-semibold">{rider.name}</span> },
      { header: t('columns.phone'), cell: (rider) => rider.phone, className: 'whitespace-nowrap' },
      { header: t('columns.submittedAt'), cell: (rider) => f.time(rider.submittedAt), className: 'whitespace-nowrap' },
      { header: t('columns.status'), cell: (rider) => <RiderStatusBadge status={rider.status} /> },
      {
        header: t('columns.file'),
        cell: (rider) => (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('open', { name: rider.name })}
            onClick={() => setOpen(rider.userId)}
          >
            {t('openShort')}
          </Button>
        ),
      },
    ],
    [t, f],
  );
  if (open) return <RiderReview userId={open} onBack={() => setOpen(undefined)} />;
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <NativeSelectField
          label={t('statusFilter')}
          value={status}
          onChange={(value) => {
            if (isStatus(value)) setStatus(value);
          }}
        >
          {RIDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </NativeSelectField>
      </div>
      <PagedTable
        query={riders}
        loadingLabel={t('queueLoading')}
        caption={t('caption', { status: t(`status.${status}`) })}
        columns={columns}
        rowKey={(rider) => rider.userId}
        emptyText={t(`empty.${status}`)}
        page={page}
        onPage={setPage}
        pagerLabel={t('pager')}
        noun={[t('nounOne'), t('nounOther')]}
      />
    </div>
  );
}
