import { SHOP_CONTACT } from '@bond/contract/shop';

export type ShopSocialLink = {
  label: string;
  url: string;
};

/** The shop's pages' facts; its name, phone, e-mail and address are the contract's (also on receipts and e-mails). */
export const shop = {
  ...SHOP_CONTACT,
  tagline: 'Well-kept motorbikes by the hour, for every ride in Dhaka',
  tollFree: '08000-266324',
  fax: '+880 2 41060228',
  locationDescription:
    'Our main shop is on a quiet residential road in Dhanmondi, a few minutes from Dhanmondi Lake and Satmasjid Road, with space to try a bike before you ride off. Bikes can also be collected and returned at our pickup point in Banani.',
  openingHours: 'Saturday to Thursday 10am to 8pm',
  closedText: 'Closed on Fridays',
  socialLinks: [
    { label: 'Facebook', url: 'https://www.facebook.com/bondbikerental' },
    { label: 'Instagram', url: 'https://www.instagram.com/bondbikerental' },
  ],
  foundedText: 'September 2024',
} as const satisfies {
  name: string;
  tagline: string;
  phone: string;
  tollFree: string;
  fax: string;
  email: string;
  address: string;
  locationDescription: string;
  openingHours: string;
  closedText: string;
  socialLinks: readonly ShopSocialLink[];
  foundedText: string;
};

export type Shop = typeof shop;
