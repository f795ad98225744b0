import type { BikePrices } from './bikes.ts';
import { ADVANCE_PAYMENT_BDT } from './constants.ts';
import type { Language } from './languages.ts';
import { rentalCharge, rentedMinutes } from './money.ts';
import { startOfShopDay } from './periods.ts';
import { sayText, text, type Text } from './say.ts';
import { instantToShopWallClock } from './time.ts';

/**
 * The charge of a period (docs/product/money-and-refunds.md#prices-hours-days-and-weeks): the cheapest mix
 * of weeks, days and hours, the dated price rules on the minutes inside them, the add-ons by started day,
 * the coupon, the advance; each as a line in both languages, and the totals. One pure function of what the
 * caller gives it (the bike's prices, the period, the rules, the add-ons, a coupon the caller has found
 * valid): no clock, no database. The quote, the booking, the extension and the return all price with it.
 */

const MINUTE_MS = 60_000;
const HOUR = 60;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** The shortest charge: a period of less than an hour costs an hour. */
export const MIN_CHARGE_MINUTES = HOUR;
/** The bounds of a price rule's percentage. */
export const RULE_PERCENT_MIN = -50;
export const RULE_PERCENT_MAX = 100;

/** A name the owner writes in both languages. */
export type OwnName = { en: string; bn: string };

/**
 * A dated price rule: `weekend` is Friday and Saturday in Dhaka, `dates` the Dhaka days `from` to `to`
 * (inclusive, 'YYYY-MM-DD', both needed). A weekend rule's `from` and `to`, when given, bound the weekends it
 * covers. `percent` (−50 to 100, whole) is added to the price of the minutes inside it.
 */
export type PriceRule = {
  id: string;
  name: OwnName;
  kind: 'weekend' | 'dates';
  from?: string | undefined;
  to?: string | undefined;
  percent: number;
};

/** An add-on chosen for the booking: its price per started day, times the quantity. */
export type AddOnChoice = { code: string; name: OwnName; pricePerDay: number; quantity: number };

/**
 * A coupon the caller has already found valid (dates, uses, first rental, bike, minimum charge: the minimum
 * is checked against `rentalCharge`, which the coupon does not change): a percentage or whole taka off the
 * rental charge.
 */
export type CouponChoice = { code: string; kind: 'percent' | 'fixed'; value: number };

export type ChargeInput = {
  prices: BikePrices;
  /** The period charged: the booked start to the planned or actual return. A started minute is not charged. */
  period: { start: Date; end: Date };
  rules?: readonly PriceRule[];
  addOns?: readonly AddOnChoice[];
  coupon?: CouponChoice | null;
  /** The advance paid when booking; ADVANCE_PAYMENT_BDT unless told. */
  advance?: number;
};

export type ChargeLineKind = 'time' | 'rule' | 'addon' | 'coupon' | 'advance';

/**
 * One line of the bill: what it is, in both languages, and what it adds in whole taka (a discount, the
 * coupon and the advance are negative). The lines add up to the balance.
 */
export type ChargeLine = {
  kind: ChargeLineKind;
  /** Unique among the lines: 'weeks', 'days', 'hours', 'rule:<id>', 'addon:<code>', 'coupon', 'advance'. */
  key: string;
  label: Record<Language, string>;
  amount: number;
  /** The minutes of the period the line counts: a time block's or a rule's. */
  minutes?: number;
};

export type Charge = {
  lines: ChargeLine[];
  /** The whole minutes of the period. */
  minutes: number;
  /** The 24-hour blocks the period has begun, at least 1: what add-ons are priced by. */
  startedDays: number;
  /** Weeks, days and hours, before the rules. */
  timeCharge: number;
  /** Time and rules: what a coupon takes its share of, and its minimum is checked against. */
  rentalCharge: number;
  addOnsCharge: number;
  /** What the coupon takes off, 0 without one; never more than the rental charge. */
  discount: number;
  /** rentalCharge + addOnsCharge − discount. */
  total: number;
  advance: number;
  /** total − advance; negative: the shop owes the difference back. */
  balance: number;
};

const after = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE_MS);

const isWhole = (value: number, min = 0) => Number.isInteger(value) && value >= min;

function requireWhole(value: number, what: string, min = 0): void {
  if (!isWhole(value, min)) throw new RangeError(`${what} must be a whole number of at least ${min}`);
}

/**
 * n ÷ d rounded to a whole number, halves up (as `rentalCharge` rounds), in integer arithmetic; d > 0.
 * Exact while 2n + d is a safe integer.
 */
export function roundedShare(n: number, d: number): number {
  const numerator = 2 * n + d;
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(2 * d) || d <= 0)
    throw new RangeError('amount too large to round exactly');
  return Math.floor(numerator / (2 * d));
}

/** The blocks a time charge is made of: whole weeks, whole days, and minutes at the hourly rate. */
export type TimeBlocks = { weeks: number; days: number; hourMinutes: number; charge: number };

