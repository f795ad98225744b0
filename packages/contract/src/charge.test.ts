import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BikePrices } from './bikes.ts';
import {
  type AddOnChoice,
  type ChargeInput,
  type PriceRule,
  couponDiscount,
  minutesByRule,
  priceRental,
  startedDays,
  timeBlocks,
} from './charge.ts';
import { rentalCharge } from './money.ts';
import { shopWallClockToInstant } from './time.ts';

/**
 * The charge rule (docs/product/money-and-refunds.md#prices-hours-days-and-weeks): examples a shop owner can
 * check by hand, and properties over random prices, periods and rules.
 */

const MINUTE = 60_000;
/** An instant named by Dhaka's wall clock: '2026-12-11T10:00' is Friday 11 Dec, 10:00 am in Dhaka. */
const dhaka = (wallClock: string) => shopWallClockToInstant(wallClock);
const after = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const period = (from: string, to: string) => ({ start: dhaka(from), end: dhaka(to) });

/** The prices a bike gets by default: a day is 8 hours, a week 5 days. */
const prices: BikePrices = { pricePerHour: 150, pricePerDay: 1200, pricePerWeek: 6000 };

const weekend: PriceRule = { id: 'wknd', name: { en: 'Weekend', bn: 'সাপ্তাহিক ছুটি' }, kind: 'weekend', percent: 20 };
const eid: PriceRule = {
  id: 'eid',
  name: { en: 'Eid', bn: 'ঈদ' },
  kind: 'dates',
  from: '2027-03-09',
  to: '2027-03-11',
  percent: 50,
};
const helmet: AddOnChoice = {
  code: 'helmet',
  name: { en: 'Second helmet', bn: 'বাড়তি হেলমেট' },
  pricePerDay: 50,
  quantity: 2,
};
const raincoat: AddOnChoice = {
  code: 'raincoat',
  name: { en: 'Raincoat', bn: 'রেইনকোট' },
  pricePerDay: 30,
  quantity: 1,
};

const price = (input: Partial<ChargeInput> & Pick<ChargeInput, 'period'>) => priceRental({ prices, ...input });
/** The lines as 'label: amount', in English or Bangla. */
const lines = (input: Partial<ChargeInput> & Pick<ChargeInput, 'period'>, language: 'en' | 'bn' = 'en') =>
  price(input).lines.map((line) => `${line.label[language]}: ${line.amount}`);

describe('time: the cheapest weeks, days and hours', () => {
  it('charges 3 days at 3 times the day price', () => {
    const charge = price({ period: period('2026-12-07T10:00', '2026-12-10T10:00') });
    expect(charge.lines.map((l) => `${l.label.en}: ${l.amount}`)).toEqual([
      '3 days × 1,200 BDT: 3600',
      'Advance, paid when booking: -100',
    ]);
    expect(charge).toMatchObject({ minutes: 3 * 1440, timeCharge: 3600, rentalCharge: 3600, total: 3600 });
    expect(charge.balance).toBe(3500);
  });

  it('caps 20 hours at a day, and 6 days at a week', () => {
    expect(lines({ period: period('2026-12-07T10:00', '2026-12-08T06:00') })[0]).toBe('1 day × 1,200 BDT: 1200');
    expect(lines({ period: period('2026-12-06T10:00', '2026-12-12T10:00') })[0]).toBe('1 week × 6,000 BDT: 6000');
    // 1 day and 20 hours: 2 days; 6 days and 20 hours: still a week.
    expect(timeBlocks(prices, 1440 + 20 * 60)).toEqual({ weeks: 0, days: 2, hourMinutes: 0, charge: 2400 });
    expect(timeBlocks(prices, 6 * 1440 + 20 * 60)).toEqual({ weeks: 1, days: 0, hourMinutes: 0, charge: 6000 });
  });

  it('mixes weeks, days and hours, one line each', () => {
    // 9 days 3 hours 20 minutes: a week, 2 days, 200 minutes at 150 an hour.
    expect(lines({ period: period('2026-12-01T08:00', '2026-12-10T11:20') })).toEqual([
      '1 week × 6,000 BDT: 6000',
      '2 days × 1,200 BDT: 2400',
      '3 hours 20 minutes at 150 BDT an hour: 500',
      'Advance, paid when booking: -100',
    ]);
  });

  it('keeps hours that cost a day as hours, and 7 days as a week, when the price is the same', () => {
    expect(timeBlocks(prices, 8 * 60)).toEqual({ weeks: 0, days: 0, hourMinutes: 480, charge: 1200 });
    const byTheDay = { pricePerHour: 150, pricePerDay: 1000, pricePerWeek: 7000 };
    expect(timeBlocks(byTheDay, 7 * 1440)).toEqual({ weeks: 1, days: 0, hourMinutes: 0, charge: 7000 });
  });

  it('charges a period under an hour as 1 hour', () => {
    const start = dhaka('2026-12-07T10:00');
    expect(lines({ period: { start, end: after(start, 1) } })[0]).toBe(
      '1 hour, the shortest charge, at 150 BDT an hour: 150',
    );
    expect(lines({ period: { start, end: after(start, 1) } }, 'bn')[0]).toBe('১ ঘণ্টা (সর্বনিম্ন ভাড়া), ঘণ্টায় ১৫০৳: 150');
    expect(price({ period: { start, end: start } }).timeCharge).toBe(150);
  });

  it('rounds the hours once, halves up, as the hourly charge does', () => {
    // 151 minutes at 125 an hour: 314.58… → 315.
    const start = dhaka('2026-12-07T10:00');
    const charge = priceRental({
      prices: { pricePerHour: 125, pricePerDay: 5000, pricePerWeek: 30000 },
      period: { start, end: after(start, 151) },
    });
    expect(charge.timeCharge).toBe(315);
  });

  it('does not charge a started minute', () => {
    const start = dhaka('2026-12-07T10:00');
    const end = new Date(after(start, 90).getTime() + 59_000);
    expect(price({ period: { start, end } }).minutes).toBe(90);
  });
});

