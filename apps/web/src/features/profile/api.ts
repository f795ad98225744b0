/** GET and PUT /users/me (spec section 7). */
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
      // Only the three editable fields: the server refuses anything else.
      query: ({ name, phone, address }) => ({ url: '/users/me', method: 'PUT', body: { name, phone, address } }),
      invalidatesTags: ['UserInfo'],
    }),
  }),
});

export const { useGetMeQuery, useUpdateMeMutation } = profileApi;
