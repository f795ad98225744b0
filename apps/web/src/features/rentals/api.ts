/**
 * Rental calls of spec section 7: own rentals, every rental (admin), recording a return, paying the rest,
 * and a new checkout for the advance of a booking that still holds its bike.
 */
import type { BookRentalResponse, CalculateReturn, PayRentalResponse, Rental } from '@bond/contract/rentals';
import { baseApi } from '../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const rentalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** With cancelled and expired bookings (the Cancelled tab; docs/decisions/008). */
    getMyRentals: build.query<Rental[], void>({
      query: () => ({ url: '/rentals', params: { include: 'all' } }),
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
    /**
     * Customer: a fresh checkout for the advance of a booking still awaiting it. Refused (409) once the
     * hold has lapsed or the advance is settled; either way the list of bookings is read again.
     */
    payAdvance: build.mutation<BookRentalResponse, { bookingId: string }>({
      query: ({ bookingId }) => ({ url: `/rentals/${encodeURIComponent(bookingId)}/payAdvance`, method: 'POST' }),
      invalidatesTags: ['BookingInfo'],
    }),
  }),
});

export const {
  useGetMyRentalsQuery,
  useGetAllRentalsQuery,
  useCalculateReturnMutation,
  usePayRentalMutation,
  usePayAdvanceMutation,
} = rentalsApi;
