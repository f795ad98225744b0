import type { BikeFields, BikeQuery } from '@bond/contract/bikes';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { bikeBlocks, bikePapers, bikes, rentals, shopClosures } from '../../db/schema.ts';
import { bikeBlockedWithin, blockEnd } from '../../db/bike-blocks.ts';
import { closureAhead, closureEnd, shopClosedWithin } from '../../db/shop-closures.ts';
import { OPEN_BOOKING_MIN_FREE_MINUTES } from '@bond/contract/constants';
import { awaitingAdvance, bikeHasOpenRental, bikeHeldWithin, holdsItsPeriod } from '../../db/rental-states.ts';

/** Held or out on rent right now (a booking for later does not count): the rental states' rule. */
const isBooked = bikeHasOpenRental(bikes.id);

/**
 * Shown availability: the shop's own switch, and free for the next hour, so that a booking starting now
 * without a planned return (the spec's client) is never refused for a bike the list shows as available
 * (docs/decisions/021).
 */
const shownAvailable = sql<boolean>`(${bikes.isAvailable} and not ${bikeHeldWithin(bikes.id, OPEN_BOOKING_MIN_FREE_MINUTES)} and not ${bikeBlockedWithin(bikes.id, OPEN_BOOKING_MIN_FREE_MINUTES)} and not ${shopClosedWithin(OPEN_BOOKING_MIN_FREE_MINUTES)})`;

/** The fields an admin edits, as stored: the shop's offer switch (isOffered) is the column is_available. */
const editableColumns = {
  name: bikes.name,
  brand: bikes.brand,
  model: bikes.model,
  year: bikes.year,
  image: bikes.image,
  pricePerHour: bikes.pricePerHour,
  pricePerDay: bikes.pricePerDay,
  pricePerWeek: bikes.pricePerWeek,
  description: bikes.description,
  cc: bikes.cc,
  deposit: bikes.deposit,
  isOffered: bikes.isAvailable,
};

const bikeColumns = {
  id: bikes.id,
  ...editableColumns,
  isAvailable: shownAvailable,
  isBooked: sql<boolean>`${isBooked}`,
  createdAt: bikes.createdAt,
};

export type BikeRow = {
  id: string;
  name: string;
  brand: string;
  model: string;
  year: number;
  image: string;
  pricePerHour: number;
  pricePerDay: number;
  pricePerWeek: number;
  description: string;
  cc: number;
  deposit: number;
  isAvailable: boolean;
  isOffered: boolean;
  isBooked: boolean;
  createdAt: Date;
};

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The listed bikes matching the spec's four filters (a period asked about is the service's business). */
export async function listBikes(
  db: Executor,
  query: Omit<BikeQuery, 'availableFrom' | 'availableTo'>,
): Promise<BikeRow[]> {
  const where: SQL[] = [isNull(bikes.retiredAt)];
  if (query.searchByName) where.push(sql`${bikes.name} ilike ${likePattern(query.searchByName)}`);
  if (query.searchByBrand) where.push(sql`lower(${bikes.brand}) = lower(${query.searchByBrand})`);
  if (query.searchByModel) where.push(sql`${bikes.model} ilike ${likePattern(query.searchByModel)}`);
  if (query.searchByAvailability === 'Available') where.push(shownAvailable);
  if (query.searchByAvailability === 'Not Available') where.push(sql`not ${shownAvailable}`);
  return db
    .select(bikeColumns)
    .from(bikes)
    .where(and(...where))
    .orderBy(asc(bikes.createdAt), asc(bikes.id));
}

export async function findBike(db: Executor, id: string): Promise<BikeRow | undefined> {
  const [row] = await db
    .select(bikeColumns)
    .from(bikes)
    .where(and(eq(bikes.id, id), isNull(bikes.retiredAt)))
    .limit(1);
  return row;
}

