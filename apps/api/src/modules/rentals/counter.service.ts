import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import type {
  CounterBooking,
  CounterDay,
  CounterDayQuery,
  CounterDayRental,
  CounterMethod,
  CounterPaymentInput,
  CounterPaymentRecord,
  CounterPurpose,
} from '@bond/contract/counter';
import { periodProblems, type Period } from '@bond/contract/periods';
import { toMsisdn } from '@bond/contract/phone';
import type { Rental } from '@bond/contract/rentals';
import { text } from '@bond/contract/say';
import { createHash } from 'node:crypto';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { isExclusionViolation, isUniqueViolation } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../shared/actors.ts';
import { auditEntries } from '../audit/audit-entries.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { insertCounterPayment, receiverName, type PaymentRow } from '../../payments/payments.repository.ts';
import { newTranId } from '../../payments/payments.service.ts';
import { queueRentalMessage, type MessageContext } from '../../notifications/outbox.ts';
import { lastQueuedAbout } from '../../notifications/outbox.repository.ts';
import { lockOpenTillOfToday } from '../tills/tills.repository.ts';
import { findActiveUserById, lockOpenAccountForShare } from '../users/users.repository.ts';
import { claimKey, recordKeyOutcome } from './idempotency.repository.ts';
import { periodTakenAfterRace, refuseProblems } from './booking-periods.ts';
import * as repo from './rentals.repository.ts';
import { holdPeriod, toRental } from './rentals.service.ts';

/**
 * The counter's bookings and payments (docs/product/the-counter.md#booking-for-a-customer,
 * docs/product/the-counter.md#counter-payments, docs/decisions/040): staff book for a customer with the
 * online booking's own code, and record money taken in cash, by Send Money or on a card terminal, which moves
 * the rental exactly as a verified online payment does.
 */

/**
 * What money taken at the counter is for: a rental's advance or balance, or the deposit held at its
 * handover (docs/product/handover-and-return.md#deposits), which is not a payment of the rent.
 */
type TakenPurpose = CounterPurpose | 'deposit';

/** What a counter payment pays, as the payments table names it. */
const storedPurpose = (purpose: TakenPurpose) => (purpose === 'balance' ? 'rent' : purpose);

type LockedRental = NonNullable<Awaited<ReturnType<typeof repo.lockRental>>>;
export type TakenPayment = {
  purpose: TakenPurpose;
  method: CounterMethod;
  amount: number;
  reference?: string | undefined;
};

/**
 * What the customer owes for `purpose` now, decided by the server (docs/product/money-and-refunds.md#balance):
 * the advance of a booking that waits for it, or the balance of a returned rental not yet paid. Anything else
 * is refused, and so is any other amount (400 naming `amount`, with the amount due).
 */
function refuseWhatIsNotDue(rental: LockedRental, payment: TakenPayment & { purpose: CounterPurpose }): void {
  if (payment.purpose === 'advance') {
    if (rental.advancePaid) throw new AppError('ALREADY_PAID', text.advanceAlreadyPaid());
    if (rental.status === 'expired') throw new AppError('RENTAL_NOT_ACTIVE', text.bookingLapsed());
    if (rental.status !== 'pending') throw new AppError('RENTAL_NOT_ACTIVE', text.bookingWasCancelled());
    if (payment.amount !== ADVANCE_PAYMENT_BDT) {
      throw new AppError(
        'AMOUNT_MISMATCH',
        text.amountDue({ purpose: 'advance', amount: ADVANCE_PAYMENT_BDT }),
        'amount',
      );
    }
    return;
  }
  if (rental.status !== 'returned') throw new AppError('RENTAL_NOT_ACTIVE', text.notReturnedYet());
  if (rental.balancePaid) throw new AppError('ALREADY_PAID', text.balanceAlreadyPaid());
  if (rental.totalCost <= 0) {
    throw new AppError('NOTHING_TO_PAY', rental.totalCost < 0 ? text.shopOwesYou() : text.nothingToPay());
  }
  if (payment.amount !== rental.totalCost) {
    throw new AppError('AMOUNT_MISMATCH', text.amountDue({ purpose: 'balance', amount: rental.totalCost }), 'amount');
  }
}

/**
 * Records money taken at the counter for a rental locked by the caller's transaction, and moves the rental as
 * a verified online payment would: a paid advance makes the booking `booked` (and confirms it to the
 * customer), a paid balance marks the rental paid (and says so). A deposit moves nothing: the handover that
 * takes it checks its amount and tells the customer. Cash goes into the receiver's open till of today, locked
 * meanwhile, or is refused (409 TILL_NOT_OPEN). Written to the audit log with the rest.
 */
