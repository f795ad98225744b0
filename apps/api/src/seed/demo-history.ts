import { billOf, type BillCharge } from '@bond/contract/bill';
import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import { FULL_TANK_EIGHTHS as FULL_TANK, type Bill } from '@bond/contract/inspections';
import type { CounterMethod } from '@bond/contract/counter';
import { balanceAfterAdvance, rentalCharge, rentedMinutes } from '@bond/contract/money';
import {
  cancelReturnsAdvance,
  dhakaClock,
  periodProblems,
  periodsOverlap,
  startOfShopDay,
  type Period,
} from '@bond/contract/periods';
import type { RefundMethod } from '@bond/contract/refunds';
import { sayText } from '@bond/contract/say';
import { newTranId } from '../payments/payments.service.ts';
import { newPgTxnId } from '../payments/standin/standin-answers.ts';
import { madeUpCustomers } from './demo-customers.ts';

/**
 * Decision 015 (docs/product/platform.md#demo-data): the demo shop's made-up past, planned as plain rows from a clock and a seeded random
 * source, with nothing read from or written to a database (`insert-demo-history.ts` writes the plan). The
 * same `now` and seed always give the same plan; every time lies relative to `now`, so the history looks
 * recent whenever the shop first starts.
 *
 * Every row follows the shop's own rules, by calling them rather than restating them: periods obey the booking and
 * period rules (docs/product/booking-and-periods.md) at the moment they were booked (`periodProblems`), no two rentals of a bike or of a customer overlap
 * (`periodsOverlap`), charges are `rentalCharge` of `rentedMinutes` less the advance (docs/product/money-and-refunds.md#rental-charge), a cancellation
 * returns the advance by `cancelReturnsAdvance` (docs/product/booking-and-periods.md#cancelling), and a negative balance or a cancellation with refund
 * is owed back (docs/product/money-and-refunds.md#refunds-due). Payments carry transaction ids made by `newTranId` and gateway ids by the stand-in's
 * `newPgTxnId`, as the gateway flow makes them.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How far back the history goes, and how far ahead its bookings reach. */
export const HISTORY_DAYS = 60;
export const UPCOMING_DAYS = 7;
/** The seed of the history's random source: a fixed pattern, not a different shop at each start. */
export const HISTORY_SEED = 0x0b0bd;

/**
 * A bike of the fleet as the plan needs it; the plan names bikes by their index in the list it was given.
 * `deposit`: what handing it over takes (docs/product/handover-and-return.md#deposits), 0 when not given.
 */
export type HistoryBike = { pricePerHour: number; isAvailable: boolean; deposit?: number };

/**
 * The shop's own numbers a return's bill is made with (docs/product/handover-and-return.md#shop-settings,
 * #charges-price-list): its settings and its active price list of charges, as the seed reads them.
 */
export type DemoShopRules = {
  settings: { lateGraceMinutes: number; lateMultiplier: number; fuelPricePerEighth: number };
  chargeItems: readonly { code: string; nameEn: string; nameBn: string; amount: number }[];
};

export type DemoHistoryInput = {
  now: Date;
  bikes: readonly HistoryBike[];
  /** Whether the demo customer (whose login the README publishes) gets rentals of its own. */
  demoCustomer: boolean;
  /**
   * Whether the demo staff member exists: then they worked the counter on the past weeks' days, with a till
   * each day, and took some balances there (in cash, by bKash Send Money, once on the card terminal).
   */
  demoStaff?: boolean;
  /**
   * With the demo staff member, the recent rentals were handed over and taken back with readings, photos
   * and the deposit, billed by these (docs/product/handover-and-return.md); without them, by nobody.
   */
  shop?: DemoShopRules;
  seed?: number;
};

/** What happened to a rental, in words a shop owner uses; the rows follow from it. */
export const RENTAL_KINDS = [
  'returned_paid',
  'returned_balance_owed',
  'returned_refund_due',
  'returned_refunded',
  'cancelled_refund_due',
  'cancelled_refunded',
  'cancelled_advance_kept',
  'checkout_cancelled',
  'no_show',
  'overdue',
  'out_now',
  'upcoming',
] as const;
export type RentalKind = (typeof RENTAL_KINDS)[number];

export type PlannedCustomer = { name: string; email: string; phone: string; address: string; createdAt: Date };

/**
 * Money the demo staff member took at the counter (docs/product/the-counter.md#counter-payments): how, the
 * reference (a Send Money transaction ID, the card terminal's; none for cash), and for cash the index in
 * `tills` of the till of its Dhaka day it went into.
 */
export type PlannedCounterTaking = { method: CounterMethod; reference: string | null; till: number | null };

/**
 * A payment attempt as the gateway flow leaves it: paid, or closed by the customer at the checkout; or, with
 * `counter`, money taken at the counter, paid when recorded (created, verified and settled at one moment).
 */
export type PlannedPayment = {
  /** `deposit`: money held at the handover, taken at the counter (docs/product/handover-and-return.md#deposits). */
  purpose: 'advance' | 'rent' | 'deposit';
  amount: number;
  status: 'paid' | 'failed' | 'cancelled';
  tranId: string;
  gatewayTxnId: string | null;
  createdAt: Date;
  /** When the verification settled it (paid) or closed it (failed, cancelled). */
  settledAt: Date;
  counter: PlannedCounterTaking | null;
};

/**
 * The demo staff member's till of one past Dhaka day (docs/product/the-counter.md#tills), closed that evening:
 * the float, the cash taken into it, what it should have held (float + cash in − cash out; no cash went out of
 * the history's tills) and the count, which differs a little on one day.
 */
export type PlannedTill = {
  /** The Dhaka day, YYYY-MM-DD. */
  day: string;
  openingFloat: number;
  openedAt: Date;
  closedAt: Date;
  cashIn: number;
  cashOut: number;
  expectedCash: number;
  countedCash: number;
  difference: number;
};

