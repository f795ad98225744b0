import type { Rental } from '@bond/contract/rentals';
import { sql, SQL, type AnyColumn } from 'drizzle-orm';
import { refunds, rentals } from './schema.ts';

/*
 * The one home of the rental states: which rentals hold a bike, and when, are out on rent, overdue, or whose
 * hold lapsed (docs/decisions/011, 013 and 028). Every query that asks uses these fragments: the rentals,
 * bikes, users, payments and reports repositories and the outbox's timed messages.
 *
 * Each state is read at a clock, the instant "now": by default the database's (`now()`, so that no
 * process's timer decides and every query of a transaction sees the same instant); the outbox worker passes
 * its own `now` (a Date), the moment its tick runs. The comparisons are the same whichever clock is given.
 *
 * A rental holds its booked period while it waits for its advance (until its hold lapses) or is paid and
 * not closed (`booked`). A paid rental reads as `active` once the counter has handed its bike over
 * (`handed_over_at`, docs/decisions/044), never by time alone; it holds the bike until the shop records the
 * return, also past its planned return (then it is overdue: strictly after the planned return; at the planned
 * return itself it is due, not late). A paid booking not collected stays `booked` past its start, waiting for
 * its handover, until staff close it as a no-show; it holds the bike only within its booked period.
 */

/** The instant a state is read at: the database's clock (an SQL expression) or a given moment. */
export type Clock = SQL | Date;

/** The database's clock: the start of the current transaction. */
export const databaseNow = (): SQL => sql`now()`;

/** A clock as SQL: a Date becomes a timestamptz parameter. */
export const instant = (now: Clock): SQL => (now instanceof SQL ? now : sql`${now.toISOString()}::timestamptz`);

/** An instant as ISO 8601 in UTC, whatever the session's time zone. */
export const isoUtc = (at: AnyColumn | SQL) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A booking waiting for its advance whose hold has not lapsed. */
export const awaitingAdvance = (now: Clock = databaseNow()) =>
  sql`(${rentals.status} = 'pending' and ${rentals.holdExpiresAt} > ${instant(now)})`;

/**
 * A booking whose hold has lapsed without a write (still `pending`): it reads as expired, whichever process
 * looks.
 */
export const lapsedHold = (now: Clock = databaseNow()) =>
  sql`(${rentals.status} = 'pending' and ${rentals.holdExpiresAt} <= ${instant(now)})`;

/**
 * A booking whose hold lapsed without its advance, whether a write has closed it yet (`expired`) or not
 * (`pending`, lapsedHold): what the lapsed-hold message tells.
 */
export const holdLapsedUnpaid = (now: Clock = databaseNow()) =>
  sql`(${rentals.status} in ('pending', 'expired') and ${rentals.holdExpiresAt} <= ${instant(now)})`;

/**
 * The rental holds its booked period. The explicit status list matches the exclusion constraint's own
 * predicate, so the planner can use its index.
 */
export const holdsItsPeriod = (now: Clock = databaseNow()) =>
  sql`(${rentals.status} in ('pending', 'booked') and (${rentals.status} = 'booked' or ${awaitingAdvance(now)}))`;

/** The booked period as a range: the exclusion constraint `rentals_no_overlap`'s own expression. */
export const bookedPeriod = sql`tstzrange(${rentals.startTime}, coalesce(${rentals.endTime}, 'infinity'::timestamptz), '[)')`;

/** Paid and not handed over yet: the bike waits in the shop for its pickup (reads `booked`), also past its start. */
export const awaitingPickup = () => sql`(${rentals.status} = 'booked' and ${rentals.handedOverAt} is null)`;

/** Paid, not handed over, and its start has passed: the rider has not come yet. */
export const pickupLate = (now: Clock = databaseNow()) =>
  sql`(${awaitingPickup()} and ${rentals.startTime} <= ${instant(now)})`;

/**
 * Out on rent: handed over and not returned (reads `active`, overdue included). Handed over is a fact, not a
 * moment's reading; `now` is taken only to keep every state's call alike.
 */