/** A bike's prices and the shop's offer switch (the column is_available), as pricing reads them. */
const priceColumns = {
  id: bikes.id,
  pricePerHour: bikes.pricePerHour,
  pricePerDay: bikes.pricePerDay,
  pricePerWeek: bikes.pricePerWeek,
  isOffered: bikes.isAvailable,
  /** The last valid day of the paper that lapses first; null while the bike has no papers on file. */
  papersExpiry: sql<
    string | null
  >`least(${bikePapers.taxTokenExpiry}, ${bikePapers.fitnessExpiry}, ${bikePapers.insuranceExpiry})::text`,
};

/**
 * A listed bike's prices and the shop's offer switch, without its availability now: what a quote and a
 * booking price with (their periods are checked against the bookings themselves).
 */
export async function findBikePrices(db: Executor, id: string) {
  const [row] = await db
    .select(priceColumns)
    .from(bikes)
    .leftJoin(bikePapers, eq(bikePapers.bikeId, bikes.id))
    .where(and(eq(bikes.id, id), isNull(bikes.retiredAt)))
    .limit(1);
  return row;
}

/** Every listed bike's prices and offer switch, as findBikePrices reads one (a quote's snapshot, docs/decisions/039). */
export async function listBikePrices(db: Executor) {
  return db
    .select(priceColumns)
    .from(bikes)
    .leftJoin(bikePapers, eq(bikePapers.bikeId, bikes.id))
    .where(isNull(bikes.retiredAt));
}

/** Locks the bike's row for the rest of the transaction, so booking and retiring one bike take turns. */
export async function lockBike(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: bikes.id,
      isAvailable: bikes.isAvailable,
      retiredAt: bikes.retiredAt,
      pricePerHour: bikes.pricePerHour,
    })
    .from(bikes)
    .where(eq(bikes.id, id))
    .for('update');
  return row;
}

/** A listed bike's editable fields, locked for an update (the audit log keeps what changed, docs/product/money-and-refunds.md#audit-log). */
export async function lockListedBikeFields(tx: Tx, id: string): Promise<BikeFields | undefined> {
  const [row] = await tx
    .select(editableColumns)
    .from(bikes)
    .where(and(eq(bikes.id, id), isNull(bikes.retiredAt)))
    .for('update');
  return row;
}

/** The shop's offer switch (isOffered) is stored in the column is_available; the deposit is decided by now. */
export async function insertBike(db: Executor, input: BikeFields & { deposit: number }): Promise<string> {
  const { isOffered, ...fields } = input;
  const [row] = await db
    .insert(bikes)
    .values({ ...fields, isAvailable: isOffered ?? true })
    .returning({ id: bikes.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateBike(db: Executor, id: string, input: Partial<BikeFields>): Promise<boolean> {
  const { isOffered, ...fields } = input;
  const rows = await db
    .update(bikes)
    .set({ ...fields, ...(isOffered === undefined ? {} : { isAvailable: isOffered }), updatedAt: new Date() })
    .where(and(eq(bikes.id, id), isNull(bikes.retiredAt)))
    .returning({ id: bikes.id });
  return rows.length > 0;
}

export async function retireBike(tx: Executor, id: string): Promise<void> {
  await tx
    .update(bikes)
    .set({ retiredAt: new Date(), isAvailable: false, updatedAt: new Date() })
    .where(eq(bikes.id, id));
}

/** The bike has a rental holding a period, now or ahead (a booking, or out on rent). */
export async function hasBooking(tx: Executor, bikeId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.bikeId, bikeId), holdsItsPeriod()))
    .limit(1);
  return rows.length > 0;
}

/**
 * A period a rental or a block holds, with its bike, or a closure of the whole shop (`bikeId` null: every
 * bike's): nothing about who or why.
 */
export type HeldPeriod = { bikeId: string | null; start: Date; end: Date | null };

/**
 * Every period some rental holds, every block not over yet (docs/product/fleet-calendar.md#blocks) and every
 * closure of the shop not over yet (#closures, for every bike), by start. Small however old the shop (closed
 * rentals and past blocks hold nothing), so the catalogue cache keeps it and answers "which bikes are free
 * then" from memory.
 */
