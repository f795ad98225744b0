/**
 * The admin's week (docs/product/booking-and-periods.md#periods, docs/product/booking-and-periods.md#schedule) as pure functions of the rentals, the Dhaka days shown and an injected `now`:
 * which day columns a booked period covers, how bars sharing a day stack, and which rentals are today's
 * pickups, returns due and overdue; beside the bookings, each bike's blocks and the shop's closures
 * (docs/product/fleet-calendar.md#screens). Tested on their own (admin-schedule-layout.test.ts).
 */
import type { BlockWithBike } from '@bond/contract/blocks';
import type { Closure } from '@bond/contract/closures';
import type { Period } from '@bond/contract/periods';
import type { Rental } from '@bond/contract/rentals';
import type { RentalWords } from '../../../components/rentals/words.ts';

/** A Dhaka calendar day as `shopDays` gives it: [start, end). */
export type ShopDay = { start: Date; end: Date };

/** The day columns a period covers: indexes into the week, and whether it runs on past either edge. */
export type DaySpan = { first: number; last: number; startsBefore: boolean; endsAfter: boolean };

/**
 * Which of `days` (consecutive, in order) a period covers, clipped to them; null when it lies wholly
 * outside. The end is exclusive: a period ending at midnight does not reach into the next day. An
 * open-ended period (end null) runs to the last day shown.
 */
export function daySpan(period: Period, days: readonly ShopDay[]): DaySpan | null {
  const firstDay = days[0];
  const lastDay = days[days.length - 1];
  if (!firstDay || !lastDay) return null;
  const start = period.start.getTime();
  const end = period.end?.getTime() ?? Number.POSITIVE_INFINITY;
  if (end <= firstDay.start.getTime() || start >= lastDay.end.getTime() || end <= start) return null;
  const covers = (day: ShopDay) => start < day.end.getTime() && end > day.start.getTime();
  const first = days.findIndex(covers);
  let last = first;
  while (last + 1 < days.length && covers(days[last + 1] as ShopDay)) last += 1;
  return {
    first,
    last,
    startsBefore: start < firstDay.start.getTime(),
    endsAfter: end > lastDay.end.getTime(),
  };
}

/**
 * Stacks bars in lanes so that no two in one lane share a day column: each bar (in the order given, by
 * start) takes the first lane whose last bar ends on an earlier day. Answers each bar's lane.
 */
export function packLanes(spans: readonly Pick<DaySpan, 'first' | 'last'>[]): number[] {
  const laneEnds: number[] = [];
  return spans.map((span) => {
    let lane = laneEnds.findIndex((lastDay) => lastDay < span.first);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = span.last;
    return lane;
  });
}

/** What a bar says and how it is coloured: an overdue rental is its own state (docs/product/booking-and-periods.md#overdue). */
export type ScheduleState = 'pending' | 'booked' | 'active' | 'overdue';

/** The state a rental of the schedule shows; null for one that is closed (it does not belong there). */
export function scheduleState(rental: Pick<Rental, 'status' | 'isOverdue'>): ScheduleState | null {
  if (rental.isOverdue) return 'overdue';
  if (rental.status === 'pending' || rental.status === 'booked' || rental.status === 'active') return rental.status;
  return null;
}

/**
 * The time a rental holds its bike on the week: its booked period, except that an overdue rental keeps the
 * bike until it is returned, so it runs on to now at least.
 */
export function heldPeriod(rental: Pick<Rental, 'startTime' | 'endTime' | 'isOverdue'>, now: Date): Period {
  const start = new Date(rental.startTime);
  const end = rental.endTime ? new Date(rental.endTime) : null;
  if (rental.isOverdue && end && end.getTime() < now.getTime()) return { start, end: now };
  return { start, end };
}

/**
 * The time a block or a closure holds (docs/product/fleet-calendar.md#blocks): its period, cut short where it
 * was ended early; null for one ended before it began, which holds nothing.
 */
export function heldByBlock(item: { start: string; end: string; endedAt: string | null }): Period | null {
  const start = new Date(item.start);
  const planned = new Date(item.end);
  const ended = item.endedAt ? new Date(item.endedAt) : null;
  const end = ended && ended.getTime() < planned.getTime() ? ended : planned;
  return end.getTime() > start.getTime() ? { start, end } : null;
}

/** A bike of the grid: the fleet's list gives brand and model; a bike known only from its block has its name. */
export type ScheduleBike = { _id: string; name: string; brand?: string; model?: string };

export type ScheduleBar = { rental: Rental; state: ScheduleState; span: DaySpan; lane: number };
export type BlockBar = { block: BlockWithBike; period: Period; span: DaySpan; lane: number };
export type ClosureBar = { closure: Closure; period: Period; span: DaySpan; lane: number };
export type ScheduleRow = {
  bike: ScheduleBike;
  bars: ScheduleBar[];
  blocks: BlockBar[];
  closures: ClosureBar[];
  lanes: number;
};

/** What else the week's grid shows besides the rentals. */
export type ScheduleExtras = {
  /** The fleet: each gets a row, with or without anything on it (so each can be blocked). */
  bikes?: readonly ScheduleBike[];
  blocks?: readonly BlockWithBike[];
  /** The shop's closures: each holding time in the week is a bar on every row. */
  closures?: readonly Closure[];
};

type Placed =
  | { kind: 'rental'; rental: Rental; state: ScheduleState; span: DaySpan; at: number }
  | { kind: 'block'; block: BlockWithBike; period: Period; span: DaySpan; at: number }
  | { kind: 'closure'; closure: Closure; period: Period; span: DaySpan; at: number };

