/**
 * The periods a report is asked for: whole calendar days in Asia/Dhaka, `from` and `to` both included
 * (D21, docs/decisions/014-reports.md). Days are `YYYY-MM-DD` strings; "now" is an instant passed in, read
 * on Dhaka's clock, so a browser set to London or New York gets the same days as one in Dhaka (D4). Day
 * arithmetic is done on the calendar (UTC dates), never on the browser's own clock.
 */
import { dhakaClock } from '@bond/contract/periods';
import { REPORT_MAX_DAYS, reportDayCount } from '@bond/contract/reports';

/** Two Dhaka days, both included. */
export type DayRange = { from: string; to: string };

/** The periods offered with one press; `custom` is any range of days typed in. */
export type PeriodPreset = 'today' | 'week' | 'month';

/** Saturday, as `Date.prototype.getUTCDay()` counts: the first day of Bangladesh's week. */
const SATURDAY = 6;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dayOf(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: string): boolean {
  const m = DAY_PATTERN.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return dayOf(date) === value;
}

/** The calendar day as a UTC midnight (for arithmetic only). */
function asUtc(day: string): Date {
  if (!isDay(day)) throw new RangeError(`Not a day: ${day}`);
  return new Date(`${day}T00:00:00Z`);
}

/** The Dhaka calendar day at `now`. */
export function shopToday(now: Date): string {
  const { year, month, day } = dhakaClock(now);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `day` moved by `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  const date = asUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The weekday of a calendar day: 0 = Sunday … 6 = Saturday (the contract's `WEEKDAY_NAMES` order). */
export function weekdayOf(day: string): number {
  return asUtc(day).getUTCDay();
}

/** The last day of the month `day` lies in. */
export function lastDayOfMonth(day: string): string {
  const date = asUtc(day);
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

/**
 * The days of a preset at `now`, in Dhaka: today; this week, Saturday to Friday (Bangladesh's week);
 * this month, its first to its last day. The week and the month run to their end, future days included:
 * money and rentals are zero there, and the figures marked "now" are as of now anyway.
 */
export function presetRange(preset: PeriodPreset, now: Date): DayRange {
  const today = shopToday(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const from = addDays(today, -((weekdayOf(today) - SATURDAY + 7) % 7));
      return { from, to: addDays(from, 6) };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: lastDayOfMonth(today) };
  }
}

/** What is wrong with a typed range, by field, in words for the admin; `{}` when it can be asked for. */
export type RangeErrors = { from?: string; to?: string };

export function customRangeErrors(range: DayRange): RangeErrors {
  const errors: RangeErrors = {};
  if (range.from === '') errors.from = 'Choose the first day';
  else if (!isDay(range.from)) errors.from = 'Enter the first day as a date';
  if (range.to === '') errors.to = 'Choose the last day';
  else if (!isDay(range.to)) errors.to = 'Enter the last day as a date';
  if (errors.from || errors.to) return errors;
  const days = reportDayCount(range.from, range.to);
  if (days < 1) errors.to = 'The last day must be the same as the first day or later';
  else if (days > REPORT_MAX_DAYS) errors.to = `A report can cover at most ${REPORT_MAX_DAYS} days`;
  return errors;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1 Nov' (names built here, not by Intl, so every browser writes the same). */
export function formatShortDay(day: string): string {
  const date = asUtc(day);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** 'Sat 1 Nov'. */
export function formatWeekdayDay(day: string): string {
  return `${WEEKDAYS[weekdayOf(day)]} ${formatShortDay(day)}`;
}

/** '1 Nov 2026'. */
export function formatDay(day: string): string {
  return `${formatShortDay(day)} ${day.slice(0, 4)}`;
}

/** '1 Nov 2026', or '1 Nov 2026 to 30 Nov 2026'. */
export function formatRange({ from, to }: DayRange): string {
  return from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`;
}
