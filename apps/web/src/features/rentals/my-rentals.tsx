import { ADVANCE_PAYMENT_BDT, RENTALS_POLL_MS } from '@bond/contract/constants';
import { formatShopPeriod } from '@bond/contract/periods';
import { refundView } from '@bond/contract/refund-words';
import type { Rental } from '@bond/contract/rentals';
import { useMemo, useState } from 'react';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { formatTime } from '../../lib/time.ts';
import { useGetMyRentalsQuery } from './api.ts';
import { CancelBookingButton } from './cancel-booking-dialog.tsx';
import { BikeCell, CostCell, RefundNotes } from './cost-cell.tsx';
import { MyUpcomingRentals, OverdueBadge, isUpcomingOrOut } from './my-upcoming-rentals.tsx';
import { PayAdvanceButton } from './pay-advance-button.tsx';
import { PayButton } from './pay-button.tsx';
import { ReceiptLink } from './receipt-link.tsx';
import { canPayAdvance, minutesLeftToPay, splitRentals } from './rental-rules.ts';
import { StaleNotice } from './stale-notice.tsx';
import { useNow } from './use-now.ts';

export const NO_UNPAID = 'No unpaid data to show';
export const NO_PAID = 'No paid data to show';
export const NO_CANCELLED = 'No cancelled bookings to show';
export const NOTHING_TO_RETURN = 'Nothing to return';

/** The Bike cell with the way to the rental's receipt under it (every tab keeps its spec columns). */
function BikeWithReceipt({ rental }: { rental: Rental }) {
  return (
    <span className="flex flex-col gap-1">
      <BikeCell bike={rental.bike} />
      <ReceiptLink rental={rental} />
    </span>
  );
}

const unpaidColumns: Column<Rental>[] = [
  { header: 'Bike', cell: (r) => <BikeWithReceipt rental={r} /> },
  { header: 'Start Time', cell: (r) => formatTime(r.startTime), className: 'whitespace-nowrap' },
  {
    header: 'Return Time',
    cell: (r) =>
      r.returnTime ? (
        formatTime(r.returnTime)
      ) : (
        <span className="flex flex-wrap items-center gap-2">
          Not returned yet
          {r.isOverdue ? <OverdueBadge /> : null}
        </span>
      ),
    className: 'whitespace-nowrap',
  },
  { header: 'Total Cost', cell: (r) => <CostCell rental={r} />, className: 'whitespace-nowrap' },
  { header: 'Pay', cell: (r) => <PayButton rental={r} /> },
];

const paidColumns: Column<Rental>[] = [
  { header: 'Bike', cell: (r) => <BikeWithReceipt rental={r} /> },
  { header: 'Start Time', cell: (r) => formatTime(r.startTime), className: 'whitespace-nowrap' },
  { header: 'Return Time', cell: (r) => formatTime(r.returnTime), className: 'whitespace-nowrap' },
  { header: 'Total Cost', cell: (r) => <CostCell rental={r} />, className: 'whitespace-nowrap' },
  { header: 'Status', cell: (r) => (r.isReturned ? 'Returned' : 'Out on rent') },
  {
    header: 'Advance Payment',
    cell: (r) => (r.advancePayment ? `Paid (${ADVANCE_PAYMENT_BDT} BDT)` : 'Not paid'),
    className: 'whitespace-nowrap',
  },
  { header: 'Payment Status', cell: (r) => (r.payment ? 'Paid' : 'Unpaid') },
];

function BookingNote({ booking, now }: { booking: Rental; now: Date }) {
  const minutes = minutesLeftToPay(booking.holdExpiresAt, now);
  return (
    <>
      <span className="font-semibold text-amber-800 dark:text-amber-300">Awaiting the advance payment.</span>{' '}
      {minutes > 0
        ? `The bike is held for you until ${formatTime(booking.holdExpiresAt)} (${minutes} min left to pay); unpaid, the booking lapses then.`
        : 'The time to pay has run out; the booking is being closed.'}
    </>
  );
}

/**
 * The Cancelled tab (docs/decisions/008, D20): bookings that never became rentals (cancelled, expired unpaid,
 * never collected), and any money owed back on them.
 */
const cancelledColumns: Column<Rental>[] = [
  { header: 'Bike', cell: (r) => <BikeWithReceipt rental={r} /> },
  { header: 'Start Time', cell: (r) => formatTime(r.startTime), className: 'whitespace-nowrap' },
  {
    header: 'Status',
    cell: (r) => (
      <span className="block max-w-xs">
        <ClosedNote booking={r} />
      </span>
    ),
  },
  {
    header: 'Money Back',
    cell: (r) =>
      r.refunds.length > 0 ? (
        <RefundNotes refunds={r.refunds.map(refundView)} />
      ) : (
        <span className="text-slate-600 dark:text-slate-300">{NOTHING_TO_RETURN}</span>
      ),
  },
];

