export type WhyChooseUsItem = {
  id: number;
  title: string;
  description: string;
};

export const whyChooseUs: WhyChooseUsItem[] = [
  {
    id: 1,
    title: 'Best Prices',
    description:
      'Clear hourly rates in BDT with no hidden charges. Pay just 100 BDT in advance to book online, and pay the rest only after you return the bike.',
  },
  {
    id: 2,
    title: 'Wide Selection',
    description:
      'From fuel-saving commuters and sporty 150cc bikes to weekend trail bikes and quiet electric scooters, there is a bike for every trip, rider and budget.',
  },
  {
    id: 3,
    title: 'Excellent Customer Service',
    description:
      'Friendly staff who explain the bike before you ride, answer your calls during opening hours and help quickly if something goes wrong on the road.',
  },
  {
    id: 4,
    title: 'Flexible Rental Plans',
    description:
      'Rent by the hour for a quick errand, or keep a bike for a day, a weekend or a whole week. Rentals of three days or more get 20% off.',
  },
  {
    id: 5,
    title: 'High-Quality Well-Maintained Bikes',
    description:
      'Our mechanics check every bike after every rental: brakes, tyres, chain, lights and oil. A clean helmet is included with every rental, and a second one for your pillion.',
  },
  {
    id: 6,
    title: 'Convenient Locations',
    description:
      'Collect your bike from our main shop in Dhanmondi or our pickup point in Banani, both easy to reach and open Saturday to Thursday, 10am to 8pm.',
  },
];
