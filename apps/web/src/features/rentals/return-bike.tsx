import { RENTALS_POLL_MS } from '@bond/contract/constants';
import type { Rental } from '@bond/contract/rentals';
import { useMemo } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatTime } from '../../lib/time.ts';
import { useGetAllRentalsQuery } from './api.ts';
import { CalculateReturnDialog } from './calculate-return-dialog.tsx';
import { CostCell } from './cost-cell.tsx';
import { settledBalanceRefund } from './rental-rules.ts';
import { StaleNotice } from './stale-notice.tsx';

export const NO_RENTAL_DATA = 'No Rental data to show';

export function payStatus(rental: Rental): string {
  if (rental.status === 'pending') return 'Advance not paid yet';
  if (rental.status === 'active') return 'Advance paid';
  if (rental.payment) return 'Paid';
  if (rental.totalCost < 0) return settledBalanceRefund(rental) ? 'Refunded' : 'Refund due';
  if (rental.totalCost === 0) return 'Nothing due';
  return 'Unpaid';
}

export function returnStatus(rental: Rental): string {
  if (rental.status === 'returned') return 'Returned';
  if (rental.status === 'active') return 'Out on rent';
  return 'Booked, awaiting advance';
}

function ReturnAction({ rental }: { rental: Rental }) {
  if (rental.status === 'returned') {
    return (
      <Button size="sm" variant="outline" disabled>
        Already Returned
      </Button>
    );
  }
  if (rental.status === 'pending') {
    const noteId = `calculate-note-${rental._id}`;
    return (
      <div className="flex flex-col items-start gap-1">
        <Button size="sm" disabled aria-describedby={noteId}>
          Calculate
        </Button>
        <span id={noteId} className="text-xs text-slate-600 dark:text-slate-300">
          Not out on rent: the advance is not paid yet
        </span>
      </div>
    );
  }
  return <CalculateReturnDialog rental={rental} />;
}

const columns: Column<Rental>[] = [
  {
    header: 'Customer',
    cell: (r) => (
      <span className="flex flex-col">
        <span className="font-semibold">{r.user.name}</span>
        <span className="text-xs text-slate-600 dark:text-slate-300">{r.user.phone}</span>
      </span>
    ),
  },
  { header: 'Selected Bike', cell: (r) => r.bike.name },
  {
    header: 'Pay Status',
    cell: (r) => (
      <span className={r.status === 'pending' ? 'font-semibold text-amber-800 dark:text-amber-300' : undefined}>
        {payStatus(r)}
      </span>
    ),
  },
  { header: 'Return Status', cell: returnStatus },
  { header: 'Total Cost', cell: (r) => <CostCell rental={r} />, className: 'whitespace-nowrap' },
  { header: 'Start-Time', cell: (r) => formatTime(r.startTime), className: 'whitespace-nowrap' },
  { header: 'Action', cell: (r) => <ReturnAction rental={r} /> },
];

/**
 * Return Bike (spec section 2): bookings awaiting their advance (clearly marked), bikes out on rent and
 * returned rentals, polled every 5 seconds (not on focus or reconnect).
 */
export function ReturnBike() {
  const { data, error, isLoading, refetch } = useGetAllRentalsQuery(undefined, {
    pollingInterval: RENTALS_POLL_MS,
    refetchOnFocus: false,
    refetchOnReconnect: false,
    refetchOnMountOrArgChange: true,
  });
  const rows = useMemo(
    () => (data ?? []).filter((r) => r.status === 'active' || r.status === 'returned' || r.status === 'pending'),
    [data],
  );

  if (isLoading) return <Spinner label="Loading rentals…" />;
  if (error && !data) {
    return <LoadError error={error} onRetry={refetch} />;
  }
  return (
    <>
      <StaleNotice error={error} />
      <DataTable caption="Rentals" columns={columns} rows={rows} rowKey={(r) => r._id} emptyText={NO_RENTAL_DATA} />
    </>
  );
}
