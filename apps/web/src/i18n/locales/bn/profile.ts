import type en from '../en/profile.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'profile' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
