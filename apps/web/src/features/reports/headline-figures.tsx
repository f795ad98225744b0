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
 * is owed either way now, the discounts given, the add-on income, the late fees and the charges of the
 * rentals returned; the deposits held for customers now (not income), taken, applied to bills and given back
 * (docs/product/money-and-refunds.md#reports); and the rentals booked, cancelled, missed, returned and overdue
 * now.
 */
export function HeadlineFigures({ report }: { report: ReportSummary }) {
  const { t } = useTranslation('reports');
  const f = useFormat();
  const { total, outstanding, owedBack, depositsHeld } = report.money;
  const { rentals } = report;
  const money: Figure[] = [
    {
      label: t('headline.collected'),
      value: f.taka(total.collected),
      detail: (
        <>
          {t('headline.collectedDetail', { advances: f.taka(total.advances), balances: f.taka(total.balances) })}
          {total.depositsApplied > 0 ? (
            <>
              <br />
              {t('headline.fromDeposits', { amount: f.taka(total.depositsApplied) })}
            </>
          ) : null}
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
    { label: t('headline.lateFees'), value: f.taka(total.lateFees), detail: t('headline.lateFeesDetail') },
    {
      label: t('headline.charges'),
      value: f.taka(total.fuelCharges + total.helmetCharges + total.damageCharges),
      detail: t('headline.chargesDetail', {
        fuel: f.taka(total.fuelCharges),
        helmets: f.taka(total.helmetCharges),
        damage: f.taka(total.damageCharges),
      }),
    },
  ];
  const deposits: Figure[] = [
    {
      label: t('headline.depositsHeld'),
      value: f.taka(depositsHeld.amount),
      detail: t('headline.depositsHeldDetail', { count: depositsHeld.count, n: f.number(depositsHeld.count) }),
    },
    {
      label: t('headline.depositsTaken'),
      value: f.taka(total.depositsTaken),
      detail: t('headline.depositsTakenDetail'),
    },
    {
      label: t('headline.depositsApplied'),
      value: f.taka(total.depositsApplied),
      detail: t('headline.depositsAppliedDetail'),
    },
    {
      label: t('headline.depositsReturned'),
      value: f.taka(total.depositsReturned),
      detail: t('headline.depositsReturnedDetail', { paid: f.taka(total.depositRefundsPaid) }),
    },
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
      <FigureCards title={t('headline.deposits')} figures={deposits} note={t('headline.depositsNote')} />
      <FigureCards title={t('headline.rentals')} figures={rentalFigures} note={t('headline.rentalsNote')} />
    </>
  );
}
