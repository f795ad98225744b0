/**
 * What a booking costs for a period from its start (docs/product/money-and-refunds.md#prices-hours-days-and-weeks):
 * priced with what its quote was worked out from (the bike's prices, the rules, the add-ons, the coupon), so
 * the shop's later price changes never change it; a booking made before quotes, by its hourly price
 * (docs/product/money-and-refunds.md#rental-charge), as the return charges it (`returnCharge` in the API's
 * rentals service, with `priceKeptQuote` too). The rental's story says its lines, up to the
 * return or the planned return, and the messages its planned total, so all say the same total and lines.
 */
import type { BikePrices } from './bikes.ts';
import { priceRental, type AddOnChoice, type Charge, type CouponChoice, type PriceRule } from './charge.ts';
import { ADVANCE_PAYMENT_BDT } from './constants.ts';
import { balanceAfterAdvance, rentalCharge, rentedMinutes } from './money.ts';
import type { CostLine } from './rentals.ts';
import { sayText, text, type Text } from './say.ts';

/** What a booking keeps of its quote (the rentals' `quote` column): what its charge was worked out from. */
export type KeptQuote = {
  prices: BikePrices;
  rules: PriceRule[];
  addOns: AddOnChoice[];
  coupon: CouponChoice | null;
  charge: Charge;
};

/** A booking as it is priced: its start, its hourly price, and its quote (null: made before quotes). */
export type PricedRental = { startTime: Date; pricePerHour: number; quote: KeptQuote | null };

/** A period's charge: its total, the advance, the balance, and the lines that add up to the total. */
export type BookingCharge = { total: number; advance: number; balance: number; lines: CostLine[] };

const bothLanguages = (said: Text) => ({ en: sayText('en', said), bn: sayText('bn', said) });

/**
 * A booking's quote priced over `period` (its start to its return, planned or actual) with the prices, rules,
 * add-ons and coupon it was made with: the one pricing of a booking after it is made, for its extension, its
 * return and its story alike.
 */
export function priceKeptQuote(
  quote: Pick<KeptQuote, 'prices' | 'rules' | 'addOns' | 'coupon'>,
  period: { start: Date; end: Date },
): Charge {
  const { prices, rules, addOns, coupon } = quote;
  return priceRental({ prices, period, rules, addOns, coupon });
}

/** The charge of `rental` from its start to `end`, the advance not among its lines. */
export function bookingCharge(rental: PricedRental, end: Date): BookingCharge {
  const { quote } = rental;
  if (!quote) {
    const minutes = Math.max(0, rentedMinutes(rental.startTime, end));
    const total = rentalCharge(rental.pricePerHour, minutes);
    const label = bothLanguages(text.chargeLineHours({ minutes, price: rental.pricePerHour, minimum: false }));
    return {
      total,
      advance: ADVANCE_PAYMENT_BDT,
      balance: balanceAfterAdvance(total),
      lines: [{ kind: 'time', key: 'hours', label, amount: total }],
    };
  }
  const priced = priceKeptQuote(quote, { start: rental.startTime, end });
  const lines: CostLine[] = [];
  for (const { kind, key, label, amount } of priced.lines) {
    if (kind !== 'advance') lines.push({ kind, key, label: { en: label.en, bn: label.bn }, amount });
  }
  return { total: priced.total, advance: priced.advance, balance: priced.balance, lines };
}

/** A returned rental's recorded charge as one line, when the lines priced now would not add up to it. */
export function recordedChargeLine(charge: number): CostLine {
  return { kind: 'time', key: 'recorded', label: bothLanguages(text.chargeLineRecorded()), amount: charge };
}
