/** Bike calls (the public ones; the admin's create, update and delete are in features/back-office/api.ts). */
import type { BikeFilters } from '@bond/contract/bike-filters';
import type { Bike } from '@bond/contract/bikes';
import type { BusyPeriod } from '@bond/contract/rentals';
import { baseApi } from '../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const bikesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /bikes with only the filters that are set (searchByName, searchByBrand, …). */
    getBikes: build.query<Bike[], Partial<BikeFilters> & { availableFrom?: string; availableTo?: string }>({
      query: (filters) => ({ url: '/bikes', params: filters }),
      transformResponse: (response: DataResponse<Bike[]>) => response.data,
      providesTags: (bikes) => [
        { type: 'BikeInfo' as const, id: 'LIST' },
        ...(bikes ?? []).map((bike) => ({ type: 'BikeInfo' as const, id: bike._id })),
      ],
    }),
    getBike: build.query<Bike, string>({
      query: (id) => `/bikes/${encodeURIComponent(id)}`,
      transformResponse: (response: DataResponse<Bike>) => response.data,
      providesTags: (_bike, _error, id) => [{ type: 'BikeInfo' as const, id }],
    }),
    /** docs/product/booking-and-periods.md#availability: the bike's busy periods within [from, to) (at most 31 days), in order; no customer data. */
    getBikeAvailability: build.query<BusyPeriod[], { id: string; from: string; to: string }>({
      query: ({ id, from, to }) => ({ url: `/bikes/${encodeURIComponent(id)}/availability`, params: { from, to } }),
      transformResponse: (response: DataResponse<BusyPeriod[]>) => response.data,
      providesTags: (_periods, _error, { id }) => [{ type: 'BikeInfo' as const, id }],
    }),
  }),
});

export const { useGetBikesQuery, useGetBikeQuery, useGetBikeAvailabilityQuery } = bikesApi;