export type PlannedRefund = {
  amount: number;
  reason: 'negative_balance' | 'cancelled' | 'deposit_return';
  createdAt: Date;
  /**
   * Paid back: with `till`, in cash out of the demo staff member's till of that day, by them
   * (docs/product/the-counter.md#tills); else by the demo admin.
   */
  refunded: { at: Date; method: RefundMethod; reference: string; till?: number } | null;
};

/** What the counter read off the bike at its handover or return (docs/product/handover-and-return.md#handover). */
export type PlannedInspection = {
  at: Date;
  odometerKm: number;
  fuelEighths: number;
  /** Given at the handover; brought back at the return. */
  helmets: number;
  notes: string | null;
};

/** A return with readings: the charges for damage or loss, the deposit held and the bill `billOf` made of them. */
export type PlannedReturn = PlannedInspection & { charges: BillCharge[]; deposit: number; bill: Bill };

export type PlannedRental = {
  kind: RentalKind;
  /** An index into `customers`, or the demo customer. */
  customer: number | 'demo';
  bike: number;
  pricePerHour: number;
  /** The client address it was booked from: documentation addresses (RFC 5737), nobody's real one. */
  bookedFrom: string;
  createdAt: Date;
  updatedAt: Date;
  startTime: Date;
  endTime: Date;
  returnTime: Date | null;
  status: 'booked' | 'returned' | 'cancelled' | 'no_show';
  advancePaid: boolean;
  rentalCharge: number | null;
  totalCost: number;
  balancePaid: boolean;
  payments: PlannedPayment[];
  refund: PlannedRefund | null;
  /** The handover's readings (its deposit is among `payments`); null: none recorded. */
  handover: PlannedInspection | null;
  /** The return's readings, charges and bill; null: returned without readings, or not returned. */
  inspectedReturn: PlannedReturn | null;
  /** The rest of the deposit, owed back at the return (docs/product/money-and-refunds.md#refunds-due). */
  depositReturn: PlannedRefund | null;
};

export type DemoHistoryPlan = {
  /** The first day of the history (Dhaka midnight). */
  since: Date;
  /** When the shop opened: its fleet and its own accounts date from then. */
  openedAt: Date;
  customers: PlannedCustomer[];
  rentals: PlannedRental[];
  /** The demo staff member's tills, oldest first; none without the demo staff member. */
  tills: PlannedTill[];
};

/** A small seeded random source (xorshift32): the same seed gives the same history. */
export function seededRandom(seed: number) {
  let x = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x1_0000_0000;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('nothing to pick from');
    return items[Math.floor(next() * items.length)] as T;
  };
  /** The items in a random order where heavier ones tend to come first (each drawn with a key log(u) ÷ weight). */
  const weightedOrder = <T>(items: readonly T[], weight: (item: T) => number): T[] =>
    items
      .map((item) => ({ item, key: Math.log(next() || Number.MIN_VALUE) / weight(item) }))
      .sort((a, b) => b.key - a.key)
      .map((e) => e.item);
  const bytes = (n: number) => Uint8Array.from({ length: n }, () => int(0, 255));
  const code = (n: number) => Array.from({ length: n }, () => pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');
  return { next, int, pick, weightedOrder, bytes, code };
}
type Random = ReturnType<typeof seededRandom>;

/** Bangladesh's weekend is Friday and Saturday: the shop is busiest then (Sunday 0 … Saturday 6). */
const RENTALS_PER_DAY = [1, 1, 1, 1, 1, 3, 2];
/** Dhaka hours bikes are picked up: before and after office hours on workdays, after the midday prayer on Friday. */
const START_HOURS = {
  workday: [8, 8, 9, 9, 10, 11, 13, 16, 17, 17, 18, 18, 19],
  friday: [9, 10, 14, 14, 15, 15, 15, 16, 16, 17],
  saturday: [9, 10, 10, 11, 12, 14, 15, 15, 16, 17],
};
const MINUTES_PAST_HOUR = [0, 0, 0, 15, 30, 30, 45];
/** Planned lengths in hours: errands on workdays; trips, overnight and weekend-long, on Friday and Saturday. */
const WORKDAY_HOURS = [1, 2, 2, 3, 3, 4, 4, 5, 8, 10];
const WEEKEND_HOURS = [2, 3, 3, 4, 4, 5, 6, 6, 8, 10, 24];
/** Minutes the actual return lies after the planned one (a few come early, some late). */
const RETURN_DRIFT_MINUTES = [-20, -10, -5, 0, 0, 0, 5, 10, 15, 25, 40, 75];
/** The price list's item charged for each helmet not brought back (docs/product/handover-and-return.md#the-bill). */
const LOST_HELMET = 'LOST_HELMET';
/** A bike taken off the road (not available) last went out this long ago; an idle bike this long ago. */
const OFF_THE_ROAD_FOR = 30 * DAY;
const IDLE_FOR = 18 * DAY;
/** Bookings ahead start at least this far from now, so nothing changes state while a visitor looks around. */
const UPCOMING_FROM = 3 * HOUR;
/** A rental is charged less than the advance (a refund due) only if returned early on a bike this cheap. */
const CHEAP_BIKE_PRICE = 140;

const dhakaWeekday = (instant: Date) => {
  const c = dhakaClock(instant);
  return new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay();
};
const floorTo = (ms: number, step: number) => Math.floor(ms / step) * step;

const later = (t: Date, minutes: number) => new Date(t.getTime() + minutes * MINUTE);
/** Somewhere within the minute: stored times of real events are not on whole seconds. */
const jitter = (random: Random, t: Date) => new Date(t.getTime() + random.int(0, 59_999));
const quarter = (ms: number) => new Date(floorTo(ms, 15 * MINUTE));

/**
 * Plans the made-up history of the shop's last `HISTORY_DAYS` days and next `UPCOMING_DAYS` days: its
 * customers, the stories a newcomer should find, the demo customer's own rentals, the bookings ahead, the
 * everyday trade of the past days, and when each customer signed up. Each part draws from the one random
 * source in this order, so the same clock and seed always give the same plan.
 */