describe('dated rules: a percentage on the minutes inside them', () => {
  it('adds 20% to a Friday in Dhaka', () => {
    expect(lines({ period: period('2026-12-11T10:00', '2026-12-11T14:00'), rules: [weekend] })).toEqual([
      '4 hours at 150 BDT an hour: 600',
      'Weekend +20% (4 hours): 120',
      'Advance, paid when booking: -100',
    ]);
    expect(lines({ period: period('2026-12-11T10:00', '2026-12-11T14:00'), rules: [weekend] }, 'bn')).toEqual([
      '৪ ঘণ্টা, ঘণ্টায় ১৫০৳: 600',
      'সাপ্তাহিক ছুটি +২০% (৪ ঘণ্টা): 120',
      'অগ্রিম, বুকিংয়ের সময় দেওয়া: -100',
    ]);
    // A Thursday is no weekend; Friday begins at midnight in Dhaka (18:00 UTC on Thursday).
    expect(price({ period: period('2026-12-10T10:00', '2026-12-10T14:00'), rules: [weekend] }).rentalCharge).toBe(600);
    expect(
      minutesByRule({ start: new Date('2026-12-10T17:00:00Z'), end: new Date('2026-12-10T19:00:00Z') }, [weekend]),
    ).toEqual([{ rule: weekend, minutes: 60 }]);
  });

  it('takes the weekend rule to Saturday night and no further', () => {
    // Saturday 22:00 to Sunday 02:00: 2 hours of weekend.
    const charge = price({ period: period('2026-12-12T22:00', '2026-12-13T02:00'), rules: [weekend] });
    expect(charge.lines.find((l) => l.kind === 'rule')).toMatchObject({ amount: 60, minutes: 120 });
  });

  it('adds Eid’s 50% to its Dhaka dates, from the first to the last', () => {
    // Monday 8 March 20:00 to Tuesday 9 March 08:00: 8 of its 12 hours are Eid's. 12 hours cost a day.
    const charge = price({ period: period('2027-03-08T20:00', '2027-03-09T08:00'), rules: [eid] });
    expect(charge.lines.map((l) => `${l.label.en}: ${l.amount}`).slice(0, 2)).toEqual([
      '1 day × 1,200 BDT: 1200',
      'Eid +50% (8 hours): 400',
    ]);
    // The whole of the last day counts, not a minute more.
    expect(minutesByRule(period('2027-03-11T00:00', '2027-03-12T06:00'), [eid])).toEqual([
      { rule: eid, minutes: 1440 },
    ]);
  });

  it('gives each minute the highest percentage of the rules covering it', () => {
    const offer: PriceRule = {
      id: 'winter',
      name: { en: 'Winter offer', bn: 'শীতের ছাড়' },
      kind: 'dates',
      from: '2026-12-01',
      to: '2026-12-31',
      percent: -20,
    };
    const both = [offer, weekend];
    // Thursday 18:00 to Friday 06:00: 6 hours at −20%, 6 hours at +20% (not −20%) out of 12, which cost a day.
    expect(lines({ period: period('2026-12-10T18:00', '2026-12-11T06:00'), rules: both })).toEqual([
      '1 day × 1,200 BDT: 1200',
      'Winter offer -20% (6 hours): -120',
      'Weekend +20% (6 hours): 120',
      'Advance, paid when booking: -100',
    ]);
    // Of two raises, the higher one; of equal ones, the first listed.
    const bigWeekend = { ...weekend, id: 'big', percent: 40 };
    expect(minutesByRule(period('2026-12-11T10:00', '2026-12-11T12:00'), [weekend, bigWeekend])).toEqual([
      { rule: bigWeekend, minutes: 120 },
    ]);
    const sameWeekend = { ...weekend, id: 'same' };
    expect(minutesByRule(period('2026-12-11T10:00', '2026-12-11T12:00'), [weekend, sameWeekend])).toEqual([
      { rule: weekend, minutes: 120 },
    ]);
  });

  it('lets a 0% rule win over a discount, with no line of its own', () => {
    const noOffer: PriceRule = { id: 'none', name: { en: 'No offer', bn: 'ছাড় নেই' }, kind: 'weekend', percent: 0 };
    const offer: PriceRule = { ...weekend, id: 'offer', percent: -30 };
    const charge = price({ period: period('2026-12-11T10:00', '2026-12-11T14:00'), rules: [offer, noOffer] });
    expect(charge.lines.filter((l) => l.kind === 'rule')).toEqual([]);
    expect(charge.rentalCharge).toBe(600);
  });

  it('bounds a weekend rule by its dates when it has them', () => {
    const decemberWeekends = { ...weekend, from: '2026-12-01', to: '2026-12-11' };
    // Friday 11 Dec counts, Saturday 12 Dec does not.
    expect(minutesByRule(period('2026-12-11T20:00', '2026-12-12T04:00'), [decemberWeekends])).toEqual([
      { rule: decemberWeekends, minutes: 240 },
    ]);
  });

  it('charges each side of a rule’s boundary by its own rule', () => {
    // Thursday 11 March 12:00 (Eid, +50%) to Friday 12 March 12:00 (weekend, +20%): 12 hours each, a day in all.
    expect(lines({ period: period('2027-03-11T12:00', '2027-03-12T12:00'), rules: [weekend, eid] })).toEqual([
      '1 day × 1,200 BDT: 1200',
      'Weekend +20% (12 hours): 120',
      'Eid +50% (12 hours): 300',
      'Advance, paid when booking: -100',
    ]);
  });

  it('spreads a capped day over all its minutes: 8 more plain hours lower a weekend’s share', () => {
    // Saturday 16:00 to midnight: 8 weekend hours, 1,200 + 20%. To Sunday 08:00: the same day's price over 16
    // hours, half of them weekend (the documented cost of charging every minute of a period alike).
    expect(price({ period: period('2026-12-12T16:00', '2026-12-13T00:00'), rules: [weekend] }).rentalCharge).toBe(1440);
    expect(price({ period: period('2026-12-12T16:00', '2026-12-13T08:00'), rules: [weekend] }).rentalCharge).toBe(1320);
  });

  it('refuses a rule it cannot read', () => {
    const at = period('2026-12-11T10:00', '2026-12-11T14:00');
    expect(() => price({ period: at, rules: [{ ...weekend, percent: 101 }] })).toThrow(RangeError);
    expect(() => price({ period: at, rules: [{ ...weekend, percent: -51 }] })).toThrow(RangeError);
    expect(() => price({ period: at, rules: [{ ...weekend, percent: 12.5 }] })).toThrow(RangeError);
    expect(() => price({ period: at, rules: [{ ...eid, to: undefined }] })).toThrow(RangeError);
    expect(() => price({ period: at, rules: [{ ...eid, from: '2027-02-30' }] })).toThrow(RangeError);
    expect(() => price({ period: at, rules: [{ ...eid, from: '2027-03-12' }] })).toThrow(RangeError);
  });
});

