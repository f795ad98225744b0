import { billOf, type BillCharge } from '@bond/contract/bill';
import { ADVANCE_PAYMENT_BDT, RETURN_TIME_GRACE_MINUTES } from '@bond/contract/constants';
import type { ReturnCharge, ReturnInput, ReturnPreviewInput } from '@bond/contract/handover';
import type { Bill } from '@bond/contract/inspections';
import type { ReturnedHold } from '@bond/contract/deposit-holds';
import { GatewayError, type BkashHolds, type Hold } from '../../payments/gateway.ts';
import type { Rental } from '@bond/contract/rentals';
import { text } from '@bond/contract/say';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../shared/actors.ts';
import { queueRentalMessage, type MessageContext } from '../../notifications/outbox.ts';
import { auditEntries, type AuditedCharge } from '../audit/audit-entries.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { listChargeItems } from '../charge-items/charge-items.repository.ts';
import { recordRefundDue } from '../refunds/refunds.repository.ts';
import { readShopSettings } from '../shop-settings/shop-settings.repository.ts';
import type { KeptQuote } from '@bond/contract/booking-charge';
import * as handovers from './handover.repository.ts';
import * as holdsRepo from './deposit-holds.repository.ts';
import type { DepositHoldRow } from './deposit-holds.repository.ts';
import { askStatus, holdsOf } from './deposit-holds.service.ts';
import * as repo from './rentals.repository.ts';
import { returnCharge, toRental } from './rentals.service.ts';

/*
 * Taking a bike back (docs/product/handover-and-return.md#return): the readings, the photos and the charges,
 * and the bill they make (`billOf`, docs/product/handover-and-return.md#the-bill). The preview makes the same
 * bill and saves nothing.
 */

const MINUTE = 60_000;
/** The price list's item charged for each helmet not brought back. */
const LOST_HELMET = 'LOST_HELMET';

type LockedRental = NonNullable<Awaited<ReturnType<typeof repo.lockRental>>>;
type Readings = { odometerKm?: number | undefined; fuelEighths?: number | undefined; helmetsBack?: number | undefined };

/** The 409 for a rental that is not out on rent. */
function notOutRefusal(status: Rental['status']): AppError {
  if (status === 'returned') return new AppError('ALREADY_RETURNED', text.alreadyReturned());
  if (status === 'booked') return new AppError('NOT_HANDED_OVER', text.notHandedOver());
  if (status === 'pending') return new AppError('RENTAL_NOT_ACTIVE', text.advanceNotPaid());
  return new AppError('RENTAL_NOT_ACTIVE', text.closedWithoutGoingOut());
}

/** The charges as the bill names them: a price list's item by its code (active), or the line written. */
async function billCharges(db: Executor, charges: readonly ReturnCharge[]) {
  const items = await listChargeItems(db, { active: true });
  const byCode = new Map(items.map((item) => [item.code, item]));
  const named: BillCharge[] = charges.map((c, i) => {
    if (c.itemCode === undefined)
      return { code: null, label: { en: c.label ?? '', bn: c.label ?? '' }, amount: c.amount };
    const item = byCode.get(c.itemCode);
    if (!item) {
      throw new AppError('VALIDATION_FAILED', text.chargeItemUnknown({ code: c.itemCode }), `charges.${i}.itemCode`);
    }
    return { code: item.code, label: { en: item.nameEn, bn: item.nameBn }, amount: c.amount };
  });
  return { named, lostHelmetPrice: byCode.get(LOST_HELMET)?.amount ?? 0 };
}

/**
 * The bill of `rental` returned at `returnTime` with these readings and charges, and the charges as the bill
 * names them (in the order sent).
 */
