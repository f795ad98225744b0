import type { AuditAction } from '@bond/contract/audit';
import {
  couponProblem,
  priceRuleProblem,
  type AddOn,
  type Coupon,
  type CreateAddOn,
  type CreateCoupon,
  type CreatePriceRule,
  type FieldProblem,
  type PriceRuleView,
  type PublicAddOn,
  type PublicCoupon,
  type UpdateAddOn,
  type UpdateCoupon,
  type UpdatePriceRule,
} from '@bond/contract/price-lists';
import { text } from '@bond/contract/say';
import { isUniqueViolation, type Db, type Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../shared/actors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import { lockBike } from '../bikes/bikes.repository.ts';
import * as repo from './price-lists.repository.ts';

/**
 * The owner's price lists (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons): kept by the
 * admin, each create and change written to the audit log with what it was and became
 * (docs/product/money-and-refunds.md#audit-log), never deleted.
 */

// The views.

export function toAddOn(row: repo.AddOnRow): AddOn {
  return {
    _id: row.id,
    code: row.code,
    name: { en: row.nameEn, bn: row.nameBn },
    pricePerDay: row.pricePerDay,
    stock: row.stock,
    active: row.active,
  };
}

function toPublicAddOn(row: repo.AddOnRow): PublicAddOn {
  return { _id: row.id, code: row.code, name: { en: row.nameEn, bn: row.nameBn }, pricePerDay: row.pricePerDay };
}

export function toPriceRule(row: repo.PriceRuleRow): PriceRuleView {
  return {
    _id: row.id,
    name: { en: row.nameEn, bn: row.nameBn },
    kind: row.kind,
    from: row.from,
    to: row.to,
    percent: row.percent,
    active: row.active,
  };
}

export function toCoupon(row: repo.CouponRow): Coupon {
  return { _id: row.id, ...repo.couponTerms(row), details: { en: row.detailsEn, bn: row.detailsBn } };
}

function toPublicCoupon(row: repo.CouponRow): PublicCoupon {
  const { code, kind, value, minimumCharge, validFrom, validTo, firstRentalOnly, bikeId, details } = toCoupon(row);
  return { code, kind, value, minimumCharge, validFrom, validTo, firstRentalOnly, bikeId, details };
}

// What a request changes, as stored.

/** The keys of `input` that were sent, as they are (an update changes only those). */
function sent<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A name or details in both languages, as the columns keep them. */
const bothLanguages = <K extends string>(prefix: K, value: { en: string; bn: string } | undefined) =>
  (value === undefined ? {} : { [`${prefix}En`]: value.en, [`${prefix}Bn`]: value.bn }) as Partial<
    Record<`${K}En` | `${K}Bn`, string>
  >;

function addOnChanges(input: UpdateAddOn): Partial<repo.AddOnFields> {
  const { name, ...rest } = input;
  return { ...sent(rest), ...bothLanguages('name', name) };
}

function priceRuleChanges(input: UpdatePriceRule): Partial<repo.PriceRuleFields> {
  const { name, ...rest } = input;
  return { ...sent(rest), ...bothLanguages('name', name) };
}

function couponChanges(input: UpdateCoupon): Partial<repo.CouponFields> {
  const { details, ...rest } = input;
  return { ...sent(rest), ...bothLanguages('details', details) };
}

const refuse = (problem: FieldProblem) => new AppError('VALIDATION_FAILED', problem.message, problem.field);

/** A code another add-on or coupon has: 409, naming the code. */
async function refusingTakenCode<T>(constraint: string, what: 'addOn' | 'coupon', act: () => Promise<T>): Promise<T> {
  try {
    return await act();
  } catch (err) {
    if (isUniqueViolation(err, constraint)) {
      throw new AppError('CODE_TAKEN', what === 'addOn' ? text.addOnCodeTaken() : text.couponCodeTaken(), 'code');
    }
    throw err;
  }
}

/**
 * Writes the change of a row and its audit row, the fields it really changed before and after; a change
 * that changes nothing writes neither.
 */
async function changeWithAudit<T extends Record<string, unknown>>(
  tx: Tx,
  actor: Actor,
  action: AuditAction,
  id: string,
  current: T,
  changes: Partial<T>,
  write: (changed: Partial<T>) => Promise<void>,
): Promise<void> {
  const { before, after } = fieldChanges(current, changes);
  if (Object.keys(after).length === 0) return;
  await write(after as Partial<T>);
  await recordAudit(tx, actor, { action, subjectId: id, before, after });
}

/**
 * A coupon's bike must be one the shop lists: not unknown, not retired (404 naming bikeId). Its row is locked
 * until the coupon commits, so the bike cannot be retired in between.
 */
async function requireListedBike(tx: Tx, bikeId: string | null | undefined): Promise<void> {
  if (!bikeId) return;
  const bike = await lockBike(tx, bikeId);
  if (!bike || bike.retiredAt) throw new AppError('NOT_FOUND', text.notFound({ what: 'Bike' }), 'bikeId');
}

// Add-ons.

export async function listAddOns(db: Db): Promise<AddOn[]> {
  return (await repo.listAddOns(db, { activeOnly: false })).map(toAddOn);
}

/** The add-ons a customer may choose: the offered ones, without the stock. */
export async function listOfferedAddOns(db: Db): Promise<PublicAddOn[]> {
  return (await repo.listAddOns(db, { activeOnly: true })).map(toPublicAddOn);
}

export async function createAddOn(db: Db, actor: Actor, input: CreateAddOn): Promise<AddOn> {
  const { name, active, ...rest } = input;
  const fields: repo.AddOnFields = { ...rest, nameEn: name.en, nameBn: name.bn, active: active ?? true };
  return refusingTakenCode('add_ons_code_key', 'addOn', () =>
    db.transaction(async (tx) => {
      const row = await repo.insertAddOn(tx, fields);
      await recordAudit(tx, actor, { action: 'add_on.created', subjectId: row.id, after: fields });
      return toAddOn(row);
    }),
  );
}

export async function updateAddOn(db: Db, actor: Actor, id: string, input: UpdateAddOn): Promise<AddOn> {
  await refusingTakenCode('add_ons_code_key', 'addOn', () =>
    db.transaction(async (tx) => {
      const found = await repo.lockAddOn(tx, id);
      if (!found) throw notFound('Add-on');
      const { id: _id, ...current } = found;
      await changeWithAudit(tx, actor, 'add_on.updated', id, current, addOnChanges(input), (c) =>
        repo.updateAddOn(tx, id, c),
      );
    }),
  );
  const row = await repo.findAddOn(db, id);
  if (!row) throw notFound('Add-on');
  return toAddOn(row);
}

// Price rules.

export async function listPriceRules(db: Db): Promise<PriceRuleView[]> {
  return (await repo.listPriceRules(db)).map(toPriceRule);
}

export async function createPriceRule(db: Db, actor: Actor, input: CreatePriceRule): Promise<PriceRuleView> {
  const { name, active, from, to, ...rest } = input;
  const fields: repo.PriceRuleFields = {
    ...rest,
    nameEn: name.en,
    nameBn: name.bn,
    from: from ?? null,
    to: to ?? null,
    active: active ?? true,
  };
  return db.transaction(async (tx) => {
    const row = await repo.insertPriceRule(tx, fields);
    await recordAudit(tx, actor, { action: 'price_rule.created', subjectId: row.id, after: fields });
    return toPriceRule(row);
  });
}

/** A change of a rule: its kind and days must fit as the rule will have them (a field not sent keeps its value). */
export async function updatePriceRule(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdatePriceRule,
): Promise<PriceRuleView> {
  await db.transaction(async (tx) => {
    const found = await repo.lockPriceRule(tx, id);
    if (!found) throw notFound('Price rule');
    const { id: _id, ...rule } = found;
    const changes = priceRuleChanges(input);
    const problem = priceRuleProblem({ ...rule, ...changes });
    if (problem) throw refuse(problem);
    await changeWithAudit(tx, actor, 'price_rule.updated', id, rule, changes, (c) => repo.updatePriceRule(tx, id, c));
  });
  const row = await repo.findPriceRule(db, id);
  if (!row) throw notFound('Price rule');
  return toPriceRule(row);
}

// Coupons.

export async function listCoupons(db: Db): Promise<Coupon[]> {
  return (await repo.listCoupons(db)).map(toCoupon);
}

/** The coupons the home page shows: switched on and valid today or later, without their limits. */
export async function listShownCoupons(db: Db): Promise<PublicCoupon[]> {
  return (await repo.listShownCoupons(db)).map(toPublicCoupon);
}

export async function createCoupon(db: Db, actor: Actor, input: CreateCoupon): Promise<Coupon> {
  const { details, active, ...rest } = input;
  const fields: repo.CouponFields = {
    ...rest,
    minimumCharge: rest.minimumCharge ?? 0,
    validFrom: rest.validFrom ?? null,
    validTo: rest.validTo ?? null,
    maxUses: rest.maxUses ?? null,
    maxUsesPerCustomer: rest.maxUsesPerCustomer ?? null,
    firstRentalOnly: rest.firstRentalOnly ?? false,
    bikeId: rest.bikeId ?? null,
    detailsEn: details.en,
    detailsBn: details.bn,
    active: active ?? true,
  };
  return refusingTakenCode('coupons_code_key', 'coupon', () =>
    db.transaction(async (tx) => {
      await requireListedBike(tx, fields.bikeId);
      const row = await repo.insertCoupon(tx, fields);
      await recordAudit(tx, actor, { action: 'coupon.created', subjectId: row.id, after: fields });
      return toCoupon(row);
    }),
  );
}

/** A change of a coupon: its kind, value and days must fit as it will have them; a new bike must be listed. */
export async function updateCoupon(db: Db, actor: Actor, id: string, input: UpdateCoupon): Promise<Coupon> {
  await refusingTakenCode('coupons_code_key', 'coupon', () =>
    db.transaction(async (tx) => {
      const found = await repo.lockCoupon(tx, id);
      if (!found) throw notFound('Coupon');
      const { id: _id, ...coupon } = found;
      const changes = couponChanges(input);
      const problem = couponProblem({ ...coupon, ...changes });
      if (problem) throw refuse(problem);
      if (changes.bikeId !== undefined && changes.bikeId !== coupon.bikeId) await requireListedBike(tx, changes.bikeId);
      await changeWithAudit(tx, actor, 'coupon.updated', id, coupon, changes, (c) => repo.updateCoupon(tx, id, c));
    }),
  );
  const row = await repo.findCoupon(db, id);
  if (!row) throw notFound('Coupon');
  return toCoupon(row);
}
