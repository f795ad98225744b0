import { filterBikes } from '@bond/contract/bike-filters';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BikeFilterForm } from '../../components/bike-filters/bike-filter-form.tsx';
import { useBikeFilters } from '../../components/bike-filters/use-bike-filters.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useGetBikesQuery } from './api.ts';
import { showingPeriodText } from './availability.ts';
import { BikeGrid } from './bike-grid.tsx';
import { EmptyState } from './empty-state.tsx';
import { useFreePeriod } from './use-free-period.ts';

/**
 * 'Search Your Desired Bikes': a name box and brand, model and availability
 * dropdowns. The server is asked with the filters that are set; the same rules are applied here too, so
 * typing narrows the list at once. Brands come from the unfiltered list, models from the filtered one.
 * docs/product/booking-and-periods.md#availability: an optional "Free from" / "Until" pair (Dhaka time) lists only the bikes free for that whole
 * period; it is sent only when both are set and sound, and says why otherwise.
 */
export function BikeSearch({
  headingLevel = 2,
  eagerImages,
}: {
  headingLevel?: 1 | 2;
  /** How many of the results' pictures load at once (`BikeGrid`'s default: the first row). */
  eagerImages?: number;
}) {
  const { t } = useTranslation('bikes');
  const f = useFormat();
  const headingId = useId();
  const filterState = useBikeFilters();
  const { filters, query } = filterState;
  const freePeriod = useFreePeriod();
  const periodQuery = freePeriod.query;

  const all = useGetBikesQuery({});
  const filtered = useGetBikesQuery(periodQuery ? { ...query, ...periodQuery } : query);

  // While the server answers a new search, the same rules applied to the whole list show the results at
  // once instead of a spinner. Which bikes are free for a period only the server knows: wait for it.
  const source = filtered.currentData ?? (periodQuery ? undefined : all.data);
  const results = useMemo(() => filterBikes(source ?? [], filters), [source, filters]);

  const error = filtered.error ?? all.error;
  const isLoading = source === undefined && !error;
  const clearAll = () => {
    filterState.clearFilters();
    freePeriod.clear();
  };
  const problemOf = (field: 'from' | 'until') =>
    freePeriod.problem?.field === field ? freePeriod.problem.message : undefined;

  let body: ReactNode;
  if (isLoading) {
    body = <Spinner label={t('search.loading')} />;
  } else if (error && filtered.currentData === undefined) {
    body = <LoadError error={error} onRetry={filtered.refetch} centered />;
  } else if (all.data?.length === 0) {
    body = <EmptyState>{t('search.comingSoon')}</EmptyState>;
  } else if (results.length === 0) {
    body = <EmptyState>{t('search.noneFound')}</EmptyState>;
  } else {
    body = (
      <BikeGrid bikes={results} eagerImages={eagerImages} note={periodQuery ? t('search.freeForTime') : undefined} />
    );
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <SectionHeading id={headingId} level={headingLevel}>
        {t('search.heading')}
      </SectionHeading>
      <BikeFilterForm
        state={{ ...filterState, clearFilters: clearAll }}
        allBikes={all.data}
        matchingBikes={results}
        withName
        role="search"
        className="mb-4 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-4 lg:items-end dark:border-slate-700 dark:bg-slate-900"
      >
        <TextField
          label={t('freePeriod.from')}
          name="availableFrom"
          type="datetime-local"
          step={60}
          value={freePeriod.period.from}
          onChange={(event) => freePeriod.setField('from', event.target.value)}
          error={problemOf('from')}
        />
        <TextField
          label={t('freePeriod.until')}
          name="availableTo"
          type="datetime-local"
          step={60}
          value={freePeriod.period.until}
          onChange={(event) => freePeriod.setField('until', event.target.value)}
          error={problemOf('until')}
        />
      </BikeFilterForm>
      <p className="mb-8 text-sm text-slate-700 dark:text-slate-300">
        {periodQuery
          ? showingPeriodText(
              { start: new Date(periodQuery.availableFrom), end: new Date(periodQuery.availableTo) },
              f.language,
            )
          : t('search.hint')}
      </p>
      <div aria-live="polite" className="sr-only">
        {isLoading ? '' : t('search.found', { count: results.length, n: f.number(results.length) })}
      </div>
      {body}
    </section>
  );
}
