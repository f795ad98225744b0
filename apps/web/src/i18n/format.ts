/**
 * Numbers, taka and Dhaka times for the page's language (D23), the one place the web app formats them.
 * English keeps the spec's forms ('1,250 BDT' and the contract's Dhaka times); Bangla is
 * `bn-BD`: Bengali digits, the taka sign and a 12-hour clock ('১,২৫০৳', '২২ নভে, ২০২৬, ৪:৩০ PM').
 *
 * Components use `useFormat()`, which follows the language the page renders in; code outside components
 * passes the language.
 */
import { formatTaka as formatTakaEn } from '@bond/contract/money';
import { SHOP_TIME_ZONE } from '@bond/contract/constants';
import { formatShopDate, formatShopTime } from '@bond/contract/time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './languages.ts';

const bnNumber = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });
const enNumber = new Intl.NumberFormat('en-BD', { maximumFractionDigits: 0 });
const bnTaka = new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT', maximumFractionDigits: 0 });
const bnTime = new Intl.DateTimeFormat('bn-BD', {
  timeZone: SHOP_TIME_ZONE,
  hour12: true,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const bnDate = new Intl.DateTimeFormat('bn-BD', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

function toDate(instant: Date | string | null | undefined): Date | null {
  if (instant === null || instant === undefined || instant === '') return null;
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A whole number with the language's digits and grouping: 1,234 or ১,২৩৪. */
export function formatNumber(value: number, language: Language): string {
  return (language === 'bn' ? bnNumber : enNumber).format(value);
}

/** A taka amount: '1,250 BDT' or '১,২৫০৳'. */
export function formatTaka(amount: number, language: Language): string {
  return language === 'bn' ? bnTaka.format(amount) : formatTakaEn(amount);
}

/** A Dhaka moment on a 12-hour clock; '—' for a missing or invalid instant. */
export function formatTime(instant: Date | string | null | undefined, language: Language): string {
  if (language === 'en') return formatShopTime(instant);
  const date = toDate(instant);
  return date ? bnTime.format(date) : '—';
}

/** A Dhaka calendar date; '—' for a missing or invalid instant. */
export function formatDate(instant: Date | string | null | undefined, language: Language): string {
  if (language === 'en') return formatShopDate(instant);
  const date = toDate(instant);
  return date ? bnDate.format(date) : '—';
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

const oneDecimal: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
  bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 1 }),
};
const plainDigits: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 0 }),
  bn: new Intl.NumberFormat('bn-BD', { useGrouping: false, maximumFractionDigits: 0 }),
};

/** A number to one decimal with the language's digits and grouping: 1,234.6 or ১,২৩৪.৬. */
export function formatDecimal(value: number, language: Language): string {
  return oneDecimal[language].format(value);
}

/** A fraction as a percentage to one decimal: 0.4234 → '42.3%' or '৪২.৩%'. */
export function formatPercent(fraction: number, language: Language): string {
  return `${formatDecimal(fraction * 100, language)}%`;
}

/** A whole number's digits with no grouping, for a year or a day of the month: 2026 or ২০২৬. */
export function formatDigits(value: number, language: Language): string {
  return plainDigits[language].format(value);
}

const longDate: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * A calendar day written out ('2024-10-12' → '12 October 2024' or '১২ অক্টোবর, ২০২৪'), such as a blog
 * article's date; a text that is no date comes back as it is.
 */
export function formatLongDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDate[language].format(date);
}