export async function takeAtCounter(
  tx: Tx,
  actor: Actor,
  rental: LockedRental,
  payment: TakenPayment,
  messages: MessageContext,
): Promise<PaymentRow> {
  if (payment.purpose !== 'deposit') refuseWhatIsNotDue(rental, { ...payment, purpose: payment.purpose });
  const tillId = payment.method === 'cash' ? await lockOpenTillOfToday(tx, actor.id) : null;
  if (payment.method === 'cash' && !tillId) throw new AppError('TILL_NOT_OPEN', text.tillNotOpen());
  const purpose = storedPurpose(payment.purpose);
  const row = await insertCounterPayment(tx, {
    rentalId: rental.id,
    purpose,
    amount: payment.amount,
    method: payment.method,
    reference: payment.method === 'cash' ? null : (payment.reference ?? null),
    receivedBy: actor.id,
    tillId,
    tranId: newTranId(purpose),
  });
  if (purpose === 'advance') {
    // The booking held its period until now (it is pending within its hold), so nothing else can have it.
    if (!(await repo.activateRental(tx, rental.id))) {
      throw new AppError('BIKE_NOT_AVAILABLE', text.bikeNotAvailable(), 'bikeId');
    }
    await queueRentalMessage(tx, messages, rental.id, {
      key: `rental:${rental.id}:booking_confirmed`,
      facts: { template: 'booking_confirmed' },
    });
  } else if (purpose === 'rent') {
    await repo.markBalancePaid(tx, rental.id);
    await queueRentalMessage(tx, messages, rental.id, {
      key: `payment:${row.id}:payment_received`,
      facts: { template: 'payment_received', amount: row.amount },
    });
  }
  await recordAudit(
    tx,
    actor,
    auditEntries.paymentReceived(row.id, {
      rentalId: rental.id,
      purpose: payment.purpose,
      method: payment.method,
      amount: row.amount,
      reference: row.gatewayTxnId,
      tillId,
    }),
  );
  return row;
}

