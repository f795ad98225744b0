import { sql } from 'drizzle-orm';
import { databaseNow, instant, type Clock } from './rental-states.ts';
import { shopClosures } from './schema.ts';

/*
 * The shop's closures as the rest of the shop meets them (docs/product/fleet-calendar.md#closures): a period
 * the shop is closed is busy for every bike, exactly as a booked period is for its own, so every question of
 * "is the bike free?" asks this too. The rule that no open booking overlaps a closure is migration 0029's.
 */

/** The period a closure holds: a block's rule (migration 0027's `bike_block_period`), empty once called off before it began. */
export const closurePeriod = sql`bike_block_period(${shopClosures.startTime}, ${shopClosures.endTime}, ${shopClosures.endedAt})`;

/** When a closure stops holding the shop: its end, or when it was ended early. */
export const closureEnd = sql`least(${shopClosures.endTime}, coalesce(${shopClosures.endedAt}, ${shopClosures.endTime}))`;

/** The closure still holds time now or ahead. */
export const closureAhead = (now: Clock = databaseNow()) =>
  sql`(${closureEnd} > ${instant(now)} and ${closureEnd} > ${shopClosures.startTime})`;

/** The shop is closed at some moment of the coming `minutes`. */
export const shopClosedWithin = (minutes: number, now: Clock = databaseNow()) =>
  sql`exists (select 1 from ${shopClosures} where ${closurePeriod} && tstzrange(${instant(now)}, ${instant(now)} + make_interval(mins => ${minutes}), '[)'))`;
