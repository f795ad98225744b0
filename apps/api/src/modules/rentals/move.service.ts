import { OPEN_BOOKING_MIN_FREE_MINUTES } from '@bond/contract/constants';
import { MOVE_CC_RANGE, type AlternativeBike, type MoveRental } from '@bond/contract/blocks';
import { roleMayAct } from '@bond/contract/roles';
import type { Rental, WindowQuery } from '@bond/contract/rentals';
import { text } from '@bond/contract/say';
import { isExclusionViolation, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Account, Actor } from '../../shared/actors.ts';
import { queueRentalMessage, type MessageContext } from '../../notifications/outbox.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { periodTaken, periodTakenAfterRace, refuseLapsedPapers } from './booking-periods.ts';
import { findBikePrices } from '../bikes/bikes.repository.ts';
import * as repo from './rentals.repository.ts';
import { toRental } from './rentals.service.ts';

/*
 * Moving a booking to another bike (docs/product/fleet-calendar.md#moving-a-booking): when its bike cannot be
 * ridden (a block in the way), staff move the booking to a bike alike, for the same period at the price the
 * customer agreed, and the customer is told which bike it is now.
 */

const sameBrand = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The bikes a booking of `bikeId` for [from, to) could move to; 404 for no such bike. */
export async function alternatives(db: Db, bikeId: string, query: WindowQuery): Promise<AlternativeBike[]> {
  const bike = await repo.findBikeToMoveTo(db, bikeId);
  if (!bike) throw notFound('Bike');
  const rows = await repo.listMoveAlternatives(
    db,
    bike,
    { start: new Date(query.from), end: new Date(query.to) },
    MOVE_CC_RANGE,
  );
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    brand: r.brand,
    model: r.model,
    cc: r.cc,
    pricePerHour: r.pricePerHour,
  }));
}

/**
 * Moves a booking to `input.bikeId` for its whole period: only a booking whose bike has not left (waiting for
 * its advance within its hold, or paid and not handed over; 409 `CANNOT_MOVE` otherwise); to a bike that is not
 * retired (409 `BIKE_RETIRED`), of the same brand within 25 cc (409 `BIKE_NOT_SIMILAR`, unless an admin sends
 * `force: true`; staff sending it get 403), and free for the period (409 `PERIOD_TAKEN`, whichever process
 * took it). The quote stays; the audit log and the customer's message say from which bike to which.
 */
export async function moveRental(
  db: Db,
  actor: Actor,
  account: Pick<Account, 'role'>,
  rentalId: string,
  input: MoveRental,
  messages: MessageContext,
  now: Date = new Date(),
): Promise<Rental> {
  if (input.force && !roleMayAct(account.role, 'admin')) throw new AppError('FORBIDDEN', text.forceIsAdmins());
  const target = await repo.findBikeToMoveTo(db, input.bikeId);
  if (!target) throw new AppError('NOT_FOUND', text.notFound({ what: 'Bike' }), 'bikeId');
  if (target.retiredAt) throw new AppError('BIKE_RETIRED', text.bikeRetiredNoBlock(), 'bikeId');
  let period: { start: Date; end: Date | null } | undefined;
  try {
    await db.transaction(async (tx) => {
      const rental = await repo.lockRental(tx, rentalId);
      if (!rental) throw notFound('Rental');
      period = { start: rental.startTime, end: rental.endTime };
      const over = rental.endTime !== null && rental.endTime.getTime() <= now.getTime();
      if ((rental.status !== 'pending' && rental.status !== 'booked') || over) {
        throw new AppError('CANNOT_MOVE', text.cannotMoveRental());
      }
      if (rental.bikeId === target.id) throw new AppError('VALIDATION_FAILED', text.moveToSameBike(), 'bikeId');
      const from = await repo.findBikeToMoveTo(tx, rental.bikeId);
      const alike = from && sameBrand(from.brand, target.brand) && Math.abs(from.cc - target.cc) <= MOVE_CC_RANGE;
      if (!alike && !input.force) {
        throw new AppError('BIKE_NOT_SIMILAR', text.bikeNotSimilar({ cc: MOVE_CC_RANGE }), 'bikeId');
      }
      const clash = await repo.findClash(tx, target.id, period);
      if (clash) throw periodTaken(clash);
      // Its papers must hold for the whole booking (docs/product/fleet-calendar.md#papers).
      const papersExpiry = (await findBikePrices(tx, target.id))?.papersExpiry ?? null;
      refuseLapsedPapers(
        papersExpiry,
        period.end ?? new Date(period.start.getTime() + OPEN_BOOKING_MIN_FREE_MINUTES * 60_000),
        'bikeId',
      );
      await repo.moveToBike(tx, rental.id, target.id);
      await recordAudit(tx, actor, {
        action: 'rental.moved',
        subjectId: rental.id,
        before: { bike: from?.name ?? rental.bikeId },
        after: { bike: target.name, ...(alike ? {} : { force: true }) },
      });
      await queueRentalMessage(tx, messages, rental.id, {
        key: `rental:${rental.id}:moved:${now.getTime()}`,
        facts: { template: 'rental_moved', fromBike: from?.name ?? '' },
      });
    });
  } catch (err) {
    if (period && isExclusionViolation(err, 'rentals_no_overlap'))
      throw await periodTakenAfterRace(db, target.id, period, rentalId);
    throw err;
  }
  const row = await repo.findRental(db, rentalId);
  return toRental(row!);
}
