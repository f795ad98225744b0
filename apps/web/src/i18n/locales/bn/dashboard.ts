import type en from '../en/dashboard.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'dashboard' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
