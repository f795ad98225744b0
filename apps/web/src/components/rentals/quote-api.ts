/**
 * Prices before a decision (docs/product/money-and-refunds.md#prices-hours-days-and-weeks): the add-ons a
 * booking may take, what a booking would cost, and what moving a rental's planned return would cost. The
 * lines come in the page's language.
 */
import type { Language } from '@bond/contract/languages';
import type { PublicAddOn } from '@bond/contract/price-lists';
import type { Quote, QuoteRequest } from '@bond/contract/quote';
import { baseApi } from '../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };
const dataOf = <T>(response: DataResponse<T>) => response.data;

export const quoteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The add-ons on offer (public). */
    getAddOns: build.query<PublicAddOn[], void>({
      query: () => '/add-ons',
      transformResponse: dataOf<PublicAddOn[]>,
    }),
    /** POST /rentals/quote: what a booking would cost (public, no customer data). */
    quoteBooking: build.query<Quote, QuoteRequest & { language: Language }>({
      query: ({ language, ...body }) => ({
        url: '/rentals/quote',
        method: 'POST',
        body,
        headers: { 'accept-language': language },
      }),
      transformResponse: dataOf<Quote>,
    }),
    /** What moving the planned return of one's own rental to `endTime` would cost, priced as it was booked. */
    quoteExtension: build.query<Quote, { bookingId: string; endTime: string; language: Language }>({
      query: ({ bookingId, endTime, language }) => ({
        url: `/rentals/${encodeURIComponent(bookingId)}/extend/quote`,
        method: 'POST',
        body: { endTime },
        headers: { 'accept-language': language },
      }),
      transformResponse: dataOf<Quote>,
    }),
  }),
});

export const { useGetAddOnsQuery, useQuoteBookingQuery, useQuoteExtensionQuery } = quoteApi;
