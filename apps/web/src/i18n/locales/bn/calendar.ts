import type en from '../en/calendar.ts';
import type { Translation } from '../../translation.ts';

/** বাইক বন্ধ রাখা ও দোকান বন্ধের সময়সূচি। */
const bn: Translation<typeof en> = {
  title: 'বাইকের সময়সূচি',
};

export default bn;
