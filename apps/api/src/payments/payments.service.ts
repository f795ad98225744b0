import { randomBytes } from 'node:crypto';
import { CURRENCY } from '@bond/contract/constants';
import type { Language } from '@bond/contract/languages';
import type { HeldPaymentReason } from '@bond/contract/messages/words';
import { heldPaymentReason, type PaymentToCheck } from '@bond/contract/refunds';
import type { PaymentOutcome, PaymentPurpose, RefundDueWhy } from '@bond/contract/rentals';
import { say, text } from '@bond/contract/say';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor, Tx } from '../db/client.ts';
import { isDatabaseUnavailable, isExclusionViolation, isUniqueViolation } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { GatewayProblem, PaymentGateway, PaymentGateways, Verification, VerifyOutcome } from './gateway.ts';
import { GatewayError } from './gateway.ts';
import * as rentalStates from '../modules/rentals/rentals.repository.ts';
import { queueRentalMessage, type MessageContext } from '../notifications/outbox.ts';
import * as repo from './payments.repository.ts';
import type { Actor } from '../shared/actors.ts';
import { recordAudit } from '../modules/audit/audit.repository.ts';

/** The letter a transaction ID has after `BBR` for each purpose of payment. */
const TRAN_ID_LETTER = { advance: 'A', rent: 'R', deposit: 'D' } as const;

/**
 * A fresh transaction id: at most 32 characters (aamarPay's limit), unguessable. `at` and `entropy` are
 * given only by the demo history (seed/demo-history.ts), which dates its payments in the past.
 */
export function newTranId(
  purpose: PaymentPurpose | 'deposit',
  at = Date.now(),
  entropy: Uint8Array = randomBytes(8),
): string {
  return `BBR${TRAN_ID_LETTER[purpose]}${at.toString(36).toUpperCase()}${Buffer.from(entropy).toString('hex').toUpperCase()}`;
}

export type PaymentUrls = { success: string; fail: string; cancel: string };

/**
 * The gateway a customer named for a checkout, or the shop's first when they named none (an empty name is
 * none); 400 when the shop does not offer it.
 */
export function chosenGateway(gateways: PaymentGateways, named: string | undefined): PaymentGateway {
  const gateway = gateways.choose(named || undefined);
  if (gateway) return gateway;
  const offered = gateways.offered.map((one) => one.name).join(', ');
  throw new AppError('PAYMENT_GATEWAY_NOT_OFFERED', text.gatewayNotOffered({ offered }));
}

/**
 * Where a gateway sends the customer back. bKash takes one address and adds `paymentID` and `status` to it:
 * our transaction id is in its path, so that nothing the gateway appends can mangle it.
 */
export function returnUrls(publicUrl: string, tranId: string, gateway = 'aamarpay'): PaymentUrls {
  if (gateway === 'bkash') {
    const callback = `${publicUrl.replace(/\/+$/, '')}/api/payments/bkash/callback/${encodeURIComponent(tranId)}`;
    return { success: callback, fail: callback, cancel: callback };
  }
  const base = `${publicUrl.replace(/\/+$/, '')}/api/payments/aamarpay`;
  return {
    success: `${base}/success`,
    fail: `${base}/fail`,
    cancel: `${base}/cancel?tran_id=${encodeURIComponent(tranId)}`,
  };
}

/**
 * Asks the gateway for a checkout of a payment row already stored as pending. A refusal or silence
 * closes the attempt as failed and is reported to the customer as a 502. The local stand-in failing because
 * the shop's database did is the database's failure, not the gateway's: it is thrown as it came.
 */
/**
 * The local stand-in keeps its checkouts in the shop's own database and says so when it cannot reach it
 * (plugins/payment-gateway.ts): the adapter's error then carries our own 503. A real gateway out of reach
 * (a refused or reset socket) is the gateway's failure, whatever its socket error looks like.
 */
const standinLostDatabase = (err: GatewayError) =>
  err.cause instanceof AppError && err.cause.code === 'DATABASE_UNAVAILABLE';

