import { EMPTY_BIKE_FILTERS } from '@bond/contract/bike-filters';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAME_DEBOUNCE_MS, useBikeFilters } from './use-bike-filters.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useBikeFilters', () => {
  it('starts empty and asks the server with no filters', () => {
    const { result } = renderHook(() => useBikeFilters());
    expect(result.current.filters).toEqual(EMPTY_BIKE_FILTERS);
    expect(result.current.query).toEqual({});
  });

  it('sets one filter at a time and sends only the ones that are set', () => {
    const { result } = renderHook(() => useBikeFilters());
    act(() => result.current.setFilter('searchByBrand', 'Yamaha'));
    act(() => result.current.setFilter('searchByAvailability', 'Available'));
    expect(result.current.filters).toEqual({
      ...EMPTY_BIKE_FILTERS,
      searchByBrand: 'Yamaha',
      searchByAvailability: 'Available',
    });
    expect(result.current.query).toEqual({ searchByBrand: 'Yamaha', searchByAvailability: 'Available' });
  });

  it('sends the name trimmed, once typing has stopped', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useBikeFilters());
    act(() => result.current.setFilter('searchByName', ' r15 '));
    expect(result.current.filters.searchByName).toBe(' r15 ');
    expect(result.current.query).toEqual({});
    act(() => vi.advanceTimersByTime(NAME_DEBOUNCE_MS));
    expect(result.current.query).toEqual({ searchByName: 'r15' });
  });

  it("'Clear Filters' empties every filter; the setters stay the same functions", () => {
    const { result } = renderHook(() => useBikeFilters());
    const { setFilter, clearFilters } = result.current;
    act(() => setFilter('searchByModel', 'FZS'));
    act(() => clearFilters());
    expect(result.current.filters).toEqual(EMPTY_BIKE_FILTERS);
    expect(result.current.query).toEqual({});
    expect(result.current.setFilter).toBe(setFilter);
    expect(result.current.clearFilters).toBe(clearFilters);
  });
});
