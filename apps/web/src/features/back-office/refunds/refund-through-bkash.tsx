import type { Refund } from '@bond/contract/refunds';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useRefundThroughBkashMutation } from '../api.ts';

type RefundThroughBkashProps = {
  /** A refund still due. */
  refund: Refund;
  /** Called once the refund is settled (now, or already: 409 ALREADY_REFUNDED): its row is about to go. */
  onSettled: () => void;
  /** The 'record how it was paid back' dialog, kept beside the button for paying back by hand. */
  children: ReactNode;
};

/**
 * 'Refund through bKash' (docs/product/money-and-refunds.md#refunds-through-bkash), an admin's: a refund due
 * on a payment bKash still refunds goes back with one press, and the page says until when. The press sends
 * one request however often it is pressed while that runs; bKash's refund id comes back as the refund's
 * reference. A refusal is a toast and stays under the buttons in the page's language (the server's message,
 * which says why and suggests paying back by hand); without one, why bKash's last attempt failed, as the
 * server recorded it (in English), is shown there instead. The manual dialog (`children`) stays throughout.
 */
export function RefundThroughBkash({ refund, onSettled, children }: RefundThroughBkashProps) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [refundThroughBkash, { isLoading }] = useRefundThroughBkashMutation();
  // Set in the click itself, so a second click before the button re-renders disabled sends nothing.
  const sending = useRef(false);
  const [refusal, setRefusal] = useState('');
  const untilId = useId();

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setRefusal('');
    try {
      const answer = await refundThroughBkash(refund._id).unwrap();
      toast.success(t('refunds.bkash.sent', { reference: answer.data.reference ?? '' }));
      onSettled();
    } catch (error) {
      const reason = apiErrorMessage(error);
      toast.error(reason);
      // Someone else settled it first: the list is read again and the row goes.
      if (apiErrorCode(error) === 'ALREADY_REFUNDED') onSettled();
      else setRefusal(reason);
    } finally {
      sending.current = false;
    }
  };

  const values = { amount: f.taka(refund.amount), name: refund.customer.name };
  const offer = refund.gatewayRefund;
  const lastError = refund.gatewayRefundError;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {offer ? (
          <Button
            aria-label={t(isLoading ? 'refunds.bkash.refundingLabel' : 'refunds.bkash.buttonLabel', values)}
            aria-describedby={untilId}
            disabled={isLoading}
            onClick={() => void send()}
          >
            {t(isLoading ? 'refunds.bkash.refunding' : 'refunds.bkash.button')}
          </Button>
        ) : null}
        {children}
      </div>
      {offer ? (
        <p id={untilId} className="text-xs text-slate-600 dark:text-slate-300">
          {t('refunds.bkash.until', { time: f.time(offer.until) })}
        </p>
      ) : null}
      {refusal ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium break-words text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {refusal}
        </p>
      ) : lastError ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm break-words text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <span className="font-semibold">{t('refunds.bkash.lastFailed')}</span> <span lang="en">{lastError}</span>
        </p>
      ) : null}
    </div>
  );
}
