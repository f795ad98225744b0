/**
 * How customers reach the shop: written once, shown on the web app's pages, its receipts and the e-mails
 * the shop sends.
 */
import { SHOP_NAME } from './constants.ts';

/** The shop's address in its parts (the pages' structured data reads them). */
export const SHOP_POSTAL_ADDRESS = {
  street: 'House 27, Road 9/A, Dhanmondi',
  locality: 'Dhaka',
  postalCode: '1209',
  country: 'Bangladesh',
  countryCode: 'BD',
} as const;

const { street, locality, postalCode, country } = SHOP_POSTAL_ADDRESS;

export const SHOP_CONTACT = {
  name: SHOP_NAME,
  phone: '+880 1913-482506',
  email: 'info@bondbikerental.com.bd',
  address: `${street}, ${locality} ${postalCode}, ${country}`,
} as const;

export type ShopContact = typeof SHOP_CONTACT;

/** A phone number as a `tel:` link: '+880 1913-482506' → 'tel:+8801913482506'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * When the shop is open, for machines (the pages' structured data): Saturday to Thursday, 10:00 to 20:00
 * Dhaka time, closed on Fridays. The pages say the same in words (the web app's content).
 */
export const SHOP_HOURS = {
  days: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
  opens: '10:00',
  closes: '20:00',
} as const;
