/**
 * Rental calls: own rentals, every rental (admin), recording a return, paying the rest,
 * and a new checkout for the advance of a booking that still holds its bike.
 */
import type {
  AllRentalsQuery,
  BookRentalResponse,
  CalculateReturn,
  ExtendRental,
  OnlineGateway,
  PayRentalResponse,
  Rental,
  RentalStory,
  WindowQuery,
} from '@bond/contract/rentals';
import { baseApi } from '../../lib/base-api.ts';
import { idempotencyHeaders } from '../../lib/idempotency.ts';
import { gatewayParams } from '../payments/api.ts';
import { toPaged, type Paged, type PagedResponse } from '../../lib/paged.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const rentalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** With cancelled and expired bookings (the Cancelled tab; docs/decisions/008). */
    getMyRentals: build.query<Rental[], void>({
      query: () => ({ url: '/rentals', params: { include: 'all' } }),
      transformResponse: (response: DataResponse<Rental[]>) => response.data,
      providesTags: [{ type: 'BookingInfo', id: 'MINE' }],
    }),
    /** Admin: a page of every rental, newest first; `state=open|returned` narrows it (docs/decisions/016). */
    getAllRentals: build.query<Paged<Rental>, AllRentalsQuery>({
      query: (params) => ({ url: '/rentals/all', params }),
      transformResponse: (response: PagedResponse<Rental>) => toPaged(response),
      providesTags: [{ type: 'BookingInfo', id: 'ALL' }],
    }),
    /**
     * A rental's whole story: the rental, its cost so far and every payment attempt. Its customer
     * or an admin may read it; anyone else gets 404.
     */
    getRentalStory: build.query<RentalStory, string>({
      query: (rentalId) => `/rentals/${encodeURIComponent(rentalId)}`,
      transformResponse: (response: DataResponse<RentalStory>) => response.data,
      providesTags: (_result, _error, rentalId) => [{ type: 'BookingInfo', id: rentalId }],
    }),
    /** Admin: records the return; the server computes the total cost. */
    calculateReturn: build.mutation<DataResponse<Rental>, CalculateReturn>({
      query: (body) => ({ url: '/rentals/calculate', method: 'PATCH', body }),
      invalidatesTags: ['BookingInfo', { type: 'BikeInfo', id: 'LIST' }],
    }),
    /** Customer: a checkout address for exactly the balance the server computed, through `gateway` when named. */
    payRental: build.mutation<
      PayRentalResponse,
      { bookingId: string; amount: number; gateway?: OnlineGateway; idempotencyKey?: string }
    >({
      query: ({ bookingId, amount, gateway, idempotencyKey }) => ({
        url: `/rentals/${encodeURIComponent(bookingId)}/payRental/${amount}`,
        method: 'POST',
        params: gatewayParams(gateway),
        headers: idempotencyHeaders(idempotencyKey),
      }),
    }),
    /**
     * Customer: the open checkout (or a new one) for the advance of a booking still awaiting it. Refused (409)
     * once the hold has lapsed or the advance is settled; either way the list of bookings is read again.
     * Through `gateway` when named.
     */
    payAdvance: build.mutation<
      BookRentalResponse,
      { bookingId: string; gateway?: OnlineGateway; idempotencyKey?: string }
    >({
      query: ({ bookingId, gateway, idempotencyKey }) => ({
        url: `/rentals/${encodeURIComponent(bookingId)}/payAdvance`,
        method: 'POST',
        params: gatewayParams(gateway),
        headers: idempotencyHeaders(idempotencyKey),
      }),
      invalidatesTags: ['BookingInfo'],
    }),
    /** Admin (docs/product/booking-and-periods.md#schedule): every rental holding a period within the window, and every overdue one. */
    getSchedule: build.query<Rental[], WindowQuery>({
      query: (window) => ({ url: '/rentals/schedule', params: window }),
      transformResponse: (response: DataResponse<Rental[]>) => response.data,
      providesTags: [{ type: 'BookingInfo', id: 'SCHEDULE' }],
    }),
    /**
     * docs/product/booking-and-periods.md#cancelling: the owner cancels a pending or booked rental before its start (no body), or an admin cancels any
     * with `refundAdvance`. Frees the period, so the bikes' availability is read again too.
     */
    cancelRental: build.mutation<DataResponse<Rental>, { bookingId: string; refundAdvance?: boolean }>({
      query: ({ bookingId, refundAdvance }) => ({
        url: `/rentals/${encodeURIComponent(bookingId)}/cancel`,
        method: 'POST',
        body: refundAdvance === undefined ? {} : { refundAdvance },
      }),
      invalidatesTags: ['BookingInfo', 'BikeInfo'],
    }),
    /** Admin (docs/product/booking-and-periods.md#no-shows): an active rental whose bike was never collected; the advance is kept. */
    markNoShow: build.mutation<DataResponse<Rental>, { bookingId: string }>({
      query: ({ bookingId }) => ({ url: `/rentals/${encodeURIComponent(bookingId)}/no-show`, method: 'POST' }),
      invalidatesTags: ['BookingInfo', 'BikeInfo'],
    }),
    /** The owner (docs/product/booking-and-periods.md#extending): a later planned return, while the bike is free for the longer period. */
    extendRental: build.mutation<DataResponse<Rental>, { bookingId: string } & ExtendRental>({
      query: ({ bookingId, endTime }) => ({
        url: `/rentals/${encodeURIComponent(bookingId)}/extend`,
        method: 'POST',
        body: { endTime },
      }),
      invalidatesTags: ['BookingInfo', 'BikeInfo'],
    }),
  }),
});

export const {
  useGetMyRentalsQuery,
  useGetAllRentalsQuery,
  useGetRentalStoryQuery,
  useCalculateReturnMutation,
  usePayRentalMutation,
  usePayAdvanceMutation,
  useGetScheduleQuery,
  useCancelRentalMutation,
  useMarkNoShowMutation,
  useExtendRentalMutation,
} = rentalsApi;
