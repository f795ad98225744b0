/**
 * How customers reach the shop: written once, shown on the web app's pages, its receipts and the e-mails
 * the shop sends.
 */
import { SHOP_NAME } from './constants.ts';

export const SHOP_CONTACT = {
  name: SHOP_NAME,
  phone: '+880 1913-482506',
  email: 'info@bondbikerental.com.bd',
  address: 'House 27, Road 9/A, Dhanmondi, Dhaka 1209, Bangladesh',
} as const;

export type ShopContact = typeof SHOP_CONTACT;

/** A phone number as a `tel:` link: '+880 1913-482506' → 'tel:+8801913482506'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
