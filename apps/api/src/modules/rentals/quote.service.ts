import type { BikePrices } from '@bond/contract/bikes';
import { priceKeptQuote, type KeptQuote } from '@bond/contract/booking-charge';
import { priceRental, type AddOnChoice, type Charge, type PriceRule } from '@bond/contract/charge';
import { couponProblem, normalCouponCode, type CouponProblem } from '@bond/contract/coupon-terms';
import { periodProblems, type Period } from '@bond/contract/periods';
import { quoteOfCharge, type AddOnWanted, type Quote, type QuoteRequest } from '@bond/contract/quote';
import { sayText, text } from '@bond/contract/say';
import type { Language } from '@bond/contract/languages';
import { AppError, notFound } from '../../errors.ts';
import { couponTerms } from '../price-lists/price-lists.repository.ts';
import {
  endOfOpenBooking,
  openEndWithinPapers,
  periodTaken,
  refuseLapsedPapers,
  refuseProblems,
} from './booking-periods.ts';
import type { QuoteBasis } from './quote-basis.ts';

/**
 * A booking priced as asked (docs/product/money-and-refunds.md#prices-hours-days-and-weeks): the quote
 * answers it, and the booking prices with it in its own transaction, so both say the same lines.
 */
export type PricedBooking = {
  bikeId: string;
  /** What the charge was worked out from: the booking keeps them to price its extension and return alike. */
  prices: BikePrices;
  rules: PriceRule[];
  choices: AddOnChoice[];
  period: { start: Date; end: Date };
  charge: Charge;
  /** The add-ons priced, with their ids (a booking reserves them). */
  addOns: { id: string; code: string; quantity: number }[];
  /** The coupon applied, or null. */
  coupon: { id: string; code: string; kind: 'percent' | 'fixed'; value: number } | null;
  /** Why the coupon asked for does not apply; the charge is then without it. */
  couponProblem: CouponProblem | null;
};

/**
 * Prices `input` at `now` from `basis` (quote-basis.ts: the database in a booking's transaction, or what the
 * catalogue cache keeps for a visitor's quote): refuses (in the error shape) an unknown or unoffered bike, a
 * period that breaks the booking rules or overlaps another booking, an unknown add-on, or one out of stock
 * for the period. A coupon that does not apply is not a refusal here: the caller decides (the quote says
 * why, the booking refuses).
 */
export async function priceBooking(
  basis: QuoteBasis,
  input: Pick<QuoteRequest, 'bikeId' | 'startTime' | 'endTime' | 'addOns' | 'coupon'>,
  now: Date,
): Promise<PricedBooking> {
  const asked: Period = { start: new Date(input.startTime), end: input.endTime ? new Date(input.endTime) : null };
  refuseProblems(periodProblems(asked, now));
  const bike = await basis.bike(input.bikeId);
  if (!bike) throw notFound('Bike');
  if (!bike.isOffered) throw new AppError('BIKE_NOT_AVAILABLE', text.bikeNotAvailable(), 'bikeId');
  // A bike's papers lapsing cut its bookings short as a booking after it would (docs/product/fleet-calendar.md#papers).
  if (asked.end) refuseLapsedPapers(bike.papersExpiry, asked.end, 'endTime');
  const end =
    asked.end ??
    openEndWithinPapers(bike.papersExpiry, asked.start, await endOfOpenBooking(basis, bike.id, asked.start));
  const period = { start: asked.start, end };
  const clash = await basis.clash(bike.id, period);
  if (clash) throw periodTaken(clash);

  const wanted = input.addOns ?? [];
  const rules = await basis.rules();
  const addOns = await chosenAddOns(basis, wanted, period);
  const prices = { pricePerHour: bike.pricePerHour, pricePerDay: bike.pricePerDay, pricePerWeek: bike.pricePerWeek };
  const choices: AddOnChoice[] = addOns.map((a) => ({
    code: a.code,
    name: a.name,
    pricePerDay: a.pricePerDay,
    quantity: a.quantity,
  }));
  const withoutCoupon = priceRental({ prices, period, rules, addOns: choices });
  const priced = {
    bikeId: bike.id,
    prices,
    rules,
    choices,
    period,
    addOns: addOns.map(({ id, code, quantity }) => ({ id, code, quantity })),
  };
  if (input.coupon === undefined) return { ...priced, charge: withoutCoupon, coupon: null, couponProblem: null };

  const found = await basis.coupon(normalCouponCode(input.coupon));
  const terms = found && { id: found.row.id, ...couponTerms(found.row) };
  const problem = couponProblem(input.coupon.trim(), terms ?? null, {
    now,
    rentalCharge: withoutCoupon.rentalCharge,
    bikeId: bike.id,
    uses: found?.uses ?? 0,
    ...(found?.customer ? { customer: found.customer } : {}),
  });
  if (problem || !terms) return { ...priced, charge: withoutCoupon, coupon: null, couponProblem: problem };
  return {
    ...priced,
    charge: priceRental({
      prices,
      period,
      rules,
      addOns: choices,
      coupon: { code: terms.code, kind: terms.kind, value: terms.value },
    }),
    coupon: { id: terms.id, code: terms.code, kind: terms.kind, value: terms.value },
    couponProblem: null,
  };
}

