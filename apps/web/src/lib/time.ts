/**
 * The shop's clock (docs/product/booking-and-periods.md#shop-time): every instant is shown as Dhaka wall-clock time for locale en-BD on a 12-hour
 * clock, whatever the browser's own time zone. Thin wrappers over the shared contract so the web app has
 * one place to change.
 */
import {
  formatShopDate,
  formatShopTime,
  instantToShopWallClock,
  shopWallClockToInstant,
  toUtcMinuteIso,
} from '@bond/contract/time';
import { z } from 'zod';

/** '22 Nov 2026, 4:30 pm' (Dhaka time); '—' for a missing or invalid instant. */
export function formatTime(instant: Date | string | null | undefined): string {
  return formatShopTime(instant);
}

/** A `datetime-local` value typed in Dhaka wall-clock time → ISO instant with Z and seconds 00. */
export function wallClockToIso(value: string): string {
  return toUtcMinuteIso(shopWallClockToInstant(value));
}

/** A `datetime-local` value typed in Dhaka wall-clock time → the instant it names (to the minute). */
export function wallClockToDate(value: string): Date {
  return new Date(wallClockToIso(value));
}

/** Whether a `datetime-local` value names a moment on Dhaka's wall clock. */
export function isWallClock(value: string): boolean {
  try {
    wallClockToIso(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A required `datetime-local` form field read on Dhaka's wall clock: `required` is the error when it is
 * left empty, `invalid` when it is not a date and time.
 */
export function wallClockField(errors: { required: string; invalid: string }) {
  return z.string().min(1, { error: errors.required }).refine(isWallClock, { error: errors.invalid });
}

/** An instant → the `datetime-local` value showing the same moment on Dhaka's wall clock. */
export function isoToWallClock(instant: Date | string): string {
  return instantToShopWallClock(instant);
}

/** The Dhaka calendar date of an instant, e.g. '23 Nov 2026'; '—' for a missing or invalid instant. */
export function formatDate(instant: Date | string | null | undefined): string {
  return formatShopDate(instant);
}
