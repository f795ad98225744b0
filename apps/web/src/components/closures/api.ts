/**
 * The shop's closures (docs/product/fleet-calendar.md#closures): the ones to come, read by every public page
 * for its banner, and, for admins, all of them with their closing and ending. A closure that cancelled
 * bookings changes the schedule, the refunds due and the bikes' availability, so those are read again.
 */
import type { Closure, CreateClosure, CreatedClosure, PublicClosure } from '@bond/contract/closures';
import { baseApi } from '../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const closuresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUpcomingClosures: build.query<PublicClosure[], void>({
      query: () => '/closures/upcoming',
      transformResponse: (response: DataResponse<PublicClosure[]>) => response.data,
      providesTags: ['Closure'],
    }),
    getClosures: build.query<Closure[], void>({
      query: () => '/closures',
      transformResponse: (response: DataResponse<Closure[]>) => response.data,
      providesTags: ['Closure'],
    }),
    createClosure: build.mutation<DataResponse<CreatedClosure>, CreateClosure>({
      query: (body) => ({ url: '/closures', method: 'POST', body }),
      invalidatesTags: (answer) =>
        answer
          ? ['Closure', 'BikeInfo', ...(answer.data.cancelled.length ? (['BookingInfo', 'Refund'] as const) : [])]
          : [],
    }),
    endClosure: build.mutation<DataResponse<Closure>, string>({
      query: (id) => ({ url: `/closures/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (answer) => (answer ? ['Closure', 'BikeInfo'] : []),
    }),
  }),
});

export const { useGetUpcomingClosuresQuery, useGetClosuresQuery, useCreateClosureMutation, useEndClosureMutation } =
  closuresApi;
