import { formatTaka } from '@bond/contract/money';
import type { ReportSummary } from '@bond/contract/reports';
import { useId, type ReactNode } from 'react';

type Figure = { label: string; value: string; detail?: ReactNode; tone?: 'alert' };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function FigureCards({ title, figures, note }: { title: string; figures: Figure[]; note: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className={`rounded-xl border bg-white p-4 dark:bg-slate-900 ${
              figure.tone === 'alert' ? 'border-red-300 dark:border-red-800' : 'border-slate-200 dark:border-slate-700'
            }`}
          >
            <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{figure.value}</dd>
            {figure.detail ? (
              <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">{figure.detail}</dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700 dark:text-slate-300">{note}</p>
    </section>
  );
}

export const MONEY_TITLE = 'Money';
export const RENTALS_TITLE = 'Rentals';

/**
 * The period's headline figures as cards: the money that moved (each amount on the Dhaka day it moved), what
 * is owed either way now, and the rentals booked, cancelled, missed, returned and overdue now.
 */
export function HeadlineFigures({ report }: { report: ReportSummary }) {
  const { total, outstanding, owedBack } = report.money;
  const { rentals } = report;
  const money: Figure[] = [
    {
      label: 'Collected',
      value: formatTaka(total.collected),
      detail: (
        <>
          Advances {formatTaka(total.advances)} · Balances {formatTaka(total.balances)}
          {total.receivedOwedBack > 0 ? (
            <>
              <br />
              Also received and owed back in full: {formatTaka(total.receivedOwedBack)}
            </>
          ) : null}
        </>
      ),
    },
    { label: 'Refunds due', value: formatTaka(total.refundsDue), detail: 'Money owed back that arose in the period' },
    { label: 'Refunded', value: formatTaka(total.refunded), detail: 'Paid back to customers in the period' },
    {
      label: 'Outstanding now',
      value: formatTaka(outstanding.amount),
      detail: `${count(outstanding.count, 'returned rental', 'returned rentals')} with a balance unpaid`,
    },
    {
      label: 'Owed back now',
      value: formatTaka(owedBack.amount),
      detail: `${count(owedBack.count, 'refund', 'refunds')} not paid back yet`,
    },
  ];
  const rentalFigures: Figure[] = [
    { label: 'Booked', value: String(rentals.booked), detail: 'Bookings made in the period, advance paid' },
    { label: 'Cancelled', value: String(rentals.cancelled), detail: 'Paid bookings cancelled, by their start day' },
    { label: 'No-shows', value: String(rentals.noShows), detail: 'By the day their period started' },
    { label: 'Returned', value: String(rentals.returned), detail: 'By the day of their return' },
    {
      label: 'Overdue now',
      value: String(rentals.overdueNow),
      detail: 'Out past their planned return',
      ...(rentals.overdueNow > 0 ? { tone: 'alert' as const } : {}),
    },
  ];
  return (
    <>
      <FigureCards
        title={MONEY_TITLE}
        figures={money}
        note="Collected, refunds due and refunded count each amount on the Dhaka day it moved; ‘now’ is whatever the period."
      />
      <FigureCards
        title={RENTALS_TITLE}
        figures={rentalFigures}
        note="Each rental is counted on one day, so two periods side by side add up."
      />
    </>
  );
}
