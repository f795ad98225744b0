import { MAX_PAGE_SIZE } from '@bond/contract/common';
import { RENTALS_POLL_MS, RETURN_TIME_GRACE_MINUTES } from '@bond/contract/constants';
import type { Rental } from '@bond/contract/rentals';
import { settledBalanceRefund } from '@bond/contract/rental-words';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { PagedTable } from '../../../components/ui/paged-table.tsx';
import { usePage } from '../../../components/ui/pager.tsx';
import { useFocusAfterSettle } from '../../../lib/use-focus-after-settle.ts';
import { AdminCancelDialog } from './admin-cancel-dialog.tsx';
import { AdminNoShowDialog } from './admin-no-show-dialog.tsx';
import { plannedReturn } from './admin-schedule-layout.ts';
import { OverdueBadge } from './admin-state-badge.tsx';
import { useGetAllRentalsQuery } from '../../../components/rentals/api.ts';
import { CalculateReturnDialog } from './calculate-return-dialog.tsx';
import { CostCell } from '../../../components/rentals/cost-cell.tsx';
import { RentalDetailsLink } from '../../../components/rentals/receipt-link.tsx';
import { StaleNotice } from '../../../components/rentals/stale-notice.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useRentalWords, type RentalWords } from '../../../components/rentals/words.ts';

/** Every open rental is listed: bookings, bikes out and the overdue are few, and never paged away. */
export const OPEN_RENTALS_LIMIT = MAX_PAGE_SIZE;
/** Returned rentals grow without bound: they are read a page at a time, newest first. */
export const RETURNED_PAGE_SIZE = 20;

const OPEN_STATES: ReadonlySet<Rental['status']> = new Set(['pending', 'booked', 'active']);

type PayStatus = 'advanceNotPaid' | 'advancePaid' | 'paid' | 'refunded' | 'refundDue' | 'nothingDue' | 'unpaid';
type ReturnStatus = 'returned' | 'outOnRent' | 'booked' | 'notCollected' | 'pending';

/** The Pay Status words of a rental, as a key of the `rentals` namespace's `returnBike.pay` group. */
export function payStatus(rental: Rental): PayStatus {
  if (rental.status === 'pending') return 'advanceNotPaid';
  if (rental.status === 'active' || rental.status === 'booked') return 'advancePaid';
  if (rental.payment) return 'paid';
  if (rental.totalCost < 0) return settledBalanceRefund(rental) ? 'refunded' : 'refundDue';
  if (rental.totalCost === 0) return 'nothingDue';
  return 'unpaid';
}

/**
 * The Return Status words of a rental, as a key of the `rentals` namespace's `returnBike.return` group: a paid
 * booking whose start has passed without its handover is not collected yet (docs/decisions/044).
 */
export function returnStatus(rental: Rental, now: Date): ReturnStatus {
  if (rental.status === 'returned') return 'returned';
  if (rental.status === 'active') return 'outOnRent';
  if (rental.status === 'booked') return Date.parse(rental.startTime) <= now.getTime() ? 'notCollected' : 'booked';
  return 'pending';
}

/**
 * The open rentals and a page of the returned ones as one list, open first. A rental returned between the
 * two answers is in both: it is listed once, as returned.
 */
export function mergeOpenAndReturned(open: readonly Rental[], returned: readonly Rental[]): Rental[] {
  const closed = returned.filter((r) => r.status === 'returned');
  const closedIds = new Set(closed.map((r) => r._id));
  return [...open.filter((r) => OPEN_STATES.has(r.status) && !closedIds.has(r._id)), ...closed];
}

/** Rentals the Return Bike table lists: bookings, bikes out and returned ones, the overdue first (docs/product/booking-and-periods.md#overdue). */
export function returnBikeRows(rentals: readonly Rental[]): Rental[] {
  const listed = rentals.filter(
    (r) => r.status === 'active' || r.status === 'returned' || r.status === 'pending' || r.status === 'booked',
  );
  return [...listed.filter((r) => r.isOverdue), ...listed.filter((r) => !r.isOverdue)];
}

/**
 * Whether the shop can record the return (docs/product/booking-and-periods.md#return): the bike is out, or a paid booking starts within the return
 * grace (the spec's client books "now" to the minute), as the server decides.
 */
export function canRecordReturn(rental: Pick<Rental, 'status' | 'startTime'>, now: Date): boolean {
  if (rental.status === 'active') return true;
  return (
    rental.status === 'booked' && Date.parse(rental.startTime) <= now.getTime() + RETURN_TIME_GRACE_MINUTES * 60_000
  );
}

function ReturnAction({ rental, now }: { rental: Rental; now: Date }) {
  const { t } = useTranslation('rentals');
  if (rental.status === 'returned') {
    return (
      <Button size="sm" variant="outline" disabled>
        {t('returnBike.alreadyReturned')}
      </Button>
    );
  }
  if (rental.status === 'pending' || (rental.status === 'booked' && !canRecordReturn(rental, now))) {
    const noteId = `calculate-note-${rental._id}`;
    return (
      <div className="flex flex-col items-start gap-1">
        <Button size="sm" disabled aria-describedby={noteId}>
          {t('returnBike.calculate')}
        </Button>
        <span id={noteId} className="text-xs text-slate-600 dark:text-slate-300">
          {rental.status === 'pending' ? t('returnBike.notOutUnpaid') : t('returnBike.notOutNotBegun')}
        </span>
      </div>
    );
  }
  return <CalculateReturnDialog rental={rental} />;
}

