/** Money the shop owes back (D21), in words for customers and admins. */
import type { RefundMethod, RefundReason } from '@bond/contract/refunds';

export const MONEY_WILL_BE_RETURNED = 'Money will be returned';

/** 'Refunded on 23 Nov 2026' is built with the Dhaka date of the refund. */
export const refundedOn = (date: string) => `Refunded on ${date}`;

export const REFUND_REASON_WORDS: Record<RefundReason, string> = {
  late_payment: 'Advance paid after the booking had lapsed',
  duplicate_payment: 'Paid twice for the same thing',
  negative_balance: 'The rental cost less than the advance',
  cancelled: 'Booking cancelled with the advance owed back',
  refused_payment: 'Payment the shop could not accept',
};

export const REFUND_METHOD_WORDS: Record<RefundMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  cash: 'Cash',
  bank: 'Bank transfer',
  gateway_panel: 'Gateway panel',
};
