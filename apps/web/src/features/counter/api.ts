/**
 * The counter's calls (docs/product/the-counter.md#walk-ins): find a customer by phone, name or e-mail, and
 * make an account for a rider who has none; book for them; the day's lists, payments taken at the counter and
 * payment links (docs/product/the-counter.md#the-counters-day); the till. Staff and admins only; the server
 * checks the role.
 */
import type { Bike } from '@bond/contract/bikes';
import type {
  CloseTill,
  CounterBooking,
  CounterDay,
  CounterPaymentInput,
  OpenTill,
  Till,
} from '@bond/contract/counter';
import type { Customer, CustomerListQuery, NewCustomer } from '@bond/contract/customers';
import type { User } from '@bond/contract/users';
import { baseApi } from '../../lib/base-api.ts';
import { idempotencyHeaders } from '../../lib/idempotency.ts';
import { toPaged, type Paged, type PagedResponse } from '../../lib/paged.ts';

export const counterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the customers matching the search (all of them without one), oldest first. */
    getCustomers: build.query<Paged<Customer>, Partial<CustomerListQuery>>({
      query: ({ search, ...page }) => ({ url: '/customers', params: { ...page, ...(search ? { search } : {}) } }),
      transformResponse: (response: PagedResponse<Customer>) => toPaged(response),
      providesTags: [{ type: 'UserInfo', id: 'LIST' }],
    }),
    /** A customer made at the counter: no password until they sign in with their phone. */
    createCustomer: build.mutation<{ message: string; data: User }, NewCustomer>({
      query: (body) => ({ url: '/customers', method: 'POST', body }),
      invalidatesTags: [{ type: 'UserInfo', id: 'LIST' }],
    }),
    /** The bikes the counter may book: every listed bike, the offered ones chosen by the form. */
    getCounterBikes: build.query<Bike[], void>({
      query: () => '/bikes',
      transformResponse: (response: { data: Bike[] }) => response.data,
      providesTags: [{ type: 'BikeInfo', id: 'LIST' }],
    }),
    /** A booking for a customer, with the advance taken now when `payment` is given. */
    bookForCustomer: build.mutation<{ message: string }, CounterBooking & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/counter/rentals',
        method: 'POST',
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
      invalidatesTags: [
        { type: 'BookingInfo', id: 'LIST' },
        { type: 'BikeInfo', id: 'LIST' },
        { type: 'Till', id: 'CURRENT' },
        { type: 'CounterDay', id: 'LIST' },
      ],
    }),
    /** A Dhaka day's lists at the counter; without `date`, today by the server's clock. */
    getCounterDay: build.query<CounterDay, { date?: string }>({
      query: ({ date }) => ({ url: '/counter/day', params: date ? { date } : {} }),
      transformResponse: (response: { data: CounterDay }) => response.data,
      // A change to any rental (a return recorded, a booking cancelled) reads the day again.
      providesTags: [
        { type: 'CounterDay', id: 'LIST' },
        { type: 'BookingInfo', id: 'COUNTER_DAY' },
      ],
    }),
    /** Money taken at the counter for a rental's advance or balance: the day's lists and the till change. */
    takeCounterPayment: build.mutation<
      { message: string },
      { rentalId: string; idempotencyKey: string } & CounterPaymentInput
    >({
      query: ({ rentalId, idempotencyKey, ...body }) => ({
        url: `/rentals/${encodeURIComponent(rentalId)}/payments`,
        method: 'POST',
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
      invalidatesTags: (_result, _error, { rentalId }) => [
        { type: 'CounterDay', id: 'LIST' },
        { type: 'Till', id: 'CURRENT' },
        { type: 'BookingInfo', id: 'LIST' },
        { type: 'BookingInfo', id: rentalId },
      ],
    }),
    /** The SMS with the link where the customer pays a booking's advance online. */
    sendPaymentLink: build.mutation<{ message: string }, { rentalId: string }>({
      query: ({ rentalId }) => ({ url: `/rentals/${encodeURIComponent(rentalId)}/payment-link`, method: 'POST' }),
    }),
    /** The caller's open till of today (404 when none is open). */
    getCurrentTill: build.query<Till, void>({
      query: () => '/tills/current',
      transformResponse: (response: { data: Till }) => response.data,
      providesTags: [{ type: 'Till', id: 'CURRENT' }],
    }),
    openTill: build.mutation<{ message: string; data: Till }, OpenTill>({
      query: (body) => ({ url: '/tills', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Till', id: 'CURRENT' },
        { type: 'Till', id: 'DAY' },
      ],
    }),
    closeTill: build.mutation<{ message: string; data: Till }, { id: string } & CloseTill>({
      query: ({ id, ...body }) => ({ url: `/tills/${encodeURIComponent(id)}/close`, method: 'POST', body }),
      invalidatesTags: [
        { type: 'Till', id: 'CURRENT' },
        { type: 'Till', id: 'DAY' },
      ],
    }),
    /** Every till of a Dhaka day, YYYY-MM-DD (admins). */
    getTillsOfDay: build.query<Till[], string>({
      query: (date) => ({ url: '/tills', params: { date } }),
      transformResponse: (response: { data: Till[] }) => response.data,
      providesTags: [{ type: 'Till', id: 'DAY' }],
    }),
  }),
});

export const {
  useGetCounterBikesQuery,
  useBookForCustomerMutation,
  useGetCounterDayQuery,
  useTakeCounterPaymentMutation,
  useSendPaymentLinkMutation,
  useGetCustomersQuery,
  useCreateCustomerMutation,
  useGetCurrentTillQuery,
  useOpenTillMutation,
  useCloseTillMutation,
  useGetTillsOfDayQuery,
} = counterApi;
