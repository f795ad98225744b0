/**
 * The counter's calls for a bike leaving and coming back (docs/product/handover-and-return.md): its photos
 * (sent by lib/pictures/upload.ts, which reports progress), the handover, the return with its bill and the
 * bill's preview, and the price list of charges the return picks from. Staff and admins only; the server
 * checks the role.
 */
import type { ChargeItem } from '@bond/contract/charge-items';
import type { DepositHold, ReturnedHold } from '@bond/contract/deposit-holds';
import type { HandoverInput, ReturnInput, ReturnPreviewInput } from '@bond/contract/handover';
import type { Bill } from '@bond/contract/inspections';
import type { Rental } from '@bond/contract/rentals';
import { baseApi } from '../../lib/base-api.ts';

/** What a handover or a return changes: the day's lists, the till (a cash deposit), the rental, its bike and its bKash hold. */
const changed = (rentalId: string) =>
  [
    { type: 'CounterDay', id: 'LIST' },
    { type: 'Till', id: 'CURRENT' },
    { type: 'BookingInfo', id: 'LIST' },
    { type: 'BookingInfo', id: rentalId },
    { type: 'BikeInfo', id: 'LIST' },
    { type: 'Refund', id: 'LIST' },
    { type: 'DepositHold', id: rentalId },
  ] as const;

export const inspectionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The active charges of the owner's price list, as the return offers them. */
    getCounterChargeItems: build.query<ChargeItem[], void>({
      query: () => ({ url: '/charge-items', params: { active: 'true' } }),
      transformResponse: (response: { data: ChargeItem[] }) => response.data,
    }),
    /** The bike leaves: its readings, photos and deposit. */
    handOver: build.mutation<{ message: string }, { rentalId: string } & HandoverInput>({
      query: ({ rentalId, ...body }) => ({
        url: `/rentals/${encodeURIComponent(rentalId)}/handover`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { rentalId }) => [...changed(rentalId)],
    }),
    /**
     * The rental's newest bKash hold of its deposit (docs/product/handover-and-return.md#deposits-held-in-bkash);
     * a 404 when it has none.
     */
    getDepositHold: build.query<DepositHold, string>({
      query: (rentalId) => `/rentals/${encodeURIComponent(rentalId)}/deposit-hold`,
      transformResponse: (response: { data: DepositHold }) => response.data,
      providesTags: (_result, _error, rentalId) => [{ type: 'DepositHold', id: rentalId }],
      keepUnusedDataFor: 0,
    }),
    /** Opens the hold for the rider to approve on their phone (or answers the one open). */
    holdDeposit: build.mutation<DepositHold, string>({
      query: (rentalId) => ({ url: `/rentals/${encodeURIComponent(rentalId)}/deposit-hold`, method: 'POST' }),
      transformResponse: (response: { data: DepositHold }) => response.data,
      invalidatesTags: (_result, _error, rentalId) => [{ type: 'DepositHold', id: rentalId }],
    }),
    /** Lets the open hold go before the handover: bKash voids it. */
    releaseDepositHold: build.mutation<DepositHold, string>({
      query: (rentalId) => ({ url: `/rentals/${encodeURIComponent(rentalId)}/deposit-hold`, method: 'DELETE' }),
      transformResponse: (response: { data: DepositHold }) => response.data,
      invalidatesTags: (_result, _error, rentalId) => [{ type: 'DepositHold', id: rentalId }],
    }),
    /** What a return would bill, saving nothing (a time ahead of now is allowed). */
    previewReturn: build.query<Bill, { rentalId: string } & ReturnPreviewInput>({
      query: ({ rentalId, ...body }) => ({
        url: `/rentals/${encodeURIComponent(rentalId)}/return/preview`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: { data: Bill }) => response.data,
      keepUnusedDataFor: 0,
    }),
    /** The bike comes back: its readings, photos and charges; the answer is the bill. */
    takeBack: build.mutation<
      { message: string; data: { rental: Rental; bill: Bill; depositHold: ReturnedHold | null } },
      { rentalId: string } & ReturnInput
    >({
      query: ({ rentalId, ...body }) => ({
        url: `/rentals/${encodeURIComponent(rentalId)}/return`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { rentalId }) => [...changed(rentalId)],
    }),
  }),
});

export const {
  useGetCounterChargeItemsQuery,
  useGetDepositHoldQuery,
  useHandOverMutation,
  useHoldDepositMutation,
  usePreviewReturnQuery,
  useReleaseDepositHoldMutation,
  useTakeBackMutation,
} = inspectionApi;
