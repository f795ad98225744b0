import type { CounterDayList } from '@bond/contract/counter';
import type { RentalRefund } from '@bond/contract/refunds';
import type { Rental } from '@bond/contract/rentals';
import { and, asc, desc, eq, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { withTotal, type PageWindow } from '../../db/pages.ts';
import {
  awaitingAdvance,
  awaitingPickup,
  balanceUnpaid,
  bookedPeriod,
  closedUnrented,
  holdsItsPeriod,
  isOverdue,
  pickupLate,
  isoUtc,
  lapsedHold,
  shownStatus,
} from '../../db/rental-states.ts';
import { addOns, bikeBlocks, bikes, refunds, rentalAddOns, rentals, shopClosures, users } from '../../db/schema.ts';
import { blockEnd, blockPeriod } from '../../db/bike-blocks.ts';
import { closureEnd, closurePeriod } from '../../db/shop-closures.ts';

/*
 * Every rental state change (book, activate, cancel, record the return, mark the balance paid) is a function
 * of this repository; which state a rental is in is read through `db/rental-states.ts`, the states' one home.
 */

/** A range [from, to) of instants, to compare with `bookedPeriod`. */
const range = (from: Date, to: Date | null) =>
  sql`tstzrange(${from.toISOString()}::timestamptz, ${to ? to.toISOString() : 'infinity'}::timestamptz, '[)')`;

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
  status: shownStatus(),
  isOverdue: isOverdue(),
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

const inScope = (scope: RentalListScope) => (scope === 'all' ? undefined : sql`not (${closedUnrented()})`);

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
    filters.state === 'open' ? holdsItsPeriod() : undefined,
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
  const [row] = await db.select({ status: shownStatus() }).from(rentals).where(eq(rentals.id, id)).limit(1);
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
    .where(and(eq(rentals.bikeId, bikeId), lapsedHold()));
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
    .where(and(awaitingAdvance(), or(eq(rentals.userId, userId), eq(rentals.bookedFrom, bookedFrom))));
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
    /** The customer's client address; null for a booking made at the counter (it counts against no address). */
    bookedFrom: string | null;
    /** Who made it at the counter for the customer (docs/product/the-counter.md#booking-for-a-customer). */
    bookedBy?: string | null;
    couponId?: string | null;
    /** The quote the booking was made with (quote.service.ts's BookingQuote). */
    quote?: unknown;
    /** The add-ons it holds for its period. */
    addOns?: { id: string; quantity: number }[];
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
      bookedBy: input.bookedBy ?? null,
      holdExpiresAt: sql`now() + make_interval(mins => ${input.holdMinutes})`,
      couponId: input.couponId ?? null,
      quote: input.quote ?? null,
    })
    .returning({ id: rentals.id, holdExpiresAt: rentals.holdExpiresAt });
  if (!row?.holdExpiresAt) throw new Error('insert returned no row');
  if (input.addOns?.length) {
    await tx
      .insert(rentalAddOns)
      .values(input.addOns.map((a) => ({ rentalId: row.id, addOnId: a.id, quantity: a.quantity })));
  }
  return { id: row.id, holdExpiresAt: row.holdExpiresAt };
}

const rentalToChange = () => ({
  id: rentals.id,
  userId: rentals.userId,
  bikeId: rentals.bikeId,
  status: shownStatus(),
  startTime: rentals.startTime,
  endTime: rentals.endTime,
  advancePaid: rentals.advancePaid,
  pricePerHour: rentals.pricePerHour,
  quote: rentals.quote,
  totalCost: rentals.totalCost,
  balancePaid: rentals.balancePaid,
});

export async function lockRental(tx: Tx, id: string) {
  const [row] = await tx.select(rentalToChange()).from(rentals).where(eq(rentals.id, id)).for('update');
  return row;
}

/** What lockRental reads, without the lock: to say what a change would do before it is made. */
export async function findRentalToChange(db: Executor, id: string) {
  const [row] = await db.select(rentalToChange()).from(rentals).where(eq(rentals.id, id));
  return row;
}

