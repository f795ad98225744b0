import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billOf, lateHours, type BillInput } from './bill.ts';
import type { KeptQuote } from './booking-charge.ts';
import { priceRental } from './charge.ts';

/** The bill at a return (docs/product/handover-and-return.md#the-bill), on fixed instants: no clock is read. */

// Friday 11 Dec 2026, 2:00 pm in Dhaka, booked for 4 hours: planned back at 6:00 pm.
const start = new Date('2026-12-11T08:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
const SETTINGS = { lateGraceMinutes: 15, lateMultiplier: 1.5, fuelPricePerEighth: 60 };
const byTheHour = { startTime: start, pricePerHour: 180, quote: null };

const input = (over: Partial<BillInput> = {}): BillInput => ({
  rental: byTheHour,
  plannedReturn: at(4),
  returnTime: at(4),
  settings: SETTINGS,
  out: { fuelEighths: 6, helmets: 2 },
  back: { fuelEighths: 6, helmets: 2 },
  lostHelmetPrice: 1500,
  charges: [],
  advance: 100,
  deposit: 2000,
  ...over,
});
const keysAndAmounts = (bill: ReturnType<typeof billOf>) => bill.lines.map((l) => [l.kind, l.amount]);

describe('lateHours', () => {
  it('counts nothing within the grace, then every started hour from the planned return', () => {
    const planned = at(4);
    const minutesLate = (m: number) => lateHours(planned, new Date(planned.getTime() + m * 60_000), 15);
    expect([0, 1, 15].map(minutesLate)).toEqual([0, 0, 0]);
    expect([16, 60, 61, 120, 121].map(minutesLate)).toEqual([1, 1, 2, 2, 3]);
    expect(lateHours(null, at(100), 15)).toBe(0);
  });
});

describe('billOf', () => {
  it('on time with everything back: the rent less the advance, the whole deposit given back', () => {
    const bill = billOf(input());
    expect(keysAndAmounts(bill)).toEqual([
      ['time', 720],
      ['advance', -100],
      ['deposit_applied', -620],
      ['balance', 0],
      ['deposit_refund', 1380],
    ]);
    expect(bill).toMatchObject({ total: 720, rent: 720, lateFee: 0, extras: 0, depositApplied: 620, balance: 0 });
    expect(bill.lines.at(-2)?.label).toEqual({ en: 'Nothing more to pay', bn: 'আর কিছু পরিশোধ করতে হবে না' });
  });

  it('two hours late, fuel down, a helmet lost and a scratch: each its own line, the deposit taking what it can', () => {
    const bill = billOf(
      input({
        returnTime: at(6),
        back: { fuelEighths: 3, helmets: 1 },
        charges: [{ code: 'SCRATCH', label: { en: 'Scratch', bn: 'আঁচড়' }, amount: 500 }],
      }),
    );
    // Rent of 6 hours 1,080; late 2 started hours × 270; fuel 3 × 60; a helmet 1,500; the scratch 500.
    expect(keysAndAmounts(bill)).toEqual([
      ['time', 1080],
      ['late', 540],
      ['fuel', 180],
      ['helmet', 1500],
      ['charge', 500],
      ['advance', -100],
      ['deposit_applied', -2000],
      ['balance', 1700],
    ]);
    expect(bill.lines.find((l) => l.kind === 'late')?.label.en).toBe(
      'Late: 2 started hours × 270 BDT (1.5 × the hourly price)',
    );
    expect(bill.lines.find((l) => l.kind === 'fuel')?.label.en).toBe('Fuel: 3/8 of a tank below the handover × 60 BDT');
    expect(bill).toMatchObject({ total: 3800, lateFee: 540, extras: 2180, depositApplied: 2000, depositRefund: 0 });
  });

  it('charges lateness at the booking’s hourly price, whatever a weekend rule does to the rent', () => {
    const inputs = {
      prices: { pricePerHour: 200, pricePerDay: 1600, pricePerWeek: 8000 },
      rules: [{ id: 'r1', name: { en: 'Weekend', bn: 'সাপ্তাহিক ছুটি' }, kind: 'weekend' as const, percent: 20 }],
      addOns: [],
      coupon: null,
    };
    const quote: KeptQuote = { ...inputs, charge: priceRental({ ...inputs, period: { start, end: at(4) } }) };
    const bill = billOf(input({ rental: { startTime: start, pricePerHour: 200, quote }, returnTime: at(5.5) }));
    // Friday in Dhaka: 5.5 hours at 200 with the rule's +20%; late 2 started hours × 300, not × 360.
    expect(keysAndAmounts(bill)).toEqual([
      ['time', 1100],
      ['rule', 220],
      ['late', 600],
      ['advance', -100],
      ['deposit_applied', -1820],
      ['balance', 0],
      ['deposit_refund', 180],
    ]);
  });

  it('brought back early, for less than the advance: the advance’s rest and the whole deposit are owed back', () => {
    const bill = billOf(input({ rental: { ...byTheHour, pricePerHour: 60 }, returnTime: at(0.5) }));
    // Half an hour at 60 BDT an hour (a booking made before quotes is charged by the minute).
    expect(keysAndAmounts(bill)).toEqual([
      ['time', 30],
      ['advance', -100],
      ['balance', -70],
      ['deposit_refund', 2000],
    ]);
    expect(bill.lines.at(-2)?.label.en).toBe('Owed back to you: the advance was more than the bill');
  });

  it('a handover without an inspection has nothing to compare: no fuel or helmet line', () => {
    const bill = billOf(input({ out: null, back: { fuelEighths: 0, helmets: 0 }, deposit: 0 }));
    expect(keysAndAmounts(bill)).toEqual([
      ['time', 720],
      ['advance', -100],
      ['balance', 620],
    ]);
  });

  it('always adds up: the lines to the balance, the deposit to what it paid and what goes back', () => {
    fc.assert(
      fc.property(
        fc.record({
          minutes: fc.integer({ min: 1, max: 5 * 24 * 60 }),
          plannedHours: fc.integer({ min: 1, max: 72 }),
          price: fc.integer({ min: 1, max: 2000 }),
          fuelOut: fc.integer({ min: 0, max: 8 }),
          fuelBack: fc.integer({ min: 0, max: 8 }),
          helmetsOut: fc.integer({ min: 1, max: 2 }),
          helmetsBack: fc.integer({ min: 0, max: 2 }),
          charges: fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 4 }),
          deposit: fc.integer({ min: 0, max: 100_000 }),
          advance: fc.constantFrom(0, 100),
          multiplier: fc.integer({ min: 100, max: 500 }).map((h) => h / 100),
        }),
        (c) => {
          const bill = billOf(
            input({
              rental: { ...byTheHour, pricePerHour: c.price },
              plannedReturn: at(c.plannedHours),
              returnTime: new Date(start.getTime() + c.minutes * 60_000),
              settings: { ...SETTINGS, lateMultiplier: c.multiplier },
              out: { fuelEighths: c.fuelOut, helmets: c.helmetsOut },
              back: { fuelEighths: c.fuelBack, helmets: c.helmetsBack },
              charges: c.charges.map((amount) => ({ code: null, label: { en: 'Dent', bn: 'টোল' }, amount })),
              advance: c.advance,
              deposit: c.deposit,
            }),
          );
          const owed = bill.lines.filter((l) => l.kind !== 'balance' && l.kind !== 'deposit_refund');
          expect(owed.reduce((s, l) => s + l.amount, 0)).toBe(bill.balance);
          expect(bill.total).toBe(bill.rent + bill.lateFee + bill.extras);
          expect(bill.balance + bill.depositApplied + c.advance).toBe(bill.total);
          expect(bill.depositApplied + bill.depositRefund).toBe(c.deposit);
          expect(bill.depositApplied).toBeGreaterThanOrEqual(0);
          if (bill.balance > 0) expect(bill.depositRefund).toBe(0);
          if (bill.depositRefund > 0) expect(bill.balance).toBeLessThanOrEqual(0);
          expect(bill.lines.every((l) => Number.isInteger(l.amount))).toBe(true);
        },
      ),
    );
  });
});
