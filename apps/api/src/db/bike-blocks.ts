import { sql, type AnyColumn } from 'drizzle-orm';
import { databaseNow, instant, type Clock } from './rental-states.ts';
import { bikeBlocks } from './schema.ts';

/*
 * A bike's blocks as the rest of the shop meets them (docs/product/fleet-calendar.md#blocks): a period a block
 * holds is busy for bookings exactly as a booked period is, so every question of "is the bike free?" asks
 * both. The rule that they never overlap is migration 0027's.
 */

/** The period a block holds, as migration 0027's `bike_block_period` says it (empty once ended before it began). */
export const blockPeriod = sql`bike_block_period(${bikeBlocks.startTime}, ${bikeBlocks.endTime}, ${bikeBlocks.endedAt})`;

/** When a block stops holding the bike: its end, or when it was ended early. */
export const blockEnd = sql`least(${bikeBlocks.endTime}, coalesce(${bikeBlocks.endedAt}, ${bikeBlocks.endTime}))`;

/** The bike is blocked at some moment of the coming `minutes` (`bikeId`: a column or a value). */
export const bikeBlockedWithin = (bikeId: AnyColumn | string, minutes: number, now: Clock = databaseNow()) =>
  sql`exists (select 1 from ${bikeBlocks} where ${bikeBlocks.bikeId} = ${bikeId} and ${blockPeriod} && tstzrange(${instant(now)}, ${instant(now)} + make_interval(mins => ${minutes}), '[)'))`;
