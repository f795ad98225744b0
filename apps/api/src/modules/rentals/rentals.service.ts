import { roleMayAct } from '@bond/contract/auth';
import { bookingCharge, priceKeptQuote, recordedChargeLine } from '@bond/contract/booking-charge';
import { cancelReturnsAdvance, periodProblems, plannedReturnProblems, type Period } from '@bond/contract/periods';
import { pageMeta, pageOf, SPEC_LIST_PAGE_SIZE, type PageMeta, type PageQuery } from '@bond/contract/common';
import type { Bill, BillLine } from '@bond/contract/inspections';
import {
  BookRentalResponseSchema,
  CostLineSchema,
  PayRentalResponseSchema,
  type AllRentalsQuery,
  type BookRental,
  type CalculateReturn,
  type CancelRental,
  type CostLine,
  type ExtendRental,
  type PaymentPurpose,
  type Rental,
  type RentalListQuery,
  type RentalPayment,
  type RentalStory,
  type WindowQuery,
} from '@bond/contract/rentals';
import {
  ADVANCE_PAYMENT_BDT,
  BOOKING_HOLD_MINUTES,
  LAPSED_HOLDS_LIMIT,
  LAPSED_HOLDS_PER_ADDRESS,
  PENDING_BOOKINGS_PER_ACCOUNT,
  PENDING_BOOKINGS_PER_ADDRESS,
  RETURN_TIME_GRACE_MINUTES,
} from '@bond/contract/constants';
import { HOLD_ENDS_LOOKBACK_MINUTES, holdsPausedUntil } from '@bond/contract/holds';
import { balanceAfterAdvance, rentalCharge, rentedMinutes } from '@bond/contract/money';
import { text } from '@bond/contract/say';
import type { Language } from '@bond/contract/languages';
import { quoteOfCharge, type Quote } from '@bond/contract/quote';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { isDatabaseUnavailable, isExclusionViolation } from '../../db/client.ts';
import { AppError, HoldsPaused, notFound, refuseBadWindow, sessionExpired } from '../../errors.ts';
import type { Account, Actor } from '../../shared/actors.ts';
import { auditEntries } from '../audit/audit-entries.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import {
  findOpenCheckout,
  insertPayment,
  listPaymentsOfRental,
  receiversOfPayments,
  type PaymentRow,
} from '../../payments/payments.repository.ts';
import { newTranId, returnUrls, startCheckout } from '../../payments/payments.service.ts';
import { findBikePrices, lockBike } from '../bikes/bikes.repository.ts';
import { findActiveUserById, lockOpenAccountForShare } from '../users/users.repository.ts';
import { recordRefundDue } from '../refunds/refunds.repository.ts';
import { queueRentalMessage, type MessageContext } from '../../notifications/outbox.ts';
import {
  claimKey,
  forgetOldKeys,
  recordKeyOutcome,
  type IdempotencyRow,
  type KeyUse,
} from './idempotency.repository.ts';
import { handoverOf, recordUninspectedHandover, returnInspectionOf } from './handover-records.ts';
import { findBill, findInspection } from './handover.repository.ts';
import * as repo from './rentals.repository.ts';
import { periodTaken, periodTakenAfterRace, refuseLapsedPapers, refuseProblems } from './booking-periods.ts';
import { databaseBasis } from './quote-basis.ts';
import { bookingQuote, priceBooking, refuseShortStock, repriceBooking, type BookingQuote } from './quote.service.ts';
import { addOnsHeldDuring } from '../price-lists/price-lists.repository.ts';

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

/** Who pays, as the gateway's checkout shows it. */
type CheckoutCustomer = { name: string; email: string; phone: string; address: string };

/**
 * The signed-in customer's details for a checkout, read in the transaction that stores the payment, so that
 * nothing but the gateway's call is left to do once it has committed.
 */
async function checkoutCustomer(tx: Executor, account: Account): Promise<CheckoutCustomer> {
  const customer = await findActiveUserById(tx, account.id);
  if (!customer) throw sessionExpired();
  return { name: customer.name, email: customer.email, phone: customer.phone, address: customer.address };
}

/** Opens the gateway's checkout for a stored payment attempt, in the customer's name. */
function openCheckout(
  db: Db,
  customer: CheckoutCustomer,
  payments: PaymentContext,
  payment: PaymentRow,
  description: string,
) {
  return startCheckout(
    db,
    payments.gateway,
    payment,
    { description, customer, urls: returnUrls(payments.publicUrl, payment.tranId, payments.gateway.name) },
    payments.log,
  );
}

/** A new payment attempt of a rental, stored as pending before its checkout is opened (docs/product/money-and-refunds.md#payments). */
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
type AdvanceDue = {
  rentalId: string;
  holdExpiresAt: Date;
  endTime: Date | null;
  payment: PaymentRow;
  customer: CheckoutCustomer;
};