export function planDemoHistory(input: DemoHistoryInput): DemoHistoryPlan {
  const random = seededRandom(input.seed ?? HISTORY_SEED);
  const today = startOfShopDay(input.now).getTime();
  const since = today - HISTORY_DAYS * DAY;
  const openedAt = since - 30 * DAY;
  const customers = planCustomers(random, openedAt);
  const ledger = newLedger({ random, now: input.now.getTime(), today, bikes: input.bikes, customers });
  planStories(ledger);
  if (input.demoCustomer) planDemoCustomer(ledger);
  planUpcoming(ledger);
  planPastDays(ledger);
  dateSignUps(ledger, openedAt);
  const rentals = ledger.rentals.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // Last, so that the rentals and every draw before are the same with or without the demo staff member.
  const tills = input.demoStaff ? planTills(ledger) : [];
  if (input.demoStaff && input.shop) planInspections(ledger, rentals, tills, input.shop);
  if (input.demoStaff) planCounter(ledger, rentals, tills);
  return { since: new Date(since), openedAt: new Date(openedAt), customers, rentals, tills };
}

/** The made-up customers, with phones and addresses of their own; when they signed up comes last (dateSignUps). */
function planCustomers(random: Random, openedAt: number): PlannedCustomer[] {
  return madeUpCustomers.map((c) => ({
    name: c.name,
    email: c.email,
    phone: `+8801${random.int(3, 9)}${random.int(10, 99)}${random.int(100_000, 999_999)}`,
    address: `House ${random.int(1, 90)}, Road ${random.int(1, 27)}, ${c.area}, Dhaka`,
    createdAt: new Date(openedAt),
  }));
}

/** The client address a customer books from: documentation addresses (RFC 5737), nobody's real one. */
const bookedFrom = (who: number | 'demo') =>
  who === 'demo' ? '203.0.113.7' : `${who % 2 ? '198.51.100' : '203.0.113'}.${20 + who}`;

// Payments and refunds, as the gateway flow and the shop's refund desk leave them.

/** The advance paid at the checkout right after booking. */
function paidAdvance(random: Random, bookedAt: Date): PlannedPayment {
  return {
    purpose: 'advance',
    amount: ADVANCE_PAYMENT_BDT,
    status: 'paid',
    tranId: newTranId('advance', bookedAt.getTime(), random.bytes(8)),
    gatewayTxnId: newPgTxnId(random.bytes(8)),
    createdAt: bookedAt,
    settledAt: jitter(random, later(bookedAt, random.int(1, 4))),
    counter: null,
  };
}

/** A try at paying the balance that failed at the checkout. */
function failedBalancePayment(random: Random, amount: number, at: Date): PlannedPayment {
  return {
    purpose: 'rent',
    amount,
    status: 'failed',
    tranId: newTranId('rent', at.getTime(), random.bytes(8)),
    gatewayTxnId: null,
    createdAt: at,
    settledAt: jitter(random, later(at, 2)),
    counter: null,
  };
}

/** The balance paid online, its checkout opened a minute or three before `paidAt`. */
function paidBalance(random: Random, amount: number, paidAt: Date): PlannedPayment {
  const opened = new Date(paidAt.getTime() - random.int(60_000, 180_000));
  return {
    purpose: 'rent',
    amount,
    status: 'paid',
    tranId: newTranId('rent', opened.getTime(), random.bytes(8)),
    gatewayTxnId: newPgTxnId(random.bytes(8)),
    createdAt: opened,
    settledAt: paidAt,
    counter: null,
  };
}

/** Money owed back, paid back at `when` by `method` with the reference the shop wrote down. */
const refundedBy = (random: Random, method: RefundMethod, when: Date) => ({
  at: when,
  method,
  reference:
    method === 'bkash' ? random.code(10) : `${method === 'nagad' ? 'NGD' : 'RCPT'}-${random.int(10_000, 99_999)}`,
});

type Booking = {
  start: Date;
  end: Date;
  bookedAt: Date;
  /** Until when the bike is not in the shop: the later of the planned and the actual return. */
  outUntil?: Date;
  who?: number | 'demo';
  onBike?: number;
  maxPrice?: number;
};

/** What the parts of the plan share: the clock, the random source, and the rentals booked so far. */
type Ledger = ReturnType<typeof newLedger>;

/**
 * The book of rentals the parts of the plan write in: it finds each booking a bike and a customer free for
 * it, and records a rental as the shop's rules leave it (booked, returned, cancelled).
 */
