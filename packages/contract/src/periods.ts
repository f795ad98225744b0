import {
  ADVANCE_PAYMENT_BDT,
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_START_GRACE_MINUTES,
  CANCEL_REFUND_HOURS,
  RENTAL_MAX_DAYS,
  RENTAL_MIN_MINUTES,
} from './constants.ts';
import { balanceAfterAdvance, rentalCharge, rentedMinutes } from './money.ts';
import type { Text } from './say.ts';
import { shopWallClockToInstant, zonedParts } from './time.ts';

/**
 * Booked periods (docs/product/booking-and-periods.md): the rules a period must follow, how a period reads in Dhaka time, what it
 * costs, and whether cancelling it returns the advance. Pure functions of instants and an injected `now`,
 * shared by the server (which decides) and the web app (which explains before asking).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A booked period; `end` null: open-ended, until the bike is returned. */
export type Period = { start: Date; end: Date | null };

/** A broken rule of a period: the field it concerns and the message for the customer. */
export type PeriodProblem = { path: 'startTime' | 'endTime'; text: Text };

const onWholeMinute = (d: Date) => d.getTime() % MINUTE === 0;

/**
 * The rules of docs/product/booking-and-periods.md#booking and docs/product/booking-and-periods.md#periods a new booking's period breaks, in the order a customer should fix them; empty when
 * it is fine. The start lies no earlier than 5 minutes ago and at most 30 days ahead; the planned return,
 * when there is one, lies 1 hour to 14 days after the start; both on whole minutes.
 */
export function periodProblems(period: Period, now: Date): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  const { start, end } = period;
  if (!onWholeMinute(start))
    problems.push({ path: 'startTime', text: { id: 'startNotWholeMinute', params: undefined } });
  if (start.getTime() < now.getTime() - BOOKING_START_GRACE_MINUTES * MINUTE) {
    problems.push({ path: 'startTime', text: { id: 'startInPast', params: undefined } });
  } else if (start.getTime() > now.getTime() + BOOKING_MAX_DAYS_AHEAD * DAY) {
    problems.push({ path: 'startTime', text: { id: 'startTooFarAhead', params: { days: BOOKING_MAX_DAYS_AHEAD } } });
  }
  if (end) problems.push(...plannedReturnProblems(start, end));
  return problems;
}

/** The rules a planned return breaks for a period that starts at `start` (also when extending one). */
export function plannedReturnProblems(start: Date, end: Date): PeriodProblem[] {
  if (!onWholeMinute(end)) return [{ path: 'endTime', text: { id: 'returnNotWholeMinute', params: undefined } }];
  const length = end.getTime() - start.getTime();
  if (length < RENTAL_MIN_MINUTES * MINUTE) {
    return [{ path: 'endTime', text: { id: 'rentalTooShort', params: undefined } }];
  }
  if (length > RENTAL_MAX_DAYS * DAY) {
    return [{ path: 'endTime', text: { id: 'rentalTooLong', params: { days: RENTAL_MAX_DAYS } } }];
  }
  return [];
}

/**
 * What is wrong with a window asked about (`from` and `to` of the availability, the schedule, the bike
 * search), or null: `to` after `from`, at most `maxDays` apart.
 */
export function windowProblem(from: Date, to: Date, maxDays: number, names = { from: 'from', to: 'to' }): Text | null {
  if (to.getTime() <= from.getTime()) return { id: 'windowOutOfOrder', params: names };
  if (to.getTime() - from.getTime() > maxDays * DAY)
    return { id: 'windowTooWide', params: { ...names, days: maxDays } };
  return null;
}

/** Two periods share a moment; touching ones (one ends when the other starts) do not. */
export function periodsOverlap(a: Period, b: Period): boolean {
  const aEnd = a.end?.getTime() ?? Number.POSITIVE_INFINITY;
  const bEnd = b.end?.getTime() ?? Number.POSITIVE_INFINITY;
  return a.start.getTime() < bEnd && b.start.getTime() < aEnd;
}

/** A quantity of something held over a period (an add-on a booking holds). */
export type Holding = Period & { quantity: number };

/**
 * The most that `holdings` hold at any one moment of `period`: each adds its quantity at its start (or the
 * period's) and gives it back at its end; an end counts before a start at the same instant, as touching
 * periods do not overlap. Holdings that do not overlap the period are left out.
 */
