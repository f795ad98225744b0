import type en from '../en/reports.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'reports' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
