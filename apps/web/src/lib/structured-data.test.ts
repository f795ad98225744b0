import { SHOP_CONTACT } from '@bond/contract/shop';
import { describe, expect, it } from 'vitest';
import { bikeJsonLd, jsonLdText, shopJsonLd } from './structured-data.ts';

const bike = {
  _id: 'b1',
  name: 'Hornet',
  brand: 'Honda',
  model: 'CB 160R',
  year: 2023,
  image: '/media/bikes/hornet.webp',
  pricePerHour: 150,
  pricePerDay: 1200,
  pricePerWeek: 6000,
  description: 'A light street bike </script><script>alert(1)</script>',
  cc: 160,
  deposit: 2000,
  isAvailable: true,
  isOffered: true,
  isBooked: false,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('structured data', () => {
  it('describes the shop as a LocalBusiness open Saturday to Thursday, 10:00 to 20:00', () => {
    const shop = shopJsonLd('https://shop.example', 'Motorbikes by the hour');
    expect(shop).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Bond Bike Rental',
      telephone: SHOP_CONTACT.phone,
      address: { '@type': 'PostalAddress', addressLocality: 'Dhaka', postalCode: '1209', addressCountry: 'BD' },
      openingHoursSpecification: [{ opens: '10:00', closes: '20:00' }],
    });
    const days = (shop.openingHoursSpecification as { dayOfWeek: string[] }[])[0]?.dayOfWeek;
    expect(days).toHaveLength(6);
    expect(days).not.toContain('https://schema.org/Friday');
    expect(SHOP_CONTACT.address).toBe('House 27, Road 9/A, Dhanmondi, Dhaka 1209, Bangladesh');
  });

  it('offers a bike at its hourly price in BDT, in stock only when it can be booked', () => {
    const product = bikeJsonLd('https://shop.example', bike, '/bn/allbikes/b1');
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Honda Hornet CB 160R',
      image: 'https://shop.example/media/bikes/hornet.webp',
      brand: { '@type': 'Brand', name: 'Honda' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/bn/allbikes/b1',
        price: 150,
        priceCurrency: 'BDT',
        priceSpecification: { unitCode: 'HUR', price: 150 },
        availability: 'https://schema.org/InStock',
      },
    });
    expect(bikeJsonLd('https://shop.example', { ...bike, isAvailable: false }, '/allbikes/b1')).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('cannot be closed early by a text inside it', () => {
    const text = jsonLdText(bikeJsonLd('https://shop.example', bike, '/allbikes/b1'));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).description).toBe(bike.description);
  });
});
