import { firstToLapse } from '@bond/contract/papers';
import type { CounterMethod } from '@bond/contract/counter';
import { BKASH_HOLD_METHOD } from '@bond/contract/deposit-holds';
import type { HandoverInput } from '@bond/contract/handover';
import type { BkashHolds } from '../../payments/gateway.ts';
import type { RentalPhoto } from '@bond/contract/inspections';
import { roleMayAct } from '@bond/contract/auth';
import { riderStatus, type RiderStatus } from '@bond/contract/riders';
import type { Rental } from '@bond/contract/rentals';
import { text } from '@bond/contract/say';
import { shopDateOf } from '@bond/contract/time';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Account, Actor } from '../../shared/actors.ts';
import type { KeptPicture } from '../../shared/pictures.ts';
import { queueRentalMessage, type MessageContext } from '../../notifications/outbox.ts';
import { auditEntries } from '../audit/audit-entries.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { lockReviewForShare } from '../riders/riders.repository.ts';
import { readShopSettings } from '../shop-settings/shop-settings.repository.ts';
import { refusalOf, takeAtCounter } from './counter.service.ts';
import * as holds from './deposit-holds.repository.ts';
import { heldForHandover } from './deposit-holds.service.ts';
import { notBookedRefusal } from './handover-refusals.ts';
import * as handovers from './handover.repository.ts';
import * as repo from './rentals.repository.ts';
import { toRental } from './rentals.service.ts';
import { findPapers } from '../papers/papers.repository.ts';

/*
 * Handing a bike over (docs/product/handover-and-return.md#handover, docs/decisions/044): the counter
 * photographs the bike, reads its odometer and fuel, gives the helmets and takes the deposit; the rental is
 * out on rent from then on. What the rental's answers show of it, and the handover the spec's return call
 * records without an inspection, are in handover-records.ts.
 */

const MINUTE = 60_000;

/** The rider's status on the Dhaka day of `now`, read under a share lock of the file. */
async function riderStatusAt(tx: Tx, userId: string, now: Date): Promise<RiderStatus> {
  const file = await lockReviewForShare(tx, userId);
  if (!file) return 'none';
  return riderStatus(file.review, file.licenceExpiry, shopDateOf(now));
}

/**
 * `POST /rentals/{id}/photos` (staff): a photo of the rental's bike, kept re-encoded with no metadata, to be
 * named by its handover or return. Not for a rental that is closed (cancelled, expired, no-show).
 */
export async function addPhoto(db: Db, actor: Actor, rentalId: string, picture: KeptPicture): Promise<RentalPhoto> {
  const row = await db.transaction(async (tx) => {
    const rental = await repo.lockRental(tx, rentalId);
    if (!rental) throw notFound('Rental');
    if (!['pending', 'booked', 'active', 'returned'].includes(rental.status)) {
      throw new AppError('RENTAL_NOT_BOOKED', text.handoverClosed());
    }
    return handovers.insertPhoto(tx, rentalId, picture, actor.id);
  });
  return { ...row, _id: row.id, createdAt: row.createdAt.toISOString() };
}

/**
 * A photo of a rental, for staff and admins and the rental's own customer; anyone else gets the same 404 as
 * for a photo that does not exist.
 */
export async function viewPhoto(db: Db, account: Account, rentalId: string, photoId: string, thumbnail: boolean) {
  if (!roleMayAct(account.role, 'staff')) {
    const rental = await repo.findRental(db, rentalId);
    if (!rental || rental.userId !== account.id) throw notFound('Photo');
  }
  const found = await handovers.findPhotoBytes(db, rentalId, photoId, thumbnail ? 'thumbnail' : 'content');
  if (!found) throw notFound('Photo');
  return {
    kind: thumbnail ? 'bike-photo-thumbnail' : 'bike-photo',
    contentType: found.contentType,
    bytes: found.bytes,
  };
}

/**
 * 409 `PAPERS_EXPIRED` when a paper of the bike lapsed before the Dhaka day of `now`
 * (docs/product/fleet-calendar.md#papers), naming the first to lapse; nothing for a bike with no papers on file.
 */
async function refuseLapsedPapers(db: Executor, bikeId: string, now: Date): Promise<void> {
  const papers = await findPapers(db, bikeId);
  if (!papers) return;
  const first = firstToLapse(papers);
  if (first.expiry < shopDateOf(now)) throw new AppError('PAPERS_EXPIRED', text.papersExpiredHandover(first));
}

/**
 * The deposit of a handover, held in the rider's bKash wallet: the hold, locked, must still be held and be for
 * the bike's deposit; it is recorded as the rental's deposit payment.
 */
