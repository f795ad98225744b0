import { formatTaka } from '@bond/contract/money';
import type { BikeUsage } from '@bond/contract/reports';
import { useId } from 'react';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { formatDate } from '../../lib/time.ts';
import { byUtilisation, formatHours, formatPercent } from './report-format.ts';

export const BIKE_TABLE = 'How each bike did';

const columns: Column<BikeUsage>[] = [
  {
    header: 'Bike',
    cell: (bike) => (
      <span className="flex flex-col">
        <span className="font-semibold">{bike.name}</span>
        {bike.retiredAt ? (
          <span className="w-fit rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            Retired {formatDate(bike.retiredAt)}
          </span>
        ) : null}
      </span>
    ),
  },
  { header: 'Rented', cell: (bike) => formatHours(bike.rentedHours), className: 'whitespace-nowrap tabular-nums' },
  {
    header: 'Available',
    cell: (bike) => formatHours(bike.availableHours),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    header: 'Utilisation',
    cell: (bike) => formatPercent(bike.utilisation),
    className: 'whitespace-nowrap tabular-nums',
  },
  { header: 'Collected', cell: (bike) => formatTaka(bike.collected), className: 'whitespace-nowrap tabular-nums' },
  { header: 'Rentals', cell: (bike) => String(bike.rentals), className: 'tabular-nums' },
];

/** Every bike offered in the period: hours rented and in the shop, utilisation, money collected, rentals. */
export function BikeUsageTable({ bikes }: { bikes: readonly BikeUsage[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {BIKE_TABLE}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Hours rented out and hours in the shop within the period (up to now), and the money collected for each bike’s
        rentals in the period.
      </p>
      <DataTable
        caption={BIKE_TABLE}
        columns={columns}
        rows={byUtilisation(bikes)}
        rowKey={(bike) => bike.bikeId}
        emptyText="No bike was offered in this period."
      />
    </section>
  );
}
