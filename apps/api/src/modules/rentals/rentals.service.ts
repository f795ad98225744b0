import {
  cancelReturnsAdvance,
  clashMessage,
  periodProblems,
  plannedReturnProblems,
  quotePeriod,
  type Period,
  type PeriodProblem,
} from '@bond/contract/periods';
import { pageMeta, pageOf, SPEC_LIST_PAGE_SIZE, type PageMeta, type PageQuery } from '@bond/contract/common';
import type {
  AllRentalsQuery,
  BookRental,
  CalculateReturn,
  CancelRental,
  ExtendRental,
  PaymentPurpose,
  Rental,
  RentalListQuery,
  RentalPayment,
  RentalStory,
  WindowQuery,
} from '@bond/contract/rentals';
import {
  ADVANCE_PAYMENT_BDT,
  BOOKING_HOLD_MINUTES,
  PENDING_BOOKINGS_PER_ACCOUNT,
  PENDING_BOOKINGS_PER_ADDRESS,
  RETURN_TIME_GRACE_MINUTES,
} from '@bond/contract/constants';
import { balanceAfterAdvance, rentalCharge, rentedMinutes } from '@bond/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { isExclusionViolation } from '../../db/client.ts';
import { AppError, notFound, refuseBadWindow, sessionExpired } from '../../errors.ts';
import type { Account, Actor } from '../../plugins/auth.ts';
import { auditEntries } from '../audit/audit-entries.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import {
  findOpenCheckout,
  insertPayment,
  listPaymentsOfRental,
  type PaymentRow,
} from '../../payments/payments.repository.ts';
import { newTranId, returnUrls, startCheckout } from '../../payments/payments.service.ts';
import { lockBike } from '../bikes/bikes.repository.ts';
import { findActiveUserById, lockOpenAccountForShare } from '../users/users.repository.ts';
import { recordRefundDue } from '../refunds/refunds.repository.ts';
import { queueRentalMessage, type MessageContext } from '../../notifications/outbox.ts';
import * as repo from './rentals.repository.ts';

const MINUTE = 60_000;

export function toRental(row: repo.RentalRow): Rental {
  return {
    _id: row.id,
    userId: row.userId,
    bikeId: row.bikeId,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    returnTime: row.returnTime?.toISOString() ?? null,
    totalCost: row.totalCost,
    rentalCharge: row.rentalCharge,
    isReturned: row.status === 'returned',
    payment: row.balancePaid,
    advancePayment: row.advancePaid,
    status: row.status,
    isOverdue: Boolean(row.isOverdue),
    holdExpiresAt: row.status === 'pending' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    bike: {
      _id: row.bikeId,
      name: row.bikeName,
      brand: row.bikeBrand,
      model: row.bikeModel,
      image: row.bikeImage,
      pricePerHour: row.bikePricePerHour,
    },
    user: { _id: row.userId, name: row.userName, email: row.userEmail, phone: row.userPhone },
    refunds: row.refunds,
  };
}

type PaymentContext = { gateway: PaymentGateway; publicUrl: string; log: FastifyBaseLogger };

/** Opens the gateway's checkout for a stored payment attempt, in the customer's name. */
async function openCheckout(
  db: Db,
  account: Account,
  payments: PaymentContext,
  payment: PaymentRow,
  description: string,
) {
  const customer = await findActiveUserById(db, account.id);
  if (!customer) throw sessionExpired();
  return startCheckout(
    db,
    payments.gateway,
    payment,
    {
      description,
      customer: { name: customer.name, email: customer.email, phone: customer.phone, address: customer.address },
      urls: returnUrls(payments.publicUrl, payment.tranId),
    },
    payments.log,
  );
}

/** A new payment attempt of a rental, stored as pending before its checkout is opened (D9). */
const newPayment = (
  db: Executor,
  payments: PaymentContext,
  rentalId: string,
  purpose: PaymentPurpose,
  amount: number,
) => insertPayment(db, { rentalId, purpose, amount, gateway: payments.gateway.name, tranId: newTranId(purpose) });

/** What the gateway's checkout says a payment is for (the customer reads it there; aamarPay's `desc`). */
export const advanceDescription = (rentalId: string) => `Advance payment for booking ${rentalId}`;
export const rentDescription = (bikeName: string, rentalId: string) => `Rent for ${bikeName}, booking ${rentalId}`;

