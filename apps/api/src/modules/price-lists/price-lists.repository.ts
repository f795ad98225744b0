import { SHOP_TIME_ZONE } from '@bond/contract/constants';
import type { OwnName, PriceRule } from '@bond/contract/charge';
import type { CouponTerms } from '@bond/contract/coupon-terms';
import { mostHeldAtOnce, type Holding } from '@bond/contract/periods';
import { and, asc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { bookedPeriod, holdsItsPeriod, usesItsCoupon } from '../../db/rental-states.ts';
import { addOns, coupons, priceRules, rentalAddOns, rentals } from '../../db/schema.ts';

/**
 * The owner's price lists as stored (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons): add-ons,
 * dated price rules and coupons. Rows are inserted and changed, never deleted.
 */

/** What the owner sets of an add-on, as stored (the code in capitals). */
export type AddOnFields = Omit<typeof addOns.$inferSelect, 'id' | 'createdAt' | 'updatedAt'>;
export type AddOnRow = AddOnFields & { id: string };

/** What the owner sets of a price rule, as stored. */
export type PriceRuleFields = Omit<typeof priceRules.$inferSelect, 'id' | 'createdAt' | 'updatedAt'>;
export type PriceRuleRow = PriceRuleFields & { id: string };

/** What the owner sets of a coupon, as stored (the code as typed). */
export type CouponFields = Omit<typeof coupons.$inferSelect, 'id' | 'createdAt' | 'updatedAt'>;
export type CouponRow = CouponFields & { id: string };

const addOnColumns = {
  id: addOns.id,
  code: addOns.code,
  nameEn: addOns.nameEn,
  nameBn: addOns.nameBn,
  pricePerDay: addOns.pricePerDay,
  stock: addOns.stock,
  active: addOns.active,
};

const priceRuleColumns = {
  id: priceRules.id,
  nameEn: priceRules.nameEn,
  nameBn: priceRules.nameBn,
  kind: priceRules.kind,
  from: priceRules.from,
  to: priceRules.to,
  percent: priceRules.percent,
  active: priceRules.active,
};

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  minimumCharge: coupons.minimumCharge,
  validFrom: coupons.validFrom,
  validTo: coupons.validTo,
  maxUses: coupons.maxUses,
  maxUsesPerCustomer: coupons.maxUsesPerCustomer,
  firstRentalOnly: coupons.firstRentalOnly,
  bikeId: coupons.bikeId,
  detailsEn: coupons.detailsEn,
  detailsBn: coupons.detailsBn,
  active: coupons.active,
};

/** Today in Dhaka on the database's clock: the day a coupon's dates are read against. */
const shopToday = sql`(now() at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})::date`;

const firstRow = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
};

// Add-ons.

/** Every add-on, or the offered ones only, oldest first. */
export async function listAddOns(db: Executor, { activeOnly }: { activeOnly: boolean }): Promise<AddOnRow[]> {
  return db
    .select(addOnColumns)
    .from(addOns)
    .where(activeOnly ? eq(addOns.active, true) : undefined)
    .orderBy(asc(addOns.createdAt), asc(addOns.id));
}

export async function findAddOn(db: Executor, id: string): Promise<AddOnRow | undefined> {
  const [row] = await db.select(addOnColumns).from(addOns).where(eq(addOns.id, id));
  return row;
}

/** An add-on locked for a change, so two changes of it take turns and each audit row has its true before. */
export async function lockAddOn(tx: Tx, id: string): Promise<AddOnRow | undefined> {
  const [row] = await tx.select(addOnColumns).from(addOns).where(eq(addOns.id, id)).for('update');
  return row;
}

export async function insertAddOn(db: Executor, fields: AddOnFields): Promise<AddOnRow> {
  return firstRow(await db.insert(addOns).values(fields).returning(addOnColumns));
}

export async function updateAddOn(db: Executor, id: string, changes: Partial<AddOnFields>): Promise<void> {
  await db
    .update(addOns)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(addOns.id, id));
}

// Price rules.

export async function listPriceRules(db: Executor): Promise<PriceRuleRow[]> {
  return db.select(priceRuleColumns).from(priceRules).orderBy(asc(priceRules.createdAt), asc(priceRules.id));
}

export async function findPriceRule(db: Executor, id: string): Promise<PriceRuleRow | undefined> {
  const [row] = await db.select(priceRuleColumns).from(priceRules).where(eq(priceRules.id, id));
  return row;
}

export async function lockPriceRule(tx: Tx, id: string): Promise<PriceRuleRow | undefined> {
  const [row] = await tx.select(priceRuleColumns).from(priceRules).where(eq(priceRules.id, id)).for('update');
  return row;
}

