import type en from '../en/common.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the texts every page shares, written for Dhaka readers. */
const bn: Translation<typeof en> = {
  nav: {
    main: 'প্রধান',
    shopName: 'বন্ড বাইক রেন্টাল',
    allBikes: 'সব বাইক',
    contact: 'যোগাযোগ',
    about: 'আমাদের কথা',
    dashboard: 'ড্যাশবোর্ড',
    logout: 'লগ আউট',
    login: 'লগইন করুন',
    menu: 'মেনু',
  },
  theme: {
    toLight: 'লাইট থিমে যান',
    toDark: 'ডার্ক থিমে যান',
  },
  layout: {
    skipToContent: 'মূল অংশে যান',
  },
  meta: {
    title: '{{page}} | {{site}}',
  },
  spinner: {
    loading: 'লোড হচ্ছে…',
    page: 'পেজ লোড হচ্ছে…',
  },
  footer: {
    label: 'ফুটার',
    tagline: '{{tagline}}।',
    since: '{{founded}} থেকে ঢাকার রাইডারদের পাশে আছি।',
    explore: 'ঘুরে দেখুন',
    privacy: 'গোপনীয়তা নীতি',
    terms: 'সেবার শর্তাবলি',
    contact: 'যোগাযোগ',
    phone: 'ফোন:',
    email: 'ইমেইল:',
    follow: 'আমাদের ফলো করুন',
    newTab: '(নতুন ট্যাবে খুলবে)',
    copyright: '© {{year}} {{name}}। সর্বস্বত্ব সংরক্ষিত।',
  },
  errors: {
    network: 'সার্ভারে পৌঁছানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    timeout: 'সার্ভার উত্তর দিতে অনেক দেরি করছে। একটু পরে আবার চেষ্টা করুন।',
    unreadable: 'সার্ভারের পাঠানো উত্তরটি পড়া যায়নি (স্ট্যাটাস {{status}})।',
    unknownStatus: 'অজানা',
    withStatus: 'কিছু একটা সমস্যা হয়েছে (স্ট্যাটাস {{status}})। আবার চেষ্টা করুন।',
    generic: 'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    withPrefix: '{{prefix}} {{reason}}',
  },
  loadError: {
    tryAgain: 'আবার চেষ্টা করুন',
  },
  pager: {
    previousPage: 'আগের পেজ',
    nextPage: 'পরের পেজ',
    previous: 'আগের',
    next: 'পরের',
    count: '{{number}} {{noun}}',
    summary: 'পেজ {{page}} / {{pageCount}} · {{counted}}',
  },
  toaster: {
    region: 'নোটিফিকেশন (অল্ট+T)',
    close: 'নোটিফিকেশন বন্ধ করুন',
  },
  dialog: {
    cancel: 'বাতিল',
    areYouSure: 'আপনি কি নিশ্চিত?',
    delete: 'মুছুন',
    deleteName: '{{name}} মুছুন',
    yesDelete: 'হ্যাঁ, মুছে ফেলুন',
  },
};
export default bn;