/**
 * The week's grid: a row per bike of the fleet and per bike with a rental or a block on one of `days`
 * (ordered by bike name), each rental a bar over the days its held period covers, each block a bar over the
 * days it holds, and each closure of the shop a bar on every row; all stacked in lanes together, so that no
 * two in one lane share a day column.
 */
export function scheduleRows(
  rentals: readonly Rental[],
  days: readonly ShopDay[],
  now: Date,
  extras: ScheduleExtras = {},
): ScheduleRow[] {
  const byBike = new Map<string, { bike: ScheduleBike; items: Placed[] }>();
  const rowOf = (bike: ScheduleBike) => {
    const row = byBike.get(bike._id) ?? { bike, items: [] };
    byBike.set(bike._id, row);
    return row;
  };
  for (const bike of extras.bikes ?? []) rowOf(bike);
  for (const rental of rentals) {
    const state = scheduleState(rental);
    const span = state ? daySpan(heldPeriod(rental, now), days) : null;
    if (!state || !span) continue;
    rowOf(rental.bike).items.push({ kind: 'rental', rental, state, span, at: Date.parse(rental.startTime) });
  }
  for (const block of extras.blocks ?? []) {
    const period = heldByBlock(block);
    const span = period ? daySpan(period, days) : null;
    if (!period || !span) continue;
    const known = byBike.get(block.bikeId)?.bike ?? { _id: block.bikeId, name: block.bikeName };
    rowOf(known).items.push({ kind: 'block', block, period, span, at: period.start.getTime() });
  }
  const closures = (extras.closures ?? []).flatMap((closure) => {
    const period = heldByBlock(closure);
    const span = period ? daySpan(period, days) : null;
    return period && span ? [{ kind: 'closure' as const, closure, period, span, at: period.start.getTime() }] : [];
  });
  return [...byBike.values()]
    .sort((a, b) => a.bike.name.localeCompare(b.bike.name, 'en'))
    .map(({ bike, items }) => {
      const sorted = [...closures, ...items].sort((a, b) => a.span.first - b.span.first || a.at - b.at);
      const lanes = packLanes(sorted.map((item) => item.span));
      const row: ScheduleRow = { bike, bars: [], blocks: [], closures: [], lanes: 1 };
      sorted.forEach((item, i) => {
        const lane = lanes[i] ?? 0;
        if (item.kind === 'rental') row.bars.push({ rental: item.rental, state: item.state, span: item.span, lane });
        else if (item.kind === 'block')
          row.blocks.push({ block: item.block, period: item.period, span: item.span, lane });
        else row.closures.push({ closure: item.closure, period: item.period, span: item.span, lane });
      });
      row.lanes = Math.max(1, ...lanes.map((lane) => lane + 1));
      return row;
    });
}

const isOpen = (rental: Rental) => scheduleState(rental) !== null;
const within = (instant: string, day: ShopDay) => {
  const t = Date.parse(instant);
  return t >= day.start.getTime() && t < day.end.getTime();
};
const byTime = (pick: (r: Rental) => string | null) => (a: Rental, b: Rental) =>
  Date.parse(pick(a) ?? '') - Date.parse(pick(b) ?? '');

/** Open rentals whose period starts on `today` (a Dhaka day), earliest first. */
export function todaysPickups(rentals: readonly Rental[], today: ShopDay): Rental[] {
  return rentals
    .filter((r) => isOpen(r) && !r.isOverdue && within(r.startTime, today))
    .sort(byTime((r) => r.startTime));
}

/** Open rentals, not overdue, whose planned return falls on `today`, earliest first. */
export function returnsDueToday(rentals: readonly Rental[], today: ShopDay): Rental[] {
  return rentals
    .filter((r) => isOpen(r) && !r.isOverdue && r.endTime !== null && within(r.endTime, today))
    .sort(byTime((r) => r.endTime));
}

/** Overdue rentals (docs/product/booking-and-periods.md#overdue), the longest overdue first. */
export function overdueRentals(rentals: readonly Rental[]): Rental[] {
  return rentals.filter((r) => r.isOverdue).sort(byTime((r) => r.endTime));
}

/**
 * The booking an overdue rental's overrun endangers: the next open rental of the same bike that starts
 * after it (among those listed), or undefined when there is none.
 */
export function endangeredBooking(overdue: Rental, rentals: readonly Rental[]): Rental | undefined {
  const start = Date.parse(overdue.startTime);
  return rentals
    .filter(
      (r) => r._id !== overdue._id && r.bike._id === overdue.bike._id && isOpen(r) && Date.parse(r.startTime) > start,
    )
    .sort(byTime((r) => r.startTime))[0];
}

/** The planned return in Dhaka time (docs/product/booking-and-periods.md#open-ended-bookings), 'Fri 11 Dec, 6:00 pm', or 'Until returned' when open-ended. */
export function plannedReturn(rental: Pick<Rental, 'endTime'>, words: RentalWords): string {
  return rental.endTime ? words.moment(rental.endTime) : words.t('returnBike.untilReturned');
}

/** 'Next booking: Fri 27 Nov, 10:00 am, Rahim Uddin' (docs/product/booking-and-periods.md#overdue). */
export function nextBookingText(next: Rental, words: RentalWords): string {
  return words.t('schedule.nextBooking', { moment: words.moment(next.startTime), name: next.user.name });
}
