import { pageMeta, pageOf, SPEC_LIST_PAGE_SIZE, type PageMeta } from '@bond/contract/common';
import type { CounterMethod } from '@bond/contract/counter';
import type { MarkRefunded, Refund, RefundListQuery, RefundMethod } from '@bond/contract/refunds';
import { text } from '@bond/contract/say';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import { BKASH_GATEWAY, BKASH_REFUND_DAYS } from '../../payments/bkash.ts';
import { GatewayError, type PaymentGateway, type PaymentGateways } from '../../payments/gateway.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../shared/actors.ts';
import { auditEntries } from '../audit/audit-entries.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { queueRentalMessage, type MessageContext } from '../../notifications/outbox.ts';
import { lockOpenTillOfToday } from '../tills/tills.repository.ts';
import * as repo from './refunds.repository.ts';

export function toRefund(row: repo.RefundRow, refundable?: repo.GatewayRefundablePayment): Refund {
  return {
    _id: row.id,
    rentalId: row.rentalId,
    paymentId: row.paymentId,
    amount: row.amount,
    reason: row.reason,
    status: row.refundedAt ? 'refunded' : 'due',
    refundedAt: row.refundedAt?.toISOString() ?? null,
    method: row.method,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    customer: { _id: row.customerId, name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    bike: { _id: row.bikeId, name: row.bikeName },
    gatewayRefund: refundable ? { gateway: 'bkash', until: refundable.until.toISOString() } : null,
    gatewayRefundError: row.refundedAt ? null : row.gatewayRefundError,
  };
}

/** The refunds due of `rows` that bKash can send back, when the shop has bKash's refund call. */
async function bkashRefundable(db: Executor, rows: readonly repo.RefundRow[], gateways?: PaymentGateways) {
  const due = rows.filter((row) => !row.refundedAt).map((row) => row.id);
  if (!gateways?.byName(BKASH_GATEWAY)?.refund) return new Map<string, repo.GatewayRefundablePayment>();
  return repo.gatewayRefundablePayments(db, due, BKASH_GATEWAY, BKASH_REFUND_DAYS);
}

/** docs/product/money-and-refunds.md#refunds-due: the money the shop owes back (by default what is still due), newest first. */
/** A page of the money owed back (due by default), newest first. */
export async function listRefunds(
  db: Db,
  query: RefundListQuery = {},
  gateways?: PaymentGateways,
): Promise<{ data: Refund[]; meta: PageMeta }> {
  const page = pageOf(query, SPEC_LIST_PAGE_SIZE);
  const { rows, total } = await repo.listRefunds(db, query.status ?? 'due', {
    limit: page.pageSize,
    offset: page.offset,
  });
  const refundable = await bkashRefundable(db, rows, gateways);
  return { data: rows.map((row) => toRefund(row, refundable.get(row.id))), meta: pageMeta(page, total) };
}

/**
 * docs/product/money-and-refunds.md#refunds-through-bkash: an admin's one click sends a refund due back
 * through bKash's refund call. One click asks: the request that claims the refund (one conditional update, in
 * any process) calls bKash; every other is refused while it does. bKash's refund id is recorded as the
 * refund's reference, once. A refund bKash did not make (refused, or unanswered and not found by bKash's
 * refund status) gives the claim back with the error shown, for a second click or a refund by hand.
 */
export async function refundThroughBkash(
  db: Db,
  admin: Actor,
  gateways: PaymentGateways,
  id: string,
  messages: MessageContext,
  log: FastifyBaseLogger,
): Promise<Refund> {
  const refund = await repo.findRefund(db, id);
  if (!refund) throw notFound('Refund');
  if (refund.refundedAt) throw new AppError('ALREADY_REFUNDED', text.alreadyRefunded());
  const gateway = gateways.byName(BKASH_GATEWAY);
  const payment = (await bkashRefundable(db, [refund], gateways)).get(id);
  if (!gateway?.refund || !payment) throw new AppError('GATEWAY_REFUND_UNAVAILABLE', text.gatewayRefundUnavailable());
  if (!(await repo.claimGatewayRefund(db, id))) {
    if ((await repo.findRefund(db, id))?.refundedAt) throw new AppError('ALREADY_REFUNDED', text.alreadyRefunded());
    throw new AppError('REFUND_IN_PROGRESS', text.refundInProgress());
  }
  const made = await askForRefund(gateway, payment, refund, log);
  if ('failure' in made) {
    await repo.releaseGatewayRefund(db, id, made.failure);
    throw new AppError('GATEWAY_REFUND_FAILED', text.gatewayRefundFailed({ reason: made.failure }));
  }
  const how = { method: 'bkash' as const, reference: made.refundId };
  await db.transaction(async (tx) => {
    const amount = await repo.markRefunded(tx, id, { ...how, refundedBy: admin.id });
    if (amount === null) return;
    await recordAudit(tx, admin, auditEntries.refunded(id, amount, how));
    await queueRentalMessage(tx, messages, refund.rentalId, {
      key: `refund:${id}:refund_recorded`,
      facts: { template: 'refund_recorded', amount, ...how },
    });
  });
  const row = await repo.findRefund(db, id);
  if (!row) throw notFound('Refund');
  return toRefund(row);
}

/**
 * bKash's refund of `refund` on `payment`, or why it made none. An answer lost on the way (a time-out, a
 * broken connection, an answer we cannot read) is not taken as no refund: bKash's refund status is asked, and
 * a refund of this amount it reports is the one made.
 */
async function askForRefund(
  gateway: PaymentGateway,
  payment: repo.GatewayRefundablePayment,
  refund: repo.RefundRow,
  log: FastifyBaseLogger,
): Promise<{ refundId: string } | { failure: string }> {
  const ref = { tranId: payment.tranId, gatewayRef: payment.gatewayRef, gatewayTxnId: payment.gatewayTxnId };
  try {
    const made = await gateway.refund!(ref, {
      amount: refund.amount,
      reason: `${refund.reason.replaceAll('_', ' ')}, rental ${refund.rentalId.slice(0, 8)}`,
      sku: refund.id,
    });
    return { refundId: made.refundId };
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    log.warn({ err, refundId: refund.id, kind: err.kind }, 'bKash refund not made');
    if (err.kind === 'rejected') return { failure: err.message };
    const found = await gateway.refundOf?.(ref).catch(() => null);
    if (found && Number(found.amount) === refund.amount) return { refundId: found.refundId };
    return { failure: err.message };
  }
}

/**
 * The refund method that gives a deposit's rest back by the way the deposit came, for each counter method that
 * has one (docs/product/handover-and-return.md#return). Rocket Send Money and the card terminal have none: the
 * rest of a deposit taken by them goes back by any method.
 */
const DEPOSIT_REFUND_METHODS = {
  cash: 'cash',
  bkash_send_money: 'bkash',
  nagad_send_money: 'nagad',
} as const satisfies Partial<Record<CounterMethod, RefundMethod>>;

/**
 * Refuses, with 400 naming `method`, paying back the rest of a deposit (a refund due `deposit_return`) by
 * another method than the deposit came by. Says nothing of a refund unknown or settled already: the caller
 * answers those.
 */
async function refuseOtherWayBack(tx: Executor, id: string, method: RefundMethod): Promise<void> {
  const refund = await repo.findRefund(tx, id);
  if (refund?.reason !== 'deposit_return' || refund.refundedAt) return;
  const deposit = await repo.depositMethodOf(tx, refund.rentalId);
  if (!deposit || !Object.hasOwn(DEPOSIT_REFUND_METHODS, deposit)) return;
  const came = deposit as keyof typeof DEPOSIT_REFUND_METHODS;
  if (method !== DEPOSIT_REFUND_METHODS[came]) {
    throw new AppError('VALIDATION_FAILED', text.depositRefundMethod({ deposit: came }), 'method');
  }
}

/**
 * docs/product/money-and-refunds.md#refunds-due: an admin records how a refund due was paid back; a refund is
 * settled once. Paid back in cash, it comes out of the payer's open till of today (locked meanwhile, so it
 * counts in the till's closing: docs/product/the-counter.md#tills), and staff may record that, and only that.
 * The rest of a deposit goes back by the method the deposit came by, where a refund method matches it.
 */
export async function markRefunded(
  db: Db,
  admin: Actor,
  id: string,
  input: MarkRefunded,
  messages: MessageContext,
): Promise<Refund> {
  if (admin.role !== 'admin' && input.method !== 'cash') {
    throw new AppError('FORBIDDEN', text.staffRefundsInCashOnly(), 'method');
  }
  const settled = await db.transaction(async (tx) => {
    await refuseOtherWayBack(tx, id, input.method);
    const tillId = input.method === 'cash' ? await lockOpenTillOfToday(tx, admin.id) : null;
    if (input.method === 'cash' && !tillId) {
      // Said only of a refund still due: an unknown one is 404, one paid back already 409, as without a till.
      const refund = await repo.findRefund(tx, id);
      if (!refund) throw notFound('Refund');
      if (refund.refundedAt) throw new AppError('ALREADY_REFUNDED', text.alreadyRefunded());
      throw new AppError('TILL_NOT_OPEN', text.tillNotOpen());
    }
    const amount = await repo.markRefunded(tx, id, { ...input, refundedBy: admin.id, tillId });
    if (amount === null) return false;
    await recordAudit(tx, admin, auditEntries.refunded(id, amount, input));
    const refund = await repo.findRefund(tx, id);
    if (refund) {
      await queueRentalMessage(tx, messages, refund.rentalId, {
        key: `refund:${id}:refund_recorded`,
        facts: { template: 'refund_recorded', amount, method: input.method, reference: input.reference },
      });
    }
    return true;
  });
  const row = await repo.findRefund(db, id);
  if (!row) throw notFound('Refund');
  if (!settled) {
    throw new AppError('ALREADY_REFUNDED', text.alreadyRefunded());
  }
  return toRefund(row);
}
