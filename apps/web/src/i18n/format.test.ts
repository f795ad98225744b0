import { formatShopDate, formatShopTime } from '@bond/contract/time';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDecimal,
  formatDigits,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatTaka,
  formatTime,
} from './format.ts';

const at = '2026-11-22T10:30:00Z'; // 4:30 pm in Dhaka

describe('formatting for the language', () => {
  it('keeps the spec’s English forms', () => {
    expect(formatTaka(1250, 'en')).toBe('1,250 BDT');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatTime(at, 'en')).toBe(formatShopTime(at));
    expect(formatTime(at, 'en')).toMatch(/4:30 PM/i);
    expect(formatDate(at, 'en')).toBe(formatShopDate(at));
  });

  it('writes Bangla with Bengali digits, the taka sign and a 12-hour Dhaka clock', () => {
    expect(formatTaka(1250, 'bn')).toBe('১,২৫০৳');
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatTime(at, 'bn')).toBe('২২ নভে, ২০২৬, ৪:৩০ বিকাল');
    expect(formatDate(at, 'bn')).toBe('২২ নভে, ২০২৬');
  });

  it('shows a dash for a missing moment in both languages', () => {
    expect(formatTime(null, 'bn')).toBe('—');
    expect(formatTime('not a date', 'bn')).toBe('—');
    expect(formatDate(undefined, 'en')).toBe('—');
  });
});

describe('decimals, percentages and plain digits for the language', () => {
  it('keeps English to one decimal with Latin digits', () => {
    expect(formatDecimal(1234.56, 'en')).toBe('1,234.6');
    expect(formatDecimal(30.5, 'en')).toBe('30.5');
    expect(formatPercent(0.0892, 'en')).toBe('8.9%');
    expect(formatPercent(1.05, 'en')).toBe('105%');
    expect(formatPercent(0, 'en')).toBe('0%');
    expect(formatDigits(2026, 'en')).toBe('2026');
  });

  it('writes Bangla with Bengali digits, and a year without grouping', () => {
    expect(formatDecimal(1234.56, 'bn')).toBe('১,২৩৪.৬');
    expect(formatPercent(0.0892, 'bn')).toBe('৮.৯%');
    expect(formatPercent(0, 'bn')).toBe('০%');
    expect(formatDigits(2026, 'bn')).toBe('২০২৬');
    expect(formatDigits(7, 'bn')).toBe('৭');
  });
});

describe('a calendar day written out', () => {
  it('reads like the blog dates in English and in Bangla', () => {
    expect(formatLongDate('2024-10-12', 'en')).toBe('12 October 2024');
    expect(formatLongDate('2024-10-12', 'bn')).toBe('১২ অক্টোবর, ২০২৪');
    expect(formatLongDate('soon', 'bn')).toBe('soon');
  });
});
