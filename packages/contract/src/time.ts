import { SHOP_LOCALE, SHOP_TIME_ZONE } from './constants.ts';
import type { Language } from './notifications.ts';
import { once } from './once.ts';

/**
 * Time-zone helpers (docs/product/booking-and-periods.md#shop-time). Asia/Dhaka is UTC+6 with no daylight saving, but the conversion is done
 * through Intl so that it stays right whatever the browser's or server's own zone is.
 */

const partsFormatter = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SHOP_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** Dhaka's calendar date and wall clock at an instant, to the second, read through Intl. */
export function intlZonedParts(date: Date): Parts {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const p of partsFormatter().formatToParts(date)) {
    if (p.type in out) out[p.type as keyof typeof out] = Number(p.value);
  }
  return out;
}

const QUARTER_HOUR_MS = 15 * 60_000;
/** The shop zone's offset from UTC in ms, by the quarter hours of UTC asked about so far. */
const quarterOffsets = new Map<number, number>();

/**
 * The shop zone's offset from UTC at `time` (ms), read through Intl once per quarter hour of UTC: Dhaka's
 * offset has changed only at whole hours (daylight saving in 2009), as nearly every zone's has since the
 * 1970s, so one read answers every instant of its quarter hour. Intl's formatToParts is slow next to date
 * arithmetic: pricing a long period asks about each of its days.
 */
function offsetMsAt(time: number): number {
  const quarter = Math.floor(time / QUARTER_HOUR_MS);
  let offset = quarterOffsets.get(quarter);
  if (offset === undefined) {
    const start = new Date(quarter * QUARTER_HOUR_MS);
    const p = intlZonedParts(start);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - start.getTime();
    if (quarterOffsets.size >= 10_000) quarterOffsets.clear();
    quarterOffsets.set(quarter, offset);
  }
  return offset;
}

/** Dhaka's calendar date and wall clock at an instant, to the second (as intlZonedParts reads it). */
export function zonedParts(date: Date): Parts {
  const time = date.getTime();
  if (Number.isNaN(time)) return intlZonedParts(date);
  const wall = new Date(time + offsetMsAt(time));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The shop zone's offset from UTC at an instant, in minutes (360 for Dhaka). */
export function shopOffsetMinutes(date: Date): number {
  return offsetOf(date, zonedParts(date));
}

/** The offset, in minutes, of the wall clock `p` read at `date`. */
function offsetOf(date: Date, p: ReturnType<typeof zonedParts>): number {
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `datetime-local` value read as Dhaka wall-clock time → the instant it names. */
export function shopWallClockToInstant(value: string): Date {
  const m = WALL_CLOCK.exec(value);
  if (!m) throw new RangeError(`Not a date and time: ${value}`);
  const [, y, mo, d, h, mi, s] = m;
  const guess = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  const check = new Date(guess);
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d)
  ) {
    throw new RangeError(`Not a date and time: ${value}`);
  }
  return new Date(guess - shopOffsetMinutes(new Date(guess)) * 60_000);
}

/** An instant → the `datetime-local` value (YYYY-MM-DDTHH:mm) of Dhaka's wall clock. */
export function instantToShopWallClock(instant: Date | string): string {
  const p = zonedParts(typeof instant === 'string' ? new Date(instant) : instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** An instant → its day on Dhaka's calendar, YYYY-MM-DD. */
export const shopDateOf = (instant: Date | string) => instantToShopWallClock(instant).slice(0, 10);

/** The Intl locale each language formats dates in (docs/product/languages.md#formatting): en-BD, or bn-BD with Bengali digits. */
const LOCALES: Record<Language, string> = { en: SHOP_LOCALE, bn: 'bn-BD' };

const displayOptions: Intl.DateTimeFormatOptions = {
  timeZone: SHOP_TIME_ZONE,
  hour12: true,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const displayFormatters: Record<Language, () => Intl.DateTimeFormat> = {
  en: once(() => new Intl.DateTimeFormat(LOCALES.en, displayOptions)),
  // Bangla names the part of the day (সকাল, দুপুর, রাত্রি) where English says am or pm.
  bn: once(() => new Intl.DateTimeFormat(LOCALES.bn, { ...displayOptions, dayPeriod: 'short' })),
};

const asDate = (instant: Date | string | null | undefined): Date | null => {
  if (instant === null || instant === undefined || instant === '') return null;
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * An instant as a Dhaka customer reads it, 12-hour clock: en-BD '22 Nov 2026, 4:30 pm', or bn-BD
 * '২২ নভে, ২০২৬, ৪:৩০ বিকাল'; '—' for a missing or invalid instant.
 */
export function formatShopTime(instant: Date | string | null | undefined, language: Language = 'en'): string {
  const date = asDate(instant);
  return date ? displayFormatters[language]().format(date) : '—';
}

const dateOptions: Intl.DateTimeFormatOptions = {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};
const dateFormatters: Record<Language, () => Intl.DateTimeFormat> = {
  en: once(() => new Intl.DateTimeFormat(LOCALES.en, dateOptions)),
  bn: once(() => new Intl.DateTimeFormat(LOCALES.bn, dateOptions)),
};

/** The Dhaka calendar date of an instant, e.g. '23 Nov 2026' or '২৩ নভে, ২০২৬'; '—' for a missing or invalid one. */
export function formatShopDate(instant: Date | string | null | undefined, language: Language = 'en'): string {
  const date = asDate(instant);
  return date ? dateFormatters[language]().format(date) : '—';
}

/** The instant with seconds and milliseconds dropped, as an ISO string with Z (spec: "seconds 00"). */
export function toUtcMinuteIso(date: Date): string {
  const d = new Date(date.getTime());
  d.setUTCSeconds(0, 0);
  return d.toISOString().replace('.000Z', 'Z');
}

/**
 * An instant as ISO 8601 on Dhaka's wall clock with its offset, to the second: '2026-11-01T23:30:00+06:00'
 * (for files people read, such as the CSV exports). Null stays null.
 */
export function toShopIso(instant: Date | null): string | null {
  if (instant === null) return null;
  // One reading of the zone's wall clock gives both the local time and the offset (an export formats thousands).
  const p = zonedParts(instant);
  const offset = offsetOf(instant, p);
  const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');
  const sign = offset < 0 ? '-' : '+';
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
