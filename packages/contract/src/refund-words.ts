/**
 * Money the shop owes back (docs/product/money-and-refunds.md#refunds-due), as pages and receipts list it:
 * the refund's words from the catalogues (`refundLine`), with its id and whether it is still due.
 */
import type { Language } from './languages.ts';
import type { RefundLine } from './messages/en.ts';
import type { RentalRefund } from './refunds.ts';
import { say } from './say.ts';

/** One refund of a rental: 'Money will be returned: 100 BDT', and why. */
export type RefundView = RefundLine & { id: string; isDue: boolean };

/** 'Money will be returned' while a refund is due, 'Refunded on <Dhaka date>' once it is paid back. */
export function refundView(refund: RentalRefund, language: Language): RefundView {
  return { id: refund._id, ...say(language, 'refundLine', { refund }), isDue: refund.status === 'due' };
}