export async function insertPriceRule(db: Executor, fields: PriceRuleFields): Promise<PriceRuleRow> {
  return firstRow(await db.insert(priceRules).values(fields).returning(priceRuleColumns));
}

export async function updatePriceRule(db: Executor, id: string, changes: Partial<PriceRuleFields>): Promise<void> {
  await db
    .update(priceRules)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(priceRules.id, id));
}

// Coupons.

export async function listCoupons(db: Executor): Promise<CouponRow[]> {
  return db.select(couponColumns).from(coupons).orderBy(asc(coupons.createdAt), asc(coupons.id));
}

/** The coupons the public sees: switched on, and not past their last valid day in Dhaka. */
export async function listShownCoupons(db: Executor): Promise<CouponRow[]> {
  return db
    .select(couponColumns)
    .from(coupons)
    .where(and(eq(coupons.active, true), or(isNull(coupons.validTo), gte(coupons.validTo, shopToday))))
    .orderBy(asc(coupons.createdAt), asc(coupons.id));
}

export async function findCoupon(db: Executor, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select(couponColumns).from(coupons).where(eq(coupons.id, id));
  return row;
}

export async function lockCoupon(tx: Tx, id: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select(couponColumns).from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

export async function insertCoupon(db: Executor, fields: CouponFields): Promise<CouponRow> {
  return firstRow(await db.insert(coupons).values(fields).returning(couponColumns));
}

export async function updateCoupon(db: Executor, id: string, changes: Partial<CouponFields>): Promise<void> {
  await db
    .update(coupons)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(coupons.id, id));
}

/**
 * The seed's price lists, in one go each (docs/product/platform.md#demo-data), each list's rows a second
 * apart from `at` on, so that they list in the order given.
 */
export async function insertPriceLists(
  db: Executor,
  at: Date,
  lists: { addOns: AddOnFields[]; priceRules: PriceRuleFields[]; coupons: CouponFields[] },
): Promise<void> {
  const dated = <T>(rows: T[]) =>
    rows.map((row, i) => {
      const moment = new Date(at.getTime() + i * 1000);
      return { ...row, createdAt: moment, updatedAt: moment };
    });
  if (lists.addOns.length) await db.insert(addOns).values(dated(lists.addOns));
  if (lists.priceRules.length) await db.insert(priceRules).values(dated(lists.priceRules));
  if (lists.coupons.length) await db.insert(coupons).values(dated(lists.coupons));
}

// What a quote and a booking read (docs/product/money-and-refunds.md#prices-hours-days-and-weeks).

/** The active dated price rules, as the charge rule takes them. */
export async function listActiveRules(db: Executor): Promise<PriceRule[]> {
  const rows = await db.select(priceRuleColumns).from(priceRules).where(eq(priceRules.active, true));
  return rows.map((r) => ({
    id: r.id,
    name: { en: r.nameEn, bn: r.nameBn },
    kind: r.kind,
    from: r.from ?? undefined,
    to: r.to ?? undefined,
    percent: r.percent,
  }));
}

/** An add-on a booking may take: active, with its names and stock. */
export type BookableAddOn = { id: string; code: string; name: OwnName; pricePerDay: number; stock: number };

/** The active add-ons with these codes (capitals). `lock`: their rows are locked for the transaction. */
export async function findActiveAddOns(
  db: Executor,
  codes: string[],
  { lock = false }: { lock?: boolean } = {},
): Promise<BookableAddOn[]> {
  const query = db
    .select(addOnColumns)
    .from(addOns)
    .where(and(eq(addOns.active, true), inArray(addOns.code, codes)))
    .orderBy(asc(addOns.id));
  const rows = lock ? await query.for('update') : await query;
  return rows.map(bookable);
}

/** Every active add-on, as a booking takes it (a quote's snapshot, docs/decisions/039). */
export async function listBookableAddOns(db: Executor): Promise<BookableAddOn[]> {
  return (await db.select(addOnColumns).from(addOns).where(eq(addOns.active, true))).map(bookable);
}

const bookable = (r: AddOnRow): BookableAddOn => ({
  id: r.id,
  code: r.code,
  name: { en: r.nameEn, bn: r.nameBn },
  pricePerDay: r.pricePerDay,
  stock: r.stock,
});

/** An add-on a rental holds for its period. */
export type AddOnHolding = Holding & { addOnId: string };

