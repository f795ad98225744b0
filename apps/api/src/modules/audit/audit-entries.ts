import type { RefundMethod } from '@bond/contract/refunds';
import type { AuditEntryInput } from './audit.repository.ts';

/**
 * The log's rows of the actions the shop records in more than one place (the services, and the demo shop's
 * history, which an admin is said to have run): written one way wherever they are made.
 */
export const auditEntries = {
  returned: (
    rentalId: string,
    from: string,
    r: { returnTime: Date; rentalCharge: number; totalCost: number },
  ): AuditEntryInput => ({
    action: 'rental.returned',
    subjectId: rentalId,
    before: { status: from },
    after: {
      status: 'returned',
      returnTime: r.returnTime.toISOString(),
      rentalCharge: r.rentalCharge,
      totalCost: r.totalCost,
    },
  }),
  noShow: (rentalId: string): AuditEntryInput => ({
    action: 'rental.no_show',
    subjectId: rentalId,
    before: { status: 'active' },
    after: { status: 'no_show' },
  }),
  refunded: (refundId: string, amount: number, how: { method: RefundMethod; reference: string }): AuditEntryInput => ({
    action: 'refund.refunded',
    subjectId: refundId,
    before: { status: 'due', amount },
    after: { status: 'refunded', amount, method: how.method, reference: how.reference },
  }),
};
