/**
 * After a checkout the server sends the browser to `/dashboard?payment=<outcome>&purpose=<purpose>` (D9),
 * without `&purpose=` when it does not know the transaction. This turns those words into the toast the
 * customer sees.
 */
import {
  PaymentOutcomeSchema,
  PaymentPurposeSchema,
  RefundDueWhySchema,
  type PaymentOutcome,
  type PaymentPurpose,
  type RefundDueWhy,
} from '@bond/contract/rentals';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../lib/toast.ts';

export type PaymentReturn = {
  outcome: PaymentOutcome;
  purpose: PaymentPurpose | null;
  /** With refund_due: why the money is owed back and how much (whole taka). */
  refund?: { why: RefundDueWhy; amount: number };
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
  return read;
}

export function paymentReturnToast({ outcome, purpose, refund }: PaymentReturn): PaymentReturnToast {
  switch (outcome) {
    case 'refund_due': {
      // The money arrived but could not be used: never a confirmation, and the amount owed back.
      const amount = `${refund?.amount ?? 'The'} BDT`;
      return {
        kind: 'info',
        message:
          refund?.why === 'duplicate'
            ? `We received this payment, but it had already been paid; ${amount} will be returned`
            : purpose === 'rent'
              ? `We received your payment but could not use it for this rental; ${amount} will be returned`
              : `We received your payment but the booking had lapsed; ${amount} will be returned`,
      };
    }
    case 'success':
      return {
        kind: 'success',
        message:
          purpose === 'rent'
            ? 'Payment successful. Thank you! Your rental is now paid.'
            : purpose === 'advance'
              ? 'Payment successful. Your booking is confirmed: the advance of 100 BDT is paid.'
              : 'Payment successful.',
      };
    case 'failed':
      return {
        kind: 'error',
        message:
          purpose === 'advance'
            ? 'The advance payment failed, so the booking was cancelled and nothing was charged. You can book again.'
            : purpose === 'rent'
              ? 'The payment failed and nothing was charged. You can try again with Pay Now.'
              : // No purpose: the server could not match the checkout to a payment of the shop.
                'We could not match this checkout to a booking or rental, so nothing has changed. If you were charged, please contact the shop.',
      };
    case 'cancelled':
      return {
        kind: 'info',
        message:
          purpose === 'advance'
            ? 'You cancelled the advance payment, so the booking was cancelled. You can book again.'
            : purpose === 'rent'
              ? 'You cancelled the payment. Nothing was charged; you can pay later with Pay Now.'
              : 'You cancelled the payment. Nothing was charged.',
      };
    case 'pending':
      return {
        kind: 'info',
        message:
          'We are still confirming your payment with the payment service. This page updates as soon as it is confirmed.',
      };
  }
}

let lastHandledKey: string | null = null;

/**
 * On arrival from a checkout: shows the outcome's toast once (also under StrictMode's double effects),
 * then calls `onReturn`, which should open the rentals and drop the query string.
 */
export function usePaymentReturn(onReturn: (payment: PaymentReturn) => void): void {
  const location = useLocation();
  useEffect(() => {
    const payment = readPaymentReturn(new URLSearchParams(location.search));
    if (!payment || lastHandledKey === location.key) return;
    lastHandledKey = location.key;
    const { kind, message } = paymentReturnToast(payment);
    toast[kind](message);
    onReturn(payment);
  }, [location.key, location.search, onReturn]);
}