export function mostHeldAtOnce(holdings: readonly Holding[], period: { start: Date; end: Date }): number {
  const from = period.start.getTime();
  const events = holdings
    .filter((h) => periodsOverlap(h, period))
    .flatMap((h) => [
      { at: Math.max(h.start.getTime(), from), change: h.quantity },
      { at: h.end?.getTime() ?? Number.POSITIVE_INFINITY, change: -h.quantity },
    ])
    .sort((a, b) => a.at - b.at || a.change - b.change);
  let now = 0;
  let most = 0;
  for (const event of events) {
    now += event.change;
    most = Math.max(most, now);
  }
  return most;
}

/** Dhaka's calendar date and wall clock at an instant. */
export function dhakaClock(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const { year, month, day, hour, minute } = zonedParts(instant);
  return { year, month, day, hour, minute };
}

/** A Dhaka calendar day as messages name it: weekday 0–6 (Sunday first), day of the month, month 1–12. */
export type ShopDayParts = { weekday: number; day: number; month: number };
/** A moment on Dhaka's wall clock, with its day when a message names it. */
export type ShopMomentParts = { day: ShopDayParts | null; hour: number; minute: number };
/** A period as messages say it: the start with its day; the end with its day only when it is another day. */
export type ShopPeriodParts = { start: ShopMomentParts & { day: ShopDayParts }; end: ShopMomentParts | null };

/** The Dhaka calendar day of an instant, as the catalogues name it (messages/en.ts, messages/bn.ts). */
export function shopDayParts(instant: Date): ShopDayParts {
  const c = dhakaClock(instant);
  return { weekday: new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay(), day: c.day, month: c.month };
}

const sameDhakaDay = (a: Date, b: Date) => {
  const x = dhakaClock(a);
  const y = dhakaClock(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
};

const momentParts = (instant: Date, withDay: boolean): ShopMomentParts => {
  const { hour, minute } = dhakaClock(instant);
  return { day: withDay ? shopDayParts(instant) : null, hour, minute };
};

/**
 * A period's parts as messages say it (docs/product/booking-and-periods.md#shop-time): the end's day only
 * when it is not the start's. The catalogues say them: 'Fri 11 Dec, 2:00 pm to 6:00 pm'.
 */
export function shopPeriodParts(period: Period): ShopPeriodParts {
  return {
    start: { ...momentParts(period.start, true), day: shopDayParts(period.start) },
    end: period.end ? momentParts(period.end, !sameDhakaDay(period.start, period.end)) : null,
  };
}

/** What a planned period costs (docs/product/money-and-refunds.md#balance): the charge if returned on time, the advance, and the balance left. */
export function quotePeriod(
  pricePerHour: number,
  period: { start: Date; end: Date },
): { minutes: number; charge: number; advance: number; balance: number } {
  const minutes = rentedMinutes(period.start, period.end);
  const charge = rentalCharge(pricePerHour, Math.max(0, minutes));
  return { minutes, charge, advance: ADVANCE_PAYMENT_BDT, balance: balanceAfterAdvance(charge) };
}

/** docs/product/booking-and-periods.md#cancelling: a customer who cancels 24 hours or more before the start is owed the advance back. */
export function cancelReturnsAdvance(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() >= CANCEL_REFUND_HOURS * HOUR;
}

/** The instant Dhaka's calendar day containing `instant` begins (Dhaka has no daylight saving). */
export function startOfShopDay(instant: Date): Date {
  const c = dhakaClock(instant);
  const offset =
    Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - Math.floor(instant.getTime() / MINUTE) * MINUTE;
  return new Date(Date.UTC(c.year, c.month - 1, c.day) - offset);
}

/** `count` consecutive Dhaka days from the one containing `from`, each as [start, end). */
export function shopDays(from: Date, count: number): { start: Date; end: Date }[] {
  const days: { start: Date; end: Date }[] = [];
  let start = startOfShopDay(from);
  for (let i = 0; i < count; i++) {
    const end = startOfShopDay(new Date(start.getTime() + DAY + 2 * HOUR));
    days.push({ start, end });
    start = end;
  }
  return days;
}

/** The instants [start, end) of the inclusive Dhaka days `from` to `to` (each 'YYYY-MM-DD'), docs/product/money-and-refunds.md#reports. */
export function shopDateRange(from: string, to: string): { start: Date; end: Date } {
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  const dayAfter = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return { start: shopWallClockToInstant(`${from}T00:00`), end: shopWallClockToInstant(`${dayAfter}T00:00`) };
}
