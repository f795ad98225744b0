/** The admin's calls of spec section 7 (bikes, users) and the contact inbox (D11). */
import type { BikeFilters } from '@bond/contract/bike-filters';
import type { Bike, CreateBike, UpdateBike } from '@bond/contract/bikes';
import type { MessageResponse } from '@bond/contract/common';
import type { ContactMessage } from '@bond/contract/contact';
import type { User } from '@bond/contract/users';
import { baseApi } from '../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /bikes for the admin table (same call as the shop's list; its own cache entry). */
    getManagedBikes: build.query<Bike[], Partial<BikeFilters>>({
      query: (filters) => ({ url: '/bikes', params: filters }),
      transformResponse: (response: DataResponse<Bike[]>) => response.data,
      providesTags: (bikes) => [
        { type: 'BikeInfo' as const, id: 'LIST' },
        ...(bikes ?? []).map((bike) => ({ type: 'BikeInfo' as const, id: bike._id })),
      ],
    }),
    createBike: build.mutation<DataResponse<Bike>, CreateBike>({
      query: (body) => ({ url: '/bikes', method: 'POST', body }),
      invalidatesTags: [{ type: 'BikeInfo', id: 'LIST' }],
    }),
    /** Sends only the fields that changed. */
    updateBike: build.mutation<DataResponse<Bike>, { id: string; changes: UpdateBike }>({
      query: ({ id, changes }) => ({ url: `/bikes/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'BikeInfo', id },
        { type: 'BikeInfo', id: 'LIST' },
      ],
    }),
    deleteBike: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/bikes/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'BikeInfo', id },
        { type: 'BikeInfo', id: 'LIST' },
      ],
    }),
    getUsers: build.query<User[], void>({
      query: () => '/users/allusers',
      transformResponse: (response: DataResponse<User[]>) => response.data,
      providesTags: [{ type: 'UserInfo', id: 'LIST' }],
    }),
    promoteUser: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/users/user/${encodeURIComponent(id)}`, method: 'PUT' }),
      invalidatesTags: [{ type: 'UserInfo', id: 'LIST' }],
    }),
    deleteUser: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'UserInfo', id: 'LIST' }],
    }),
    getContactMessages: build.query<ContactMessage[], void>({
      query: () => '/contact',
      transformResponse: (response: DataResponse<ContactMessage[]>) => response.data,
    }),
  }),
});

export const {
  useGetManagedBikesQuery,
  useCreateBikeMutation,
  useUpdateBikeMutation,
  useDeleteBikeMutation,
  useGetUsersQuery,
  usePromoteUserMutation,
  useDeleteUserMutation,
  useGetContactMessagesQuery,
} = adminApi;
