import type en from '../en/account.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'account' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
