import { describe, expect, it } from 'vitest';
import { balanceAfterAdvance, formatPricePerHour, formatTaka, rentalCharge, rentedMinutes } from './money.ts';

describe('rentalCharge: round(price per hour × minutes ÷ 60) (D5)', () => {
  it.each([
    [120, 60, 120],
    [120, 90, 180],
    [125, 151, 315], // 314.58… rounds up
    [100, 1, 2], // 1.67 → 2
    [100, 0, 0],
    [90, 20, 30],
    [60, 30, 30],
    [100, 3, 5], // exactly 5.0
    [1, 30, 1], // 0.5 rounds half up
    [1, 29, 0], // 0.48 rounds down
  ])('%i BDT/h for %i minutes is %i BDT', (price, minutes, expected) => {
    expect(rentalCharge(price, minutes)).toBe(expected);
  });

  it('stays exact for long rentals with no floating-point drift', () => {
    expect(rentalCharge(333, 30 * 24 * 60)).toBe(333 * 24 * 30);
    expect(rentalCharge(7, 43_201)).toBe(5040); // 5040.1166…
  });

  it('refuses fractions and negatives', () => {
    expect(() => rentalCharge(12.5, 60)).toThrow(RangeError);
    expect(() => rentalCharge(100, -1)).toThrow(RangeError);
  });
});

describe('rented minutes and the balance after the advance', () => {
  it('counts whole minutes, ignoring a started minute', () => {
    const start = new Date('2026-11-22T04:00:00Z');
    expect(rentedMinutes(start, new Date('2026-11-22T06:31:59Z'))).toBe(151);
  });

  it('subtracts the 100 BDT advance; negative is money the shop owes', () => {
    expect(balanceAfterAdvance(315)).toBe(215);
    expect(balanceAfterAdvance(100)).toBe(0);
    expect(balanceAfterAdvance(30)).toBe(-70);
  });

  it('formats whole taka', () => {
    expect(formatTaka(1250)).toBe('1,250 BDT');
    expect(formatTaka(-70)).toBe('-70 BDT');
  });
});

describe('price per hour', () => {
  it("writes whole taka followed by '/ hour'", () => {
    expect(formatPricePerHour(180)).toBe('180 BDT / hour');
    expect(formatPricePerHour(1250)).toBe('1,250 BDT / hour');
  });
});
