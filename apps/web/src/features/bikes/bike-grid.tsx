import type { Bike } from '@bond/contract/bikes';
import { BikeCard } from './bike-card.tsx';

/** Bike cards, one column on phones, two on tablets, three on large screens. */
export function BikeGrid({ bikes, headingLevel = 3 }: { bikes: readonly Bike[]; headingLevel?: 3 | 4 }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {bikes.map((bike) => (
        <li key={bike._id}>
          <BikeCard bike={bike} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
