/**
 * Numbers, taka and Dhaka times for the page's language (docs/product/languages.md#formatting).
 * English keeps the spec's forms ('1,250 BDT' and the contract's Dhaka times); Bangla is
 * `bn-BD`: Bengali digits, the taka sign and a 12-hour clock ('১,২৫০৳', '২২ নভে, ২০২৬, ৪:৩০ বিকাল').
 *
 * Components use `useFormat()`, which follows the language the page renders in; code outside components
 * passes the language.
 */
import {
  formatDigits as formatContractDigits,
  formatNumber as formatContractNumber,
  formatTaka as formatContractTaka,
} from '@bond/contract/money';
import { SHOP_TIME_ZONE } from '@bond/contract/constants';
import { once } from '@bond/contract/once';
import { formatShopDate, formatShopTime } from '@bond/contract/time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './languages.ts';

// Whole numbers, taka and Dhaka moments are the contract's (the server's messages say them the same way).

/** A whole number with the language's digits and grouping: 1,234 or ১,২৩৪. */
export function formatNumber(value: number, language: Language): string {
  return formatContractNumber(value, language);
}

/** A taka amount: '1,250 BDT' or '১,২৫০৳'. */
export function formatTaka(amount: number, language: Language): string {
  return formatContractTaka(amount, language);
}

/** A Dhaka moment on a 12-hour clock; '—' for a missing or invalid instant. */
export function formatTime(instant: Date | string | null | undefined, language: Language): string {
  return formatShopTime(instant, language);
}

/** A Dhaka calendar date; '—' for a missing or invalid instant. */
export function formatDate(instant: Date | string | null | undefined, language: Language): string {
  return formatShopDate(instant, language);
}

export type Formatters = {
  language: Language;
  number: (value: number) => string;
  taka: (amount: number) => string;
  time: (instant: Date | string | null | undefined) => string;
  date: (instant: Date | string | null | undefined) => string;
};

/** The formatters bound to a language. */
export function formattersFor(language: Language): Formatters {
  return {
    language,
    number: (value) => formatNumber(value, language),
    taka: (amount) => formatTaka(amount, language),
    time: (instant) => formatTime(instant, language),
    date: (instant) => formatDate(instant, language),
  };
}

/** The formatters for the language the component renders in. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return useMemo(() => formattersFor(language), [language]);
}

const oneDecimal: Record<Language, () => Intl.NumberFormat> = {
  en: once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })),
  bn: once(() => new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 1 })),
};

/** A number to one decimal with the language's digits and grouping: 1,234.6 or ১,২৩৪.৬. */
export function formatDecimal(value: number, language: Language): string {
  return oneDecimal[language]().format(value);
}

/** A fraction as a percentage to one decimal: 0.4234 → '42.3%' or '৪২.৩%'. */
export function formatPercent(fraction: number, language: Language): string {
  return `${formatDecimal(fraction * 100, language)}%`;
}

/** A whole number's digits with no grouping, for a year or a day of the month: 2026 or ২০২৬. */
export function formatDigits(value: number, language: Language): string {
  return formatContractDigits(value, language);
}

const longDate: Record<Language, () => Intl.DateTimeFormat> = {
  en: once(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })),
  bn: once(() => new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })),
};

/** A Dhaka day in Bangla for the availability strip ('বুধ ২৫ নভে'), made on first use. */
export const bnShopDay = once(
  () =>
    new Intl.DateTimeFormat('bn-BD', { timeZone: SHOP_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' }),
);

/**
 * A calendar day written out ('2024-10-12' → '12 October 2024' or '১২ অক্টোবর, ২০২৪'), such as a blog
 * article's date; a text that is no date comes back as it is.
 */
export function formatLongDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return longDate[language]().format(date);
}