/** A booking's advance attempt, stored, waiting for its checkout. */
type AdvanceDue = { rentalId: string; holdExpiresAt: Date; payment: PaymentRow };

/** Opens the checkout of a booking's advance: what POST /rentals and "pay the advance" answer. */
async function advanceCheckout(db: Db, account: Account, payments: PaymentContext, due: AdvanceDue) {
  const paymentUrl = await openCheckout(db, account, payments, due.payment, advanceDescription(due.rentalId));
  return {
    rentalId: due.rentalId,
    amount: ADVANCE_PAYMENT_BDT,
    currency: 'BDT' as const,
    holdExpiresAt: due.holdExpiresAt.toISOString(),
    payment_url: paymentUrl,
  };
}

/** D19: the period asked for overlaps `clash`, a booking of the same bike; the message names it in Dhaka time. */
const periodTaken = (clash: Period, path: 'startTime' | 'endTime' = 'startTime') => {
  const message = clashMessage(clash);
  return new AppError('PERIOD_TAKEN', message, [{ path, message }]);
};

/** A refusal naming the period that overlaps, read again after the database refused an overlap (a race). */
async function periodTakenAfterRace(db: Db, bikeId: string, period: Period, exceptId?: string) {
  const clash = await repo.findClash(db, bikeId, period, exceptId);
  if (clash) return periodTaken(clash, exceptId ? 'endTime' : 'startTime');
  // The overlapping booking closed in between: the customer may simply try again.
  return new AppError('PERIOD_TAKEN', 'This bike was booked for that time a moment ago. Please try again', [
    { path: 'startTime', message: 'This bike was booked for that time a moment ago. Please try again' },
  ]);
}

function refuseProblems(problems: PeriodProblem[]): void {
  const [first] = problems;
  if (first) throw new AppError('VALIDATION_FAILED', first.message, problems);
}

/**
 * D6, D19: a customer books a bike for a period (open-ended without `endTime`, as the spec's client books);
 * the booking holds the period until the advance is paid or the hold lapses. No two open bookings of a bike
 * overlap: the bike's row lock makes bookings of one bike take turns, and the exclusion constraint
 * `rentals_no_overlap` refuses what any other path would let through. Unpaid bookings are limited per
 * account and per client address (`bookedFrom`), so nobody can hold the fleet without paying.
 */
export async function bookBike(
  db: Db,
  account: Account,
  input: BookRental,
  payments: PaymentContext,
  bookedFrom: string,
  perAddress = PENDING_BOOKINGS_PER_ADDRESS,
  now = new Date(),
) {
  if (account.role !== 'user') throw new AppError('ADMIN_CANNOT_BOOK', 'Admin is not allowed to book a bike');
  const period: Period = { start: new Date(input.startTime), end: input.endTime ? new Date(input.endTime) : null };
  refuseProblems(periodProblems(period, now));
  let booking: AdvanceDue;
  try {
    booking = await db.transaction(async (tx) => {
      if (!(await lockOpenAccountForShare(tx, account.id))) throw sessionExpired();
      await repo.lockBookingsOf(tx, account.id, bookedFrom);
      const pending = await repo.countPendingBookings(tx, account.id, bookedFrom);
      if (pending.ofAccount >= PENDING_BOOKINGS_PER_ACCOUNT) {
        throw new AppError(
          'TOO_MANY_PENDING_BOOKINGS',
          `You already have ${PENDING_BOOKINGS_PER_ACCOUNT} bookings waiting for their advance payment. Pay for one or let it lapse before booking another bike`,
        );
      }
      if (pending.fromAddress >= perAddress) {
        throw new AppError(
          'TOO_MANY_PENDING_BOOKINGS',
          `${perAddress} bookings made from your network are waiting for their advance payment. Please pay for one or try again in ${BOOKING_HOLD_MINUTES} minutes`,
        );
      }
      const bike = await lockBike(tx, input.bikeId);
      if (!bike || bike.retiredAt) throw notFound('Bike');
      if (!bike.isAvailable) {
        throw new AppError('BIKE_NOT_AVAILABLE', 'This bike is not available for booking right now', [
          { path: 'bikeId', message: 'This bike is not available for booking right now' },
        ]);
      }
      await repo.expireLapsedHolds(tx, input.bikeId);
      const clash = await repo.findClash(tx, input.bikeId, period);
      if (clash) throw periodTaken(clash);
      const rental = await repo.insertPendingRental(tx, {
        userId: account.id,
        bikeId: input.bikeId,
        pricePerHour: bike.pricePerHour,
        startTime: period.start,
        endTime: period.end,
        holdMinutes: BOOKING_HOLD_MINUTES,
        bookedFrom,
      });
      const payment = await newPayment(tx, payments, rental.id, 'advance', ADVANCE_PAYMENT_BDT);
      return { rentalId: rental.id, holdExpiresAt: rental.holdExpiresAt, payment };
    });
  } catch (err) {
    // The database is the referee between server processes: the loser of a race lands here.
    if (isExclusionViolation(err, 'rentals_no_overlap')) throw await periodTakenAfterRace(db, input.bikeId, period);
    throw err;
  }

  return advanceCheckout(db, account, payments, booking);
}

