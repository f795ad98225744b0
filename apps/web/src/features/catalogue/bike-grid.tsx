import type { Bike } from '@bond/contract/bikes';
import { memo, startTransition, useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { BikeCard } from './bike-card.tsx';

/**
 * On a page that opens with the grid, the first row's pictures are on screen at once: load them eagerly and
 * first (the largest is the page's LCP).
 */
const EAGER_IMAGES = 3;
/** Cards rendered at once when the grid first appears; the rest follow as interruptible work. */
const FIRST_CARDS = 6;

/** Bike cards, one column on phones, two on tablets, three on large screens. */
export const BikeGrid = memo(function BikeGrid({
  bikes,
  headingLevel = 3,
  eagerImages = EAGER_IMAGES,
  note,
}: {
  bikes: readonly Bike[];
  headingLevel?: 3 | 4;
  /** How many pictures load at once; 0 for a grid below the screen, whose pictures load as it comes near. */
  eagerImages?: number;
  /** A line on every card, such as why it is listed. */
  note?: string;
}) {
  // A long list would be one long task on a phone; render the first screenful now and the rest in a
  // transition, which React splits into slices that leave the page responsive. A page the server renders
  // carries every card (a visitor without the app and a crawler see every bike), and hydrating it keeps them.
  // Kept for its figure: with the hydration waits of the navbar, theme toggle and coupons it saved 109 and
  // 352 ms of median blocking time on `/` in two bench runs (apps/web/bench/README.md).
  const hydrated = useHydrated();
  const [limit, setLimit] = useState(() => (hydrated ? FIRST_CARDS : Number.POSITIVE_INFINITY));
  useEffect(() => {
    if (bikes.length > limit) startTransition(() => setLimit(Number.POSITIVE_INFINITY));
  }, [bikes.length, limit]);

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {bikes.slice(0, limit).map((bike, index) => (
        // Cards far below the screen skip layout and paint until they come near it.
        <li key={bike._id} className="[contain-intrinsic-block-size:auto_34rem] [content-visibility:auto]">
          <BikeCard bike={bike} headingLevel={headingLevel} eagerImage={index < eagerImages} note={note} />
        </li>
      ))}
    </ul>
  );
});
