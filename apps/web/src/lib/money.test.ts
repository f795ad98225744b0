import { describe, expect, it } from 'vitest';
import { formatPricePerHour } from './money.ts';

describe('price per hour', () => {
  it("writes the contract's whole taka followed by '/ hour'", () => {
    expect(formatPricePerHour(180)).toBe('180 BDT / hour');
    expect(formatPricePerHour(1250)).toBe('1,250 BDT / hour');
  });
});
