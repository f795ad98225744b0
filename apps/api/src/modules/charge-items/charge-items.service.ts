import type { ChargeItem, CreateChargeItem, UpdateChargeItem } from '@bond/contract/charge-items';
import { text } from '@bond/contract/say';
import { isUniqueViolation, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../shared/actors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import * as repo from './charge-items.repository.ts';

/**
 * The owner's price list of charges (docs/product/handover-and-return.md#charges-price-list): kept by the
 * admin, each create and change written to the audit log with what it was and became
 * (docs/product/money-and-refunds.md#audit-log), never deleted.
 */

export function toChargeItem(row: repo.ChargeItemRow): ChargeItem {
  return {
    _id: row.id,
    code: row.code,
    nameEn: row.nameEn,
    nameBn: row.nameBn,
    amount: row.amount,
    active: row.active,
  };
}

/** A code another charge has: 409 `CODE_TAKEN`, naming the code, whichever server process took it first. */
async function refusingTakenCode<T>(act: () => Promise<T>): Promise<T> {
  try {
    return await act();
  } catch (err) {
    if (isUniqueViolation(err, 'charge_items_code_key')) {
      throw new AppError('CODE_TAKEN', text.chargeItemCodeTaken(), 'code');
    }
    throw err;
  }
}

/** The charges, all of them or those switched on (`active: true`) or off. */
export async function listChargeItems(db: Db, filter: { active?: boolean } = {}): Promise<ChargeItem[]> {
  return (await repo.listChargeItems(db, filter)).map(toChargeItem);
}

export async function createChargeItem(db: Db, actor: Actor, input: CreateChargeItem): Promise<ChargeItem> {
  const fields: repo.ChargeItemFields = { ...input, active: input.active ?? true };
  return refusingTakenCode(() =>
    db.transaction(async (tx) => {
      const row = await repo.insertChargeItem(tx, fields);
      await recordAudit(tx, actor, { action: 'charge_item.created', subjectId: row.id, after: fields });
      return toChargeItem(row);
    }),
  );
}

/** Changes the fields sent; a change that changes nothing writes neither the row nor an audit row. */
export async function updateChargeItem(db: Db, actor: Actor, id: string, input: UpdateChargeItem): Promise<ChargeItem> {
  return refusingTakenCode(() =>
    db.transaction(async (tx) => {
      const found = await repo.lockChargeItem(tx, id);
      if (!found) throw notFound('Charge item');
      const { id: _id, ...current } = found;
      const { before, after } = fieldChanges<repo.ChargeItemFields>(current, input);
      if (Object.keys(after).length === 0) return toChargeItem(found);
      await repo.updateChargeItem(tx, id, after as Partial<repo.ChargeItemFields>);
      await recordAudit(tx, actor, { action: 'charge_item.updated', subjectId: id, before, after });
      return toChargeItem({ ...found, ...(after as Partial<repo.ChargeItemFields>) });
    }),
  );
}
