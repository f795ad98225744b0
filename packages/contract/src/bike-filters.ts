/**
 * Client-side bike search rules: case-insensitive; name and model by substring,
 * brand by exact match; availability 'Available' / 'Not Available'. The server applies the same rules.
 */

/** The availability filter's choices, as plain data: this module stays free of zod. */
export const AVAILABILITY_OPTIONS = ['Available', 'Not Available'] as const;

export type BikeFilters = {
  searchByName: string;
  searchByBrand: string;
  searchByModel: string;
  searchByAvailability: '' | (typeof AVAILABILITY_OPTIONS)[number];
};

export const EMPTY_BIKE_FILTERS: BikeFilters = {
  searchByName: '',
  searchByBrand: '',
  searchByModel: '',
  searchByAvailability: '',
};

type FilterableBike = { name: string; brand: string; model: string; isAvailable: boolean };

const norm = (s: string) => s.trim().toLocaleLowerCase('en');

export function matchesBikeFilters(bike: FilterableBike, f: Partial<BikeFilters>): boolean {
  if (f.searchByName && !norm(bike.name).includes(norm(f.searchByName))) return false;
  if (f.searchByBrand && norm(bike.brand) !== norm(f.searchByBrand)) return false;
  if (f.searchByModel && !norm(bike.model).includes(norm(f.searchByModel))) return false;
  if (f.searchByAvailability === 'Available' && !bike.isAvailable) return false;
  if (f.searchByAvailability === 'Not Available' && bike.isAvailable) return false;
  return true;
}

export function filterBikes<T extends FilterableBike>(bikes: readonly T[], f: Partial<BikeFilters>): T[] {
  return bikes.filter((b) => matchesBikeFilters(b, f));
}

/** Distinct values in first-seen order, compared case-insensitively. */
export function distinctValues<T>(items: readonly T[], pick: (item: T) => string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const v = pick(item).trim();
    if (v && !seen.has(norm(v))) {
      seen.add(norm(v));
      out.push(v);
    }
  }
  return out;
}

/** Only the filters that are set, for a query string. */
export function activeFilters(f: BikeFilters): Partial<BikeFilters> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) as Partial<BikeFilters>;
}