/**
 * The cheapest way to cover `minutes` (at least MIN_CHARGE_MINUTES) with whole weeks at the week price,
 * whole days at the day price and minutes at the hourly rate. A block may reach past the period's end, so
 * the remaining minutes never cost more than a day and the remaining days and minutes never more than a
 * week. Of equal prices it takes the one that reaches least past the end, then the fewest, larger blocks (7
 * days at a week's price are 1 week; 8 hours at a day's price stay 8 hours).
 */
export function timeBlocks(prices: BikePrices, minutes: number): TimeBlocks {
  requireWhole(prices.pricePerHour, 'pricePerHour');
  requireWhole(prices.pricePerDay, 'pricePerDay');
  requireWhole(prices.pricePerWeek, 'pricePerWeek');
  requireWhole(minutes, 'minutes');
  const billed = Math.max(minutes, MIN_CHARGE_MINUTES);
  let best: (TimeBlocks & { beyond: number }) | null = null;
  for (let weeks = 0; weeks <= Math.ceil(billed / WEEK); weeks++) {
    const afterWeeks = Math.max(0, billed - weeks * WEEK);
    for (let days = 0; days <= Math.ceil(afterWeeks / DAY); days++) {
      const hourMinutes = Math.max(0, afterWeeks - days * DAY);
      const charge =
        weeks * prices.pricePerWeek + days * prices.pricePerDay + rentalCharge(prices.pricePerHour, hourMinutes);
      const beyond = weeks * WEEK + days * DAY + hourMinutes - billed;
      if (
        !best ||
        charge < best.charge ||
        (charge === best.charge &&
          (beyond < best.beyond ||
            (beyond === best.beyond && (weeks > best.weeks || (weeks === best.weeks && days > best.days)))))
      ) {
        best = { weeks, days, hourMinutes, charge, beyond };
      }
    }
  }
  // The loops run at least once: weeks = 0, days = 0.
  const { weeks, days, hourMinutes, charge } = best as TimeBlocks;
  return { weeks, days, hourMinutes, charge };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function requireDate(value: string, what: string): void {
  const m = DATE.exec(value);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) throw new RangeError(`${what} must be a date YYYY-MM-DD`);
}

function checkRule(rule: PriceRule): void {
  if (!Number.isInteger(rule.percent) || rule.percent < RULE_PERCENT_MIN || rule.percent > RULE_PERCENT_MAX)
    throw new RangeError(
      `rule ${rule.id}: percent must be a whole number from ${RULE_PERCENT_MIN} to ${RULE_PERCENT_MAX}`,
    );
  if (rule.kind === 'dates' && (!rule.from || !rule.to))
    throw new RangeError(`rule ${rule.id}: dates need from and to`);
  if (rule.from) requireDate(rule.from, `rule ${rule.id}: from`);
  if (rule.to) requireDate(rule.to, `rule ${rule.id}: to`);
  if (rule.from && rule.to && rule.from > rule.to) throw new RangeError(`rule ${rule.id}: from is after to`);
}

const FRIDAY = 5;
const SATURDAY = 6;

/** Whether a rule covers the Dhaka day `date` ('YYYY-MM-DD'), a `weekday` (0 Sunday … 6 Saturday). */
function covers(rule: PriceRule, date: string, weekday: number): boolean {
  if (rule.from && date < rule.from) return false;
  if (rule.to && date > rule.to) return false;
  return rule.kind === 'dates' || weekday === FRIDAY || weekday === SATURDAY;
}

/**
 * The minutes of the period each rule wins: every minute (counted from the start) belongs to the rule with
 * the highest percentage among those covering its Dhaka day, the first listed of equal ones; a minute no
 * rule covers belongs to none. Rules with no minute are left out; the order is the rules'.
 */
export function minutesByRule(
  period: { start: Date; end: Date },
  rules: readonly PriceRule[],
): { rule: PriceRule; minutes: number }[] {
  rules.forEach(checkRule);
  const total = Math.max(0, rentedMinutes(period.start, period.end));
  const won = new Map<PriceRule, number>();
  if (total === 0 || rules.length === 0) return [];
  const start = period.start.getTime();
  const end = start + total * MINUTE_MS;
  // The index of the first minute that starts at or after an instant.
  const minuteAt = (instant: number) => Math.min(total, Math.max(0, Math.ceil((instant - start) / MINUTE_MS)));
  for (let day = startOfShopDay(period.start); day.getTime() < end;) {
    // Dhaka keeps no daylight saving, but the next day is read from the calendar all the same.
    const next = startOfShopDay(new Date(day.getTime() + 26 * HOUR * MINUTE_MS));
    const date = instantToShopWallClock(day).slice(0, 10);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    let winner: PriceRule | null = null;
    for (const rule of rules) {
      if (covers(rule, date, weekday) && (!winner || rule.percent > winner.percent)) winner = rule;
    }
    const minutes = minuteAt(next.getTime()) - minuteAt(day.getTime());
    if (winner && minutes > 0) won.set(winner, (won.get(winner) ?? 0) + minutes);
    day = next;
  }
  return rules.filter((rule) => won.has(rule)).map((rule) => ({ rule, minutes: won.get(rule) ?? 0 }));
}

