export type Offer = {
  id: number;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  discountLabel: string;
  validity: string;
};

export const offers: Offer[] = [
  {
    id: 1,
    title: '25% Off Weekend Trail Bikes',
    description:
      'Get 25% off our off-road and trail bikes for the weekend. Collect on Thursday evening, head for the village roads on Friday and return by Saturday evening.',
    image: '/media/offers/offer-1.svg',
    imageAlt: 'A trail motorbike on a dirt track with a large 25% off badge',
    discountLabel: '25% OFF',
    validity: 'Valid on trail bike rentals from Thursday to Saturday',
  },
  {
    id: 2,
    title: '20% Off Rentals of 3 Days or More',
    description:
      'Planning a longer trip or need a bike for the week? Rent any bike for three days or more and get 20% off the total rental cost.',
    image: '/media/offers/offer-2.svg',
    imageAlt: 'A calendar with three days marked next to a motorbike and a 20% off badge',
    discountLabel: '20% OFF',
    validity: 'Valid on any bike rented for 3 days or more',
  },
  {
    id: 3,
    title: '15% Off Your First Rental',
    description:
      'New to Bond Bike Rental? Get 15% off your very first rental with us. Our team will walk you through the bike before you ride.',
    image: '/media/offers/offer-3.svg',
    imageAlt: 'A smiling rider receiving a helmet and keys at the shop counter with a 15% off badge',
    discountLabel: '15% OFF',
    validity: 'Valid once per customer, on the first rental',
  },
  {
    id: 4,
    title: '30% Off Electric Bikes',
    description:
      'Try quiet, fume-free riding for less. Get 30% off any of our electric scooters, perfect for short trips and errands around the city.',
    image: '/media/offers/offer-4.svg',
    imageAlt: 'An electric scooter with a charging plug and a 30% off badge',
    discountLabel: '30% OFF',
    validity: 'Valid on all electric scooter rentals',
  },
  {
    id: 5,
    title: 'Family Ride: 1 Free Rental for 4',
    description:
      'Four family members renting together? One of the four rentals is free. Each rider needs a valid motorcycle licence, and helmets are included for everyone.',
    image: '/media/offers/offer-5.svg',
    imageAlt: 'Four motorbikes parked side by side for a family ride with a free rental badge',
    discountLabel: '1 FREE RENTAL',
    validity: 'Valid when 4 family members rent at the same time; the lowest-priced rental is free',
  },
  {
    id: 6,
    title: '10% Off After 5 PM',
    description:
      'Beat the heat and ride in the cool of the evening. Start your rental after 5 PM and get 10% off, ideal for a ride around Hatirjheel.',
    image: '/media/offers/offer-6.svg',
    imageAlt: 'A motorbike on a lakeside road at dusk with city lights and a 10% off badge',
    discountLabel: '10% OFF',
    validity: 'Valid on rentals starting after 5 PM, Saturday to Thursday',
  },
];
