import { z } from 'zod';
import { zodText } from './say.ts';
import { IdSchema, PageQuerySchema, trimmed } from './common.ts';
import type { HeldPaymentReason } from './messages/words.ts';

/** Why the shop owes a customer money back (docs/product/money-and-refunds.md#refunds-due). */
export const REFUND_REASONS = [
  /** The advance arrived after the booking had lapsed or closed, so it could not start the rental. */
  'late_payment',
  /** A second payment for something already paid. */
  'duplicate_payment',
  /** The rental cost less than the advance: the difference, at return. */
  'negative_balance',
  /** A booking cancelled with its advance owed back. */
  'cancelled',
  /** The gateway took the money but the shop could not accept the payment (an admin decided after a check). */
  'refused_payment',
  /** What the bill left of the deposit held at the handover (docs/product/handover-and-return.md#the-bill). */
  'deposit_return',
] as const;
export const RefundReasonSchema = z.enum(REFUND_REASONS);
export type RefundReason = z.infer<typeof RefundReasonSchema>;

/** How an admin paid the money back. */
export const REFUND_METHODS = ['bkash', 'nagad', 'cash', 'bank', 'gateway_panel'] as const;
export const RefundMethodSchema = z.enum(REFUND_METHODS, {
  error: zodText('refundMethodInvalid'),
});
export type RefundMethod = z.infer<typeof RefundMethodSchema>;

/** Money owed back on one rental, as its customer sees it. */
export const RentalRefundSchema = z.object({
  _id: z.string(),
  amount: z.number().int(),
  reason: RefundReasonSchema,
  status: z.enum(['due', 'refunded']),
  refundedAt: z.string().nullable(),
});
export type RentalRefund = z.infer<typeof RentalRefundSchema>;

/** A row of the admin's Refunds page. */
export const RefundSchema = RentalRefundSchema.extend({
  rentalId: z.string(),
  paymentId: z.string().nullable(),
  method: RefundMethodSchema.nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  bike: z.object({ _id: z.string(), name: z.string() }),
  /**
   * A refund due that can go back through the gateway's refund call with one click, and until when
   * (docs/product/money-and-refunds.md#refunds-through-bkash); null otherwise (paid back by hand).
   */
  gatewayRefund: z.object({ gateway: z.literal('bkash'), until: z.string() }).nullable(),
  /** Why the gateway's last refund of it failed; null when none failed. */
  gatewayRefundError: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const RefundListQuerySchema = PageQuerySchema.extend({
  status: z.enum(['due', 'refunded', 'all'], { error: zodText('refundStatusInvalid') }).optional(),
});
export type RefundListQuery = z.infer<typeof RefundListQuerySchema>;

/** `POST /api/refunds/{id}/refunded`: how the money went back, settled once. */
export const MarkRefundedSchema = z.object({
  method: RefundMethodSchema,
  reference: trimmed('Reference', 120),
});
export type MarkRefunded = z.infer<typeof MarkRefundedSchema>;

export const RefundIdParamsSchema = z.object({ id: IdSchema });

/**
 * Why a payment waits for an admin's check (docs/product/money-and-refunds.md#payments), as the database
 * stores it: the gateway's answer was not recognised, or the gateway rated the payment risky. The
 * catalogues say it (`paymentHeldReason`) in the reader's language.
 */
export const HELD_PAYMENT_REASONS = ['unrecognised_answer', 'risky'] as const;
export type HeldPaymentReasonCode = (typeof HELD_PAYMENT_REASONS)[number];

const nonEmpty = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Why a payment is held, with what the gateway answered (its `verification`, kept with the code): a short
 * copy of an answer not recognised, or a risky payment's risk level and title.
 */
export function heldPaymentReason(code: HeldPaymentReasonCode, verification: unknown): HeldPaymentReason {
  if (code === 'unrecognised_answer') {
    const answer = typeof verification === 'string' ? verification : JSON.stringify(verification ?? null);
    return { code, answer: answer.length > 300 ? `${answer.slice(0, 300)}…` : answer };
  }
  const fields = verification && typeof verification === 'object' ? (verification as Record<string, unknown>) : {};
  const level = fields.risk_level;
  return {
    code,
    riskLevel: typeof level === 'number' ? String(level) : nonEmpty(level),
    riskTitle: nonEmpty(fields.risk_title),
  };
}

/**
 * A payment an admin must look at: the gateway's answer was not
 * recognised, the gateway held it as risky, or its verification was refused.
 */
export const PaymentToCheckSchema = z.object({
  _id: z.string(),
  tranId: z.string(),
  purpose: z.enum(['advance', 'rent', 'deposit']),
  amount: z.number().int(),
  gateway: z.string(),
  status: z.string(),
  /** Why it needs a look, in words an admin understands, in the request's language. */
  reason: z.string(),
  /** Why it needs a look, as a code: held (`unrecognised_answer`, `risky`), or its verification `refused`. */
  reasonCode: z.enum([...HELD_PAYMENT_REASONS, 'refused']),
  /** The gateway's last answer, as received. */
  verification: z.unknown(),
  createdAt: z.string(),
  rentalId: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  bike: z.object({ _id: z.string(), name: z.string() }),
});
export type PaymentToCheck = z.infer<typeof PaymentToCheckSchema>;

/**
 * `POST /api/payments/{id}/review`: `accept` settles the payment as paid (the admin checked it with the
 * gateway); `refund` closes it and records the money as owed back (reason `refused_payment`).
 */
export const ReviewPaymentSchema = z.object({
  decision: z.enum(['accept', 'refund'], { error: zodText('decisionInvalid') }),
});
export type ReviewPayment = z.infer<typeof ReviewPaymentSchema>;
