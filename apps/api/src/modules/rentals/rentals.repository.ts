import type { RentalRefund } from '@bond/contract/refunds';
import type { Rental } from '@bond/contract/rentals';
import { and, asc, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { withTotal, type PageWindow } from '../../db/pages.ts';
import { bikes, refunds, rentals, users } from '../../db/schema.ts';

/*
 * The one home of "which rentals hold a bike, and when" (a rule lives in one place: docs/decisions/011-one-home-per-rule-and-one-plugin-per-file.md). Every
 * query that asks whether a rental holds its period or its bike, is waiting for its advance or has lapsed
 * uses these fragments, read on the database's clock so that no process's timer decides (docs/product/booking-and-periods.md#states).
 *
 * A rental holds its booked period while it waits for its advance (until its hold lapses) or is paid and
 * not closed (`booked`). A paid rental reads as `active` once its period has begun; it holds the bike until
 * the shop records the return, also past its planned return (then it is overdue).
 */

/** A booking waiting for its advance whose hold has not lapsed. */
export const awaitingAdvance = sql`(${rentals.status} = 'pending' and ${rentals.holdExpiresAt} > now())`;

/**
 * The rental holds its booked period. The explicit status list matches the exclusion constraint's own
 * predicate, so the planner can use its index.
 */
export const holdsItsPeriod = sql`(${rentals.status} in ('pending', 'booked') and (${rentals.status} = 'booked' or ${awaitingAdvance}))`;

/** The booked period as a range: the exclusion constraint `rentals_no_overlap`'s own expression. */
export const bookedPeriod = sql`tstzrange(${rentals.startTime}, coalesce(${rentals.endTime}, 'infinity'::timestamptz), '[)')`;

/** A range [from, to) of instants, to compare with `bookedPeriod`. */
const range = (from: Date, to: Date | null) =>
  sql`tstzrange(${from.toISOString()}::timestamptz, ${to ? to.toISOString() : 'infinity'}::timestamptz, '[)')`;

/** Paid and its period has begun: the bike is out (docs/product/booking-and-periods.md#states: booked becomes active by time). */
const hasBegun = sql`(${rentals.status} = 'booked' and ${rentals.startTime} <= now())`;

/** The rental went out on rent: returned, or out now (active, overdue included). */
export const wentOut = sql<boolean>`(${rentals.status} = 'returned' or ${hasBegun})`;

/** Until when a rental that went out is charged (docs/product/money-and-refunds.md#rental-charge, docs/product/booking-and-periods.md#periods): its return, or now while it is out. */
export const chargedUntil = sql`coalesce(${rentals.returnTime}, now())`;

/**
 * The time a rental that went out holds, as a range: from its booked start to its return, open while it is
 * out. The expression of the GiST index `rentals_out_period_idx`, so a report finds the rentals out in a
 * period without reading them all.
 */
export const outPeriod = sql`tstzrange(${rentals.startTime}, coalesce(${rentals.returnTime}, 'infinity'::timestamptz), '[)')`;

/** Out past its planned return (docs/product/booking-and-periods.md#overdue). */
export const isOverdue = sql<boolean>`(${hasBegun} and ${rentals.endTime} is not null and ${rentals.endTime} < now())`;

/**
 * The rental holds its bike now: its period covers this moment, or it is out (also past its planned return).
 * A booking for next week does not (decision 013). The bike list's `isAvailable` also looks an hour ahead: bikeHeldWithin.
 */
export const rentalIsOpen = sql`(${holdsItsPeriod} and ${rentals.startTime} <= now() and (${rentals.status} = 'booked' or coalesce(${rentals.endTime}, 'infinity'::timestamptz) > now()))`;

/**
 * The bike is held at some moment of the coming `minutes` (or is out now): a booking without a planned return
 * could not start now (docs/decisions/021), so the bike list does not offer it as available.
 */
export const bikeHeldWithin = (bikeId: AnyColumn | string, minutes: number) =>
  sql`exists (select 1 from ${rentals} where ${rentals.bikeId} = ${bikeId} and (${rentalIsOpen} or (${holdsItsPeriod} and ${bookedPeriod} && tstzrange(now(), now() + make_interval(mins => ${minutes}), '[)'))))`;

/** A booking whose hold has lapsed without a write: it reads as expired, whichever process looks. */
const lapsedHold = sql`(${rentals.status} = 'pending' and ${rentals.holdExpiresAt} <= now())`;

/** The bike has a rental holding it now (`bikeId`: a column or a value). */
export const bikeHasOpenRental = (bikeId: AnyColumn | string) =>
  sql`exists (select 1 from ${rentals} where ${rentals.bikeId} = ${bikeId} and ${rentalIsOpen})`;

/** A returned rental whose positive balance is still unpaid. */
export const balanceUnpaid = sql`(${rentals.status} = 'returned' and ${rentals.totalCost} > 0 and not ${rentals.balancePaid})`;

/** The state a rental reads as (docs/product/booking-and-periods.md#states): a lapsed hold reads `expired`, a paid booking whose period has begun `active`. */
export const shownStatus = sql<
  Rental['status']
>`case when ${lapsedHold} then 'expired' when ${hasBegun} then 'active' else ${rentals.status} end`;

/**
 * Milliseconds until the rentals holding bikes now change by time alone (a hold lapses, or a booked period
 * begins), on the database's clock; Infinity when nothing will. Whatever caches an answer of the rules above
 * lives until then.
 */
export async function msUntilOpenRentalsChange(db: Executor, leadMinutes = 0): Promise<number> {
  // Index lookups (rentals_pending_hold_idx, rentals_open_start_idx), not a scan of every rental: this runs
  // each time the bike list is built. A lapsed hold's start may wake the cache early; never late. With
  // `leadMinutes`, a booked period also changes things that long before it begins (bikeHeldWithin).
  const nextHoldLapse = sql`(select min(${rentals.holdExpiresAt}) from ${rentals} where ${awaitingAdvance})`;
  const nextStart = sql`(select min(${rentals.startTime}) from ${rentals} where ${rentals.status} in ('pending', 'booked') and ${rentals.startTime} > now())`;
  const nextLead = sql`(select min(${rentals.startTime}) - make_interval(mins => ${leadMinutes}) from ${rentals} where ${rentals.status} in ('pending', 'booked') and ${rentals.startTime} > now() + make_interval(mins => ${leadMinutes}))`;
  const [row] = await db
    .select({
      ms: sql<
        string | number | null
      >`extract(epoch from least(${nextHoldLapse}, ${nextStart}, ${nextLead}) - now()) * 1000`,
    })
    .from(sql`(values (1)) as once (x)`);
  const ms = row?.ms;
  return ms === null || ms === undefined ? Number.POSITIVE_INFINITY : Number(ms);
}

/** Bookings that closed without becoming rentals: cancelled, or expired (a lapsed hold counts at once). */
const closedUnrented = sql`${shownStatus} in ('cancelled', 'expired', 'no_show')`;

/** An instant as ISO 8601 in UTC, whatever the session's time zone. */
export const isoUtc = (instant: AnyColumn | SQL) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The money owed back on each rental (docs/product/money-and-refunds.md#refunds-due), aggregated in the same query: no query per rental. */
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
  endTime: rentals.endTime,
  returnTime: rentals.returnTime,
  status: shownStatus,
  isOverdue,
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
  endTime: Date | null;
  returnTime: Date | null;
  status: Rental['status'];
  isOverdue: boolean;
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

export type RentalListFilters = {
  scope: RentalListScope;
  /** One customer's rentals. */
  userId?: string;
  /** `open`: holding a period (awaiting the advance, booked, out on rent); `returned`. */
  state?: 'open' | 'returned';
};

/** A page of rentals, newest first, and how many match in all. */
export async function listRentals(
  db: Executor,
  filters: RentalListFilters,
  page: PageWindow,
): Promise<{ rows: RentalRow[]; total: number }> {
  const where = and(
    inScope(filters.scope),
    filters.userId ? eq(rentals.userId, filters.userId) : undefined,
    filters.state === 'open' ? holdsItsPeriod : undefined,
    filters.state === 'returned' ? eq(rentals.status, 'returned') : undefined,
  );
  return withTotal(
    db,
    rentals,
    where,
    selectRentals(db)
      .where(where)
      .orderBy(desc(rentals.createdAt), desc(rentals.id))
      .limit(page.limit)
      .offset(page.offset),
  );
}

/** The state a rental reads as now (shownStatus), or undefined when there is no such rental. */
export async function statusOf(db: Executor, id: string): Promise<Rental['status'] | undefined> {
  const [row] = await db.select({ status: shownStatus }).from(rentals).where(eq(rentals.id, id)).limit(1);
  return row?.status;
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

/**
 * The moments at which holds of an account, and of a client address, ended without their advance (lapsed,
 * cancelled at the checkout or dropped) in the last `minutes`, with the database's clock now.
 */
export async function recentUnpaidHoldEnds(
  tx: Executor,
  userId: string,
  bookedFrom: string,
  minutes: number,
): Promise<{ now: Date; ofAccount: Date[]; fromAddress: Date[] }> {
  const rows = await tx
    .select({
      ofAccount: sql<boolean>`${rentals.userId} = ${userId}`,
      fromAddress: sql<boolean>`coalesce(${rentals.bookedFrom} = ${bookedFrom}, false)`,
      endedAt: sql<Date>`${rentals.holdExpiresAt}`.mapWith(rentals.holdExpiresAt),
      now: sql<Date>`now()`.mapWith(rentals.createdAt),
    })
    .from(rentals)
    .where(
      and(
        eq(rentals.advancePaid, false),
        sql`${rentals.status} in ('pending', 'expired', 'cancelled')`,
        sql`${rentals.holdExpiresAt} <= now()`,
        sql`${rentals.holdExpiresAt} > now() - make_interval(mins => ${minutes})`,
        or(eq(rentals.userId, userId), eq(rentals.bookedFrom, bookedFrom)),
      ),
    );
  return {
    // Without a row nothing can be paused, so which clock says now does not matter then.
    now: rows[0]?.now ?? new Date(),
    ofAccount: rows.filter((r) => r.ofAccount).map((r) => r.endedAt),
    fromAddress: rows.filter((r) => r.fromAddress).map((r) => r.endedAt),
  };
}

export async function insertPendingRental(
  tx: Executor,
  input: {
    userId: string;
    bikeId: string;
    pricePerHour: number;
    startTime: Date;
    endTime: Date;
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
      endTime: input.endTime,
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
      status: shownStatus,
      startTime: rentals.startTime,
      endTime: rentals.endTime,
      advancePaid: rentals.advancePaid,
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

/** The bike has a rental holding a period, now or ahead (a booking, or out on rent). */
export async function hasBooking(tx: Executor, bikeId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.bikeId, bikeId), holdsItsPeriod))
    .limit(1);
  return rows.length > 0;
}

/** The first booking of the bike (other than `exceptId`) whose period overlaps `period`, if any. */
export async function findClash(
  db: Executor,
  bikeId: string,
  period: { start: Date; end: Date | null },
  exceptId?: string,
): Promise<{ start: Date; end: Date | null } | undefined> {
  const [row] = await db
    .select({ start: rentals.startTime, end: rentals.endTime })
    .from(rentals)
    .where(
      and(
        eq(rentals.bikeId, bikeId),
        holdsItsPeriod,
        sql`${bookedPeriod} && ${range(period.start, period.end)}`,
        exceptId ? sql`${rentals.id} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(asc(rentals.startTime))
    .limit(1);
  return row;
}

/** A period a rental holds, with its bike: nothing about who holds it. */
export type HeldPeriod = { bikeId: string; start: Date; end: Date | null };

/**
 * Every period some rental holds now or ahead, of every bike, by start. Small however old the shop (closed
 * rentals hold nothing), so the catalogue cache keeps it and answers "which bikes are free then" from memory.
 */
export async function listHeldPeriods(db: Executor): Promise<HeldPeriod[]> {
  return db
    .select({ bikeId: rentals.bikeId, start: rentals.startTime, end: rentals.endTime })
    .from(rentals)
    .where(holdsItsPeriod)
    .orderBy(asc(rentals.startTime), asc(rentals.id));
}

/**
 * The schedule of [from, to) (docs/product/booking-and-periods.md#schedule): every rental holding a period that touches it, and every overdue one
 * begun before its end (its return is late, so it still holds the bike), by bike and start.
 */
export async function listSchedule(db: Executor, from: Date, to: Date): Promise<RentalRow[]> {
  return selectRentals(db)
    .where(
      and(
        holdsItsPeriod,
        or(
          sql`${bookedPeriod} && ${range(from, to)}`,
          and(isOverdue, sql`${rentals.startTime} < ${to.toISOString()}::timestamptz`),
        ),
      ),
    )
    .orderBy(asc(rentals.startTime), asc(bikes.name), asc(rentals.id));
}

/**
 * An advance paid in time (or late, while nobody else took the period) confirms the booking, as long as the bike
 * is still in the shop and the customer's account is still open; otherwise the money is owed back.
 */
export async function activateRental(tx: Executor, rentalId: string): Promise<boolean> {
  const rows = await tx
    .update(rentals)
    .set({ status: 'booked', advancePaid: true, holdExpiresAt: null, updatedAt: new Date() })
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

/**
 * A cancelled booking's hold, as the pause on unpaid holds counts it (recentUnpaidHoldEnds): when the
 * customer gave the hold up (dropped the booking, cancelled or failed the checkout), it ends now, or when it
 * lapsed if that was earlier; when the shop or the payment service ended it, or the advance was paid, it
 * keeps no end and counts for nothing.
 */
const holdEndsNow = (givenUp: boolean) =>
  givenUp ? sql`case when ${rentals.status} = 'pending' then least(${rentals.holdExpiresAt}, now()) end` : null;

/**
 * A failed or cancelled advance cancels the booking and frees the bike; `givenUp`: the customer's doing (the
 * checkout cancelled or failed), not the shop's or the gateway's.
 */
export async function cancelPendingRental(tx: Executor, rentalId: string, givenUp: boolean): Promise<void> {
  await tx
    .update(rentals)
    .set({ status: 'cancelled', holdExpiresAt: holdEndsNow(givenUp), updatedAt: new Date() })
    .where(and(eq(rentals.id, rentalId), eq(rentals.status, 'pending')));
}

/** Decision 013: a customer (`givenUp`) or an admin cancels a booking before its period begins. */
export async function cancelBooking(tx: Executor, rentalId: string, givenUp: boolean): Promise<void> {
  await tx
    .update(rentals)
    .set({ status: 'cancelled', holdExpiresAt: holdEndsNow(givenUp), updatedAt: new Date() })
    .where(and(eq(rentals.id, rentalId), sql`${rentals.status} in ('pending', 'booked')`));
}

/** docs/product/booking-and-periods.md#no-shows: the bike of an active rental was never collected; the period is freed at once. */
export async function markNoShow(tx: Executor, rentalId: string): Promise<void> {
  await tx
    .update(rentals)
    .set({ status: 'no_show', updatedAt: new Date() })
    .where(and(eq(rentals.id, rentalId), eq(rentals.status, 'booked')));
}

/**
 * Decision 013: a new planned return; the exclusion constraint refuses it if the longer period overlaps another. When
 * it was set is kept: no return reminder goes for a return set inside its reminder window (decision 023).
 */
export async function setPlannedReturn(tx: Executor, rentalId: string, endTime: Date, now: Date): Promise<void> {
  await tx.update(rentals).set({ endTime, endSetAt: now, updatedAt: new Date() }).where(eq(rentals.id, rentalId));
}