/** What POST /rentals and "pay the advance" answer: the booking and its checkout's address. */
const advanceAnswer = (due: Omit<AdvanceDue, 'payment' | 'customer'>, paymentUrl: string) => ({
  rentalId: due.rentalId,
  amount: ADVANCE_PAYMENT_BDT,
  currency: 'BDT' as const,
  holdExpiresAt: due.holdExpiresAt.toISOString(),
  endTime: due.endTime?.toISOString() ?? null,
  payment_url: paymentUrl,
});

/** Opens the checkout of a booking's advance. */
async function advanceCheckout(db: Db, payments: PaymentContext, due: AdvanceDue) {
  const paymentUrl = await openCheckout(db, due.customer, payments, due.payment, advanceDescription(due.rentalId));
  return advanceAnswer(due, paymentUrl);
}

/**
 * Refuses a new hold while the account or the client address is paused for letting holds end unpaid
 * (docs/decisions/021): a 429 saying until when, in Dhaka time.
 */
async function refusePausedHolds(tx: Tx, userId: string, bookedFrom: string, addressLimit: number): Promise<void> {
  const ends = await repo.recentUnpaidHoldEnds(tx, userId, bookedFrom, HOLD_ENDS_LOOKBACK_MINUTES);
  const ofAccount = holdsPausedUntil(ends.ofAccount);
  const fromAddress = holdsPausedUntil(ends.fromAddress, addressLimit);
  const now = ends.now.getTime();
  const paused = (until: Date | null): until is Date => until !== null && until.getTime() > now;
  if (!paused(ofAccount) && !paused(fromAddress)) return;
  const accountFirst = paused(ofAccount) && (!paused(fromAddress) || ofAccount.getTime() >= fromAddress.getTime());
  const until = (accountFirst ? ofAccount : fromAddress) as Date;
  const minutes = Math.max(1, Math.ceil((until.getTime() - now) / MINUTE));
  throw new HoldsPaused(
    accountFirst
      ? text.holdsPausedForAccount({ n: LAPSED_HOLDS_LIMIT, until, minutes })
      : text.holdsPausedForNetwork({ n: addressLimit, until, minutes }),
    until.getTime() - now,
  );
}

/**
 * Where a booking comes from: the client address, its limits (unpaid bookings at once, holds given up within
 * an hour), and the call's key.
 */
export type BookingCall = {
  bookedFrom: string;
  perAddress?: number;
  lapsedHoldsPerAddress?: number;
  idempotencyKey?: string;
};

/** The answer to a booking call, and whether it repeats an earlier call's (an Idempotency-Key retry). */
export type BookingAnswer = { booking: ReturnType<typeof advanceAnswer>; replayed: boolean };

/** A hash of what a call asked for, so a key used again for something else is told apart. */
const fingerprintOf = (operation: string, fields: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([operation, fields]))
    .digest('base64url');

/** The earlier call that used this key, found in the booking's transaction: it is answered instead. */
class EarlierCall extends Error {
  constructor(readonly earlier: IdempotencyRow) {
    super('an earlier call used this idempotency key');
  }
}

/** A kept answer, read back as `schema` says it is, or null when there is none (or it is not one). */
const keptAnswer =
  <T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }) =>
  (response: unknown): T | null => {
    const kept = schema.safeParse(response);
    return kept.success ? kept.data : null;
  };
const keptBooking = keptAnswer(BookRentalResponseSchema.shape.data.shape.booking);
const keptCheckout = keptAnswer(PayRentalResponseSchema.shape.data.shape.data);

const keyReused = () => new AppError('IDEMPOTENCY_KEY_REUSED', text.idempotencyKeyReused());

/**
 * Decisions 013 and 021: a customer books a bike for a period (without `endTime`, as the spec's client books, until the
 * bike's next booking: endOfOpenBooking); the booking holds the period until the advance is paid or the hold
 * lapses. No two open bookings of a bike overlap: the bike's row lock makes bookings of one bike take turns,
 * and the exclusion constraint `rentals_no_overlap` refuses what any other path would let through. Unpaid
 * bookings are limited per account and per client address (`bookedFrom`), so nobody can hold the fleet
 * without paying. With an Idempotency-Key, the key is claimed in the booking's own transaction: a retry
 * after a lost answer gets the first call's answer, or the open checkout of the booking it made
 * (docs/decisions/021).
 */