function newLedger(shop: {
  random: Random;
  now: number;
  today: number;
  bikes: readonly HistoryBike[];
  customers: readonly PlannedCustomer[];
}) {
  const { random, now, today, bikes, customers } = shop;
  /** An instant on Dhaka's clock, `day` days from today. */
  const at = (day: number, hour: number, minute = 0) => new Date(today + day * DAY + hour * HOUR + minute * MINUTE);

  const available = bikes.flatMap((b, i) => (b.isAvailable ? [i] : []));
  // One bike on offer has stood idle for a while (the shop's slow seller), next to those taken off the road.
  const idleBike = random.pick(available);
  const mayRide = (bike: number, start: Date) => {
    const b = bikes[bike];
    if (!b) return false;
    if (!b.isAvailable) return start.getTime() < now - OFF_THE_ROAD_FOR;
    return bike !== idleBike || start.getTime() < now - IDLE_FOR;
  };
  // Cheaper commuters go out more often than the sports bikes.
  const popularity = (bike: number) => 1 / (bikes[bike]?.pricePerHour ?? 1);

  const bikeBusy: Period[][] = bikes.map(() => []);
  const customerBusy = new Map<number | 'demo', Period[]>();
  const free = (periods: Period[] | undefined, p: Period) => !(periods ?? []).some((q) => periodsOverlap(p, q));
  const rentals: PlannedRental[] = [];

  /** A bike and a customer free for the booking, or null when the day is already full. */
  function place(b: Booking): { bike: number; who: number | 'demo' } | null {
    const problems = periodProblems({ start: b.start, end: b.end }, b.bookedAt);
    if (problems.length)
      throw new Error(`demo history: a booking breaks a rule: ${problems[0] ? sayText('en', problems[0].text) : ''}`);
    const busy: Period = { start: b.start, end: b.outUntil && b.outUntil > b.end ? b.outUntil : b.end };
    const bike = random
      .weightedOrder(
        bikes.map((_, i) => i),
        popularity,
      )
      .find(
        (i) =>
          (b.onBike === undefined || i === b.onBike) &&
          mayRide(i, b.start) &&
          (b.maxPrice === undefined || (bikes[i]?.pricePerHour ?? Infinity) <= b.maxPrice) &&
          free(bikeBusy[i], busy),
      );
    if (bike === undefined) return null;
    const candidates: (number | 'demo')[] =
      b.who !== undefined
        ? [b.who]
        : random.weightedOrder(
            customers.map((_, i) => i),
            (i) => (madeUpCustomers[i]?.regular ? 4 : 1),
          );
    const who = candidates.find((c) => free(customerBusy.get(c), busy));
    if (who === undefined) return null;
    bikeBusy[bike]?.push(busy);
    customerBusy.set(who, [...(customerBusy.get(who) ?? []), busy]);
    return { bike, who };
  }

  /** A booking whose advance was paid at the checkout: stored `booked` (it reads as active once begun). */
  function booked(kind: RentalKind, b: Booking, required = true): PlannedRental | null {
    const placed = place(b);
    if (!placed) {
      if (required) throw new Error(`demo history: no bike free for a rental of kind ${kind}`);
      return null;
    }
    const advance = paidAdvance(random, b.bookedAt);
    const rental: PlannedRental = {
      kind,
      customer: placed.who,
      bike: placed.bike,
      pricePerHour: bikes[placed.bike]?.pricePerHour ?? 0,
      bookedFrom: bookedFrom(placed.who),
      createdAt: b.bookedAt,
      updatedAt: advance.settledAt,
      startTime: b.start,
      endTime: b.end,
      returnTime: null,
      status: 'booked',
      advancePaid: true,
      rentalCharge: null,
      totalCost: 0,
      balancePaid: false,
      payments: [advance],
      refund: null,
      handover: null,
      inspectedReturn: null,
      depositReturn: null,
    };
    rentals.push(rental);
    return rental;
  }

  /**
   * The shop records the return (docs/product/booking-and-periods.md#return): charge and balance by the cost rule; a positive balance paid online at
   * `paidAt` (or still owed), a negative one owed back (and paid back at `refunded.at`).
   */
  function returned(
    b: Booking & { returnTime: Date },
    outcome: { paidAt?: Date; failedAttemptAt?: Date; refunded?: PlannedRefund['refunded'] },
    required = true,
  ): PlannedRental | null {
    const rental = booked('returned_paid', { ...b, outUntil: b.returnTime }, required);
    if (!rental) return null;
    const charge = rentalCharge(rental.pricePerHour, rentedMinutes(b.start, b.returnTime));
    const totalCost = balanceAfterAdvance(charge);
    Object.assign(rental, { status: 'returned', returnTime: b.returnTime, rentalCharge: charge, totalCost });
    rental.updatedAt = b.returnTime;
    if (totalCost > 0 && outcome.failedAttemptAt) {
      rental.payments.push(failedBalancePayment(random, totalCost, outcome.failedAttemptAt));
    }
    if (totalCost > 0 && outcome.paidAt) {
      rental.payments.push(paidBalance(random, totalCost, outcome.paidAt));
      rental.balancePaid = true;
      rental.updatedAt = outcome.paidAt;
    }
    if (totalCost < 0) {
      const refunded = outcome.refunded ?? null;
      rental.refund = { amount: -totalCost, reason: 'negative_balance', createdAt: b.returnTime, refunded };
    }
    rental.kind = rental.balancePaid
      ? 'returned_paid'
      : totalCost > 0
        ? 'returned_balance_owed'
        : rental.refund?.refunded
          ? 'returned_refunded'
          : 'returned_refund_due';
    return rental;
  }

  /** The customer cancels before the start (docs/product/booking-and-periods.md#cancelling): the advance is owed back by the 24-hour rule, or kept. */
  function cancelled(b: Booking & { cancelledAt: Date; refunded?: PlannedRefund['refunded'] }) {
    const rental = booked('cancelled_advance_kept', b) as PlannedRental;
    rental.status = 'cancelled';
    rental.updatedAt = b.cancelledAt;
    if (cancelReturnsAdvance(b.start, b.cancelledAt)) {
      const refunded = b.refunded ?? null;
      rental.refund = { amount: ADVANCE_PAYMENT_BDT, reason: 'cancelled', createdAt: b.cancelledAt, refunded };
      rental.kind = refunded ? 'cancelled_refunded' : 'cancelled_refund_due';
    }
  }

  return { random, now, today, bikes, customers, rentals, at, booked, returned, cancelled };
}

