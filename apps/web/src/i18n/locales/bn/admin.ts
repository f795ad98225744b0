import type en from '../en/admin.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'admin' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