/**
 * The add-ons asked for, each named once, active, and with stock left for the whole period: the most the
 * open bookings hold at any moment of it, plus this quantity, within the stock.
 */
async function chosenAddOns(basis: QuoteBasis, wanted: AddOnWanted[], period: { start: Date; end: Date }) {
  // Add-on codes are stored in capitals.
  const codes = wanted.map((w) => w.code.trim().toUpperCase());
  const twice = codes.findIndex((code, i) => codes.indexOf(code) !== i);
  if (twice >= 0) {
    throw new AppError('VALIDATION_FAILED', text.addOnTwice({ code: codes[twice] as string }), `addOns.${twice}.code`);
  }
  if (codes.length === 0) return [];
  const found = await basis.addOns(codes);
  const held = await basis.addOnsHeld(
    found.map((a) => a.id),
    period,
  );
  return wanted.map((w, i) => {
    const code = codes[i] as string;
    const addOn = found.find((a) => a.code === code);
    if (!addOn) throw new AppError('ADD_ON_UNKNOWN', text.addOnUnknown({ code }), `addOns.${i}.code`);
    const chosen = { ...addOn, quantity: w.quantity };
    refuseShortStock(chosen, held, `addOns.${i}.quantity`);
    return chosen;
  });
}

/**
 * Refuses (409 ADD_ON_UNAVAILABLE, naming `field`) an add-on whose stock, less what other bookings hold at
 * the busiest moment of the period (`held`, from addOnsHeldDuring), is short of the quantity.
 */
export function refuseShortStock(
  addOn: { id: string; name: { en: string; bn: string }; stock: number; quantity: number },
  held: Map<string, number>,
  field: string,
): void {
  const left = addOn.stock - (held.get(addOn.id) ?? 0);
  if (addOn.quantity > left) {
    throw new AppError(
      'ADD_ON_UNAVAILABLE',
      text.addOnUnavailable({ name: addOn.name, left: Math.max(0, left) }),
      field,
    );
  }
}

/** The quote's answer, its lines said in `language`. */
export function quoteAnswer(priced: PricedBooking, language: Language): Quote {
  const { couponProblem: problem } = priced;
  return {
    ...quoteOfCharge(priced.bikeId, priced.period, priced.charge, language),
    ...(problem ? { couponProblem: { code: problem.code, message: sayText(language, problem.message) } } : {}),
  };
}

/**
 * What a booking keeps of its quote (the rentals' `quote` column): the charge's lines and totals, and what
 * they were worked out from (the bike's prices, the rules, the add-ons, the coupon), so that a later change
 * of the owner's prices never changes a booking already made.
 */
export type BookingQuote = KeptQuote;

/** The quote a booking keeps. */
export function bookingQuote(priced: PricedBooking): BookingQuote {
  const { coupon } = priced;
  return {
    prices: priced.prices,
    rules: priced.rules,
    addOns: priced.choices,
    coupon: coupon && { code: coupon.code, kind: coupon.kind, value: coupon.value },
    charge: priced.charge,
  };
}

/**
 * A booking's quote priced over another period from its start (its extension): the prices, rules, add-ons and
 * coupon it was made with, so a later change of the owner's prices never changes it. A booking made before
 * quotes is priced by its hourly price, as its return is (docs/product/money-and-refunds.md#rental-charge):
 * its day and week cost 24 and 168 hours, which is the hourly charge for any period of an hour or more.
 */
export function repriceBooking(
  quote: BookingQuote | null,
  pricePerHour: number,
  period: { start: Date; end: Date },
): BookingQuote {
  const inputs = quote ?? {
    prices: { pricePerHour, pricePerDay: 24 * pricePerHour, pricePerWeek: 7 * 24 * pricePerHour },
    rules: [],
    addOns: [],
    coupon: null,
  };
  const { prices, rules, addOns, coupon } = inputs;
  return { prices, rules, addOns, coupon, charge: priceKeptQuote(inputs, period) };
}
