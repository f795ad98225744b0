import type { BikeUsage } from '@bond/contract/reports';
import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { useFormat, type Formatters } from '../../i18n/format.ts';
import { byUtilisation, formatHours, formatPercent } from './report-format.ts';

const columnsFor = (t: TFunction<'reports'>, f: Formatters): Column<BikeUsage>[] => [
  {
    header: t('bikes.bike'),
    cell: (bike) => (
      <span className="flex flex-col">
        <span className="font-semibold">{bike.name}</span>
        {bike.retiredAt ? (
          <span className="w-fit rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {t('bikes.retired', { date: f.date(bike.retiredAt) })}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    header: t('bikes.rented'),
    cell: (bike) => formatHours(bike.rentedHours, f.language),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    header: t('bikes.available'),
    cell: (bike) => formatHours(bike.availableHours, f.language),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    header: t('bikes.utilisation'),
    cell: (bike) => formatPercent(bike.utilisation, f.language),
    className: 'whitespace-nowrap tabular-nums',
  },
  { header: t('bikes.collected'), cell: (bike) => f.taka(bike.collected), className: 'whitespace-nowrap tabular-nums' },
  { header: t('bikes.rentals'), cell: (bike) => f.number(bike.rentals), className: 'tabular-nums' },
];

/** Every bike offered in the period: hours rented and in the shop, utilisation, money collected, rentals. */
export function BikeUsageTable({ bikes }: { bikes: readonly BikeUsage[] }) {
  const { t } = useTranslation('reports');
  const f = useFormat();
  const columns = useMemo(() => columnsFor(t, f), [t, f]);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {t('bikes.title')}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('bikes.intro')}</p>
      <DataTable
        caption={t('bikes.title')}
        columns={columns}
        rows={byUtilisation(bikes)}
        rowKey={(bike) => bike.bikeId}
        emptyText={t('bikes.empty')}
      />
    </section>
  );
}
