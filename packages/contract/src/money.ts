import { ADVANCE_PAYMENT_BDT } from './constants.ts';
import type { Language } from './notifications.ts';
import { once } from './once.ts';

const MINUTE_MS = 60_000;

/** Whole minutes between two instants, rounded down (a started minute is not billed). */
export function rentedMinutes(start: Date, end: Date): number {
  return Math.floor((end.getTime() - start.getTime()) / MINUTE_MS);
}

/** D5: round(price per hour × rented minutes ÷ 60), in whole taka; halves round up. */
export function rentalCharge(pricePerHour: number, minutes: number): number {
  if (!Number.isInteger(pricePerHour) || pricePerHour < 0)
    throw new RangeError('pricePerHour must be a whole, non-negative number');
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError('minutes must be a whole, non-negative number');
  // Integer arithmetic: (p × m + 30) div 60 is round-half-up of p × m ÷ 60 without floating point.
  return Math.floor((pricePerHour * minutes + 30) / 60);
}

/** D5: what is left to pay after the advance; negative means the shop owes the customer. */
export function balanceAfterAdvance(charge: number, advance = ADVANCE_PAYMENT_BDT): number {
  return charge - advance;
}

const takaFormat = once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));
const bnTakaFormat = once(
  () => new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT', maximumFractionDigits: 0 }),
);
const bnNumberFormat = once(() => new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 }));

/**
 * '1,250 BDT' style: whole taka with thousands separators; in Bangla '১,২৫০৳' (D23: bn-BD, Bengali digits,
 * lakh grouping, the taka sign).
 */
export function formatTaka(amount: number, language: Language = 'en'): string {
  return language === 'bn' ? bnTakaFormat().format(amount) : `${takaFormat().format(amount)} BDT`;
}

/** A count or amount as the language writes it: '1,250' / '১,২৫০'. */
export function formatNumber(value: number, language: Language = 'en'): string {
  return language === 'bn' ? bnNumberFormat().format(value) : takaFormat().format(value);
}

/** Digits only, no grouping, at least `width` of them (clock times, days of the month): '05' / '০৫'. */
export function formatDigits(value: number, language: Language = 'en', width = 1): string {
  const key = `${language}:${width}`;
  let format = digitFormats.get(key);
  if (!format) {
    const locale = language === 'bn' ? 'bn-BD' : 'en-US';
    format = new Intl.NumberFormat(locale, { useGrouping: false, minimumIntegerDigits: width });
    digitFormats.set(key, format);
  }
  return format.format(value);
}

/** formatDigits' formatters by language and width: making one costs far more than using it. */
const digitFormats = new Map<string, Intl.NumberFormat>();

/** '150 BDT / hour': a price per hour in whole taka. */
export function formatPricePerHour(amount: number): string {
  return `${formatTaka(amount)} / hour`;
}