describe('add-ons, the coupon and the advance', () => {
  it('charges an add-on per started day, times its quantity', () => {
    // 25 hours: 2 started days.
    expect(lines({ period: period('2026-12-07T10:00', '2026-12-08T11:00'), addOns: [helmet, raincoat] })).toEqual([
      '1 day × 1,200 BDT: 1200',
      '1 hour at 150 BDT an hour: 150',
      'Second helmet: 2 × 2 days × 50 BDT: 200',
      'Raincoat: 2 days × 30 BDT: 60',
      'Advance, paid when booking: -100',
    ]);
    expect(lines({ period: period('2026-12-07T10:00', '2026-12-08T11:00'), addOns: [helmet] }, 'bn')[2]).toBe(
      'বাড়তি হেলমেট: ২টি × ২ দিন × ৫০৳: 200',
    );
    expect([0, 1, 1440, 1441, 14 * 1440].map(startedDays)).toEqual([1, 1, 1, 2, 14]);
  });

  it('takes a percent coupon off the rent with its rules, not off the add-ons', () => {
    const charge = price({
      period: period('2026-12-11T10:00', '2026-12-11T14:00'),
      rules: [weekend],
      addOns: [raincoat],
      coupon: { code: 'EID10', kind: 'percent', value: 10 },
    });
    expect(charge.lines.map((l) => `${l.label.en}: ${l.amount}`).slice(2)).toEqual([
      'Raincoat: 1 day × 30 BDT: 30',
      'Coupon EID10: 10% off the rent: -72',
      'Advance, paid when booking: -100',
    ]);
    expect(charge).toMatchObject({ rentalCharge: 720, addOnsCharge: 30, discount: 72, total: 678, balance: 578 });
  });

  it('takes fixed taka off, and never more than the rent', () => {
    const at = period('2026-12-07T10:00', '2026-12-07T12:00');
    expect(price({ period: at, coupon: { code: 'SAVE50', kind: 'fixed', value: 50 } })).toMatchObject({
      rentalCharge: 300,
      discount: 50,
      total: 250,
    });
    const big = price({ period: at, addOns: [raincoat], coupon: { code: 'FREE', kind: 'fixed', value: 1000 } });
    expect(big).toMatchObject({ rentalCharge: 300, discount: 300, total: 30, balance: -70 });
    expect(big.lines.find((l) => l.kind === 'coupon')?.label).toEqual({
      en: 'Coupon FREE: 1,000 BDT off the rent',
      bn: 'কুপন FREE: ভাড়ায় ১,০০০৳ ছাড়',
    });
    expect(couponDiscount(300, { code: 'ALL', kind: 'percent', value: 100 })).toBe(300);
    expect(couponDiscount(5, { code: 'HALF', kind: 'percent', value: 50 })).toBe(3); // 2.5 rounds up
  });

  it('leaves a negative balance when the charge is less than the advance', () => {
    const start = dhaka('2026-12-07T10:00');
    const charge = priceRental({
      prices: { pricePerHour: 60, pricePerDay: 480, pricePerWeek: 2400 },
      period: { start, end: after(start, 60) },
    });
    expect(charge).toMatchObject({ total: 60, advance: 100, balance: -40 });
    expect(priceRental({ prices, period: { start, end: after(start, 60) }, advance: 0 }).balance).toBe(150);
  });

  it('refuses prices, add-ons and coupons that are not whole taka', () => {
    const at = period('2026-12-07T10:00', '2026-12-07T12:00');
    expect(() => priceRental({ prices: { ...prices, pricePerDay: 12.5 }, period: at })).toThrow(RangeError);
    expect(() => price({ period: at, addOns: [{ ...helmet, quantity: 0 }] })).toThrow(RangeError);
    expect(() => price({ period: at, coupon: { code: 'X', kind: 'percent', value: 120 } })).toThrow(RangeError);
    expect(() => price({ period: at, coupon: { code: 'X', kind: 'fixed', value: -5 } })).toThrow(RangeError);
  });
});

