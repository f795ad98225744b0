import type en from '../en/closures.ts';
import type { Translation } from '../../translation.ts';

/** দোকান বন্ধের দিনগুলো: অ্যাডমিনের পাতা আর সবার জন্য ব্যানার। */
const bn: Translation<typeof en> = {
  title: 'দোকান বন্ধ',
};

export default bn;
