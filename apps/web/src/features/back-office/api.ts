/**
 * The admin's calls (bikes, users), the contact inbox (docs/product/messages.md#contact-messages), money owed back with the
 * payments an admin must check, and the audit log (docs/product/money-and-refunds.md#audit-log). Growing lists are asked for a page at a time
 * (docs/decisions/016) and answer `{ data, meta }`.
 */
import type { AuditEntry, AuditQuery } from '@bond/contract/audit';
import type { Role } from '@bond/contract/auth';
import type { BikeFilters } from '@bond/contract/bike-filters';
import type { Bike, CreateBike, UpdateBike } from '@bond/contract/bikes';
import type { MessageResponse, PageQuery } from '@bond/contract/common';
import type { ContactMessage } from '@bond/contract/contact';
import type { MarkRefunded, PaymentToCheck, Refund, ReviewPayment } from '@bond/contract/refunds';
import type { Rental } from '@bond/contract/rentals';
import type { CustomerSummary, User, UserListQuery } from '@bond/contract/users';
import { baseApi } from '../../lib/base-api.ts';
import { toPaged, type Paged, type PagedResponse } from '../../lib/paged.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export type RefundStatusFilter = 'due' | 'refunded' | 'all';

/**
 * Either settles money owed back, so both lists are read again, whether the server agreed or refused (409),
 * and the till, which cash paid back comes out of.
 */
const MONEY_BACK_TAGS = [
  { type: 'Refund' as const, id: 'LIST' },
  { type: 'PaymentCheck' as const, id: 'LIST' },
  { type: 'Till' as const, id: 'CURRENT' },
  { type: 'Till' as const, id: 'DAY' },
];

/** Query parameters without the unset ones (the API refuses an empty `action=` or `from=`). */
function withoutEmpty<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

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
    /** A page of the open accounts, oldest first; `search` matches a name, an e-mail or a phone's digits. */
    getUsers: build.query<Paged<User>, UserListQuery>({
      query: ({ search, ...page }) => ({ url: '/users/allusers', params: { ...page, ...(search ? { search } : {}) } }),
      transformResponse: (response: PagedResponse<User>) => toPaged(response),
      providesTags: [{ type: 'UserInfo', id: 'LIST' }],
    }),
    /** A customer with where their money and rentals stand (docs/product/money-and-refunds.md#refunds-due). */
    getCustomer: build.query<CustomerSummary, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      transformResponse: (response: DataResponse<CustomerSummary>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'UserInfo', id }],
    }),
    /** A page of one customer's rentals, every state, newest first. */
    getCustomerRentals: build.query<Paged<Rental>, PageQuery & { customer: string }>({
      query: (params) => ({ url: '/rentals/all', params: { ...params, include: 'all' } }),
      transformResponse: (response: PagedResponse<Rental>) => toPaged(response),
      providesTags: [{ type: 'BookingInfo', id: 'CUSTOMER' }],
    }),
    promoteUser: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/users/user/${encodeURIComponent(id)}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'UserInfo', id: 'LIST' },
        { type: 'UserInfo', id },
      ],
    }),
    /** Makes an account staff, or a customer again (admins only; never the admin's own). */
    setUserRole: build.mutation<MessageResponse, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `/users/${encodeURIComponent(id)}/role`, method: 'PATCH', body: { role } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'UserInfo', id: 'LIST' },
        { type: 'UserInfo', id },
      ],
    }),
    deleteUser: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'UserInfo', id: 'LIST' },
        { type: 'UserInfo', id },
      ],
    }),
    /** A page of the contact inbox, newest first. */
    getContactMessages: build.query<Paged<ContactMessage>, PageQuery>({
      query: (page) => ({ url: '/contact', params: page }),
      transformResponse: (response: PagedResponse<ContactMessage>) => toPaged(response),
    }),
    /** A page of the money owed back, newest first. */
    getRefunds: build.query<Paged<Refund>, PageQuery & { status: RefundStatusFilter }>({
      query: (params) => ({ url: '/refunds', params }),
      transformResponse: (response: PagedResponse<Refund>) => toPaged(response),
      providesTags: [{ type: 'Refund', id: 'LIST' }],
    }),
    /** A page of the audit log, newest first; `from`/`to` are inclusive Dhaka days. */
    getAuditLog: build.query<Paged<AuditEntry>, AuditQuery>({
      query: (params) => ({ url: '/audit', params: withoutEmpty(params) }),
      transformResponse: (response: PagedResponse<AuditEntry>) => toPaged(response),
    }),
    /** Records how a refund due was paid back; settled once (a second time is a 409). */
    markRefunded: build.mutation<DataResponse<Refund>, { id: string; body: MarkRefunded }>({
      query: ({ id, body }) => ({ url: `/refunds/${encodeURIComponent(id)}/refunded`, method: 'POST', body }),
      invalidatesTags: () => [...MONEY_BACK_TAGS, 'BookingInfo'],
    }),
    /**
     * Sends a refund due back through bKash's refund call (docs/product/money-and-refunds.md#refunds-through-bkash):
     * settled as method `bkash` with bKash's refund id as its reference. The list is read again whatever the
     * answer: a refusal may have settled it (409 ALREADY_REFUNDED) or recorded why bKash failed (502).
     */
    refundThroughBkash: build.mutation<DataResponse<Refund>, string>({
      query: (id) => ({ url: `/refunds/${encodeURIComponent(id)}/bkash`, method: 'POST' }),
      invalidatesTags: () => [{ type: 'Refund' as const, id: 'LIST' }, 'BookingInfo'],
    }),
    getPaymentsToCheck: build.query<PaymentToCheck[], void>({
      query: () => '/payments/to-check',
      transformResponse: (response: DataResponse<PaymentToCheck[]>) => response.data,
      providesTags: [{ type: 'PaymentCheck', id: 'LIST' }],
    }),
    /** `accept` settles the payment as paid; `refund` closes it and adds it to the money owed back. */
    reviewPayment: build.mutation<MessageResponse, { id: string; body: ReviewPayment }>({
      query: ({ id, body }) => ({ url: `/payments/${encodeURIComponent(id)}/review`, method: 'POST', body }),
      invalidatesTags: () => [...MONEY_BACK_TAGS, 'BookingInfo'],
    }),
  }),
});

export const {
  useGetManagedBikesQuery,
  useCreateBikeMutation,
  useUpdateBikeMutation,
  useDeleteBikeMutation,
  useGetUsersQuery,
  useGetCustomerQuery,
  useGetCustomerRentalsQuery,
  usePromoteUserMutation,
  useSetUserRoleMutation,
  useDeleteUserMutation,
  useGetContactMessagesQuery,
  useGetRefundsQuery,
  useGetAuditLogQuery,
  useMarkRefundedMutation,
  useRefundThroughBkashMutation,
  useGetPaymentsToCheckQuery,
  useReviewPaymentMutation,
} = adminApi;
