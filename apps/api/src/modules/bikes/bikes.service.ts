import {
  BikeSchema,
  bikeChanges,
  bikePricesProblem,
  newBikeFields,
  type Bike,
  type BikeQuery,
  type CreateBike,
  type UpdateBike,
} from '@bond/contract/bikes';
import { periodsOverlap } from '@bond/contract/periods';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, refuseBadWindow } from '../../errors.ts';
import type { BusyPeriod, WindowQuery } from '@bond/contract/rentals';
import { text } from '@bond/contract/say';
import type { Actor } from '../../shared/actors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import { readShopSettings } from '../shop-settings/shop-settings.repository.ts';
import type { CatalogCache } from './catalog-cache.ts';
import * as repo from './bikes.repository.ts';

export function toBike(row: repo.BikeRow): Bike {
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model,
    year: row.year,
    image: row.image,
    pricePerHour: row.pricePerHour,
    pricePerDay: row.pricePerDay,
    pricePerWeek: row.pricePerWeek,
    description: row.description,
    cc: row.cc,
    deposit: row.deposit,
    isAvailable: Boolean(row.isAvailable),
    isOffered: row.isOffered,
    isBooked: Boolean(row.isBooked),
    createdAt: row.createdAt.toISOString(),
  };
}

/** docs/product/booking-and-periods.md#availability: `availableFrom` and `availableTo` come together, in order, at most 31 days apart. */
function checkAvailabilityWindow(query: BikeQuery): void {
  const { availableFrom, availableTo } = query;
  if (!availableFrom && !availableTo) return;
  if (!availableFrom || !availableTo) {
    throw new AppError('VALIDATION_FAILED', text.availabilityHalf(), availableFrom ? 'availableTo' : 'availableFrom');
  }
  refuseBadWindow(new Date(availableFrom), new Date(availableTo), { from: 'availableFrom', to: 'availableTo' });
}

/** The bikes matching the spec's four filters. */
export async function listBikes(db: Db, filters: BikeFilterQuery): Promise<Bike[]> {
  return (await repo.listBikes(db, filters)).map(toBike);
}

type BikeFilterQuery = Omit<BikeQuery, 'availableFrom' | 'availableTo'>;

/** Where the catalogue cache keeps what the period questions are answered from. */
export type PeriodSources<B extends Bike> = {
  /** The listed bikes matching the spec's filters, without a period. */
  listed: (filters: BikeFilterQuery) => Promise<B[]>;
  /** Every period held now or ahead (`listHeldPeriods`). */
  held: () => Promise<repo.HeldPeriod[]>;
};

/** The period questions' sources, kept in the catalogue cache (each listed bike serialised once, as UTF-8). */
export function periodSources(db: Db, cache: Pick<CatalogCache, 'remember'>): PeriodSources<Bike & { json: Buffer }> {
  return {
    listed: (filters) =>
      cache.remember(JSON.stringify(['bikes', filters]), async () =>
        (await listBikes(db, filters)).map((bike) => ({
          ...bike,
          json: Buffer.from(JSON.stringify(BikeSchema.parse(bike))),
        })),
      ),
    held: () => cache.remember('held-periods', () => repo.listHeldPeriods(db)),
  };
}

/**
 * docs/product/booking-and-periods.md#availability: the bikes matching the filters that the shop offers and no rental holds at any moment of
 * [availableFrom, availableTo). Answered from what the catalogue cache keeps: no query per request.
 */
export async function listBikesFreeFor<B extends Bike>(query: BikeQuery, sources: PeriodSources<B>): Promise<B[]> {
  checkAvailabilityWindow(query);
  const { availableFrom, availableTo, ...filters } = query;
  const asked = { start: new Date(availableFrom as string), end: new Date(availableTo as string) };
  const [bikes, held] = await Promise.all([sources.listed(filters), sources.held()]);
  const meeting = held.filter((p) => periodsOverlap(p, asked));
  // A closure of the shop (no bike) holds every bike (docs/product/fleet-calendar.md#closures).
  if (meeting.some((p) => p.bikeId === null)) return [];
  const taken = new Set(meeting.map((p) => p.bikeId));
  return bikes.filter((bike) => bike.isOffered && !taken.has(bike._id));
}

