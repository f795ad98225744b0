import { afterEach, describe, expect, it } from 'vitest';
import { inBangla } from '../../test/i18n.ts';
import {
  addDays,
  customRangeErrors,
  formatDay,
  formatRange,
  formatWeekdayDay,
  isDay,
  lastDayOfMonth,
  presetRange,
  shopToday,
  weekdayOf,
} from './report-period.ts';

/** The instant a Dhaka wall clock shows (UTC+6, no daylight saving). */
const dhaka = (wallClock: string) => new Date(`${wallClock}+06:00`);

describe('the Dhaka day of now', () => {
  it('turns at midnight in Dhaka, not in UTC', () => {
    expect(shopToday(dhaka('2026-11-30T23:59:59'))).toBe('2026-11-30');
    expect(shopToday(dhaka('2026-12-01T00:00:00'))).toBe('2026-12-01');
    // 18:30 UTC on the 30th is already 00:30 on the 1st in Dhaka.
    expect(shopToday(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });
});

describe('presets', () => {
  it('today is one day', () => {
    expect(presetRange('today', dhaka('2026-11-24T10:00:00'))).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });

  it('this week runs Saturday to Friday', () => {
    // Tuesday 24 November 2026.
    expect(weekdayOf('2026-11-24')).toBe(2);
    expect(presetRange('week', dhaka('2026-11-24T10:00:00'))).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    // A Saturday starts its own week; a Friday ends it.
    expect(presetRange('week', dhaka('2026-11-21T00:00:00'))).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetRange('week', dhaka('2026-11-27T23:59:00'))).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetRange('week', dhaka('2026-11-28T00:00:00'))).toEqual({ from: '2026-11-28', to: '2026-12-04' });
  });

  it('a week may span two months and two years', () => {
    // Thursday 31 December 2026.
    expect(presetRange('week', dhaka('2026-12-31T12:00:00'))).toEqual({ from: '2026-12-26', to: '2027-01-01' });
    expect(presetRange('week', dhaka('2027-01-01T12:00:00'))).toEqual({ from: '2026-12-26', to: '2027-01-01' });
  });

  it('this month runs from the 1st to its last day', () => {
    expect(presetRange('month', dhaka('2026-11-24T10:00:00'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('month', dhaka('2026-12-01T00:00:00'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('month', dhaka('2027-02-14T10:00:00'))).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(presetRange('month', dhaka('2028-02-29T10:00:00'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(lastDayOfMonth('2026-04-10')).toBe('2026-04-30');
  });

  describe('in a browser set to another time zone', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    for (const tz of ['America/New_York', 'Europe/London', 'Pacific/Kiritimati']) {
      it(`still gets Dhaka days (${tz})`, () => {
        process.env.TZ = tz;
        // 19:00 UTC on Friday 30 April 2027: still the 30th in New York and London, 1 May in Dhaka (01:00)
        // and already Saturday 1 May in Kiritimati too.
        const now = new Date('2027-04-30T19:00:00Z');
        // The browser's own clock says the 30th there: the presets must not read it.
        if (tz !== 'Pacific/Kiritimati') expect(now.getDate()).toBe(30);
        expect(shopToday(now)).toBe('2027-05-01');
        expect(presetRange('today', now)).toEqual({ from: '2027-05-01', to: '2027-05-01' });
        expect(presetRange('week', now)).toEqual({ from: '2027-05-01', to: '2027-05-07' });
        expect(presetRange('month', now)).toEqual({ from: '2027-05-01', to: '2027-05-31' });
        // Just before midnight in Dhaka it is still the 30th there.
        expect(presetRange('month', new Date('2027-04-30T17:59:00Z'))).toEqual({
          from: '2027-04-01',
          to: '2027-04-30',
        });
      });
    }
  });
});

describe('a custom range', () => {
  it('accepts one day and up to 366 days', () => {
    expect(customRangeErrors({ from: '2026-11-01', to: '2026-11-01' }, 'en')).toEqual({});
    expect(customRangeErrors({ from: '2026-01-01', to: '2026-12-31' }, 'en')).toEqual({});
    expect(customRangeErrors({ from: '2027-03-01', to: '2028-02-29' }, 'en')).toEqual({});
  });

  it('says what is wrong next to the field to fix', () => {
    expect(customRangeErrors({ from: '', to: '' }, 'en')).toEqual({
      from: 'Choose the first day',
      to: 'Choose the last day',
    });
    expect(customRangeErrors({ from: '2026-02-30', to: '2026-03-01' }, 'en')).toEqual({
      from: 'Enter the first day as a date',
    });
    expect(customRangeErrors({ from: '2026-11-02', to: '2026-11-01' }, 'en')).toEqual({
      to: 'The last day must be the same as the first day or later',
    });
    expect(customRangeErrors({ from: '2026-01-01', to: '2027-01-02' }, 'en')).toEqual({
      to: 'A report can cover at most 366 days',
    });
  });
});

describe('days', () => {
  it('checks and moves calendar days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('writes them the same in every browser', () => {
    expect(formatDay('2026-11-01', 'en')).toBe('1 Nov 2026');
    expect(formatWeekdayDay('2026-11-21', 'en')).toBe('Sat 21 Nov');
    expect(formatRange({ from: '2026-11-01', to: '2026-11-30' }, 'en')).toBe('1 Nov 2026 to 30 Nov 2026');
    expect(formatRange({ from: '2026-11-24', to: '2026-11-24' }, 'en')).toBe('24 Nov 2026');
  });
});

describe('days in Bangla', () => {
  it('are written with Bangla names and Bengali digits, and so are the range’s errors', async () => {
    await inBangla();
    expect(formatDay('2026-11-01', 'bn')).toBe('১ নভে ২০২৬');
    expect(formatWeekdayDay('2026-11-21', 'bn')).toBe('শনি, ২১ নভে');
    expect(formatRange({ from: '2026-11-01', to: '2026-11-30' }, 'bn')).toBe('১ নভে ২০২৬ থেকে ৩০ নভে ২০২৬');
    expect(customRangeErrors({ from: '', to: '2026-11-01' }, 'bn')).toEqual({ from: 'প্রথম দিনটি বেছে নিন' });
    expect(customRangeErrors({ from: '2026-01-01', to: '2027-01-02' }, 'bn')).toEqual({
      to: 'একটি রিপোর্টে সর্বোচ্চ ৩৬৬ দিন ধরা যায়',
    });
  });
});
