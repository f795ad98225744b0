import type en from '../en/content.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'content' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
