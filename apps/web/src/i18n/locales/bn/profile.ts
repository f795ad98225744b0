import type en from '../en/profile.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'profile' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {
  profileForm: {
    name: 'নাম',
    email: 'ইমেইল',
    phone: 'ফোন',
    address: 'ঠিকানা',
    update: 'প্রোফাইল আপডেট করুন',
    updateError: 'প্রোফাইল আপডেট করা যায়নি: {{reason}}',
    loading: 'আপনার প্রোফাইল লোড হচ্ছে…',
  },
  emailVerification: {
    verified: 'যাচাই করা হয়েছে',
    unverified:
      'এখনো যাচাই হয়নি: এই ঠিকানায় পাঠানো লিংকটি খুলুন। ততক্ষণ এই ঠিকানায় আর কিছু যাবে না, আপনার রসিদ আর মেসেজ আসবে এসএমএসে।',
    resend: 'লিংকটি আবার পাঠান',
    resendError: 'লিংক পাঠানো যায়নি: {{reason}}',
  },
  reminders: {
    legend: 'রিমাইন্ডার',
    note: 'প্রতিবার বাইক নেওয়ার আগে আর ফেরতের সময় হওয়ার আগে একটি রিমাইন্ডার পাঠানো হয়। ঠিকানা যাচাই হয়ে গেলে রসিদ আর পেমেন্টের মেসেজ সবসময় ইমেইলে আসে (তার আগে এসএমএসে), এখানে যেটাই বেছে নিন।',
    sms: 'এসএমএসে',
    email: 'ইমেইলে',
    none: 'রিমাইন্ডার চাই না',
  },
  messageLanguage: {
    legend: 'মেসেজের ভাষা',
    note: 'দোকান থেকে আপনার কাছে আসা এসএমএস আর ইমেইল এই ভাষায় আসবে।',
  },
  welcome: {
    title: 'বন্ড বাইক রেন্টালে স্বাগতম',
    loadingName: 'আপনার নাম লোড হচ্ছে…',
  },
};
export default bn;