export async function startCheckout(
  db: Db,
  gateway: PaymentGateway,
  payment: repo.PaymentRow,
  details: {
    description: string;
    customer: { name: string; email: string; phone: string; address: string };
    urls: PaymentUrls;
  },
  log: FastifyBaseLogger,
): Promise<string> {
  try {
    const { redirectUrl, gatewayRef } = await gateway.createPayment({
      tranId: payment.tranId,
      amount: payment.amount,
      currency: CURRENCY,
      description: details.description,
      customer: details.customer,
      urls: details.urls,
    });
    await keepCheckoutUrl(db, payment, redirectUrl, gatewayRef ?? null, log);
    return redirectUrl;
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    // No gateway refused anything: the payment and its booking are left as they are, and the caller answers
    // as it does any database failure (a booking just made: 201 with the dashboard, docs/decisions/021).
    if (standinLostDatabase(err)) throw err;
    log.error({ err, tranId: payment.tranId, kind: err.kind }, 'payment gateway refused to start a checkout');
    await db.transaction(async (tx) => {
      await repo.markClosed(tx, payment.id, 'failed', { error: err.kind, message: err.message, raw: err.raw ?? null });
      if (payment.purpose === 'advance') await rentalStates.cancelPendingRental(tx, payment.rentalId, false);
    });
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', text.gatewayUnavailable());
  }
}

/**
 * Keeps a checkout's address, so that asking again while it is open reuses it instead of charging twice.
 * The payment is stored and the checkout open by now: a database that fails at this moment must not turn
 * the customer's answer into an error (docs/decisions/021). Asking again later opens a new checkout.
 */
async function keepCheckoutUrl(
  db: Db,
  payment: repo.PaymentRow,
  url: string,
  gatewayRef: string | null,
  log: FastifyBaseLogger,
) {
  try {
    await repo.saveCheckoutUrl(db, payment.id, url, gatewayRef);
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    log.warn({ err, tranId: payment.tranId }, 'a checkout was opened but its address could not be kept');
  }
}

const reusedGatewayId = (gatewayTxnId: string | null) =>
  `gateway transaction id ${gatewayTxnId} was already used by another payment`;

export type SettleResult = {
  outcome: PaymentOutcome;
  purpose: PaymentPurpose | null;
  /** With outcome refund_due: why the money is owed back, and how much. */
  refund?: { why: RefundDueWhy; amount: number };
  /**
   * What the gateway said this time (`silent` when it did not answer). Only its plain `pending` lets the
   * day-old expiry close a checkout: silence, an unrecognised answer or a held payment never does.
   */
  gatewaySaid?: VerifyOutcome | 'silent';
  /** Why the gateway refused the customer, when it said (docs/product/money-and-refunds.md#paying-with-bkash). */
  problem?: GatewayProblem;
};

export type SettleOptions = {
  /** Where customers reach the shop: the messages a settlement queues link to it (docs/product/messages.md#outbox). */
  messages: MessageContext;
  /** An admin looked at a payment the gateway rated risky and accepts it (POST /payments/{id}/review). */
  acceptRisk?: boolean;
  /** Also done in the transaction that records the payment paid (the admin's decision on record, docs/product/money-and-refunds.md#audit-log). */
  withinSettlement?: (tx: Tx) => Promise<void>;
};

/** Why a held payment waits for an admin's check, with the gateway's answer kept with its code. */
function heldReasonOf(payment: Pick<repo.PaymentRow, 'reviewReason' | 'verification'>): HeldPaymentReason | null {
  return payment.reviewReason ? heldPaymentReason(payment.reviewReason, payment.verification) : null;
}

/** Why a verification that reports success is still not accepted, or null when it is acceptable. */
export function rejectionReason(payment: repo.PaymentRow, v: Verification, storeId: string): string | null {
  if (v.tranId !== payment.tranId)
    return `the gateway reported transaction ${v.tranId ?? 'none'}, not ${payment.tranId}`;
  if (v.storeId !== storeId) return `the gateway reported store ${v.storeId ?? 'none'}, not ours`;
  if (v.currency !== CURRENCY) return `the gateway reported currency ${v.currency ?? 'none'}`;
  if (v.amount === null || !/^\d+(\.\d{1,2})?$/.test(v.amount) || Number(v.amount) !== payment.amount) {
    return `the gateway reported amount ${v.amount ?? 'none'}, expected ${payment.amount}`;
  }
  if (!v.gatewayTxnId) return 'the gateway reported no transaction id of its own';
  return null;
}

