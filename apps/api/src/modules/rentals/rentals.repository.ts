import type { RentalRefund } from '@bond/contract/refunds';
import type { Rental } from '@bond/contract/rentals';
import { and, desc, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { bikes, refunds, rentals, users } from '../../db/schema.ts';

/*
 * The one home of "which rentals are open at a moment" (style notes: a rule lives in one place). Every
 * query that asks whether a rental holds its bike, is waiting for its advance or has lapsed uses these
 * fragments, read on the database's clock so that no process's timer decides. A rental is open while
 * it is out (`active`) or while its booking waits for the advance and its hold has not lapsed.
 */

/** A booking waiting for its advance whose hold has not lapsed. */
export const awaitingAdvance = sql`(${rentals.status} = 'pending' and ${rentals.holdExpiresAt} > now())`;

/** The rental holds its bike now: out on rent, or booked and waiting for the advance. */
export const rentalIsOpen = sql`(${rentals.status} = 'active' or ${awaitingAdvance})`;

/** A booking whose hold has lapsed without a write: it reads as expired, whichever process looks. */
const lapsedHold = sql`(${rentals.status} = 'pending' and ${rentals.holdExpiresAt} <= now())`;

/** The bike has a rental open now (`bikeId`: a column or a value). */
export const bikeHasOpenRental = (bikeId: AnyColumn | string) =>
  sql`exists (select 1 from ${rentals} where ${rentals.bikeId} = ${bikeId} and ${rentalIsOpen})`;

/** A returned rental whose positive balance is still unpaid. */
export const balanceUnpaid = sql`(${rentals.status} = 'returned' and ${rentals.totalCost} > 0 and not ${rentals.balancePaid})`;

const shownStatus = sql<Rental['status']>`case when ${lapsedHold} then 'expired' else ${rentals.status} end`;

/**
 * Milliseconds until the open rentals change by time alone (the next hold lapses), on the database's
 * clock; Infinity when nothing will. Whatever caches an answer of the rule above lives until then.
 */
export async function msUntilOpenRentalsChange(db: Executor): Promise<number> {
  const [row] = await db
    .select({ ms: sql<string | number | null>`extract(epoch from min(${rentals.holdExpiresAt}) - now()) * 1000` })
    .from(rentals)
    .where(awaitingAdvance);
  const ms = row?.ms;
  return ms === null || ms === undefined ? Number.POSITIVE_INFINITY : Number(ms);
}

/** Bookings that closed without becoming rentals: cancelled, or expired (a lapsed hold counts at once). */
const closedUnrented = sql`${shownStatus} in ('cancelled', 'expired')`;

/** An instant as ISO 8601 in UTC, whatever the session's time zone. */
export const isoUtc = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The money owed back on each rental (D21), aggregated in the same query: no query per rental. */
const rentalRefunds = sql<RentalRefund[]>`(
  select coalesce(
    json_agg(
      json_build_object(
        '_id', ${refunds.id},
        'amount', ${refunds.amount},
        'reason', ${refunds.reason},
        'status', case when ${refunds.refundedAt} is null then 'due' else 'refunded' end,
        'refundedAt', ${isoUtc(refunds.refundedAt)}
      )
      order by ${refunds.createdAt}, ${refunds.id}
    ),
    '[]'::json
  )
  from ${refunds}
  where ${refunds.rentalId} = ${rentals.id}
)`;

const rentalColumns = {
  id: rentals.id,
  userId: rentals.userId,
  bikeId: rentals.bikeId,
  startTime: rentals.startTime,
  returnTime: rentals.returnTime,
  status: shownStatus,
  holdExpiresAt: rentals.holdExpiresAt,
  advancePaid: rentals.advancePaid,
  rentalCharge: rentals.rentalCharge,
  totalCost: rentals.totalCost,
  balancePaid: rentals.balancePaid,
  createdAt: rentals.createdAt,
  bikeName: bikes.name,
  bikeBrand: bikes.brand,
  bikeModel: bikes.model,
  bikeImage: bikes.image,
  // The price the rental is charged at: the bike's price when it was booked.
  bikePricePerHour: rentals.pricePerHour,
  userName: users.name,
  userEmail: users.email,
  userPhone: users.phone,
  refunds: rentalRefunds,
};

export type RentalRow = {
  id: string;
  userId: string;
  bikeId: string;
  startTime: Date;
  returnTime: Date | null;
  status: Rental['status'];
  holdExpiresAt: Date | null;
  advancePaid: boolean;
  rentalCharge: number | null;
  totalCost: number;
  balancePaid: boolean;
  createdAt: Date;
  bikeName: string;
  bikeBrand: string;
  bikeModel: string;
  bikeImage: string;
  bikePricePerHour: number;
  userName: string;
  userEmail: string;
  userPhone: string;
  refunds: RentalRefund[];
};

function selectRentals(db: Executor) {
  return db
    .select(rentalColumns)
    .from(rentals)
    .innerJoin(bikes, eq(bikes.id, rentals.bikeId))
    .innerJoin(users, eq(users.id, rentals.userId));
}

/** `all`: every rental and booking; `rentals`: leaves out bookings that closed unrented (decision 008). */
export type RentalListScope = 'all' | 'rentals';

const inScope = (scope: RentalListScope) => (scope === 'all' ? undefined : sql`not (${closedUnrented})`);

export async function listRentalsOfUser(db: Executor, userId: string, scope: RentalListScope): Promise<RentalRow[]> {
  return selectRentals(db)
    .where(and(eq(rentals.userId, userId), inScope(scope)))
    .orderBy(desc(rentals.createdAt), desc(rentals.id));
}

export async function listAllRentals(db: Executor, scope: RentalListScope): Promise<RentalRow[]> {
  return selectRentals(db).where(inScope(scope)).orderBy(desc(rentals.createdAt), desc(rentals.id));
}

export async function findRental(db: Executor, id: string): Promise<RentalRow | undefined> {
  const [row] = await selectRentals(db).where(eq(rentals.id, id)).limit(1);
  return row;
}

/** Closes the lapsed holds on a bike so that a new booking can take it. */
export async function expireLapsedHolds(tx: Executor, bikeId: string): Promise<void> {
  await tx
    .update(rentals)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(rentals.bikeId, bikeId), lapsedHold));
}

