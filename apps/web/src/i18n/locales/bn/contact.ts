import type en from '../en/contact.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the Contact page and its form, written for Dhaka readers. */
const bn: Translation<typeof en> = {
  page: {
    title: 'যোগাযোগ',
    description:
      'ঢাকার ধানমন্ডিতে বন্ড বাইক রেন্টালের সাথে যোগাযোগ করুন: ফোন করুন {{phone}} নম্বরে, টোল-ফ্রি {{tollFree}}, অথবা মেসেজ পাঠান। খোলা থাকে {{hours}}।',
    heading: 'যোগাযোগ করুন',
    intro: 'বাইক, বুকিং বা লম্বা ট্রিপ নিয়ে কোনো প্রশ্ন? আমাদের লিখুন বা দোকানে চলে আসুন; প্রতিটি মেসেজের উত্তর আমরা দিই।',
    visitOrCall: 'চলে আসুন বা ফোন করুন',
    address: 'ঠিকানা',
    phone: 'ফোন',
    tollFree: 'টোল-ফ্রি',
    email: 'ইমেইল',
    openHours: 'খোলার সময়',
  },
  form: {
    title: 'আমাদের লিখুন',
    name: 'নাম',
    namePlaceholder: 'আপনার নাম',
    email: 'ইমেইল',
    emailPlaceholder: 'you@example.com',
    message: 'মেসেজ',
    messagePlaceholder: 'কীভাবে সাহায্য করতে পারি?',
    send: 'মেসেজ পাঠান',
    sending: 'পাঠানো হচ্ছে…',
    thanks: 'ধন্যবাদ {{name}}! মেসেজ পাঠানোর জন্য কৃতজ্ঞ।',
    failed: '{{reason}} চাইলে সরাসরি ফোন বা ইমেইলও করতে পারেন।',
  },
};
export default bn;
