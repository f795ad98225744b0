import { describe, expect, it } from 'vitest';
import {
  cancelReturnsAdvance,
  periodProblems,
  periodsOverlap,
  quotePeriod,
  shopDays,
  startOfShopDay,
  windowProblem,
} from './periods.ts';
import { say, sayText } from './say.ts';
import type { Period } from './periods.ts';

const shopPeriod = (period: Period) => say('en', 'shopPeriod', { period });

const at = (iso: string) => new Date(iso);
const now = at('2026-12-10T04:00:00Z'); // Thu 10 Dec, 10:00 am in Dhaka

describe('period rules', () => {
  it('accepts a whole-minute period of 1 hour to 14 days starting within 30 days', () => {
    expect(periodProblems({ start: at('2026-12-11T04:00:00Z'), end: at('2026-12-11T05:00:00Z') }, now)).toEqual([]);
    expect(periodProblems({ start: at('2026-12-11T04:00:00Z'), end: at('2026-12-25T04:00:00Z') }, now)).toEqual([]);
    expect(periodProblems({ start: at('2026-12-11T04:00:00Z'), end: null }, now)).toEqual([]);
    // Up to 5 minutes in the past, for slow forms and clocks a little off.
    expect(periodProblems({ start: at('2026-12-10T03:55:00Z'), end: null }, now)).toEqual([]);
  });

  it('names the field and the rule broken', () => {
    const paths = (start: string, end: string | null) =>
      periodProblems({ start: at(start), end: end ? at(end) : null }, now).map(
        (p) => `${p.path}: ${sayText('en', p.text)}`,
      );
    expect(paths('2026-12-10T03:54:00Z', null)).toEqual(['startTime: Start time cannot be in the past']);
    expect(paths('2027-01-09T04:01:00Z', null)).toEqual(['startTime: Start time must be within the next 30 days']);
    expect(paths('2026-12-11T04:00:30Z', null)).toEqual(['startTime: Start time must be on a whole minute']);
    expect(paths('2026-12-11T04:00:00Z', '2026-12-11T04:59:00Z')).toEqual([
      'endTime: The planned return must be at least 1 hour after the start',
    ]);
    expect(paths('2026-12-11T04:00:00Z', '2026-12-25T04:01:00Z')).toEqual([
      'endTime: A booking can last at most 14 days',
    ]);
    expect(paths('2026-12-11T04:00:00Z', '2026-12-11T06:00:00.500Z')).toEqual([
      'endTime: Return time must be on a whole minute',
    ]);
  });

  it('checks a window asked about', () => {
    expect(windowProblem(at('2026-12-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), 31)).toBeNull();
    const problem = (from: string, to: string) => {
      const found = windowProblem(at(from), at(to), 31);
      return found && sayText('en', found);
    };
    expect(problem('2026-12-01T00:00:00Z', '2027-01-01T00:00:01Z')).toBe('from and to can be at most 31 days apart');
    expect(problem('2026-12-01T00:00:00Z', '2026-12-01T00:00:00Z')).toBe('to must be after from');
  });
});

describe('overlaps', () => {
  const p = (start: string, end: string | null) => ({ start: at(start), end: end ? at(end) : null });
  it('touching periods do not overlap; open-ended ones hold everything after their start', () => {
    expect(periodsOverlap(p('2026-12-11T04:00:00Z', '2026-12-11T08:00:00Z'), p('2026-12-11T08:00:00Z', null))).toBe(
      false,
    );
    expect(periodsOverlap(p('2026-12-11T04:00:00Z', '2026-12-11T08:00:01Z'), p('2026-12-11T08:00:00Z', null))).toBe(
      true,
    );
    expect(periodsOverlap(p('2026-12-11T04:00:00Z', null), p('2027-01-30T00:00:00Z', '2027-01-30T02:00:00Z'))).toBe(
      true,
    );
    expect(periodsOverlap(p('2026-12-11T04:00:00Z', null), p('2026-12-11T02:00:00Z', '2026-12-11T04:00:00Z'))).toBe(
      false,
    );
  });
});

describe('periods in Dhaka time', () => {
  it('reads the same whatever the process time zone, on a 12-hour clock', () => {
    // 08:00 UTC is 2:00 pm in Dhaka; 12:00 UTC is 6:00 pm.
    expect(shopPeriod({ start: at('2026-12-11T08:00:00Z'), end: at('2026-12-11T12:00:00Z') })).toBe(
      'Fri 11 Dec, 2:00 pm to 6:00 pm',
    );
    // 20:00 UTC on the 11th is 2:00 am on the 12th in Dhaka.
    expect(shopPeriod({ start: at('2026-12-11T06:30:00Z'), end: at('2026-12-11T20:00:00Z') })).toBe(
      'Fri 11 Dec, 12:30 pm to Sat 12 Dec, 2:00 am',
    );
    expect(shopPeriod({ start: at('2026-12-10T18:05:00Z'), end: null })).toBe(
      'Fri 11 Dec, 12:05 am until it is returned',
    );
    expect(
      say('en', 'periodTaken', { clash: { start: at('2026-12-11T08:00:00Z'), end: at('2026-12-11T12:00:00Z') } }),
    ).toBe('This bike is booked from Fri 11 Dec, 2:00 pm to 6:00 pm');
  });

  it('a week later on the same weekday and clock is not the same day', () => {
    expect(shopPeriod({ start: at('2026-12-11T08:00:00Z'), end: at('2026-12-18T08:00:00Z') })).toBe(
      'Fri 11 Dec, 2:00 pm to Fri 18 Dec, 2:00 pm',
    );
  });

  it('splits time into Dhaka days, midnight to midnight', () => {
    expect(startOfShopDay(at('2026-12-10T17:59:59Z')).toISOString()).toBe('2026-12-09T18:00:00.000Z');
    expect(startOfShopDay(at('2026-12-10T18:00:00Z')).toISOString()).toBe('2026-12-10T18:00:00.000Z');
    const days = shopDays(now, 14);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ start: at('2026-12-09T18:00:00Z'), end: at('2026-12-10T18:00:00Z') });
    expect(days[13]?.end.toISOString()).toBe('2026-12-23T18:00:00.000Z');
  });
});

describe('money of a period', () => {
  it('quotes hours × price, the advance and the balance left', () => {
    expect(quotePeriod(150, { start: at('2026-12-11T04:00:00Z'), end: at('2026-12-11T08:30:00Z') })).toEqual({
      minutes: 270,
      charge: 675,
      advance: 100,
      balance: 575,
    });
    // A charge below the advance leaves the shop owing the difference.
    expect(quotePeriod(60, { start: at('2026-12-11T04:00:00Z'), end: at('2026-12-11T05:00:00Z') }).balance).toBe(-40);
  });

  it('returns the advance when cancelled 24 hours or more before the start', () => {
    expect(cancelReturnsAdvance(at('2026-12-11T04:00:00Z'), now)).toBe(true);
    expect(cancelReturnsAdvance(at('2026-12-11T03:59:00Z'), now)).toBe(false);
    expect(say('en', 'cancellationRule')).toBe(
      'Cancel 24 hours or more before the start and the 100 BDT advance is returned; later, it is kept.',
    );
  });
});