/** The stories a newcomer should find, placed first so that they always find a bike. */
function planStories(ledger: Ledger) {
  const { random, now, at, booked, returned, cancelled } = ledger;
  const jittered = (t: Date) => jitter(random, t);
  const outNow = quarter(now - 100 * MINUTE);
  booked('out_now', { start: outNow, end: later(outNow, 5 * 60), bookedAt: jittered(later(outNow, -130)) });
  booked('out_now', { start: at(-1, 10), end: at(2, 10), bookedAt: jittered(at(-2, 19, 12)) });
  // Out since yesterday afternoon, due back two hours ago and not returned yet.
  const overdue = booked('overdue', {
    start: at(-1, 15),
    end: quarter(now - 2 * HOUR),
    bookedAt: jittered(at(-2, 11, 20)),
    // Still out: its bike is not free until some time after now.
    outUntil: new Date(now + 3 * HOUR),
  }) as PlannedRental;
  // Tomorrow's booking of the overdue bike: the one the overrun endangers (docs/product/booking-and-periods.md#overdue).
  booked('upcoming', {
    start: at(1, 10),
    end: at(1, 14),
    bookedAt: jittered(new Date(now - 5 * HOUR)),
    onBike: overdue.bike,
  });

  const cheap = { maxPrice: CHEAP_BIKE_PRICE };
  // Returned early: charged less than the advance, the difference owed back (one still due, one paid back).
  returned(
    {
      ...cheap,
      start: at(-3, 16, 30),
      end: at(-3, 19, 30),
      bookedAt: jittered(at(-3, 14, 5)),
      returnTime: at(-3, 17, 10),
    },
    {},
  );
  returned(
    {
      ...cheap,
      start: at(-22, 11),
      end: at(-22, 13),
      bookedAt: jittered(at(-22, 10, 48)),
      returnTime: at(-22, 11, 35),
    },
    { refunded: refundedBy(random, 'bkash', jittered(at(-21, 12, 20))) },
  );
  // Cancelled 24 hours or more before the start (the advance owed back; once paid back), and later (kept).
  cancelled({
    start: at(-2, 15),
    end: at(-2, 19),
    bookedAt: jittered(at(-6, 21)),
    cancelledAt: jittered(at(-4, 9, 12)),
  });
  cancelled({
    start: at(-17, 10),
    end: at(-17, 16),
    bookedAt: jittered(at(-21, 20)),
    cancelledAt: jittered(at(-19, 18)),
    refunded: refundedBy(random, 'nagad', jittered(at(-18, 12, 40))),
  });
  cancelled({ start: at(-8, 17), end: at(-8, 20), bookedAt: jittered(at(-9, 12)), cancelledAt: jittered(at(-8, 11)) });
  cancelled({
    start: at(-34, 15),
    end: at(-34, 18),
    bookedAt: jittered(at(-36, 10)),
    cancelledAt: jittered(at(-34, 9)),
  });
  // A customer who pressed Cancel on the checkout page: the booking closed with its advance unpaid (docs/product/booking-and-periods.md#booking).
  {
    const rental = booked('checkout_cancelled', {
      start: at(-12, 18),
      end: at(-12, 20),
      bookedAt: jittered(at(-12, 17, 40)),
    });
    const [attempt] = rental?.payments ?? [];
    if (rental && attempt) {
      const closedAt = jittered(later(rental.createdAt, 2));
      const closed: PlannedPayment = { ...attempt, status: 'cancelled', gatewayTxnId: null, settledAt: closedAt };
      Object.assign(rental, { status: 'cancelled', advancePaid: false, updatedAt: closedAt, payments: [closed] });
    }
  }
  // Never collected: closed by the shop as no-shows, the advance kept (docs/product/booking-and-periods.md#no-shows).
  for (const [day, hour, hours, closedAfter] of [
    [-15, 9, 8, 150],
    [-41, 16, 3, 105],
  ] as const) {
    const rental = booked('no_show', {
      start: at(day, hour),
      end: at(day, hour + hours),
      bookedAt: jittered(at(day - 1, 21)),
    });
    if (rental) Object.assign(rental, { status: 'no_show', updatedAt: jittered(later(at(day, hour), closedAfter)) });
  }
  // Returned, the balance not paid yet (one after a failed try at the checkout).
  returned({ start: at(-1, 9), end: at(-1, 12), bookedAt: jittered(at(-2, 20, 30)), returnTime: at(-1, 12, 10) }, {});
  returned(
    { start: at(-4, 17), end: at(-4, 21), bookedAt: jittered(at(-4, 11)), returnTime: at(-4, 21, 20) },
    { failedAttemptAt: jittered(at(-4, 23, 5)) },
  );
}

/** The demo customer's own rentals: three paid, one returned with a balance to pay online, one ahead. */
function planDemoCustomer(ledger: Ledger) {
  const { random, now, at, booked, returned } = ledger;
  const demo = { who: 'demo' as const };
  for (const [day, hour, hours, drift, paidAfter] of [
    [-45, 10, 4, 10, 95],
    [-28, 15, 3, -5, 40],
    [-11, 9, 9, 20, 300],
  ] as const) {
    const start = at(day, hour);
    const returnTime = later(at(day, hour + hours), drift);
    returned(
      { ...demo, start, end: at(day, hour + hours), bookedAt: jitter(random, at(day - 2, 20)), returnTime },
      { paidAt: jitter(random, later(returnTime, paidAfter)) },
    );
  }
  returned(
    { ...demo, start: at(-2, 16), end: at(-2, 20), bookedAt: jitter(random, at(-3, 22)), returnTime: at(-2, 20, 25) },
    {},
  );
  booked('upcoming', {
    ...demo,
    start: at(3, 10),
    end: at(3, 15),
    bookedAt: jitter(random, new Date(now - 26 * HOUR)),
  });
}

/** Bookings for the coming week, fewer than the walk-ins the days will bring. */
function planUpcoming(ledger: Ledger) {
  const { random, now, at, booked } = ledger;
  for (let day = 0; day <= UPCOMING_DAYS; day++) {
    const weekday = dhakaWeekday(at(day, 12));
    const count = Math.max(0, Math.round(RENTALS_PER_DAY[weekday]! / 2) + random.pick([-1, 0, 0, 1]));
    for (let k = 0; k < count; k++) {
      const start = startOnDay(random, day, weekday, at);
      if (start.getTime() < now + UPCOMING_FROM || start.getTime() > now + UPCOMING_DAYS * DAY) continue;
      const end = later(start, 60 * plannedHours(random, weekday));
      const bookedAt = jitter(random, new Date(now - random.int(60, 3 * 24 * 60) * MINUTE));
      booked('upcoming', { start, end, bookedAt }, false);
    }
  }
}

