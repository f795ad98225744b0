import type { AddOn, Coupon, PriceRuleView } from '@bond/contract/price-lists';
import { json } from './mock-api.ts';

/** The price lists' rows the tests start from, and the API's answers, as the server sends them. */

let next = 0;
const id = () => {
  next += 1;
  return `00000000-0000-4000-9000-${String(next).padStart(12, '0')}`;
};

export function makeAddOn(overrides: Partial<AddOn> = {}): AddOn {
  return {
    _id: id(),
    code: 'RAINCOAT',
    name: { en: 'Raincoat', bn: 'রেইনকোট' },
    pricePerDay: 30,
    stock: 6,
    active: true,
    ...overrides,
  };
}

export function makeRule(overrides: Partial<PriceRuleView> = {}): PriceRuleView {
  return {
    _id: id(),
    name: { en: 'Weekend', bn: 'সাপ্তাহিক ছুটি' },
    kind: 'weekend',
    from: null,
    to: null,
    percent: 20,
    active: true,
    ...overrides,
  };
}

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    _id: id(),
    code: 'EID25',
    kind: 'percent',
    value: 25,
    minimumCharge: 0,
    validFrom: null,
    validTo: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    firstRentalOnly: false,
    bikeId: null,
    details: { en: '25% off for Eid', bn: 'ঈদে ২৫% ছাড়' },
    active: true,
    ...overrides,
  };
}

/** A list as the API answers it. */
export const listOf = (data: unknown[]) => () => json({ success: true, message: 'Retrieved successfully', data });

/** A saved row as the API answers it (201 for an added one). */
export const saved = (message: string, data: unknown, status = 200) => json({ success: true, message, data }, status);

/** A refusal naming its fields, as the API's error handler sends it. */
export const refusal = (code: string, items: { path: string; message: string }[], status = 400) =>
  json({ success: false, code, message: items[0]?.message ?? '', errorMessage: items }, status);