async function billFor(
  db: Executor,
  rental: LockedRental,
  input: Readings & { returnTime: Date; charges: readonly ReturnCharge[] },
  /** The deposit to bill with, when not the rental's deposit payment (a bKash hold that lapsed: 0). */
  depositOverride?: number,
): Promise<{ bill: Bill; charges: BillCharge[] }> {
  const [settings, out, deposit, charges] = await Promise.all([
    readShopSettings(db),
    handovers.findInspection(db, rental.id, 'handover'),
    depositOverride ?? handovers.depositHeld(db, rental.id),
    billCharges(db, input.charges),
  ]);
  if (out && input.odometerKm !== undefined && input.odometerKm < out.odometerKm) {
    throw new AppError('VALIDATION_FAILED', text.odometerBelowHandover({ km: out.odometerKm }), 'odometerKm');
  }
  const bill = billOf({
    rental: { startTime: rental.startTime, pricePerHour: rental.pricePerHour, quote: rental.quote as KeptQuote | null },
    plannedReturn: rental.endTime,
    returnTime: input.returnTime,
    settings,
    out: out ? { fuelEighths: out.fuelEighths, helmets: out.helmets } : null,
    back: {
      fuelEighths: input.fuelEighths ?? out?.fuelEighths ?? 0,
      helmets: input.helmetsBack ?? out?.helmets ?? 0,
    },
    lostHelmetPrice: charges.lostHelmetPrice,
    charges: charges.named,
    advance: rental.advancePaid ? ADVANCE_PAYMENT_BDT : 0,
    deposit,
  });
  return { bill, charges: charges.named };
}

/** A charge of a return as its audit row keeps it. */
/** Each charge of a return as the audit row names it, so the log says what was charged and why, not only the totals. */
function auditedCharges(named: readonly BillCharge[], sent: readonly ReturnCharge[]): AuditedCharge[] {
  return named.map((charge, i) => ({
    code: charge.code,
    label: charge.label.en,
    amount: charge.amount,
    reason: sent[i]?.reason || null,
  }));
}

/** A return time after the start; not later than now (and its grace) unless `future` (the preview). */
function checkReturnTime(rental: LockedRental, returnTime: Date, now: Date, { future }: { future: boolean }) {
  if (returnTime.getTime() <= rental.startTime.getTime()) {
    throw new AppError('VALIDATION_FAILED', text.returnBeforeStart(), 'returnTime');
  }
  if (!future && returnTime.getTime() > now.getTime() + RETURN_TIME_GRACE_MINUTES * MINUTE) {
    throw new AppError('VALIDATION_FAILED', text.returnInFuture(), 'returnTime');
  }
}

/** What the return did with a deposit held in bKash, for the bill, the refund due and the audit row. */
type HoldSettled = {
  /** The deposit the bill takes from: undefined for the deposit payment's (the whole hold). */
  deposit: number | undefined;
  /** What became of the hold, for the audit row and the answer. */
  audit: ReturnedHold;
};

/**
 * docs/product/handover-and-return.md#deposits-held-in-bkash: the return of a rental whose deposit is held in
 * bKash, settled with bKash before the return's transaction (a gateway's answer is never waited for with a
 * transaction open). The return is checked first as its transaction will check it (out on rent, the return
 * time, the readings, the charges, the photos), so money is taken only for a return that will be kept. Then the
 * one request that claims the hold (`settle_asked_at`, with the amount it asks for) captures what the bill takes
 * from the deposit (bKash gives the rest back) or, when it takes nothing, voids it whole; a second press gets
 * 409 `DEPOSIT_HOLD_BUSY`, or the hold as the first left it. A hold bKash no longer has is no deposit (the bill
 * takes nothing from one). A hold an earlier return captured, whose transaction did not commit, is a deposit
 * of what it asked for, its rest owed back as any deposit's.
 */
