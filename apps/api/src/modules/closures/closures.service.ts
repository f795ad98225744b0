import {
  CLOSURE_MAX_DAYS,
  type Closure,
  type ClosureClash,
  type CreateClosure,
  type CreatedClosure,
  type PublicClosure,
} from '@bond/contract/closures';
import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import { text } from '@bond/contract/say';
import { isExclusionViolation, type Db, type Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { queueRentalMessage, type MessageContext } from '../../notifications/outbox.ts';
import type { Actor } from '../../shared/actors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { recordRefundDue } from '../refunds/refunds.repository.ts';
import { cancelBooking, lockRental } from '../rentals/rentals.repository.ts';
import * as repo from './closures.repository.ts';

/*
 * Closing the whole shop for a period (docs/product/fleet-calendar.md#closures): admins close it, list the
 * closures and end one early; everyone sees the closures to come. Whether a closure meets a booking is the
 * database's rule; this says which, and cancels them when asked to.
 */

const DAY = 24 * 60 * 60_000;

function toClosure(row: repo.ClosureRow): Closure {
  return {
    _id: row.id,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    reason: row.reason,
    note: row.note,
    createdBy: { _id: row.createdBy, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endedBy: row.endedBy ? { _id: row.endedBy, name: row.endedByName ?? '' } : null,
  };
}

async function clashesOf(db: Executor, start: Date, end: Date): Promise<ClosureClash[]> {
  return (await repo.listClashes(db, start, end)).map((r) => ({
    rentalId: r.rentalId,
    start: r.start.toISOString(),
    end: r.end?.toISOString() ?? null,
    status: r.status,
    customerName: r.customerName,
    bikeId: r.bikeId,
    bikeName: r.bikeName,
    advancePaid: r.advancePaid,
  }));
}

/** 409 `CLOSURE_CLASHES` naming every booking in the way (`data.clashes`). */
function clashesRefusal(clashes: ClosureClash[]): AppError {
  const refusal = new AppError('CLOSURE_CLASHES', text.closureClashes({ count: Math.max(1, clashes.length) }));
  refusal.data = { clashes };
  return refusal;
}

/**
 * Closes the shop for [start, end): 400 for an end not after the start, not ahead of now, or more than 30
 * days after the start; 409 `PERIOD_TAKEN` over another closure. Bookings in the way (paid, or waiting for
 * their advance within their hold, of any bike): without `cancelClashing`, 409 `CLOSURE_CLASHES` naming them
 * all and nothing made; with it, in the one transaction that makes the closure, each is cancelled, its
 * advance owed back when paid, its customer told in their language, and each cancellation is in the audit
 * log. Bookings made meanwhile by any process wait for that transaction, then are refused.
 */
export async function createClosure(
  db: Db,
  actor: Actor,
  input: CreateClosure,
  messages: MessageContext,
  now: Date = new Date(),
): Promise<CreatedClosure> {
  const start = new Date(input.start);
  const end = new Date(input.end);
  if (end.getTime() <= start.getTime()) throw new AppError('VALIDATION_FAILED', text.closureEndNotAfterStart(), 'end');
  if (end.getTime() <= now.getTime()) throw new AppError('VALIDATION_FAILED', text.closureEndPassed(), 'end');
  if (end.getTime() - start.getTime() > CLOSURE_MAX_DAYS * DAY) {
    throw new AppError('VALIDATION_FAILED', text.closureTooLong({ max: CLOSURE_MAX_DAYS }), 'end');
  }
  if (!input.cancelClashing) {
    const inTheWay = await clashesOf(db, start, end);
    if (inTheWay.length > 0) throw clashesRefusal(inTheWay);
  }
  try {
    const made = await db.transaction(async (tx) => {
      const cancelled: ClosureClash[] = [];
      if (input.cancelClashing) {
        // Under the closures' lock no booking is made or confirmed until this commits: the list is final.
        await repo.lockShopForClosure(tx);
        for (const clash of await clashesOf(tx, start, end)) {
          const rental = await lockRental(tx, clash.rentalId);
          if (!rental || (rental.status !== 'pending' && rental.status !== 'booked')) continue;
          await cancelBooking(tx, rental.id, false);
          if (rental.advancePaid) {
            await recordRefundDue(tx, { rentalId: rental.id, amount: ADVANCE_PAYMENT_BDT, reason: 'cancelled' });
          }
          await queueRentalMessage(tx, messages, rental.id, {
            key: `rental:${rental.id}:booking_cancelled`,
            facts: {
              template: 'booking_cancelled',
              advance: rental.advancePaid ? 'returned' : 'not paid',
              byShop: true,
              closed: { start, end },
            },
          });
          cancelled.push({ ...clash, advancePaid: rental.advancePaid });
        }
      }
      const id = await repo.insertClosure(tx, {
        startTime: start,
        endTime: end,
        reason: input.reason,
        note: input.note || null,
        createdBy: actor.id,
      });
      for (const rental of cancelled) {
        await recordAudit(tx, actor, {
          action: 'rental.cancelled',
          subjectId: rental.rentalId,
          before: { status: rental.status },
          after: { status: 'cancelled', refundDue: rental.advancePaid ? ADVANCE_PAYMENT_BDT : 0, closure: id },
        });
      }
      await recordAudit(tx, actor, {
        action: 'shop.closed',
        subjectId: id,
        after: {
          start: start.toISOString(),
          end: end.toISOString(),
          reason: input.reason,
          cancelled: cancelled.length,
        },
      });
      return { id, cancelled };
    });
    return { ...toClosure((await repo.findClosure(db, made.id))!), cancelled: made.cancelled };
  } catch (err) {
    // A booking made between the look and the closure (the database's rule caught it): name them all.
    if (isExclusionViolation(err, 'shop_closures_meet_bookings')) throw clashesRefusal(await clashesOf(db, start, end));
    if (isExclusionViolation(err, 'shop_closures_no_overlap')) {
      throw new AppError('PERIOD_TAKEN', text.closureOverlapsClosure(), 'start');
    }
    throw err;
  }
}

/** Every closure, the latest first, ended ones included (their history is kept). */
export async function listClosures(db: Db): Promise<Closure[]> {
  return (await repo.listClosures(db)).map(toClosure);
}

/** The closures not over yet, the soonest first, as everyone sees them: when and why, never the note. */
export async function upcomingClosures(db: Db): Promise<PublicClosure[]> {
  return (await repo.listUpcoming(db)).map((row) => ({
    _id: row.id,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    reason: row.reason,
  }));
}

/**
 * Ends a closure now (called off, or the shop opens early): its period stops here, or it never begins; the
 * row stays. 409 `CLOSURE_ENDED` once it has ended (by its end or earlier). Bookings it cancelled stay
 * cancelled.
 */
export async function endClosure(db: Db, actor: Actor, id: string, now: Date = new Date()): Promise<Closure> {
  await db.transaction(async (tx) => {
    const closure = await repo.lockClosure(tx, id);
    if (!closure) throw notFound('Closure');
    const endsAt = closure.endedAt ?? closure.endTime;
    if (endsAt.getTime() <= now.getTime()) throw new AppError('CLOSURE_ENDED', text.closureAlreadyEnded());
    await repo.endClosure(tx, id, actor.id, now);
    await recordAudit(tx, actor, {
      action: 'shop.closure_ended',
      subjectId: id,
      before: { end: closure.endTime.toISOString() },
      after: { end: now.toISOString() },
    });
  });
  return toClosure((await repo.findClosure(db, id))!);
}
