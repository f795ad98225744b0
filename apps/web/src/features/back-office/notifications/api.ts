/**
 * The admin's calls about messages to customers (docs/product/messages.md#outbox): the outbox a page at a time with its
 * filters, sending a failed message again, and the local SSL Wireless stand-in (what it received, and how
 * it answers), which answers 404 when the shop sends SMS another way.
 */
import type { PageQuery } from '@bond/contract/common';
import type {
  Notification,
  NotificationListQuery,
  SmsStandinDelivery,
  SmsStandinSwitches,
} from '@bond/contract/notifications';
import { baseApi } from '../../../lib/base-api.ts';
import { toPaged, type Paged, type PagedResponse } from '../../../lib/paged.ts';

type DataResponse<T> = { success: true; message: string; data: T };

/** Every list of messages (the Notifications page, a rental's Messages) is read again after a retry. */
const NOTIFICATION_LISTS = [{ type: 'Notification' as const, id: 'LIST' }];

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the outbox, newest first; leave a filter out for every value. */
    getNotifications: build.query<Paged<Notification>, NotificationListQuery>({
      query: (params) => ({ url: '/notifications', params }),
      transformResponse: (response: PagedResponse<Notification>) => toPaged(response),
      providesTags: NOTIFICATION_LISTS,
    }),
    /**
     * Queues a failed message again, due now. Only a failed one (otherwise 409 NOT_RETRYABLE, when another
     * admin was first): the lists are read again either way.
     */
    retryNotification: build.mutation<DataResponse<Notification>, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: NOTIFICATION_LISTS,
    }),
    /** A page of what the SSL Wireless stand-in received, newest first. */
    getSmsStandinDeliveries: build.query<Paged<SmsStandinDelivery>, PageQuery>({
      query: (page) => ({ url: '/sms-standin/deliveries', params: page }),
      transformResponse: (response: PagedResponse<SmsStandinDelivery>) => toPaged(response),
      providesTags: [{ type: 'SmsStandin', id: 'DELIVERIES' }],
    }),
    /** How the stand-in answers the next sends; a 404 means the shop runs no stand-in. */
    getSmsStandinSwitches: build.query<SmsStandinSwitches, void>({
      query: () => '/sms-standin/switches',
      transformResponse: (response: DataResponse<SmsStandinSwitches>) => response.data,
      providesTags: [{ type: 'SmsStandin', id: 'SWITCHES' }],
    }),
    updateSmsStandinSwitches: build.mutation<DataResponse<SmsStandinSwitches>, SmsStandinSwitches>({
      query: (body) => ({ url: '/sms-standin/switches', method: 'PUT', body }),
      invalidatesTags: [{ type: 'SmsStandin', id: 'SWITCHES' }],
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useRetryNotificationMutation,
  useGetSmsStandinDeliveriesQuery,
  useGetSmsStandinSwitchesQuery,
  useUpdateSmsStandinSwitchesMutation,
} = notificationsApi;