/** A customer who left the checkout can open a new one while the booking still holds the bike. */
export async function payAdvanceAgain(db: Db, account: Account, bookingId: string, payments: PaymentContext) {
  const rental = await repo.findRental(db, bookingId);
  if (!rental || rental.userId !== account.id) throw notFound('Rental');
  if (rental.status === 'expired')
    throw new AppError('RENTAL_NOT_ACTIVE', 'This booking has lapsed. Please book the bike again');
  if (rental.status === 'cancelled')
    throw new AppError('RENTAL_NOT_ACTIVE', 'This booking was cancelled. Please book the bike again');
  if (rental.status !== 'pending') throw new AppError('ALREADY_PAID', 'The advance of this booking is already settled');
  const payment = await newPayment(db, payments, rental.id, 'advance', ADVANCE_PAYMENT_BDT);
  return advanceCheckout(db, account, payments, {
    rentalId: rental.id,
    holdExpiresAt: rental.holdExpiresAt ?? new Date(),
    payment,
  });
}

/** Cancelled and expired bookings only with `include=all` (docs/decisions/008). */
const scopeOf = (query: RentalListQuery) => (query.include === 'all' ? 'all' : 'rentals');

/** A page of the customer's own rentals, newest first. */
export async function listMyRentals(
  db: Db,
  userId: string,
  query: RentalListQuery = {},
): Promise<{ data: Rental[]; meta: PageMeta }> {
  return listRentalsPage(db, { scope: scopeOf(query), state: query.state, userId }, query);
}

/** A page of every rental (or one customer's), newest first (admin). */
export async function listAllRentals(db: Db, query: AllRentalsQuery = {}): Promise<{ data: Rental[]; meta: PageMeta }> {
  return listRentalsPage(db, { scope: scopeOf(query), state: query.state, userId: query.customer }, query);
}

async function listRentalsPage(db: Db, filters: repo.RentalListFilters, query: PageQuery) {
  const page = pageOf(query, SPEC_LIST_PAGE_SIZE);
  const { rows, total } = await repo.listRentals(db, filters, { limit: page.pageSize, offset: page.offset });
  return { data: rows.map(toRental), meta: pageMeta(page, total) };
}

