/**
 * Money the shop owes back (docs/product/money-and-refunds.md#refunds-due), in words for customers and admins: the web app's pages, the receipt and
 * the messages the shop sends.
 */
import { formatTaka } from './money.ts';
import type { RefundMethod, RefundReason, RentalRefund } from './refunds.ts';
import { formatShopDate } from './time.ts';

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

/** One refund of a rental in words: 'Money will be returned: 100 BDT', and why. */
export type RefundView = { id: string; label: string; amount: string; reason: string; isDue: boolean };

/** docs/product/money-and-refunds.md#refunds-due: 'Money will be returned' while a refund is due, 'Refunded on <Dhaka date>' once it is paid back. */
export function refundView(refund: RentalRefund): RefundView {
  const isDue = refund.status === 'due';
  return {
    id: refund._id,
    label: isDue ? MONEY_WILL_BE_RETURNED : refundedOn(formatShopDate(refund.refundedAt)),
    amount: formatTaka(refund.amount),
    reason: REFUND_REASON_WORDS[refund.reason],
    isDue,
  };
}
