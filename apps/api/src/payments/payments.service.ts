import { randomBytes } from 'node:crypto';
import { CURRENCY } from '@bond/contract/constants';
import type { PaymentOutcome, PaymentPurpose, RefundDueWhy } from '@bond/contract/rentals';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable, isUniqueViolation } from '../db/client.ts';
import { AppError, databaseUnavailable } from '../errors.ts';
import type { PaymentGateway, Verification } from './gateway.ts';
import { GatewayError } from './gateway.ts';
import * as repo from './payments.repository.ts';

/** A fresh transaction id: at most 32 characters (aamarPay's limit), unguessable. */
export function newTranId(purpose: PaymentPurpose): string {
  return `BBR${purpose === 'advance' ? 'A' : 'R'}${Date.now().toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export type PaymentUrls = { success: string; fail: string; cancel: string };

export function returnUrls(publicUrl: string, tranId: string): PaymentUrls {
  const base = `${publicUrl.replace(/\/+$/, '')}/api/payments/aamarpay`;
  return {
    success: `${base}/success`,
    fail: `${base}/fail`,
    cancel: `${base}/cancel?tran_id=${encodeURIComponent(tranId)}`,
  };
}

/**
 * Asks the gateway for a checkout of a payment row already stored as pending. A refusal or silence
 * closes the attempt as failed and is reported to the customer as a 502.
 */
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
    const { redirectUrl } = await gateway.createPayment({
      tranId: payment.tranId,
      amount: payment.amount,
      currency: CURRENCY,
      description: details.description,
      customer: details.customer,
      urls: details.urls,
    });
    // Kept, so that asking again while this checkout is open reuses it instead of charging twice.
    await repo.saveCheckoutUrl(db, payment.id, redirectUrl);
    return redirectUrl;
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    log.error({ err, tranId: payment.tranId, kind: err.kind }, 'payment gateway refused to start a checkout');
    await db.transaction(async (tx) => {
      await repo.markClosed(tx, payment.id, 'failed', { error: err.kind, message: err.message, raw: err.raw ?? null });
      if (payment.purpose === 'advance') await repo.cancelPendingRental(tx, payment.rentalId);
    });
    // The local stand-in fails when the shop's own database does: that is the answer the customer gets.
    if (isDatabaseUnavailable(err)) throw databaseUnavailable();
    throw new AppError(
      'PAYMENT_GATEWAY_UNAVAILABLE',
      'The payment service is not answering right now. Please try again in a minute',
    );
  }
}

const reusedGatewayId = (gatewayTxnId: string | null) =>
  `gateway transaction id ${gatewayTxnId} was already used by another payment`;

export type SettleResult = {
  outcome: PaymentOutcome;
  purpose: PaymentPurpose | null;
  /** With outcome refund_due: why the money is owed back, and how much. */
  refund?: { why: RefundDueWhy; amount: number };
  /** The gateway did not answer the verification: nothing is known about the payment yet. */
  unanswered?: true;
};

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
 * D9: a return, a notification or a retry only names a transaction. Nothing changes until the
 * gateway's verification says it was paid: same transaction, our store, BDT, the exact stored amount,
 * a gateway id never used before. Then one conditional pending → paid update; a second arrival finds
 * nothing pending and changes nothing.
 */
export async function settlePayment(
  db: Db,
  gateway: PaymentGateway,
  tranId: string,
  log: FastifyBaseLogger,
): Promise<SettleResult> {
  const payment = await repo.findPaymentByTranId(db, tranId);
  if (!payment) return { outcome: 'failed', purpose: null };
  const purpose = payment.purpose;
  if (payment.status !== 'pending') return settledOutcome(payment);

  let verification: Verification;
  try {
    verification = await gateway.verify(tranId);
  } catch (err) {
    // Unanswered: the payment stays pending and the retry job asks again later.
    log.warn({ err, tranId }, 'payment verification did not get an answer');
    return { outcome: 'pending', purpose, unanswered: true };
  }

  if (verification.outcome === 'failed' || verification.outcome === 'cancelled') {
    await db.transaction(async (tx) => {
      if (
        (await repo.markClosed(
          tx,
          payment.id,
          verification.outcome === 'failed' ? 'failed' : 'cancelled',
          verification.raw,
        )) &&
        purpose === 'advance'
      ) {
        await repo.cancelPendingRental(tx, payment.rentalId);
      }
    });
    return { outcome: verification.outcome === 'failed' ? 'failed' : 'cancelled', purpose };
  }
  if (verification.outcome !== 'paid') {
    await repo.recordVerification(db, payment.id, verification.raw, null);
    return { outcome: 'pending', purpose };
  }

  const reason = rejectionReason(payment, verification, gateway.storeId);
  if (reason) {
    log.error({ tranId, reason }, 'payment verification refused');
    await repo.recordVerification(db, payment.id, verification.raw, reason);
    return { outcome: 'failed', purpose };
  }

  try {
    await db.transaction(async (tx) => {
      if (!(await repo.markPaid(tx, payment.id, verification.gatewayTxnId as string, verification.raw))) return;
      if (purpose === 'rent') {
        await repo.markBalancePaid(tx, payment.rentalId);
        return;
      }
      try {
        // A savepoint: if the hold lapsed and someone else booked the bike, the unique index refuses.
        const activated = await tx.transaction(async (sp) => repo.activateRental(sp, payment.rentalId));
        if (!activated) await repo.markRefundDue(tx, payment.id);
      } catch (err) {
        if (!isUniqueViolation(err, 'rentals_one_open_per_bike')) throw err;
        await repo.markRefundDue(tx, payment.id);
        log.warn({ tranId }, 'advance paid after the booking lapsed and the bike was taken: refund due');
      }
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payments_paid_once')) {
      // Two checkouts of one booking were both paid: the second is recorded as paid twice, owed back.
      log.error({ tranId }, repo.DUPLICATE_PAYMENT_REASON);
      try {
        await db.transaction((tx) =>
          repo.markDuplicate(tx, payment.id, verification.gatewayTxnId as string, verification.raw),
        );
      } catch (dupErr) {
        if (!isUniqueViolation(dupErr, 'payments_gateway_txn_id_key')) throw dupErr;
        await repo.recordVerification(db, payment.id, verification.raw, reusedGatewayId(verification.gatewayTxnId));
        return { outcome: 'failed', purpose };
      }
      return { outcome: 'refund_due', purpose, refund: { why: 'duplicate', amount: payment.amount } };
    }
    if (isUniqueViolation(err, 'payments_gateway_txn_id_key')) {
      const why = reusedGatewayId(verification.gatewayTxnId);
      log.error({ tranId }, why);
      await repo.recordVerification(db, payment.id, verification.raw, why);
      return { outcome: 'failed', purpose };
    }
    throw err;
  }
  const after = await repo.findPaymentByTranId(db, tranId);
  return after ? settledOutcome(after) : { outcome: 'failed', purpose };
}

/**
 * What a settled payment means to the customer who made it: paid and used, or received but owed back
 * (the booking had lapsed or closed, or the same thing was paid twice), failed or cancelled.
 */
export function settledOutcome(payment: repo.PaymentRow): SettleResult {
  const purpose = payment.purpose;
  if (payment.status === 'duplicate') {
    return { outcome: 'refund_due', purpose, refund: { why: 'duplicate', amount: payment.amount } };
  }
  if (payment.status === 'paid' && payment.refundDue) {
    return { outcome: 'refund_due', purpose, refund: { why: 'lapsed', amount: payment.amount } };
  }
  if (payment.status === 'paid') return { outcome: 'success', purpose };
  if (payment.status === 'cancelled') return { outcome: 'cancelled', purpose };
  if (payment.status === 'pending') return { outcome: 'pending', purpose };
  return { outcome: 'failed', purpose };
}

/** Asks the gateway again about payments whose customer never came back (D9: retried later). */
export async function verifyStalePayments(db: Db, gateway: PaymentGateway, log: FastifyBaseLogger, now = new Date()) {
  const stale = await repo.findStalePendingPayments(db, new Date(now.getTime() - 2 * 60_000), 25);
  for (const payment of stale) {
    const result = await settlePayment(db, gateway, payment.tranId, log);
    // A checkout abandoned for a day is closed once the gateway itself says it is not paid; while the
    // gateway does not answer at all, the payment stays pending and is asked about again.
    if (
      result.outcome === 'pending' &&
      !result.unanswered &&
      now.getTime() - payment.createdAt.getTime() > 24 * 60 * 60_000
    ) {
      await db.transaction(async (tx) => {
        if ((await repo.markClosed(tx, payment.id, 'expired', null)) && payment.purpose === 'advance') {
          await repo.cancelPendingRental(tx, payment.rentalId);
        }
      });
    }
  }
  return stale.length;
}