export async function bookBike(
  db: Db,
  account: Account,
  input: BookRental,
  payments: PaymentContext,
  call: BookingCall,
  now = new Date(),
): Promise<BookingAnswer> {
  // No staff or admin account rents a bike in its own name (docs/product/the-counter.md#walk-ins).
  if (account.role !== 'user') {
    throw new AppError('ADMIN_CANNOT_BOOK', account.role === 'staff' ? text.staffCannotBook() : text.adminCannotBook());
  }
  const {
    bookedFrom,
    perAddress = PENDING_BOOKINGS_PER_ADDRESS,
    lapsedHoldsPerAddress = LAPSED_HOLDS_PER_ADDRESS,
  } = call;
  const period: Period = { start: new Date(input.startTime), end: input.endTime ? new Date(input.endTime) : null };
  refuseProblems(periodProblems(period, now));
  const key = call.idempotencyKey
    ? {
        accountId: account.id,
        key: call.idempotencyKey,
        operation: 'book',
        fingerprint: fingerprintOf('book', [
          input.bikeId,
          period.start.getTime(),
          period.end?.getTime() ?? null,
          ...(input.addOns?.length || input.coupon ? [input.addOns ?? [], input.coupon ?? null] : []),
        ]),
      }
    : null;
  let booking: AdvanceDue;
  try {
    booking = await db.transaction(async (tx) => {
      if (!(await lockOpenAccountForShare(tx, account.id))) throw sessionExpired();
      // The key first: a retry waits here for the first call and is answered as it was.
      if (key) {
        const claim = await claimKey(tx, key);
        if (!claim.claimed) throw new EarlierCall(claim.earlier);
      }
      await repo.lockBookingsOf(tx, account.id, bookedFrom);
      await refusePausedHolds(tx, account.id, bookedFrom, lapsedHoldsPerAddress);
      const pending = await repo.countPendingBookings(tx, account.id, bookedFrom);
      if (pending.ofAccount >= PENDING_BOOKINGS_PER_ACCOUNT) {
        throw new AppError(
          'TOO_MANY_PENDING_BOOKINGS',
          text.tooManyPendingOfAccount({ n: PENDING_BOOKINGS_PER_ACCOUNT }),
        );
      }
      if (pending.fromAddress >= perAddress) {
        throw new AppError(
          'TOO_MANY_PENDING_BOOKINGS',
          text.tooManyPendingOfNetwork({ n: perAddress, minutes: BOOKING_HOLD_MINUTES }),
        );
      }
      const { rental, endTime } = await holdPeriod(tx, account.id, input, period, now, { bookedFrom, bookedBy: null });
      const payment = await newPayment(tx, payments, rental.id, 'advance', ADVANCE_PAYMENT_BDT);
      if (key) await recordKeyOutcome(tx, key, { rentalId: rental.id });
      const customer = await checkoutCustomer(tx, account);
      return { rentalId: rental.id, holdExpiresAt: rental.holdExpiresAt, endTime, payment, customer };
    });
  } catch (err) {
    if (err instanceof EarlierCall) {
      if (!key || err.earlier.fingerprint !== key.fingerprint) throw keyReused();
      return { booking: await answerAgain(db, account, err.earlier, payments, now), replayed: true };
    }
    // The database is the referee between server processes: the loser of a race lands here.
    if (isExclusionViolation(err, 'rentals_no_overlap')) throw await periodTakenAfterRace(db, input.bikeId, period);
    throw err;
  }

  const answer = await checkoutOfNewBooking(db, payments, booking);
  if (key) await keepAnswer(db, key, answer, payments.log);
  return { booking: answer, replayed: false };
}

/**
 * The heart of every booking, online or at the counter (docs/product/the-counter.md#booking-for-a-customer):
 * the bike's row locked (bookings of one bike take turns), lapsed holds expired, the quote priced for the
 * customer from the database with its add-ons' and coupon's rows locked (so bookings count the last helmet
 * and a coupon's uses, per customer too, in turn: docs/product/money-and-refunds.md#coupons-at-checkout), and
 * the booking inserted pending, holding its period for BOOKING_HOLD_MINUTES. The exclusion constraint
 * `rentals_no_overlap` refuses whatever another path lets through; the caller names the clash.
 */
export async function holdPeriod(
  tx: Tx,
  customerId: string,
  input: BookRental,
  period: Period,
  now: Date,
  origin: { bookedFrom: string | null; bookedBy: string | null },
): Promise<{ rental: { id: string; holdExpiresAt: Date }; endTime: Date }> {
  const bike = await lockBike(tx, input.bikeId);
  if (!bike || bike.retiredAt) throw notFound('Bike');
  if (!bike.isAvailable) {
    throw new AppError('BIKE_NOT_AVAILABLE', text.bikeNotAvailable(), 'bikeId');
  }
  await repo.expireLapsedHolds(tx, input.bikeId);
  const priced = await priceBooking(databaseBasis(tx, customerId, { lock: true }), input, now);
  if (priced.couponProblem) {
    throw new AppError(priced.couponProblem.code, priced.couponProblem.message, 'coupon');
  }
  const endTime = priced.period.end;
  const rental = await repo.insertPendingRental(tx, {
    userId: customerId,
    bikeId: input.bikeId,
    pricePerHour: bike.pricePerHour,
    startTime: period.start,
    endTime,
    holdMinutes: BOOKING_HOLD_MINUTES,
    bookedFrom: origin.bookedFrom,
    bookedBy: origin.bookedBy,
    couponId: priced.coupon?.id ?? null,
    quote: bookingQuote(priced),
    addOns: priced.addOns,
  });
  return { rental, endTime };
}

/**
 * The checkout of a booking just committed. When the database fails while it is opened, nothing could cancel
 * the booking either: it holds the bike for its 15 minutes, so the customer is told it was made and sent to
 * their rentals to pay the advance, never told it failed (docs/decisions/021). A refusal of ours (the
 * gateway's, after which the booking was cancelled) is an honest error and goes out as one.
 */
