import { filterBikes } from '@bond/contract/bike-filters';
import type { Bike } from '@bond/contract/bikes';
import { formatPricePerHour } from '@bond/contract/money';
import { useMemo } from 'react';
import { BikeFilterForm } from '../../components/bike-filters/bike-filter-form.tsx';
import { useBikeFilters } from '../../components/bike-filters/use-bike-filters.ts';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGetManagedBikesQuery } from './api.ts';
import { BikeFormDialog } from './bike-form-dialog.tsx';
import { BOOKED_MARKER, bikeStatusLabels, type BikeStatusLabel } from './bike-status.ts';
import { DeleteBikeDialog } from './delete-bike-dialog.tsx';

export const NO_BIKES_MATCH = 'No data found..Try filtering anything else';

const statusTone: Record<BikeStatusLabel, string> = {
  Available: 'text-green-800 dark:text-green-300',
  'Not Available': 'text-red-800 dark:text-red-300',
  [BOOKED_MARKER]: 'font-medium text-amber-800 dark:text-amber-300',
};

function BikeStatus({ bike }: { bike: Bike }) {
  return (
    <span className="flex flex-wrap gap-x-2 text-xs">
      {bikeStatusLabels(bike).map((label, index) => (
        <span key={label} className={statusTone[label]}>
          {index > 0 ? (
            <span aria-hidden="true" className="me-2 text-slate-500">
              ·
            </span>
          ) : null}
          {label}
        </span>
      ))}
    </span>
  );
}

const columns: Column<Bike>[] = [
  {
    header: 'Name',
    cell: (bike) => (
      <span className="flex flex-col">
        <span className="font-semibold">{bike.name}</span>
        <BikeStatus bike={bike} />
      </span>
    ),
  },
  { header: 'Model', cell: (bike) => bike.model },
  { header: 'Brand', cell: (bike) => bike.brand },
  { header: 'Price (Hourly)', cell: (bike) => formatPricePerHour(bike.pricePerHour), className: 'whitespace-nowrap' },
  {
    header: 'Manage',
    cell: (bike) => (
      <div className="flex flex-wrap gap-2">
        <BikeFormDialog mode="update" bike={bike} />
        <DeleteBikeDialog bike={bike} />
      </div>
    ),
  },
];

/**
 * Bike Management (spec section 2): brand, model and availability filters with 'Clear Filters', the
 * 'Create Bike' dialog and the table with Update and Delete per bike.
 */
export function BikeManagement() {
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
        <Spinner label="Loading bikes…" />
      ) : error && filtered.currentData === undefined ? (
        <LoadError error={error} onRetry={filtered.refetch} />
      ) : (
        <DataTable
          caption="Bikes"
          columns={columns}
          rows={rows}
          rowKey={(bike) => bike._id}
          emptyText={NO_BIKES_MATCH}
        />
      )}
    </div>
  );
}
