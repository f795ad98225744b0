/**
 * The periods a report is asked for: whole calendar days in Asia/Dhaka, `from` and `to` both included
 * (docs/product/money-and-refunds.md#reports, docs/decisions/014-reports.md). Days are `YYYY-MM-DD` strings; "now" is an instant passed in, read
 * on Dhaka's clock, so a browser set to London or New York gets the same days as one in Dhaka (docs/product/booking-and-periods.md#shop-time). Day
 * arithmetic is done on the calendar (UTC dates), never on the browser's own clock.
 */
import { dhakaClock } from '@bond/contract/periods';
import { REPORT_MAX_DAYS, reportDayCount } from '@bond/contract/reports';
import { formatDigits, formatNumber } from '../../i18n/format.ts';
import { i18next } from '../../i18n/index.ts';
import type { Language } from '../../i18n/languages.ts';

/** The texts of the 'reports' namespace in a language. */
export const reportWordsIn = (language: Language) => i18next.getFixedT(language, 'reports');

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

export function customRangeErrors(range: DayRange, language: Language): RangeErrors {
  const t = reportWordsIn(language);
  const errors: RangeErrors = {};
  if (range.from === '') errors.from = t('days.errors.chooseFrom');
  else if (!isDay(range.from)) errors.from = t('days.errors.badFrom');
  if (range.to === '') errors.to = t('days.errors.chooseTo');
  else if (!isDay(range.to)) errors.to = t('days.errors.badTo');
  if (errors.from || errors.to) return errors;
  const days = reportDayCount(range.from, range.to);
  if (days < 1) errors.to = t('days.errors.toBeforeFrom');
  else if (days > REPORT_MAX_DAYS)
    errors.to = t('days.errors.tooLong', { days: formatNumber(REPORT_MAX_DAYS, language) });
  return errors;
}

/** The weekdays' keys, Sunday first (the contract's `WEEKDAY_NAMES` order). */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

/** A weekday's short name, 0 = Sunday … 6 = Saturday: 'Sat' or 'শনি'. */
export function weekdayName(weekday: number, language: Language): string {
  return reportWordsIn(language)(`days.weekdays.${WEEKDAYS[weekday] ?? 'sun'}`);
}

function dayParts(day: string, language: Language) {
  const date = asUtc(day);
  return {
    day: formatDigits(date.getUTCDate(), language),
    month: reportWordsIn(language)(`days.months.${MONTHS[date.getUTCMonth()] ?? 'jan'}`),
    year: formatDigits(date.getUTCFullYear(), language),
  };
}

/** '1 Nov' (names built here, not by Intl, so every browser writes the same). */
export function formatShortDay(day: string, language: Language): string {
  return reportWordsIn(language)('days.shortDay', dayParts(day, language));
}

/** 'Sat 1 Nov'. */
export function formatWeekdayDay(day: string, language: Language): string {
  return reportWordsIn(language)('days.weekdayDay', {
    ...dayParts(day, language),
    weekday: weekdayName(weekdayOf(day), language),
  });
}

/** '1 Nov 2026'. */
export function formatDay(day: string, language: Language): string {
  return reportWordsIn(language)('days.day', dayParts(day, language));
}

/** '1 Nov 2026', or '1 Nov 2026 to 30 Nov 2026'. */
export function formatRange({ from, to }: DayRange, language: Language): string {
  return from === to
    ? formatDay(from, language)
    : reportWordsIn(language)('days.range', { from: formatDay(from, language), to: formatDay(to, language) });
}
