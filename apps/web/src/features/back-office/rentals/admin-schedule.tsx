import { ADVANCE_PAYMENT_BDT, RENTALS_POLL_MS } from '@bond/contract/constants';
import { shopDays, startOfShopDay } from '@bond/contract/periods';
import type { Rental } from '@bond/contract/rentals';
import { useCallback, useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetBlocksInWindowQuery } from '../../../components/blocks/api.ts';
import { useGetClosuresQuery } from '../../../components/closures/api.ts';
import { tableScrollBoxClasses } from '../../../components/ui/data-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFocusAfterSettle } from '../../../lib/use-focus-after-settle.ts';
import { AdminCancelDialog } from './admin-cancel-dialog.tsx';
import { AdminNoShowDialog } from './admin-no-show-dialog.tsx';
import { BlockBikeDialog } from './block-bike-dialog.tsx';
import { BLOCK_BAR_CLASSES, BlockBarItem, CLOSURE_BAR_CLASSES, ClosureBarItem } from './calendar-bars.tsx';
import { useGetManagedBikesQuery } from '../api.ts';
import {
  endangeredBooking,
  nextBookingText,
  overdueRentals,
  returnsDueToday,
  scheduleRows,
  scheduleState,
  todaysPickups,
  type ScheduleBar,
  type ScheduleRow,
  type ScheduleState,
  type ShopDay,
} from './admin-schedule-layout.ts';
import { STATE_STYLES, StateBadge } from './admin-state-badge.tsx';
import { useGetScheduleQuery } from '../../../components/rentals/api.ts';
import { CalculateReturnDialog } from './calculate-return-dialog.tsx';
import { StaleNotice } from '../../../components/rentals/stale-notice.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useRentalWords } from '../../../components/rentals/words.ts';

export const SCHEDULE_DAYS = 7;
const headingClasses = 'text-lg font-bold text-slate-900 outline-none dark:text-white';
const cardClasses = 'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
const mutedClasses = 'text-sm text-slate-700 dark:text-slate-300';

/** The customer with a phone link, and the bike. */
function Who({ rental }: { rental: Rental }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{rental.user.name}</span>
      <a
        href={`tel:${rental.user.phone}`}
        className="w-fit text-sm text-brand-800 underline underline-offset-2 dark:text-brand-300"
      >
        {rental.user.phone}
      </a>
      <span className={mutedClasses}>{rental.bike.name}</span>
    </span>
  );
}

type ListSectionProps<T> = {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  items: readonly T[];
  emptyText: string;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  tone?: 'alert';
};

