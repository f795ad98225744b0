import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatTime,
  isWallClock,
  isoToWallClock,
  wallClockField,
  wallClockToDate,
  wallClockToIso,
} from './time.ts';

describe('shop time', () => {
  it('shows instants on Dhaka wall-clock time, 12-hour clock, en-BD', () => {
    const shown = formatTime('2026-11-22T04:30:00Z');
    expect(shown).toMatch(/22/);
    expect(shown).toMatch(/10:30/);
    expect(shown.toLowerCase()).toMatch(/am/);
    expect(formatTime(null)).toBe('—');
  });

  it('shows the Dhaka calendar date: 19:30 UTC on the 22nd is already the 23rd in Dhaka', () => {
    const shown = formatDate('2026-11-22T19:30:00Z');
    expect(shown).toMatch(/\b23\b/);
    expect(shown).toMatch(/Nov/);
    expect(shown).not.toMatch(/22|:/);
    expect(formatDate(null)).toBe('—');
  });

  it('reads a datetime-local value as Dhaka time and sends it in UTC with seconds 00', () => {
    expect(wallClockToIso('2026-11-22T10:30')).toBe('2026-11-22T04:30:00Z');
    expect(isoToWallClock('2026-11-22T04:30:00Z')).toBe('2026-11-22T10:30');
    expect(wallClockToDate('2026-11-22T10:30')).toEqual(new Date('2026-11-22T04:30:00Z'));
  });
});

describe('wall-clock form field', () => {
  const field = wallClockField({ required: 'Start time is required', invalid: 'Enter the start date and time' });
  const errorOf = (value: string) => field.safeParse(value).error?.issues[0]?.message;

  it('takes a datetime-local value as it is', () => {
    expect(isWallClock('2026-11-22T10:30')).toBe(true);
    expect(field.parse('2026-11-22T10:30')).toBe('2026-11-22T10:30');
  });

  it('says which is wrong: nothing entered, or not a date and time', () => {
    expect(errorOf('')).toBe('Start time is required');
    expect(isWallClock('tomorrow')).toBe(false);
    expect(errorOf('tomorrow')).toBe('Enter the start date and time');
  });
});
