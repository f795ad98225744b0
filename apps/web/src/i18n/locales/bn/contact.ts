import type en from '../en/contact.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'contact' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