async function settleHoldFirst(
  db: Db,
  bkash: BkashHolds,
  hold: DepositHoldRow,
  rentalId: string,
  billed: Omit<ReturnInput, 'returnTime'> & { returnTime: Date },
  now: Date,
): Promise<HoldSettled> {
  if (hold.state !== 'held') return settledAlready(hold);
  const rental = await repo.findRentalToChange(db, rentalId);
  if (!rental) throw notFound('Rental');
  if (rental.status !== 'active') throw notOutRefusal(rental.status);
  checkReturnTime(rental, billed.returnTime, now, { future: false });
  const { bill } = await billFor(db, rental, billed);
  if ((await handovers.countUnusedPhotos(db, rentalId, billed.photoIds)) !== billed.photoIds.length) {
    throw new AppError('PHOTOS_NOT_OF_RENTAL', text.photosNotOfRental(), 'photoIds');
  }
  const applied = bill.depositApplied;
  const claimed = await holdsRepo.claimSettle(db, hold.id, applied);
  if (!claimed) {
    const current = await holdsRepo.findHoldByTranId(db, hold.tranId);
    if (current && current.state !== 'held') return settledAlready(current);
    throw new AppError('DEPOSIT_HOLD_BUSY', text.depositHoldBusy());
  }
  // An earlier claim whose request died may have reached bKash: what bKash did then stands.
  if (hold.settleAskedAt) {
    const standing = await askStatus(bkash, hold);
    if (standing.state !== 'held') return keepSettled(db, hold, standing, hold.settleAmount ?? 0, applied);
  }
  const ref = { tranId: hold.tranId, gatewayRef: hold.gatewayRef ?? '' };
  let after: Hold;
  try {
    after = applied > 0 ? await bkash.capture(ref, applied) : await bkash.release(ref);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    if (err.kind !== 'rejected') throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', text.gatewayUnavailable());
    after = await askStatus(bkash, hold);
  }
  return keepSettled(db, hold, after, applied, applied);
}

/** A hold no longer held when the return comes: captured by an earlier return, or no deposit at all. */
function settledAlready(hold: DepositHoldRow): HoldSettled {
  if (hold.state === 'captured') {
    const captured = hold.capturedAmount ?? 0;
    return { deposit: captured, audit: { state: 'captured', captured, givenBack: false } };
  }
  return { deposit: 0, audit: { state: hold.state, captured: 0, givenBack: false } };
}

/**
 * Keeps what bKash did with the hold, asked to take `asked` (0: to void it) for a bill taking `applied`. bKash
 * captures a hold once, so what it captured is what the claim asked for. Still held or pending: bKash has not
 * answered, a 502, and the claim lapses for a new try after a while.
 */
async function keepSettled(
  db: Db,
  hold: DepositHoldRow,
  after: Hold,
  asked: number,
  applied: number,
): Promise<HoldSettled> {
  if (after.state === 'captured' && asked > 0) {
    await holdsRepo.moveHold(db, hold.id, ['held'], { state: 'captured', capturedAmount: asked });
    return asked === applied
      ? { deposit: undefined, audit: { state: 'captured', captured: asked, givenBack: true } }
      : { deposit: asked, audit: { state: 'captured', captured: asked, givenBack: false } };
  }
  if (after.state === 'released' && asked === 0) {
    await holdsRepo.moveHold(db, hold.id, ['held'], { state: 'released' });
    return applied === 0
      ? { deposit: undefined, audit: { state: 'released', captured: 0, givenBack: true } }
      : { deposit: 0, audit: { state: 'released', captured: 0, givenBack: true } };
  }
  if (after.state === 'held' || after.state === 'pending') {
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', text.gatewayUnavailable());
  }
  // Voided, lapsed or refused at bKash before the return could take anything: no deposit was held.
  await holdsRepo.moveHold(db, hold.id, ['held'], { state: 'failed', error: `bKash says the hold is ${after.state}` });
  return { deposit: 0, audit: { state: 'failed', captured: 0, givenBack: false } };
}

/** `POST /rentals/{id}/return/preview` (staff): the bill a return would make, saving nothing. */
export async function previewReturn(
  db: Db,
  rentalId: string,
  input: ReturnPreviewInput,
  now = new Date(),
): Promise<Bill> {
  const rental = await repo.findRentalToChange(db, rentalId);
  if (!rental) throw notFound('Rental');
  if (rental.status !== 'active') throw notOutRefusal(rental.status);
  const returnTime = new Date(input.returnTime);
  checkReturnTime(rental, returnTime, now, { future: true });
  return (await billFor(db, rental, { ...input, returnTime })).bill;
}

