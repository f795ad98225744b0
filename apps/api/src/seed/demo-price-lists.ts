import { shopDateOf } from '@bond/contract/time';
import type { AddOnFields, CouponFields, PriceRuleFields } from '../modules/price-lists/price-lists.repository.ts';

/**
 * docs/product/platform.md#demo-data: the demo shop's price lists
 * (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons), added with the demo fleet: four
 * add-ons, a weekend rule and an Eid rule, and the coupons the home page has shown, valid for a year from the
 * seed.
 */

export const demoAddOns: AddOnFields[] = [
  { code: 'SECOND-HELMET', nameEn: 'Second helmet', nameBn: 'দ্বিতীয় হেলমেট', pricePerDay: 50, stock: 10, active: true },
  { code: 'PHONE-HOLDER', nameEn: 'Phone holder', nameBn: 'ফোন হোল্ডার', pricePerDay: 30, stock: 6, active: true },
  { code: 'RAINCOAT', nameEn: 'Raincoat', nameBn: 'রেইনকোট', pricePerDay: 40, stock: 8, active: true },
  { code: 'TOP-BOX', nameEn: 'Top box', nameBn: 'টপ বক্স', pricePerDay: 80, stock: 3, active: true },
];

export const demoPriceRules: PriceRuleFields[] = [
  { nameEn: 'Weekend', nameBn: 'সাপ্তাহিক ছুটি', kind: 'weekend', from: null, to: null, percent: 10, active: true },
  {
    nameEn: 'Eid al-Adha',
    nameBn: 'ঈদুল আজহা',
    kind: 'dates',
    from: '2027-05-16',
    to: '2027-05-19',
    percent: 25,
    active: true,
  },
];

/** The home page's coupons: code, percentage, minimum charge, whether it is on, and its words. */
const COUPONS: { code: string; percent: number; minimum: number; active: boolean; en: string; bn: string }[] = [
  {
    code: 'DIWALI10',
    percent: 10,
    minimum: 200,
    active: true,
    en: 'Get 10% off on rentals of 200tk or more',
    bn: '৳২০০ বা তার বেশি ভাড়ায় পান ১০% ছাড়',
  },
  {
    code: 'NEWYEAR15',
    percent: 15,
    minimum: 400,
    active: true,
    en: 'Get 15% off on rentals of 400tk or more',
    bn: '৳৪০০ বা তার বেশি ভাড়ায় পান ১৫% ছাড়',
  },
  {
    code: 'HOLI20',
    percent: 20,
    minimum: 599,
    active: false,
    en: 'Get 20% off on rentals of 599tk or more',
    bn: '৳৫৯৯ বা তার বেশি ভাড়ায় পান ২০% ছাড়',
  },
  {
    code: 'EID25',
    percent: 25,
    minimum: 399,
    active: true,
    en: 'Get 25% off on rentals of 399tk or more',
    bn: '৳৩৯৯ বা তার বেশি ভাড়ায় পান ২৫% ছাড়',
  },
  {
    code: 'CHRISTMAS30',
    percent: 30,
    minimum: 650,
    active: false,
    en: 'Get 30% off on rentals of 650tk or more',
    bn: '৳৬৫০ বা তার বেশি ভাড়ায় পান ৩০% ছাড়',
  },
  {
    code: 'SAVE50',
    percent: 50,
    minimum: 999,
    active: true,
    en: 'Get 50% off on rentals of 999tk or more',
    bn: '৳৯৯৯ বা তার বেশি ভাড়ায় পান ৫০% ছাড়',
  },
];

const DAY_MS = 24 * 3_600_000;
/** The Dhaka day of an instant, 'YYYY-MM-DD'. */

/** The demo coupons, valid from the seed's Dhaka day for a year. */
export function demoCoupons(now: Date): CouponFields[] {
  return COUPONS.map((c) => ({
    code: c.code,
    kind: 'percent',
    value: c.percent,
    minimumCharge: c.minimum,
    validFrom: shopDateOf(now),
    validTo: shopDateOf(new Date(now.getTime() + 365 * DAY_MS)),
    maxUses: null,
    maxUsesPerCustomer: null,
    firstRentalOnly: false,
    bikeId: null,
    detailsEn: c.en,
    detailsBn: c.bn,
    active: c.active,
  }));
}
