import { EMPTY_BIKE_FILTERS, activeFilters, type BikeFilters } from '@bond/contract/bike-filters';
import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** How long the name box waits for typing to stop before the server is asked. */
export const NAME_DEBOUNCE_MS = 300;

export type SetBikeFilter = <K extends keyof BikeFilters>(key: K, value: BikeFilters[K]) => void;

/**
 * The state of a bike filter form: the filters as chosen, one setter, 'Clear Filters',
 * and `query`, the filters that are set, for the server (the name trimmed, once typing has stopped).
 */
export type BikeFilterState = {
  filters: BikeFilters;
  /** The filters that are set, as the server is asked about them. */
  query: Partial<BikeFilters>;
  setFilter: SetBikeFilter;
  clearFilters: () => void;
};

export function useBikeFilters(): BikeFilterState {
  const [filters, setFilters] = useState<BikeFilters>(EMPTY_BIKE_FILTERS);
  const debouncedName = useDebouncedValue(filters.searchByName, NAME_DEBOUNCE_MS);
  const query = useMemo(
    () => activeFilters({ ...filters, searchByName: debouncedName.trim() }),
    [filters, debouncedName],
  );
  const setFilter = useCallback<SetBikeFilter>(
    (key, value) => setFilters((current) => ({ ...current, [key]: value })),
    [],
  );
  const clearFilters = useCallback(() => setFilters(EMPTY_BIKE_FILTERS), []);
  return { filters, query, setFilter, clearFilters };
}
