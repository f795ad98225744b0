/** Rental calls of spec section 7: own rentals, every rental (admin), recording a return, paying the rest. */
import type { CalculateReturn, PayRentalResponse, Rental } from '@bond/contract/rentals';
import { baseApi } from '../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const rentalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyRentals: build.query<Rental[], void>({
      query: () => '/rentals',
      transformResponse: (response: DataResponse<Rental[]>) => response.data,
      providesTags: [{ type: 'BookingInfo', id: 'MINE' }],
    }),
    getAllRentals: build.query<Rental[], void>({
      query: () => '/rentals/all',
      transformResponse: (response: DataResponse<Rental[]>) => response.data,
      providesTags: [{ type: 'BookingInfo', id: 'ALL' }],
    }),
    /** Admin: records the return; the server computes the total cost. */
    calculateReturn: build.mutation<DataResponse<Rental>, CalculateReturn>({
      query: (body) => ({ url: '/rentals/calculate', method: 'PATCH', body }),
      invalidatesTags: ['BookingInfo', { type: 'BikeInfo', id: 'LIST' }],
    }),
    /** Customer: a checkout address for exactly the balance the server computed. */
    payRental: build.mutation<PayRentalResponse, { bookingId: string; amount: number }>({
      query: ({ bookingId, amount }) => ({
        url: `/rentals/${encodeURIComponent(bookingId)}/payRental/${amount}`,
        method: 'POST',
      }),
    }),
  }),
});

export const { useGetMyRentalsQuery, useGetAllRentalsQuery, useCalculateReturnMutation, usePayRentalMutation } =
  rentalsApi;