/** The add-ons held by the rentals that hold their period now (db/rental-states.ts) and overlap `period`, or all of them. */
export async function listAddOnHoldings(
  db: Executor,
  { addOnIds, period }: { addOnIds?: string[]; period?: { start: Date; end: Date } } = {},
): Promise<AddOnHolding[]> {
  return db
    .select({
      addOnId: rentalAddOns.addOnId,
      quantity: rentalAddOns.quantity,
      start: rentals.startTime,
      end: rentals.endTime,
    })
    .from(rentalAddOns)
    .innerJoin(rentals, eq(rentals.id, rentalAddOns.rentalId))
    .where(
      and(
        addOnIds ? inArray(rentalAddOns.addOnId, addOnIds) : undefined,
        holdsItsPeriod(),
        period
          ? sql`${bookedPeriod} && tstzrange(${period.start.toISOString()}::timestamptz, ${period.end.toISOString()}::timestamptz, '[)')`
          : undefined,
      ),
    );
}

/** The most of each add-on that `holdings` hold at any one moment of `period` (periods.ts: mostHeldAtOnce). */
export function mostHeldOfEach(
  holdings: readonly AddOnHolding[],
  addOnIds: readonly string[],
  period: { start: Date; end: Date },
): Map<string, number> {
  return new Map(
    addOnIds.map((id) => [
      id,
      mostHeldAtOnce(
        holdings.filter((h) => h.addOnId === id),
        period,
      ),
    ]),
  );
}

/**
 * The most of each add-on that open bookings hold at any one moment of `period`: the bookings holding their
 * period (db/rental-states.ts) that overlap it.
 */
export async function addOnsHeldDuring(
  db: Executor,
  addOnIds: string[],
  period: { start: Date; end: Date },
): Promise<Map<string, number>> {
  if (addOnIds.length === 0) return new Map();
  return mostHeldOfEach(await listAddOnHoldings(db, { addOnIds, period }), addOnIds, period);
}

/** A coupon's terms as the coupon check reads them (`coupon-terms.ts`), from its row. */
export function couponTerms(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minimumCharge: row.minimumCharge,
    validFrom: row.validFrom,
    validTo: row.validTo,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    firstRentalOnly: row.firstRentalOnly,
    bikeId: row.bikeId,
    active: row.active,
  };
}

/** Every coupon with its uses, as a visitor's quote reads it (a quote's snapshot, docs/decisions/039). */
export async function listCouponsForVisitors(db: Executor): Promise<CouponForUse[]> {
  return couponsWithUses(db);
}

/** Coupons (those matching `where`, or all) with the uses counted so far (usesItsCoupon); a visitor has none of their own. */
async function couponsWithUses(db: Executor, where?: SQL): Promise<CouponForUse[]> {
  const rows = await db
    .select({ ...couponColumns, uses: sql<number>`count(${rentals.id})::int` })
    .from(coupons)
    .leftJoin(rentals, and(eq(rentals.couponId, coupons.id), usesItsCoupon()))
    .where(where)
    .groupBy(coupons.id);
  return rows.map(({ uses, ...row }) => ({ row, uses, customer: null }));
}

/** A coupon as a booking uses it: its row and the uses counted so far (the customer's too, when known). */
export type CouponForUse = {
  row: CouponRow;
  uses: number;
  customer: { uses: number; rentals: number } | null;
};

/**
 * The coupon with this code (compared without case) and its uses; null when none has it. `lock`: the coupon's
 * row is locked first, so bookings with one coupon count its uses in turn (the booking's transaction).
 */
export async function findCouponForUse(
  db: Executor,
  code: string,
  customerId: string | null,
  { lock = false }: { lock?: boolean } = {},
): Promise<CouponForUse | null> {
  const byCode = sql`lower(${coupons.code}) = lower(${code})`;
  if (!lock && !customerId) {
    // A quote's visitor: the row and its uses in one query (a locked read counts after its lock, below).
    const [found] = await couponsWithUses(db, byCode);
    return found ?? null;
  }
  const query = db.select(couponColumns).from(coupons).where(byCode).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const counted = and(eq(rentals.couponId, row.id), usesItsCoupon());
  const [uses] = await db
    .select({
      all: sql<number>`count(*)::int`,
      mine: customerId ? sql<number>`(count(*) filter (where ${rentals.userId} = ${customerId}))::int` : sql<number>`0`,
    })
    .from(rentals)
    .where(counted);
  const customer = customerId
    ? {
        uses: uses?.mine ?? 0,
        rentals:
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(rentals)
              .where(and(eq(rentals.userId, customerId), eq(rentals.advancePaid, true)))
          )[0]?.n ?? 0,
      }
    : null;
  return { row, uses: uses?.all ?? 0, customer };
}