/**
 * docs/product/money-and-refunds.md#payments: a return, a notification or a retry only names a transaction. Nothing changes until the
 * gateway's verification says it was paid: same transaction, our store, BDT, the exact stored amount,
 * a gateway id never used before. Then one conditional pending → paid update; a second arrival finds
 * nothing pending and changes nothing.
 */
export async function settlePayment(
  db: Db,
  gateways: PaymentGateways,
  tranId: string,
  log: FastifyBaseLogger,
  options: SettleOptions,
): Promise<SettleResult> {
  const payment = await repo.findPaymentByTranId(db, tranId);
  if (!payment) return { outcome: 'failed', purpose: null };
  if (payment.status !== 'pending') return outcomeOf(db, payment);
  const gateway = gatewayOf(gateways, payment, log);
  if (!gateway) return { outcome: 'pending', purpose: onlinePurpose(payment), gatewaySaid: 'silent' };
  return settleWith(db, gateway, payment, await askGateway(gateway, payment, log), log, options);
}

/** The adapter of a payment's gateway; none when the shop no longer has that gateway configured. */
function gatewayOf(gateways: PaymentGateways, payment: repo.PaymentRow, log: FastifyBaseLogger) {
  const gateway = gateways.byName(payment.gateway);
  if (!gateway) log.error({ tranId: payment.tranId, gateway: payment.gateway }, 'payment gateway not configured');
  return gateway;
}

/** Settles a pending payment by what its gateway said of it (null: it did not answer). */
function settleWith(
  db: Db,
  gateway: PaymentGateway,
  payment: repo.PaymentRow,
  verification: Verification | null,
  log: FastifyBaseLogger,
  options: SettleOptions,
): Promise<SettleResult> | SettleResult {
  if (!verification) return { outcome: 'pending', purpose: onlinePurpose(payment), gatewaySaid: 'silent' };
  const step = { db, payment, verification, log, messages: options.messages };
  switch (verification.outcome) {
    case 'unrecognised':
      return holdUnrecognisedAnswer(step);
    case 'failed':
    case 'cancelled':
      return closeUnpaid(step, verification.outcome);
    case 'pending':
      return keepWaiting(step);
    case 'paid':
      return settlePaid(step, gateway.storeId, options);
  }
}

/** What a customer's browser brings back from a gateway whose checkout waits for the shop to take the money. */
export type ApprovedReturn = {
  /** The gateway's id of the checkout (bKash's paymentID). */
  gatewayRef: string | null;
  /** The customer approved the payment (bKash's `status=success`); false when they cancelled or it failed. */
  approved: boolean;
  /** How the customer left the checkout when not approved. */
  declined?: 'failed' | 'cancelled';
};

/**
 * docs/product/money-and-refunds.md#paying-with-bkash: a customer back from bKash's checkout. The return
 * proves nothing, and bKash has taken nothing yet: the shop asks bKash to take the money (execute) once per
 * payment, whatever number of returns, processes and retries arrive, and settles by bKash's answer. A return
 * that is not the first is settled by asking bKash what happened. A customer who cancelled closes the
 * checkout, as long as the shop never asked for the money.
 */
export async function settleApprovedReturn(
  db: Db,
  gateways: PaymentGateways,
  tranId: string,
  back: ApprovedReturn,
  log: FastifyBaseLogger,
  options: SettleOptions,
): Promise<SettleResult> {
  const payment = await repo.findPaymentByTranId(db, tranId);
  if (!payment) return { outcome: 'failed', purpose: null };
  const gateway = gatewayOf(gateways, payment, log);
  if (payment.status !== 'pending' || !gateway?.charge) return settlePayment(db, gateways, tranId, log, options);
  const gatewayRef = back.gatewayRef ? await repo.keepGatewayRef(db, payment.id, back.gatewayRef) : null;
  if (!gatewayRef || gatewayRef !== back.gatewayRef) {
    log.warn({ tranId, named: back.gatewayRef, kept: gatewayRef }, 'a return named another checkout than ours');
    return settlePayment(db, gateways, tranId, log, options);
  }
  if (!back.approved)
    return closeDeclined(db, gateway, { ...payment, gatewayRef }, back.declined ?? 'failed', log, options);
  if (!(await repo.claimCharge(db, payment.id))) return settlePayment(db, gateways, tranId, log, options);
  let verification: Verification | null = null;
  try {
    verification = await gateway.charge({ tranId, gatewayRef });
  } catch (err) {
    log.warn({ err, tranId }, 'asking the gateway to take a payment got no answer; its status is asked later');
  }
  return settleWith(db, gateway, payment, verification, log, options);
}

