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

/*
 * Numbers are written by hand rather than with `Intl.NumberFormat` (the forms of docs/product/languages.md#formatting, the same characters): a page's
 * first number formatter loads the locale's number data, 15–25 ms of a phone's main thread in one piece as the
 * app starts. The tests hold these functions to Intl's output for every kind of value.
 */

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** ASCII digits in the language's script: '2026' or '২০২৬'. */
function inScript(digits: string, language: Language): string {
  return language === 'bn' ? digits.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)] ?? d) : digits;
}

/** A whole, non-negative, finite number's decimal digits, never in exponent form (as Intl writes 1e21). */
function wholeDigits(value: number): string {
  const text = String(value);
  const exponent = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text);
  if (!exponent) return text;
  const [, first = '', rest = '', power = '0'] = exponent;
  return (first + rest).padEnd(Number(power) + 1, '0');
}

/** Thousands in English (1,234,567); in Bangla the last three digits, then twos (১২,৩৪,৫৬৭: lakh, crore). */
function grouped(digits: string, language: Language): string {
  if (language === 'en') return digits.replace(/\B(?=(\d{3})+$)/g, ',');
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** The sign Intl writes: '-' for every negative value, negative zero and a value rounding to it included. */
const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** Not a number or infinite, as Intl writes it: 'NaN', '∞', '-∞'. */
function notFinite(value: number): string {
  return Number.isNaN(value) ? 'NaN' : `${signOf(value)}∞`;
}

/** A number rounded to a whole one (halves away from zero), grouped, in the language's digits. */
function wholeNumber(value: number, language: Language): string {
  if (!Number.isFinite(value)) return notFinite(value);
  return `${signOf(value)}${inScript(grouped(wholeDigits(Math.round(Math.abs(value))), language), language)}`;
}

/**
 * '1,250 BDT' style: whole taka with thousands separators; in Bangla '১,২৫০৳' (docs/product/languages.md#formatting: bn-BD, Bengali digits,
 * lakh grouping, the taka sign).
 */
export function formatTaka(amount: number, language: Language = 'en'): string {
  const number = wholeNumber(amount, language);
  return language === 'bn' ? `${number}৳` : `${number} BDT`;
}

/** A count or amount as the language writes it: '1,250' / '১,২৫০'. */
export function formatNumber(value: number, language: Language = 'en'): string {
  return wholeNumber(value, language);
}

/**
 * Digits only, no grouping, at least `width` of them before the point (clock times, days of the month): '05' /
 * '০৫'. A fraction keeps up to three decimals, as Intl does.
 */
export function formatDigits(value: number, language: Language = 'en', width = 1): string {
  if (!Number.isFinite(value)) return notFinite(value);
  const magnitude = Math.abs(value);
  const [whole = '0', fraction = ''] = Number.isInteger(magnitude)
    ? [wholeDigits(magnitude)]
    : magnitude
        .toFixed(3)
        .replace(/\.?0+$/, '')
        .split('.');
  const digits = whole.padStart(width, '0') + (fraction ? `.${fraction}` : '');
  return `${signOf(value)}${inScript(digits, language)}`;
}

/** '150 BDT / hour': a price per hour in whole taka. */
export function formatPricePerHour(amount: number): string {
  return `${formatTaka(amount)} / hour`;
}