export const isOut = (_now: Clock = databaseNow()) =>
  sql`(${rentals.status} = 'booked' and ${rentals.handedOverAt} is not null)`;

/** Out on rent past its planned return: strictly after it (at the planned return itself it is due, not late). */
export const isOverdue = (now: Clock = databaseNow()) =>
  sql<boolean>`(${isOut(now)} and ${rentals.endTime} is not null and ${rentals.endTime} < ${instant(now)})`;

/** The rental went out on rent: returned, or out now (active, overdue included). */
export const wentOut = (now: Clock = databaseNow()) => sql<boolean>`(${rentals.status} = 'returned' or ${isOut(now)})`;

/** Until when a rental that went out is charged: its return, or now while it is out. */
export const chargedUntil = (now: Clock = databaseNow()) => sql`coalesce(${rentals.returnTime}, ${instant(now)})`;

/**
 * The time a rental that went out holds, as a range: from its booked start to its return, open while it is
 * out. The expression of the GiST index `rentals_out_period_idx`, so a report finds the rentals out in a
 * period without reading them all.
 */
export const outPeriod = sql`tstzrange(${rentals.startTime}, coalesce(${rentals.returnTime}, 'infinity'::timestamptz), '[)')`;

/**
 * The rental holds its bike now: it is out (handed over, also early or past its planned return), or its booked
 * period covers this moment.
 * A booking for next week does not (decision 013). The bike list's `isAvailable` also looks an hour ahead:
 * bikeHeldWithin.
 */
export const rentalIsOpen = (now: Clock = databaseNow()) =>
  sql`(${isOut(now)} or (${holdsItsPeriod(now)} and ${rentals.startTime} <= ${instant(now)} and coalesce(${rentals.endTime}, 'infinity'::timestamptz) > ${instant(now)}))`;

/** The bike has a rental holding it now (`bikeId`: a column or a value). */
export const bikeHasOpenRental = (bikeId: AnyColumn | string, now: Clock = databaseNow()) =>
  sql`exists (select 1 from ${rentals} where ${rentals.bikeId} = ${bikeId} and ${rentalIsOpen(now)})`;

/**
 * The bike is held at some moment of the coming `minutes` (or is out now): a booking without a planned return
 * could not start now (docs/decisions/021), so the bike list does not offer it as available.
 */
export const bikeHeldWithin = (bikeId: AnyColumn | string, minutes: number, now: Clock = databaseNow()) =>
  sql`exists (select 1 from ${rentals} where ${rentals.bikeId} = ${bikeId} and (${rentalIsOpen(now)} or (${holdsItsPeriod(now)} and ${bookedPeriod} && tstzrange(${instant(now)}, ${instant(now)} + make_interval(mins => ${minutes}), '[)'))))`;

/** A returned rental whose positive balance is still unpaid. */
export const balanceUnpaid = sql`(${rentals.status} = 'returned' and ${rentals.totalCost} > 0 and not ${rentals.balancePaid})`;

/** The state a rental reads as: a lapsed hold reads `expired`, a paid booking handed over `active`. */
export const shownStatus = (now: Clock = databaseNow()) =>
  sql<
    Rental['status']
  >`case when ${lapsedHold(now)} then 'expired' when ${isOut(now)} then 'active' else ${rentals.status} end`;

/** Bookings that closed without becoming rentals: cancelled, or expired (a lapsed hold counts at once). */
export const closedUnrented = (now: Clock = databaseNow()) =>
  sql`${shownStatus(now)} in ('cancelled', 'expired', 'no_show')`;

/**
 * The booking counts as a use of its coupon (docs/product/money-and-refunds.md#coupons-at-checkout): from the
 * moment it is made, until its hold lapses unpaid or it is cancelled before its advance was paid or with the
 * advance owed back.
 */
export const usesItsCoupon = (now: Clock = databaseNow()) =>
  sql`(${rentals.status} in ('booked', 'returned', 'no_show') or ${awaitingAdvance(now)} or (${rentals.status} = 'cancelled' and ${rentals.advancePaid} and not exists (select 1 from ${refunds} where ${refunds.rentalId} = ${rentals.id} and ${refunds.reason} = 'cancelled')))`;