/**
 * The customer cancelled at the gateway, or the gateway refused them. Still asked first: only a payment the
 * gateway reports as not paid, and whose money the shop never asked for, is closed on the customer's word.
 */
async function closeDeclined(
  db: Db,
  gateway: PaymentGateway,
  payment: repo.PaymentRow,
  declined: 'failed' | 'cancelled',
  log: FastifyBaseLogger,
  options: SettleOptions,
): Promise<SettleResult> {
  const verification = await askGateway(gateway, payment, log);
  if (verification?.outcome !== 'pending') return settleWith(db, gateway, payment, verification, log, options);
  const step = { db, payment, verification, log, messages: options.messages };
  const closed = await db.transaction(async (tx) => {
    const done = await repo.markClosed(tx, payment.id, declined, verification.raw, { onlyUncharged: true });
    if (done && payment.purpose === 'advance') await rentalStates.cancelPendingRental(tx, payment.rentalId, true);
    return done;
  });
  if (closed) return answered(step, declined);
  // Settled meanwhile, or the shop asked for its money meanwhile: as it stands now.
  const after = await repo.findPaymentByTranId(db, payment.tranId);
  return after ? outcomeOf(db, after) : answered(step, 'failed');
}

/** What a payment paid, as a checkout's return names it: a deposit is never paid online, so it names none. */
const onlinePurpose = (payment: repo.PaymentRow): PaymentPurpose | null =>
  payment.purpose === 'deposit' ? null : payment.purpose;

/** One settle attempt: the stored payment and the gateway's answer about it. */
type SettleStep = {
  db: Db;
  payment: repo.PaymentRow;
  verification: Verification;
  log: FastifyBaseLogger;
  messages: MessageContext;
};

const answered = (step: SettleStep, outcome: PaymentOutcome, extra: Partial<SettleResult> = {}): SettleResult => ({
  outcome,
  purpose: onlinePurpose(step.payment),
  gatewaySaid: step.verification.outcome,
  ...extra,
});

/** The gateway's verification, or null when it did not answer (the payment stays pending; asked again later). */
async function askGateway(gateway: PaymentGateway, payment: repo.PaymentRow, log: FastifyBaseLogger) {
  try {
    return await gateway.verify({ tranId: payment.tranId, gatewayRef: payment.gatewayRef });
  } catch (err) {
    log.warn({ err, tranId: payment.tranId }, 'payment verification did not get an answer');
    return null;
  }
}

/**
 * Not an answer about this payment at all (a wrong key, an error page, a changed reply): nothing is known,
 * so the payment stays pending, is asked about again, and an admin is told.
 */
async function holdUnrecognisedAnswer(step: SettleStep): Promise<SettleResult> {
  const { db, payment, verification, log } = step;
  log.error(
    { tranId: payment.tranId, answer: verification.raw },
    'payment verification answer not recognised; held for an admin',
  );
  await repo.recordVerification(db, payment.id, verification.raw, { reviewReason: 'unrecognised_answer' });
  return answered(step, 'pending');
}

/** The gateway says the customer did not pay: the attempt closes, and an unpaid advance frees the bike. */
async function closeUnpaid(step: SettleStep, outcome: 'failed' | 'cancelled'): Promise<SettleResult> {
  const { db, payment, verification } = step;
  await db.transaction(async (tx) => {
    const closed = await repo.markClosed(tx, payment.id, outcome, verification.raw);
    if (closed && payment.purpose === 'advance') await rentalStates.cancelPendingRental(tx, payment.rentalId, true);
  });
  const { problem } = verification;
  return answered(step, outcome, problem ? { problem } : {});
}

