/**
 * How a bike's busy periods read to a customer (docs/product/booking-and-periods.md#availability): what each Dhaka day has free, and when the bike is
 * next free. Pure functions of the periods the server answered and an injected `now`.
 */
import type { Period } from '@bond/contract/periods';
import type { BusyPeriod } from '@bond/contract/rentals';
import { say } from '@bond/contract/say';
import { bnShopDay, formatNumber } from '../../i18n/format.ts';
import { i18next } from '../../i18n/index.ts';
import type { Language } from '../../i18n/languages.ts';

/** The days the bike page shows (two weeks from today). */
export const STRIP_DAYS = 14;

export type DayState = 'free' | 'partly' | 'booked';

/** A booked stretch of a day, as fractions of that day (0 = midnight, 1 = the next midnight). */
export type DaySegment = { from: number; to: number };

export type DayView = {
  start: Date;
  /** 'Wed 25 Nov' */
  label: string;
  /** 'Wed 25 Nov: booked 2:00 pm to 6:00 pm, free otherwise' */
  text: string;
  state: DayState;
  /** One per busy period touching the day, clipped to it, for the shading. */
  segments: DaySegment[];
};

/**
 * A Dhaka day as the strip names it: 'Wed 25 Nov' in English (the catalogues' `shopDay`), and in Bangla the
 * short 'বুধ ২৫ নভে' a strip of fourteen days has room for.
 */
export function shopDayLabel(instant: Date, language: Language): string {
  if (language === 'en') return say('en', 'shopDay', { at: instant });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    bnShopDay()
      .formatToParts(instant)
      .find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** A Dhaka time of day on the 12-hour clock: '2:00 pm' in English, 'দুপুর ২:০০' in Bangla. */
export function shopClock(instant: Date, language: Language): string {
  return say(language, 'shopClock', { at: instant });
}

/** The server's busy periods as instants. */
export function toPeriods(busy: readonly BusyPeriod[]): Period[] {
  return busy.map((p) => ({ start: new Date(p.start), end: p.end ? new Date(p.end) : null }));
}

const endOf = (p: Period) => p.end?.getTime() ?? Number.POSITIVE_INFINITY;

/** The parts of `periods` inside [from, to), clipped, in order, overlapping and touching ones merged. */
function mergedWithin(periods: readonly Period[], from: number, to: number): { start: number; end: number }[] {
  const clipped = periods
    .map((p) => ({ start: Math.max(p.start.getTime(), from), end: Math.min(endOf(p), to) }))
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const p of clipped) {
    const last = merged.at(-1);
    if (last && p.start <= last.end) last.end = Math.max(last.end, p.end);
    else merged.push({ ...p });
  }
  return merged;
}

/** One Dhaka day [start, end) of the strip: its words (in `language`) and its shading. */
export function describeDay(
  day: { start: Date; end: Date },
  periods: readonly Period[],
  language: Language = 'en',
): DayView {
  const t = i18next.getFixedT(language, 'bikes');
  const clock = (ms: number) => shopClock(new Date(ms), language);
  const from = day.start.getTime();
  const to = day.end.getTime();
  const length = to - from;
  const label = shopDayLabel(day.start, language);
  const merged = mergedWithin(periods, from, to);
  const segments = periods
    .map((p) => ({ start: Math.max(p.start.getTime(), from), end: Math.min(endOf(p), to) }))
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start)
    .map((p) => ({ from: (p.start - from) / length, to: (p.end - from) / length }));

  if (merged.length === 0) {
    return { start: day.start, label, text: t('availability.freeAllDay', { day: label }), state: 'free', segments };
  }
  const only = merged[0];
  if (merged.length === 1 && only && only.start === from && only.end === to) {
    return { start: day.start, label, text: t('availability.bookedAllDay', { day: label }), state: 'booked', segments };
  }
  const pieces = merged.map(({ start, end }): string => {
    if (start === from) return t('availability.until', { time: clock(end) });
    if (end === to) return t('availability.from', { time: clock(start) });
    return t('availability.between', { from: clock(start), to: clock(end) });
  });
  const joined = pieces.reduce((first: string, next: string): string => t('availability.and', { first, next }));
  return {
    start: day.start,
    label,
    text: t('availability.bookedPart', { day: label, pieces: joined }),
    state: 'partly',
    segments,
  };
}

/**
 * When the bike is next free from `now` on: `now` itself when no period covers it, the end of the chain of
 * periods covering it otherwise; null when that chain ends with an open-ended rental (until it is returned).
 */
export function nextFreeAt(periods: readonly Period[], now: Date): Date | null {
  let t = now.getTime();
  const sorted = [...periods].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const p of sorted) {
    if (p.start.getTime() > t) break;
    if (endOf(p) > t) {
      if (p.end === null) return null;
      t = p.end.getTime();
    }
  }
  return new Date(t);
}

/** Whether nothing holds the bike at `now`. */
export function isFreeNow(periods: readonly Period[], now: Date): boolean {
  const at = nextFreeAt(periods, now);
  return at !== null && at.getTime() <= now.getTime();
}

/**
 * The line under the availability badge, in `language`: 'Free now', 'Next free from Fri 27 Nov, 6:00 pm',
 * or why no time is known (out until returned; busy the whole window looked at).
 */
export function nextFreeText(
  periods: readonly Period[],
  now: Date,
  windowEnd: Date,
  language: Language = 'en',
): string {
  const t = i18next.getFixedT(language, 'bikes');
  const at = nextFreeAt(periods, now);
  if (at === null) return t('availability.outUntilReturned');
  if (at.getTime() <= now.getTime()) return t('availability.freeNow');
  if (at.getTime() >= windowEnd.getTime()) {
    return t('availability.notFreeInWindow', { days: formatNumber(STRIP_DAYS, language) });
  }
  return t('availability.nextFree', { day: shopDayLabel(at, language), time: shopClock(at, language) });
}

/**
 * The period a search by time asks about, as the sentence above the results: 'Showing bikes free from
 * Fri 11 Dec, 2:00 pm to 6:00 pm.', naming the end's day only when it is another Dhaka day.
 */
export function showingPeriodText(period: { start: Date; end: Date }, language: Language = 'en'): string {
  const t = i18next.getFixedT(language, 'bikes');
  const fromDay = shopDayLabel(period.start, language);
  const toDay = shopDayLabel(period.end, language);
  const from = shopClock(period.start, language);
  const to = shopClock(period.end, language);
  const sameDay = fromDay === toDay && period.end.getTime() - period.start.getTime() < 86_400_000;
  return sameDay
    ? t('search.showingSameDay', { day: fromDay, from, to })
    : t('search.showingDays', { fromDay, from, toDay, to });
}
