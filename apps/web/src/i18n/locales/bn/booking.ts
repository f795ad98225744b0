import type en from '../en/booking.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'booking' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
