/**
 * After a checkout the server sends the browser to `/dashboard?payment=<outcome>&purpose=<purpose>` (docs/product/money-and-refunds.md#payments),
 * without `&purpose=` when it does not know the transaction. A failure bKash gave a reason for adds
 * `&problem=insufficient_balance|wrong_pin|declined` (docs/product/money-and-refunds.md#paying-with-bkash). This
 * turns those words into the toast the customer sees.
 */
import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import {
  PaymentOutcomeSchema,
  PaymentProblemSchema,
  PaymentPurposeSchema,
  RefundDueWhySchema,
  type PaymentOutcome,
  type PaymentProblem,
  type PaymentPurpose,
  type RefundDueWhy,
} from '@bond/contract/rentals';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formattersFor } from '../../i18n/format.ts';
import { i18next } from '../../i18n/index.ts';
import { isLanguage, type Language } from '../../i18n/languages.ts';
import { toast } from '../../lib/toast.ts';

export type PaymentReturn = {
  outcome: PaymentOutcome;
  purpose: PaymentPurpose | null;
  /** With refund_due: why the money is owed back and how much (whole taka). */
  refund?: { why: RefundDueWhy; amount: number };
  /** With failed: why the gateway (bKash) refused, when it said. */
  problem?: PaymentProblem;
};
export type PaymentReturnToast = { kind: 'success' | 'error' | 'info'; message: string };

/** The outcome named by the query string, or null when the page was not reached from a checkout. */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const outcome = PaymentOutcomeSchema.safeParse(search.get('payment'));
  if (!outcome.success) return null;
  const purpose = PaymentPurposeSchema.safeParse(search.get('purpose'));
  const read: PaymentReturn = { outcome: outcome.data, purpose: purpose.success ? purpose.data : null };
  const why = RefundDueWhySchema.safeParse(search.get('why'));
  const amount = Number(search.get('amount'));
  if (outcome.data === 'refund_due' && why.success && Number.isInteger(amount) && amount > 0) {
    read.refund = { why: why.data, amount };
  }
  const problem = PaymentProblemSchema.safeParse(search.get('problem'));
  if (outcome.data === 'failed' && problem.success) read.problem = problem.data;
  return read;
}

/** The toast for an outcome, in the page's language. */
export function paymentReturnToast(
  { outcome, purpose, refund, problem }: PaymentReturn,
  language: Language,
): PaymentReturnToast {
  const t = i18next.getFixedT(language, 'rentals');
  const f = formattersFor(language);
  switch (outcome) {
    case 'refund_due': {
      // The money arrived but could not be used: never a confirmation, and the amount owed back.
      const amount = refund ? f.taka(refund.amount) : null;
      return {
        kind: 'info',
        message:
          refund?.why === 'duplicate'
            ? t('paymentReturn.refundDuplicate', { amount: f.taka(refund.amount) })
            : purpose === 'rent'
              ? amount
                ? t('paymentReturn.refundRent', { amount })
                : t('paymentReturn.refundRentNoAmount')
              : refund?.why === 'cancelled'
                ? t('paymentReturn.refundCancelled', { amount: f.taka(refund.amount) })
                : amount
                  ? t('paymentReturn.refundLapsed', { amount })
                  : t('paymentReturn.refundLapsedNoAmount'),
      };
    }
    case 'success':
      return {
        kind: 'success',
        message:
          purpose === 'rent'
            ? t('paymentReturn.successRent')
            : purpose === 'advance'
              ? t('paymentReturn.successAdvance', { advance: f.taka(ADVANCE_PAYMENT_BDT) })
              : t('paymentReturn.success'),
      };
    case 'failed': {
      const failed =
        purpose === 'advance'
          ? t('paymentReturn.failedAdvance')
          : purpose === 'rent'
            ? t('paymentReturn.failedRent')
            : // No purpose: the server could not match the checkout to a payment of the shop.
              t('paymentReturn.failedUnknown');
      // bKash's reason first (a short balance, a wrong PIN), then what became of the booking or rental.
      return {
        kind: 'error',
        message: problem
          ? t('paymentReturn.failedBecause', { problem: t(`paymentReturn.problem.${problem}`), outcome: failed })
          : failed,
      };
    }
    case 'cancelled':
      return {
        kind: 'info',
        message:
          purpose === 'advance'
            ? t('paymentReturn.cancelledAdvance')
            : purpose === 'rent'
              ? t('paymentReturn.cancelledRent')
              : t('paymentReturn.cancelled'),
      };
    case 'pending':
      return { kind: 'info', message: t('paymentReturn.pending') };
  }
}

let lastHandledKey: string | null = null;

/**
 * On arrival from a checkout: shows the outcome's toast once (also under StrictMode's double effects),
 * then calls `onReturn`, which should open the rentals and drop the query string.
 */
export function usePaymentReturn(onReturn: (payment: PaymentReturn) => void): void {
  const location = useLocation();
  const { i18n } = useTranslation('rentals');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  useEffect(() => {
    const payment = readPaymentReturn(new URLSearchParams(location.search));
    if (!payment || lastHandledKey === location.key) return;
    lastHandledKey = location.key;
    const { kind, message } = paymentReturnToast(payment, language);
    toast[kind](message);
    onReturn(payment);
  }, [location.key, location.search, onReturn, language]);
}