/** D7: the shop records a return; cost = round(price × minutes ÷ 60) − advance, in one transaction. */
export async function recordReturn(
  db: Db,
  actor: Actor,
  input: CalculateReturn,
  messages: MessageContext,
  now = new Date(),
): Promise<Rental> {
  const returnTime = new Date(input.bikeReturnTime);
  await db.transaction(async (tx) => {
    const rental = await repo.lockRental(tx, input.bookingId);
    if (!rental) throw notFound('Rental');
    if (rental.status === 'returned') throw new AppError('ALREADY_RETURNED', 'Already returned');
    // A paid booking whose start is at most the return grace away counts as out: the return time may lie
    // that far ahead too (the spec's client books "now" to the minute).
    const outOnRent =
      rental.status === 'active' ||
      (rental.status === 'booked' && rental.startTime.getTime() <= now.getTime() + RETURN_TIME_GRACE_MINUTES * MINUTE);
    if (!outOnRent) {
      if (rental.status === 'booked') {
        throw new AppError('RENTAL_NOT_ACTIVE', 'This booking’s period has not begun, so the bike is not out on rent');
      }
      if (rental.status === 'no_show' || rental.status === 'cancelled') {
        throw new AppError('RENTAL_NOT_ACTIVE', 'This booking was closed without the bike going out');
      }
      throw new AppError(
        'RENTAL_NOT_ACTIVE',
        'This booking’s advance payment has not been made, so the bike is not out on rent',
      );
    }
    if (returnTime.getTime() <= rental.startTime.getTime()) {
      throw new AppError('VALIDATION_FAILED', 'Return time must be after the start time', [
        { path: 'bikeReturnTime', message: 'Return time must be after the start time' },
      ]);
    }
    if (returnTime.getTime() > now.getTime() + RETURN_TIME_GRACE_MINUTES * MINUTE) {
      throw new AppError('VALIDATION_FAILED', 'Return time cannot be in the future', [
        { path: 'bikeReturnTime', message: 'Return time cannot be in the future' },
      ]);
    }
    // Charged at the price the bike had when it was booked, whatever the shop has changed since.
    const charge = rentalCharge(rental.pricePerHour, rentedMinutes(rental.startTime, returnTime));
    const totalCost = balanceAfterAdvance(charge);
    await repo.recordReturn(tx, rental.id, { returnTime, rentalCharge: charge, totalCost });
    await recordAudit(
      tx,
      actor,
      auditEntries.returned(rental.id, rental.status, { returnTime, rentalCharge: charge, totalCost }),
    );
    // D5, D21: a rental that cost less than the advance leaves the shop owing the difference.
    if (totalCost < 0)
      await recordRefundDue(tx, { rentalId: rental.id, amount: -totalCost, reason: 'negative_balance' });
    await queueRentalMessage(tx, messages, rental.id, {
      key: `rental:${rental.id}:return_recorded`,
      facts: { template: 'return_recorded' },
    });
  });
  return rentalById(db, input.bookingId);
}

/** D5, D8: the owner pays exactly the balance the server computed; a client-chosen amount is refused. */
export async function payBalance(
  db: Db,
  account: Account,
  bookingId: string,
  amount: number,
  payments: PaymentContext,
) {
  const rental = await repo.findRental(db, bookingId);
  // Another customer's rental is reported as missing: nobody learns it exists.
  if (!rental || rental.userId !== account.id) throw notFound('Rental');
  if (rental.status !== 'returned')
    throw new AppError('RENTAL_NOT_ACTIVE', 'The bike has not been returned yet, so there is nothing to pay');
  if (rental.balancePaid) throw new AppError('ALREADY_PAID', 'This rental is already paid');
  if (rental.totalCost <= 0) {
    throw new AppError(
      'NOTHING_TO_PAY',
      rental.totalCost < 0 ? 'Nothing to pay: the shop will return your money' : 'Nothing to pay for this rental',
    );
  }
  if (amount !== rental.totalCost) {
    const message = `The amount to pay for this rental is ${rental.totalCost} BDT`;
    throw new AppError('AMOUNT_MISMATCH', message, [{ path: 'amount', message }]);
  }
  // One open checkout per balance: asking again (a double click, a second tab, the back button) gets the
  // same checkout, and the rental's row lock makes parallel requests take turns deciding.
  const decision = await db.transaction(async (tx) => {
    await repo.lockRental(tx, rental.id);
    const open = await findOpenCheckout(tx, rental.id, 'rent');
    if (open) return { open };
    return { payment: await newPayment(tx, payments, rental.id, 'rent', rental.totalCost) };
  });
  if (decision.open) {
    if (!decision.open.checkoutUrl) {
      throw new AppError(
        'PAYMENT_IN_PROGRESS',
        'The payment page for this rental is being opened. Please wait a moment and try again',
      );
    }
    return { payment_url: decision.open.checkoutUrl, amount: decision.open.amount };
  }
  const payment = decision.payment;
  const paymentUrl = await openCheckout(db, account, payments, payment, rentDescription(rental.bikeName, rental.id));
  return { payment_url: paymentUrl, amount: rental.totalCost };
}