/** The customer is still at the checkout, or the gateway is still deciding. */
async function keepWaiting(step: SettleStep): Promise<SettleResult> {
  await repo.recordVerification(step.db, step.payment.id, step.verification.raw, {
    rejectionReason: null,
    reviewReason: null,
  });
  return answered(step, 'pending');
}

/** The gateway reports the payment paid: checked, held when risky, then recorded once. */
async function settlePaid(step: SettleStep, storeId: string, options: SettleOptions): Promise<SettleResult> {
  const { db, payment, verification, log } = step;
  const reason = rejectionReason(payment, verification, storeId);
  if (reason) return refuseVerification(step, reason);
  if (verification.riskLevel !== null && !options.acceptRisk) {
    // The gateway took the money but rates the payment risky: held for an admin instead of settled.
    log.warn({ tranId: payment.tranId, riskLevel: verification.riskLevel }, 'risky payment held for an admin');
    await repo.recordVerification(db, payment.id, verification.raw, { rejectionReason: null, reviewReason: 'risky' });
    return answered(step, 'pending');
  }

  const recorded = await recordPaid(step, options);
  if (recorded === 'gateway id reused') return refuseVerification(step, reusedGatewayId(verification.gatewayTxnId));
  if (recorded === 'paid twice') return recordPaidTwice(step, options);
  const after = await repo.findPaymentByTranId(db, payment.tranId);
  return after ? { ...(await outcomeOf(db, after)), gatewaySaid: verification.outcome } : answered(step, 'failed');
}

/** A verification that reports success but is not accepted: kept for an admin, the customer told it failed. */
async function refuseVerification(step: SettleStep, reason: string): Promise<SettleResult> {
  step.log.error({ tranId: step.payment.tranId, reason }, 'payment verification refused');
  await repo.recordVerification(step.db, step.payment.id, step.verification.raw, { rejectionReason: reason });
  return answered(step, 'failed');
}

/**
 * The one pending → paid update, and what it pays for: the balance, or the booking's advance, which starts
 * the rental. PostgreSQL referees what may not happen twice, by the constraint it names: a purpose of a
 * rental paid once (`payments_paid_once`), a gateway id used once (`payments_gateway_txn_id_key`).
 */
async function recordPaid(
  step: SettleStep,
  options: SettleOptions,
): Promise<'recorded' | 'paid twice' | 'gateway id reused'> {
  const { db, payment, verification } = step;
  try {
    await db.transaction(async (tx) => {
      if (!(await repo.markPaid(tx, payment.id, verification.gatewayTxnId as string, verification.raw))) return;
      if (payment.purpose === 'rent') {
        await rentalStates.markBalancePaid(tx, payment.rentalId);
        await queueRentalMessage(tx, step.messages, payment.rentalId, {
          key: `payment:${payment.id}:payment_received`,
          facts: { template: 'payment_received', amount: payment.amount },
        });
      } else await startRentalOrOweBack(tx, step);
      await options.withinSettlement?.(tx);
    });
    return 'recorded';
  } catch (err) {
    if (isUniqueViolation(err, 'payments_paid_once')) return 'paid twice';
    if (isUniqueViolation(err, 'payments_gateway_txn_id_key')) return 'gateway id reused';
    throw err;
  }
}

/**
 * A paid advance starts its rental, unless the booking can no longer become one (it lapsed and someone else
 * took the bike, the bike was retired, the account deleted): then the money is owed back.
 */
async function startRentalOrOweBack(tx: Tx, step: SettleStep): Promise<void> {
  const { payment, log } = step;
  try {
    // A savepoint: if the hold lapsed and someone else booked an overlapping period, the exclusion
    // constraint refuses.
    if (await tx.transaction((sp) => rentalStates.activateRental(sp, payment.rentalId))) {
      await queueRentalMessage(tx, step.messages, payment.rentalId, {
        key: `rental:${payment.rentalId}:booking_confirmed`,
        facts: { template: 'booking_confirmed' },
      });
      return;
    }
  } catch (err) {
    if (!isExclusionViolation(err, 'rentals_no_overlap')) throw err;
    log.warn({ tranId: payment.tranId }, 'advance paid after the booking lapsed and its period was taken: refund due');
  }
  await repo.markRefundDue(tx, payment.id);
  await queueRentalMessage(tx, step.messages, payment.rentalId, {
    key: `payment:${payment.id}:payment_owed_back`,
    facts: { template: 'payment_owed_back', amount: payment.amount, why: await lateWhy(tx, payment) },
  });
}

