import type { ReportSummary } from '@bond/contract/reports';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';

type Figure = { label: string; value: string; detail?: ReactNode; tone?: 'alert' };

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

/**
 * The period's headline figures as cards: the money that moved (each amount on the Dhaka day it moved), what
 * is owed either way now, the discounts given and the add-on income of the rentals returned, and the rentals
 * booked, cancelled, missed, returned and overdue now.
 */
export function HeadlineFigures({ report }: { report: ReportSummary }) {
  const { t } = useTranslation('reports');
  const f = useFormat();
  const { total, outstanding, owedBack } = report.money;
  const { rentals } = report;
  const money: Figure[] = [
    {
      label: t('headline.collected'),
      value: f.taka(total.collected),
      detail: (
        <>
          {t('headline.collectedDetail', { advances: f.taka(total.advances), balances: f.taka(total.balances) })}
          {total.receivedOwedBack > 0 ? (
            <>
              <br />
              {t('headline.alsoReceived', { amount: f.taka(total.receivedOwedBack) })}
            </>
          ) : null}
        </>
      ),
    },
    { label: t('headline.refundsDue'), value: f.taka(total.refundsDue), detail: t('headline.refundsDueDetail') },
    { label: t('headline.refunded'), value: f.taka(total.refunded), detail: t('headline.refundedDetail') },
    {
      label: t('headline.outstanding'),
      value: f.taka(outstanding.amount),
      detail: t('headline.outstandingDetail', { count: outstanding.count, n: f.number(outstanding.count) }),
    },
    {
      label: t('headline.owedBack'),
      value: f.taka(owedBack.amount),
      detail: t('headline.owedBackDetail', { count: owedBack.count, n: f.number(owedBack.count) }),
    },
    { label: t('headline.discounts'), value: f.taka(total.discounts), detail: t('headline.discountsDetail') },
    { label: t('headline.addOnIncome'), value: f.taka(total.addOnIncome), detail: t('headline.addOnIncomeDetail') },
  ];
  const rentalFigures: Figure[] = [
    { label: t('headline.booked'), value: f.number(rentals.booked), detail: t('headline.bookedDetail') },
    { label: t('headline.cancelled'), value: f.number(rentals.cancelled), detail: t('headline.cancelledDetail') },
    { label: t('headline.noShows'), value: f.number(rentals.noShows), detail: t('headline.noShowsDetail') },
    { label: t('headline.returned'), value: f.number(rentals.returned), detail: t('headline.returnedDetail') },
    {
      label: t('headline.overdue'),
      value: f.number(rentals.overdueNow),
      detail: t('headline.overdueDetail'),
      ...(rentals.overdueNow > 0 ? { tone: 'alert' as const } : {}),
    },
  ];
  return (
    <>
      <FigureCards title={t('headline.money')} figures={money} note={t('headline.moneyNote')} />
      <FigureCards title={t('headline.rentals')} figures={rentalFigures} note={t('headline.rentalsNote')} />
    </>
  );
}
