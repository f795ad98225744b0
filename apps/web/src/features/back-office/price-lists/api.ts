/**
 * The owner's price lists (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons): every add-on,
 * price rule and coupon, switched off ones too, and their adding and changing (`active: false` switches one
 * off; nothing is deleted). A saved row replaces its old one in the cached list, so the list needs no reload.
 * The same for the price list of charges (docs/product/handover-and-return.md#charges-price-list) and the
 * shop's settings (docs/product/handover-and-return.md#shop-settings), whose answer replaces the cached ones.
 */
import type {
  AddOn,
  Coupon,
  CreateAddOn,
  CreateCoupon,
  CreatePriceRule,
  PriceRuleView,
  UpdateAddOn,
  UpdateCoupon,
  UpdatePriceRule,
} from '@bond/contract/price-lists';
import type { ChargeItem, CreateChargeItem, UpdateChargeItem } from '@bond/contract/charge-items';
import type { ShopSettings, UpdateShopSettings } from '@bond/contract/shop-settings';
import { baseApi } from '../../../lib/base-api.ts';

type DataResponse<T> = { success: true; message: string; data: T };

/** The list with `row` in place of the one with its id, or added at the end. */
function upsert<T extends { _id: string }>(list: T[], row: T): void {
  const at = list.findIndex((item) => item._id === row._id);
  if (at === -1) list.push(row);
  else list[at] = row;
}

/** The saved row, or null when the server refused (the dialog shows why). */
async function answered<T>(queryFulfilled: Promise<{ data: DataResponse<T> }>): Promise<T | null> {
  try {
    return (await queryFulfilled).data.data;
  } catch {
    return null;
  }
}

const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export const priceListsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAllAddOns: build.query<AddOn[], void>({
      query: () => '/add-ons/all',
      transformResponse: (response: DataResponse<AddOn[]>) => response.data,
    }),
    createAddOn: build.mutation<DataResponse<AddOn>, CreateAddOn>({
      query: (body) => ({ url: '/add-ons', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const saved = await answered(queryFulfilled);
        if (saved)
          dispatch(priceListsApi.util.updateQueryData('getAllAddOns', undefined, (list) => upsert(list, saved)));
      },
    }),
    /** Sends only the fields that changed, or `{ active }` alone to switch it off or on. */
    updateAddOn: build.mutation<DataResponse<AddOn>, { id: string; changes: UpdateAddOn }>({
      query: ({ id, changes }) => ({ url: path('/add-ons', id), method: 'PUT', body: changes }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const saved = await answered(queryFulfilled);
        if (saved)
          dispatch(priceListsApi.util.updateQueryData('getAllAddOns', undefined, (list) => upsert(list, saved)));
      },
    }),
    getPriceRules: build.query<PriceRuleView[], void>({
      query: () => '/price-rules',
      transformResponse: (response: DataResponse<PriceRuleView[]>) => response.data,
    }),
    createPriceRule: build.mutation<DataResponse<PriceRuleView>, CreatePriceRule>({
      query: (body) => ({ url: '/price-rules', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const saved = await answered(queryFulfilled);
        if (saved)
          dispatch(priceListsApi.util.updateQueryData('getPriceRules', undefined, (list) => upsert(list, saved)));
      },
    }),
    updatePriceRule: build.mutation<DataResponse<PriceRuleView>, { id: string; changes: UpdatePriceRule }>({
      query: ({ id, changes }) => ({ url: path('/price-rules', id), method: 'PUT', body: changes }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const saved = await answered(queryFulfilled);
        if (saved)
          dispatch(priceListsApi.util.updateQueryData('getPriceRules', undefined, (list) => upsert(list, saved)));
      },
    }),
    getCoupons: build.query<Coupon[], void>({
      query: () => '/coupons',
      transformResponse: (response: DataResponse<Coupon[]>) => response.data,
    }),
    createCoupon: build.mutation<DataResponse<Coupon>, CreateCoupon>({
      query: (body) => ({ url: '/coupons', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const saved = await answered(queryFulfilled);
        if (saved) dispatch(priceListsApi.util.updateQueryData('getCoupons', undefined, (list) => upsert(list, saved)));
      },
    }),
    updateCoupon: build.mutation<DataResponse<Coupon>, { id: string; changes: UpdateCoupon }>({
      query: ({ id, changes }) => ({ url: path('/coupons', id), method: 'PUT', body: changes }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const saved = await answered(queryFulfilled);
        if (saved) dispatch(priceListsApi.util.updateQueryData('getCoupons', undefined, (list) => upsert(list, saved)));
      },
    }),
    /** Every charge, switched off ones too (the admin's list; the counter asks for `?active=true`). */
    getAllChargeItems: build.query<ChargeItem[], void>({
      query: () => '/charge-items',
      transformResponse: (response: DataResponse<ChargeItem[]>) => response.data,
    }),
    createChargeItem: build.mutation<DataResponse<ChargeItem>, CreateChargeItem>({
      query: (body) => ({ url: '/charge-items', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const saved = await answered(queryFulfilled);
        if (saved)
          dispatch(priceListsApi.util.updateQueryData('getAllChargeItems', undefined, (list) => upsert(list, saved)));
      },
    }),
    /** Sends only the fields that changed, or `{ active }` alone to switch it off or on. */
    updateChargeItem: build.mutation<DataResponse<ChargeItem>, { id: string; changes: UpdateChargeItem }>({
      query: ({ id, changes }) => ({ url: path('/charge-items', id), method: 'PUT', body: changes }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const saved = await answered(queryFulfilled);
        if (saved)
          dispatch(priceListsApi.util.updateQueryData('getAllChargeItems', undefined, (list) => upsert(list, saved)));
      },
    }),
    /** The shop's settings; the bike form reads the default deposit from them too. */
    getShopSettings: build.query<ShopSettings, void>({
      query: () => '/shop-settings',
      transformResponse: (response: DataResponse<ShopSettings>) => response.data,
    }),
    /** Sends only the settings that changed; the answer, every setting, replaces the cached ones. */
    updateShopSettings: build.mutation<DataResponse<ShopSettings>, UpdateShopSettings>({
      query: (body) => ({ url: '/shop-settings', method: 'PUT', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const saved = await answered(queryFulfilled);
        if (saved) dispatch(priceListsApi.util.upsertQueryData('getShopSettings', undefined, saved));
      },
    }),
  }),
});

export const {
  useGetAllAddOnsQuery,
  useCreateAddOnMutation,
  useUpdateAddOnMutation,
  useGetPriceRulesQuery,
  useCreatePriceRuleMutation,
  useUpdatePriceRuleMutation,
  useGetCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  useGetAllChargeItemsQuery,
  useCreateChargeItemMutation,
  useUpdateChargeItemMutation,
  useGetShopSettingsQuery,
  useUpdateShopSettingsMutation,
} = priceListsApi;
