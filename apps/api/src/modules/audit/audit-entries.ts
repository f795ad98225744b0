import type { CounterMethod, CounterPurpose } from '@bond/contract/counter';
import type { RefundMethod } from '@bond/contract/refunds';
import type { AuditEntryInput } from './audit.repository.ts';

/**
 * A return's charge as the audit row names it (docs/product/money-and-refunds.md#audit-log): the price list's
 * code (null for a line written for the case), its English name or the line written, the amount, and the
 * reason staff gave (null when none).
 */
export type AuditedCharge = { code: string | null; label: string; amount: number; reason: string | null };

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
  /** A return with readings (docs/product/handover-and-return.md#return): its bill's totals. */
  returnedWithBill: (
    rentalId: string,
    {
      returnTime,
      ...totals
    }: {
      returnTime: Date;
      rentalCharge: number;
      lateFee: number;
      extras: number;
      depositApplied: number;
      depositRefund: number;
      totalCost: number;
      /** A deposit held in bKash: what became of the hold, and what was taken of it. */
      depositHold?: { state: string; captured: number; givenBack: boolean };
    },
    /** Each charge for damage or loss with the reason staff gave; left out where none were recorded. */
    charges?: readonly AuditedCharge[],
  ): AuditEntryInput => ({
    action: 'rental.returned',
    subjectId: rentalId,
    before: { status: 'active' },
    after: { status: 'returned', returnTime: returnTime.toISOString(), ...totals, ...(charges ? { charges } : {}) },
  }),
  noShow: (rentalId: string): AuditEntryInput => ({
    action: 'rental.no_show',
    subjectId: rentalId,
    before: { status: 'booked' },
    after: { status: 'no_show' },
  }),
  /**
   * The bike left the shop (docs/product/handover-and-return.md#handover): its readings, how many photos and
   * the deposit held; `inspected: false` for a handover the spec's return call recorded without one.
   */
  handedOver: (
    rentalId: string,
    {
      at,
      ...readings
    }: {
      at: Date;
      inspected: boolean;
      odometerKm?: number;
      fuelEighths?: number;
      helmets?: number;
      photos?: number;
      deposit: number;
      depositMethod?: string;
    },
  ): AuditEntryInput => ({
    action: 'rental.handed_over',
    subjectId: rentalId,
    before: { status: 'booked' },
    after: { status: 'active', handedOverAt: at.toISOString(), ...readings },
  }),
  /** Money taken at the counter (docs/product/the-counter.md#counter-payments). */
  paymentReceived: (
    paymentId: string,
    p: {
      rentalId: string;
      purpose: CounterPurpose | 'deposit';
      method: CounterMethod;
      amount: number;
      reference: string | null;
      tillId: string | null;
    },
  ): AuditEntryInput => ({
    action: 'payment.received',
    subjectId: paymentId,
    before: p.purpose === 'advance' ? { advancePaid: false } : { balancePaid: false },
    after: {
      rentalId: p.rentalId,
      purpose: p.purpose,
      method: p.method,
      amount: p.amount,
      reference: p.reference,
      tillId: p.tillId,
    },
  }),
  /** A till opened with its float, and closed once with the count (docs/product/the-counter.md#tills). */
  tillOpened: (tillId: string, openingFloat: number): AuditEntryInput => ({
    action: 'till.opened',
    subjectId: tillId,
    before: null,
    after: { openingFloat },
  }),
  tillClosed: (
    tillId: string,
    c: { expectedCash: number | null; countedCash: number; difference: number | null },
  ): AuditEntryInput => ({
    action: 'till.closed',
    subjectId: tillId,
    before: { status: 'open' },
    after: { status: 'closed', expectedCash: c.expectedCash, countedCash: c.countedCash, difference: c.difference },
  }),
  refunded: (refundId: string, amount: number, how: { method: RefundMethod; reference: string }): AuditEntryInput => ({
    action: 'refund.refunded',
    subjectId: refundId,
    before: { status: 'due', amount },
    after: { status: 'refunded', amount, method: how.method, reference: how.reference },
  }),
};
