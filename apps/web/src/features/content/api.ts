/**
 * The content's calls: the contact message (docs/product/messages.md#contact-messages: stored by the shop's own
 * API) and the coupons the home page shows (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons).
 */
import type { MessageResponse } from '@bond/contract/common';
import type { Contact } from '@bond/contract/contact';
import type { PublicCoupon } from '@bond/contract/price-lists';
import { baseApi } from '../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<MessageResponse, Contact>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    /** GET /coupons/active: the switched-on coupons valid today or later, in the owner's order. */
    getActiveCoupons: build.query<PublicCoupon[], void>({
      query: () => '/coupons/active',
      transformResponse: (response: DataResponse<PublicCoupon[]>) => response.data,
    }),
  }),
});

export const { useSendContactMessageMutation, useGetActiveCouponsQuery } = contentApi;
