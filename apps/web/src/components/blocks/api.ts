/**
 * Bikes out of service (docs/product/fleet-calendar.md#blocks) as the schedule meets them: the blocks of its
 * window, blocking a bike and ending a block, and, for the bookings that stand in a block's way, the bikes
 * they could move to and the move itself. Each change reads the schedule and the bikes' availability again.
 */
import type { AlternativeBike, Block, BlockWithBike, CreateBlock } from '@bond/contract/blocks';
import type { Rental, WindowQuery } from '@bond/contract/rentals';
import { baseApi } from '../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const blocksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Staff: every block holding time in the window (at most 31 days), with its bike's name. */
    getBlocksInWindow: build.query<BlockWithBike[], WindowQuery>({
      query: (window) => ({ url: '/blocks', params: window }),
      transformResponse: (response: DataResponse<BlockWithBike[]>) => response.data,
      providesTags: ['Block'],
    }),
    /** Staff: 409 `BLOCK_CLASHES` with `data.clashes` when bookings stand in the way. */
    createBlock: build.mutation<DataResponse<Block>, { bikeId: string; body: CreateBlock }>({
      query: ({ bikeId, body }) => ({ url: `/bikes/${encodeURIComponent(bikeId)}/blocks`, method: 'POST', body }),
      invalidatesTags: (answer) => (answer ? ['Block', 'BikeInfo'] : []),
    }),
    /** Staff: ends a block now; its history is kept. */
    endBlock: build.mutation<DataResponse<Block>, string>({
      query: (blockId) => ({ url: `/bikes/blocks/${encodeURIComponent(blockId)}`, method: 'DELETE' }),
      invalidatesTags: ['Block', 'BikeInfo'],
    }),
    /** Staff: the bikes alike a booking of this bike for [from, to) could move to, the nearest in cc first. */
    getAlternatives: build.query<AlternativeBike[], { bikeId: string } & WindowQuery>({
      query: ({ bikeId, from, to }) => ({
        url: `/bikes/${encodeURIComponent(bikeId)}/alternatives`,
        params: { from, to },
      }),
      transformResponse: (response: DataResponse<AlternativeBike[]>) => response.data,
      keepUnusedDataFor: 0,
    }),
    /** Staff: the booking moves to that bike for its whole period, at its price. */
    moveRental: build.mutation<DataResponse<Rental>, { rentalId: string; bikeId: string }>({
      query: ({ rentalId, bikeId }) => ({
        url: `/rentals/${encodeURIComponent(rentalId)}/move`,
        method: 'POST',
        body: { bikeId },
      }),
      invalidatesTags: ['BookingInfo', 'BikeInfo'],
    }),
  }),
});

export const {
  useGetBlocksInWindowQuery,
  useCreateBlockMutation,
  useEndBlockMutation,
  useGetAlternativesQuery,
  useMoveRentalMutation,
} = blocksApi;
