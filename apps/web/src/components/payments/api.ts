/**
 * The online gateways the shop takes payments through (docs/product/money-and-refunds.md#choosing-a-gateway),
 * in the order to offer them; the first is what a checkout goes through when none is named.
 */
import { OnlineGatewaySchema, type OnlineGateway } from '@bond/contract/rentals';
import { baseApi } from '../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

/** The gateways the web app can name; one it has no words for is left out. */
const knownGateways = (listed: readonly { name: string }[]): OnlineGateway[] =>
  listed.flatMap(({ name }) => {
    const known = OnlineGatewaySchema.safeParse(name);
    return known.success ? [known.data] : [];
  });

/**
 * `?gateway=` of a call that opens a checkout, when the customer's choice is named; without it the server
 * uses its first gateway.
 */
export const gatewayParams = (gateway: OnlineGateway | undefined) => (gateway ? { gateway } : undefined);

export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /payments/gateways (public). The list changes only when the server restarts with other settings, so
     * it is read once a session and kept while the page lives.
     */
    getPaymentGateways: build.query<OnlineGateway[], void>({
      query: () => '/payments/gateways',
      transformResponse: (response: DataResponse<{ name: string }[]>) => knownGateways(response.data),
      providesTags: [{ type: 'PaymentGateway', id: 'OFFERED' }],
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useGetPaymentGatewaysQuery } = paymentsApi;
