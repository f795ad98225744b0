import type { Bike } from '@bond/contract/bikes';
import { memo } from 'react';
import { BikeCard } from './bike-card.tsx';

/** Bike cards, one column on phones, two on tablets, three on large screens. */
export const BikeGrid = memo(function BikeGrid({
  bikes,
  headingLevel = 3,
}: {
  bikes: readonly Bike[];
  headingLevel?: 3 | 4;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {bikes.map((bike) => (
        // Cards far below the screen skip layout and paint until they come near it.
        <li key={bike._id} className="[contain-intrinsic-block-size:auto_34rem] [content-visibility:auto]">
          <BikeCard bike={bike} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
});
