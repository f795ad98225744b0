import type { Rental } from '@bond/contract/rentals';
import { costView } from './rental-rules.ts';

/** The Total Cost cell: the amount, and 'Will be returned' under a refund. */
export function CostCell({ rental }: { rental: Pick<Rental, 'isReturned' | 'totalCost'> }) {
  const view = costView(rental);
  return (
    <span className="flex flex-col">
      <span className={rental.isReturned ? 'font-semibold' : 'text-slate-600 dark:text-slate-300'}>{view.amount}</span>
      {view.note ? <span className="text-xs font-semibold text-green-800 dark:text-green-300">{view.note}</span> : null}
    </span>
  );
}

/** The Bike cell: its name, and brand and model under it. */
export function BikeCell({ bike }: { bike: Rental['bike'] }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{bike.name}</span>
      <span className="text-xs text-slate-600 dark:text-slate-300">
        {bike.brand} · {bike.model}
      </span>
    </span>
  );
}
