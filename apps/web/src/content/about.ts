import { shop } from './shop';

export type Milestone = {
  /** Month and year, e.g. 'September 2024'. */
  date: string;
  title: string;
  text: string;
};

export type About = {
  tagline: string;
  intro: string;
  mission: string;
  vision: string;
  /** Paragraphs of the shop's story. */
  history: string[];
  milestones: Milestone[];
};

export const about: About = {
  tagline: shop.tagline,
  intro:
    'Bond Bike Rental is a motorbike rental shop in Dhanmondi, Dhaka, founded in September 2024. We rent well-maintained motorbikes and electric scooters by the hour, with simple online booking, a 100 BDT advance payment and honest advice on where and how to ride.',
  mission:
    'To make renting a motorbike in Dhaka simple, fair and safe: clear hourly prices in BDT, bikes checked after every rental, a helmet with every bike and friendly people who answer the phone.',
  vision:
    'A Dhaka where anyone with a licence can get a reliable bike for exactly as long as they need it, and where our riders are known for riding safely, courteously and cleanly.',
  history: [
    'Bond Bike Rental started with a simple frustration. Our founder, Arif Hossain, kept meeting people who needed a motorbike for a few days, while their own bike was being repaired, when relatives were visiting from abroad or for a trip out of the city, and who had nowhere reliable to rent one. Borrowing from friends was awkward, and informal rentals often came with doubtful papers and worn-out brakes.',
    'In September 2024 we opened a small shop on a quiet road in Dhanmondi with eight bikes, one mechanic and a notebook for bookings. We chose the name Bond because renting only works on trust: we trust our customers with our bikes, and they trust us with their safety.',
    'Word spread through friends, office colleagues and riding groups. In January 2025 we moved bookings online, with a 100 BDT advance payment and the balance paid after the bike is returned. A pickup point in Banani followed, then our first electric scooters and trail bikes for weekend riders.',
    'We are still a small team, and we like it that way. Every bike is checked by our own mechanics after every rental, and when you call, you speak to someone who knows the fleet. As we grow, we intend to keep it that way.',
  ],
  milestones: [
    {
      date: 'September 2024',
      title: 'Doors open in Dhanmondi',
      text: 'We opened with eight motorbikes, one mechanic and a paper booking register, renting by the hour to riders who mostly found us through word of mouth.',
    },
    {
      date: 'January 2025',
      title: 'Online booking goes live',
      text: 'Customers can now book a bike online with a 100 BDT advance payment and pay the remaining cost online after returning it.',
    },
    {
      date: 'June 2025',
      title: 'Second pickup point in Banani',
      text: 'To save riders in Gulshan, Banani and the north of the city a long trip to Dhanmondi, we opened a pickup and return point in Banani.',
    },
    {
      date: 'November 2025',
      title: 'First electric scooters',
      text: 'We added our first four electric scooters for quiet, low-cost city riding, and trained our staff in charging and battery care.',
    },
    {
      date: 'March 2026',
      title: 'Fleet grows to twenty',
      text: 'With commuters, 150cc bikes, electric scooters and new trail bikes for weekend trips, the fleet reached twenty bikes, all still serviced in our own workshop.',
    },
    {
      date: 'July 2026',
      title: 'Family and group rentals',
      text: 'We introduced our family offer, with one free rental when four family members ride together, and began helping groups book several bikes at once.',
    },
    {
      date: 'September 2026',
      title: 'Two years on the road',
      text: 'We marked our second anniversary by expanding the workshop, so bikes can be checked and put back on the list sooner after each rental.',
    },
  ],
};
