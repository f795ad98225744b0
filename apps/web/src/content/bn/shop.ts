import { SHOP_CONTACT } from '@bond/contract/shop';
import type { Shop, ShopSocialLink } from '../shop.ts';

/**
 * The English `Shop` is the literal type of its `as const` object, so the Bangla one keeps its keys and
 * shapes (strings as strings, the same social links) rather than its English literals.
 */
type ShopTexts = { readonly [K in keyof Shop]: K extends 'socialLinks' ? readonly ShopSocialLink[] : string };

/**
 * The shop's facts in Bangla. Phone numbers stay in Latin digits (their `tel:` links are built from them) and
 * the e-mail address is the contract's.
 */
export const shop = {
  ...SHOP_CONTACT,
  name: 'বন্ড বাইক রেন্টাল',
  address: 'বাড়ি ২৭, রোড ৯/এ, ধানমন্ডি, ঢাকা ১২০৯, বাংলাদেশ',
  tagline: 'ঢাকার প্রতিটি রাইডের জন্য ঘণ্টা হিসেবে যত্নে রাখা মোটরবাইক',
  tollFree: '08000-266324',
  fax: '+880 2 41060228',
  locationDescription:
    'আমাদের মূল দোকান ধানমন্ডির একটি নিরিবিলি আবাসিক রাস্তায়, ধানমন্ডি লেক আর সাতমসজিদ রোড থেকে কয়েক মিনিটের পথ। রওনা দেওয়ার আগে বাইক একটু চালিয়ে দেখার জায়গাও এখানে আছে। বনানীতে আমাদের পিকআপ পয়েন্ট থেকেও বাইক নেওয়া ও ফেরত দেওয়া যায়।',
  openingHours: 'শনিবার থেকে বৃহস্পতিবার, সকাল ১০টা থেকে রাত ৮টা',
  closedText: 'শুক্রবার বন্ধ',
  socialLinks: [
    { label: 'ফেসবুক', url: 'https://www.facebook.com/bondbikerental' },
    { label: 'ইনস্টাগ্রাম', url: 'https://www.instagram.com/bondbikerental' },
  ],
  foundedText: 'সেপ্টেম্বর ২০২৪',
} as const satisfies ShopTexts;
