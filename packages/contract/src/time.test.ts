import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatShopDate,
  formatShopTime,
  instantToShopWallClock,
  intlZonedParts,
  shopOffsetMinutes,
  shopWallClockToInstant,
  toShopIso,
  toUtcMinuteIso,
  zonedParts,
} from './time.ts';

describe('Asia/Dhaka wall clock', () => {
  it('reads a datetime-local value as Dhaka time', () => {
    expect(shopWallClockToInstant('2026-11-22T10:30').toISOString()).toBe('2026-11-22T04:30:00.000Z');
    expect(shopWallClockToInstant('2026-01-01T03:00').toISOString()).toBe('2025-12-31T21:00:00.000Z');
    expect(shopWallClockToInstant('2026-06-15T00:00:00').toISOString()).toBe('2026-06-14T18:00:00.000Z');
  });

  it('turns an instant into the Dhaka datetime-local value', () => {
    expect(instantToShopWallClock('2026-11-22T04:30:00Z')).toBe('2026-11-22T10:30');
    expect(instantToShopWallClock(new Date('2025-12-31T21:00:00Z'))).toBe('2026-01-01T03:00');
    expect(instantToShopWallClock('2026-11-22T18:00:00Z')).toBe('2026-11-23T00:00');
  });

  it('round-trips', () => {
    for (const v of ['2026-02-28T23:59', '2028-02-29T12:00', '2026-11-22T00:00']) {
      expect(instantToShopWallClock(shopWallClockToInstant(v))).toBe(v);
    }
  });

  it('refuses values that are not dates', () => {
    expect(() => shopWallClockToInstant('2026-02-30T10:00')).toThrow(RangeError);
    expect(() => shopWallClockToInstant('tomorrow')).toThrow(RangeError);
  });

  it('reads the wall clock as Intl does at every instant, across Dhaka’s daylight saving of 2009 too', () => {
    // The offset is read once per quarter hour of UTC; the daylight saving began 2009-06-19 23:00 (+6)
    // and ended at the end of 2009-12-31 (+7), each at a whole hour of UTC.
    const edges = ['2009-06-19T17:00:00Z', '2009-12-31T17:00:00Z'].map((iso) => Date.parse(iso));
    const nearEdge = fc
      .tuple(fc.constantFrom(...edges), fc.integer({ min: -7_200_000, max: 7_200_000 }))
      .map(([edge, ms]) => edge + ms);
    const anyTime = fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2040-01-01T00:00:00Z') });
    fc.assert(
      fc.property(fc.oneof(nearEdge, anyTime), (time) => {
        expect(zonedParts(new Date(time))).toEqual(intlZonedParts(new Date(time)));
      }),
      { numRuns: 2000 },
    );
    expect(zonedParts(new Date('2009-06-19T16:59:59Z'))).toMatchObject({ hour: 22, minute: 59, second: 59 });
    expect(zonedParts(new Date('2009-06-19T17:00:00Z'))).toMatchObject({ day: 20, hour: 0, minute: 0 });
  });

  it('is six hours ahead of UTC all year (no daylight saving)', () => {
    expect(shopOffsetMinutes(new Date('2026-01-15T00:00:00Z'))).toBe(360);
    expect(shopOffsetMinutes(new Date('2026-07-15T00:00:00Z'))).toBe(360);
  });

  it('shows instants for en-BD on a 12-hour clock in Dhaka time', () => {
    const shown = formatShopTime('2026-11-22T10:30:00Z');
    expect(shown).toMatch(/22/);
    expect(shown).toMatch(/Nov/);
    expect(shown).toMatch(/4:30/);
    expect(shown.toLowerCase()).toMatch(/pm/);
    expect(formatShopTime(null)).toBe('—');
    expect(formatShopTime('garbage')).toBe('—');
  });

  it('shows the Dhaka calendar date: 19:30 UTC on the 22nd is already the 23rd in Dhaka', () => {
    const shown = formatShopDate('2026-11-22T19:30:00Z');
    expect(shown).toMatch(/\b23\b/);
    expect(shown).toMatch(/Nov/);
    expect(shown).not.toMatch(/22|:/);
    expect(formatShopDate(null)).toBe('—');
    expect(formatShopDate('garbage')).toBe('—');
  });

  it('drops seconds for the API (spec: seconds 00, Z suffix)', () => {
    expect(toUtcMinuteIso(new Date('2026-11-22T04:30:42.123Z'))).toBe('2026-11-22T04:30:00Z');
  });

  it('writes an instant as Dhaka wall-clock ISO 8601 with its offset, to the second', () => {
    // 23:30 on 1 November in Dhaka is still 1 November there, whatever UTC says.
    expect(toShopIso(new Date('2026-11-01T17:30:00Z'))).toBe('2026-11-01T23:30:00+06:00');
    expect(toShopIso(new Date('2026-11-30T18:00:00.999Z'))).toBe('2026-12-01T00:00:00+06:00');
    expect(toShopIso(null)).toBeNull();
    // Bangladesh kept daylight saving time for half of 2009: the offset comes from the zone's rules.
    expect(toShopIso(new Date('2009-07-01T00:00:00Z'))).toBe('2009-07-01T07:00:00+07:00');
  });
});