async function checkoutOfNewBooking(db: Db, payments: PaymentContext, booking: AdvanceDue) {
  try {
    return await advanceCheckout(db, payments, booking);
  } catch (err) {
    if (err instanceof AppError || !isDatabaseUnavailable(err)) throw err;
    payments.log.warn({ err, rentalId: booking.rentalId }, 'a booking was made but its checkout could not be opened');
    return advanceAnswer(booking, dashboardUrl(payments.publicUrl));
  }
}

/**
 * The answer to a retried booking call: the first call's answer when it was given. Otherwise the first call
 * committed its booking and has not answered (it died, the database failed after the commit, or it is still
 * opening the checkout): the booking's open checkout, as asking for the advance again gives it; or, while
 * that checkout is still being opened or once the advance is paid, the booking with the customer's dashboard
 * to go on from. A booking cancelled or lapsed since is said to be so (409).
 */
async function answerAgain(
  db: Db,
  account: Account,
  earlier: IdempotencyRow,
  payments: PaymentContext,
  now: Date,
): Promise<ReturnType<typeof advanceAnswer>> {
  const first = keptBooking(earlier.response);
  if (first) return first;
  const rental = earlier.rentalId ? await repo.findRental(db, earlier.rentalId) : undefined;
  if (!rental) throw keyReused();
  const toDashboard = () =>
    advanceAnswer(
      { rentalId: rental.id, holdExpiresAt: rental.holdExpiresAt ?? now, endTime: rental.endTime },
      dashboardUrl(payments.publicUrl),
    );
  // Cancelled since (its checkout could not be opened, or the customer dropped it) or lapsed: said as such,
  // never as a booking made.
  if (rental.status === 'cancelled' || rental.status === 'expired') throw advanceRefusal(rental.status) ?? keyReused();
  if (rental.status !== 'pending') return toDashboard();
  try {
    const answer = await advanceAgain(db, account, rental.id, payments, now);
    await keepAnswer(db, earlier, answer, payments.log);
    return answer;
  } catch (err) {
    // Being opened by the first call, or paid a moment ago.
    const goOn: string[] = ['PAYMENT_IN_PROGRESS', 'ALREADY_PAID'];
    if (err instanceof AppError && goOn.includes(err.code)) return toDashboard();
    throw err;
  }
}

