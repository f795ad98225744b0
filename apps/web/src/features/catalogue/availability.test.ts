import { shopDays } from '@bond/contract/periods';
import { describe, expect, it } from 'vitest';
import { describeDay, nextFreeAt, nextFreeText, toPeriods } from './availability.ts';

// Tue 24 Nov 2026, 12:00 pm in Dhaka (UTC+6).
const now = new Date('2026-11-24T06:00:00Z');
const days = shopDays(now, 14);
const windowEnd = days.at(-1)!.end;

const busy = toPeriods([
  // Wed 25 Nov, 2:00 pm to 6:00 pm
  { start: '2026-11-25T08:00:00Z', end: '2026-11-25T12:00:00Z' },
  // Thu 26 Nov all day and Fri 27 Nov until 10:00 am
  { start: '2026-11-25T18:00:00Z', end: '2026-11-27T04:00:00Z' },
  // Two touching bookings on Sat 28 Nov: 9:00 am to 1:00 pm and 1:00 pm to 5:00 pm
  { start: '2026-11-28T03:00:00Z', end: '2026-11-28T07:00:00Z' },
  { start: '2026-11-28T07:00:00Z', end: '2026-11-28T11:00:00Z' },
]);

describe('describeDay', () => {
  it('says what each Dhaka day has free', () => {
    const texts = days.slice(0, 6).map((day) => describeDay(day, busy).text);
    expect(texts).toEqual([
      'Tue 24 Nov: free all day',
      'Wed 25 Nov: booked 2:00 pm to 6:00 pm, free otherwise',
      'Thu 26 Nov: booked all day',
      'Fri 27 Nov: booked until 10:00 am, free otherwise',
      'Sat 28 Nov: booked 9:00 am to 5:00 pm, free otherwise',
      'Sun 29 Nov: free all day',
    ]);
  });

  it('shades each booking on its own, as fractions of the day', () => {
    expect(describeDay(days[1]!, busy).segments).toEqual([{ from: 14 / 24, to: 18 / 24 }]);
    expect(describeDay(days[4]!, busy).segments).toEqual([
      { from: 9 / 24, to: 13 / 24 },
      { from: 13 / 24, to: 17 / 24 },
    ]);
    expect(describeDay(days[2]!, busy).state).toBe('booked');
    expect(describeDay(days[0]!, busy).state).toBe('free');
  });

  it('reads an open-ended rental as booked from its start on', () => {
    const open = toPeriods([{ start: '2026-11-24T13:00:00Z', end: null }]);
    expect(describeDay(days[0]!, open).text).toBe('Tue 24 Nov: booked from 7:00 pm, free otherwise');
    expect(describeDay(days[1]!, open).text).toBe('Wed 25 Nov: booked all day');
  });
});

describe('when the bike is next free', () => {
  it("is 'Free now' when nothing covers the present", () => {
    expect(nextFreeText(busy, now, windowEnd)).toBe('Free now');
  });

  it('is the end of the booking under way, following bookings that touch it', () => {
    expect(nextFreeText(busy, new Date('2026-11-25T09:00:00Z'), windowEnd)).toBe('Next free from Wed 25 Nov, 6:00 pm');
    expect(nextFreeText(busy, new Date('2026-11-28T04:00:00Z'), windowEnd)).toBe('Next free from Sat 28 Nov, 5:00 pm');
  });

  it('is unknown while an open-ended rental is under way', () => {
    const open = toPeriods([{ start: '2026-11-24T05:00:00Z', end: null }]);
    expect(nextFreeAt(open, now)).toBeNull();
    expect(nextFreeText(open, now, windowEnd)).toMatch(/until it is returned/);
  });
});
