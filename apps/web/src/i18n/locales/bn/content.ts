import type en from '../en/content.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the words around the shop's written content, for Dhaka readers. */
const bn: Translation<typeof en> = {
  homeBanner: {
    kicker: 'ঢাকায় মোটরবাইক ভাড়া',
    title: 'ঘণ্টা হিসেবে বাইক নিন, ঢাকা ঘুরুন নিজের মতো',
    text: 'যত্নে রাখা কমিউটার, স্পোর্টস বাইক আর ইলেকট্রিক স্কুটার, সাথে হেলমেট। মাত্র ১০০ টাকা অগ্রিম দিয়ে অনলাইনে বুকিং করুন, আর বাইক নিয়ে যান ধানমন্ডি থেকে।',
    browse: 'সব বাইক দেখুন',
    meetShop: 'আমাদের দোকান চিনুন',
    play: 'পেছনের ভিডিও চালু করুন',
    pause: 'পেছনের ভিডিও থামান',
  },
  offers: {
    title: 'এখনই লুফে নিন এই অফারগুলো!',
    subtitle: 'বাইক নেওয়ার সময় অফারটির কথা বলুন; আমাদের টিম আপনার ভাড়ায় সেটি যোগ করে দেবে।',
    rent: 'দেরি না করে এখনই ভাড়া নিন!',
  },
  coupons: {
    title: 'কুপন ও ছাড়',
    subtitle: 'কুপনে চাপ দিলে কোডটি কপি হবে, তারপর আপনার বাইক বেছে নিন।',
    percentOff: '{{percent}}% ছাড়',
    takaOff: '{{amount}} টাকা ছাড়',
    minimum: 'সর্বনিম্ন ভাড়া: {{amount}} টাকা',
    firstRentalOnly: 'শুধু প্রথম ভাড়ার জন্য',
    oneBike: 'শুধু একটি বাইকের জন্য',
    validUntil: '{{date}} পর্যন্ত চালু',
    validFrom: '{{date}} থেকে চালু',
    validBetween: '{{from}} থেকে {{to}} পর্যন্ত চালু',
    copied: 'কোড {{code}} কপি হয়েছে',
    codeLabel: 'কুপন কোড',
    copyYourself: 'আপনার ব্রাউজার এখানে কপি করতে দিল না। কোডটি বাছাই করা আছে: কপি করে নিন, তারপর আপনার বাইক বেছে নিন।',
    findBike: 'আপনার বাইক খুঁজুন',
    loadError: 'এই মুহূর্তে কুপনগুলো লোড করা যায়নি।',
  },
  whyChooseUs: {
    title: 'কেন আমাদের বেছে নেবেন',
  },
  testimonials: {
    title: 'গ্রাহকদের কথা',
    subtitle: 'আমাদের বাইকে ঘুরে এসে রাইডাররা যা বলেন।',
    quote: '“{{quote}}”',
  },
  blogs: {
    title: 'ব্লগ',
    subtitle: 'আমাদের মেকানিক আর রাইডারদের কাছ থেকে রাইডিং টিপস, রুট আর পরামর্শ।',
    readFull: 'পুরো ব্লগ পড়ুন<1>: {{title}}</1>',
  },
  blogArticle: {
    home: 'হোম',
    blog: 'ব্লগ',
    byline: 'লিখেছেন {{author}} · <1>{{date}}</1> · পড়তে {{minutes}} মিনিট',
  },
  about: {
    since: 'বন্ড বাইক রেন্টাল সম্পর্কে · {{founded}} থেকে',
    shopFrontAlt: 'ধানমন্ডিতে {{name}}-এর দোকানের সামনের দিক, বাইরে বাইক পার্ক করা',
    missionAndVision: 'লক্ষ্য ও স্বপ্ন',
    mission: 'আমাদের লক্ষ্য',
    vision: 'আমাদের স্বপ্ন',
    team: 'আমাদের টিমের সাথে পরিচিত হোন',
    history: 'আমাদের গল্প',
    milestones: 'পথচলার মাইলফলক',
    contactInformation: 'যোগাযোগের তথ্য',
    phone: 'ফোন',
    tollFree: 'টোল-ফ্রি',
    fax: 'ফ্যাক্স',
    email: 'ইমেইল',
    hours: 'খোলার সময়',
    hoursText: '{{open}}। {{closed}}।',
    location: 'আমাদের ঠিকানা',
    mapAlt: 'ধানমন্ডির মানচিত্র: ধানমন্ডি লেক আর সাতমসজিদ রোডের কাছে {{name}}',
  },
};
export default bn;
