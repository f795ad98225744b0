import { pageMeta, pageOf, SPEC_LIST_PAGE_SIZE, type PageMeta } from '@bond/contract/common';
import type { MarkRefunded, Refund, RefundListQuery } from '@bond/contract/refunds';
import { text } from '@bond/contract/say';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../shared/actors.ts';
import { auditEntries } from '../audit/audit-entries.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { queueRentalMessage, type MessageContext } from '../../notifications/outbox.ts';
import { lockOpenTillOfToday } from '../tills/tills.repository.ts';
import * as repo from './refunds.repository.ts';

export function toRefund(row: repo.RefundRow): Refund {
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
  };
}

/** docs/product/money-and-refunds.md#refunds-due: the money the shop owes back (by default what is still due), newest first. */
/** A page of the money owed back (due by default), newest first. */
export async function listRefunds(db: Db, query: RefundListQuery = {}): Promise<{ data: Refund[]; meta: PageMeta }> {
  const page = pageOf(query, SPEC_LIST_PAGE_SIZE);
  const { rows, total } = await repo.listRefunds(db, query.status ?? 'due', {
    limit: page.pageSize,
    offset: page.offset,
  });
  return { data: rows.map(toRefund), meta: pageMeta(page, total) };
}

/**
 * docs/product/money-and-refunds.md#refunds-due: an admin records how a refund due was paid back; a refund is
 * settled once. Paid back in cash, it comes out of the payer's open till of today (locked meanwhile, so it
 * counts in the till's closing: docs/product/the-counter.md#tills), and staff may record that, and only that.
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
