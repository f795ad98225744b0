import type { ChargeItem } from '@bond/contract/charge-items';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@bond/contract/shop-settings';
import { json } from './mock-api.ts';

/**
 * The numbers the counter works with at handover and return (docs/product/handover-and-return.md): a charge of
 * the price list and the shop's settings, as the API answers them.
 */

let next = 0;

/** A charge on the price list: a scratch, 500 BDT, on the list. */
export function makeChargeItem(overrides: Partial<ChargeItem> = {}): ChargeItem {
  next += 1;
  return {
    _id: `00000000-0000-4000-a000-${String(next).padStart(12, '0')}`,
    code: 'SCRATCH',
    nameEn: 'Scratch',
    nameBn: 'আঁচড়',
    amount: 500,
    active: true,
    ...overrides,
  };
}

/** The shop's settings: a new shop's, with `overrides`. */
export const makeShopSettings = (overrides: Partial<ShopSettings> = {}): ShopSettings => ({
  ...DEFAULT_SHOP_SETTINGS,
  ...overrides,
});

/** GET /api/shop-settings answering with these settings. */
export const shopSettingsHandler =
  (settings: ShopSettings = makeShopSettings()) =>
  () =>
    json({ success: true, message: 'Shop settings retrieved successfully', data: settings });