/** docs/product/booking-and-periods.md#availability: a bike's busy periods within a window of at most 31 days, in order; nothing about who holds them. */
export async function bikeAvailability<B extends Bike>(
  id: string,
  query: WindowQuery,
  sources: PeriodSources<B>,
): Promise<BusyPeriod[]> {
  const window = { start: new Date(query.from), end: new Date(query.to) };
  refuseBadWindow(window.start, window.end);
  const [bikes, held] = await Promise.all([sources.listed({}), sources.held()]);
  if (!bikes.some((bike) => bike._id === id)) throw notFound('Bike');
  return held
    .filter((p) => (p.bikeId === id || p.bikeId === null) && periodsOverlap(p, window))
    .map((p) => ({ start: p.start.toISOString(), end: p.end?.toISOString() ?? null }));
}

export async function getBike(db: Db, id: string): Promise<Bike> {
  const row = await repo.findBike(db, id);
  if (!row) throw notFound('Bike');
  return toBike(row);
}

/**
 * Adds a bike, with its audit row (docs/product/money-and-refunds.md#audit-log). A bike sent without a deposit
 * gets the shop's default deposit as it is at that moment (docs/product/handover-and-return.md#deposits).
 */
export async function createBike(db: Db, actor: Actor, input: CreateBike): Promise<Bike> {
  const id = await db.transaction(async (tx) => {
    const given = newBikeFields(input);
    const fields = { ...given, deposit: given.deposit ?? (await readShopSettings(tx)).defaultDeposit };
    const id = await repo.insertBike(tx, fields);
    await recordAudit(tx, actor, { action: 'bike.created', subjectId: id, after: fields });
    return id;
  });
  return getBike(db, id);
}

/** Changes a bike; the audit row keeps the fields it changed, before and after (docs/product/money-and-refunds.md#audit-log). */
export async function updateBike(db: Db, actor: Actor, id: string, input: UpdateBike): Promise<Bike> {
  if (input._id !== undefined && input._id !== id) {
    throw new AppError('VALIDATION_FAILED', text.bikeIdMismatch(), '_id');
  }
  await db.transaction(async (tx) => {
    const current = await repo.lockListedBikeFields(tx, id);
    if (!current) throw notFound('Bike');
    const changes = bikeChanges(input);
    // The prices must fit one another as the bike will have them: a price not sent keeps its value.
    const problem = bikePricesProblem({
      pricePerHour: changes.pricePerHour ?? current.pricePerHour,
      pricePerDay: changes.pricePerDay ?? current.pricePerDay,
      pricePerWeek: changes.pricePerWeek ?? current.pricePerWeek,
    });
    if (problem) throw new AppError('VALIDATION_FAILED', problem.message, problem.field);
    await repo.updateBike(tx, id, changes);
    const { before, after } = fieldChanges(current, changes);
    if (Object.keys(after).length > 0) {
      await recordAudit(tx, actor, { action: 'bike.updated', subjectId: id, before, after });
    }
  });
  return getBike(db, id);
}

/** docs/product/accounts-and-roles.md#deleting-keeps-history: a bike with a booking or out on rent stays; otherwise it is retired, still named in old rentals. */
export async function deleteBike(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const bike = await repo.lockBike(tx, id);
    if (!bike || bike.retiredAt) throw notFound('Bike');
    if (await repo.hasBooking(tx, id)) {
      throw new AppError('BIKE_HAS_OPEN_RENTAL', text.bikeHasOpenRental());
    }
    await repo.retireBike(tx, id);
    await recordAudit(tx, actor, { action: 'bike.retired', subjectId: id });
  });
}
