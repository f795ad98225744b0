import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.ts';
import { bookedPeriod, holdsItsPeriod } from '../../db/rental-states.ts';
import { closureAhead, closureEnd } from '../../db/shop-closures.ts';
import { bikes, rentals, shopClosures, users } from '../../db/schema.ts';

/*
 * The shop's closures (docs/product/fleet-calendar.md#closures). That no open booking overlaps a closure is
 * the database's rule (migration 0029); this reads what stands in a closure's way to say so, and takes the
 * rule's lock when a closure cancels what stands in its way.
 */

/** Migration 0029's shop-wide advisory lock: a closure takes it exclusively, every booking shared. */
const CLOSURE_LOCK = sql`7310, 0`;

const range = (start: Date, end: Date) =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

const creator = alias(users, 'creator');
const ender = alias(users, 'ender');

const selectClosures = (db: Executor) =>
  db
    .select({
      id: shopClosures.id,
      startTime: shopClosures.startTime,
      endTime: shopClosures.endTime,
      reason: shopClosures.reason,
      note: shopClosures.note,
      createdBy: shopClosures.createdBy,
      createdByName: creator.name,
      createdAt: shopClosures.createdAt,
      endedAt: shopClosures.endedAt,
      endedBy: shopClosures.endedBy,
      endedByName: ender.name,
    })
    .from(shopClosures)
    .innerJoin(creator, eq(creator.id, shopClosures.createdBy))
    .leftJoin(ender, eq(ender.id, shopClosures.endedBy));

export type ClosureRow = Awaited<ReturnType<ReturnType<typeof selectClosures>['where']>>[number];

/**
 * Waits until no booking is being made, moved or confirmed, and keeps new ones waiting until this
 * transaction ends: what it then reads of the open bookings stays true until the closure is made.
 */
export async function lockShopForClosure(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLOSURE_LOCK})`);
}

/** The open bookings of every bike that overlap [start, end), by start, with their customers and bikes. */
export async function listClashes(db: Executor, start: Date, end: Date) {
  return db
    .select({
      rentalId: rentals.id,
      start: rentals.startTime,
      end: rentals.endTime,
      status: rentals.status,
      customerName: users.name,
      bikeId: rentals.bikeId,
      bikeName: bikes.name,
      advancePaid: rentals.advancePaid,
    })
    .from(rentals)
    .innerJoin(users, eq(users.id, rentals.userId))
    .innerJoin(bikes, eq(bikes.id, rentals.bikeId))
    .where(and(holdsItsPeriod(), sql`${bookedPeriod} && ${range(start, end)}`))
    .orderBy(asc(rentals.startTime), asc(rentals.id));
}

export async function insertClosure(
  tx: Tx,
  row: { startTime: Date; endTime: Date; reason: ClosureRow['reason']; note: string | null; createdBy: string },
): Promise<string> {
  const [inserted] = await tx.insert(shopClosures).values(row).returning({ id: shopClosures.id });
  return inserted!.id;
}

export async function findClosure(db: Executor, id: string) {
  const [row] = await selectClosures(db).where(eq(shopClosures.id, id));
  return row;
}

/** Locks a closure to end it; undefined when there is none. */
export async function lockClosure(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: shopClosures.id, endTime: shopClosures.endTime, endedAt: shopClosures.endedAt })
    .from(shopClosures)
    .where(eq(shopClosures.id, id))
    .for('update');
  return row;
}

export async function endClosure(tx: Tx, id: string, by: string, at: Date): Promise<void> {
  await tx.update(shopClosures).set({ endedAt: at, endedBy: by }).where(eq(shopClosures.id, id));
}

/** Every closure, the latest first, those ended included. */
export async function listClosures(db: Executor) {
  return selectClosures(db).orderBy(desc(shopClosures.startTime), desc(shopClosures.id));
}

/** The closures not over yet (now or ahead), the soonest first, each to when it stops holding the shop. */
export async function listUpcoming(db: Executor) {
  return db
    .select({
      id: shopClosures.id,
      startTime: shopClosures.startTime,
      endTime: sql<Date>`${closureEnd}`.mapWith(shopClosures.endTime),
      reason: shopClosures.reason,
    })
    .from(shopClosures)
    .where(closureAhead())
    .orderBy(asc(shopClosures.startTime));
}