/** Two checkouts of one booking were both paid: the second is recorded as paid twice, and owed back. */
async function recordPaidTwice(step: SettleStep, options: SettleOptions): Promise<SettleResult> {
  const { db, payment, verification, log } = step;
  log.error({ tranId: payment.tranId }, repo.DUPLICATE_PAYMENT_REASON);
  try {
    await db.transaction(async (tx) => {
      await repo.markDuplicate(tx, payment.id, verification.gatewayTxnId as string, verification.raw);
      await queueRentalMessage(tx, step.messages, payment.rentalId, {
        key: `payment:${payment.id}:payment_owed_back`,
        facts: { template: 'payment_owed_back', amount: payment.amount, why: 'duplicate' },
      });
      await options.withinSettlement?.(tx);
    });
  } catch (err) {
    if (!isUniqueViolation(err, 'payments_gateway_txn_id_key')) throw err;
    return refuseVerification(step, reusedGatewayId(verification.gatewayTxnId));
  }
  return answered(step, 'refund_due', { refund: { why: 'duplicate', amount: payment.amount } });
}

/**
 * Why an advance that came too late is owed back, as its customer knows the booking: cancelled (by them, by
 * the shop, or by a failed checkout), or lapsed (its hold ran out; also a bike or an account closed since).
 */
async function lateWhy(db: Executor, payment: repo.PaymentRow): Promise<'cancelled' | 'lapsed'> {
  return (await rentalStates.statusOf(db, payment.rentalId)) === 'cancelled' ? 'cancelled' : 'lapsed';
}

/** What a settled payment means to its customer (settledOutcome), with the booking's fate for a late one. */
async function outcomeOf(db: Executor, payment: repo.PaymentRow): Promise<SettleResult> {
  const late = payment.status === 'paid' && payment.refundDue;
  return settledOutcome(payment, late ? await lateWhy(db, payment) : 'lapsed');
}

/**
 * What a settled payment means to the customer who made it: paid and used, or received but owed back
 * (the booking had lapsed or been cancelled, `lateWhy`, or the same thing was paid twice), failed or
 * cancelled.
 */
export function settledOutcome(payment: repo.PaymentRow, lateWhy: 'lapsed' | 'cancelled' = 'lapsed'): SettleResult {
  const purpose = onlinePurpose(payment);
  if (payment.status === 'duplicate') {
    return { outcome: 'refund_due', purpose, refund: { why: 'duplicate', amount: payment.amount } };
  }
  if (payment.status === 'paid' && payment.refundDue) {
    return { outcome: 'refund_due', purpose, refund: { why: lateWhy, amount: payment.amount } };
  }
  if (payment.status === 'paid') return { outcome: 'success', purpose };
  if (payment.status === 'cancelled') return { outcome: 'cancelled', purpose };
  if (payment.status === 'pending') return { outcome: 'pending', purpose };
  return { outcome: 'failed', purpose };
}

/** Asks the gateway again about payments whose customer never came back (docs/product/money-and-refunds.md#payments: retried later). */
export async function verifyStalePayments(
  db: Db,
  gateways: PaymentGateways,
  log: FastifyBaseLogger,
  messages: MessageContext,
  now = new Date(),
) {
  const stale = await repo.findStalePendingPayments(db, new Date(now.getTime() - 2 * 60_000), 25);
  for (const payment of stale) {
    const result = await settlePayment(db, gateways, payment.tranId, log, { messages });
    // A checkout abandoned for a day is closed once the gateway itself says it is not paid. While the
    // gateway does not answer, answers in a way the adapter does not recognise, or holds the payment as
    // risky, the payment stays pending and is asked about again.
    if (
      result.outcome === 'pending' &&
      result.gatewaySaid === 'pending' &&
      now.getTime() - payment.createdAt.getTime() > 24 * 60 * 60_000
    ) {
      await db.transaction(async (tx) => {
        if ((await repo.markClosed(tx, payment.id, 'expired', null)) && payment.purpose === 'advance') {
          await rentalStates.cancelPendingRental(tx, payment.rentalId, true);
        }
      });
    }
  }
  return stale.length;
}

