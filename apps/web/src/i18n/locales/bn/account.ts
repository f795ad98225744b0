import type en from '../en/account.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'account' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {
  fields: {
    name: 'নাম',
    namePlaceholder: 'আপনার পুরো নাম',
    email: 'ইমেইল',
    phone: 'ফোন',
    address: 'ঠিকানা',
    addressPlaceholder: 'বাসা, রোড, এলাকা, ঢাকা',
    password: 'পাসওয়ার্ড',
    code: 'কোড',
  },
  loginForm: {
    passwordPlaceholder: 'আপনার পাসওয়ার্ড',
    codeHint: 'অ্যাডমিনের নিজের ফোনে এসএমএসে ও ই-মেইলে পাঠানো ৬ অঙ্কের কোড',
    newCode: 'নতুন কোড পাঠান',
    submit: 'লগইন',
    submitting: 'লগইন হচ্ছে…',
    newHere: 'বন্ড বাইক রেন্টালে নতুন? <1>এখানে রেজিস্টার করুন</1>',
  },
  phoneSignIn: {
    heading: 'অথবা মোবাইল নম্বর দিয়ে লগইন করুন',
    intro: 'আমরা এসএমএসে ৬ অঙ্কের একটি কোড পাঠাব, পাসওয়ার্ড লাগবে না। নম্বরটি নতুন হলে একটি অ্যাকাউন্ট খুলবে।',
    phone: 'মোবাইল নম্বর',
    sendCode: 'কোড পাঠান',
    sending: 'কোড পাঠানো হচ্ছে…',
    sentTo: '{{phone}} নম্বরে এসএমএসে একটি কোড পাঠিয়েছি।',
    code: 'এসএমএসের কোড',
    codeHint: 'কোডটি {{minutes}} মিনিট চলবে, চেষ্টা করা যাবে {{tries}} বার।',
    nameHint: 'এই নামে আপনার অ্যাকাউন্ট খোলা হবে।',
    signIn: 'কোড দিয়ে লগইন করুন',
    openAccount: 'আমার অ্যাকাউন্ট খুলুন',
    signingIn: 'লগইন হচ্ছে…',
    newCode: 'আরেকটি কোড পাঠান',
    otherNumber: 'অন্য নম্বর দিন',
  },
  registerForm: {
    passwordPlaceholder: 'কমপক্ষে ৮ অক্ষর',
    submit: 'রেজিস্টার করুন',
    submitting: 'আপনার অ্যাকাউন্ট খোলা হচ্ছে…',
    haveAccount: 'আগেই অ্যাকাউন্ট আছে? <1>এখানে লগইন করুন</1>',
  },
  verifyEmail: {
    checking: 'আপনার লিংকটি যাচাই হচ্ছে…',
    verified: 'আপনার ইমেইল ঠিকানা {{email}} যাচাই হয়েছে। আপনার রসিদ আর মেসেজ এখন এই ঠিকানায় আসবে।',
    expired: 'এই লিংকের মেয়াদ শেষ হয়ে গেছে।',
    invalid: 'এই লিংকটি সঠিক নয়: লিংকটি বদলে গেছে, অথবা এটি এমন একটি ঠিকানার, যা আপনার অ্যাকাউন্টে আর নেই।',
    askAgain: 'লগইন করে প্রোফাইল দেখুন পাতা থেকে নিজেকে নতুন একটি লিংক পাঠান।',
    toProfile: 'প্রোফাইল দেখুন',
  },
  logOutEverywhere: {
    heading: 'সেশন',
    text: 'ফোন হারিয়েছেন, বা অন্য কারও কম্পিউটারে লগইন করেছিলেন? এখানে আর অন্য সব ডিভাইসে আপনার অ্যাকাউন্টের সব সেশন বন্ধ করুন।',
    button: 'সব ডিভাইস থেকে লগ আউট করুন',
  },
};
export default bn;
