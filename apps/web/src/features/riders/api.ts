/**
 * Riders on file (docs/product/riders-on-file.md): the customer's own file (details, what is missing, the
 * status), and staff's review of every file. The pictures themselves are not here: they are sent with
 * `upload.ts` (XMLHttpRequest, for its progress) and read as blobs with `use-picture.ts`, never kept in the
 * store.
 */
import type { RejectRider, Rider, RiderDetails, RiderListQuery } from '@bond/contract/riders';
import { baseApi } from '../../lib/base-api.ts';
import { toPaged, type Paged, type PagedResponse } from '../../lib/paged.ts';

type RiderAnswer = { success: true; message: string; data: Rider };

export const ridersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in customer's own file. */
    getMyRider: build.query<Rider, void>({
      query: () => '/riders/me',
      transformResponse: (response: RiderAnswer) => response.data,
      providesTags: [{ type: 'Rider', id: 'ME' }],
    }),
    /** The NID number, the licence number and its expiry; the server refuses an expired licence. */
    saveMyRiderDetails: build.mutation<RiderAnswer, RiderDetails>({
      query: (body) => ({ url: '/riders/me', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Rider', id: 'ME' }],
    }),
    /** A page of the files of a status, the longest waiting first (staff). */
    getRiders: build.query<Paged<Rider>, Partial<RiderListQuery>>({
      query: (params) => ({ url: '/riders', params }),
      transformResponse: (response: PagedResponse<Rider>) => toPaged(response),
      providesTags: [{ type: 'Rider', id: 'LIST' }],
    }),
    /** One customer's file, without the pictures' bytes (staff). */
    getRider: build.query<Rider, string>({
      query: (userId) => `/riders/${encodeURIComponent(userId)}`,
      transformResponse: (response: RiderAnswer) => response.data,
      providesTags: (_result, _error, userId) => [{ type: 'Rider', id: userId }],
    }),
    approveRider: build.mutation<RiderAnswer, string>({
      query: (userId) => ({ url: `/riders/${encodeURIComponent(userId)}/approve`, method: 'POST' }),
      invalidatesTags: (_result, _error, userId) => [
        { type: 'Rider', id: userId },
        { type: 'Rider', id: 'LIST' },
      ],
    }),
    rejectRider: build.mutation<RiderAnswer, { userId: string } & RejectRider>({
      query: ({ userId, ...body }) => ({ url: `/riders/${encodeURIComponent(userId)}/reject`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { userId }) => [
        { type: 'Rider', id: userId },
        { type: 'Rider', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetMyRiderQuery,
  useSaveMyRiderDetailsMutation,
  useGetRidersQuery,
  useGetRiderQuery,
  useApproveRiderMutation,
  useRejectRiderMutation,
} = ridersApi;
