import {
  ADVANCE_PAYMENT_BDT,
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_START_GRACE_MINUTES,
  CANCEL_REFUND_HOURS,
  RENTAL_MAX_DAYS,
  RENTAL_MIN_MINUTES,
  SHOP_TIME_ZONE,
} from './constants.ts';
import { balanceAfterAdvance, rentalCharge, rentedMinutes } from './money.ts';
import { shopWallClockToInstant } from './time.ts';

/**
 * Booked periods (D19, D20): the rules a period must follow, how a period reads in Dhaka time, what it
 * costs, and whether cancelling it returns the advance. Pure functions of instants and an injected `now`,
 * shared by the server (which decides) and the web app (which explains before asking).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A booked period; `end` null: open-ended, until the bike is returned. */
export type Period = { start: Date; end: Date | null };

/** A broken rule of a period: the field it concerns and a sentence for the customer. */
export type PeriodProblem = { path: 'startTime' | 'endTime'; message: string };

const onWholeMinute = (d: Date) => d.getTime() % MINUTE === 0;

/**
 * The rules of D6 and D19 a new booking's period breaks, in the order a customer should fix them; empty when
 * it is fine. The start lies no earlier than 5 minutes ago and at most 30 days ahead; the planned return,
 * when there is one, lies 1 hour to 14 days after the start; both on whole minutes.
 */
export function periodProblems(period: Period, now: Date): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  const { start, end } = period;
  if (!onWholeMinute(start)) problems.push({ path: 'startTime', message: 'Start time must be on a whole minute' });
  if (start.getTime() < now.getTime() - BOOKING_START_GRACE_MINUTES * MINUTE) {
    problems.push({ path: 'startTime', message: 'Start time cannot be in the past' });
  } else if (start.getTime() > now.getTime() + BOOKING_MAX_DAYS_AHEAD * DAY) {
    problems.push({ path: 'startTime', message: `Start time must be within the next ${BOOKING_MAX_DAYS_AHEAD} days` });
  }
  if (end) problems.push(...plannedReturnProblems(start, end));
  return problems;
}

/** The rules a planned return breaks for a period that starts at `start` (also when extending one). */
export function plannedReturnProblems(start: Date, end: Date): PeriodProblem[] {
  if (!onWholeMinute(end)) return [{ path: 'endTime', message: 'Return time must be on a whole minute' }];
  const length = end.getTime() - start.getTime();
  if (length < RENTAL_MIN_MINUTES * MINUTE) {
    return [{ path: 'endTime', message: 'The planned return must be at least 1 hour after the start' }];
  }
  if (length > RENTAL_MAX_DAYS * DAY) {
    return [{ path: 'endTime', message: `A booking can last at most ${RENTAL_MAX_DAYS} days` }];
  }
  return [];
}

/**
 * What is wrong with a window asked about (`from` and `to` of the availability, the schedule, the bike
 * search), or null: `to` after `from`, at most `maxDays` apart.
 */
export function windowProblem(
  from: Date,
  to: Date,
  maxDays: number,
  names = { from: 'from', to: 'to' },
): string | null {
  if (to.getTime() <= from.getTime()) return `${names.to} must be after ${names.from}`;
  if (to.getTime() - from.getTime() > maxDays * DAY)
    return `${names.from} and ${names.to} can be at most ${maxDays} days apart`;
  return null;
}

/** Two periods share a moment; touching ones (one ends when the other starts) do not. */
export function periodsOverlap(a: Period, b: Period): boolean {
  const aEnd = a.end?.getTime() ?? Number.POSITIVE_INFINITY;
  const bEnd = b.end?.getTime() ?? Number.POSITIVE_INFINITY;
  return a.start.getTime() < bEnd && b.start.getTime() < aEnd;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dhakaParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Dhaka's calendar date and wall clock at an instant. */
export function dhakaClock(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const p of dhakaParts.formatToParts(instant))
    if (p.type in out) out[p.type as keyof typeof out] = Number(p.value);
  return out;
}

/** 'Fri 11 Dec' in Dhaka. The names are built here, not by Intl, so server and browsers agree exactly. */
export function formatShopDay(instant: Date): string {
  const c = dhakaClock(instant);
  const weekday = WEEKDAYS[new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay()];
  return `${weekday} ${c.day} ${MONTHS[c.month - 1]}`;
}

/** '2:00 pm' on Dhaka's 12-hour clock. */
export function formatShopClock(instant: Date): string {
  const { hour, minute } = dhakaClock(instant);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

const sameDhakaDay = (a: Date, b: Date) =>
  formatShopDay(a) === formatShopDay(b) && Math.abs(a.getTime() - b.getTime()) < DAY;

/**
 * A period as a Dhaka customer reads it, after "from": 'Fri 11 Dec, 2:00 pm to 6:00 pm',
 * 'Fri 11 Dec, 2:00 pm to Sat 12 Dec, 10:00 am', or 'Fri 11 Dec, 2:00 pm until it is returned'.
 */
export function formatShopPeriod(period: Period): string {
  const from = `${formatShopDay(period.start)}, ${formatShopClock(period.start)}`;
  if (!period.end) return `${from} until it is returned`;
  const until = sameDhakaDay(period.start, period.end)
    ? formatShopClock(period.end)
    : `${formatShopDay(period.end)}, ${formatShopClock(period.end)}`;
  return `${from} to ${until}`;
}

/** The refusal of a booking or an extension that would overlap `clash` (D19). */
export function clashMessage(clash: Period): string {
  return `This bike is booked from ${formatShopPeriod(clash)}`;
}

/** What a planned period costs (D5): the charge if returned on time, the advance, and the balance left. */
export function quotePeriod(
  pricePerHour: number,
  period: { start: Date; end: Date },
): { minutes: number; charge: number; advance: number; balance: number } {
  const minutes = rentedMinutes(period.start, period.end);
  const charge = rentalCharge(pricePerHour, Math.max(0, minutes));
  return { minutes, charge, advance: ADVANCE_PAYMENT_BDT, balance: balanceAfterAdvance(charge) };
}

/** D20: a customer who cancels 24 hours or more before the start is owed the advance back. */
export function cancelReturnsAdvance(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() >= CANCEL_REFUND_HOURS * HOUR;
}

/** The cancellation rule in one sentence, as the booking dialog states it before the customer pays. */
export const CANCELLATION_RULE = `Cancel ${CANCEL_REFUND_HOURS} hours or more before the start and the ${ADVANCE_PAYMENT_BDT} BDT advance is returned; later, it is kept.`;

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

/** The instants [start, end) of the inclusive Dhaka days `from` to `to` (each 'YYYY-MM-DD'), D21. */
export function shopDateRange(from: string, to: string): { start: Date; end: Date } {
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  const dayAfter = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return { start: shopWallClockToInstant(`${from}T00:00`), end: shopWallClockToInstant(`${dayAfter}T00:00`) };
}