export async function listHeldPeriods(db: Executor): Promise<HeldPeriod[]> {
  const [booked, blocked, closed] = await Promise.all([
    db
      .select({ bikeId: rentals.bikeId, start: rentals.startTime, end: rentals.endTime })
      .from(rentals)
      .where(holdsItsPeriod())
      .orderBy(asc(rentals.startTime), asc(rentals.id)),
    db
      .select({
        bikeId: bikeBlocks.bikeId,
        start: bikeBlocks.startTime,
        end: sql<Date>`${blockEnd}`.mapWith(bikeBlocks.endTime),
      })
      .from(bikeBlocks)
      .where(sql`${blockEnd} > now() and ${blockEnd} > ${bikeBlocks.startTime}`)
      .orderBy(asc(bikeBlocks.startTime)),
    db
      .select({
        bikeId: sql<string | null>`null`,
        start: shopClosures.startTime,
        end: sql<Date>`${closureEnd}`.mapWith(shopClosures.endTime),
      })
      .from(shopClosures)
      .where(closureAhead())
      .orderBy(asc(shopClosures.startTime)),
  ]);
  return [...booked, ...blocked, ...closed].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Milliseconds until the rentals holding bikes now change by time alone (a hold lapses, or a booked period
 * begins), on the database's clock; Infinity when nothing will. Whatever caches an answer of the rental states
 * lives until then.
 */
export async function msUntilOpenRentalsChange(db: Executor, leadMinutes = 0): Promise<number> {
  // Index lookups (rentals_pending_hold_idx, rentals_open_start_idx), not a scan of every rental: this runs
  // each time the bike list is built. A lapsed hold's start may wake the cache early; never late. With
  // `leadMinutes`, a booked period also changes things that long before it begins (bikeHeldWithin).
  const nextHoldLapse = sql`(select min(${rentals.holdExpiresAt}) from ${rentals} where ${awaitingAdvance()})`;
  const nextStart = sql`(select min(${rentals.startTime}) from ${rentals} where ${rentals.status} in ('pending', 'booked') and ${rentals.startTime} > now())`;
  const nextLead = sql`(select min(${rentals.startTime}) - make_interval(mins => ${leadMinutes}) from ${rentals} where ${rentals.status} in ('pending', 'booked') and ${rentals.startTime} > now() + make_interval(mins => ${leadMinutes}))`;
  // A block begins (an hour ahead of it, with the lead) or ends: the bike list's availability changes then too.
  const nextBlockLead = sql`(select min(${bikeBlocks.startTime}) - make_interval(mins => ${leadMinutes}) from ${bikeBlocks} where ${bikeBlocks.startTime} > now() + make_interval(mins => ${leadMinutes}) and ${blockEnd} > ${bikeBlocks.startTime})`;
  const nextBlockEnd = sql`(select min(${blockEnd}) from ${bikeBlocks} where ${blockEnd} > now())`;
  // So does a closure of the shop.
  const nextClosureLead = sql`(select min(${shopClosures.startTime}) - make_interval(mins => ${leadMinutes}) from ${shopClosures} where ${shopClosures.startTime} > now() + make_interval(mins => ${leadMinutes}) and ${closureEnd} > ${shopClosures.startTime})`;
  const nextClosureEnd = sql`(select min(${closureEnd}) from ${shopClosures} where ${closureEnd} > now())`;
  const [row] = await db
    .select({
      ms: sql<
        string | number | null
      >`extract(epoch from least(${nextHoldLapse}, ${nextStart}, ${nextLead}, ${nextBlockLead}, ${nextBlockEnd}, ${nextClosureLead}, ${nextClosureEnd}) - now()) * 1000`,
    })
    .from(sql`(values (1)) as once (x)`);
  const ms = row?.ms;
  return ms === null || ms === undefined ? Number.POSITIVE_INFINITY : Number(ms);
}

/** Sends `payload` on a LISTEN/NOTIFY channel, at commit when in a transaction (the catalogue cache's marker). */
export async function notifyChannel(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