function ListSection<T>({ title, headingRef, items, emptyText, render, itemKey, tone }: ListSectionProps<T>) {
  const id = useId();
  const { f, t } = useRentalWords();
  return (
    <section
      aria-labelledby={id}
      className={`${cardClasses} ${tone === 'alert' ? 'border-red-700 dark:border-red-400' : ''}`}
    >
      <h3 id={id} ref={headingRef} tabIndex={-1} className={headingClasses}>
        {title}{' '}
        <span className="font-normal text-slate-700 dark:text-slate-300">
          {t('schedule.count', { n: f.number(items.length) })}
        </span>
      </h3>
      {items.length === 0 ? (
        <p className={`mt-2 ${mutedClasses}`}>{emptyText}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
          {items.map((item) => (
            <li key={itemKey(item)} className="flex flex-wrap items-start justify-between gap-3 py-3">
              {render(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * An open rental's actions on the schedule. A pickup: cancel before the start, no-show once begun. A return
 * due: record it. An overdue rental: record the return, or close it as a no-show.
 */
function Actions({
  rental,
  now,
  onClosed,
  kind,
}: {
  rental: Rental;
  now: Date;
  onClosed: () => void;
  kind: 'pickup' | 'return' | 'overdue';
}) {
  const begun = Date.parse(rental.startTime) <= now.getTime();
  const canCancel = (rental.status === 'pending' || rental.status === 'booked') && !begun;
  const isOut = rental.status === 'active';
  // A paid booking begun and never handed over: the rider has not come (docs/product/booking-and-periods.md#no-shows).
  const notCollected = rental.status === 'booked' && begun;
  return (
    <span className="flex flex-wrap gap-2">
      {kind === 'pickup' && canCancel ? <AdminCancelDialog rental={rental} onCancelled={onClosed} /> : null}
      {kind !== 'pickup' && isOut ? <CalculateReturnDialog rental={rental} onReturned={onClosed} /> : null}
      {kind !== 'return' && notCollected ? <AdminNoShowDialog rental={rental} onMarked={onClosed} /> : null}
    </span>
  );
}

const LEGEND_STATES: readonly ScheduleState[] = ['pending', 'booked', 'active', 'overdue'];

function Legend() {
  const { t, f } = useRentalWords();
  const calendar = useTranslation('calendar').t;
  return (
    <ul aria-label={t('schedule.legend')} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {LEGEND_STATES.map((state) => (
        <li key={state} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-4 w-7 rounded ${STATE_STYLES[state].bar}`} />
          <span>
            <span className="font-semibold">{t(`state.${state}`)}</span>
            <span className="text-slate-700 dark:text-slate-300">
              {t('schedule.legendItem', {
                text: t(`schedule.legendText.${state}`, { advance: f.taka(ADVANCE_PAYMENT_BDT) }),
              })}
            </span>
          </span>
        </li>
      ))}
      {(
        [
          [BLOCK_BAR_CLASSES, calendar('legend.blocked')],
          [CLOSURE_BAR_CLASSES, calendar('legend.closed')],
        ] as const
      ).map(([classes, text]) => (
        <li key={text} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-4 w-7 rounded ${classes}`} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** A rental as a bar over its days; its text names bike, customer, period and state (never colour alone). */
function Bar({ bar, bikeName }: { bar: ScheduleBar; bikeName: string }) {
  const { rental, state, span, lane } = bar;
  const words = useRentalWords();
  return (
    <li
      data-rental-id={rental._id}
      style={{ gridColumn: `${span.first + 1} / ${span.last + 2}`, gridRow: lane + 1 }}
      className={`mx-0.5 min-w-0 rounded-md px-2 py-1 text-xs leading-snug ${STATE_STYLES[state].bar}`}
    >
      <span className="sr-only">{bikeName}, </span>
      <span className="block font-semibold break-words">
        {span.startsBefore ? <span aria-hidden="true">← </span> : null}
        {rental.user.name}
        {span.endsAfter ? <span aria-hidden="true"> →</span> : null}
      </span>
      <span className="sr-only">, </span>
      <span className="block break-words">{words.bookedPeriod(rental)}</span>
      <span className="sr-only">, </span>
      <span className="mt-0.5 block font-bold uppercase tracking-wide">{words.t(`state.${state}`)}</span>
    </li>
  );
}

function WeekGrid({ rows, days, caption }: { rows: ScheduleRow[]; days: readonly ShopDay[]; caption: string }) {
  const words = useRentalWords();
  const { t } = words;
  const noBookings = rows.every((row) => row.bars.length === 0) ? (
    <p className={mutedClasses}>{t('schedule.noBookings', { days: words.f.number(SCHEDULE_DAYS) })}</p>
  ) : null;
  if (rows.length === 0) return noBookings;
  return (
    <>
      {noBookings}
      <div role="region" aria-label={caption} tabIndex={0} className={tableScrollBoxClasses}>
        <table className="w-full min-w-[60rem] table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">{t('schedule.gridCaption', { caption })}</caption>
          <colgroup>
            <col className="w-40" />
            {days.map((day) => (
              <col key={day.start.toISOString()} />
            ))}
          </colgroup>
          <thead className="bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('schedule.bike')}
              </th>
              {days.map((day, i) => (
                <th
                  key={day.start.toISOString()}
                  scope="col"
                  className="border-l border-slate-200 px-2 py-2 font-semibold dark:border-slate-700"
                >
                  {i === 0 ? (
                    <span className="block text-xs font-bold text-brand-800 dark:text-brand-300">
                      {t('schedule.today')}
                    </span>
                  ) : null}
                  {words.day(day.start)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {rows.map((row) => (
              <tr key={row.bike._id} className="align-top">
                <th scope="row" className="px-3 py-2 font-semibold">
                  <span className="block break-words">{row.bike.name}</span>
                  {row.bike.brand && row.bike.model ? (
                    <span className="block text-xs font-normal text-slate-700 dark:text-slate-300">
                      {row.bike.brand} · {row.bike.model}
                    </span>
                  ) : null}
                  <span className="mt-2 block">
                    <BlockBikeDialog bike={row.bike} />
                  </span>
                </th>
                <td colSpan={days.length} className="relative p-0">
                  <div aria-hidden="true" className="absolute inset-0 grid grid-cols-7">
                    {days.map((day) => (
                      <div key={day.start.toISOString()} className="border-l border-slate-200 dark:border-slate-700" />
                    ))}
                  </div>
                  <ul
                    aria-label={t('schedule.bookingsOf', { bike: row.bike.name })}
                    className="relative grid grid-cols-7 gap-y-1 py-1.5"
                  >
                    {row.closures.map((bar) => (
                      <ClosureBarItem key={bar.closure._id} bar={bar} bikeName={row.bike.name} />
                    ))}
                    {row.bars.map((bar) => (
                      <Bar key={bar.rental._id} bar={bar} bikeName={row.bike.name} />
                    ))}
                    {row.blocks.map((bar) => (
                      <BlockBarItem key={bar.block._id} bar={bar} bikeName={row.bike.name} />
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * Schedule (docs/product/booking-and-periods.md#periods, docs/product/booking-and-periods.md#overdue): the shop's next 7 Dhaka days. Above the grid, the overdue rentals first, each naming
 * the booking its overrun endangers, then today's pickups and returns due, with their actions; below, a row
 * per bike of the fleet with each booking a bar over its days, beside its blocks and the shop's closures
 * (docs/product/fleet-calendar.md#screens), and 'Block this bike'. Polled every 5 seconds and read again after
 * each action.
 */
export function AdminSchedule() {
  const words = useRentalWords();
  const { t, f } = words;
  const days7 = { days: f.number(SCHEDULE_DAYS) };
  const now = useNow(30_000);
  const dayStart = startOfShopDay(now).getTime();
  const days = useMemo(() => shopDays(new Date(dayStart), SCHEDULE_DAYS), [dayStart]);
  const today = days[0] as ShopDay;
  const scheduleWindow = {
    from: today.start.toISOString(),
    to: (days[days.length - 1] as ShopDay).end.toISOString(),
  };
  const { data, error, isLoading, refetch } = useGetScheduleQuery(scheduleWindow, {
    pollingInterval: RENTALS_POLL_MS,
    refetchOnFocus: false,
    refetchOnReconnect: false,
    refetchOnMountOrArgChange: true,
  });
  const rentals = useMemo(() => (data ?? []).filter((r) => scheduleState(r) !== null), [data]);
  const overdue = useMemo(() => overdueRentals(rentals), [rentals]);
  const pickups = useMemo(() => todaysPickups(rentals, today), [rentals, today]);
  const returns = useMemo(() => returnsDueToday(rentals, today), [rentals, today]);
  // The fleet, its blocks and the shop's closures: each row can be blocked, and nobody books into either.
  const bikes = useGetManagedBikesQuery({});
  const blocks = useGetBlocksInWindowQuery(scheduleWindow, {
    pollingInterval: RENTALS_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  const closures = useGetClosuresQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = useMemo(
    () => scheduleRows(rentals, days, now, { bikes: bikes.data, blocks: blocks.data, closures: closures.data }),
    [rentals, days, now, bikes.data, blocks.data, closures.data],
  );

  const overdueHeading = useRef<HTMLHeadingElement>(null);
  const pickupsHeading = useRef<HTMLHeadingElement>(null);
  const returnsHeading = useRef<HTMLHeadingElement>(null);
  // A cancelled or no-show rental leaves the lists with its button: the keyboard goes to the first list.
  const focusLists = useCallback(
    () => (overdueHeading.current ?? pickupsHeading.current ?? returnsHeading.current)?.focus(),
    [],
  );
  const onClosed = useFocusAfterSettle(data, focusLists);
  const weekId = useId();

  if (isLoading) return <Spinner label={t('schedule.loading')} />;
  if (error && !data) return <LoadError error={error} onRetry={refetch} />;

  return (
    <div className="space-y-6">
      <StaleNotice error={error} />
      {overdue.length > 0 ? (
        <ListSection
          title={t('schedule.overdue')}
          headingRef={overdueHeading}
          items={overdue}
          emptyText=""
          tone="alert"
          itemKey={(r) => r._id}
          render={(r) => {
            const next = endangeredBooking(r, rentals);
            return (
              <>
                <span className="flex flex-col gap-1">
                  <StateBadge state="overdue" />
                  <Who rental={r} />
                  <span className="text-sm">
                    {t('schedule.plannedReturn', { moment: r.endTime ? words.moment(r.endTime) : '—' })}
                  </span>
                  <span
                    className={
                      next
                        ? 'text-sm font-semibold text-red-800 dark:text-red-300'
                        : 'text-sm text-slate-700 dark:text-slate-300'
                    }
                  >
                    {next ? nextBookingText(next, words) : t('schedule.noNextBooking', days7)}
                  </span>
                </span>
                <Actions rental={r} now={now} onClosed={onClosed} kind="overdue" />
              </>
            );
          }}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <ListSection
          title={t('schedule.todaysPickups')}
          headingRef={pickupsHeading}
          items={pickups}
          emptyText={t('schedule.noPickups')}
          itemKey={(r) => r._id}
          render={(r) => (
            <>
              <span className="flex flex-col gap-1">
                <span className="font-bold">{words.clock(new Date(r.startTime))}</span>
                <Who rental={r} />
                <StateBadge state={scheduleState(r) ?? 'booked'} />
              </span>
              <Actions rental={r} now={now} onClosed={onClosed} kind="pickup" />
            </>
          )}
        />
        <ListSection
          title={t('schedule.returnsDueToday')}
          headingRef={returnsHeading}
          items={returns}
          emptyText={t('schedule.noReturns')}
          itemKey={(r) => r._id}
          render={(r) => (
            <>
              <span className="flex flex-col gap-1">
                <span className="font-bold">{r.endTime ? words.clock(new Date(r.endTime)) : '—'}</span>
                <Who rental={r} />
                <StateBadge state={scheduleState(r) ?? 'booked'} />
              </span>
              <Actions rental={r} now={now} onClosed={onClosed} kind="return" />
            </>
          )}
        />
      </div>
      <section aria-labelledby={weekId} className="space-y-3">
        <h3 id={weekId} className={headingClasses}>
          {t('schedule.nextDays', days7)}
        </h3>
        <Legend />
        <WeekGrid rows={rows} days={days} caption={t('schedule.bookingsFrom', { day: words.day(today.start) })} />
      </section>
    </div>
  );
}
