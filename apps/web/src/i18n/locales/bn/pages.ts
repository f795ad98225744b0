import type en from '../en/pages.ts';
import type { Translation } from '../../translation.ts';

/** বাংলা: the 'pages' namespace, written for Dhaka readers. */
const bn: Translation<typeof en> = {};
export default bn;
