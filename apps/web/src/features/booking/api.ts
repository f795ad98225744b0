/**
 * POST /rentals: books a bike and answers the checkout address of the advance, through `gateway` when named
 * (docs/product/money-and-refunds.md#choosing-a-gateway).
 */
import type { BookRental, BookRentalResponse, OnlineGateway } from '@bond/contract/rentals';
import { gatewayParams } from '../../components/payments/api.ts';
import { baseApi } from '../../lib/base-api.ts';
import { idempotencyHeaders } from '../../lib/idempotency.ts';

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bookBike: build.mutation<BookRentalResponse, BookRental & { gateway?: OnlineGateway; idempotencyKey?: string }>({
      query: ({ gateway, idempotencyKey, ...body }) => ({
        url: '/rentals',
        method: 'POST',
        params: gatewayParams(gateway),
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