/** The 24-hour blocks a period of `minutes` has begun; at least 1. */
export function startedDays(minutes: number): number {
  return Math.max(1, Math.ceil(minutes / DAY));
}

/** What a coupon takes off a rental charge: its percentage (halves up) or its taka, never more than the charge. */
export function couponDiscount(rentalCharge: number, coupon: CouponChoice): number {
  if (coupon.kind === 'percent') {
    if (!Number.isInteger(coupon.value) || coupon.value < 0 || coupon.value > 100)
      throw new RangeError('a percent coupon takes a whole number from 0 to 100');
  } else requireWhole(coupon.value, 'a fixed coupon');
  const off = coupon.kind === 'percent' ? roundedShare(rentalCharge * coupon.value, 100) : coupon.value;
  return Math.max(0, Math.min(off, rentalCharge));
}

const label = (said: Text): Record<Language, string> => ({ en: sayText('en', said), bn: sayText('bn', said) });

/**
 * The charge of a period, line by line (docs/product/money-and-refunds.md#prices-hours-days-and-weeks):
 * 1. time: the cheapest weeks, days and hours (`timeBlocks`), one line per kind of block;
 * 2. rules: each rule's line is its percentage of the time charge's share of the minutes it wins
 *    (time charge × minutes won ÷ the period's minutes), rounded once;
 * 3. add-ons: price per day × quantity × started days, one line each;
 * 4. the coupon off the rental charge (time and rules), never below 0;
 * 5. the advance, taken off.
 * Every line is whole taka; the lines add up to the balance.
 */
export function priceRental(input: ChargeInput): Charge {
  const { prices, period, rules = [], addOns = [], coupon = null, advance = ADVANCE_PAYMENT_BDT } = input;
  requireWhole(advance, 'advance');
  const minutes = Math.max(0, rentedMinutes(period.start, period.end));
  const blocks = timeBlocks(prices, minutes);
  const lines: ChargeLine[] = [];

  if (blocks.weeks > 0)
    lines.push({
      kind: 'time',
      key: 'weeks',
      label: label(text.chargeLineWeeks({ weeks: blocks.weeks, price: prices.pricePerWeek })),
      amount: blocks.weeks * prices.pricePerWeek,
      minutes: Math.min(minutes, blocks.weeks * WEEK),
    });
  if (blocks.days > 0)
    lines.push({
      kind: 'time',
      key: 'days',
      label: label(text.chargeLineDays({ days: blocks.days, price: prices.pricePerDay })),
      amount: blocks.days * prices.pricePerDay,
      minutes: Math.min(Math.max(0, minutes - blocks.weeks * WEEK), blocks.days * DAY),
    });
  if (blocks.hourMinutes > 0) {
    const minimum = minutes < MIN_CHARGE_MINUTES;
    lines.push({
      kind: 'time',
      key: 'hours',
      label: label(text.chargeLineHours({ minutes: blocks.hourMinutes, price: prices.pricePerHour, minimum })),
      amount: rentalCharge(prices.pricePerHour, blocks.hourMinutes),
      minutes: minimum ? minutes : blocks.hourMinutes,
    });
  }

  // A period with no whole minute is charged its first minute's rule with the shortest charge.
  const ruled = Math.max(minutes, 1);
  let rulesCharge = 0;
  for (const { rule, minutes: won } of minutesByRule({ start: period.start, end: after(period.start, ruled) }, rules)) {
    if (rule.percent === 0) continue;
    const amount = roundedShare(rule.percent * blocks.charge * won, 100 * ruled);
    rulesCharge += amount;
    lines.push({
      kind: 'rule',
      key: `rule:${rule.id}`,
      label: label(text.chargeLineRule({ name: rule.name, percent: rule.percent, minutes: won })),
      amount,
      minutes: won,
    });
  }
  const rental = blocks.charge + rulesCharge;

  const days = startedDays(minutes);
  let addOnsCharge = 0;
  for (const addOn of addOns) {
    requireWhole(addOn.pricePerDay, `add-on ${addOn.code}: pricePerDay`);
    requireWhole(addOn.quantity, `add-on ${addOn.code}: quantity`, 1);
    const amount = addOn.pricePerDay * addOn.quantity * days;
    addOnsCharge += amount;
    lines.push({
      kind: 'addon',
      key: `addon:${addOn.code}`,
      label: label(
        text.chargeLineAddOn({ name: addOn.name, quantity: addOn.quantity, days, price: addOn.pricePerDay }),
      ),
      amount,
    });
  }

  const discount = coupon ? couponDiscount(rental, coupon) : 0;
  if (coupon)
    lines.push({
      kind: 'coupon',
      key: 'coupon',
      label: label(text.chargeLineCoupon({ code: coupon.code, kind: coupon.kind, value: coupon.value })),
      amount: -discount,
    });

  const total = rental + addOnsCharge - discount;
  lines.push({ kind: 'advance', key: 'advance', label: label(text.chargeLineAdvance()), amount: -advance });
  return {
    lines,
    minutes,
    startedDays: days,
    timeCharge: blocks.charge,
    rentalCharge: rental,
    addOnsCharge,
    discount,
    total,
    advance,
    balance: total - advance,
  };
}
