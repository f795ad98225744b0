import { describe, expect, it } from 'vitest';
import { activeFilters, distinctValues, EMPTY_BIKE_FILTERS, filterBikes } from './bike-filters.ts';

const bikes = [
  { name: 'Yamaha R15 V4', brand: 'Yamaha', model: 'R15 V4', isAvailable: true },
  { name: 'Honda Livo 110', brand: 'Honda', model: 'Livo', isAvailable: true },
  { name: 'Honda CBR 150R', brand: 'honda', model: 'CBR 150R', isAvailable: false },
];

describe('bike search rules', () => {
  it('name and model by case-insensitive substring', () => {
    expect(filterBikes(bikes, { searchByName: 'r15' }).map((b) => b.name)).toEqual(['Yamaha R15 V4']);
    expect(filterBikes(bikes, { searchByModel: 'LIV' }).map((b) => b.name)).toEqual(['Honda Livo 110']);
  });

  it('brand by case-insensitive exact match', () => {
    expect(filterBikes(bikes, { searchByBrand: 'HONDA' })).toHaveLength(2);
    expect(filterBikes(bikes, { searchByBrand: 'Hon' })).toHaveLength(0);
  });

  it('availability by the two options', () => {
    expect(filterBikes(bikes, { searchByAvailability: 'Available' })).toHaveLength(2);
    expect(filterBikes(bikes, { searchByAvailability: 'Not Available' }).map((b) => b.name)).toEqual([
      'Honda CBR 150R',
    ]);
  });

  it('empty filters keep everything; only set filters go into a query', () => {
    expect(filterBikes(bikes, EMPTY_BIKE_FILTERS)).toHaveLength(3);
    expect(activeFilters({ ...EMPTY_BIKE_FILTERS, searchByBrand: 'Honda' })).toEqual({ searchByBrand: 'Honda' });
  });

  it('distinct values, first spelling wins', () => {
    expect(distinctValues(bikes, (b) => b.brand)).toEqual(['Yamaha', 'Honda']);
  });
});
