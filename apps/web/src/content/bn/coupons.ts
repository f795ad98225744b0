import type { Coupon } from '../coupons.ts';

/** The codes stay as customers type them; only the details are in Bangla. */
export const coupons: Coupon[] = [
  {
    code: 'DIWALI10',
    discount: 10,
    minimumSpend: 200,
    details: '৳২০০ বা তার বেশি ভাড়ায় পান ১০% ছাড়',
    status: true,
    bikeId: null,
    userId: null,
  },
  {
    code: 'NEWYEAR15',
    discount: 15,
    minimumSpend: 400,
    details: '৳৪০০ বা তার বেশি ভাড়ায় পান ১৫% ছাড়',
    status: true,
    bikeId: null,
    userId: null,
  },
  {
    code: 'HOLI20',
    discount: 20,
    minimumSpend: 599,
    details: '৳৫৯৯ বা তার বেশি ভাড়ায় পান ২০% ছাড়',
    status: false,
    bikeId: null,
    userId: null,
  },
  {
    code: 'EID25',
    discount: 25,
    minimumSpend: 399,
    details: '৳৩৯৯ বা তার বেশি ভাড়ায় পান ২৫% ছাড়',
    status: true,
    bikeId: null,
    userId: null,
  },
  {
    code: 'CHRISTMAS30',
    discount: 30,
    minimumSpend: 650,
    details: '৳৬৫০ বা তার বেশি ভাড়ায় পান ৩০% ছাড়',
    status: false,
    bikeId: null,
    userId: null,
  },
  {
    code: 'SAVE50',
    discount: 50,
    minimumSpend: 999,
    details: '৳৯৯৯ বা তার বেশি ভাড়ায় পান ৫০% ছাড়',
    status: true,
    bikeId: null,
    userId: null,
  },
];
