import type { Language } from '@bond/contract/languages';
import type { DepositHold } from '@bond/contract/deposit-holds';
import { text } from '@bond/contract/say';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { GatewayError, type BkashHolds, type Hold } from '../../payments/gateway.ts';
import { newTranId } from '../../payments/payments.service.ts';
import type { Actor } from '../../shared/actors.ts';
import { findActiveUserById } from '../users/users.repository.ts';
import * as holdsRepo from './deposit-holds.repository.ts';
import type { DepositHoldRow } from './deposit-holds.repository.ts';
import { notBookedRefusal } from './handover-refusals.ts';
import * as handovers from './handover.repository.ts';
import * as repo from './rentals.repository.ts';

/*
 * Deposits held in the rider's bKash wallet (docs/product/handover-and-return.md#deposits-held-in-bkash): the
 * counter opens bKash's authorization checkout for the bike's deposit, the rider approves it on their phone,
 * the shop executes it once, and the handover takes it as the deposit only while bKash says it is held. The
 * return's capture and void are in return.service.ts.
 */

/** The hold as the counter's answers show it. */
export function toDepositHold(row: DepositHoldRow): DepositHold {
  return {
    _id: row.id,
    rentalId: row.rentalId,
    state: row.state,
    amount: row.amount,
    checkoutUrl: row.state === 'pending' ? row.checkoutUrl : null,
    capturedAmount: row.capturedAmount,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 409 when the shop has no bKash to hold deposits with. */
export function holdsOf(holds: BkashHolds | undefined): BkashHolds {
  if (!holds) throw new AppError('DEPOSIT_HOLD_UNAVAILABLE', text.depositHoldUnavailable());
  return holds;
}

const refOf = (hold: DepositHoldRow) => ({ tranId: hold.tranId, gatewayRef: hold.gatewayRef ?? '' });

/** bKash's words of a refusal, as kept on the hold. */
const errorOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/**
 * Keeps what bKash said of a pending hold: held (with bKash's transaction id), or failed; a hold still pending
 * stays as it is. Answers the hold as it is afterwards (another request may have moved it first).
 */
async function keepPendingOutcome(
  db: Executor,
  hold: DepositHoldRow,
  said: Hold | { failed: string; executeRefused?: boolean },
) {
  if ('failed' in said) {
    // A refusal by the rider, or of the execute itself: never over an execute another request is making.
    await holdsRepo.moveHold(
      db,
      hold.id,
      ['pending'],
      { state: 'failed', error: said.failed, checkoutUrl: null },
      { unexecuted: !said.executeRefused },
    );
  } else if (said.state === 'held') {
    await holdsRepo.moveHold(db, hold.id, ['pending'], { state: 'held', trxId: said.trxId, checkoutUrl: null });
  } else if (said.state !== 'pending') {
    const error = `bKash says the hold is ${said.state}`;
    await holdsRepo.moveHold(db, hold.id, ['pending'], { state: 'failed', error, checkoutUrl: null });
  }
  return (await holdsRepo.findHoldByTranId(db, hold.tranId)) ?? hold;
}

/**
 * `POST /rentals/{id}/deposit-hold` (staff): opens bKash's authorization checkout for the bike's deposit, for
 * the rider to approve on their phone. A booking paid and not yet handed over only; a rental that has a hold
 * open or held gets that one again (a second press opens nothing).
 */
export async function openHold(
  db: Db,
  bkash: BkashHolds | undefined,
  actor: Actor,
  rentalId: string,
  publicUrl: string,
  log: FastifyBaseLogger,
): Promise<DepositHold> {
  const holds = holdsOf(bkash);
  // Under the rental's lock, as the handover takes it: a hold is opened only for a booking still waiting for
  // its bike, and a handover by another method cannot slip in between.
  const found = await db.transaction(async (tx) => {
    const locked = await repo.lockRental(tx, rentalId);
    if (!locked) throw notFound('Rental');
    if (locked.status !== 'booked') throw notBookedRefusal(locked.status);
    const amount = await handovers.depositOfRentalBike(tx, locked.id);
    if (amount === 0) throw new AppError('DEPOSIT_MISMATCH', text.depositMustBe({ amount }), 'deposit.amount');
    // Only the request that stores the hold opens its checkout at bKash: any other press (in any process)
    // answers the hold as it stands, its page's address once bKash gave it. One whose page never came is replaced.
    await holdsRepo.closeUnopenedHold(tx, locked.id);
    const open = await holdsRepo.findOpenHold(tx, locked.id);
    if (open) return { rental: locked, hold: open, isNew: false };
    // Under the rental's lock no other hold of it can be stored meanwhile: the insert stores this one.
    const made = await holdsRepo.insertHold(tx, { rentalId, tranId: newTranId('deposit'), amount, openedBy: actor.id });
    if (!made) throw new Error('a hold was stored beside the rental’s lock');
    return { rental: locked, hold: made, isNew: true };
  });
  if (!found.isNew) return toDepositHold(found.hold);
  const { rental, hold } = found;
  const rider = await findActiveUserById(db, rental.userId);
  const callback = `${publicUrl.replace(/\/+$/, '')}/api/payments/bkash/hold/${encodeURIComponent(hold.tranId)}`;
  try {
    const opened = await holds.holdDeposit({
      tranId: hold.tranId,
      amount: hold.amount,
      currency: 'BDT',
      description: `Deposit, rental ${rental.id}`,
      customer: {
        name: rider?.name ?? '',
        email: rider?.email ?? '',
        phone: rider?.phone ?? '',
        address: rider?.address ?? '',
      },
      urls: { success: callback, fail: callback, cancel: callback },
    });
    await holdsRepo.keepCheckout(db, hold.id, opened.gatewayRef, opened.redirectUrl);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    log.error({ err, tranId: hold.tranId }, 'bKash did not open a hold of a deposit');
    await holdsRepo.moveHold(db, hold.id, ['pending'], { state: 'failed', error: errorOf(err) });
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', text.gatewayUnavailable());
  }
  return toDepositHold((await holdsRepo.findHoldByTranId(db, hold.tranId))!);
}

/** The language the rider reads the shop in, for the page their phone is sent to; English when unknown. */
export async function riderLanguageOfHold(db: Db, tranId: string): Promise<Language> {
  const hold = await holdsRepo.findHoldByTranId(db, tranId);
  const rental = hold ? await repo.findRental(db, hold.rentalId) : undefined;
  const rider = rental ? await findActiveUserById(db, rental.userId) : undefined;
  return rider?.language ?? 'en';
}

/**
 * The rider back from bKash's page (`GET /payments/bkash/hold/{tranId}?paymentID&status`). The return proves
 * nothing: an approved hold is executed once (the request that claims `confirm_asked_at`, in any process),
 * and every other return, or a refusal, asks bKash where the hold stands. Answers the hold's state.
 */
export async function holdAnswered(
  db: Db,
  bkash: BkashHolds | undefined,
  tranId: string,
  back: { gatewayRef: string | null; approved: boolean },
  log: FastifyBaseLogger,
): Promise<DepositHold['state'] | null> {
  const hold = await holdsRepo.findHoldByTranId(db, tranId);
  if (!hold || !bkash) return null;
  if (hold.state !== 'pending' || !hold.gatewayRef) return hold.state;
  if (back.gatewayRef !== hold.gatewayRef) {
    log.warn({ tranId, named: back.gatewayRef }, 'a hold’s return named another checkout than ours');
    return hold.state;
  }
  let said: Hold | { failed: string; executeRefused?: boolean };
  try {
    if (back.approved && (await holdsRepo.claimConfirm(db, hold.id))) {
      said = await bkash.confirmHold(refOf(hold));
    } else {
      said = await bkash.holdOf(refOf(hold));
      // Refused or cancelled on bKash's page, and never executed: nothing is held.
      if (!back.approved && said.state === 'pending' && !hold.confirmAskedAt)
        said = { failed: 'declined by the rider' };
    }
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    // bKash refused to execute (a wrong PIN, too little balance): nothing is held. No answer: still pending.
    if (err.kind !== 'rejected') {
      log.warn({ err, tranId }, 'bKash did not answer about a hold; it is asked again when the counter looks');
      return hold.state;
    }
    said = { failed: errorOf(err), executeRefused: true };
  }
  return (await keepPendingOutcome(db, hold, said)).state;
}

/**
 * `GET /rentals/{id}/deposit-hold` (staff): the rental's newest hold. One whose execute was asked but not
 * answered is asked about again here, so the counter's view catches up without a second execute.
 */
export async function viewHold(
  db: Db,
  bkash: BkashHolds | undefined,
  rentalId: string,
  log: FastifyBaseLogger,
): Promise<DepositHold> {
  const hold = await holdsRepo.findLatestHold(db, rentalId);
  if (!hold) throw notFound('Deposit hold');
  if (hold.state !== 'pending' || !hold.confirmAskedAt || !bkash) return toDepositHold(hold);
  try {
    return toDepositHold(await keepPendingOutcome(db, hold, await bkash.holdOf(refOf(hold))));
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    log.warn({ err, tranId: hold.tranId }, 'bKash did not answer about a hold');
    return toDepositHold(hold);
  }
}

/**
 * After a booking closed without its bike leaving (cancelled, a no-show): lets its hold go, if it has one, so
 * no money stays held in the rider's wallet. Not answered by bKash, the hold stays as it is (logged); staff can
 * let it go later, and bKash lets an authorization nobody captured lapse.
 */
export async function letHoldGoAfterClose(
  db: Db,
  bkash: BkashHolds | undefined,
  rentalId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!bkash || !(await holdsRepo.findOpenHold(db, rentalId))) return;
  try {
    await releaseHold(db, bkash, rentalId);
  } catch (err) {
    log.warn({ err, rentalId }, 'the bKash hold of a closed booking was not let go; staff can let it go later');
  }
}

/**
 * Where bKash says the hold stands. A status call bKash refuses or does not answer says nothing of the hold:
 * a 502, and nothing is changed (the counter asks again).
 */
export async function askStatus(bkash: BkashHolds, hold: DepositHoldRow): Promise<Hold> {
  try {
    return await bkash.holdOf(refOf(hold));
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', text.gatewayUnavailable());
  }
}

/**
 * `DELETE /rentals/{id}/deposit-hold` (staff): lets the rental's open hold go before the handover (the rider
 * pays the deposit another way, or does not take the bike). Claimed under the rental's lock, so a handover and a
 * let-go never both win: a pending hold never executed is closed (approving it later holds nothing); a held one
 * is claimed (`settle_asked_at`) and then voided at bKash. A hold a handover took is settled by the return only.
 */
export async function releaseHold(db: Db, bkash: BkashHolds | undefined, rentalId: string): Promise<DepositHold> {
  const holds = holdsOf(bkash);
  const claimed = await db.transaction(async (tx) => {
    const rental = await repo.lockRental(tx, rentalId);
    if (!rental) throw notFound('Rental');
    const hold = await holdsRepo.findOpenHold(tx, rentalId);
    if (!hold) throw notFound('Deposit hold');
    if ((await holdsRepo.findHoldOfDeposit(tx, rentalId))?.id === hold.id) {
      throw new AppError('DEPOSIT_HOLD_IN_USE', text.depositHoldInUse());
    }
    if (hold.state === 'pending') {
      const closed = await holdsRepo.moveHold(
        tx,
        hold.id,
        ['pending'],
        { state: 'released', checkoutUrl: null },
        { unexecuted: true },
      );
      // Being executed at this moment: what bKash answers decides.
      if (!closed) throw new AppError('DEPOSIT_HOLD_BUSY', text.depositHoldBusy());
      return { done: closed, toVoid: undefined };
    }
    const toVoid = await holdsRepo.claimSettle(tx, hold.id, 0);
    if (!toVoid) throw new AppError('DEPOSIT_HOLD_BUSY', text.depositHoldBusy());
    return { done: undefined, toVoid };
  });
  if (claimed.done) return toDepositHold(claimed.done);
  const hold = claimed.toVoid!;
  let said: Hold;
  try {
    said = await holds.release(refOf(hold));
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    if (err.kind !== 'rejected') throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', text.gatewayUnavailable());
    said = await askStatus(holds, hold);
  }
  // Not answered either way: the claim stands, and lapses for a new try after a while.
  if (said.state === 'held' || said.state === 'pending') {
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', text.gatewayUnavailable());
  }
  const moved = await holdsRepo.moveHold(
    db,
    hold.id,
    ['held'],
    said.state === 'released'
      ? { state: 'released', checkoutUrl: null }
      : { state: 'failed', checkoutUrl: null, error: `bKash says the hold is ${said.state}` },
  );
  return toDepositHold(moved ?? (await holdsRepo.findHoldByTranId(db, hold.tranId))!);
}

/**
 * What the handover's deposit `bkash_hold` stands on: the rental's hold, held, and bKash saying so now (asked
 * before the handover's transaction). 409 `DEPOSIT_NOT_HELD` when there is none or the rider has not approved it
 * yet; 409 `DEPOSIT_HOLD_LAPSED` (and the hold kept as failed) when bKash no longer holds it.
 */
export async function heldForHandover(db: Db, bkash: BkashHolds | undefined, rentalId: string) {
  const holds = holdsOf(bkash);
  const hold = await holdsRepo.findOpenHold(db, rentalId);
  if (!hold || hold.state !== 'held') {
    throw new AppError('DEPOSIT_NOT_HELD', text.depositNotHeld({ pending: Boolean(hold) }), 'deposit.method');
  }
  const said = await askStatus(holds, hold);
  if (said.state !== 'held') {
    await holdsRepo.moveHold(db, hold.id, ['held'], { state: 'failed', error: `bKash says the hold is ${said.state}` });
    throw new AppError('DEPOSIT_HOLD_LAPSED', text.depositHoldLapsed(), 'deposit.method');
  }
  return hold;
}
