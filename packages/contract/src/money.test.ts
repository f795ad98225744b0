import { describe, expect, it } from 'vitest';
import { balanceAfterAdvance, formatDigits, formatNumber, formatTaka, rentalCharge, rentedMinutes } from './money.ts';

describe('rentalCharge: round(price per hour × minutes ÷ 60)', () => {
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

describe('numbers and taka in both languages', () => {
  // Every kind of value: zero and its negative, halves (rounded away from zero), every group size, the lakh
  // and crore of Bangla grouping, values Intl writes without an exponent, and those that are no number.
  const values = [
    0,
    -0,
    0.4,
    -0.4,
    0.5,
    1.5,
    2.5,
    -2.5,
    5,
    9.999,
    12,
    99.5,
    100,
    999,
    1000,
    1234,
    9999.5,
    12_345,
    99_999,
    100_000,
    123_456,
    1_234_567,
    12_345_678,
    123_456_789,
    -1250,
    -70,
    1249.5,
    1.23456,
    2 ** 53,
    1e21,
    1.2345678901234569e23,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  for (let n = 0; n < 200; n += 1) values.push(Math.floor((n * 7_919 + 13) ** 1.7), -((n * 104_729) % 99_991) / 7);

  const intl = (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);
  const en = intl('en-US', { maximumFractionDigits: 0 });
  const bn = intl('bn-BD', { maximumFractionDigits: 0 });
  const bnTaka = intl('bn-BD', { style: 'currency', currency: 'BDT', maximumFractionDigits: 0 });

  it('writes every value as Intl writes it: en-US and bn-BD numbers, BDT and ৳ amounts', () => {
    for (const value of values) {
      expect(formatNumber(value, 'en'), String(value)).toBe(en.format(value));
      expect(formatNumber(value, 'bn'), String(value)).toBe(bn.format(value));
      expect(formatTaka(value, 'en'), String(value)).toBe(`${en.format(value)} BDT`);
      expect(formatTaka(value, 'bn'), String(value)).toBe(bnTaka.format(value));
    }
    expect(formatTaka(1_250_000, 'bn')).toBe('১২,৫০,০০০৳');
  });

  it('writes digits without grouping at a width as Intl writes them, fractions to three decimals', () => {
    for (const width of [1, 2, 4]) {
      const digits = {
        en: intl('en-US', { useGrouping: false, minimumIntegerDigits: width }),
        bn: intl('bn-BD', { useGrouping: false, minimumIntegerDigits: width }),
      };
      for (const value of values) {
        expect(formatDigits(value, 'en', width), `${value} at ${width}`).toBe(digits.en.format(value));
        expect(formatDigits(value, 'bn', width), `${value} at ${width}`).toBe(digits.bn.format(value));
      }
    }
    expect(formatDigits(5, 'bn', 2)).toBe('০৫');
  });
});
