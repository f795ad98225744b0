/**
 * A rental's bill at its return (docs/product/handover-and-return.md#the-bill): the rent of the actual period
 * as its booking prices it (`bookingCharge`), then lateness, fuel, missing helmets and the charges for damage
 * or loss, less the advance; the deposit held covers what it can, the rest of it is owed back, and what it does
 * not cover is the balance to pay. One pure function, so the return, its preview and every screen and message
 * say the same lines and totals.
 */
import { bookingCharge, type PricedRental } from './booking-charge.ts';
import { FULL_TANK_EIGHTHS, type Bill, type BillLine, type BillLineKind } from './inspections.ts';
import { sayText, text, type Text } from './say.ts';

export type { Bill, BillLine };

/** A charge added at the return: from the owner's price list (its code and names) or written for the case. */
export type BillCharge = { code: string | null; label: { en: string; bn: string }; amount: number };

export type BillInput = {
  rental: PricedRental;
  /** The planned return; null: open-ended, never late. */
  plannedReturn: Date | null;
  returnTime: Date;
  settings: { lateGraceMinutes: number; lateMultiplier: number; fuelPricePerEighth: number };
  /** The handover's readings; null for a handover recorded without an inspection (nothing to compare). */
  out: { fuelEighths: number; helmets: number } | null;
  back: { fuelEighths: number; helmets: number };
  /** The price list's lost helmet, charged for each helmet not brought back. */
  lostHelmetPrice: number;
  charges: readonly BillCharge[];
  /** The advance paid (0 when none was). */
  advance: number;
  /** The deposit held (0 when none). */
  deposit: number;
};

const HOUR_MS = 3_600_000;
const both = (said: Text) => ({ en: sayText('en', said), bn: sayText('bn', said) });

/**
 * Started hours past the planned return, once the return is later than the grace allows: within the grace
 * nothing; 1 minute past the grace counts the whole first hour from the planned return.
 */
export function lateHours(plannedReturn: Date | null, returnTime: Date, graceMinutes: number): number {
  if (!plannedReturn) return 0;
  const late = returnTime.getTime() - plannedReturn.getTime();
  if (late <= graceMinutes * 60_000) return 0;
  return Math.ceil(late / HOUR_MS);
}

/** The hourly price the late fee multiplies: the booking's own (its quote's, or the price it was booked at). */
const hourlyPrice = (rental: PricedRental) => rental.quote?.prices.pricePerHour ?? rental.pricePerHour;

/** The bill of a rental returned at `returnTime`. */
export function billOf(input: BillInput): Bill {
  const { rental, returnTime, settings, out, back } = input;
  const rentOfPeriod = bookingCharge(rental, returnTime);
  const lines: BillLine[] = rentOfPeriod.lines.map((l) => ({ ...l }));
  const rent = rentOfPeriod.total;

  const hours = lateHours(input.plannedReturn, returnTime, settings.lateGraceMinutes);
  const perLateHour = Math.round(hourlyPrice(rental) * settings.lateMultiplier);
  /** Adds a line unless it is nothing; answers its amount. */
  const add = (kind: BillLineKind, label: BillLine['label'], amount: number, key: string = kind) => {
    if (amount !== 0) lines.push({ kind, key, label: { ...label }, amount });
    return amount;
  };
  const lateFee = add(
    'late',
    both(text.billLineLate({ hours, price: perLateHour, multiplier: settings.lateMultiplier })),
    hours * perLateHour,
  );

  const missingFuel = out ? Math.max(0, Math.min(FULL_TANK_EIGHTHS, out.fuelEighths) - back.fuelEighths) : 0;
  const fuel = add(
    'fuel',
    both(text.billLineFuel({ eighths: missingFuel, price: settings.fuelPricePerEighth })),
    missingFuel * settings.fuelPricePerEighth,
  );
  const missingHelmets = out ? Math.max(0, out.helmets - back.helmets) : 0;
  const helmets = add(
    'helmet',
    both(text.billLineHelmets({ count: missingHelmets, price: input.lostHelmetPrice })),
    missingHelmets * input.lostHelmetPrice,
  );
  const charged = input.charges.reduce((sum, c, i) => sum + add('charge', c.label, c.amount, `charge:${i + 1}`), 0);
  const extras = fuel + helmets + charged;

  const total = rent + lateFee + extras;
  add('advance', both(text.chargeLineAdvance()), -input.advance);
  const afterAdvance = total - input.advance;
  const depositApplied = Math.min(input.deposit, Math.max(0, afterAdvance));
  const depositRefund = input.deposit - depositApplied;
  add('deposit_applied', both(text.billLineDepositApplied({ deposit: input.deposit })), -depositApplied);
  const balance = afterAdvance - depositApplied;
  lines.push({ kind: 'balance', key: 'balance', label: both(text.billLineBalance({ balance })), amount: balance });
  // Said after the balance: money going back to the rider, not a part of what is owed.
  add('deposit_refund', both(text.billLineDepositRefund()), depositRefund);
  return { lines, total, rent, lateFee, extras, depositApplied, depositRefund, balance };
}
