/** GET and PUT /users/me, with how the customer wants reminders (docs/product/messages.md#reminder-choice) and in which language (docs/product/languages.md#choosing-the-language). */
import type { MessageResponse } from '@bond/contract/common';
import type { User, MeResponse, UpdateMe } from '@bond/contract/users';
import { baseApi } from '../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeResponse, void>({
      query: () => '/users/me',
      providesTags: [{ type: 'UserInfo', id: 'ME' }],
    }),
    updateMe: build.mutation<DataResponse<User>, UpdateMe>({
      // Only the editable fields: the server refuses anything else. The reminder channel and the messages'
      // language (docs/product/languages.md#two-languages) only when chosen.
      query: ({ name, phone, address, reminderChannel, language }) => ({
        url: '/users/me',
        method: 'PUT',
        body: {
          name,
          phone,
          address,
          ...(reminderChannel ? { reminderChannel } : {}),
          ...(language ? { language } : {}),
        },
      }),
      invalidatesTags: ['UserInfo'],
    }),
    /** Decision 023: the link that verifies the account's e-mail address, sent again (limited by the server). */
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/verify-email/resend', method: 'POST' }),
    }),
  }),
});

export const { useGetMeQuery, useUpdateMeMutation, useResendVerificationMutation } = profileApi;
