import { hundredthsToMultiplier, multiplierToHundredths, type ShopSettings } from '@bond/contract/shop-settings';
import type { Executor, Tx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema.ts';

/**
 * The shop's settings as stored (docs/product/handover-and-return.md#shop-settings, docs/decisions/043-shop-settings.md):
 * one row, inserted by migration 0024, only ever updated. The late multiplier is kept as whole hundredths.
 */

export type ShopSettingsRow = ShopSettings & { id: string };

const columns = {
  id: shopSettings.id,
  defaultDeposit: shopSettings.defaultDeposit,
  lateGraceMinutes: shopSettings.lateGraceMinutes,
  lateMultiplierHundredths: shopSettings.lateMultiplierHundredths,
  fuelPricePerEighth: shopSettings.fuelPricePerEighth,
  handoverEarliestMinutes: shopSettings.handoverEarliestMinutes,
  serviceEveryKm: shopSettings.serviceEveryKm,
  serviceEveryDays: shopSettings.serviceEveryDays,
};

type StoredRow = Pick<typeof shopSettings.$inferSelect, keyof typeof columns>;

const toSettings = ({ lateMultiplierHundredths, ...row }: StoredRow): ShopSettingsRow => ({
  ...row,
  lateMultiplier: hundredthsToMultiplier(lateMultiplierHundredths),
});

const theRow = <T>(rows: T[]): T => {
  const [row] = rows;
  // Migration 0024 inserts the one row and nothing deletes it.
  if (!row) throw new Error('the shop_settings row is missing');
  return row;
};

/** The shop's settings. */
export async function readShopSettings(db: Executor): Promise<ShopSettingsRow> {
  return toSettings(theRow(await db.select(columns).from(shopSettings).limit(1)));
}

/** The settings locked for a change, so two changes take turns and each audit row has its true before. */
export async function lockShopSettings(tx: Tx): Promise<ShopSettingsRow> {
  return toSettings(theRow(await tx.select(columns).from(shopSettings).limit(1).for('update')));
}

/** Writes the settings given; the others keep their values. */
export async function updateShopSettings(db: Executor, changes: Partial<ShopSettings>): Promise<void> {
  const { lateMultiplier, ...rest } = changes;
  await db.update(shopSettings).set({
    ...rest,
    ...(lateMultiplier === undefined ? {} : { lateMultiplierHundredths: multiplierToHundredths(lateMultiplier) }),
    updatedAt: new Date(),
  });
}
