import type { BookRental, CalculateReturn, PaymentPurpose, Rental, RentalListQuery } from '@bond/contract/rentals';
import {
  ADVANCE_PAYMENT_BDT,
  BOOKING_HOLD_MINUTES,
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_START_GRACE_MINUTES,
  PENDING_BOOKINGS_PER_ACCOUNT,
  PENDING_BOOKINGS_PER_ADDRESS,
  RETURN_TIME_GRACE_MINUTES,
} from '@bond/contract/constants';
import { balanceAfterAdvance, rentalCharge, rentedMinutes } from '@bond/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { AppError, notFound, sessionExpired } from '../../errors.ts';
import type { Account } from '../../plugins/auth.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { findOpenCheckout, insertPayment, type PaymentRow } from '../../payments/payments.repository.ts';
import { newTranId, returnUrls, startCheckout } from '../../payments/payments.service.ts';
import { lockBike } from '../bikes/bikes.repository.ts';
import { findActiveUserById, lockOpenAccountForShare } from '../users/users.repository.ts';
import { recordRefundDue } from '../refunds/refunds.repository.ts';
import * as repo from './rentals.repository.ts';

const MINUTE = 60_000;

export function toRental(row: repo.RentalRow): Rental {
  return {
    _id: row.id,
    userId: row.userId,
    bikeId: row.bikeId,
    startTime: row.startTime.toISOString(),
    returnTime: row.returnTime?.toISOString() ?? null,
    totalCost: row.totalCost,
    rentalCharge: row.rentalCharge,
    isReturned: row.status === 'returned',
    payment: row.balancePaid,
    advancePayment: row.advancePaid,
    status: row.status,
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

/** A booking's advance attempt, stored, waiting for its checkout. */
type AdvanceDue = { rentalId: string; holdExpiresAt: Date; payment: PaymentRow };

/** Opens the checkout of a booking's advance: what POST /rentals and "pay the advance" answer. */
async function advanceCheckout(db: Db, account: Account, payments: PaymentContext, due: AdvanceDue) {
  const paymentUrl = await openCheckout(
    db,
    account,
    payments,
    due.payment,
    `Advance payment for booking ${due.rentalId}`,
  );
  return {
    rentalId: due.rentalId,
    amount: ADVANCE_PAYMENT_BDT,
    currency: 'BDT' as const,
    holdExpiresAt: due.holdExpiresAt.toISOString(),
    payment_url: paymentUrl,
  };
}

const bikeTaken = () =>
  new AppError(
    'BIKE_NOT_AVAILABLE',
    'Sorry, this bike has just been booked by someone else. Please choose another bike',
    [{ path: 'bikeId', message: 'Sorry, this bike has just been booked by someone else. Please choose another bike' }],
  );

/**
 * D6: a customer books an available bike; the booking holds it until the advance is paid or the hold lapses.
 * Unpaid bookings are limited per account and per client address (`bookedFrom`), so nobody can hold the
 * fleet without paying.
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
  const startTime = new Date(input.startTime);
  if (startTime.getTime() < now.getTime() - BOOKING_START_GRACE_MINUTES * MINUTE) {
    throw new AppError('VALIDATION_FAILED', 'Start time cannot be in the past', [
      { path: 'startTime', message: 'Start time cannot be in the past' },
    ]);
  }
  if (startTime.getTime() > now.getTime() + BOOKING_MAX_DAYS_AHEAD * 24 * 60 * MINUTE) {
    const message = `Start time must be within the next ${BOOKING_MAX_DAYS_AHEAD} days`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'startTime', message }]);
  }
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
      if (await repo.hasOpenRental(tx, input.bikeId)) throw bikeTaken();
      const rental = await repo.insertPendingRental(tx, {
        userId: account.id,
        bikeId: input.bikeId,
        pricePerHour: bike.pricePerHour,
        startTime,
        holdMinutes: BOOKING_HOLD_MINUTES,
        bookedFrom,
      });
      const payment = await newPayment(tx, payments, rental.id, 'advance', ADVANCE_PAYMENT_BDT);
      return { rentalId: rental.id, holdExpiresAt: rental.holdExpiresAt, payment };
    });
  } catch (err) {
    // The database is the referee between server processes: the loser of a race lands here.
    if (isUniqueViolation(err, 'rentals_one_open_per_bike')) throw bikeTaken();
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

export async function listMyRentals(db: Db, userId: string, query: RentalListQuery = {}): Promise<Rental[]> {
  return (await repo.listRentalsOfUser(db, userId, scopeOf(query))).map(toRental);
}

export async function listAllRentals(db: Db, query: RentalListQuery = {}): Promise<Rental[]> {
  return (await repo.listAllRentals(db, scopeOf(query))).map(toRental);
}

/** D7: the shop records a return; cost = round(price × minutes ÷ 60) − advance, in one transaction. */
export async function recordReturn(db: Db, input: CalculateReturn, now = new Date()): Promise<Rental> {
  const returnTime = new Date(input.bikeReturnTime);
  await db.transaction(async (tx) => {
    const rental = await repo.lockRental(tx, input.bookingId);
    if (!rental) throw notFound('Rental');
    if (rental.status === 'returned') throw new AppError('ALREADY_RETURNED', 'Already returned');
    if (rental.status !== 'active') {
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
    // D5, D21: a rental that cost less than the advance leaves the shop owing the difference.
    if (totalCost < 0)
      await recordRefundDue(tx, { rentalId: rental.id, amount: -totalCost, reason: 'negative_balance' });
  });
  const row = await repo.findRental(db, input.bookingId);
  if (!row) throw notFound('Rental');
  return toRental(row);
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
  const paymentUrl = await openCheckout(
    db,
    account,
    payments,
    payment,
    `Rent for ${rental.bikeName}, booking ${rental.id}`,
  );
  return { payment_url: paymentUrl, amount: rental.totalCost };
}
