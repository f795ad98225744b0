import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BikePrices } from './bikes.ts';
import {
  type AddOnChoice,
  type Charge,
  type ChargeInput,
  type PriceRule,
  couponDiscount,
  minutesByRule,
  priceRental,
  roundedShare,
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
const winter: PriceRule = {
  id: 'winter',
  name: { en: 'Winter offer', bn: 'শীতের ছাড়' },
  kind: 'dates',
  from: '2026-12-01',
  to: '2026-12-31',
  percent: -20,
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

describe('dated rules: a percentage of the price of the minutes they win', () => {
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

  it('prices a rule’s minutes as blocks of their own: 3 days with a whole Friday pay 20% of a day', () => {
    // Wednesday 9 Dec to Saturday 12 Dec, midnight to midnight: Wednesday, Thursday and Friday.
    expect(lines({ period: period('2026-12-09T00:00', '2026-12-12T00:00'), rules: [weekend] })).toEqual([
      '3 days × 1,200 BDT: 3600',
      'Weekend +20% (1 day): 240',
      'Advance, paid when booking: -100',
    ]);
    // To Saturday 10:00: the weekend's 1 day 10 hours cost 2 days (10 hours are dearer than a day).
    expect(lines({ period: period('2026-12-09T00:00', '2026-12-12T10:00'), rules: [weekend] })[1]).toBe(
      'Weekend +20% (1 day 10 hours): 480',
    );
  });

  it('charges a few weekend hours the percentage of those hours, however the period is capped', () => {
    // Thursday 20:00 to Friday 02:00: 6 hours, 2 of them weekend: 20% of 2 hours at 150.
    expect(lines({ period: period('2026-12-10T20:00', '2026-12-11T02:00'), rules: [weekend] })).toEqual([
      '6 hours at 150 BDT an hour: 900',
      'Weekend +20% (2 hours): 60',
      'Advance, paid when booking: -100',
    ]);
    // Thursday 12:00 to Friday 02:00: 14 hours cost a day; the weekend's 2 hours still add 20% of 2 hours.
    expect(lines({ period: period('2026-12-10T12:00', '2026-12-11T02:00'), rules: [weekend] })).toEqual([
      '1 day × 1,200 BDT: 1200',
      'Weekend +20% (2 hours): 60',
      'Advance, paid when booking: -100',
    ]);
    // Saturday 22:00 to Sunday 02:00: 2 hours of weekend, and none after Saturday night.
    const charge = price({ period: period('2026-12-12T22:00', '2026-12-13T02:00'), rules: [weekend] });
    expect(charge.lines.find((l) => l.kind === 'rule')).toMatchObject({ amount: 60, minutes: 120 });
  });

  it('rules a period under an hour as its first hour, and a rule’s minutes without the shortest charge', () => {
    // Friday 10:00 to 10:30: charged as the hour to 11:00, all of it weekend.
    const friday = dhaka('2026-12-11T10:00');
    expect(lines({ period: { start: friday, end: after(friday, 30) }, rules: [weekend] }).slice(0, 2)).toEqual([
      '1 hour, the shortest charge, at 150 BDT an hour: 150',
      'Weekend +20% (1 hour): 30',
    ]);
    // Thursday 23:30 to 23:45: the hour to Friday 00:30 has 30 weekend minutes, 20% of 75 BDT.
    const thursday = dhaka('2026-12-10T23:30');
    expect(lines({ period: { start: thursday, end: after(thursday, 15) }, rules: [weekend] })[1]).toBe(
      'Weekend +20% (30 minutes): 15',
    );
  });

  it('adds Eid’s 50% to its Dhaka dates, from the first to the last, priced as the days they are', () => {
    // Monday 8 March 20:00 to Tuesday 9 March 08:00: 8 of its 12 hours are Eid's; 8 hours cost 1,200.
    expect(lines({ period: period('2027-03-08T20:00', '2027-03-09T08:00'), rules: [eid] }).slice(0, 2)).toEqual([
      '1 day × 1,200 BDT: 1200',
      'Eid +50% (8 hours): 600',
    ]);
    // Monday 8 March 12:00 to Friday 12 March 12:00: the three days of Eid are 3 days' price, half of it more;
    // Friday's 12 hours are weekend, and cost a day.
    expect(lines({ period: period('2027-03-08T12:00', '2027-03-12T12:00'), rules: [weekend, eid] })).toEqual([
      '4 days × 1,200 BDT: 4800',
      'Weekend +20% (12 hours): 240',
      'Eid +50% (3 days): 1800',
      'Advance, paid when booking: -100',
    ]);
    // The whole of the last day counts, not a minute more.
    expect(minutesByRule(period('2027-03-11T00:00', '2027-03-12T06:00'), [eid])).toEqual([
      { rule: eid, minutes: 1440 },
    ]);
  });

  it('gives each minute the highest percentage of the rules covering it', () => {
    // Thursday 18:00 to Friday 06:00: 6 hours at −20%, 6 hours at +20% (not −20%); 12 hours cost a day.
    expect(lines({ period: period('2026-12-10T18:00', '2026-12-11T06:00'), rules: [winter, weekend] })).toEqual([
      '1 day × 1,200 BDT: 1200',
      'Winter offer -20% (6 hours): -180',
      'Weekend +20% (6 hours): 180',
      'Advance, paid when booking: -100',
    ]);
    // Of two raises, the higher one; of equal ones, the first listed.
    const bigWeekend = { ...weekend, id: 'big', percent: 40 };
    expect(minutesByRule(period('2026-12-11T10:00', '2026-12-11T12:00'), [weekend, bigWeekend])).toEqual([
      { rule: bigWeekend, minutes: 120 },
    ]);
    expect(
      price({ period: period('2026-12-11T10:00', '2026-12-11T12:00'), rules: [weekend, bigWeekend] }),
    ).toMatchObject({ rentalCharge: 300 + 120 });
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

  it('charges each side of a rule’s boundary by its own rule, the raises together capped', () => {
    // Thursday 11 March 12:00 (Eid, +50%) to Friday 12 March 12:00 (weekend, +20%): 12 hours each, a day in
    // all, and each side's 12 hours cost a day: 600 and 240. Together the raises add at most Eid's 50% of the
    // day's 1,200, so the cap takes 240 off: 1,800, not 70% more.
    expect(lines({ period: period('2027-03-11T12:00', '2027-03-12T12:00'), rules: [weekend, eid] })).toEqual([
      '1 day × 1,200 BDT: 1200',
      'Weekend +20% (12 hours): 240',
      'Eid +50% (12 hours): 600',
      'Price rules capped at +50% of the time charge: -240',
      'Advance, paid when booking: -100',
    ]);
    expect(lines({ period: period('2027-03-11T12:00', '2027-03-12T12:00'), rules: [weekend, eid] }, 'bn')[3]).toBe(
      'সব বাড়তি দাম মিলিয়ে সময়ের ভাড়ার সর্বোচ্চ +৫০%: -240',
    );
    const charge = price({ period: period('2027-03-11T12:00', '2027-03-12T12:00'), rules: [weekend, eid] });
    expect(charge.lines[3]).toEqual({
      kind: 'rule',
      key: 'cap',
      label: {
        en: 'Price rules capped at +50% of the time charge',
        bn: 'সব বাড়তি দাম মিলিয়ে সময়ের ভাড়ার সর্বোচ্চ +৫০%',
      },
      amount: -240,
    });
    expect(charge).toMatchObject({ timeCharge: 1200, rentalCharge: 1800 });
  });

  it('leaves the raises alone when they add no more than the highest of them would on all the time', () => {
    // A weekend alone, Friday and Saturday: one raising rule is never capped.
    expect(price({ period: period('2026-12-11T00:00', '2026-12-13T00:00'), rules: [weekend, eid] })).toMatchObject({
      timeCharge: 2400,
      rentalCharge: 2880,
    });
    // 3 days with a whole Friday: 240 ≤ 20% of 3,600.
    expect(lines({ period: period('2026-12-09T00:00', '2026-12-12T00:00'), rules: [weekend, eid] })).toEqual([
      '3 days × 1,200 BDT: 3600',
      'Weekend +20% (1 day): 240',
      'Advance, paid when booking: -100',
    ]);
    // Eid's 3 days and Friday's 12 hours: 1,800 + 240 ≤ 50% of 4 days' 4,800.
    expect(price({ period: period('2027-03-08T12:00', '2027-03-12T12:00'), rules: [weekend, eid] })).toMatchObject({
      rentalCharge: 4800 + 1800 + 240,
    });
  });

  it('caps the raising lines only: a discount is neither capped nor counted towards the cap', () => {
    // At 3,600 a week (3 days' price), Monday 8 March 2027 00:00 (20% off) to Friday 12 March 04:00 is a
    // week's price. Eid's 3 days add half of 3,600, already 50% of the time charge, so the weekend's 4 hours
    // are capped away; Monday's 20% off its day comes off all the same.
    const monday: PriceRule = { ...winter, id: 'mon', from: '2027-03-08', to: '2027-03-08' };
    const charge = priceRental({
      prices: { pricePerHour: 150, pricePerDay: 1200, pricePerWeek: 3600 },
      period: period('2027-03-08T00:00', '2027-03-12T04:00'),
      rules: [weekend, eid, monday],
    });
    expect(charge.lines.map((l) => `${l.label.en}: ${l.amount}`)).toEqual([
      '1 week × 3,600 BDT: 3600',
      'Weekend +20% (4 hours): 120',
      'Eid +50% (3 days): 1800',
      'Winter offer -20% (1 day): -240',
      'Price rules capped at +50% of the time charge: -120',
      'Advance, paid when booking: -100',
    ]);
    expect(charge.rentalCharge).toBe(3600 + 1800 - 240);
  });

  it('rounds the cap once: by the hour alone it takes off at most a taka of the sides’ rounding', () => {
    // 3 BDT an hour, Thursday 23:00 (Eid, +50%) to Friday 01:00 (weekend at +50%): each hour's 1.5 rounds to
    // 2, but 50% of the 2 hours' 6 is 3.
    const start = dhaka('2027-03-11T23:00');
    const charge = priceRental({
      prices: { pricePerHour: 3, pricePerDay: 72, pricePerWeek: 504 },
      period: { start, end: after(start, 120) },
      rules: [{ ...weekend, percent: 50 }, eid],
    });
    expect(charge.lines.map((l) => `${l.label.en}: ${l.amount}`).slice(1, 4)).toEqual([
      'Weekend +50% (1 hour): 2',
      'Eid +50% (1 hour): 2',
      'Price rules capped at +50% of the time charge: -1',
    ]);
    expect(charge.rentalCharge).toBe(9);
  });

  it('never charges less for a later return: 8 more plain hours after a weekend evening', () => {
    // Saturday 16:00 to midnight: 8 weekend hours, 1,200 + 20%. To Sunday 08:00: 16 hours still cost a day, and
    // the weekend's 8 hours still add 20% of their own price. (Spread over the period's minutes, the rule
    // once took 20% of half the day here: 1,320.)
    expect(price({ period: period('2026-12-12T16:00', '2026-12-13T00:00'), rules: [weekend] }).rentalCharge).toBe(1440);
    expect(price({ period: period('2026-12-12T16:00', '2026-12-13T08:00'), rules: [weekend] }).rentalCharge).toBe(1440);
  });

  it('keeps a discount from making a later return cheaper, with a line of its own', () => {
    // Monday 16:00 to Tuesday 02:00: 10 hours cost a day; Tuesday's 2 hours are 50% off. To midnight, 8 hours
    // cost the same day's price with no discount: the 2 hours more may not cost less.
    const tuesdayOff: PriceRule = { ...winter, id: 'tue', from: '2026-12-08', to: '2026-12-08', percent: -50 };
    const at = period('2026-12-07T16:00', '2026-12-08T02:00');
    expect(lines({ period: at, rules: [tuesdayOff] })).toEqual([
      '1 day × 1,200 BDT: 1200',
      'Winter offer -50% (2 hours): -150',
      'Never less than a shorter rental (8 hours): 150',
      'Advance, paid when booking: -100',
    ]);
    expect(lines({ period: at, rules: [tuesdayOff] }, 'bn')[2]).toBe('কম সময়ের ভাড়ার চেয়ে কম নয় (৮ ঘণ্টা): 150');
    expect(price({ period: at, rules: [tuesdayOff] }).lines[2]).toMatchObject({ kind: 'rule', key: 'floor' });
    expect(price({ period: period('2026-12-07T16:00', '2026-12-08T00:00'), rules: [tuesdayOff] }).rentalCharge).toBe(
      1200,
    );
    // Until 12:00 on Tuesday, the 20 hours cost a day and the discount's 12 hours half a day: still lifted to
    // 1,200.
    expect(price({ period: period('2026-12-07T16:00', '2026-12-08T12:00'), rules: [tuesdayOff] })).toMatchObject({
      rentalCharge: 1200,
    });
    // Where the time charge rises with the discount's hours, they cost their half and no floor is needed.
    const short = price({ period: period('2026-12-07T20:00', '2026-12-08T02:00'), rules: [tuesdayOff] });
    expect(short.lines.map((l) => `${l.label.en}: ${l.amount}`).slice(0, 2)).toEqual([
      '6 hours at 150 BDT an hour: 900',
      'Winter offer -50% (2 hours): -150',
    ]);
    expect(short.rentalCharge).toBe(750);
  });

  it('finds the dearest shorter period at the end of one discount before another, and at the shortest charge', () => {
    // Monday 16:00 to Tuesday 02:00, Monday 10% off and Tuesday 50% off: the 8 hours to midnight cost the day's
    // 1,200 less 10% of it; after midnight the day's price stays and Tuesday's hours take their half off.
    const mondayOff: PriceRule = { ...winter, id: 'mon', from: '2026-12-07', to: '2026-12-07', percent: -10 };
    const tuesdayOff: PriceRule = { ...winter, id: 'tue', from: '2026-12-08', to: '2026-12-08', percent: -50 };
    expect(lines({ period: period('2026-12-07T16:00', '2026-12-08T02:00'), rules: [mondayOff, tuesdayOff] })).toEqual([
      '1 day × 1,200 BDT: 1200',
      'Winter offer -10% (8 hours): -120',
      'Winter offer -50% (2 hours): -150',
      'Never less than a shorter rental (8 hours): 150',
      'Advance, paid when booking: -100',
    ]);
    // 30 BDT an hour or a day: from Monday 23:30, the shortest charge has 30 minutes of Tuesday at 50% off
    // (half of 15 BDT, -7.5 rounded up to -7); a minute more is 31 minutes off (half of 16) at the same 30.
    const start = dhaka('2026-12-07T23:30');
    const cheap = { pricePerHour: 30, pricePerDay: 30, pricePerWeek: 210 };
    expect(priceRental({ prices: cheap, period: { start, end: after(start, 60) }, rules: [tuesdayOff] })).toMatchObject(
      {
        rentalCharge: 23,
      },
    );
    expect(
      priceRental({ prices: cheap, period: { start, end: after(start, 61) }, rules: [tuesdayOff] }).lines.map(
        (l) => `${l.label.en}: ${l.amount}`,
      ),
    ).toEqual([
      '1 day × 30 BDT: 30',
      'Winter offer -50% (31 minutes): -8',
      'Never less than a shorter rental (1 hour): 1',
      'Advance, paid when booking: -100',
    ]);
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
  /** Valid prices: any whole ones, and often ones whose day and week cap the hours. */
  const validPrices = fc.oneof(anyPrices, shopPrices);
  /** A start on a whole minute in 2026 or 2027. */
  const anyStart = fc
    .integer({ min: 0, max: 2 * 365 * 1440 })
    .map((minute) => new Date(Date.UTC(2026, 0, 1) + minute * MINUTE));
  const isoDay = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
  /**
   * A start, and rules around it: weekends (bounded by dates or not) and date ranges from a few days before
   * the start to two weeks after it, each a raise or a discount.
   */
  const anyScene = (maxRules: number) =>
    fc
      .record({
        minute: fc.integer({ min: 0, max: 2 * 365 * 1440 }),
        rules: fc.array(
          fc.record({
            kind: fc.constantFrom<'weekend' | 'dates'>('weekend', 'dates'),
            bounded: fc.boolean(),
            percent: fc.integer({ min: -50, max: 100 }),
            from: fc.integer({ min: -3, max: 16 }),
            days: fc.integer({ min: 0, max: 6 }),
          }),
          { maxLength: maxRules },
        ),
      })
      .map(({ minute, rules }) => {
        const day = Math.floor(minute / 1440);
        return {
          start: new Date(Date.UTC(2026, 0, 1) + minute * MINUTE),
          rules: rules.map((r, i): PriceRule => ({
            id: `${i}`,
            name: { en: `Rule ${i}`, bn: `নিয়ম ${i}` },
            kind: r.kind,
            percent: r.percent,
            ...(r.kind === 'dates' || r.bounded
              ? { from: isoDay(day + r.from), to: isoDay(day + r.from + r.days) }
              : {}),
          })),
        };
      });
  const anyAddOns = fc
    .array(fc.record({ pricePerDay: fc.integer({ min: 0, max: 500 }), quantity: fc.integer({ min: 1, max: 4 }) }), {
      maxLength: 3,
    })
    .map((addOns) => addOns.map((a, i) => ({ ...a, code: `a${i}`, name: { en: 'Add-on', bn: 'বাড়তি' } })));
  const anyCoupon = fc.option(
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
  );
  /** The cheapest blocks of a rule's minutes: `timeBlocks` from an hour, and under one an hour's part, a day or a week. */
  const blocksOf = (p: BikePrices, minutes: number) =>
    minutes >= 60
      ? timeBlocks(p, minutes).charge
      : Math.min(rentalCharge(p.pricePerHour, minutes), p.pricePerDay, p.pricePerWeek);
  const floorOf = (charge: Charge) => charge.lines.find((line) => line.key === 'floor')?.amount ?? 0;

  /** Prices whose day caps the hours (after 1 to 23 of them) and whose week caps the days. */
  const cappedPrices = fc
    .record({
      hour: fc.integer({ min: 1, max: 5000 }),
      hours: fc.integer({ min: 1, max: 23 }),
      days: fc.integer({ min: 1, max: 7 }),
    })
    .map(({ hour, hours, days }) => ({
      pricePerHour: hour,
      pricePerDay: hour * hours,
      pricePerWeek: hour * hours * days,
    }));
  /**
   * Where a floor is often needed: a discount of one to three Dhaka days beginning up to a day after the
   * start, a period ending up to a day into it, and a couple of other rules about.
   */
  const discountScene = fc
    .record({
      day: fc.integer({ min: 0, max: 700 }),
      before: fc.integer({ min: 0, max: 1440 }),
      into: fc.integer({ min: 1, max: 1440 }),
      percent: fc.integer({ min: -50, max: -1 }),
      days: fc.integer({ min: 0, max: 2 }),
      others: fc.array(
        fc.record({
          kind: fc.constantFrom<'weekend' | 'dates'>('weekend', 'dates'),
          percent: fc.integer({ min: -50, max: 100 }),
          from: fc.integer({ min: -3, max: 5 }),
          days: fc.integer({ min: 0, max: 3 }),
        }),
        { maxLength: 2 },
      ),
    })
    .map(({ day, before, into, percent, days, others }) => ({
      // Dhaka's midnight starting `day` is 18:00 UTC the evening before.
      start: new Date(Date.UTC(2026, 0, 1 + day) - 6 * 60 * MINUTE - before * MINUTE),
      minutes: before + into,
      rules: [
        { ...winter, id: 'off', from: isoDay(day), to: isoDay(day + days), percent },
        ...others.map((r, i): PriceRule => ({
          id: `${i}`,
          name: { en: `Rule ${i}`, bn: `নিয়ম ${i}` },
          kind: r.kind,
          percent: r.percent,
          from: isoDay(day + r.from),
          to: isoDay(day + r.from + r.days),
        })),
      ],
    }));

  /**
   * Where the cap often bites: two to four rules on runs of one or two Dhaka days one after another, mostly
   * raises (now and then a discount among them, for the floor), and a period from up to a day before the
   * first run's end to up to two days after it, so that its sides are often each capped by a block.
   */
  const capScene = fc
    .record({
      day: fc.integer({ min: 0, max: 700 }),
      before: fc.integer({ min: 1, max: 1440 }),
      // Mostly within a day of it: a period of a day or so, each side priced as much as a day.
      after: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 1440 }), weight: 3 },
        fc.integer({ min: 1, max: 2 * 1440 }),
      ),
      runs: fc.array(
        fc.record({
          // Raises, often the round ones a shop sets, and a discount now and then.
          percent: fc.oneof(
            { arbitrary: fc.constantFrom(20, 50, 100), weight: 2 },
            { arbitrary: fc.integer({ min: 1, max: 100 }), weight: 2 },
            { arbitrary: fc.integer({ min: -50, max: -1 }), weight: 1 },
          ),
          days: fc.integer({ min: 0, max: 1 }),
        }),
        { minLength: 2, maxLength: 4 },
      ),
    })
    .map(({ day, before, after: past, runs }) => {
      let from = day;
      const rules = runs.map((r, i): PriceRule => {
        const rule: PriceRule = {
          id: `${i}`,
          name: { en: `Rule ${i}`, bn: `নিয়ম ${i}` },
          kind: 'dates',
          percent: r.percent,
          from: isoDay(from),
          to: isoDay(from + r.days),
        };
        from += r.days + 1;
        return rule;
      });
      // The first run ends at Dhaka's midnight starting day + its days + 1: 18:00 UTC the evening before.
      const firstEnd = Date.UTC(2026, 0, 1 + day + (runs[0]?.days ?? 0) + 1) - 6 * 60 * MINUTE;
      return { start: new Date(firstEnd - before * MINUTE), minutes: before + past, rules };
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

  it('never charges less for a later return, whatever the prices and the rules', () => {
    fc.assert(
      fc.property(
        validPrices,
        anyScene(20),
        fc.integer({ min: 0, max: 15 * 1440 }),
        fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 * 1440 })),
        anyAddOns,
        anyCoupon,
        (p, { start, rules }, minutes, more, addOns, coupon) => {
          const booked = priceRental({
            prices: p,
            period: { start, end: after(start, minutes) },
            rules,
            addOns,
            coupon,
          });
          const extended = priceRental({
            prices: p,
            period: { start, end: after(start, minutes + more) },
            rules,
            addOns,
            coupon,
          });
          expect(extended.rentalCharge).toBeGreaterThanOrEqual(booked.rentalCharge);
          expect(extended.total).toBeGreaterThanOrEqual(booked.total);
        },
      ),
    );
    fc.assert(
      fc.property(
        cappedPrices,
        discountScene,
        fc.integer({ min: 1, max: 24 * 60 }),
        (p, { start, rules, minutes }, more) => {
          const of = (m: number) => priceRental({ prices: p, period: { start, end: after(start, m) }, rules });
          expect(of(minutes + more).rentalCharge).toBeGreaterThanOrEqual(of(minutes).rentalCharge);
        },
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        cappedPrices,
        capScene,
        fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 2 * 1440 })),
        (p, { start, rules, minutes }, more) => {
          const of = (m: number) => priceRental({ prices: p, period: { start, end: after(start, m) }, rules });
          expect(of(minutes + more).rentalCharge).toBeGreaterThanOrEqual(of(minutes).rentalCharge);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('charges time and capped rules, lifted to the dearest shorter period only after a discount', () => {
    const check = (p: BikePrices, start: Date, rules: PriceRule[], minutes: number) => {
      const charge = priceRental({ prices: p, period: { start, end: after(start, minutes) }, rules });
      // Each rule's line: its percentage of the blocks of the minutes it wins (of the first hour, at least).
      const won = minutesByRule({ start, end: after(start, Math.max(60, minutes)) }, rules);
      const ruleLines = won
        .filter(({ rule }) => rule.percent !== 0)
        .map(({ rule, minutes: w }) => ({
          key: `rule:${rule.id}`,
          percent: rule.percent,
          amount: roundedShare(rule.percent * blocksOf(p, w), 100),
        }));
      expect(charge.lines.filter((l) => l.key.startsWith('rule:')).map((l) => [l.key, l.amount])).toEqual(
        ruleLines.map(({ key, amount }) => [key, amount]),
      );
      // The raising lines together add at most the highest raising percentage of the time charge.
      const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);
      const raising = ruleLines.filter(({ percent }) => percent > 0);
      const ceiling = roundedShare(Math.max(0, ...raising.map(({ percent }) => percent)) * charge.timeCharge, 100);
      const cap = Math.min(0, ceiling - sum(raising.map(({ amount }) => amount)));
      expect(charge.lines.filter((l) => l.key === 'cap').map((l) => l.amount)).toEqual(cap < 0 ? [cap] : []);
      // One raising rule is never capped: its minutes' blocks cost no more than the period's.
      if (raising.length <= 1) expect(cap).toBe(0);
      const raw = charge.timeCharge + sum(ruleLines.map(({ amount }) => amount)) + cap;
      expect(charge.rentalCharge).toBe(raw + floorOf(charge));
      // Whatever the floor lifts it to, the rent is never more than the time and its highest raise.
      expect(charge.rentalCharge).toBeLessThanOrEqual(charge.timeCharge + ceiling);
      // The floor is exactly what keeps the charge at the dearest shorter period: the period a minute shorter
      // is itself so charged, so by induction the charge is the highest time and rules of any shorter end.
      const shorter = priceRental({ prices: p, period: { start, end: after(start, minutes - 1) }, rules });
      expect(charge.rentalCharge).toBe(minutes <= 60 ? raw : Math.max(raw, shorter.rentalCharge));
      const floor = charge.lines.find((l) => l.key === 'floor');
      if (floor) {
        expect(rules.some((rule) => rule.percent < 0)).toBe(true);
        expect(floor.amount).toBeGreaterThan(0);
        // It names a shorter period that costs as much.
        const named = priceRental({ prices: p, period: { start, end: after(start, floor.minutes ?? 0) }, rules });
        expect(floor.minutes).toBeLessThan(minutes);
        expect(named.rentalCharge).toBe(charge.rentalCharge);
      }
    };
    fc.assert(
      fc.property(validPrices, anyScene(6), fc.integer({ min: 1, max: 3 * 1440 }), (p, { start, rules }, minutes) =>
        check(p, start, rules, minutes),
      ),
    );
    fc.assert(
      fc.property(cappedPrices, discountScene, (p, { start, rules, minutes }) => check(p, start, rules, minutes)),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(cappedPrices, capScene, (p, { start, rules, minutes }) => check(p, start, rules, minutes)),
      { numRuns: 300 },
    );
  });

  /** Friday 00:00 in Dhaka, where the weekend begins, a week apart over 2026 and 2027. */
  const anyFriday = fc
    .integer({ min: 0, max: 100 })
    .map((week) => dhaka('2026-01-02T00:00').getTime() + week * 7 * 1440 * MINUTE);

  /** The weekend at one percentage, and the five days before it (Sunday to Thursday) at another. */
  const sides = (friday: number, weekdayPercent: number, weekendPercent: number): PriceRule[] => [
    { ...weekend, percent: weekendPercent },
    {
      id: 'weekdays',
      name: { en: 'Weekdays', bn: 'কাজের দিন' },
      kind: 'dates',
      from: new Date(friday - 5 * 1440 * MINUTE + 6 * 60 * MINUTE).toISOString().slice(0, 10),
      to: new Date(friday - 1440 * MINUTE + 6 * 60 * MINUTE).toISOString().slice(0, 10),
      percent: weekdayPercent,
    },
  ];

  it('charges a period split across a rule boundary by each side’s own rule', () => {
    fc.assert(
      fc.property(
        anyFriday,
        validPrices,
        fc.integer({ min: 60, max: 5 * 1440 }),
        fc.integer({ min: 60, max: 2 * 1440 }),
        fc.integer({ min: -50, max: 100 }),
        fc.integer({ min: -50, max: 100 }),
        (friday, p, before, inside, weekdayPercent, weekendPercent) => {
          const boundary = new Date(friday);
          const rules = sides(friday, weekdayPercent, weekendPercent);
          const whole = { start: after(boundary, -before), end: after(boundary, inside) };
          // Each rule wins exactly the minutes on its side.
          expect(minutesByRule(whole, rules).map(({ rule, minutes }) => [rule.id, minutes])).toEqual([
            ['wknd', inside],
            ['weekdays', before],
          ]);
          // Each rule's line is its percentage of its side's minutes priced as a period of their own.
          const charge = priceRental({ prices: p, period: whole, rules });
          const line = (key: string) => charge.lines.find((l) => l.key === key)?.amount ?? 0;
          expect(line('rule:wknd')).toBe(roundedShare(weekendPercent * timeBlocks(p, inside).charge, 100));
          expect(line('rule:weekdays')).toBe(roundedShare(weekdayPercent * timeBlocks(p, before).charge, 100));
          // Together the raising ones add at most the higher raising percentage of the time charge.
          const raises = [weekendPercent, weekdayPercent].filter((percent) => percent > 0);
          const ceiling = roundedShare(Math.max(0, ...raises) * charge.timeCharge, 100);
          const raised = Math.max(0, line('rule:wknd')) + Math.max(0, line('rule:weekdays'));
          expect(line('cap')).toBe(Math.min(0, ceiling - raised));
          expect(charge.rentalCharge).toBe(
            charge.timeCharge + line('rule:wknd') + line('rule:weekdays') + line('cap') + floorOf(charge),
          );
        },
      ),
    );
  });

  it('charges a boundary’s two sides as two rentals when priced by the hour alone, but for the cap’s rounding', () => {
    fc.assert(
      fc.property(
        anyFriday,
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 5 * 24 }),
        fc.integer({ min: 1, max: 2 * 24 }),
        fc.integer({ min: -50, max: 100 }),
        fc.integer({ min: -50, max: 100 }),
        (friday, hour, hoursBefore, hoursInside, weekdayPercent, weekendPercent) => {
          const linear = { pricePerHour: hour, pricePerDay: 24 * hour, pricePerWeek: 7 * 24 * hour };
          const rules = sides(friday, weekdayPercent, weekendPercent);
          const boundary = new Date(friday);
          const start = after(boundary, -hoursBefore * 60);
          const end = after(boundary, hoursInside * 60);
          const of = (from: Date, to: Date) => priceRental({ prices: linear, period: { start: from, end: to }, rules });
          // The sides' raises, p₁ × T₁ + p₂ × T₂, are never more than the higher p × (T₁ + T₂): the cap takes off
          // only what rounding each side added, a taka at most.
          const whole = of(start, end);
          const cap = whole.lines.find((l) => l.key === 'cap')?.amount ?? 0;
          expect(cap).toBeGreaterThanOrEqual(-1);
          expect(whole.rentalCharge).toBe(of(start, boundary).rentalCharge + of(boundary, end).rentalCharge + cap);
        },
      ),
    );
  });

  it('adds no floor without a discount rule', () => {
    fc.assert(
      fc.property(validPrices, anyScene(8), fc.integer({ min: 0, max: 15 * 1440 }), (p, { start, rules }, minutes) => {
        const raises = rules.map((rule) => ({ ...rule, percent: Math.abs(rule.percent) }));
        const charge = priceRental({ prices: p, period: { start, end: after(start, minutes) }, rules: raises });
        expect(charge.lines.filter((line) => line.key === 'floor')).toEqual([]);
      }),
    );
  });

  it('makes every line whole taka, adding up to the balance', () => {
    fc.assert(
      fc.property(
        validPrices,
        anyScene(6),
        fc.integer({ min: 0, max: 16 * 1440 }),
        anyAddOns,
        anyCoupon,
        (p, { start, rules }, minutes, addOns, coupon) => {
          const charge = priceRental({
            prices: p,
            period: { start, end: after(start, minutes) },
            rules,
            addOns,
            coupon,
          });
          for (const line of charge.lines) expect(Number.isInteger(line.amount), line.label.en).toBe(true);
          expect(charge.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(charge.balance);
          const rent = charge.lines.filter((line) => line.kind === 'time' || line.kind === 'rule');
          expect(rent.reduce((sum, line) => sum + line.amount, 0)).toBe(charge.rentalCharge);
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
