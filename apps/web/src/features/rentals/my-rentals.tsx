import { ADVANCE_PAYMENT_BDT, RENTALS_POLL_MS } from '@bond/contract/constants';
import type { Rental } from '@bond/contract/rentals';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useGetMyRentalsQuery } from '../../components/rentals/api.ts';
import { CancelBookingButton } from './cancel-booking-dialog.tsx';
import { BikeCell, CostCell, RefundNotes } from '../../components/rentals/cost-cell.tsx';
import { MyUpcomingRentals, OverdueBadge, isUpcomingOrOut } from './my-upcoming-rentals.tsx';
import { PayAdvanceButton } from './pay-advance-button.tsx';
import { PayButton } from './pay-button.tsx';
import { ChargesLink, ReceiptLink } from '../../components/rentals/receipt-link.tsx';
import { canPayAdvance, isBookingAhead, minutesLeftToPay, splitRentals } from './rental-rules.ts';
import { StaleNotice } from '../../components/rentals/stale-notice.tsx';
import { useNow } from '../../lib/use-now.ts';
import { useRentalWords, type RentalWords } from '../../components/rentals/words.ts';

/** The Bike cell with the way to the rental's receipt under it (every tab keeps its spec columns). */
function BikeWithReceipt({ rental }: { rental: Rental }) {
  return (
    <span className="flex flex-col gap-1">
      <BikeCell bike={rental.bike} />
      <ReceiptLink rental={rental} />
    </span>
  );
}

/**
 * The Total Cost cell with the way to the charge's lines under it, once the charge is known or planned (an
 * open-ended rental's is not, until it is back).
 */
function CostWithCharges({ rental }: { rental: Rental }) {
  return (
    <span className="flex flex-col gap-1">
      <CostCell rental={rental} />
      {rental.isReturned || rental.endTime !== null ? <ChargesLink rental={rental} /> : null}
    </span>
  );
}

function unpaidColumns({ t, f }: RentalWords): Column<Rental>[] {
  return [
    { header: t('myRentals.bike'), cell: (r) => <BikeWithReceipt rental={r} /> },
    { header: t('myRentals.startTime'), cell: (r) => f.time(r.startTime), className: 'whitespace-nowrap' },
    {
      header: t('myRentals.returnTime'),
      cell: (r) =>
        r.returnTime ? (
          f.time(r.returnTime)
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            {t('myRentals.notReturnedYet')}
            {r.isOverdue ? <OverdueBadge /> : null}
          </span>
        ),
      className: 'whitespace-nowrap',
    },
    {
      header: t('myRentals.totalCost'),
      cell: (r) => <CostWithCharges rental={r} />,
      className: 'whitespace-nowrap',
    },
    { header: t('myRentals.pay'), cell: (r) => <PayButton rental={r} /> },
  ];
}

function paidColumns({ t, f }: RentalWords): Column<Rental>[] {
  return [
    { header: t('myRentals.bike'), cell: (r) => <BikeWithReceipt rental={r} /> },
    { header: t('myRentals.startTime'), cell: (r) => f.time(r.startTime), className: 'whitespace-nowrap' },
    { header: t('myRentals.returnTime'), cell: (r) => f.time(r.returnTime), className: 'whitespace-nowrap' },
    {
      header: t('myRentals.totalCost'),
      cell: (r) => <CostWithCharges rental={r} />,
      className: 'whitespace-nowrap',
    },
    {
      header: t('myRentals.status'),
      cell: (r) => (r.isReturned ? t('myRentals.returned') : t('myRentals.outOnRent')),
    },
    {
      header: t('myRentals.advancePayment'),
      cell: (r) =>
        r.advancePayment
          ? t('myRentals.advancePaid', { amount: f.taka(ADVANCE_PAYMENT_BDT) })
          : t('myRentals.advanceNotPaid'),
      className: 'whitespace-nowrap',
    },
    {
      header: t('myRentals.paymentStatus'),
      cell: (r) => (r.payment ? t('myRentals.paymentPaid') : t('myRentals.paymentUnpaid')),
    },
  ];
}

function BookingNote({ booking, now }: { booking: Rental; now: Date }) {
  const { t, f } = useRentalWords();
  const minutes = minutesLeftToPay(booking.holdExpiresAt, now);
  return (
    <>
      <span className="font-semibold text-amber-800 dark:text-amber-300">{t('myRentals.awaitingAdvance')}</span>{' '}
      {minutes > 0
        ? t('myRentals.heldUntil', { time: f.time(booking.holdExpiresAt), minutes: f.number(minutes) })
        : t('myRentals.timeRunOut')}
    </>
  );
}

/**
 * The Cancelled tab (docs/decisions/008, docs/product/booking-and-periods.md#cancelling): bookings that never became rentals (cancelled, expired unpaid,
 * never collected), and any money owed back on them.
 */