export async function recordReturn(
  tx: Executor,
  id: string,
  input: { returnTime: Date; rentalCharge: number; totalCost: number; addOnsCharge: number; discount: number },
): Promise<void> {
  await tx
    .update(rentals)
    .set({
      status: 'returned',
      returnTime: input.returnTime,
      rentalCharge: input.rentalCharge,
      totalCost: input.totalCost,
      addOnsCharge: input.addOnsCharge,
      discount: input.discount,
      updatedAt: new Date(),
    })
    .where(eq(rentals.id, id));
}

/**
 * The first booking or block of the bike (other than the booking `exceptId`) whose period overlaps `period`,
 * or closure of the shop (`shopClosed`), if any.
 */
export async function findClash(
  db: Executor,
  bikeId: string,
  period: { start: Date; end: Date | null },
  exceptId?: string,
): Promise<Clash | undefined> {
  const [[booked], [blocked], [closed]] = await Promise.all([
    db
      .select({ start: rentals.startTime, end: rentals.endTime })
      .from(rentals)
      .where(
        and(
          eq(rentals.bikeId, bikeId),
          holdsItsPeriod(),
          sql`${bookedPeriod} && ${range(period.start, period.end)}`,
          exceptId ? sql`${rentals.id} <> ${exceptId}` : undefined,
        ),
      )
      .orderBy(asc(rentals.startTime))
      .limit(1),
    // A block holds the bike as a booking does (docs/product/fleet-calendar.md#blocks); who or why is not said.
    db
      .select({ start: bikeBlocks.startTime, end: sql<Date>`${blockEnd}`.mapWith(bikeBlocks.endTime) })
      .from(bikeBlocks)
      .where(and(eq(bikeBlocks.bikeId, bikeId), sql`${blockPeriod} && ${range(period.start, period.end)}`))
      .orderBy(asc(bikeBlocks.startTime))
      .limit(1),
    // So does a closure of the shop, for every bike (#closures); the customer is told the shop is closed.
    db
      .select({ start: shopClosures.startTime, end: sql<Date>`${closureEnd}`.mapWith(shopClosures.endTime) })
      .from(shopClosures)
      .where(sql`${closurePeriod} && ${range(period.start, period.end)}`)
      .orderBy(asc(shopClosures.startTime))
      .limit(1),
  ]);
  const found: Clash[] = [booked, blocked, closed ? { ...closed, shopClosed: true } : undefined].filter(
    (c): c is Clash => c !== undefined,
  );
  return found.sort((a, b) => a.start.getTime() - b.start.getTime())[0];
}

/** A period that stands in a booking's way: another booking's or a block's, or the shop's closure. */
export type Clash = { start: Date; end: Date | null; shopClosed?: boolean };

/**
 * The schedule of [from, to) (docs/product/booking-and-periods.md#schedule): every rental holding a period that touches it, and every overdue one
 * begun before its end (its return is late, so it still holds the bike), by bike and start.
 */
export async function listSchedule(db: Executor, from: Date, to: Date): Promise<RentalRow[]> {
  return selectRentals(db)
    .where(
      and(
        holdsItsPeriod(),
        or(
          sql`${bookedPeriod} && ${range(from, to)}`,
          and(isOverdue(), sql`${rentals.startTime} < ${to.toISOString()}::timestamptz`),
        ),
      ),
    )
    .orderBy(asc(rentals.startTime), asc(bikes.name), asc(rentals.id));
}

/** Today's Dhaka day on the database's clock, YYYY-MM-DD, as the tills and the reports read it. */
export async function dhakaToday(db: Executor): Promise<string> {
  const result = (await db.execute(
    sql`select to_char((now() at time zone 'Asia/Dhaka')::date, 'YYYY-MM-DD') as today`,
  )) as unknown as { rows: { today: string }[] };
  return result.rows[0]!.today;
}