function ClosedNote({ booking }: { booking: Rental }) {
  if (booking.status === 'cancelled') {
    return (
      <>
        <span className="font-semibold text-red-800 dark:text-red-300">Cancelled.</span>{' '}
        {booking.advancePayment
          ? `The booking was cancelled before it began${
              booking.refunds.some((refund) => refund.reason === 'cancelled')
                ? ', with the advance owed back to you.'
                : `; the ${ADVANCE_PAYMENT_BDT} BDT advance was kept.`
            }`
          : 'The booking was cancelled before its advance was paid, so the bike was released.'}
      </>
    );
  }
  if (booking.status === 'no_show') {
    return (
      <>
        <span className="font-semibold text-red-800 dark:text-red-300">No-show.</span> The bike was not collected, so
        the booking was closed and the {ADVANCE_PAYMENT_BDT} BDT advance was kept.
      </>
    );
  }
  return (
    <>
      <span className="font-semibold text-slate-800 dark:text-slate-200">Expired.</span> The advance was not paid in
      time, so the bike was released.
    </>
  );
}

/** Bookings whose advance is not paid yet: shown for what they are, not as rentals. */
function UnconfirmedBookings({ bookings }: { bookings: readonly Rental[] }) {
  const now = useNow(15_000);
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby="unconfirmed-bookings" className="mt-10">
      <h3 id="unconfirmed-bookings" className="text-lg font-bold text-slate-900 dark:text-white">
        Bookings without a paid advance
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        A booking becomes a rental once its {ADVANCE_PAYMENT_BDT} BDT advance is paid.
      </p>
      <ul className="mt-4 space-y-3">
        {bookings.map((booking) => (
          <li
            key={booking._id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="min-w-0 flex-1 basis-64">
              <p className="font-semibold text-slate-900 dark:text-white">
                {booking.bike.name}{' '}
                <span className="font-normal text-slate-600 dark:text-slate-300">
                  ·{' '}
                  {formatShopPeriod({
                    start: new Date(booking.startTime),
                    end: booking.endTime ? new Date(booking.endTime) : null,
                  })}
                </span>
              </p>
              <p className="mt-1 text-slate-700 dark:text-slate-300">
                <BookingNote booking={booking} now={now} />
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ReceiptLink rental={booking} />
              {canPayAdvance(booking, now) ? <PayAdvanceButton booking={booking} /> : null}
              {canPayAdvance(booking, now) ? <CancelBookingButton booking={booking} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * My Rentals (spec sections 2 and 4): upcoming and current rentals with their periods, 'Extend' and 'Cancel
 * booking' (D19, D20) above the spec's Unpaid and Paid tabs, and a Cancelled tab for bookings that never
 * became rentals (docs/decisions/008); polled every 5 seconds.
 */
export function MyRentals() {
  const [tab, setTab] = useState('unpaid');
  const { data, error, isLoading, refetch } = useGetMyRentalsQuery(undefined, {
    pollingInterval: RENTALS_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  const { unpaid, paid, awaitingAdvance, closed } = useMemo(() => splitRentals(data ?? []), [data]);
  const upcoming = useMemo(() => (data ?? []).filter(isUpcomingOrOut), [data]);

  if (isLoading) return <Spinner label="Loading your rentals…" />;
  if (error && !data) {
    return <LoadError error={error} onRetry={refetch} />;
  }

  return (
    <div>
      <StaleNotice error={error} />
      <MyUpcomingRentals rentals={upcoming} />
      <Tabs
        label="Rentals by payment"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'unpaid',
            label: 'Unpaid',
            content: (
              <DataTable
                caption="Unpaid rentals"
                columns={unpaidColumns}
                rows={unpaid}
                rowKey={(r) => r._id}
                emptyText={NO_UNPAID}
              />
            ),
          },
          {
            value: 'paid',
            label: 'Paid',
            content: (
              <DataTable
                caption="Paid rentals"
                columns={paidColumns}
                rows={paid}
                rowKey={(r) => r._id}
                emptyText={NO_PAID}
              />
            ),
          },
          {
            value: 'cancelled',
            label: 'Cancelled',
            content: (
              <DataTable
                caption="Cancelled bookings"
                columns={cancelledColumns}
                rows={closed}
                rowKey={(r) => r._id}
                emptyText={NO_CANCELLED}
              />
            ),
          },
        ]}
      />
      <UnconfirmedBookings bookings={awaitingAdvance} />
    </div>
  );
}
