import { filterBikes } from '@bond/contract/bike-filters';
import type { Bike } from '@bond/contract/bikes';
import type { BikePapers } from '@bond/contract/papers';
import { shopDateOf } from '@bond/contract/time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BikeFilterForm } from '../../../components/bike-filters/bike-filter-form.tsx';
import { useBikeFilters } from '../../../components/bike-filters/use-bike-filters.ts';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useGetManagedBikesQuery } from '../api.ts';
import { BikeFormDialog } from './bike-form-dialog.tsx';
import { BikePapersCell } from './bike-papers-cell.tsx';
import { bikeStatuses, type BikeStatus } from './bike-status.ts';
import { DeleteBikeDialog } from './delete-bike-dialog.tsx';
import { PapersDialog } from './papers-dialog.tsx';
import { useGetFleetPapersQuery } from './papers-api.ts';
import { ServiceLogDialog } from './service-log-dialog.tsx';

const statusTone: Record<BikeStatus, string> = {
  available: 'text-green-800 dark:text-green-300',
  notAvailable: 'text-red-800 dark:text-red-300',
  booked: 'font-medium text-amber-800 dark:text-amber-300',
};

function BikeStatusWords({ bike }: { bike: Bike }) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex flex-wrap gap-x-2 text-xs">
      {bikeStatuses(bike).map((status, index) => (
        <span key={status} className={statusTone[status]}>
          {index > 0 ? (
            <span aria-hidden="true" className="me-2 text-slate-500">
              ·
            </span>
          ) : null}
          {t(`bikes.status.${status}`)}
        </span>
      ))}
    </span>
  );
}

/** The fleet's papers as read once for the table: each bike's by its id, or where the reading stands. */
type FleetPapers = { byBike: ReadonlyMap<string, BikePapers>; status: 'loading' | 'error' | 'ready' };

/** The table's columns in the page's language; `today` is the Dhaka day the papers are judged on. */
function useColumns(fleetPapers: FleetPapers, today: string): Column<Bike>[] {
  const { t } = useTranslation('admin');
  const f = useFormat();
  return useMemo<Column<Bike>[]>(
    () => [
      {
        header: t('bikes.columns.name'),
        cell: (bike) => (
          <span className="flex flex-col">
            <span className="font-semibold">{bike.name}</span>
            <BikeStatusWords bike={bike} />
          </span>
        ),
      },
      { header: t('bikes.columns.model'), cell: (bike) => bike.model },
      { header: t('bikes.columns.brand'), cell: (bike) => bike.brand },
      {
        header: t('bikes.columns.price'),
        cell: (bike) => t('bikes.pricePerHour', { price: f.taka(bike.pricePerHour) }),
        className: 'whitespace-nowrap',
      },
      {
        // What handing it over takes (docs/product/handover-and-return.md#deposits); 0 is no deposit.
        header: t('bikes.columns.deposit'),
        cell: (bike) => (bike.deposit === 0 ? t('bikes.noDeposit') : f.taka(bike.deposit)),
        className: 'whitespace-nowrap',
      },
      {
        // The registration number and the three papers (docs/product/fleet-calendar.md#papers).
        header: t('bikes.papers.column'),
        cell: (bike) =>
          fleetPapers.status === 'ready' ? (
            <BikePapersCell papers={fleetPapers.byBike.get(bike._id) ?? null} today={today} />
          ) : (
            <span className="text-xs text-slate-600 dark:text-slate-300">
              {fleetPapers.status === 'loading' ? t('bikes.papers.loading') : t('bikes.papers.loadError')}
            </span>
          ),
      },
      {
        header: t('bikes.columns.manage'),
        cell: (bike) => (
          <div className="flex flex-wrap gap-2">
            <BikeFormDialog mode="update" bike={bike} />
            {/* Prefilled with what is on file, so offered only once the papers are read. */}
            {fleetPapers.status === 'ready' ? (
              <PapersDialog bike={bike} papers={fleetPapers.byBike.get(bike._id) ?? null} />
            ) : null}
            {/* Its services and odometer readings, and recording one (docs/product/fleet-calendar.md#service-log). */}
            <ServiceLogDialog bike={bike} today={today} />
            <DeleteBikeDialog bike={bike} />
          </div>
        ),
      },
    ],
    [t, f, fleetPapers, today],
  );
}

/**
 * Bike Management: brand, model and availability filters with 'Clear Filters', the
 * 'Create Bike' dialog and the table with each bike's papers, and Update, Papers, Service log and Delete per bike.
 * `now` is the clock the papers are judged by (today in Dhaka); the page is the admin's only.
 */
export function BikeManagement({ now }: { now?: Date } = {}) {
  const { t } = useTranslation('admin');
  const clock = useNow(60_000);
  const today = shopDateOf(now ?? clock);
  const papers = useGetFleetPapersQuery(undefined, { refetchOnMountOrArgChange: true });
  const fleetPapers = useMemo<FleetPapers>(
    () => ({
      byBike: new Map((papers.data ?? []).map((entry) => [entry.bikeId, entry])),
      status: papers.data ? 'ready' : papers.isError ? 'error' : 'loading',
    }),
    [papers.data, papers.isError],
  );
  const columns = useColumns(fleetPapers, today);
  const filterState = useBikeFilters();
  const { filters, query } = filterState;
  const all = useGetManagedBikesQuery({}, { refetchOnMountOrArgChange: true });
  const filtered = useGetManagedBikesQuery(query);
  const rows = useMemo(() => filterBikes(filtered.currentData ?? [], filters), [filtered.currentData, filters]);

  const isLoading = all.isLoading || (filtered.isFetching && filtered.currentData === undefined);
  const error = filtered.error ?? all.error;

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <BikeFormDialog mode="create" />
      </div>
      <BikeFilterForm
        state={filterState}
        allBikes={all.data}
        matchingBikes={rows}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end dark:border-slate-700 dark:bg-slate-900"
      />
      {isLoading ? (
        <Spinner label={t('bikes.loading')} />
      ) : error && filtered.currentData === undefined ? (
        <LoadError error={error} onRetry={filtered.refetch} />
      ) : (
        <DataTable
          caption={t('bikes.caption')}
          columns={columns}
          rows={rows}
          rowKey={(bike) => bike._id}
          emptyText={t('bikes.noMatch')}
        />
      )}
    </div>
  );
}
