import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  UpdateShopSettingsSchema,
  hasAtMostDecimals,
  hundredthsToMultiplier,
  multiplierToHundredths,
} from './shop-settings.ts';

/** docs/product/handover-and-return.md#shop-settings: the late multiplier has at most two decimals, kept exactly. */
describe('the late multiplier', () => {
  it('takes at most two decimals, as written', () => {
    for (const ok of [1, 1.5, 1.01, 1.15, 2.33, 4.99, 5]) expect(hasAtMostDecimals(ok, 2), String(ok)).toBe(true);
    for (const bad of [1.001, 1.255, 4.999, 1.0000001]) expect(hasAtMostDecimals(bad, 2), String(bad)).toBe(false);
  });

  it('goes to hundredths and back unchanged for every allowed value', () => {
    for (let hundredths = 100; hundredths <= 500; hundredths += 1) {
      const multiplier = Number((hundredths / 100).toFixed(2));
      expect(UpdateShopSettingsSchema.safeParse({ lateMultiplier: multiplier }).success).toBe(true);
      expect(multiplierToHundredths(multiplier)).toBe(hundredths);
      expect(hundredthsToMultiplier(hundredths)).toBe(multiplier);
    }
  });

  it('starts at 1.5, with the other defaults in range', () => {
    expect(UpdateShopSettingsSchema.safeParse(DEFAULT_SHOP_SETTINGS).success).toBe(true);
  });
});
