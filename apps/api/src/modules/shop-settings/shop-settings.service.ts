import type { ShopSettings, UpdateShopSettings } from '@bond/contract/shop-settings';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../shared/actors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import * as repo from './shop-settings.repository.ts';

/**
 * The shop's settings (docs/product/handover-and-return.md#shop-settings): read by staff and admins, changed
 * by the admin, each change written to the audit log with the fields it changed before and after
 * (docs/product/money-and-refunds.md#audit-log).
 */

const toView = ({ id: _id, ...settings }: repo.ShopSettingsRow): ShopSettings => settings;

export async function getShopSettings(db: Db): Promise<ShopSettings> {
  return toView(await repo.readShopSettings(db));
}

/** Changes the settings sent; a change that changes nothing writes neither the row nor an audit row. */
export async function updateShopSettings(db: Db, actor: Actor, input: UpdateShopSettings): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    const current = await repo.lockShopSettings(tx);
    const { id, ...settings } = current;
    const { before, after } = fieldChanges<ShopSettings>(settings, input);
    if (Object.keys(after).length === 0) return settings;
    await repo.updateShopSettings(tx, after as Partial<ShopSettings>);
    await recordAudit(tx, actor, { action: 'shop_settings.updated', subjectId: id, before, after });
    return { ...settings, ...(after as Partial<ShopSettings>) };
  });
}
