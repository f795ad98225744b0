import { describe, expect, it } from 'vitest';
import { bookingCharge, recordedChargeLine, type KeptQuote } from './booking-charge.ts';
import { priceRental } from './charge.ts';

/** A booking's charge for a period, by its own quote or, made before quotes, by the hour. */

const start = new Date('2027-01-04T04:00:00Z'); // Monday 10:00 in Dhaka
const after = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
const inputs = {
  prices: { pricePerHour: 150, pricePerDay: 1200, pricePerWeek: 6000 },
  rules: [],
  addOns: [{ code: 'HELMET-2', name: { en: 'Second helmet', bn: 'দ্বিতীয় হেলমেট' }, pricePerDay: 50, quantity: 1 }],
  coupon: { code: 'FIRST3', kind: 'fixed' as const, value: 200 },
};
// Booked for 3 hours; what the booking kept of its quote.
const quote: KeptQuote = { ...inputs, charge: priceRental({ ...inputs, period: { start, end: after(3) } }) };
const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

describe('bookingCharge', () => {
  it('says the quote’s own lines for its period, the advance apart', () => {
    const planned = bookingCharge({ startTime: start, pricePerHour: 150, quote }, after(3));
    expect(planned).toMatchObject({ total: quote.charge.total, advance: 100, balance: quote.charge.balance });
    expect(planned.lines).toEqual(
      quote.charge.lines
        .filter((line) => line.kind !== 'advance')
        .map(({ kind, key, label, amount }) => ({ kind, key, label, amount })),
    );
    expect(sum(planned.lines)).toBe(planned.total);
  });

  it('prices a longer period with the same prices, add-ons and coupon, the lines adding up to the total', () => {
    const returned = bookingCharge({ startTime: start, pricePerHour: 999, quote }, after(51));
    expect(returned.lines.map((line) => [line.key, line.amount])).toEqual([
      ['days', 2400],
      ['hours', 450],
      ['addon:HELMET-2', 150],
      ['coupon', -200],
    ]);
    expect(returned.total).toBe(2800);
    expect(sum(returned.lines)).toBe(returned.total);
    expect(returned.balance).toBe(2700);
  });

  it('charges a booking made before quotes by the hour, as one line', () => {
    expect(bookingCharge({ startTime: start, pricePerHour: 120, quote: null }, after(1.5))).toEqual({
      total: 180,
      advance: 100,
      balance: 80,
      lines: [
        {
          kind: 'time',
          key: 'hours',
          label: { en: '1 hour 30 minutes at 120 BDT an hour', bn: '১ ঘণ্টা ৩০ মিনিট, ঘণ্টায় ১২০৳' },
          amount: 180,
        },
      ],
    });
  });
});

describe('recordedChargeLine', () => {
  it('is the recorded charge as one line, in both languages', () => {
    expect(recordedChargeLine(1234)).toEqual({
      kind: 'time',
      key: 'recorded',
      label: { en: 'Rent as recorded at the return', bn: 'ফেরতের সময় লেখা ভাড়া' },
      amount: 1234,
    });
  });
});