/**
 * `POST /rentals/{id}/return` (staff): in one transaction under the rental's lock, refused with nothing written
 * unless the rental is out on rent and the readings and photos hold (the odometer not below the handover's,
 * four photos of this rental not used before). The readings are kept, the photos given to the return, the
 * bill made and kept with the rental; what the deposit leaves is a refund due, a negative balance too; the
 * audit log and the customer's message follow. Twice is 409: the first return stands.
 */
export async function returnRental(
  db: Db,
  actor: Actor,
  rentalId: string,
  input: ReturnInput,
  messages: MessageContext,
  now = new Date(),
  bkash?: BkashHolds,
): Promise<{ rental: Rental; bill: Bill; depositHold: ReturnedHold | null }> {
  const returnTime = new Date(input.returnTime);
  const billed = { ...input, returnTime };
  // A deposit held in bKash is settled with bKash before the transaction (docs/product/handover-and-return.md#deposits-held-in-bkash).
  const hold = await holdsRepo.findHoldOfDeposit(db, rentalId);
  const settled = hold ? await settleHoldFirst(db, holdsOf(bkash), hold, rentalId, billed, now) : null;
  const bill = await db.transaction(async (tx) => {
    const rental = await repo.lockRental(tx, rentalId);
    if (!rental) throw notFound('Rental');
    if (rental.status !== 'active') throw notOutRefusal(rental.status);
    checkReturnTime(rental, returnTime, now, { future: false });
    const { bill: made, charges } = await billFor(tx, rental, billed, settled?.deposit);
    if ((await handovers.claimPhotos(tx, rental.id, input.photoIds, 'return')) !== input.photoIds.length) {
      throw new AppError('PHOTOS_NOT_OF_RENTAL', text.photosNotOfRental(), 'photoIds');
    }
    await handovers.insertInspection(tx, {
      rentalId: rental.id,
      stage: 'return',
      odometerKm: input.odometerKm,
      fuelEighths: input.fuelEighths,
      helmets: input.helmetsBack,
      notes: input.notes || null,
      recordedBy: actor.id,
      recordedAt: now,
    });
    await record(tx, actor, rental, returnTime, made, auditedCharges(charges, input.charges), messages, settled);
    return made;
  });
  const row = await repo.findRental(db, rentalId);
  return { rental: toRental(row!), bill, depositHold: settled?.audit ?? null };
}

async function record(
  tx: Tx,
  actor: Actor,
  rental: LockedRental,
  returnTime: Date,
  bill: Bill,
  charges: AuditedCharge[],
  messages: MessageContext,
  settled: HoldSettled | null,
) {
  const { addOnsCharge, discount } = returnCharge(rental, returnTime);
  await repo.recordReturn(tx, rental.id, {
    returnTime,
    rentalCharge: bill.rent,
    totalCost: bill.balance,
    addOnsCharge,
    discount,
  });
  await handovers.saveBill(tx, rental.id, bill);
  await recordAudit(
    tx,
    actor,
    auditEntries.returnedWithBill(
      rental.id,
      {
        returnTime,
        rentalCharge: bill.rent,
        lateFee: bill.lateFee,
        extras: bill.extras,
        depositApplied: bill.depositApplied,
        depositRefund: bill.depositRefund,
        totalCost: bill.balance,
        ...(settled ? { depositHold: settled.audit } : {}),
      },
      charges,
    ),
  );
  // A deposit bKash still held went back to the rider at bKash itself: nothing is owed back for it.
  if (bill.depositRefund > 0 && !settled?.audit.givenBack) {
    await recordRefundDue(tx, { rentalId: rental.id, amount: bill.depositRefund, reason: 'deposit_return' });
  }
  if (bill.balance < 0) {
    await recordRefundDue(tx, { rentalId: rental.id, amount: -bill.balance, reason: 'negative_balance' });
  }
  await queueRentalMessage(tx, messages, rental.id, {
    key: `rental:${rental.id}:return_recorded`,
    facts: {
      template: 'return_recorded',
      bill: {
        total: bill.total,
        depositApplied: bill.depositApplied,
        depositRefund: bill.depositRefund,
        lines: bill.lines.map(({ kind, label, amount }) => ({ kind, label, amount })),
      },
    },
  });
}