async function takeHeldDeposit(tx: Tx, actor: Actor, holdId: string, deposit: number) {
  const hold = await holds.lockHold(tx, holdId);
  // Held, and nobody is letting it go at this moment.
  if (!hold || hold.state !== 'held' || !hold.gatewayRef || hold.settleAskedAt) {
    throw new AppError('DEPOSIT_HOLD_LAPSED', text.depositHoldLapsed(), 'deposit.method');
  }
  if (hold.amount !== deposit) {
    throw new AppError('DEPOSIT_MISMATCH', text.depositMustBe({ amount: deposit }), 'deposit.amount');
  }
  await holds.insertHeldDeposit(tx, { ...hold, gatewayRef: hold.gatewayRef }, actor.id);
}

/**
 * `POST /rentals/{id}/handover` (staff): in one transaction under the rental's lock, refused with 409 and
 * nothing written unless the rental is a paid booking not handed over, it is no earlier than the shop's
 * setting before its start, the rider's file is approved on the day, the deposit is the bike's and every
 * photo is the rental's and unused. Then the readings are kept, the photos given to the handover, the rental
 * made `active`, the deposit recorded as money held (into the clerk's till when in cash), the audit row
 * written and the customer's message queued.
 */
export async function handOver(
  db: Db,
  actor: Actor,
  rentalId: string,
  input: HandoverInput,
  messages: MessageContext,
  now = new Date(),
  bkash?: BkashHolds,
): Promise<Rental> {
  const { deposit: taken } = input;
  // A deposit held in bKash is asked about before the transaction: the bike leaves only while bKash holds it.
  const held =
    taken.method === BKASH_HOLD_METHOD && taken.amount > 0 ? await heldForHandover(db, bkash, rentalId) : null;
  try {
    await db.transaction(async (tx) => {
      const rental = await repo.lockRental(tx, rentalId);
      if (!rental) throw notFound('Rental');
      if (rental.status !== 'booked') throw notBookedRefusal(rental.status);
      const { handoverEarliestMinutes } = await readShopSettings(tx);
      const earliest = new Date(rental.startTime.getTime() - handoverEarliestMinutes * MINUTE);
      if (now.getTime() < earliest.getTime()) {
        throw new AppError(
          'HANDOVER_TOO_EARLY',
          text.handoverTooEarly({ minutes: handoverEarliestMinutes, from: earliest }),
        );
      }
      const status = await riderStatusAt(tx, rental.userId, now);
      if (status !== 'approved') {
        throw new AppError('RIDER_NOT_APPROVED', text.riderNotApprovedForHandover({ status }));
      }
      // A bike whose paper has lapsed stays in the shop (docs/product/fleet-calendar.md#papers).
      await refuseLapsedPapers(tx, rental.bikeId, now);
      const deposit = await handovers.depositOfRentalBike(tx, rental.id);
      if (input.deposit.amount !== deposit) {
        throw new AppError('DEPOSIT_MISMATCH', text.depositMustBe({ amount: deposit }), 'deposit.amount');
      }
      const claimed = await handovers.claimPhotos(tx, rental.id, input.photoIds, 'handover');
      if (claimed !== input.photoIds.length) {
        throw new AppError('PHOTOS_NOT_OF_RENTAL', text.photosNotOfRental(), 'photoIds');
      }
      await handovers.insertInspection(tx, {
        rentalId: rental.id,
        stage: 'handover',
        odometerKm: input.odometerKm,
        fuelEighths: input.fuelEighths,
        helmets: input.helmets,
        notes: input.notes || null,
        recordedBy: actor.id,
        recordedAt: now,
      });
      await handovers.markHandedOver(tx, rental.id, actor.id, now);
      if (deposit > 0) {
        if (held) await takeHeldDeposit(tx, actor, held.id, deposit);
        else if (await holds.findOpenHold(tx, rental.id)) {
          throw new AppError('DEPOSIT_HOLD_OPEN', text.depositHoldOpen(), 'deposit.method');
        } else {
          const method = taken.method as CounterMethod;
          await takeAtCounter(tx, actor, rental, { purpose: 'deposit', ...taken, method }, messages);
        }
      }
      await recordAudit(
        tx,
        actor,
        auditEntries.handedOver(rental.id, {
          at: now,
          inspected: true,
          odometerKm: input.odometerKm,
          fuelEighths: input.fuelEighths,
          helmets: input.helmets,
          photos: claimed,
          deposit,
          ...(deposit > 0 ? { depositMethod: taken.method } : {}),
        }),
      );
      await queueRentalMessage(tx, messages, rental.id, {
        key: `rental:${rental.id}:handed_over`,
        facts: {
          template: 'handed_over',
          at: now,
          odometerKm: input.odometerKm,
          fuelEighths: input.fuelEighths,
          helmets: input.helmets,
          deposit,
        },
      });
    });
  } catch (err) {
    // A Send Money or terminal reference another payment has: 409 DUPLICATE_REFERENCE.
    throw (taken.method !== BKASH_HOLD_METHOD && refusalOf(err, 'advance', taken.method)) || err;
  }
  const row = await repo.findRental(db, rentalId);
  return toRental(row!);
}
