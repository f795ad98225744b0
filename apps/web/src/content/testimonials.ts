export type Testimonial = {
  id: number;
  name: string;
  quote: string;
  /** What the customer rented, shown under the name. */
  context: string;
};

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Sabbir Rahman',
    quote:
      'My own bike was in the workshop for a week and I still had to get to the office every day. The FZS was clean, the brakes were sharp and booking took five minutes. Paying the balance online afterwards was easy.',
    context: 'Rented a Yamaha FZS for a week',
  },
  {
    id: 2,
    name: 'Tasnim Chowdhury',
    quote:
      'I wanted to try an electric scooter before buying one. The team showed me how to charge it and told me honestly how far I could go. Two weeks of quiet rides between Dhanmondi and Karwan Bazar convinced me.',
    context: 'Rented an electric scooter for two weeks',
  },
  {
    id: 3,
    name: 'Imran Hossain',
    quote:
      'Took the Hornet to Srimangal over a long weekend. They checked the chain and tyres in front of me and gave me a number to call if anything went wrong. Nothing did, and the bike handled the Sylhet highway comfortably.',
    context: 'Rented a Honda Hornet for a trip to Srimangal',
  },
  {
    id: 4,
    name: 'Rumana Islam',
    quote:
      'My brother and I rented two bikes and rode to Panam City in Sonargaon on a Saturday. The helmets were clean and fitted well, and the staff told us to leave early to avoid the highway traffic. Very good advice.',
    context: 'Rented two bikes for a day trip to Sonargaon',
  },
  {
    id: 5,
    name: 'Mehedi Hasan',
    quote:
      'Five of us from the office rented bikes for an ilish lunch at Mawa. All five were ready on time, they briefed us on riding as a group and even reminded us to bring our licences. Smooth from start to finish.',
    context: 'Group rental of five bikes for a ride to Mawa',
  },
  {
    id: 6,
    name: 'Ayesha Siddiqua',
    quote:
      'I was nervous about renting for the first time, but the staff were patient and explained everything, from which fuel to use to how the return works. The first-rental discount was a nice bonus. I have already booked again.',
    context: 'First rental, a Suzuki Gixxer for a day',
  },
];
