import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.ts';
import { blockPeriod } from '../../db/bike-blocks.ts';
import { bookedPeriod, holdsItsPeriod } from '../../db/rental-states.ts';
import { bikeBlocks, bikes, rentals, users } from '../../db/schema.ts';

/*
 * The bikes' blocks (docs/product/fleet-calendar.md#blocks). That a block and a booking never overlap is the
 * database's rule (migration 0027); this reads what stands in a block's way to say so.
 */

const range = (start: Date, end: Date) =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

const creator = alias(users, 'creator');
const ender = alias(users, 'ender');

const blockColumns = {
  id: bikeBlocks.id,
  bikeId: bikeBlocks.bikeId,
  startTime: bikeBlocks.startTime,
  endTime: bikeBlocks.endTime,
  reason: bikeBlocks.reason,
  note: bikeBlocks.note,
  createdBy: bikeBlocks.createdBy,
  createdByName: creator.name,
  createdAt: bikeBlocks.createdAt,
  endedAt: bikeBlocks.endedAt,
  endedBy: bikeBlocks.endedBy,
  endedByName: ender.name,
};

const selectBlocks = (db: Executor) =>
  db
    .select(blockColumns)
    .from(bikeBlocks)
    .innerJoin(creator, eq(creator.id, bikeBlocks.createdBy))
    .leftJoin(ender, eq(ender.id, bikeBlocks.endedBy));

export type BlockRow = Awaited<ReturnType<ReturnType<typeof selectBlocks>['where']>>[number];

/** A bike, with whether it is retired; undefined when there is none. */
export async function findBike(db: Executor, id: string) {
  const [row] = await db.select({ id: bikes.id, retiredAt: bikes.retiredAt }).from(bikes).where(eq(bikes.id, id));
  return row;
}

/** The open bookings of a bike that overlap [start, end), by start, with their customers' names. */
export async function listClashes(db: Executor, bikeId: string, start: Date, end: Date) {
  return db
    .select({
      rentalId: rentals.id,
      start: rentals.startTime,
      end: rentals.endTime,
      status: rentals.status,
      customerName: users.name,
    })
    .from(rentals)
    .innerJoin(users, eq(users.id, rentals.userId))
    .where(and(eq(rentals.bikeId, bikeId), holdsItsPeriod(), sql`${bookedPeriod} && ${range(start, end)}`))
    .orderBy(asc(rentals.startTime), asc(rentals.id));
}

export async function insertBlock(
  tx: Tx,
  row: {
    bikeId: string;
    startTime: Date;
    endTime: Date;
    reason: BlockRow['reason'];
    note: string | null;
    createdBy: string;
  },
): Promise<string> {
  const [inserted] = await tx.insert(bikeBlocks).values(row).returning({ id: bikeBlocks.id });
  return inserted!.id;
}

export async function findBlock(db: Executor, id: string) {
  const [row] = await selectBlocks(db).where(eq(bikeBlocks.id, id));
  return row;
}

/** Locks a block to end it; undefined when there is none. */
export async function lockBlock(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: bikeBlocks.id,
      bikeId: bikeBlocks.bikeId,
      startTime: bikeBlocks.startTime,
      endTime: bikeBlocks.endTime,
      endedAt: bikeBlocks.endedAt,
    })
    .from(bikeBlocks)
    .where(eq(bikeBlocks.id, id))
    .for('update');
  return row;
}

export async function endBlock(tx: Tx, id: string, by: string, at: Date): Promise<void> {
  await tx.update(bikeBlocks).set({ endedAt: at, endedBy: by }).where(eq(bikeBlocks.id, id));
}

/** A bike's blocks, the latest first, those ended included. */
export async function listBlocksOfBike(db: Executor, bikeId: string) {
  return selectBlocks(db).where(eq(bikeBlocks.bikeId, bikeId)).orderBy(desc(bikeBlocks.startTime), desc(bikeBlocks.id));
}

/**
 * Every block that holds time in [from, to) (one ended before it began holds none), with its bike's name, by
 * start.
 */
export async function listBlocksInWindow(db: Executor, from: Date, to: Date) {
  return db
    .select({ ...blockColumns, bikeName: bikes.name })
    .from(bikeBlocks)
    .innerJoin(bikes, eq(bikes.id, bikeBlocks.bikeId))
    .innerJoin(creator, eq(creator.id, bikeBlocks.createdBy))
    .leftJoin(ender, eq(ender.id, bikeBlocks.endedBy))
    .where(sql`${blockPeriod} && ${range(from, to)}`)
    .orderBy(asc(bikeBlocks.startTime), asc(bikes.name), asc(bikeBlocks.id));
}
