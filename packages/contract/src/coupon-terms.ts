import { shopDateRange } from './periods.ts';
import { text, type Text } from './say.ts';

/**
 * Whether a coupon applies to a booking (docs/product/money-and-refunds.md#coupons-at-checkout): one pure check for the
 * quote and the booking, given what the caller read (the coupon, its uses, the customer's). The coupon's
 * code is matched without regard to case by the caller; this says why a found (or missing) coupon does not
 * apply, the first reason in the order a customer can act on.
 */

/** A coupon's terms, as the owner set them. Dates are Dhaka calendar days, inclusive. */
export type CouponTerms = {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minimumCharge: number;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  firstRentalOnly: boolean;
  bikeId: string | null;
  active: boolean;
};

/** The booking a coupon is tried on, and the counts the caller read. */
export type CouponUse = {
  /** When it is used: the quote's or the booking's moment. */
  now: Date;
  /** The rental charge (time and price rules) the coupon would take money off. */
  rentalCharge: number;
  bikeId: string;
  /** Uses counted so far, by everyone. */
  uses: number;
  /**
   * The customer's own: uses of this coupon, and rentals before this one that count (booked or taken).
   * Absent for a quote asked without signing in: those limits are checked at booking.
   */
  customer?: { uses: number; rentals: number };
};

export const COUPON_PROBLEMS = [
  'COUPON_UNKNOWN',
  'COUPON_NOT_YET',
  'COUPON_EXPIRED',
  'COUPON_OTHER_BIKE',
  'COUPON_FIRST_RENTAL',
  'COUPON_MINIMUM',
  'COUPON_USED_UP',
  'COUPON_USED_BY_YOU',
] as const;
export type CouponProblemCode = (typeof COUPON_PROBLEMS)[number];
export type CouponProblem = { code: CouponProblemCode; message: Text };

/** The same code as the customer typed it, as codes are compared: trimmed, upper case. */
export const normalCouponCode = (code: string): string => code.trim().toUpperCase();

/** Why `coupon` (null: no active coupon has the code) does not apply to `use`; null when it does. */
export function couponProblem(typed: string, coupon: CouponTerms | null, use: CouponUse): CouponProblem | null {
  if (!coupon || !coupon.active) return { code: 'COUPON_UNKNOWN', message: text.couponUnknown({ code: typed }) };
  const { code } = coupon;
  const now = use.now.getTime();
  if (coupon.validFrom && now < shopDateRange(coupon.validFrom, coupon.validFrom).start.getTime()) {
    return { code: 'COUPON_NOT_YET', message: text.couponNotYet({ code, from: coupon.validFrom }) };
  }
  if (coupon.validTo && now >= shopDateRange(coupon.validTo, coupon.validTo).end.getTime()) {
    return { code: 'COUPON_EXPIRED', message: text.couponExpired({ code, to: coupon.validTo }) };
  }
  if (coupon.bikeId && coupon.bikeId !== use.bikeId) {
    return { code: 'COUPON_OTHER_BIKE', message: text.couponOtherBike({ code }) };
  }
  if (coupon.firstRentalOnly && use.customer && use.customer.rentals > 0) {
    return { code: 'COUPON_FIRST_RENTAL', message: text.couponFirstRental({ code }) };
  }
  if (use.rentalCharge < coupon.minimumCharge) {
    return { code: 'COUPON_MINIMUM', message: text.couponMinimum({ code, minimum: coupon.minimumCharge }) };
  }
  if (coupon.maxUses !== null && use.uses >= coupon.maxUses) {
    return { code: 'COUPON_USED_UP', message: text.couponUsedUp({ code }) };
  }
  if (coupon.maxUsesPerCustomer !== null && use.customer && use.customer.uses >= coupon.maxUsesPerCustomer) {
    return {
      code: 'COUPON_USED_BY_YOU',
      message: text.couponUsedByYou({ code, max: coupon.maxUsesPerCustomer }),
    };
  }
  return null;
}
