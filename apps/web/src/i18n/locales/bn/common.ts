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
};
export default bn;
