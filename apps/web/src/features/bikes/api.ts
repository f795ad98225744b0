/** Bike calls of spec section 7 (the public ones; the admin's create/update/delete come with issue 4). */
import type { BikeFilters } from '@bond/contract/bike-filters';
import type { Bike } from '@bond/contract/bikes';
import { baseApi } from '../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const bikesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /bikes with only the filters that are set (searchByName, searchByBrand, …). */
    getBikes: build.query<Bike[], Partial<BikeFilters>>({
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
  }),
});

export const { useGetBikesQuery, useGetBikeQuery } = bikesApi;
