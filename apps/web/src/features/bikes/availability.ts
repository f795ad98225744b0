/**
 * How a bike's busy periods read to a customer (D19): what each Dhaka day has free, and when the bike is
 * next free. Pure functions of the periods the server answered and an injected `now`.
 */
import type { Period } from '@bond/contract/periods';
import { formatShopClock, formatShopDay } from '@bond/contract/periods';
import type { BusyPeriod } from '@bond/contract/rentals';

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

/** One Dhaka day [start, end) of the strip: its words and its shading. */
export function describeDay(day: { start: Date; end: Date }, periods: readonly Period[]): DayView {
  const from = day.start.getTime();
  const to = day.end.getTime();
  const length = to - from;
  const label = formatShopDay(day.start);
  const merged = mergedWithin(periods, from, to);
  const segments = periods
    .map((p) => ({ start: Math.max(p.start.getTime(), from), end: Math.min(endOf(p), to) }))
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start)
    .map((p) => ({ from: (p.start - from) / length, to: (p.end - from) / length }));

  if (merged.length === 0) return { start: day.start, label, text: `${label}: free all day`, state: 'free', segments };
  const only = merged[0];
  if (merged.length === 1 && only && only.start === from && only.end === to) {
    return { start: day.start, label, text: `${label}: booked all day`, state: 'booked', segments };
  }
  const pieces = merged.map(({ start, end }) => {
    if (start === from) return `until ${formatShopClock(new Date(end))}`;
    if (end === to) return `from ${formatShopClock(new Date(start))}`;
    return `${formatShopClock(new Date(start))} to ${formatShopClock(new Date(end))}`;
  });
  return {
    start: day.start,
    label,
    text: `${label}: booked ${pieces.join(' and ')}, free otherwise`,
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

export const FREE_NOW = 'Free now';

/**
 * The line under the availability badge: 'Free now', 'Next free from Fri 27 Nov, 6:00 pm', or why no time is
 * known (out until returned; busy the whole window looked at).
 */
export function nextFreeText(periods: readonly Period[], now: Date, windowEnd: Date): string {
  const at = nextFreeAt(periods, now);
  if (at === null) return 'Out with a rider until it is returned; no free time is known yet';
  if (at.getTime() <= now.getTime()) return FREE_NOW;
  if (at.getTime() >= windowEnd.getTime()) return `Not free in the next ${STRIP_DAYS} days`;
  return `Next free from ${formatShopDay(at)}, ${formatShopClock(at)}`;
}
