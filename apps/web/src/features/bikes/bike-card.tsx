import type { Bike } from '@bond/contract/bikes';
import { formatPricePerHour } from '@bond/contract/money';
import { memo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';

type BikeCardProps = {
  bike: Bike;
  headingLevel?: 3 | 4;
  eagerImage?: boolean;
  /** A line above the buttons, such as 'Free for the time you chose' in a search by time. */
  note?: string;
};

/** One bike in a grid: picture, facts, 'View Details' and the availability button (spec section 2). */
export const BikeCard = memo(function BikeCard({ bike, headingLevel = 3, eagerImage = false, note }: BikeCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="aspect-[4/3] bg-slate-100 dark:bg-slate-800">
        <img
          src={bike.image}
          alt={`${bike.brand} ${bike.name}`}
          width={480}
          height={360}
          loading={eagerImage ? 'eager' : 'lazy'}
          fetchPriority={eagerImage ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-contain p-3"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <Heading className="text-lg font-bold text-slate-900 dark:text-white">{bike.name}</Heading>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {bike.brand} · {bike.model} · {bike.cc} CC · {bike.year}
          </p>
        </div>
        <p className="text-base font-semibold text-brand-800 dark:text-brand-300">
          {formatPricePerHour(bike.pricePerHour)}
        </p>
        {note ? <p className="text-sm font-semibold text-green-800 dark:text-green-300">{note}</p> : null}
        <div className="mt-auto flex flex-col gap-2">
          <Link to={`/allbikes/${bike._id}`} className={buttonClasses('outline', 'md')}>
            View Details<span className="sr-only"> of {bike.name}</span>
          </Link>
          {bike.isAvailable ? (
            <Link to={`/allbikes/${bike._id}`} className={buttonClasses('success', 'md')}>
              Available For Booking<span className="sr-only">: {bike.name}</span>
            </Link>
          ) : (
            <button type="button" disabled className={buttonClasses('danger', 'md')}>
              Not Available For Booking
            </button>
          )}
        </div>
      </div>
    </article>
  );
});
