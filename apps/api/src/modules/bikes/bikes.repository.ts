import type { BikeFields, BikeQuery } from '@bond/contract/bikes';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { bikes } from '../../db/schema.ts';
import { OPEN_BOOKING_MIN_FREE_MINUTES } from '@bond/contract/constants';
import { bikeHasOpenRental, bikeHeldWithin } from '../rentals/rentals.repository.ts';

/** Held or out on rent right now (a booking for later does not count): the rentals module's rule. */
const isBooked = bikeHasOpenRental(bikes.id);

/**
 * Shown availability: the shop's own switch, and free for the next hour, so that a booking starting now
 * without a planned return (the spec's client) is never refused for a bike the list shows as available
 * (docs/decisions/021).
 */
const shownAvailable = sql<boolean>`(${bikes.isAvailable} and not ${bikeHeldWithin(bikes.id, OPEN_BOOKING_MIN_FREE_MINUTES)})`;

/** The fields an admin edits, as stored: the shop's offer switch (isOffered) is the column is_available. */
const editableColumns = {
  name: bikes.name,
  brand: bikes.brand,
  model: bikes.model,
  year: bikes.year,
  image: bikes.image,
  pricePerHour: bikes.pricePerHour,
  description: bikes.description,
  cc: bikes.cc,
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
  description: string;
  cc: number;
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

/** The shop's offer switch (isOffered) is stored in the column is_available. */
export async function insertBike(db: Executor, input: BikeFields): Promise<string> {
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