function cancelledColumns(words: RentalWords): Column<Rental>[] {
  const { t, f } = words;
  return [
    { header: t('myRentals.bike'), cell: (r) => <BikeWithReceipt rental={r} /> },
    { header: t('myRentals.startTime'), cell: (r) => f.time(r.startTime), className: 'whitespace-nowrap' },
    {
      header: t('myRentals.status'),
      cell: (r) => (
        <span className="block max-w-xs">
          <ClosedNote booking={r} />
        </span>
      ),
    },
    {
      header: t('myRentals.moneyBack'),
      cell: (r) =>
        r.refunds.length > 0 ? (
          <RefundNotes refunds={r.refunds.map(words.refund)} />
        ) : (
          <span className="text-slate-600 dark:text-slate-300">{t('myRentals.nothingToReturn')}</span>
        ),
    },
  ];
}

function ClosedNote({ booking }: { booking: Rental }) {
  const { t, f } = useRentalWords();
  const advance = f.taka(ADVANCE_PAYMENT_BDT);
  if (booking.status === 'cancelled') {
    return (
      <>
        <span className="font-semibold text-red-800 dark:text-red-300">{t('closed.cancelled')}</span>{' '}
        {booking.advancePayment
          ? booking.refunds.some((refund) => refund.reason === 'cancelled')
            ? t('closed.cancelledRefunded')
            : t('closed.cancelledKept', { advance })
          : t('closed.cancelledUnpaid')}
      </>
    );
  }
  if (booking.status === 'no_show') {
    return (
      <>
        <span className="font-semibold text-red-800 dark:text-red-300">{t('closed.noShow')}</span>{' '}
        {t('closed.noShowText', { advance })}
      </>
    );
  }
  return (
    <>
      <span className="font-semibold text-slate-800 dark:text-slate-200">{t('closed.expired')}</span>{' '}
      {t('closed.expiredText')}
    </>
  );
}

/** Bookings whose advance is not paid yet: shown for what they are, not as rentals. */
function UnconfirmedBookings({ bookings }: { bookings: readonly Rental[] }) {
  const words = useRentalWords();
  const { t } = words;
  const now = useNow(15_000);
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby="unconfirmed-bookings" className="mt-10">
      <h3 id="unconfirmed-bookings" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('myRentals.unconfirmedHeading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t('myRentals.unconfirmedNote', { advance: words.f.taka(ADVANCE_PAYMENT_BDT) })}
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
                <span className="font-normal text-slate-600 dark:text-slate-300">· {words.bookedPeriod(booking)}</span>
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
 * My Rentals: upcoming and current rentals with their periods, 'Extend' and 'Cancel
 * booking' (docs/product/booking-and-periods.md) above the spec's Unpaid and Paid tabs, and a Cancelled tab for bookings that never
 * became rentals (docs/decisions/008); polled every 5 seconds. `riderNotice` (what the rider must still bring
 * or upload, placed by the route: docs/product/riders-on-file.md#screens) is shown once above them while a
 * booking's bike is still to be handed over.
 */
export function MyRentals({ riderNotice }: { riderNotice?: ReactNode } = {}) {
  const { t } = useTranslation('rentals');
  const words = useRentalWords();
  const columns = useMemo(
    () => ({ unpaid: unpaidColumns(words), paid: paidColumns(words), cancelled: cancelledColumns(words) }),
    [words],
  );
  const [tab, setTab] = useState('unpaid');
  const { data, error, isLoading, refetch } = useGetMyRentalsQuery(undefined, {
    pollingInterval: RENTALS_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  const { unpaid, paid, awaitingAdvance, closed } = useMemo(() => splitRentals(data ?? []), [data]);
  const upcoming = useMemo(() => (data ?? []).filter(isUpcomingOrOut), [data]);
  const hasBookingAhead = useMemo(() => (data ?? []).some(isBookingAhead), [data]);

  if (isLoading) return <Spinner label={t('myRentals.loading')} />;
  if (error && !data) {
    return <LoadError error={error} onRetry={refetch} />;
  }

  return (
    <div>
      <StaleNotice error={error} />
      {hasBookingAhead && riderNotice ? <div className="mb-6">{riderNotice}</div> : null}
      <MyUpcomingRentals rentals={upcoming} />
      <Tabs
        label={t('myRentals.tabs')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'unpaid',
            label: t('myRentals.unpaid'),
            content: (
              <DataTable
                caption={t('myRentals.unpaidCaption')}
                columns={columns.unpaid}
                rows={unpaid}
                rowKey={(r) => r._id}
                emptyText={t('myRentals.noUnpaid')}
              />
            ),
          },
          {
            value: 'paid',
            label: t('myRentals.paid'),
            content: (
              <DataTable
                caption={t('myRentals.paidCaption')}
                columns={columns.paid}
                rows={paid}
                rowKey={(r) => r._id}
                emptyText={t('myRentals.noPaid')}
              />
            ),
          },
          {
            value: 'cancelled',
            label: t('myRentals.cancelled'),
            content: (
              <DataTable
                caption={t('myRentals.cancelledCaption')}
                columns={columns.cancelled}
                rows={closed}
                rowKey={(r) => r._id}
                emptyText={t('myRentals.noCancelled')}
              />
            ),
          },
        ]}
      />
      <UnconfirmedBookings bookings={awaitingAdvance} />
    </div>
  );
}
