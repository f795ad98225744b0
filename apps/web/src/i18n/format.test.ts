import { formatShopDate, formatShopTime } from '@bond/contract/time';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatTaka, formatTime } from './format.ts';

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
    expect(formatTime(at, 'bn')).toMatch(/^২২ নভে, ২০২৬, ৪:৩০ (PM|অপরাহ্ণ)$/);
    expect(formatDate(at, 'bn')).toBe('২২ নভে, ২০২৬');
  });

  it('shows a dash for a missing moment in both languages', () => {
    expect(formatTime(null, 'bn')).toBe('—');
    expect(formatTime('not a date', 'bn')).toBe('—');
    expect(formatDate(undefined, 'en')).toBe('—');
  });
});