/**
 * docs/product/booking-and-periods.md#cancelling: a booking can be cancelled until its start; a paid booking
 * whose period has begun and whose bike was never handed over can be closed as a no-show
 * (docs/product/booking-and-periods.md#no-shows).
 */
function BookingActions({ rental, now, onClosed }: { rental: Rental; now: Date; onClosed: () => void }) {
  const begun = Date.parse(rental.startTime) <= now.getTime();
  if ((rental.status === 'pending' || rental.status === 'booked') && !begun) {
    return <AdminCancelDialog rental={rental} onCancelled={onClosed} />;
  }
  if (rental.status === 'booked') return <AdminNoShowDialog rental={rental} onMarked={onClosed} />;
  return null;
}

const columnsWith = (now: Date, onClosed: () => void, words: RentalWords): Column<Rental>[] => [
  {
    header: words.t('returnBike.customer'),
    cell: (r) => (
      <span className="flex flex-col">
        <span className="font-semibold">{r.user.name}</span>
        <span className="text-xs text-slate-600 dark:text-slate-300">{r.user.phone}</span>
      </span>
    ),
  },
  { header: words.t('returnBike.selectedBike'), cell: (r) => r.bike.name },
  {
    header: words.t('returnBike.payStatus'),
    cell: (r) => (
      <span className={r.status === 'pending' ? 'font-semibold text-amber-800 dark:text-amber-300' : undefined}>
        {words.t(`returnBike.pay.${payStatus(r)}`)}
      </span>
    ),
  },
  {
    header: words.t('returnBike.returnStatus'),
    cell: (r) => (
      <span className="flex flex-col items-start gap-1">
        <span>{words.t(`returnBike.return.${returnStatus(r, now)}`)}</span>
        {r.isOverdue ? <OverdueBadge /> : null}
      </span>
    ),
  },
  { header: words.t('returnBike.totalCost'), cell: (r) => <CostCell rental={r} />, className: 'min-w-24' },
  { header: words.t('returnBike.startTime'), cell: (r) => words.f.time(r.startTime), className: 'whitespace-nowrap' },
  { header: words.t('returnBike.plannedReturn'), cell: (r) => plannedReturn(r, words) },
  {
    header: words.t('returnBike.action'),
    cell: (r) => (
      <span className="flex flex-wrap items-start gap-2">
        <ReturnAction rental={r} now={now} />
        <BookingActions rental={r} now={now} onClosed={onClosed} />
        <RentalDetailsLink rental={r} />
      </span>
    ),
  },
];

const POLLING = {
  pollingInterval: RENTALS_POLL_MS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: true,
} as const;

/**
 * Return Bike: bookings awaiting their advance or their start (clearly marked, with Cancel),
 * bikes out on rent (with No-show; the overdue first, marked) and returned rentals, polled every 5 seconds
 * (not on focus or reconnect). Every open rental is read (state=open), so an old one never drops off the
 * list; the returned ones follow, a page at a time (state=returned), with the pager under the table.
 */
export function ReturnBike() {
  const { t } = useTranslation('rentals');
  const words = useRentalWords();
  const [page, setPage] = usePage('');
  const open = useGetAllRentalsQuery({ state: 'open', page: 1, pageSize: OPEN_RENTALS_LIMIT }, POLLING);
  const returned = useGetAllRentalsQuery({ state: 'returned', page, pageSize: RETURNED_PAGE_SIZE }, POLLING);
  const now = useNow(30_000);
  const rows = useMemo(
    () => returnBikeRows(mergeOpenAndReturned(open.data?.data ?? [], returned.data?.data ?? [])),
    [open.data, returned.data],
  );
  const box = useRef<HTMLDivElement>(null);
  // A cancelled or no-show row leaves the table with its button: the keyboard goes to the table.
  const focusTable = useCallback(() => box.current?.querySelector<HTMLElement>('[role="region"]')?.focus(), []);
  const onClosed = useFocusAfterSettle(open.data, focusTable);
  const columns = useMemo(() => columnsWith(now, onClosed, words), [now, onClosed, words]);
  const retry = () => {
    void open.refetch();
    void returned.refetch();
  };

  const openTotal = open.data?.meta.total ?? 0;
  const openShown = open.data?.data.length ?? 0;
  return (
    <PagedTable
      query={{
        data: open.data && returned.data,
        error: open.error ?? returned.error,
        isLoading: open.isLoading || returned.isLoading,
        refetch: retry,
      }}
      loadingLabel={t('returnBike.loading')}
      caption={t('returnBike.caption')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r._id}
      emptyText={t('returnBike.noData')}
      page={page}
      onPage={setPage}
      pagerLabel={t('returnBike.pagerLabel')}
      noun={[t('returnBike.nounOne'), t('returnBike.nounOther')]}
      boxRef={box}
    >
      <StaleNotice error={open.error ?? returned.error} />
      {openTotal > openShown ? (
        <p
          role="note"
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('returnBike.showingNewest', { shown: words.f.number(openShown), total: words.f.number(openTotal) })}
        </p>
      ) : null}
    </PagedTable>
  );
}
