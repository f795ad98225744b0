/**
 * The pages' structured data (schema.org JSON-LD): the shop as a `LocalBusiness` with its opening
 * hours, and each bike as a `Product` with an `Offer` of its hourly price in BDT. Built from the same facts the
 * pages show; `jsonLdText` makes the JSON safe inside a <script> element.
 */
import type { Bike } from '@bond/contract/bikes';
import { SHOP_CONTACT, SHOP_HOURS, SHOP_POSTAL_ADDRESS } from '@bond/contract/shop';

type JsonLd = Record<string, unknown>;

const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** The shop: a motorcycle rental business in Dhanmondi, open Saturday to Thursday. */
export function shopJsonLd(origin: string, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absolute(origin, '/#shop'),
    name: SHOP_CONTACT.name,
    description,
    url: absolute(origin, '/'),
    logo: absolute(origin, '/media/logo-mark.svg'),
    image: absolute(origin, '/media/banner/banner-desktop.webp'),
    telephone: SHOP_CONTACT.phone,
    email: SHOP_CONTACT.email,
    priceRange: '৳৳',
    currenciesAccepted: 'BDT',
    address: {
      '@type': 'PostalAddress',
      streetAddress: SHOP_POSTAL_ADDRESS.street,
      addressLocality: SHOP_POSTAL_ADDRESS.locality,
      postalCode: SHOP_POSTAL_ADDRESS.postalCode,
      addressCountry: SHOP_POSTAL_ADDRESS.countryCode,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: SHOP_HOURS.days.map((day) => `https://schema.org/${day}`),
        opens: SHOP_HOURS.opens,
        closes: SHOP_HOURS.closes,
      },
    ],
  };
}

/** A bike for rent: its hourly price in BDT as the offer, available when it can be booked now. */
export function bikeJsonLd(origin: string, bike: Bike, pagePath: string): JsonLd {
  const url = absolute(origin, pagePath);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#bike`,
    name: `${bike.brand} ${bike.name} ${bike.model}`,
    description: bike.description,
    image: absolute(origin, bike.image),
    brand: { '@type': 'Brand', name: bike.brand },
    model: bike.model,
    productionDate: String(bike.year),
    offers: {
      '@type': 'Offer',
      url,
      price: bike.pricePerHour,
      priceCurrency: 'BDT',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: bike.pricePerHour,
        priceCurrency: 'BDT',
        unitCode: 'HUR',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'HUR' },
      },
      availability: bike.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      businessFunction: 'https://purl.org/goodrelations/v1#LeaseOut',
      seller: { '@id': absolute(origin, '/#shop') },
    },
  };
}

/** The JSON for a <script type="application/ld+json">: `<` escaped so no text can close the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
