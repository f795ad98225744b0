import type { RefundView } from '@bond/contract/refund-words';
import type { Rental } from '@bond/contract/rentals';
import { useTranslation } from 'react-i18next';
import { useRentalWords } from './words.ts';

/**
 * The Total Cost cell: the amount, and 'Will be returned' under a negative balance ('Refunded on …' once
 * paid back). Other money owed back on the rental (a payment made twice) is listed under it (docs/product/money-and-refunds.md#refunds-due).
 */
export function CostCell({ rental }: { rental: Pick<Rental, 'isReturned' | 'totalCost' | 'refunds'> }) {
  const words = useRentalWords();
  const view = words.cost(rental);
  const others = rental.refunds.filter((refund) => refund.reason !== 'negative_balance');
  return (
    <span className="flex flex-col">
      <span className={rental.isReturned ? 'font-semibold' : 'text-slate-600 dark:text-slate-300'}>{view.amount}</span>
      {view.note ? <span className="text-xs font-semibold text-green-800 dark:text-green-300">{view.note}</span> : null}
      {others.length > 0 ? <RefundNotes refunds={others.map(words.refund)} /> : null}
    </span>
  );
}

/** Each refund of a rental: what it is, how much and why (docs/product/money-and-refunds.md#refunds-due). */
export function RefundNotes({ refunds }: { refunds: readonly RefundView[] }) {
  const { t } = useTranslation('rentals');
  return (
    <ul className="mt-1 space-y-1 text-xs whitespace-normal">
      {refunds.map((view) => (
        <li key={view.id} className="flex flex-col">
          <span
            className={`font-semibold ${view.isDue ? 'text-amber-800 dark:text-amber-300' : 'text-green-800 dark:text-green-300'}`}
          >
            {t('refund.line', { label: view.label, amount: view.amount })}
          </span>
          <span className="text-slate-600 dark:text-slate-300">{view.reason}</span>
        </li>
      ))}
    </ul>
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