/** The rental of `id`, locked, when its owner or an admin acts on it; anyone else learns nothing (404). */
async function lockOwnRental(tx: Tx, account: Account, id: string) {
  const rental = await repo.lockRental(tx, id);
  if (!rental || (account.role !== 'admin' && rental.userId !== account.id)) throw notFound('Rental');
  return rental;
}

/**
 * D20: a customer cancels their own pending or booked rental before its start; the advance is owed back
 * when that is 24 hours or more ahead (a refund due, D21), and kept otherwise. An admin cancels any pending
 * or booked rental before its start and says whether the advance is owed back.
 */
export async function cancelRental(
  db: Db,
  account: Actor,
  id: string,
  input: CancelRental,
  messages: MessageContext,
  now = new Date(),
): Promise<Rental> {
  const isAdmin = account.role === 'admin';
  if (isAdmin && input.refundAdvance === undefined) {
    const message = 'Say whether the advance is returned (refundAdvance: true or false)';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'refundAdvance', message }]);
  }
  if (!isAdmin && input.refundAdvance !== undefined) {
    const message = 'Only the shop decides whether the advance is returned';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'refundAdvance', message }]);
  }
  await db.transaction(async (tx) => {
    const rental = await lockOwnRental(tx, account, id);
    if (rental.status !== 'pending' && rental.status !== 'booked') {
      const why =
        rental.status === 'active'
          ? 'Its period has begun, so this booking can no longer be cancelled'
          : `This booking is ${rental.status === 'no_show' ? 'closed as a no-show' : rental.status}, so there is nothing to cancel`;
      throw new AppError('CANNOT_CANCEL', why);
    }
    if (rental.startTime.getTime() <= now.getTime()) {
      throw new AppError('CANNOT_CANCEL', 'Its period has begun, so this booking can no longer be cancelled');
    }
    await repo.cancelBooking(tx, rental.id);
    const refund = isAdmin ? input.refundAdvance === true : cancelReturnsAdvance(rental.startTime, now);
    const refundDue = rental.advancePaid && refund;
    if (refundDue) {
      await recordRefundDue(tx, { rentalId: rental.id, amount: ADVANCE_PAYMENT_BDT, reason: 'cancelled' });
    }
    // Told whenever money or the shop's decision is involved; a customer who drops their own unpaid booking
    // has just seen it go.
    if (rental.advancePaid || isAdmin) {
      await queueRentalMessage(tx, messages, rental.id, {
        key: `rental:${rental.id}:booking_cancelled`,
        facts: {
          template: 'booking_cancelled',
          advance: !rental.advancePaid ? 'not paid' : refundDue ? 'returned' : 'kept',
          byShop: isAdmin,
        },
      });
    }
    // D21: an admin's cancellation is on record; a customer's own is not an admin action.
    if (isAdmin) {
      await recordAudit(tx, account, {
        action: 'rental.cancelled',
        subjectId: rental.id,
        before: { status: rental.status },
        after: { status: 'cancelled', refundDue: refundDue ? ADVANCE_PAYMENT_BDT : 0 },
      });
    }
  });
  return rentalById(db, id);
}

/** D20: an admin closes an active rental whose bike was never collected; the advance is kept, the bike freed. */
export async function markNoShow(db: Db, actor: Actor, id: string): Promise<Rental> {
  await db.transaction(async (tx) => {
    const rental = await repo.lockRental(tx, id);
    if (!rental) throw notFound('Rental');
    if (rental.status !== 'active') {
      const why =
        rental.status === 'booked'
          ? 'Its period has not begun yet: cancel the booking instead'
          : 'Only a rental whose period has begun and whose bike is not returned can be a no-show';
      throw new AppError('RENTAL_NOT_ACTIVE', why);
    }
    await repo.markNoShow(tx, rental.id);
    await recordAudit(tx, actor, auditEntries.noShow(rental.id));
  });
  return rentalById(db, id);
}

/**
 * D20: the owner moves the planned return of a booked or active rental later, while the bike is free for the
 * longer period. No payment now: the charge at return follows D5.
 */
