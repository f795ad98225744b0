import { ADVANCE_PAYMENT_BDT } from './constants.ts';
import type { Language } from './notifications.ts';

const MINUTE_MS = 60_000;

/** Whole minutes between two instants, rounded down (a started minute is not billed). */
export function rentedMinutes(start: Date, end: Date): number {
  return Math.floor((end.getTime() - start.getTime()) / MINUTE_MS);
}

/** docs/product/money-and-refunds.md#rental-charge: round(price per hour × rented minutes ÷ 60), in whole taka; halves round up. */
export function rentalCharge(pricePerHour: number, minutes: number): number {
  if (!Number.isInteger(pricePerHour) || pricePerHour < 0)
    throw new RangeError('pricePerHour must be a whole, non-negative number');
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError('minutes must be a whole, non-negative number');
  // Integer arithmetic: (p × m + 30) div 60 is round-half-up of p × m ÷ 60 without floating point.
  return Math.floor((pricePerHour * minutes + 30) / 60);
}

/** docs/product/money-and-refunds.md#balance: what is left to pay after the advance; negative means the shop owes the customer. */
export function balanceAfterAdvance(charge: number, advance = ADVANCE_PAYMENT_BDT): number {
  return charge - advance;
}

/** The Intl locale each language writes numbers in (docs/product/languages.md#formatting): en-US, or bn-BD with Bengali digits and lakh grouping. */
const LOCALES: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

/**
 * Intl formatters, made once for each language and kind and kept: making one is the costly part, and naming
 * the kind by a short key keeps finding it cheap (a quote formats a few dozen amounts).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, language: Language, options: () => Intl.NumberFormatOptions): Intl.NumberFormat {
  const kept = `${language}:${key}`;
  let format = formatters.get(kept);
  if (!format) formatters.set(kept, (format = new Intl.NumberFormat(LOCALES[language], options())));
  return format;
}

/**
 * '1,250 BDT' style: whole taka with thousands separators; in Bangla '১,২৫০৳' (docs/product/languages.md#formatting: bn-BD, Bengali digits,
 * lakh grouping, the taka sign).
 */
export function formatTaka(amount: number, language: Language = 'en'): string {
  if (language === 'bn')
    return numberFormat('taka', 'bn', () => ({ style: 'currency', currency: 'BDT', maximumFractionDigits: 0 })).format(
      amount,
    );
  return `${formatNumber(amount, language)} BDT`;
}

/**
 * A bill's line: an amount taken off (a discount, the coupon, the advance) with a minus sign, '−408 BDT' /
 * '−৪০৮৳', so every screen and message that lists a charge's lines writes them alike.
 */
export function formatTakaLine(amount: number, language: Language = 'en'): string {
  return amount < 0 ? `−${formatTaka(-amount, language)}` : formatTaka(amount, language);
}

/** A count or amount as the language writes it, rounded to a whole one: '1,250' / '১,২৫০'. */
export function formatNumber(value: number, language: Language = 'en'): string {
  return numberFormat('whole', language, () => ({ maximumFractionDigits: 0 })).format(value);
}

/**
 * Digits only, no grouping, at least `width` of them before the point (clock times, days of the month): '05' /
 * '০৫'. A fraction keeps up to three decimals.
 */
export function formatDigits(value: number, language: Language = 'en', width = 1): string {
  return numberFormat(`digits${width}`, language, () => ({ useGrouping: false, minimumIntegerDigits: width })).format(
    value,
  );
}
