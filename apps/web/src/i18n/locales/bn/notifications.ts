import type en from '../en/notifications.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'notifications' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