export type ReviewDecision = 'accept' | 'refund';

/**
 * An admin's decision on a payment held for a check (docs/product/money-and-refunds.md#refunds-due, GET /payments/to-check). `accept` settles it
 * through the normal path: the gateway is asked again and must still report it paid, for our transaction,
 * store, currency and amount; only the risk hold is lifted. `refund` closes it and records the money as
 * owed back. A payment is decided once: anything but a pending payment with a reason to check is a 409.
 */
export async function reviewPayment(
  db: Db,
  actor: Actor,
  gateways: PaymentGateways,
  paymentId: string,
  decision: ReviewDecision,
  log: FastifyBaseLogger,
  messages: MessageContext,
): Promise<repo.PaymentRow> {
  const payment = await repo.findPaymentById(db, paymentId);
  if (!payment) throw notFound('Payment');
  const alreadyDecided = () =>
    new AppError('PAYMENT_NOT_REVIEWABLE', text.paymentAlreadySettled({ status: payment.status }));
  if (payment.status !== 'pending') throw alreadyDecided();
  if (payment.reviewReason === null && payment.rejectionReason === null) {
    throw new AppError('PAYMENT_NOT_REVIEWABLE', text.paymentNotHeld());
  }

  if (decision === 'refund') {
    const closed = await db.transaction(async (tx) => {
      const row = await repo.closeAsRefused(tx, payment.id);
      if (!row) return row;
      if (row.purpose === 'advance') await rentalStates.cancelPendingRental(tx, row.rentalId, false);
      await queueRentalMessage(tx, messages, row.rentalId, {
        key: `payment:${row.id}:payment_owed_back`,
        facts: { template: 'payment_owed_back', amount: row.amount, why: 'refused' },
      });
      await recordAudit(tx, actor, {
        action: 'payment.refused',
        subjectId: row.id,
        before: { status: 'pending' },
        after: { status: row.status, refundDue: row.amount },
      });
      return row;
    });
    if (!closed) throw alreadyDecided();
    log.info({ tranId: payment.tranId }, 'held payment refused by an admin: refund due');
    return closed;
  }

  await settlePayment(db, gateways, payment.tranId, log, {
    messages,
    acceptRisk: true,
    withinSettlement: (tx) =>
      recordAudit(tx, actor, {
        action: 'payment.accepted',
        subjectId: payment.id,
        before: { status: 'pending', reviewReason: payment.reviewReason ?? payment.rejectionReason },
        after: { status: 'accepted' },
      }),
  });
  const after = await repo.findPaymentById(db, payment.id);
  if (after && (after.status === 'paid' || after.status === 'duplicate')) return after;
  const reason = after ? (after.rejectionReason ?? heldReasonOf(after)) : null;
  throw new AppError(
    'PAYMENT_NOT_REVIEWABLE',
    text.paymentNotConfirmed({ reason, status: after?.status ?? 'unknown' }),
  );
}

/**
 * Payments held for an admin's check (docs/product/money-and-refunds.md#refunds-due), oldest first, with the
 * gateway's raw answer and why each waits: a held payment's reason said in `language`, a refused
 * verification's as it was recorded.
 */
export async function listPaymentsToCheck(db: Db, language: Language): Promise<PaymentToCheck[]> {
  const rows = await repo.findPaymentsToCheck(db);
  return rows.map(({ payment, customer, bike }) => {
    const held = heldReasonOf(payment);
    return {
      _id: payment.id,
      tranId: payment.tranId,
      purpose: payment.purpose,
      amount: payment.amount,
      gateway: payment.gateway,
      status: payment.status,
      reason: held ? say(language, 'paymentHeldReason', { reason: held }) : (payment.rejectionReason ?? ''),
      reasonCode: held ? held.code : 'refused',
      verification: payment.verification,
      createdAt: payment.createdAt.toISOString(),
      rentalId: payment.rentalId,
      customer: { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
      bike: { _id: bike.id, name: bike.name },
    };
  });
}