/** The everyday trade of the last 60 days: returned and paid, busiest on Friday and Saturday afternoons. */
function planPastDays(ledger: Ledger) {
  const { random, now, at, returned } = ledger;
  for (let day = -HISTORY_DAYS; day <= 0; day++) {
    const weekday = dhakaWeekday(at(day, 12));
    const count = Math.max(0, RENTALS_PER_DAY[weekday]! + random.pick([-1, 0, 0, 1]));
    for (let k = 0; k < count; k++) {
      const start = startOnDay(random, day, weekday, at);
      const end = later(start, 60 * plannedHours(random, weekday));
      const drift = random.pick(RETURN_DRIFT_MINUTES) + random.int(0, 4);
      // Never charged less than the advance: an ordinary rental lasts at least the shortest period.
      const returnTime = new Date(Math.max(later(end, drift).getTime(), later(start, 60).getTime()));
      if (returnTime.getTime() > now - 30 * MINUTE) continue;
      const lead = random.pick(['walk-in', 'hours', 'days'] as const);
      const leadMinutes =
        lead === 'walk-in'
          ? random.int(1, 8)
          : lead === 'hours'
            ? random.int(60, 12 * 60)
            : random.int(24 * 60, 4 * 24 * 60);
      const bookedAt = jitter(random, later(start, -leadMinutes));
      const paidAt = new Date(
        Math.min(
          returnTime.getTime() + random.pick([5, 20, 45, 90, 240, 600]) * MINUTE + random.int(0, 59_999),
          now - 5 * MINUTE,
        ),
      );
      returned({ start, end, bookedAt, returnTime }, { paidAt }, false);
    }
  }
}

/** Each made-up customer signed up some days before their first booking (or has not rented yet). */
function dateSignUps(ledger: Ledger, openedAt: number) {
  const { random, now, customers, rentals } = ledger;
  customers.forEach((customer, i) => {
    const first = Math.min(...rentals.filter((r) => r.customer === i).map((r) => r.createdAt.getTime()));
    const before = Number.isFinite(first) ? first : now - DAY;
    customer.createdAt = new Date(Math.max(openedAt + random.int(0, DAY), before - random.int(DAY, 30 * DAY)));
  });
}

/** The demo staff member worked the counter the last four weeks, every day but their day off (Tuesday). */
const STAFF_DAYS = 28;
const STAFF_DAY_OFF = 2;
/** The cash a till opens with, in taka: notes for change. */
const TILL_FLOATS = [1000, 1500, 2000, 2000, 2500, 3000];
/** A balance settled this soon after the bike came back was paid at the counter, as the rider handed it in. */
const PAID_AT_COUNTER_WITHIN = 30 * MINUTE;
/** How the counter's customers paid: cash mostly, bKash Send Money often (the card terminal once, below). */
const COUNTER_WAYS: readonly CounterMethod[] = ['cash', 'cash', 'cash', 'bkash_send_money', 'bkash_send_money'];
/** A till's count off by a little, on one day. */
const SMALL_DIFFERENCES = [-100, -50, -20, 20, 50];

/** The Dhaka day of an instant, YYYY-MM-DD. */
const shopDate = (instant: Date) => {
  const c = dhakaClock(instant);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
};

/**
 * The demo staff member's counter (docs/product/the-counter.md#counter-payments, #tills): a till on each day
 * they worked, opened in the morning with a float and closed at night with the count (planCounter); the
 * balances of the made-up customers paid within half an hour of the return while a till was open were taken
 * at the counter (the largest once on the card terminal, some by bKash Send Money with its 10-character
 * transaction ID, the rest in cash into that day's till), and so were the deposits of the bikes handed over
 * (planInspections). Every till adds up (expected = float + cash in − cash out), and the count differs from it
 * on one day.
 */
function planTills(ledger: Ledger): PlannedTill[] {
  const { random, at } = ledger;
  const tills: PlannedTill[] = [];
  for (let day = -STAFF_DAYS; day <= -1; day++) {
    if (dhakaWeekday(at(day, 12)) === STAFF_DAY_OFF) continue;
    const openingFloat = random.pick(TILL_FLOATS);
    tills.push({
      day: shopDate(at(day, 12)),
      openingFloat,
      openedAt: jitter(random, at(day, 8, random.int(30, 55))),
      closedAt: jitter(random, at(day, 21, random.int(5, 35))),
      cashIn: 0,
      cashOut: 0,
      expectedCash: openingFloat,
      countedCash: openingFloat,
      difference: 0,
    });
  }
  return tills;
}

/** The till open at `t` (its index), or -1. */
const tillOpenAt = (tills: readonly PlannedTill[], t: Date) => tills.findIndex((x) => x.openedAt < t && t < x.closedAt);

/**
 * The balances of the made-up customers paid within half an hour of the return while a till was open, taken at
 * the counter (see planTills); then each till's cash adds up: the float, the cash taken in (balances and
 * deposits), the cash given back out of it (deposits returned), and the count, off a little on one day.
 */