export async function extendRental(
  db: Db,
  account: Account,
  id: string,
  input: ExtendRental,
  now = new Date(),
): Promise<Rental> {
  const endTime = new Date(input.endTime);
  let bikeId = '';
  try {
    await db.transaction(async (tx) => {
      const rental = await repo.lockRental(tx, id);
      if (!rental || rental.userId !== account.id) throw notFound('Rental');
      bikeId = rental.bikeId;
      if (rental.status !== 'booked' && rental.status !== 'active') {
        throw new AppError('CANNOT_EXTEND', 'Only a paid booking or a rental out on rent can be extended');
      }
      if (!rental.endTime) {
        throw new AppError('CANNOT_EXTEND', 'This rental has no planned return: it lasts until the bike is returned');
      }
      if (endTime.getTime() <= rental.endTime.getTime()) {
        const message = 'The new planned return must be later than the current one';
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'endTime', message }]);
      }
      if (endTime.getTime() <= now.getTime()) {
        const message = 'The new planned return must be in the future';
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'endTime', message }]);
      }
      refuseProblems(plannedReturnProblems(rental.startTime, endTime));
      await lockBike(tx, rental.bikeId);
      const clash = await repo.findClash(tx, rental.bikeId, { start: rental.startTime, end: endTime }, rental.id);
      if (clash) throw periodTaken(clash, 'endTime');
      await repo.setPlannedReturn(tx, rental.id, endTime, now);
    });
  } catch (err) {
    if (isExclusionViolation(err, 'rentals_no_overlap')) {
      const rental = await repo.findRental(db, id);
      throw await periodTakenAfterRace(db, bikeId, { start: rental?.startTime ?? endTime, end: endTime }, id);
    }
    throw err;
  }
  return rentalById(db, id);
}

/** D20: the admin's week: every rental holding a period within [from, to), and every overdue one. */
export async function schedule(db: Db, query: WindowQuery): Promise<Rental[]> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  refuseBadWindow(from, to);
  return (await repo.listSchedule(db, from, to)).map(toRental);
}

/**
 * A rental's whole story for its customer or an admin (issue 11, item 1): the rental, its cost so far and
 * every payment attempt. Anyone else learns nothing (404).
 */
export async function rentalStory(db: Db, account: Account, id: string): Promise<RentalStory> {
  const story = await storyOfRental(db, id);
  if (!story || (account.role !== 'admin' && story.userId !== account.id)) throw notFound('Rental');
  return story;
}

/** A rental's whole story, for whoever the caller has already checked may read it (a receipt e-mail). */
export async function storyOfRental(db: Db, id: string): Promise<RentalStory | null> {
  const row = await repo.findRental(db, id);
  if (!row) return null;
  const rental = toRental(row);
  const attempts = await listPaymentsOfRental(db, id);
  return { ...rental, cost: costSoFar(row), payments: attempts.map(toRentalPayment) };
}

/** D5: the recorded cost once returned; an estimate for the planned period before; nothing while open-ended. */
function costSoFar(row: repo.RentalRow): RentalStory['cost'] {
  const pricePerHour = row.bikePricePerHour;
  const closedUnrented = row.status === 'cancelled' || row.status === 'expired' || row.status === 'no_show';
  if (row.status === 'returned' && row.returnTime && row.rentalCharge !== null) {
    return {
      minutes: rentedMinutes(row.startTime, row.returnTime),
      pricePerHour,
      charge: row.rentalCharge,
      advance: ADVANCE_PAYMENT_BDT,
      balance: row.totalCost,
      basis: 'returned',
    };
  }
  if (row.endTime && !closedUnrented) {
    const quote = quotePeriod(pricePerHour, { start: row.startTime, end: row.endTime });
    return { ...quote, pricePerHour, basis: 'planned' };
  }
  return { minutes: null, pricePerHour, charge: null, advance: ADVANCE_PAYMENT_BDT, balance: null, basis: 'open' };
}

function toRentalPayment(p: PaymentRow): RentalPayment {
  return {
    _id: p.id,
    purpose: p.purpose,
    amount: p.amount,
    currency: p.currency,
    gateway: p.gateway,
    status: p.status,
    gatewayTxnId: p.gatewayTxnId,
    refundDue: p.refundDue || p.status === 'duplicate',
    createdAt: p.createdAt.toISOString(),
    settledAt: p.settledAt?.toISOString() ?? null,
  };
}

async function rentalById(db: Db, id: string): Promise<Rental> {
  const row = await repo.findRental(db, id);
  if (!row) throw notFound('Rental');
  return toRental(row);
}
