/** POST /rentals: books a bike and answers the checkout address of the advance. */
import type { BookRental, BookRentalResponse } from '@bond/contract/rentals';
import { baseApi } from '../../lib/base-api.ts';
import { idempotencyHeaders } from '../../lib/idempotency.ts';

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bookBike: build.mutation<BookRentalResponse, BookRental & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/rentals',
        method: 'POST',
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
      // The bike is held from now on, whatever happens next.
      invalidatesTags: (_result, _error, { bikeId }) => [
        { type: 'BikeInfo', id: bikeId },
        { type: 'BikeInfo', id: 'LIST' },
        'BookingInfo',
      ],
    }),
  }),
});

export const { useBookBikeMutation } = bookingApi;