function planCounter(ledger: Ledger, rentals: readonly PlannedRental[], tills: PlannedTill[]): void {
  const { random } = ledger;
  const taken: { payment: PlannedPayment; till: number }[] = [];
  for (const r of rentals) {
    if (r.customer === 'demo' || r.status !== 'returned' || !r.returnTime) continue;
    for (const payment of r.payments) {
      if (payment.purpose !== 'rent' || payment.status !== 'paid') continue;
      if (payment.settledAt.getTime() - r.returnTime.getTime() > PAID_AT_COUNTER_WITHIN) continue;
      const till = tillOpenAt(tills, payment.settledAt);
      if (till >= 0) taken.push({ payment, till });
    }
  }
  const methods = taken.map(() => random.pick(COUNTER_WAYS));
  // The card terminal once, for the largest balance; and at least one bKash Send Money.
  const largest = taken.reduce((best, x, i) => (x.payment.amount > (taken[best]?.payment.amount ?? 0) ? i : best), 0);
  if (taken.length) methods[largest] = 'card_terminal';
  if (!methods.includes('bkash_send_money')) {
    const other = methods.findIndex((m) => m !== 'card_terminal');
    if (other >= 0) methods[other] = 'bkash_send_money';
  }
  taken.forEach(({ payment, till }, i) => {
    const method = methods[i] ?? 'cash';
    const reference =
      method === 'cash'
        ? null
        : method === 'card_terminal'
          ? `RRN${random.int(100_000, 999_999)}${random.int(100_000, 999_999)}`
          : random.code(10);
    Object.assign(payment, {
      tranId: newTranId('rent', payment.settledAt.getTime(), random.bytes(8)),
      gatewayTxnId: reference,
      createdAt: payment.settledAt,
      counter: { method, reference, till: method === 'cash' ? till : null },
    });
    const drawer = tills[till];
    if (drawer && method === 'cash') drawer.cashIn += payment.amount;
  });
  for (const r of rentals) {
    for (const p of r.payments) {
      const drawer = p.purpose === 'deposit' && p.counter?.till != null ? tills[p.counter.till] : undefined;
      if (drawer) drawer.cashIn += p.amount;
    }
    const back = r.depositReturn?.refunded?.till;
    const drawer = back === undefined ? undefined : tills[back];
    if (drawer && r.depositReturn) drawer.cashOut += r.depositReturn.amount;
  }
  for (const t of tills) t.expectedCash = t.openingFloat + t.cashIn - t.cashOut;
  const withCash = tills.filter((t) => t.cashIn > 0);
  if (tills.length) {
    const off = random.pick(withCash.length ? withCash : tills);
    off.difference = random.pick(SMALL_DIFFERENCES);
  }
  for (const t of tills) t.countedCash = t.expectedCash + t.difference;
}

/** How far back the counter recorded handovers and returns with readings, photos and the deposit. */
export const INSPECTED_DAYS = 21;
/** The four sides of the bike photographed at each handover and return (docs/product/handover-and-return.md#photos). */
export const PHOTO_ANGLES = ['front', 'left', 'right', 'back'] as const;
/** Fuel in eighths a bike leaves with: full mostly. */
const FUEL_OUT = [8, 8, 8, 8, 7, 6];
/** How a deposit is paid at the counter when a till is open: cash mostly, bKash Send Money often. */
const DEPOSIT_WAYS: readonly CounterMethod[] = ['cash', 'cash', 'cash', 'bkash_send_money', 'bkash_send_money'];
/** The damage found at one return, from the owner's price list (docs/product/handover-and-return.md#charges-price-list). */
const DAMAGE = ['SCRATCH', 'MIRROR'] as const;
const DAMAGE_NOTES = 'Scratch on the left side panel; left mirror broken.';

/**
 * The counter's handovers and returns of the last `INSPECTED_DAYS` days
 * (docs/product/handover-and-return.md#handover, #return): every rental that went out since was handed over
 * by the demo staff member with readings, four photos and its bike's deposit (cash into the till open then,
 * else bKash Send Money), and every one back since, but the balances still owed (returned by the spec's call,
 * docs/product/handover-and-return.md#time-alone-does-not-make-a-rental-active), was taken back with readings
 * and four photos and billed by `billOf` (docs/product/handover-and-return.md#the-bill), stored as the return
 * stores it: the rent as `rentalCharge`, the balance as `totalCost`, the rest of the deposit owed back, paid
 * back at once (in cash from the till, else by bKash) but for the last return's. The odometer of each bike
 * rises from rental to rental; fuel comes back as it left or fuller. One rider brings the fuel back low, one
 * loses the second helmet, and one damages the bike (a scratch, a mirror) that the deposit pays for in part.
 */
