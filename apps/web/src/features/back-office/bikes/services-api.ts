/**
 * A bike's service log (docs/product/fleet-calendar.md#service-log): read when its dialog on the fleet page
 * opens, and a service recorded from there; the dialog reads the log again once the server has saved it.
 */
import type { CreateService, Service, ServiceLog } from '@bond/contract/services';
import { baseApi } from '../../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

export const servicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /bikes/{id}/services (staff and admins): the services and the odometer readings, the latest first. */
    getBikeServices: build.query<ServiceLog, string>({
      query: (bikeId) => `/bikes/${encodeURIComponent(bikeId)}/services`,
      transformResponse: (response: DataResponse<ServiceLog>) => response.data,
    }),
    /** POST /bikes/{id}/services (staff and admins): one service, 201 with what was saved. */
    recordBikeService: build.mutation<DataResponse<Service>, { bikeId: string; service: CreateService }>({
      query: ({ bikeId, service }) => ({
        url: `/bikes/${encodeURIComponent(bikeId)}/services`,
        method: 'POST',
        body: service,
      }),
    }),
  }),
});

export const { useGetBikeServicesQuery, useRecordBikeServiceMutation } = servicesApi;