describe('properties', () => {
  const MAX_MINUTES = 30 * 1440;
  /** Any whole prices, in no order. */
  const anyPrices = fc.record({
    pricePerHour: fc.integer({ min: 0, max: 5000 }),
    pricePerDay: fc.integer({ min: 0, max: 50_000 }),
    pricePerWeek: fc.integer({ min: 0, max: 300_000 }),
  });
  /** Prices a shop sets: a day no dearer than 24 hours, a week no dearer than 7 days. */
  const shopPrices = fc
    .record({ hour: fc.integer({ min: 1, max: 5000 }), dayShare: fc.double({ min: 0, max: 1, noNaN: true }) })
    .chain(({ hour, dayShare }) => {
      const day = Math.floor(24 * hour * dayShare);
      return fc
        .integer({ min: 0, max: 7 * day })
        .map((week) => ({ pricePerHour: hour, pricePerDay: day, pricePerWeek: week }));
    });
  /** A start on a whole minute in 2026 or 2027. */
  const anyStart = fc
    .integer({ min: 0, max: 2 * 365 * 1440 })
    .map((minute) => new Date(Date.UTC(2026, 0, 1) + minute * MINUTE));
  const anyRule = fc.record({
    name: fc.constant({ en: 'Rule', bn: 'নিয়ম' }),
    kind: fc.constantFrom<'weekend' | 'dates'>('weekend', 'dates'),
    percent: fc.integer({ min: -50, max: 100 }),
    from: fc.integer({ min: 0, max: 700 }),
    days: fc.integer({ min: 0, max: 40 }),
  });
  const isoDay = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
  const toRule = (r: typeof anyRule extends fc.Arbitrary<infer R> ? R : never, index: number): PriceRule => ({
    id: `${index}`,
    name: r.name,
    kind: r.kind,
    percent: r.percent,
    from: isoDay(r.from),
    to: isoDay(r.from + r.days),
  });

  it('never charges more than the hourly price of the same minutes, whatever the prices', () => {
    fc.assert(
      fc.property(anyPrices, fc.integer({ min: 60, max: MAX_MINUTES }), (p, minutes) => {
        expect(timeBlocks(p, minutes).charge).toBeLessThanOrEqual(rentalCharge(p.pricePerHour, minutes));
      }),
    );
    fc.assert(
      fc.property(shopPrices, anyStart, fc.integer({ min: 60, max: MAX_MINUTES }), (p, start, minutes) => {
        const charge = priceRental({ prices: p, period: { start, end: after(start, minutes) } });
        expect(charge.rentalCharge).toBeLessThanOrEqual(rentalCharge(p.pricePerHour, minutes));
      }),
    );
  });

  it('never charges less for a longer period without rules, or with one rule over all of it', () => {
    const allTime: PriceRule = { ...eid, from: '2025-01-01', to: '2028-12-31' };
    fc.assert(
      fc.property(
        anyPrices,
        anyStart,
        fc.integer({ min: 0, max: MAX_MINUTES }),
        fc.integer({ min: 0, max: 3 * 1440 }),
        fc.integer({ min: -50, max: 100 }),
        (p, start, minutes, more, percent) => {
          const rules = [{ ...allTime, percent }];
          const shorter = { start, end: after(start, minutes) };
          const longer = { start, end: after(start, minutes + more) };
          expect(priceRental({ prices: p, period: longer }).rentalCharge).toBeGreaterThanOrEqual(
            priceRental({ prices: p, period: shorter }).rentalCharge,
          );
          expect(priceRental({ prices: p, period: longer, rules }).rentalCharge).toBeGreaterThanOrEqual(
            priceRental({ prices: p, period: shorter, rules }).rentalCharge,
          );
        },
      ),
    );
  });

  /** Friday 00:00 in Dhaka, where the weekend begins, a week apart over 2026 and 2027. */
  const anyFriday = fc
    .integer({ min: 0, max: 100 })
    .map((week) => dhaka('2026-01-02T00:00').getTime() + week * 7 * 1440 * MINUTE);

  it('charges a period split across a rule boundary by each side’s own rule', () => {
    fc.assert(
      fc.property(
        anyFriday,
        anyPrices,
        fc.integer({ min: 1, max: 5 * 1440 }),
        fc.integer({ min: 1, max: 2 * 1440 }),
        fc.integer({ min: -50, max: 100 }),
        fc.integer({ min: -50, max: 100 }),
        (friday, p, before, inside, weekdayPercent, weekendPercent) => {
          const boundary = new Date(friday);
          const weekdays: PriceRule = {
            id: 'weekdays',
            name: { en: 'Weekdays', bn: 'কাজের দিন' },
            kind: 'dates',
            from: new Date(friday - 5 * 1440 * MINUTE + 6 * 60 * MINUTE).toISOString().slice(0, 10),
            to: new Date(friday - 1440 * MINUTE + 6 * 60 * MINUTE).toISOString().slice(0, 10),
            percent: weekdayPercent,
          };
          const rules = [{ ...weekend, percent: weekendPercent }, weekdays];
          const whole = { start: after(boundary, -before), end: after(boundary, inside) };
          // Each rule wins exactly the minutes on its side.
          expect(minutesByRule(whole, rules).map(({ rule, minutes }) => [rule.id, minutes])).toEqual([
            ['wknd', inside],
            ['weekdays', before],
          ]);
          // Each rule's line is its percentage of its side's share of the time charge.
          const charge = priceRental({ prices: p, period: whole, rules });
          const share = (percent: number, minutes: number) =>
            Math.floor(
              (2 * percent * charge.timeCharge * minutes + 100 * (before + inside)) / (200 * (before + inside)),
            );
          expect(charge.rentalCharge).toBe(
            charge.timeCharge + share(weekendPercent, inside) + share(weekdayPercent, before),
          );
        },
      ),
    );
  });

  it('charges the two sides of a rule boundary as two rentals when time is priced by the hour alone', () => {
    fc.assert(
      fc.property(
        anyFriday,
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 5 * 24 }),
        fc.integer({ min: 1, max: 2 * 24 }),
        fc.integer({ min: -50, max: 100 }),
        (friday, hour, hoursBefore, hoursInside, percent) => {
          const linear = { pricePerHour: hour, pricePerDay: 24 * hour, pricePerWeek: 7 * 24 * hour };
          const rules = [{ ...weekend, percent }];
          const boundary = new Date(friday);
          const start = after(boundary, -hoursBefore * 60);
          const end = after(boundary, hoursInside * 60);
          const of = (from: Date, to: Date) =>
            priceRental({ prices: linear, period: { start: from, end: to }, rules }).rentalCharge;
          expect(of(start, end)).toBe(of(start, boundary) + of(boundary, end));
        },
      ),
    );
  });

  it('makes every line whole taka, adding up to the balance', () => {
    fc.assert(
      fc.property(
        anyPrices,
        anyStart,
        fc.integer({ min: 0, max: 16 * 1440 }),
        fc.array(anyRule, { maxLength: 4 }),
        fc.array(
          fc.record({ pricePerDay: fc.integer({ min: 0, max: 500 }), quantity: fc.integer({ min: 1, max: 4 }) }),
          {
            maxLength: 3,
          },
        ),
        fc.option(
          fc.oneof(
            fc.record({
              code: fc.constant('P'),
              kind: fc.constant('percent' as const),
              value: fc.integer({ min: 0, max: 100 }),
            }),
            fc.record({
              code: fc.constant('F'),
              kind: fc.constant('fixed' as const),
              value: fc.integer({ min: 0, max: 20_000 }),
            }),
          ),
        ),
        (p, start, minutes, rules, addOns, coupon) => {
          const charge = priceRental({
            prices: p,
            period: { start, end: after(start, minutes) },
            rules: rules.map(toRule),
            addOns: addOns.map((a, i) => ({ ...a, code: `a${i}`, name: { en: 'Add-on', bn: 'বাড়তি' } })),
            coupon,
          });
          for (const line of charge.lines) expect(Number.isInteger(line.amount), line.label.en).toBe(true);
          expect(charge.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(charge.balance);
          expect(charge.total).toBe(charge.rentalCharge + charge.addOnsCharge - charge.discount);
          expect(charge.discount).toBeGreaterThanOrEqual(0);
          expect(charge.discount).toBeLessThanOrEqual(Math.max(0, charge.rentalCharge));
          expect(charge.rentalCharge).toBeGreaterThanOrEqual(0);
          expect(new Set(charge.lines.map((line) => line.key)).size).toBe(charge.lines.length);
        },
      ),
    );
  });
});
