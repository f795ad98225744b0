import {
  AVAILABILITY_OPTIONS,
  EMPTY_BIKE_FILTERS,
  activeFilters,
  distinctValues,
  filterBikes,
  type BikeFilters,
} from '@bond/contract/bike-filters';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useGetBikesQuery } from './api.ts';
import { BikeGrid } from './bike-grid.tsx';
import { EmptyState } from './empty-state.tsx';

export const NAME_DEBOUNCE_MS = 300;

const availabilityOptions = AVAILABILITY_OPTIONS.map((value) => ({ value, label: value }));

/**
 * 'Search Your Desired Bikes' (spec sections 2, 4 and 9): a name box and brand, model and availability
 * dropdowns. The server is asked with the filters that are set; the same rules are applied here too, so
 * typing narrows the list at once. Brands come from the unfiltered list, models from the filtered one.
 */
export function BikeSearch({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const headingId = useId();
  const [filters, setFilters] = useState<BikeFilters>(EMPTY_BIKE_FILTERS);
  const debouncedName = useDebouncedValue(filters.searchByName, NAME_DEBOUNCE_MS);
  const serverFilters = useMemo(
    () => activeFilters({ ...filters, searchByName: debouncedName.trim() }),
    [filters, debouncedName],
  );

  const all = useGetBikesQuery({});
  const filtered = useGetBikesQuery(serverFilters);

  const brands = useMemo(() => distinctValues(all.data ?? [], (bike) => bike.brand), [all.data]);
  // While the server answers a new search, the same rules applied to the whole list show the results at
  // once instead of a spinner.
  const source = filtered.currentData ?? all.data;
  const results = useMemo(() => filterBikes(source ?? [], filters), [source, filters]);
  const models = useMemo(() => distinctValues(results, (bike) => bike.model), [results]);

  const set = <K extends keyof BikeFilters>(key: K, value: BikeFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  const error = filtered.error ?? all.error;
  const isLoading = source === undefined && !error;

  let body: ReactNode;
  if (isLoading) {
    body = <Spinner label="Loading bikes…" />;
  } else if (error && filtered.currentData === undefined) {
    body = <LoadError error={error} onRetry={filtered.refetch} centered />;
  } else if (all.data?.length === 0) {
    body = <EmptyState>Bikes Will be Added Soon</EmptyState>;
  } else if (results.length === 0) {
    body = <EmptyState>No bikes found. Try Searching anything else..</EmptyState>;
  } else {
    body = <BikeGrid bikes={results} />;
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <SectionHeading id={headingId} level={headingLevel}>
        Search Your Desired Bikes
      </SectionHeading>
      <form
        role="search"
        aria-label="Bike filters"
        onSubmit={(event) => event.preventDefault()}
        className="mb-10 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-5 lg:items-end dark:border-slate-700 dark:bg-slate-900"
      >
        <TextField
          label="Search by name"
          name="searchByName"
          placeholder="Search by name"
          type="search"
          autoComplete="off"
          value={filters.searchByName}
          onChange={(event) => set('searchByName', event.target.value)}
        />
        <Select
          label="Brand"
          name="searchByBrand"
          placeholder="Filter by brand"
          value={filters.searchByBrand}
          onValueChange={(value) => set('searchByBrand', value)}
          options={brands.map((brand) => ({ value: brand, label: brand }))}
          emptyText="No Brands Available"
        />
        <Select
          label="Model"
          name="searchByModel"
          placeholder="Filter by model"
          value={filters.searchByModel}
          onValueChange={(value) => set('searchByModel', value)}
          options={models.map((model) => ({ value: model, label: model }))}
          emptyText="No Models Available"
        />
        <Select
          label="Availability"
          name="searchByAvailability"
          placeholder="Filter by availability"
          value={filters.searchByAvailability}
          onValueChange={(value) => set('searchByAvailability', value as BikeFilters['searchByAvailability'])}
          options={availabilityOptions}
        />
        <Button variant="outline" onClick={() => setFilters(EMPTY_BIKE_FILTERS)} className="w-full">
          Clear Filters
        </Button>
      </form>
      <div aria-live="polite" className="sr-only">
        {isLoading ? '' : `${results.length} ${results.length === 1 ? 'bike' : 'bikes'} found`}
      </div>
      {body}
    </section>
  );
}
