import type en from '../en/rentals.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'rentals' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
