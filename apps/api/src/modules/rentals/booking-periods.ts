import { OPEN_BOOKING_MIN_FREE_MINUTES, RENTAL_MAX_DAYS } from '@bond/contract/constants';
import { lapsesAt } from '@bond/contract/papers';
import type { Period, PeriodProblem } from '@bond/contract/periods';
import { text } from '@bond/contract/say';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { QuoteBasis } from './quote-basis.ts';
import { findClash, type Clash } from './rentals.repository.ts';

/** The refusals of a booking's period, shared by the booking, the quote and the extension. */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * docs/product/booking-and-periods.md#no-overlap: the period asked for overlaps `clash`, a booking or block
 * of the same bike, or a closure of the shop (docs/product/fleet-calendar.md#closures); the message names it
 * in Dhaka time.
 */
export const periodTaken = (clash: Clash, path: 'startTime' | 'endTime' = 'startTime') => {
  const said = clash.shopClosed ? text.shopClosedThen({ clash }) : text.periodTaken({ clash });
  return new AppError('PERIOD_TAKEN', said, path);
};

/** A refusal naming the period that overlaps, read again after the database refused an overlap (a race). */
export async function periodTakenAfterRace(db: Executor, bikeId: string, period: Period, exceptId?: string) {
  const clash = await findClash(db, bikeId, period, exceptId);
  if (clash) return periodTaken(clash, exceptId ? 'endTime' : 'startTime');
  // The overlapping booking closed in between: the customer may simply try again.
  return new AppError('PERIOD_TAKEN', text.periodTakenMomentAgo(), 'startTime');
}

/** The first of a period's problems as a 400, every one of them in `errorMessage`. */
export function refuseProblems(problems: PeriodProblem[]): void {
  const [first] = problems;
  if (first) throw new AppError('VALIDATION_FAILED', first.text, problems);
}

/**
 * The planned return of a booking asked without one (docs/decisions/021): the start of the bike's next
 * booking, at most 14 days after the start. A booking covering the start is refused as any clash is; one
 * beginning within the hour after it leaves no room for the shortest rental, so it is named in a 409.
 */
export async function endOfOpenBooking(basis: Pick<QuoteBasis, 'clash'>, bikeId: string, start: Date): Promise<Date> {
  const longest = new Date(start.getTime() + RENTAL_MAX_DAYS * DAY);
  const next = await basis.clash(bikeId, { start, end: longest });
  if (!next) return longest;
  if (next.start.getTime() <= start.getTime()) throw periodTaken(next);
  if (next.start.getTime() < start.getTime() + OPEN_BOOKING_MIN_FREE_MINUTES * MINUTE) {
    throw new AppError('PERIOD_TAKEN', text.nextBookingTooSoon({ next }), 'endTime');
  }
  return next.start;
}

/**
 * docs/product/fleet-calendar.md#papers: a bike whose paper lapses (the day after `papersExpiry`, its first
 * paper's last valid Dhaka day) before `end` is not booked, nor extended, past that moment: 409
 * `PAPERS_EXPIRED` naming it. Nothing while the bike has no papers on file.
 */
export function refuseLapsedPapers(papersExpiry: string | null, end: Date, path: 'startTime' | 'endTime' | 'bikeId') {
  if (papersExpiry === null) return;
  const at = lapsesAt(papersExpiry);
  if (end.getTime() > at.getTime()) throw new AppError('PAPERS_EXPIRED', text.papersLapseBooking({ at }), path);
}

/**
 * The end of an open-ended booking's period (see endOfOpenBooking) kept within the bike's papers: to when
 * they lapse, when that is sooner, and refused when that leaves less than the shortest open booking.
 */
export function openEndWithinPapers(papersExpiry: string | null, start: Date, end: Date): Date {
  if (papersExpiry === null) return end;
  const at = lapsesAt(papersExpiry);
  if (end.getTime() <= at.getTime()) return end;
  refuseLapsedPapers(papersExpiry, new Date(start.getTime() + OPEN_BOOKING_MIN_FREE_MINUTES * MINUTE), 'startTime');
  return at;
}
