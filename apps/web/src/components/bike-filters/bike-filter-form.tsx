import { AVAILABILITY_OPTIONS, distinctValues, type BikeFilters } from '@bond/contract/bike-filters';
import type { Bike } from '@bond/contract/bikes';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeStart } from '../../lib/use-typed-before-start.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/form-field.tsx';
import { Select } from '../ui/select.tsx';
import type { BikeFilterState } from './use-bike-filters.ts';

type ChoiceBike = Pick<Bike, 'brand' | 'model'>;

type BikeFilterFormProps = {
  /** What `useBikeFilters` gives. */
  state: BikeFilterState;
  /** Every bike: the brand choices. */
  allBikes: readonly ChoiceBike[] | undefined;
  /** The bikes the filters match: the model choices. */
  matchingBikes: readonly ChoiceBike[];
  /** Puts the 'Search by name' box first. */
  withName?: boolean;
  role?: 'search';
  className: string;
  /** More fields, placed before 'Clear Filters' (the public search's "Free from" / "Until"). */
  children?: ReactNode;
};

/** The availability choices keep the spec's values for the server; the labels are the page's language. */
const AVAILABILITY_LABEL_KEYS = { Available: 'filters.available', 'Not Available': 'filters.notAvailable' } as const;
const toOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

/**
 * The bike filters: brand, model and availability dropdowns, optionally a name
 * box, and 'Clear Filters'. Brands come from every bike, models from the bikes the filters match.
 */
export function BikeFilterForm({
  state: { filters, setFilter: onChange, clearFilters: onClear },
  allBikes,
  matchingBikes,
  withName = false,
  role,
  className,
  children,
}: BikeFilterFormProps) {
  const { t } = useTranslation('bikes');
  const nameRef = useTypedBeforeStart(filters.searchByName, (text) => onChange('searchByName', text));
  const availabilityOptions = useMemo(
    () => AVAILABILITY_OPTIONS.map((value) => ({ value, label: t(AVAILABILITY_LABEL_KEYS[value]) })),
    [t],
  );
  const brands = useMemo(() => toOptions(distinctValues(allBikes ?? [], (bike) => bike.brand)), [allBikes]);
  const models = useMemo(() => toOptions(distinctValues(matchingBikes, (bike) => bike.model)), [matchingBikes]);
  return (
    <form role={role} aria-label={t('filters.form')} onSubmit={(event) => event.preventDefault()} className={className}>
      {withName ? (
        <TextField
          label={t('filters.name')}
          name="searchByName"
          placeholder={t('filters.name')}
          type="search"
          autoComplete="off"
          ref={nameRef}
          value={filters.searchByName}
          onChange={(event) => onChange('searchByName', event.target.value)}
        />
      ) : null}
      <Select
        label={t('filters.brand')}
        name="searchByBrand"
        placeholder={t('filters.brandPlaceholder')}
        value={filters.searchByBrand}
        onValueChange={(value) => onChange('searchByBrand', value)}
        options={brands}
        emptyText={t('filters.noBrands')}
      />
      <Select
        label={t('filters.model')}
        name="searchByModel"
        placeholder={t('filters.modelPlaceholder')}
        value={filters.searchByModel}
        onValueChange={(value) => onChange('searchByModel', value)}
        options={models}
        emptyText={t('filters.noModels')}
      />
      <Select
        label={t('filters.availability')}
        name="searchByAvailability"
        placeholder={t('filters.availabilityPlaceholder')}
        value={filters.searchByAvailability}
        onValueChange={(value) => onChange('searchByAvailability', value as BikeFilters['searchByAvailability'])}
        options={availabilityOptions}
      />
      {children}
      <Button variant="outline" onClick={onClear} className="w-full">
        {t('filters.clear')}
      </Button>
    </form>
  );
}
