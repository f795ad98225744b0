import type { BikePrices } from './bikes.ts';
import { ADVANCE_PAYMENT_BDT } from './constants.ts';
import type { Language } from './languages.ts';
import { rentalCharge, rentedMinutes } from './money.ts';
import { startOfShopDay } from './periods.ts';
import { sayText, text, type Text } from './say.ts';
import { shopDateOf } from './time.ts';

/**
 * The charge of a period (docs/product/money-and-refunds.md#prices-hours-days-and-weeks): the cheapest mix
 * of weeks, days and hours, the dated price rules on the minutes inside them, the cap on what the raising
 * rules add together, the floor that keeps a later return from costing less, the add-ons by started day, the
 * coupon, the advance; each as a line in both languages, and the totals. One pure function of what the
 * caller gives it (the bike's prices, the period, the rules, the add-ons, a coupon the caller has found
 * valid): no clock, no database. The quote, the booking, the extension and the return all price with it.
 * Why rules are priced so: docs/decisions/036-charge-rules-priced-by-their-own-blocks.md.
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
 * covers. `percent` (−50 to 100, whole) of the price of the minutes it wins, priced as blocks of their own,
 * is added to the charge.
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
 * coupon, the cap and the advance are negative). The lines add up to the balance. The cap (key 'cap') and
 * the floor (key 'floor') are lines of kind 'rule'.
 */
export type ChargeLine = {
  kind: ChargeLineKind;
  /**
   * Unique among the lines: 'weeks', 'days', 'hours', 'rule:<id>', 'cap', 'floor', 'addon:<code>', 'coupon',
   * 'advance'.
   */
  key: string;
  label: Record<Language, string>;
  amount: number;
  /**
   * The minutes the line counts: a time block's or a rule's minutes of the period; for the floor, the
   * length of the shorter period whose charge it keeps. The cap has none.
   */
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
  /** Time, rules, the cap and the floor: what a coupon takes its share of, and its minimum is checked against. */
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
  requireWhole(minutes, 'minutes');
  return cheapestBlocks(prices, Math.max(minutes, MIN_CHARGE_MINUTES));
}

/**
 * The cheapest blocks covering exactly `minutes` (0 costs nothing), with no shortest charge: `timeBlocks`
 * for a period, and the price of the minutes a rule wins. Covering more minutes never costs less: every
 * cover of m + 1 minutes covers m.
 */