function planInspections(ledger: Ledger, rentals: PlannedRental[], tills: readonly PlannedTill[], shop: DemoShopRules) {
  const { random, now, today, bikes } = ledger;
  const from = today - INSPECTED_DAYS * DAY;
  const out = rentals
    .filter((r) => r.startTime.getTime() >= from && r.startTime.getTime() <= now && r.advancePaid)
    .filter((r) => (r.status === 'returned' ? r.kind !== 'returned_balance_owed' : r.status === 'booked'))
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  const back = out.filter((r) => r.status === 'returned' && r.returnTime);
  const odometer = new Map<number, number>();
  const returnReadings = new Map<PlannedRental, PlannedInspection>();
  for (const r of out) {
    const at = r.startTime;
    const km = (odometer.get(r.bike) ?? random.int(4_000, 30_000)) + random.int(0, 3);
    const helmets = random.next() < 0.25 ? 2 : 1;
    r.handover = { at, odometerKm: km, fuelEighths: random.pick(FUEL_OUT), helmets, notes: null };
    const deposit = bikes[r.bike]?.deposit ?? 0;
    const till = tillOpenAt(tills, at);
    const method: CounterMethod = till >= 0 ? random.pick(DEPOSIT_WAYS) : 'bkash_send_money';
    if (deposit > 0) {
      const reference = method === 'cash' ? null : random.code(10);
      r.payments.push({
        purpose: 'deposit',
        amount: deposit,
        status: 'paid',
        tranId: newTranId('deposit', at.getTime(), random.bytes(8)),
        gatewayTxnId: reference,
        createdAt: at,
        settledAt: at,
        counter: { method, reference, till: method === 'cash' ? till : null },
      });
    }
    odometer.set(r.bike, km);
    if (!r.returnTime) continue;
    const hours = (r.returnTime.getTime() - at.getTime()) / HOUR;
    const ridden = Math.round(hours * random.int(5, 12)) + random.int(2, 12);
    const fuel = Math.min(FULL_TANK, r.handover.fuelEighths + random.pick([0, 0, 0, 1]));
    returnReadings.set(r, { at: r.returnTime, odometerKm: km + ridden, fuelEighths: fuel, helmets, notes: null });
    odometer.set(r.bike, km + ridden);
  }

  // The returns with a story of their own: ordinary ones (not returned early), whose bill the deposit covers.
  const items = new Map(shop.chargeItems.map((c) => [c.code, c]));
  const damage: BillCharge[] = DAMAGE.flatMap((code) => {
    const item = items.get(code);
    return item ? [{ code, label: { en: item.nameEn, bn: item.nameBn }, amount: item.amount }] : [];
  });
  const lostHelmetPrice = items.get(LOST_HELMET)?.amount ?? 0;
  // Each story on a return whose bill, with it, the deposit still covers: the rest of it is given back.
  const onTime = (r: PlannedRental) =>
    !!r.returnTime && r.returnTime.getTime() <= r.endTime.getTime() + shop.settings.lateGraceMinutes * MINUTE;
  const covers = (r: PlannedRental, extra: number) =>
    onTime(r) && (r.rentalCharge ?? 0) + extra < ADVANCE_PAYMENT_BDT + (bikes[r.bike]?.deposit ?? 0);
  const ordinary = random.weightedOrder(
    back.filter((r) => !r.refund),
    () => 1,
  );
  const pickFor = (extra: number, taken: readonly (PlannedRental | undefined)[]) =>
    ordinary.find((r) => !taken.includes(r) && covers(r, extra));
  const damaged = pickFor(
    damage.reduce((sum, c) => sum + c.amount, 0),
    [],
  );
  const helmetLost = pickFor(lostHelmetPrice, [damaged]);
  const lowFuel = pickFor(3 * shop.settings.fuelPricePerEighth, [damaged, helmetLost]);
  const charges = new Map<PlannedRental, BillCharge[]>();
  if (damaged && damage.length) charges.set(damaged, damage);
  const readingsOf = (r: PlannedRental | undefined) => (r ? returnReadings.get(r) : undefined);
  const damagedBack = readingsOf(damaged);
  if (damagedBack && damage.length) damagedBack.notes = DAMAGE_NOTES;
  const helmetBack = readingsOf(helmetLost);
  if (helmetLost?.handover && helmetBack) {
    helmetLost.handover.helmets = 2;
    helmetBack.helmets = 1;
    helmetBack.notes = 'Second helmet not brought back.';
  }
  const fuelBack = readingsOf(lowFuel);
  if (lowFuel?.handover && fuelBack)
    fuelBack.fuelEighths = Math.max(0, lowFuel.handover.fuelEighths - random.int(2, 3));

  for (const r of back) {
    const readings = returnReadings.get(r);
    if (!readings || !r.handover || !r.returnTime) continue;
    const deposit = r.payments.find((p) => p.purpose === 'deposit');
    const made = charges.get(r) ?? [];
    const bill = billOf({
      rental: { startTime: r.startTime, pricePerHour: r.pricePerHour, quote: null },
      plannedReturn: r.endTime,
      returnTime: r.returnTime,
      settings: shop.settings,
      out: { fuelEighths: r.handover.fuelEighths, helmets: r.handover.helmets },
      back: { fuelEighths: readings.fuelEighths, helmets: readings.helmets },
      lostHelmetPrice,
      charges: made,
      advance: r.advancePaid ? ADVANCE_PAYMENT_BDT : 0,
      deposit: deposit?.amount ?? 0,
    });
    r.inspectedReturn = { ...readings, charges: made, deposit: deposit?.amount ?? 0, bill };
    // As the return stores it (apps/api/src/modules/rentals/return.service.ts): the rent, and the balance left.
    r.rentalCharge = bill.rent;
    r.totalCost = bill.balance;
    if (bill.balance > 0) {
      for (const p of r.payments) if (p.purpose === 'rent') p.amount = bill.balance;
    } else {
      r.payments = r.payments.filter((p) => p.purpose !== 'rent');
      r.balancePaid = false;
      r.updatedAt = r.returnTime;
    }
    if (r.refund && bill.balance < 0) r.refund.amount = -bill.balance;
    else r.refund = null;
    if (bill.depositRefund <= 0) continue;
    // Given back at the counter: cash from the till open then (a deposit paid in cash), else by bKash.
    const handedBack = jitter(random, later(r.returnTime, random.int(1, 5)));
    const till = deposit?.counter?.method === 'cash' ? tillOpenAt(tills, handedBack) : -1;
    const sentAt = new Date(Math.min(later(r.returnTime, random.int(20, 150)).getTime(), now - 2 * MINUTE));
    const refunded: PlannedRefund['refunded'] =
      till >= 0
        ? { ...refundedBy(random, 'cash', handedBack), till }
        : refundedBy(random, 'bkash', jitter(random, sentAt));
    r.depositReturn = { amount: bill.depositRefund, reason: 'deposit_return', createdAt: r.returnTime, refunded };
  }
  // The last deposit to go back by bKash (or the last of all) is not sent yet: still owed back.
  const owed = back.filter((r) => r.depositReturn);
  const byBkash = owed.filter((r) => r.depositReturn?.refunded?.method === 'bkash');
  const latest = (rs: PlannedRental[]) =>
    rs.reduce<PlannedRental | undefined>(
      (a, r) => (a?.returnTime && r.returnTime && a.returnTime > r.returnTime ? a : r),
      undefined,
    );
  const due = latest(byBkash) ?? latest(owed);
  if (due?.depositReturn) due.depositReturn.refunded = null;
}

/** A pickup time on Dhaka's clock on a day `day` days from today, by the weekday's pattern. */
function startOnDay(random: Random, day: number, weekday: number, at: (d: number, h: number, m?: number) => Date) {
  const hours = weekday === 5 ? START_HOURS.friday : weekday === 6 ? START_HOURS.saturday : START_HOURS.workday;
  return at(day, random.pick(hours), random.pick(MINUTES_PAST_HOUR));
}

function plannedHours(random: Random, weekday: number): number {
  return random.pick(weekday === 5 || weekday === 6 ? WEEKEND_HOURS : WORKDAY_HOURS);
}

/** How many rentals of each kind a plan holds. */
export function countKinds(plan: DemoHistoryPlan): Record<RentalKind, number> {
  const counts = Object.fromEntries(RENTAL_KINDS.map((k) => [k, 0])) as Record<RentalKind, number>;
  for (const r of plan.rentals) counts[r.kind] += 1;
  return counts;
}
