/** The contact message (docs/product/messages.md#contact-messages: stored by the shop's own API). */
import type { MessageResponse } from '@bond/contract/common';
import type { Contact } from '@bond/contract/contact';
import { baseApi } from '../../lib/base-api.ts';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<MessageResponse, Contact>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
