import type en from '../en/calendar.ts';
import type { Translation } from '../../translation.ts';

/** বাইক বন্ধ রাখা ও দোকান বন্ধের সময়সূচি। */
const bn: Translation<typeof en> = {
  title: 'বাইকের সময়সূচি',
  reasons: {
    service: 'ওয়ার্কশপে আছে',
    repair: 'মেরামত চলছে',
    accident: 'দুর্ঘটনার পর বন্ধ',
    other: 'চালু নেই',
  },
  closureReasons: {
    hartal: 'হরতাল',
    eid: 'ঈদ',
    holiday: 'ছুটি',
    shutdown: 'ইন্টারনেট বন্ধ',
    other: 'অন্য কারণ',
  },
  bar: {
    blocked: 'চালু নেই',
    shopClosed: 'দোকান বন্ধ: {{reason}}',
    note: 'নোট: {{note}}',
    endNow: 'এখনই শেষ করুন',
    endNowFor: 'এখনই শেষ করুন: {{bike}}, {{period}}',
    endTitle: 'বন্ধ রাখা কি এখনই শেষ করবেন?',
    endDescription: '{{period}} শেষ হওয়ার অপেক্ষা না করে {{bike}} এখনই আবার ভাড়ায় ফিরবে।',
    endConfirm: 'হ্যাঁ, এখনই শেষ করুন',
    keep: 'বন্ধই থাকুক',
  },
  legend: {
    blocked: 'চালু নেই: বাইকটি বুক করা যাবে না (ওয়ার্কশপ, মেরামত, দুর্ঘটনা)',
    closed: 'দোকান বন্ধ: কোনো বাইকই বুক করা যাবে না',
  },
  dialog: {
    trigger: 'বাইকটি বন্ধ রাখুন',
    triggerFor: '{{bike}} বন্ধ রাখুন',
    title: '{{bike}} বন্ধ রাখুন',
    description: 'একটি সময়ের জন্য বাইকটি ভাড়া থেকে সরিয়ে রাখুন। সময় ঢাকার সময় অনুযায়ী।',
    start: 'কখন থেকে',
    end: 'কখন পর্যন্ত',
    reason: 'কেন',
    note: 'কর্মীদের জন্য নোট (ইচ্ছা হলে)',
    submit: 'বাইকটি বন্ধ রাখুন',
    submitting: 'বন্ধ রাখা হচ্ছে…',
    close: 'বন্ধ করুন',
    required: 'তারিখ ও সময় লিখুন।',
    invalid: 'সঠিক তারিখ ও সময় লিখুন।',
    endAfterStart: 'শেষের সময় শুরুর পরে হতে হবে।',
    clashesTitle: 'যে বুকিংগুলো পথে আছে',
    clashesIntro:
      'প্রতিটি বুকিং অন্য বাইকে সরান, অথবা বাতিল করুন, তারপর আবার “বাইকটি বন্ধ রাখুন” চাপুন। বাইকটি এখনো বন্ধ রাখা হয়নি।',
    clashState: {
      pending: 'অগ্রিমের অপেক্ষায়',
      booked: 'বুক করা',
      active: 'ভাড়ায় বাইরে',
    },
    clashLine: '{{period}} · {{state}}',
    move: 'অন্য বাইকে সরান',
    moveFor: '{{name}}-এর বুকিং অন্য বাইকে সরান',
    loadingBikes: 'খালি বাইক খোঁজা হচ্ছে…',
    noBikes: 'পুরো সময়টার জন্য এমন কোনো বাইক খালি নেই।',
    bikesFor: '{{name}}-এর বুকিংয়ের জন্য খালি বাইক',
    bikeLine: '{{name}} ({{brand}} {{model}}, {{cc}} সিসি)',
    moveHere: 'এই বাইকে সরান',
    moveHereFor: '{{name}}-এর বুকিং {{bike}}-এ সরান',
    moved: '{{name}}-এর বুকিং এখন {{bike}}-এ।',
    cancel: 'বুকিং বাতিল করুন',
    cancelFor: '{{name}}-এর বুকিং বাতিল করুন',
    cancelQuestion: '{{name}}-এর বুকিং বাতিল করবেন? অগ্রিম দেওয়া থাকলে তা তাঁকে ফেরত দিতে হবে।',
    cancelConfirm: 'হ্যাঁ, বাতিল করুন',
    cancelKeep: 'রেখে দিন',
    cancelled: '{{name}}-এর বুকিং বাতিল হয়েছে; অগ্রিম দেওয়া থাকলে তা ফেরত পাওনা।',
    wayClear: 'পথে আর কিছু নেই: “বাইকটি বন্ধ রাখুন” চাপুন।',
  },
};

export default bn;
