/**
 * The fleet's papers (docs/product/fleet-calendar.md#papers): every bike's, read once for the fleet page, and
 * an admin's entering or replacing one bike's. The saved papers the server answers take their place in the
 * list read already, so the table shows them without reading the whole list again.
 */
import type { BikePapers, BikePapersInput } from '@bond/contract/papers';
import { baseApi } from '../../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const papersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /papers (staff and admins): the papers of each bike in the fleet that has them. */
    getFleetPapers: build.query<BikePapers[], void>({
      query: () => '/papers',
      transformResponse: (response: DataResponse<BikePapers[]>) => response.data,
    }),
    /** PUT /bikes/{id}/papers (admins): the whole set, replacing what was on file. */
    saveBikePapers: build.mutation<DataResponse<BikePapers>, { bikeId: string; papers: BikePapersInput }>({
      query: ({ bikeId, papers }) => ({
        url: `/bikes/${encodeURIComponent(bikeId)}/papers`,
        method: 'PUT',
        body: papers,
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: answer } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!answer) return;
        const saved = answer.data;
        dispatch(
          papersApi.util.updateQueryData('getFleetPapers', undefined, (list) => {
            const index = list.findIndex((papers) => papers.bikeId === saved.bikeId);
            if (index === -1) list.push(saved);
            else list[index] = saved;
          }),
        );
      },
    }),
  }),
});

export const { useGetFleetPapersQuery, useSaveBikePapersMutation } = papersApi;