/**
 * Serialises the bookings of one account and of one client address until the transaction ends, so two
 * bookings made at the same moment cannot both count the pending ones before either is inserted.
 */
export async function lockBookingsOf(tx: Tx, userId: string, bookedFrom: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7301, hashtext(${userId}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(7302, hashtext(${bookedFrom}))`);
}

/** Bookings still waiting for their advance (pending, hold not lapsed) of an account and from an address. */
export async function countPendingBookings(
  tx: Executor,
  userId: string,
  bookedFrom: string,
): Promise<{ ofAccount: number; fromAddress: number }> {
  const [row] = await tx
    .select({
      ofAccount: sql<number>`(count(*) filter (where ${rentals.userId} = ${userId}))::int`,
      fromAddress: sql<number>`(count(*) filter (where ${rentals.bookedFrom} = ${bookedFrom}))::int`,
    })
    .from(rentals)
    .where(and(awaitingAdvance, or(eq(rentals.userId, userId), eq(rentals.bookedFrom, bookedFrom))));
  return { ofAccount: row?.ofAccount ?? 0, fromAddress: row?.fromAddress ?? 0 };
}

export async function insertPendingRental(
  tx: Executor,
  input: {
    userId: string;
    bikeId: string;
    pricePerHour: number;
    startTime: Date;
    holdMinutes: number;
    bookedFrom: string;
  },
): Promise<{ id: string; holdExpiresAt: Date }> {
  const [row] = await tx
    .insert(rentals)
    .values({
      userId: input.userId,
      bikeId: input.bikeId,
      pricePerHour: input.pricePerHour,
      startTime: input.startTime,
      status: 'pending',
      bookedFrom: input.bookedFrom,
      holdExpiresAt: sql`now() + make_interval(mins => ${input.holdMinutes})`,
    })
    .returning({ id: rentals.id, holdExpiresAt: rentals.holdExpiresAt });
  if (!row?.holdExpiresAt) throw new Error('insert returned no row');
  return { id: row.id, holdExpiresAt: row.holdExpiresAt };
}

export async function lockRental(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: rentals.id,
      userId: rentals.userId,
      bikeId: rentals.bikeId,
      status: rentals.status,
      startTime: rentals.startTime,
      pricePerHour: rentals.pricePerHour,
      totalCost: rentals.totalCost,
      balancePaid: rentals.balancePaid,
    })
    .from(rentals)
    .where(eq(rentals.id, id))
    .for('update');
  return row;
}

export async function recordReturn(
  tx: Executor,
  id: string,
  input: { returnTime: Date; rentalCharge: number; totalCost: number },
): Promise<void> {
  await tx
    .update(rentals)
    .set({
      status: 'returned',
      returnTime: input.returnTime,
      rentalCharge: input.rentalCharge,
      totalCost: input.totalCost,
      updatedAt: new Date(),
    })
    .where(eq(rentals.id, id));
}

/** The bike has a rental open now (a booking awaiting its advance, or out on rent). */
export async function hasOpenRental(tx: Executor, bikeId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.bikeId, bikeId), rentalIsOpen))
    .limit(1);
  return rows.length > 0;
}

/**
 * An advance paid in time (or late, while nobody else took the bike) starts the rental, as long as the bike
 * is still in the shop and the customer's account is still open; otherwise the money is owed back.
 */
export async function activateRental(tx: Executor, rentalId: string): Promise<boolean> {
  const rows = await tx
    .update(rentals)
    .set({ status: 'active', advancePaid: true, holdExpiresAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(rentals.id, rentalId),
        sql`${rentals.status} in ('pending', 'expired')`,
        sql`exists (select 1 from ${bikes} where ${bikes.id} = ${rentals.bikeId} and ${bikes.retiredAt} is null)`,
        sql`exists (select 1 from ${users} where ${users.id} = ${rentals.userId} and ${users.deactivatedAt} is null)`,
      ),
    )
    .returning({ id: rentals.id });
  return rows.length > 0;
}

export async function markBalancePaid(tx: Executor, rentalId: string): Promise<boolean> {
  const rows = await tx
    .update(rentals)
    .set({ balancePaid: true, updatedAt: new Date() })
    .where(and(eq(rentals.id, rentalId), eq(rentals.status, 'returned'), eq(rentals.balancePaid, false)))
    .returning({ id: rentals.id });
  return rows.length > 0;
}

/** A failed or cancelled advance cancels the booking and frees the bike. */
export async function cancelPendingRental(tx: Executor, rentalId: string): Promise<void> {
  await tx
    .update(rentals)
    .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: new Date() })
    .where(and(eq(rentals.id, rentalId), eq(rentals.status, 'pending')));
}
