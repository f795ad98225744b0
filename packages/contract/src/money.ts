import { ADVANCE_PAYMENT_BDT } from './constants.ts';

const MINUTE_MS = 60_000;

/** Whole minutes between two instants, rounded down (a started minute is not billed). */
export function rentedMinutes(start: Date, end: Date): number {
  return Math.floor((end.getTime() - start.getTime()) / MINUTE_MS);
}

/** D5: round(price per hour × rented minutes ÷ 60), in whole taka; halves round up. */
export function rentalCharge(pricePerHour: number, minutes: number): number {
  if (!Number.isInteger(pricePerHour) || pricePerHour < 0)
    throw new RangeError('pricePerHour must be a whole, non-negative number');
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError('minutes must be a whole, non-negative number');
  // Integer arithmetic: (p × m + 30) div 60 is round-half-up of p × m ÷ 60 without floating point.
  return Math.floor((pricePerHour * minutes + 30) / 60);
}

/** D5: what is left to pay after the advance; negative means the shop owes the customer. */
export function balanceAfterAdvance(charge: number, advance = ADVANCE_PAYMENT_BDT): number {
  return charge - advance;
}

const takaFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '1,250 BDT' style: whole taka with thousands separators. */
export function formatTaka(amount: number): string {
  return `${takaFormat.format(amount)} BDT`;
}

/** '150 BDT / hour': a price per hour in whole taka. */
export function formatPricePerHour(amount: number): string {
  return `${formatTaka(amount)} / hour`;
}
