import { describe, expect, it } from 'vitest';
import { couponProblem, normalCouponCode, type CouponTerms, type CouponUse } from './coupon-terms.ts';
import { sayText } from './say.ts';

const coupon: CouponTerms = {
  code: 'EID25',
  kind: 'percent',
  value: 25,
  minimumCharge: 500,
  validFrom: '2027-05-16',
  validTo: '2027-05-19',
  maxUses: 10,
  maxUsesPerCustomer: 1,
  firstRentalOnly: false,
  bikeId: null,
  active: true,
};
// 10:00 in Dhaka on the first valid day.
const use: CouponUse = { now: new Date('2027-05-16T04:00:00Z'), rentalCharge: 600, bikeId: 'b1', uses: 0 };
const problem = (terms: Partial<CouponTerms> | null, over: Partial<CouponUse> = {}) => {
  const found = couponProblem('eid25', terms === null ? null : { ...coupon, ...terms }, { ...use, ...over });
  return found && { code: found.code, en: sayText('en', found.message) };
};

describe('whether a coupon applies', () => {
  it('applies within its Dhaka days, to any bike, above its minimum, while uses are left', () => {
    expect(problem({})).toBeNull();
    // The last valid day runs to midnight in Dhaka (18:00 UTC).
    expect(problem({}, { now: new Date('2027-05-19T17:59:00Z') })).toBeNull();
    expect(problem({ maxUses: null, maxUsesPerCustomer: null }, { uses: 1000 })).toBeNull();
  });

  it('names the reason it does not apply', () => {
    expect(problem(null)).toEqual({ code: 'COUPON_UNKNOWN', en: 'There is no coupon eid25' });
    expect(problem({ active: false })?.code).toBe('COUPON_UNKNOWN');
    // 23:59 in Dhaka the day before it starts.
    expect(problem({}, { now: new Date('2027-05-15T17:59:00Z') })).toEqual({
      code: 'COUPON_NOT_YET',
      en: 'Coupon EID25 can be used from Sun 16 May',
    });
    expect(problem({}, { now: new Date('2027-05-19T18:00:00Z') })).toEqual({
      code: 'COUPON_EXPIRED',
      en: 'Coupon EID25 ended on Wed 19 May',
    });
    expect(problem({ bikeId: 'b2' })?.code).toBe('COUPON_OTHER_BIKE');
    expect(problem({}, { rentalCharge: 499 })).toEqual({
      code: 'COUPON_MINIMUM',
      en: 'Coupon EID25 needs a rental charge of at least 500 BDT',
    });
    expect(problem({}, { uses: 10 })?.code).toBe('COUPON_USED_UP');
    expect(problem({}, { customer: { uses: 1, rentals: 3 } })).toEqual({
      code: 'COUPON_USED_BY_YOU',
      en: 'You have used coupon EID25 once, as often as it allows',
    });
    expect(problem({ firstRentalOnly: true }, { customer: { uses: 0, rentals: 1 } })?.code).toBe('COUPON_FIRST_RENTAL');
  });

  it('leaves the customer’s own limits to the booking when the quote has no customer', () => {
    expect(problem({ firstRentalOnly: true })).toBeNull();
    expect(problem({ firstRentalOnly: true }, { customer: { uses: 0, rentals: 0 } })).toBeNull();
  });

  it('compares codes trimmed and in upper case', () => {
    expect(normalCouponCode('  eid25 ')).toBe('EID25');
  });
});
