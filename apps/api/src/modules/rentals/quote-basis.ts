import type { BikePrices } from '@bond/contract/bikes';
import type { PriceRule } from '@bond/contract/charge';
import { periodsOverlap, type Period } from '@bond/contract/periods';
import type { Executor } from '../../db/client.ts';
import { findBikePrices, listBikePrices, listHeldPeriods, type HeldPeriod } from '../bikes/bikes.repository.ts';
import * as lists from '../price-lists/price-lists.repository.ts';
import { findClash, type Clash } from './rentals.repository.ts';

/** A listed bike as a booking prices it: its prices, the offer switch, and when its first paper lapses. */
export type BookableBike = BikePrices & { id: string; isOffered: boolean; papersExpiry: string | null };

/**
 * What pricing a booking reads (docs/product/money-and-refunds.md#prices-hours-days-and-weeks): the bike's
 * prices, the periods its bookings hold, the active rules and add-ons with what bookings hold of them, and a
 * coupon with its uses. A booking reads them from the database in its transaction, locking the add-ons and
 * the coupon it takes; a visitor's quote reads them from what the catalogue cache keeps, until the catalogue
 * or the price lists change (docs/decisions/039-quotes-from-the-catalogue-cache.md). One pricing function
 * (quote.service.ts: priceBooking) works from either, so both say the same lines.
 */
export type QuoteBasis = {
  /** A listed (not retired) bike's prices and offer switch. */
  bike(id: string): Promise<BookableBike | undefined>;
  /** The earliest period a rental or block of the bike, or a closure of the shop, holds that overlaps `period`. */
  clash(bikeId: string, period: Period): Promise<Clash | undefined>;
  /** The active dated price rules. */
  rules(): Promise<PriceRule[]>;
  /** The active add-ons with these codes (capitals). */
  addOns(codes: string[]): Promise<lists.BookableAddOn[]>;
  /** The most of each add-on that bookings hold at any one moment of `period`. */
  addOnsHeld(ids: string[], period: { start: Date; end: Date }): Promise<Map<string, number>>;
  /** The coupon with this code (capitals; compared without case) and its uses; null when none has it. */
  coupon(code: string): Promise<lists.CouponForUse | null>;
};

/**
 * The basis read from the database: a booking's, in its transaction. `customerId`: whose own coupon uses
 * count (null for a visitor). `lock`: the add-ons and the coupon are locked, so bookings of one add-on or one
 * coupon count in turn.
 */
export function databaseBasis(db: Executor, customerId: string | null, { lock = false } = {}): QuoteBasis {
  return {
    bike: (id) => findBikePrices(db, id),
    clash: (bikeId, period) => findClash(db, bikeId, period),
    rules: () => lists.listActiveRules(db),
    addOns: (codes) => lists.findActiveAddOns(db, codes, { lock }),
    addOnsHeld: (ids, period) => lists.addOnsHeldDuring(db, ids, period),
    coupon: (code) => lists.findCouponForUse(db, code, customerId, { lock }),
  };
}

/** Keeps a value under a key until the catalogue changes (the catalogue cache's `remember`). */
export type Remember = <T>(key: string, build: () => Promise<T>) => Promise<T>;

/** What a visitor's quote reads, as kept: each read once per change of what it comes from. */
type Kept = {
  bikes: Map<string, BookableBike>;
  /** By bike; under null, the closures of the shop (every bike's). */
  held: Map<string | null, HeldPeriod[]>;
  rules: PriceRule[];
  addOns: Map<string, lists.BookableAddOn>;
  holdings: lists.AddOnHolding[];
  coupons: Map<string, lists.CouponForUse>;
};

/**
 * A visitor's basis, from what `remember` keeps: no query while nothing changes. The rules of which rentals
 * hold a period or use a coupon are the database's (db/rental-states.ts), read when the value is kept; the
 * catalogue cache forgets it at every write to bikes, rentals or the price lists and when a hold lapses or a
 * booking begins (bikes.repository.ts: msUntilOpenRentalsChange).
 */
export function keptBasis(db: Executor, remember: Remember): QuoteBasis {
  const kept = <K extends keyof Kept>(key: K, read: () => Promise<Kept[K]>) => remember(`quote:${key}`, read);
  const bikes = () => kept('bikes', async () => new Map((await listBikePrices(db)).map((bike) => [bike.id, bike])));
  const held = () =>
    kept('held', async () => {
      const byBike = new Map<string | null, HeldPeriod[]>();
      // By start, as listHeldPeriods reads them: the first overlapping one is the earliest.
      for (const period of await listHeldPeriods(db)) {
        const periods = byBike.get(period.bikeId) ?? [];
        if (periods.length === 0) byBike.set(period.bikeId, periods);
        periods.push(period);
      }
      return byBike;
    });
  const addOns = () =>
    kept('addOns', async () => new Map((await lists.listBookableAddOns(db)).map((a) => [a.code, a])));
  const coupons = () =>
    kept(
      'coupons',
      async () => new Map((await lists.listCouponsForVisitors(db)).map((c) => [c.row.code.toUpperCase(), c])),
    );
  return {
    bike: async (id) => (await bikes()).get(id),
    clash: async (bikeId, period) => {
      const kept = await held();
      const own = kept.get(bikeId)?.find((p) => periodsOverlap(p, period));
      const closed = kept.get(null)?.find((p) => periodsOverlap(p, period));
      if (!closed || (own && own.start.getTime() <= closed.start.getTime())) return own;
      return { start: closed.start, end: closed.end, shopClosed: true };
    },
    rules: () => kept('rules', () => lists.listActiveRules(db)),
    addOns: async (codes) => {
      const active = await addOns();
      return codes.map((code) => active.get(code)).filter((a): a is lists.BookableAddOn => a !== undefined);
    },
    addOnsHeld: async (ids, period) =>
      lists.mostHeldOfEach(await kept('holdings', () => lists.listAddOnHoldings(db)), ids, period),
    coupon: async (code) => (await coupons()).get(code.toUpperCase()) ?? null,
  };
}