function cheapestBlocks(prices: BikePrices, minutes: number): TimeBlocks {
  requireWhole(prices.pricePerHour, 'pricePerHour');
  requireWhole(prices.pricePerDay, 'pricePerDay');
  requireWhole(prices.pricePerWeek, 'pricePerWeek');
  let best: (TimeBlocks & { beyond: number }) | null = null;
  for (let weeks = 0; weeks <= Math.ceil(minutes / WEEK); weeks++) {
    const afterWeeks = Math.max(0, minutes - weeks * WEEK);
    for (let days = 0; days <= Math.ceil(afterWeeks / DAY); days++) {
      const hourMinutes = Math.max(0, afterWeeks - days * DAY);
      const charge =
        weeks * prices.pricePerWeek + days * prices.pricePerDay + rentalCharge(prices.pricePerHour, hourMinutes);
      const beyond = weeks * WEEK + days * DAY + hourMinutes - minutes;
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

/**
 * `cheapestBlocks(prices, m).charge` for every m from 0 to `upTo`, in one pass: a cover of m minutes is
 * hours alone, or a day and a cover of the rest, or a week and a cover of the rest (of nothing, when the
 * block reaches past m).
 */
function blockCharges(prices: BikePrices, upTo: number): Float64Array {
  const { pricePerHour: hour, pricePerDay: day, pricePerWeek: week } = prices;
  const charges = new Float64Array(upTo + 1);
  for (let m = 1; m <= upTo; m++) {
    // rentalCharge's halves-up rounding, inline: this runs once a minute of the period.
    charges[m] = Math.min(
      Math.floor((hour * m + 30) / 60),
      day + (charges[Math.max(0, m - DAY)] as number),
      week + (charges[Math.max(0, m - WEEK)] as number),
    );
  }
  return charges;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function requireDate(value: string, what: string): void {
  const m = DATE.exec(value);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) throw new RangeError(`${what} must be a date YYYY-MM-DD`);
}

/** Rules already checked: the server prices every quote with the same rule objects until they change. */
const checkedRules = new WeakSet<PriceRule>();

function checkRule(rule: PriceRule): void {
  if (checkedRules.has(rule)) return;
  if (!Number.isInteger(rule.percent) || rule.percent < RULE_PERCENT_MIN || rule.percent > RULE_PERCENT_MAX)
    throw new RangeError(
      `rule ${rule.id}: percent must be a whole number from ${RULE_PERCENT_MIN} to ${RULE_PERCENT_MAX}`,
    );
  if (rule.kind === 'dates' && (!rule.from || !rule.to))
    throw new RangeError(`rule ${rule.id}: dates need from and to`);
  if (rule.from) requireDate(rule.from, `rule ${rule.id}: from`);
  if (rule.to) requireDate(rule.to, `rule ${rule.id}: to`);
  if (rule.from && rule.to && rule.from > rule.to) throw new RangeError(`rule ${rule.id}: from is after to`);
  checkedRules.add(rule);
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
 * A run of the period's minutes, `from` (inclusive) to `to` (exclusive) counted from the start, that one
 * rule wins, or none.
 */
type Stretch = { from: number; to: number; rule: PriceRule | null };

/**
 * The period's minutes, day by Dhaka day, each day's minutes won by the rule with the highest percentage
 * among those covering the day, the first listed of equal ones; none when no rule covers it.
 */
function stretches(period: { start: Date; end: Date }, rules: readonly PriceRule[]): Stretch[] {
  rules.forEach(checkRule);
  const total = Math.max(0, rentedMinutes(period.start, period.end));
  const out: Stretch[] = [];
  if (rules.length === 0) return total > 0 ? [{ from: 0, to: total, rule: null }] : out;
  const start = period.start.getTime();
  const end = start + total * MINUTE_MS;
  // The index of the first minute that starts at or after an instant.
  const minuteAt = (instant: number) => Math.min(total, Math.max(0, Math.ceil((instant - start) / MINUTE_MS)));
  for (let day = startOfShopDay(period.start); day.getTime() < end;) {
    // Dhaka keeps no daylight saving, but the next day is read from the calendar all the same.
    const next = startOfShopDay(new Date(day.getTime() + 26 * HOUR * MINUTE_MS));
    const date = shopDateOf(day);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    let winner: PriceRule | null = null;
    for (const rule of rules) {
      if (covers(rule, date, weekday) && (!winner || rule.percent > winner.percent)) winner = rule;
    }
    const from = minuteAt(day.getTime());
    const to = minuteAt(next.getTime());
    if (to > from) out.push({ from, to, rule: winner });
    day = next;
  }
  return out;
}

/** The minutes each rule wins in the stretches; rules with none are left out, the order is the rules'. */
function wonMinutes(parts: readonly Stretch[], rules: readonly PriceRule[]): { rule: PriceRule; minutes: number }[] {
  const won = new Map<PriceRule, number>();
  for (const { from, to, rule } of parts) if (rule) won.set(rule, (won.get(rule) ?? 0) + to - from);
  return rules.filter((rule) => won.has(rule)).map((rule) => ({ rule, minutes: won.get(rule) ?? 0 }));
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
  return wonMinutes(stretches(period, rules), rules);
}

/** A rule's line: its percentage of the cheapest blocks of the minutes it wins, rounded once, halves up. */
function ruleAmount(percent: number, blocksCharge: number): number {
  return percent === 0 ? 0 : roundedShare(percent * blocksCharge, 100);
}

/**
 * What the raising rules add together: the sum of their lines `raises`, but never more than `topPercent`,
 * the highest percentage of a raising rule that won minutes (0 when none did), of the time charge, rounded
 * once, halves up. A customer does not pay +70 % on a day no rule raises by more than +50 %: Thursday 12:00
 * (Eid, +50 %) to Friday 12:00 (weekend, +20 %) is a day, and each side's 12 hours alone cost a day, so the
 * lines are 600 and 240 and the cap takes 240 off. One raising rule is never capped: its minutes are some of
 * the period's, and their blocks cost no more than the period's.
 *
 * Both sides are non-decreasing in the period's length: the sum of the raising lines is (a minute more gives
 * one rule one more minute, whose blocks cost no less, and leaves the others), and so are the highest
 * percentage (a rule that has won a minute keeps it) and the time charge. So their minimum is too, and the
 * cap keeps every step of the proof in `shorterRentalFloor` and `priceRental`.
 */
function cappedRaises(raises: number, topPercent: number, timeCharge: number): number {
  return Math.min(raises, ruleAmount(topPercent, timeCharge));
}

/**
 * The floor: how much more than `charge` (the time and capped rules of the whole billed period) the dearest
 * shorter period from the same start costs; null when none costs more. Its minutes are that shorter
 * period's length (the first of equal charges the sweep meets).
 *
 * R(m), the time and capped rules of the first m billed minutes (m ≥ MIN_CHARGE_MINUTES; a shorter period is
 * charged as its first hour), is the time charge T(m), plus the raising rules' lines L(W) (W the minutes a
 * rule wins among them) capped at the highest raising percentage of T(m) (`cappedRaises`), plus the
 * discounts' lines. Adding minute m (the one from m to m + 1), T does not fall (every cover of m + 1 minutes
 * covers m), the rule winning minute m has one more minute, whose blocks do not cost less, and the other
 * lines stay; the capped raises do not fall. So:
 * - where minute m's winner is none or 0 % or more, R(m + 1) ≥ R(m): on a run of such minutes R is highest
 *   at the run's end, the one candidate of the run;
 * - where minute m's winner is a discount, its line can fall, and R(m + 1) > R(m) needs T(m + 1) > T(m)
 *   (the raising lines and their highest percentage stay, so their cap moves only with T). The shortest of
 *   the dearest periods is the shortest charge or ends where R rose, so the candidates of a discount run are
 *   the minutes where T rises: many where time is charged by the hour (rounding to whole taka can make any
 *   of them a local maximum), none where a block caps the time.
 * A discount run is skipped whole when even T and the capped raises at its end, plus its rule's line at its
 * start (the line only falls), cannot beat the best found, as most cannot once a block caps the time before
 * them. One table of block prices (`blockCharges`) gives T and every rule's blocks, so the cost is linear in
 * the period's minutes.
 */
function shorterRentalFloor(
  prices: BikePrices,
  parts: readonly Stretch[],
  billed: number,
  charge: number,
): { amount: number; minutes: number } | null {
  const blocks = blockCharges(prices, billed);
  const at = (m: number) => blocks[m] as number;
  let best = charge;
  let bestMinutes = billed;
  const consider = (m: number, rulesCharge: number) => {
    if (m >= MIN_CHARGE_MINUTES && m < billed && at(m) + rulesCharge > best) {
      best = at(m) + rulesCharge;
      bestMinutes = m;
    }
  };
  const won = new Map<PriceRule, number>();
  // The raising rules' lines, their highest percentage and the discounts' lines of the first `from` minutes,
  // at the start of each stretch.
  let raises = 0;
  let topPercent = 0;
  let discounts = 0;
  const rulesAt = (m: number) => cappedRaises(raises, topPercent, at(m)) + discounts;
  for (const { from, to, rule } of parts) {
    const before = rule ? (won.get(rule) ?? 0) : 0;
    const lineBefore = rule ? ruleAmount(rule.percent, at(before)) : 0;
    if (rule && rule.percent < 0) {
      const last = Math.min(to, billed - 1);
      if (at(last) + rulesAt(last) > best) {
        const others = discounts - lineBefore;
        for (let m = from + 1, w = before + 1; m <= last; m++, w++) {
          if (m === MIN_CHARGE_MINUTES || at(m) > at(m - 1))
            consider(m, cappedRaises(raises, topPercent, at(m)) + others + ruleAmount(rule.percent, at(w)));
        }
      }
    }
    if (rule) {
      won.set(rule, before + to - from);
      const line = ruleAmount(rule.percent, at(before + to - from)) - lineBefore;
      if (rule.percent < 0) discounts += line;
      else {
        raises += line;
        topPercent = Math.max(topPercent, rule.percent);
      }
    }
    if (!rule || rule.percent >= 0) consider(to, rulesAt(to));
  }
  return best > charge ? { amount: best - charge, minutes: bestMinutes } : null;
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
 * 2. rules: each rule's line is its percentage of the cheapest blocks of the minutes it wins, priced on
 *    their own, rounded once; a period shorter than the shortest charge is ruled as its first hour;
 * 3. the cap: the raising rules' lines together add at most the highest of their percentages of the time
 *    charge (`cappedRaises`), a negative line of its own when they would add more; the discounts' lines
 *    are not capped and do not count towards it;
 * 4. the floor: never less than the time and capped rules of a shorter period from the same start, a line
 *    of its own when a discount rule made the period cheaper than one (`shorterRentalFloor`);
 * 5. add-ons: price per day × quantity × started days, one line each;
 * 6. the coupon off the rental charge (time, rules, cap and floor), never below 0;
 * 7. the advance, taken off.
 * Every line is whole taka; the lines add up to the balance. The rental charge is never more than the time
 * charge and its highest raising percentage: the floor lifts to a shorter period's charge, itself so bound.
 *
 * A later end never costs less. Time and rules alone: adding a minute never lowers the time charge (every
 * cover of the longer period covers the shorter), gives one rule one more minute whose blocks cost no less
 * (the same reason), and leaves the other rules' minutes as they were; the capped raises never fall either
 * (`cappedRaises`); so with no rule below 0 % the charge does not fall, though the cap's own line may. A
 * discount rule's line does fall as its minutes' price rises, and the floor is there for it: the rental
 * charge is the highest time and capped rules of any period from the start up to the end, which cannot
 * fall as the end moves later. The add-ons follow the started days, and the coupon takes at most all the
 * rise of the rental charge (a percent of at most 100 rounded, or fixed taka capped by the charge).
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

  // A period shorter than the shortest charge is charged, and ruled, as its first hour.
  const billed = Math.max(minutes, MIN_CHARGE_MINUTES);
  const parts = stretches({ start: period.start, end: after(period.start, billed) }, rules);
  let raises = 0;
  let topPercent = 0;
  let discounts = 0;
  for (const { rule, minutes: won } of wonMinutes(parts, rules)) {
    if (rule.percent === 0) continue;
    const amount = ruleAmount(rule.percent, cheapestBlocks(prices, won).charge);
    if (rule.percent < 0) discounts += amount;
    else {
      raises += amount;
      topPercent = Math.max(topPercent, rule.percent);
    }
    lines.push({
      kind: 'rule',
      key: `rule:${rule.id}`,
      label: label(text.chargeLineRule({ name: rule.name, percent: rule.percent, minutes: won })),
      amount,
      minutes: won,
    });
  }
  const capped = cappedRaises(raises, topPercent, blocks.charge);
  if (capped < raises)
    lines.push({
      kind: 'rule',
      key: 'cap',
      label: label(text.chargeLineCap({ percent: topPercent })),
      amount: capped - raises,
    });
  const rulesCharge = capped + discounts;
  const floor = parts.some(({ rule }) => rule && rule.percent < 0)
    ? shorterRentalFloor(prices, parts, billed, blocks.charge + rulesCharge)
    : null;
  if (floor)
    lines.push({
      kind: 'rule',
      key: 'floor',
      label: label(text.chargeLineFloor({ minutes: floor.minutes })),
      amount: floor.amount,
      minutes: floor.minutes,
    });
  const rental = blocks.charge + rulesCharge + (floor?.amount ?? 0);

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
