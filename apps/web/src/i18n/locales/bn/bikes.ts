import type en from '../en/bikes.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'bikes' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