export type CounterDayRow = {
  list: CounterDayList;
  id: string;
  userId: string;
  customerName: string;
  customerPhone: string;
  bikeId: string;
  bikeName: string;
  bikeDeposit: number;
  startTime: Date;
  endTime: Date | null;
  returnTime: Date | null;
  holdExpiresAt: Date | null;
  handedOverAt: Date | null;
  status: Rental['status'];
  isOverdue: boolean;
  totalCost: number;
};

/**
 * The counter's day (docs/product/the-counter.md#the-counters-day): the one rule of which rental is on which
 * of the day's three lists, read at the database's clock. `day` is a Dhaka day (YYYY-MM-DD); its bounds are
 * Dhaka midnights. Each rental is on one list at most, the first that takes it:
 * - to hand over: waiting for its advance (hold not lapsed) or paid and not handed over, starting within the
 *   day; on today, also every paid booking whose start has passed without its handover (the rider is late);
 * - returns due: paid and not returned (out, or on a day ahead still to be handed over), its planned return
 *   within the day; on today, also every overdue one;
 * - balances due: returned by the day's end with a positive balance not yet paid.
 * Each list in the order the counter meets it: by start, by planned return, by return; what is late comes
 * first, the latest first: on "to hand over" the bookings whose start has passed, on "returns due" the
 * overdue ones (a day before today also lists bookings never collected whose return fell on it: they follow
 * the overdue returns, as they are not out).
 */