/** The customer's dashboard, where a booking waiting for its advance has its Pay advance button. */
const dashboardUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/dashboard`;

/**
 * Keeps a call's answer with its key, for a retry. The call has committed already: a database that fails
 * now must not turn its answer into an error (a retry then finds the booking and opens its checkout again).
 */
async function keepAnswer(
  db: Db,
  key: { accountId: string; key: string },
  answer: unknown,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await recordKeyOutcome(db, key, { response: answer });
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    log.warn({ err }, 'the answer of a call with an Idempotency-Key could not be kept');
  }
}

/**
 * How long a checkout stored without its gateway address counts as being opened by another request: longer
 * than the gateway's own time-out (15 s).
 */
const CHECKOUT_OPENING_MS = 20_000;

/**
 * One open checkout per rental and purpose (docs/decisions/021): asking again (a double click, a second tab,
 * the back button, a client's retry) gets the open one, and the rental's row lock, held by the caller's
 * transaction, makes parallel requests take turns deciding. A checkout stored a while ago whose gateway
 * address never came (its request died in between) is replaced by a new one after CHECKOUT_OPENING_MS.
 */
async function reuseOrNewCheckout(
  tx: Tx,
  payments: PaymentContext,
  rental: { id: string },
  purpose: PaymentPurpose,
  amount: number,
  now: Date,
): Promise<{ open: PaymentRow & { checkoutUrl: string } } | { payment: PaymentRow }> {
  const open = await findOpenCheckout(tx, rental.id, purpose, payments.gateway.name);
  if (open?.checkoutUrl) return { open: { ...open, checkoutUrl: open.checkoutUrl } };
  if (open && now.getTime() - open.createdAt.getTime() < CHECKOUT_OPENING_MS) {
    throw new AppError('PAYMENT_IN_PROGRESS', text.checkoutOpening());
  }
  return { payment: await newPayment(tx, payments, rental.id, purpose, amount) };
}

/** Why a booking's advance cannot be asked for (again), or null while it still waits for it. */
function advanceRefusal(status: Rental['status']): AppError | null {
  if (status === 'expired') return new AppError('RENTAL_NOT_ACTIVE', text.bookingLapsed());
  if (status === 'cancelled') return new AppError('RENTAL_NOT_ACTIVE', text.bookingWasCancelled());
  if (status !== 'pending') return new AppError('ALREADY_PAID', text.advanceSettled());
  return null;
}

/**
 * A call made with an Idempotency-Key that is not a booking (asking for a checkout): these reuse the open
 * checkout anyway, so the key's row is claimed on its own; a retry gets the first answer once there is one,
 * and otherwise runs again, which reuses what the first run made (docs/decisions/021).
 */
async function keyed<T>(
  db: Db,
  use: KeyUse | null,
  log: FastifyBaseLogger,
  firstAnswer: (response: unknown) => T | null,
  run: () => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  if (!use) return { answer: await run(), replayed: false };
  const claim = await claimKey(db, use);
  if (!claim.claimed) {
    if (claim.earlier.fingerprint !== use.fingerprint) throw keyReused();
    const first = firstAnswer(claim.earlier.response);
    if (first !== null) return { answer: first, replayed: true };
  }
  const answer = await run();
  await keepAnswer(db, use, answer, log);
  return { answer, replayed: !claim.claimed };
}

const keyUse = (account: Account, idempotencyKey: string | undefined, operation: string, fields: unknown) =>
  idempotencyKey
    ? { accountId: account.id, key: idempotencyKey, operation, fingerprint: fingerprintOf(operation, fields) }
    : null;

/**
 * A customer who left the checkout can go back to it while the booking still holds the bike: the open
 * checkout again, or a new one when it is gone.
 */
export async function payAdvanceAgain(
  db: Db,
  account: Account,
  bookingId: string,
  payments: PaymentContext,
  call: { idempotencyKey?: string } = {},
  now = new Date(),
): Promise<BookingAnswer> {
  const use = keyUse(account, call.idempotencyKey, 'pay_advance', [bookingId]);
  const { answer, replayed } = await keyed(db, use, payments.log, keptBooking, () =>
    advanceAgain(db, account, bookingId, payments, now),
  );
  return { booking: answer, replayed };
}

async function advanceAgain(db: Db, account: Account, bookingId: string, payments: PaymentContext, now: Date) {
  const rental = await repo.findRental(db, bookingId);
  if (!rental || rental.userId !== account.id) throw notFound('Rental');
  const refusal = advanceRefusal(rental.status);
  if (refusal) throw refusal;
  const decision = await db.transaction(async (tx) => {
    const locked = await repo.lockRental(tx, rental.id);
    const lockedRefusal = advanceRefusal(locked?.status ?? 'cancelled');
    if (lockedRefusal) throw lockedRefusal;
    const found = await reuseOrNewCheckout(tx, payments, rental, 'advance', ADVANCE_PAYMENT_BDT, now);
    return { ...found, customer: await checkoutCustomer(tx, account) };
  });
  const due = { rentalId: rental.id, holdExpiresAt: rental.holdExpiresAt ?? now, endTime: rental.endTime };
  if ('open' in decision) return advanceAnswer(due, decision.open.checkoutUrl);
  return advanceCheckout(db, payments, { ...due, payment: decision.payment, customer: decision.customer });
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

/** docs/product/booking-and-periods.md#return: the shop records a return; cost = round(price × minutes ÷ 60) − advance, in one transaction. */
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
    if (rental.status === 'returned') throw new AppError('ALREADY_RETURNED', text.alreadyReturned());
    // A paid booking whose start is at most the return grace away counts as out: the return time may lie
    // that far ahead too (the spec's client books "now" to the minute).
    const outOnRent =
      rental.status === 'active' ||
      (rental.status === 'booked' && rental.startTime.getTime() <= now.getTime() + RETURN_TIME_GRACE_MINUTES * MINUTE);
    if (!outOnRent) {
      if (rental.status === 'booked') {
        throw new AppError('RENTAL_NOT_ACTIVE', text.periodNotBegun());
      }
      if (rental.status === 'no_show' || rental.status === 'cancelled') {
        throw new AppError('RENTAL_NOT_ACTIVE', text.closedWithoutGoingOut());
      }
      throw new AppError('RENTAL_NOT_ACTIVE', text.advanceNotPaid());
    }
    if (returnTime.getTime() <= rental.startTime.getTime()) {
      throw new AppError('VALIDATION_FAILED', text.returnBeforeStart(), 'bikeReturnTime');
    }
    if (returnTime.getTime() > now.getTime() + RETURN_TIME_GRACE_MINUTES * MINUTE) {
      throw new AppError('VALIDATION_FAILED', text.returnInFuture(), 'bikeReturnTime');
    }
    // Charged by the quote the booking was made with (its prices, rules, add-ons and coupon) up to the
    // return, whatever the shop has changed since; a booking made before quotes, by its hourly price.
    // The spec's client has no handover: a booking it returns went out uninspected (docs/decisions/044). A
    // bike handed over with readings and a deposit comes back with readings, and its bill settles the deposit.
    if (rental.status === 'booked') await recordUninspectedHandover(tx, actor, rental, now);
    else if (await findInspection(tx, rental.id, 'handover')) {
      throw new AppError('RETURN_NEEDS_READINGS', text.returnNeedsReadings());
    }
    const { charge, totalCost, addOnsCharge, discount } = returnCharge(rental, returnTime);
    await repo.recordReturn(tx, rental.id, { returnTime, rentalCharge: charge, totalCost, addOnsCharge, discount });
    await recordAudit(
      tx,
      actor,
      auditEntries.returned(rental.id, 'active', { returnTime, rentalCharge: charge, totalCost }),
    );
    // docs/product/money-and-refunds.md#balance, docs/product/money-and-refunds.md#refunds-due: a rental that cost less than the advance leaves the shop owing the difference.
    if (totalCost < 0)
      await recordRefundDue(tx, { rentalId: rental.id, amount: -totalCost, reason: 'negative_balance' });
    await queueRentalMessage(tx, messages, rental.id, {
      key: `rental:${rental.id}:return_recorded`,
      facts: { template: 'return_recorded' },
    });
  });
  return rentalById(db, input.bookingId);
}

/** docs/product/money-and-refunds.md#balance, docs/product/money-and-refunds.md#paying-the-balance: the owner pays exactly the balance the server computed; a client-chosen amount is refused. */
export async function payBalance(
  db: Db,
  account: Account,
  bookingId: string,
  amount: number,
  payments: PaymentContext,
  call: { idempotencyKey?: string } = {},
  now = new Date(),
): Promise<{ answer: { payment_url: string; amount: number }; replayed: boolean }> {
  const use = keyUse(account, call.idempotencyKey, 'pay_rental', [bookingId, amount]);
  return keyed(db, use, payments.log, keptCheckout, () =>
    balanceCheckout(db, account, bookingId, amount, payments, now),
  );
}

async function balanceCheckout(
  db: Db,
  account: Account,
  bookingId: string,
  amount: number,
  payments: PaymentContext,
  now: Date,
) {
  const rental = await repo.findRental(db, bookingId);
  // Another customer's rental is reported as missing: nobody learns it exists.
  if (!rental || rental.userId !== account.id) throw notFound('Rental');
  if (rental.status !== 'returned') throw new AppError('RENTAL_NOT_ACTIVE', text.notReturnedYet());
  if (rental.balancePaid) throw new AppError('ALREADY_PAID', text.rentalAlreadyPaid());
  if (rental.totalCost <= 0) {
    throw new AppError('NOTHING_TO_PAY', rental.totalCost < 0 ? text.shopOwesYou() : text.nothingToPay());
  }
  if (amount !== rental.totalCost) {
    throw new AppError('AMOUNT_MISMATCH', text.amountToPay({ amount: rental.totalCost }), 'amount');
  }
  const decision = await db.transaction(async (tx) => {
    await repo.lockRental(tx, rental.id);
    const found = await reuseOrNewCheckout(tx, payments, rental, 'rent', rental.totalCost, now);
    return { ...found, customer: await checkoutCustomer(tx, account) };
  });
  if ('open' in decision) return { payment_url: decision.open.checkoutUrl, amount: decision.open.amount };
  const description = rentDescription(rental.bikeName, rental.id);
  const paymentUrl = await openCheckout(db, decision.customer, payments, decision.payment, description);
  return { payment_url: paymentUrl, amount: rental.totalCost };
}

/** The rental of `id`, locked, when its owner or an admin acts on it; anyone else learns nothing (404). */
async function lockOwnRental(tx: Tx, account: Account, id: string) {
  const rental = await repo.lockRental(tx, id);
  if (!rental || (account.role !== 'admin' && rental.userId !== account.id)) throw notFound('Rental');
  return rental;
}

/**
 * docs/product/booking-and-periods.md#cancelling: a customer cancels their own pending or booked rental before its start; the advance is owed back
 * when that is 24 hours or more ahead (a refund due, docs/product/money-and-refunds.md#refunds-due), and kept otherwise. An admin cancels any pending
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
    throw new AppError('VALIDATION_FAILED', text.sayRefundAdvance(), 'refundAdvance');
  }
  if (!isAdmin && input.refundAdvance !== undefined) {
    throw new AppError('VALIDATION_FAILED', text.onlyShopRefundsAdvance(), 'refundAdvance');
  }
  await db.transaction(async (tx) => {
    const rental = await lockOwnRental(tx, account, id);
    if (rental.status !== 'pending' && rental.status !== 'booked') {
      const why =
        rental.status === 'active' ? text.cannotCancelBegun() : text.nothingToCancel({ status: rental.status });
      throw new AppError('CANNOT_CANCEL', why);
    }
    if (rental.startTime.getTime() <= now.getTime()) {
      throw new AppError('CANNOT_CANCEL', text.cannotCancelBegun());
    }
    await repo.cancelBooking(tx, rental.id, !isAdmin);
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
    // docs/product/money-and-refunds.md#audit-log: an admin's cancellation is on record; a customer's own is not an admin action.
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

/**
 * docs/product/booking-and-periods.md#no-shows: an admin closes a paid booking whose period has begun and
 * whose bike was never collected (never handed over); the advance is kept, the bike freed.
 */
export async function markNoShow(db: Db, actor: Actor, id: string, now = new Date()): Promise<Rental> {
  await db.transaction(async (tx) => {
    const rental = await repo.lockRental(tx, id);
    if (!rental) throw notFound('Rental');
    if (rental.status === 'active') throw new AppError('RENTAL_NOT_ACTIVE', text.noShowHandedOver());
    if (rental.status !== 'booked') throw new AppError('RENTAL_NOT_ACTIVE', text.noShowNotActive());
    if (rental.startTime.getTime() > now.getTime()) throw new AppError('RENTAL_NOT_ACTIVE', text.noShowNotBegun());
    await repo.markNoShow(tx, rental.id);
    await recordAudit(tx, actor, auditEntries.noShow(rental.id));
  });
  return rentalById(db, id);
}

/**
 * docs/product/booking-and-periods.md#extending: the owner moves the planned return of a booked or active rental later, while the bike,
 * and the add-ons it holds, are free for the longer period. No payment now; the booking's quote is priced up
 * to the new return with its own prices, rules, add-ons and coupon
 * (docs/product/money-and-refunds.md#prices-hours-days-and-weeks), and the charge at return follows
 * docs/product/money-and-refunds.md#rental-charge.
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
      const rental = extensionOf(await repo.lockRental(tx, id), account, endTime, now);
      bikeId = rental.bikeId;
      await lockBike(tx, rental.bikeId);
      const quote = await priceExtension(tx, rental, endTime, { lock: true });
      await repo.setPlannedReturn(tx, rental.id, endTime, now, rental.quote ? quote : null);
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

/**
 * What moving the planned return to `input.endTime` would cost, with the same checks as the extension:
 * the booking's quote up to it, its lines said in `language`.
 */
export async function quoteExtension(
  db: Db,
  account: Account,
  id: string,
  input: ExtendRental,
  language: Language,
  now = new Date(),
): Promise<Quote> {
  const endTime = new Date(input.endTime);
  const rental = extensionOf(await repo.findRentalToChange(db, id), account, endTime, now);
  const quote = await priceExtension(db, rental, endTime, { lock: false });
  return quoteOfCharge(rental.bikeId, { start: rental.startTime, end: endTime }, quote.charge, language);
}

type RentalToChange = NonNullable<Awaited<ReturnType<typeof repo.findRentalToChange>>>;

/** Refuses an extension of someone else's rental, of one not booked or active, or to a return not later or breaking the period rules. */
function extensionOf(
  rental: RentalToChange | undefined,
  account: Account,
  endTime: Date,
  now: Date,
): RentalToChange & { endTime: Date } {
  if (!rental || rental.userId !== account.id) throw notFound('Rental');
  if (rental.status !== 'booked' && rental.status !== 'active') {
    throw new AppError('CANNOT_EXTEND', text.cannotExtend());
  }
  const plannedEnd = rental.endTime;
  if (!plannedEnd) throw new AppError('CANNOT_EXTEND', text.noPlannedReturn());
  if (endTime.getTime() <= plannedEnd.getTime()) {
    throw new AppError('VALIDATION_FAILED', text.extensionNotLater(), 'endTime');
  }
  if (endTime.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_FAILED', text.extensionInPast(), 'endTime');
  }
  refuseProblems(plannedReturnProblems(rental.startTime, endTime));
  return { ...rental, endTime: plannedEnd };
}

/**
 * The longer period checked (the bike free for it, each add-on the booking holds in stock for the added
 * stretch, its rows locked with `lock`) and priced with the booking's own quote.
 */
async function priceExtension(
  db: Executor,
  rental: RentalToChange & { endTime: Date },
  endTime: Date,
  { lock }: { lock: boolean },
): Promise<BookingQuote> {
  refuseLapsedPapers((await findBikePrices(db, rental.bikeId))?.papersExpiry ?? null, endTime, 'endTime');
  const clash = await repo.findClash(db, rental.bikeId, { start: rental.startTime, end: endTime }, rental.id);
  if (clash) throw periodTaken(clash, 'endTime');
  const held = await repo.addOnsOfRental(db, rental.id, { lock });
  if (held.length > 0) {
    // Until its planned return the booking holds them already; the added stretch must have them free.
    const others = await addOnsHeldDuring(
      db,
      held.map((a) => a.id),
      { start: rental.endTime, end: endTime },
    );
    for (const addOn of held) refuseShortStock(addOn, others, 'endTime');
  }
  return repriceBooking(rental.quote as BookingQuote | null, rental.pricePerHour, {
    start: rental.startTime,
    end: endTime,
  });
}

/** docs/product/booking-and-periods.md#schedule: the admin's week: every rental holding a period within [from, to), and every overdue one. */
export async function schedule(db: Db, query: WindowQuery): Promise<Rental[]> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  refuseBadWindow(from, to);
  return (await repo.listSchedule(db, from, to)).map(toRental);
}

/**
 * A rental's whole story for its customer or the shop (staff and admins, who also see who took each counter
 * payment): the rental, its cost so far and every payment attempt. Anyone else learns nothing (404).
 */
export async function rentalStory(db: Db, account: Account, id: string): Promise<RentalStory> {
  const shop = roleMayAct(account.role, 'staff');
  const story = await storyOfRental(db, id, { shop });
  if (!story || (!shop && story.userId !== account.id)) throw notFound('Rental');
  return story;
}

/** A rental's whole story, for whoever the caller has already checked may read it (a receipt e-mail). */
export async function storyOfRental(db: Db, id: string, { shop = false } = {}): Promise<RentalStory | null> {
  const row = await repo.findRental(db, id);
  if (!row) return null;
  const rental = toRental(row);
  const [attempts, quote, receivers, handover, returnInspection, bill] = await Promise.all([
    listPaymentsOfRental(db, id),
    repo.findRentalQuote(db, id),
    shop ? receiversOfPayments(db, id) : null,
    handoverOf(db, id),
    returnInspectionOf(db, id),
    findBill(db, id),
  ]);
  const withReceiver = (p: PaymentRow): RentalPayment => {
    const payment = toRentalPayment(p);
    if (!receivers) return payment;
    const by = receivers.get(p.id);
    return { ...payment, receivedBy: by ? { _id: by.id, name: by.name } : null };
  };
  return {
    ...rental,
    cost: costSoFar(row, quote as BookingQuote | null, bill as Bill | null),
    payments: attempts.map(withReceiver),
    handover,
    returnInspection,
  };
}

const COST_LINE_KINDS: readonly string[] = CostLineSchema.shape.kind.options;
/** A bill's line that is a part of the charge (the rent and the extras), not the advance, deposit or balance. */
const isCostLine = (line: BillLine): line is BillLine & { kind: CostLine['kind'] } =>
  COST_LINE_KINDS.includes(line.kind);

/**
 * docs/product/money-and-refunds.md#rental-charge: the recorded cost once returned; an estimate for the
 * planned period before; nothing while open-ended. Each with its lines, priced as the return prices
 * (`bookingCharge`): the lines of a returned rental add up to its recorded charge.
 */
function costSoFar(row: repo.RentalRow, quote: BookingQuote | null, bill: Bill | null): RentalStory['cost'] {
  const pricePerHour = row.bikePricePerHour;
  const closedUnrented = row.status === 'cancelled' || row.status === 'expired' || row.status === 'no_show';
  const rental = { startTime: row.startTime, pricePerHour, quote };
  if (row.status === 'returned' && row.returnTime && bill) {
    // A return with readings: its bill's lines of the rent and the extras, its total, and what the deposit paid
    // (docs/product/handover-and-return.md#the-bill); the advance and the balance are the receipt's own rows.
    return {
      minutes: rentedMinutes(row.startTime, row.returnTime),
      pricePerHour,
      charge: bill.total,
      advance: ADVANCE_PAYMENT_BDT,
      balance: row.totalCost,
      ...(bill.depositApplied > 0 ? { depositApplied: bill.depositApplied } : {}),
      basis: 'returned',
      lines: bill.lines.flatMap((line) => (isCostLine(line) ? [line] : [])),
    };
  }
  if (row.status === 'returned' && row.returnTime && row.rentalCharge !== null) {
    const priced = bookingCharge(rental, row.returnTime);
    return {
      minutes: rentedMinutes(row.startTime, row.returnTime),
      pricePerHour,
      charge: row.rentalCharge,
      advance: ADVANCE_PAYMENT_BDT,
      balance: row.totalCost,
      basis: 'returned',
      // A charge recorded otherwise than the return prices today (by hand, or by an older rule) is one line.
      lines: priced.total === row.rentalCharge ? priced.lines : [recordedChargeLine(row.rentalCharge)],
    };
  }
  if (row.endTime && !closedUnrented) {
    // The booking's own quote priced over its planned period; a booking made before quotes, by the hour.
    const { total, advance, balance, lines } = bookingCharge(rental, row.endTime);
    const minutes = rentedMinutes(row.startTime, row.endTime);
    return { minutes, pricePerHour, charge: total, advance, balance, basis: 'planned', lines };
  }
  return {
    minutes: null,
    pricePerHour,
    charge: null,
    advance: ADVANCE_PAYMENT_BDT,
    balance: null,
    basis: 'open',
    lines: [],
  };
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

/** Idempotency keys are remembered for 24 hours (docs/decisions/021): the server's minute job forgets older ones. */
export const forgetOldIdempotencyKeys = (db: Db) => forgetOldKeys(db);

/**
 * What a rental costs up to `returnTime` (docs/product/money-and-refunds.md#prices-hours-days-and-weeks): the
 * booking's own quote priced over the actual period, or for a booking made before quotes the hourly price
 * (docs/product/money-and-refunds.md#rental-charge). `charge` is what the rental cost in all (add-ons and the
 * coupon counted); `totalCost` what is left after the advance; `addOnsCharge` and `discount` the add-ons and the
 * coupon's share of `charge` (0 for a booking made before quotes), which the reports count.
 */
export function returnCharge(
  rental: { startTime: Date; pricePerHour: number; quote: unknown },
  returnTime: Date,
): { charge: number; totalCost: number; addOnsCharge: number; discount: number } {
  const quote = rental.quote as BookingQuote | null;
  if (!quote) {
    const charge = rentalCharge(rental.pricePerHour, rentedMinutes(rental.startTime, returnTime));
    return { charge, totalCost: balanceAfterAdvance(charge), addOnsCharge: 0, discount: 0 };
  }
  const priced = priceKeptQuote(quote, { start: rental.startTime, end: returnTime });
  return {
    charge: priced.total,
    totalCost: priced.balance,
    addOnsCharge: priced.addOnsCharge,
    discount: priced.discount,
  };
}