/** A counter payment as the answers give it. */
async function toCounterPayment(db: Executor, row: PaymentRow): Promise<CounterPaymentRecord> {
  const receivedBy = row.receivedBy ?? '';
  return {
    _id: row.id,
    rentalId: row.rentalId,
    purpose: row.purpose === 'advance' ? 'advance' : 'balance',
    method: row.gateway as CounterMethod,
    amount: row.amount,
    reference: row.gatewayTxnId,
    receivedBy: { _id: receivedBy, name: await receiverName(db, receivedBy) },
    tillId: row.tillId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What the database refused of a counter payment, said as such: a reference another payment of the method
 * has (`payments_gateway_txn_id_key`, whichever process recorded it), or a purpose an online payment paid a
 * moment before (`payments_paid_once`).
 */
export function refusalOf(err: unknown, purpose: CounterPurpose, method: CounterMethod): AppError | null {
  if (isUniqueViolation(err, 'payments_gateway_txn_id_key')) {
    return new AppError('DUPLICATE_REFERENCE', text.duplicateReference({ method }), 'reference');
  }
  if (isUniqueViolation(err, 'payments_paid_once')) {
    return new AppError('ALREADY_PAID', purpose === 'advance' ? text.advanceAlreadyPaid() : text.balanceAlreadyPaid());
  }
  return null;
}

async function rentalOf(db: Executor, id: string): Promise<Rental> {
  const row = await repo.findRental(db, id);
  if (!row) throw notFound('Rental');
  return toRental(row);
}

export type CounterPaymentAnswer = { payment: CounterPaymentRecord; rental: Rental };

/** The earlier call with this key, found in the payment's transaction: answered instead. */
class Replay extends Error {
  constructor(readonly answer: CounterPaymentAnswer) {
    super('an earlier call used this idempotency key');
  }
}

/**
 * `POST /rentals/{id}/payments` (staff): money for a rental's advance or balance taken at the counter, in one
 * transaction with the rental's change and the audit row. The rental's row lock makes payments of one rental
 * take turns, so a double press finds the purpose paid (409) and is never a second payment. With an
 * Idempotency-Key the key is claimed in the same transaction and kept with the answer: every repeat of the
 * press gets that answer (`replayed`), and the key used for another payment is 422.
 */
export async function takeCounterPayment(
  db: Db,
  actor: Actor,
  rentalId: string,
  input: CounterPaymentInput,
  messages: MessageContext,
  call: { idempotencyKey?: string } = {},
): Promise<{ answer: CounterPaymentAnswer; replayed: boolean }> {
  const key = call.idempotencyKey
    ? {
        accountId: actor.id,
        key: call.idempotencyKey,
        operation: 'counter_payment',
        fingerprint: createHash('sha256')
          .update(JSON.stringify([rentalId, input.purpose, input.method, input.amount, input.reference ?? null]))
          .digest('base64url'),
      }
    : null;
  try {
    const answer = await db.transaction(async (tx) => {
      if (key) {
        const claim = await claimKey(tx, key);
        if (!claim.claimed) {
          const earlier = claim.earlier.response as CounterPaymentAnswer | null;
          if (claim.earlier.fingerprint !== key.fingerprint || !earlier) {
            throw new AppError('IDEMPOTENCY_KEY_REUSED', text.idempotencyKeyReused());
          }
          throw new Replay(earlier);
        }
      }
      const rental = await repo.lockRental(tx, rentalId);
      if (!rental) throw notFound('Rental');
      const row = await takeAtCounter(tx, actor, rental, input, messages);
      const made = { payment: await toCounterPayment(tx, row), rental: await rentalOf(tx, rentalId) };
      if (key) await recordKeyOutcome(tx, key, { rentalId, response: made });
      return made;
    });
    return { answer, replayed: false };
  } catch (err) {
    if (err instanceof Replay) return { answer: err.answer, replayed: true };
    throw refusalOf(err, input.purpose, input.method) ?? err;
  }
}

/**
 * `POST /counter/rentals` (staff): a booking made at the counter for a customer
 * (docs/product/the-counter.md#booking-for-a-customer). The same period rules, quote and locks as an online
 * booking (`holdPeriod`), priced for the customer (their coupon limits count); it belongs to the customer and
 * records who made it. With the advance taken in the same call it is `booked` at once, in one transaction
 * with its payment and the audit rows; without it, it holds the bike for BOOKING_HOLD_MINUTES like an online
 * booking, and the customer pays at the counter or online. No staff or admin account is booked for (409).
 * The limits on unpaid holds per account and per address (docs/decisions/021) guard against anonymous
 * visitors holding the fleet: the counter's bookings are made by the shop's own people and count against
 * no address.
 */
export async function bookForCustomer(
  db: Db,
  actor: Actor,
  input: CounterBooking,
  messages: MessageContext,
  now = new Date(),
): Promise<{ rental: Rental; payment: CounterPaymentRecord | null }> {
  const { customerId, payment, ...booking } = input;
  const period: Period = {
    start: new Date(booking.startTime),
    end: booking.endTime ? new Date(booking.endTime) : null,
  };
  refuseProblems(periodProblems(period, now));
  try {
    return await db.transaction(async (tx) => {
      // The customer's row is held for the booking's transaction, so it is not deleted or made staff meanwhile.
      const customer = (await lockOpenAccountForShare(tx, customerId))
        ? await findActiveUserById(tx, customerId)
        : null;
      if (!customer) throw notFound('Customer');
      if (customer.role !== 'user') throw new AppError('NOT_A_CUSTOMER', text.notACustomer(), 'customerId');
      const { rental, endTime } = await holdPeriod(tx, customerId, booking, period, now, {
        bookedFrom: null,
        bookedBy: actor.id,
      });
      await recordAudit(tx, actor, {
        action: 'rental.booked_at_counter',
        subjectId: rental.id,
        before: null,
        after: {
          customerId,
          bikeId: booking.bikeId,
          startTime: period.start.toISOString(),
          endTime: endTime.toISOString(),
          advance: payment ? payment.method : 'unpaid',
        },
      });
      let taken: PaymentRow | null = null;
      if (payment) {
        const locked = await repo.lockRental(tx, rental.id);
        if (!locked) throw notFound('Rental');
        taken = await takeAtCounter(tx, actor, locked, { purpose: 'advance', ...payment }, messages);
      }
      return {
        rental: await rentalOf(tx, rental.id),
        payment: taken ? await toCounterPayment(tx, taken) : null,
      };
    });
  } catch (err) {
    if (isExclusionViolation(err, 'rentals_no_overlap')) throw await periodTakenAfterRace(db, booking.bikeId, period);
    if (payment) throw refusalOf(err, 'advance', payment.method) ?? err;
    throw err;
  }
}

/** A rental of the counter's day as the answer gives it, with what the counter can take for it now. */
function toCounterDayRental(row: repo.CounterDayRow): CounterDayRental {
  let due: CounterDayRental['due'] = null;
  if (row.list === 'toHandOver' && row.status === 'pending') due = { purpose: 'advance', amount: ADVANCE_PAYMENT_BDT };
  if (row.list === 'balancesDue') due = { purpose: 'balance', amount: row.totalCost };
  return {
    _id: row.id,
    customer: { _id: row.userId, name: row.customerName, phone: row.customerPhone },
    bike: { _id: row.bikeId, name: row.bikeName, deposit: row.bikeDeposit },
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    returnTime: row.returnTime?.toISOString() ?? null,
    holdExpiresAt: row.status === 'pending' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    handedOverAt: row.handedOverAt?.toISOString() ?? null,
    status: row.status,
    isOverdue: Boolean(row.isOverdue),
    due,
  };
}

/**
 * `GET /counter/day` (staff): a Dhaka day's three lists at the counter (docs/product/the-counter.md#the-counters-day),
 * today by the database's clock unless a day is asked for. Which rental is on which list is one query's rule
 * (`listCounterDay`).
 */
export async function counterDay(db: Db, query: CounterDayQuery): Promise<CounterDay> {
  const today = await repo.dhakaToday(db);
  const date = query.date ?? today;
  const rows = await repo.listCounterDay(db, date);
  const of = (list: repo.CounterDayRow['list']) => rows.filter((r) => r.list === list).map(toCounterDayRental);
  return {
    date,
    isToday: date === today,
    toHandOver: of('toHandOver'),
    returnsDue: of('returnsDue'),
    balancesDue: of('balancesDue'),
  };
}

/** How long after one payment link the next for the same booking may go (docs/product/the-counter.md#payment-link-by-sms). */
export const PAYMENT_LINK_INTERVAL_MS = 60_000;

/**
 * `POST /rentals/{id}/payment-link` (staff): an SMS to the customer of a booking waiting for its advance, in
 * their language, with the link to the booking, where they pay the advance online. Queued in the outbox in
 * one transaction with the audit row, under the rental's row lock, so two presses take turns: one within a
 * minute of the last is refused (429 PAYMENT_LINK_SENT_RECENTLY), never a second SMS. Refused for a rental
 * that is not waiting for its advance (409 NOT_AWAITING_ADVANCE) and for a customer without a mobile number
 * (409 NO_MOBILE_NUMBER).
 */
export async function sendPaymentLink(
  db: Db,
  actor: Actor,
  rentalId: string,
  messages: MessageContext,
  now = new Date(),
): Promise<{ rentalId: string; phone: string }> {
  return db.transaction(async (tx) => {
    const locked = await repo.lockRental(tx, rentalId);
    if (!locked) throw notFound('Rental');
    const rental = await repo.findRental(tx, rentalId);
    if (!rental) throw notFound('Rental');
    if (rental.status === 'expired') throw new AppError('NOT_AWAITING_ADVANCE', text.bookingLapsed());
    if (rental.status !== 'pending' || !rental.holdExpiresAt) {
      throw new AppError('NOT_AWAITING_ADVANCE', text.notAwaitingAdvance());
    }
    if (!toMsisdn(rental.userPhone)) throw new AppError('NO_MOBILE_NUMBER', text.noMobileNumber());
    const last = await lastQueuedAbout(tx, rentalId, 'payment_link');
    const wait = last ? last.getTime() + PAYMENT_LINK_INTERVAL_MS - now.getTime() : 0;
    if (wait > 0) {
      throw new AppError(
        'PAYMENT_LINK_SENT_RECENTLY',
        text.paymentLinkSentRecently({ seconds: Math.ceil(wait / 1000) }),
      );
    }
    await queueRentalMessage(
      tx,
      messages,
      rentalId,
      {
        key: `rental:${rentalId}:payment_link:${now.getTime()}`,
        facts: { template: 'payment_link', payBy: rental.holdExpiresAt },
      },
      now,
    );
    await recordAudit(tx, actor, {
      action: 'rental.payment_link_sent',
      subjectId: rentalId,
      before: null,
      after: { customerId: rental.userId, phone: rental.userPhone, payBy: rental.holdExpiresAt.toISOString() },
    });
    return { rentalId, phone: rental.userPhone };
  });
}