export async function listCounterDay(db: Executor, day: string): Promise<CounterDayRow[]> {
  const from = sql`(${day}::date)::timestamp at time zone 'Asia/Dhaka'`;
  const to = sql`(${day}::date + 1)::timestamp at time zone 'Asia/Dhaka'`;
  const isToday = sql`${day}::date = (now() at time zone 'Asia/Dhaka')::date`;
  const within = (at: AnyColumn) => sql`(${at} >= ${from} and ${at} < ${to})`;
  const list = sql<CounterDayList | null>`case
    when (${awaitingAdvance()} or ${awaitingPickup()}) and (${within(rentals.startTime)} or (${isToday} and ${pickupLate()})) then 'toHandOver'
    when ${rentals.status} = 'booked' and (${within(rentals.endTime)} or (${isToday} and ${isOverdue()})) then 'returnsDue'
    when ${balanceUnpaid} and ${rentals.returnTime} < ${to} then 'balancesDue'
  end`;
  const rows = await db
    .select({
      list,
      id: rentals.id,
      userId: rentals.userId,
      customerName: users.name,
      customerPhone: users.phone,
      bikeId: rentals.bikeId,
      bikeName: bikes.name,
      bikeDeposit: bikes.deposit,
      startTime: rentals.startTime,
      endTime: rentals.endTime,
      returnTime: rentals.returnTime,
      holdExpiresAt: rentals.holdExpiresAt,
      handedOverAt: rentals.handedOverAt,
      status: shownStatus(),
      isOverdue: isOverdue(),
      totalCost: rentals.totalCost,
    })
    .from(rentals)
    .innerJoin(bikes, eq(bikes.id, rentals.bikeId))
    .innerJoin(users, eq(users.id, rentals.userId))
    // Only open rentals and unpaid balances can be on a list: the rest of the history is not read.
    .where(and(or(holdsItsPeriod(), balanceUnpaid), sql`${list} is not null`))
    .orderBy(
      sql`case ${list} when 'toHandOver' then ${rentals.startTime} <= now() when 'returnsDue' then ${isOverdue()} else false end desc`,
      sql`case ${list} when 'toHandOver' then ${rentals.startTime} when 'returnsDue' then ${rentals.endTime} else ${rentals.returnTime} end`,
      asc(rentals.id),
    );
  return rows as CounterDayRow[];
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
/** A new planned return, with the booking's quote priced up to it (none for a booking made before quotes). */
export async function setPlannedReturn(
  tx: Executor,
  rentalId: string,
  endTime: Date,
  now: Date,
  quote: unknown,
): Promise<void> {
  await tx
    .update(rentals)
    .set({ endTime, endSetAt: now, updatedAt: new Date(), ...(quote ? { quote } : {}) })
    .where(eq(rentals.id, rentalId));
}

/**
 * The add-ons a booking holds, with their stock; with `lock`, their rows locked in the order of their ids as a
 * booking locks them, so an extension and a booking count the add-on's stock in turn.
 */
export async function addOnsOfRental(db: Executor, rentalId: string, { lock }: { lock: boolean }) {
  const query = db
    .select({
      id: addOns.id,
      nameEn: addOns.nameEn,
      nameBn: addOns.nameBn,
      stock: addOns.stock,
      quantity: rentalAddOns.quantity,
    })
    .from(rentalAddOns)
    .innerJoin(addOns, eq(addOns.id, rentalAddOns.addOnId))
    .where(eq(rentalAddOns.rentalId, rentalId))
    .orderBy(asc(addOns.id));
  const rows = lock ? await query.for('update', { of: addOns }) : await query;
  return rows.map(({ nameEn, nameBn, ...row }) => ({ ...row, name: { en: nameEn, bn: nameBn } }));
}

/** The quote a booking was made with (quote.service.ts's BookingQuote), or null for one made before quotes. */
export async function findRentalQuote(db: Executor, id: string): Promise<unknown> {
  const [row] = await db.select({ quote: rentals.quote }).from(rentals).where(eq(rentals.id, id)).limit(1);
  return row?.quote ?? null;
}

/** A bike as a move compares it: its brand, its cc, whether it is retired, its name. */
export async function findBikeToMoveTo(db: Executor, id: string) {
  const [row] = await db
    .select({ id: bikes.id, name: bikes.name, brand: bikes.brand, cc: bikes.cc, retiredAt: bikes.retiredAt })
    .from(bikes)
    .where(eq(bikes.id, id));
  return row;
}

/**
 * The bikes a booking of `bikeId` for [from, to) could move to (docs/product/fleet-calendar.md#moving-a-booking):
 * offered and not retired, of the same brand (whatever its case), within `ccRange` cc, and free for the whole
 * period of bookings and blocks; by cc nearest, then name.
 */
export async function listMoveAlternatives(
  db: Executor,
  bike: { id: string; brand: string; cc: number },
  period: { start: Date; end: Date | null },
  ccRange: number,
) {
  const asked = range(period.start, period.end);
  return db
    .select({
      id: bikes.id,
      name: bikes.name,
      brand: bikes.brand,
      model: bikes.model,
      cc: bikes.cc,
      pricePerHour: bikes.pricePerHour,
    })
    .from(bikes)
    .where(
      and(
        sql`${bikes.id} <> ${bike.id}`,
        isNull(bikes.retiredAt),
        eq(bikes.isAvailable, true),
        sql`lower(trim(${bikes.brand})) = lower(trim(${bike.brand}))`,
        sql`abs(${bikes.cc} - ${bike.cc}) <= ${ccRange}`,
        sql`not exists (select 1 from ${rentals} where ${rentals.bikeId} = ${bikes.id} and ${holdsItsPeriod()} and ${bookedPeriod} && ${asked})`,
        sql`not exists (select 1 from ${bikeBlocks} where ${bikeBlocks.bikeId} = ${bikes.id} and ${blockPeriod} && ${asked})`,
      ),
    )
    .orderBy(sql`abs(${bikes.cc} - ${bike.cc})`, asc(bikes.name));
}

/** The booking now holds its period on another bike (the exclusion constraint and migration 0027 decide if it may). */
export async function moveToBike(tx: Tx, rentalId: string, bikeId: string): Promise<void> {
  await tx.update(rentals).set({ bikeId, updatedAt: new Date() }).where(eq(rentals.id, rentalId));
}
