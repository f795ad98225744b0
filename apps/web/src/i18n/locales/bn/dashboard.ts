import type en from '../en/dashboard.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the dashboard frame and its menus, written for customers and shop staff in Dhaka. */
const bn: Translation<typeof en> = {
  title: {
    user: 'ইউজার ড্যাশবোর্ড',
    admin: 'অ্যাডমিন ড্যাশবোর্ড',
    staff: 'কাউন্টার ড্যাশবোর্ড',
  },
  description: 'বন্ড বাইক রেন্টালে আপনার ড্যাশবোর্ড।',
  layout: {
    hideSidebar: 'সাইডবার লুকান',
    showSidebar: 'সাইডবার দেখান',
    goHome: 'হোমে ফিরে যান',
    pages: 'ড্যাশবোর্ডের পাতা',
  },
  sections: {
    welcome: 'স্বাগতম',
    customers: 'গ্রাহক',
    profile: 'প্রোফাইল দেখুন',
    rentals: 'আমার ভাড়া',
    bikes: 'বাইক ম্যানেজমেন্ট',
    users: 'ইউজার ম্যানেজমেন্ট',
    returns: 'বাইক ফেরত',
    schedule: 'সময়সূচি',
    refunds: 'রিফান্ড',
    reports: 'রিপোর্ট',
    messages: 'মেসেজ',
    notifications: 'নোটিফিকেশন',
    audit: 'অডিট লগ',
    smsStandin: 'এসএমএস স্ট্যান্ড-ইন',
  },
  welcome: {
    user: '"সব বাইক" থেকে ১০০ টাকা অগ্রিম দিয়ে বাইক বুক করুন, তারপর "আমার ভাড়া"-তে ভাড়ার খোঁজ রাখুন আর বাকি টাকা পরিশোধ করুন।',
    admin:
      'বাইক আর গ্রাহকদের দেখাশোনা করুন, বাইক ফেরত নথিভুক্ত করুন যাতে মোট খরচ হিসাব হয়ে যায়, "সময়সূচি"-তে সপ্তাহের বুকিং দেখুন, গ্রাহকদের পাওনা টাকা ফেরত দিন, যোগাযোগ পেজ থেকে আসা মেসেজ পড়ুন, "নোটিফিকেশন"-এ গ্রাহকদের পাঠানো এসএমএস ও ইমেইলের খোঁজ রাখুন, আর "অডিট লগ"-এ অ্যাডমিনদের প্রতিটি কাজ দেখুন।',
    staff: 'কাউন্টারে আসা চালককে ফোন নম্বর, নাম বা ই-মেইল দিয়ে "গ্রাহক"-এ খুঁজুন, অথবা যাঁর অ্যাকাউন্ট নেই তাঁকে যোগ করুন।',
  },
};
export default bn;
