import type en from '../en/booking.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'booking' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {
  bookingDialog: {
    title: 'বাইকটি এখনই ভাড়া নিন',
    description: '{{name}}, ঘণ্টায় {{price}}। কখন বাইক নেবেন আর কখন ফেরত দেবেন, বেছে নিন (ঢাকার সময়)।',
    start: 'শুরুর সময় (ঢাকার সময়)',
    return: 'ফেরতের সময় (ঢাকার সময়)',
    startRequired: 'শুরুর সময় দিতে হবে',
    startInvalid: 'শুরুর তারিখ ও সময় দিন',
    returnRequired: 'ফেরতের সময় দিতে হবে',
    returnInvalid: 'ফেরতের তারিখ ও সময় দিন',
    advanceLabel: 'অগ্রিম পেমেন্ট',
    advanceValue: 'মাত্র {{amount}}',
    advanceNote: '{{amount}} টাকা অগ্রিম পেমেন্ট করতে হবে',
    pay: 'এখনই পেমেন্ট করুন',
    cancel: 'বাতিল',
    processing: 'বুকিংয়ের পেমেন্ট প্রসেস হচ্ছে....',
    addOns: 'সঙ্গে যা নেবেন',
    addOn: '{{name}}, দিনে {{price}}',
    addOnNone: 'লাগবে না',
    coupon: 'কুপন কোড (থাকলে)',
  },
  quote: {
    region: 'আনুমানিক ভাড়া',
    heading: 'সময়মতো ফেরত দিলে ভাড়া',
    total: 'মোট',
    working: 'ভাড়া হিসাব হচ্ছে…',
    advance: 'অগ্রিম, এখন দেবেন',
    refund: 'বাইক ফেরতের পর আপনাকে ফেরত দেওয়া হবে',
    balance: 'বাকি টাকা, বাইক ফেরতের পর দেবেন',
    choose: 'ভাড়া দেখতে শুরুর আর ফেরতের সময় বেছে নিন।',
  },
};
export default bn;
