import type { PaymentToCheck, ReviewPayment } from '@bond/contract/refunds';
import { formatTaka } from '@bond/contract/money';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatTime } from '../../lib/time.ts';
import { useGetPaymentsToCheckQuery, useReviewPaymentMutation } from './api.ts';
import { settleInDialog } from './settle-in-dialog.ts';
import { useFocusAfterSettle } from '../../lib/use-focus-after-settle.ts';

export const NO_PAYMENTS_TO_CHECK = 'No payments need checking. Every payment the gateway reported has been settled.';

const PURPOSE_WORDS: Record<PaymentToCheck['purpose'], string> = { advance: 'Advance', rent: 'Rent' };

const DECISIONS = {
  accept: {
    button: 'Accept payment',
    title: 'Accept this payment?',
    confirm: 'Yes, accept',
    variant: 'success',
    describe: (p: PaymentToCheck) =>
      `Accept only after checking in the gateway's merchant panel that ${formatTaka(p.amount)} of ${p.tranId} reached the shop. The ${PURPOSE_WORDS[p.purpose].toLowerCase()} of ${p.customer.name}'s ${p.bike.name} then counts as paid.`,
  },
  refund: {
    button: 'Owe it back',
    title: 'Owe this payment back?',
    confirm: 'Yes, owe it back',
    variant: 'danger',
    describe: (p: PaymentToCheck) =>
      `The payment ${p.tranId} is closed without being used, and ${formatTaka(p.amount)} is added to Money owed back, to be returned to ${p.customer.name} (${p.customer.phone}).`,
  },
} as const;

type ReviewDialogProps = {
  payment: PaymentToCheck;
  decision: ReviewPayment['decision'];
  /** Called once the payment is decided (now, or already: 409): its card is about to go. */
  onDecided: () => void;
};

function ReviewDialog({ payment, decision, onDecided }: ReviewDialogProps) {
  const [serverError, setServerError] = useState('');
  const [review, { isLoading }] = useReviewPaymentMutation();
  const words = DECISIONS[decision];
  return (
    <ConfirmDialog
      title={words.title}
      description={words.describe(payment)}
      trigger={
        <Button
          size="sm"
          variant={decision === 'accept' ? 'success' : 'outline'}
          aria-label={`${words.button} ${payment.tranId}`}
        >
          {words.button}
        </Button>
      }
      confirmLabel={words.confirm}
      confirmVariant={words.variant}
      isPending={isLoading}
      onOpen={() => setServerError('')}
      onConfirm={(close) =>
        settleInDialog(() => review({ id: payment._id, body: { decision } }).unwrap(), {
          close,
          reload: onDecided,
          showError: setServerError,
        })
      }
    >
      {serverError ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700 dark:text-red-400">
          {serverError}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

function gatewayAnswer(verification: unknown): string {
  if (verification === null || verification === undefined) return 'The gateway has not answered yet.';
  return typeof verification === 'string' ? verification : JSON.stringify(verification, null, 2);
}

function PaymentCard({ payment, onDecided }: { payment: PaymentToCheck; onDecided: () => void }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
      <article aria-label={`Payment ${payment.tranId}`} className="space-y-3">
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="font-semibold break-all text-slate-900 dark:text-white">{payment.tranId}</p>
          <p className="text-xs text-slate-600 dark:text-slate-300">{formatTime(payment.createdAt)}</p>
        </header>
        <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt className="font-semibold text-slate-600 dark:text-slate-300">Amount</dt>
          <dd>{formatTaka(payment.amount)}</dd>
          <dt className="font-semibold text-slate-600 dark:text-slate-300">Purpose</dt>
          <dd>
            {PURPOSE_WORDS[payment.purpose]} for {payment.bike.name}
          </dd>
          <dt className="font-semibold text-slate-600 dark:text-slate-300">Customer</dt>
          <dd className="break-words">
            {payment.customer.name},{' '}
            <a
              className="text-brand-800 underline underline-offset-2 dark:text-brand-300"
              href={`tel:${payment.customer.phone}`}
            >
              {payment.customer.phone}
            </a>
          </dd>
          <dt className="font-semibold text-slate-600 dark:text-slate-300">Why</dt>
          <dd className="font-medium text-amber-900 dark:text-amber-200">{payment.reason}</dd>
        </dl>
        <details className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
          <summary className="cursor-pointer font-semibold text-slate-800 dark:text-slate-100">
            The gateway’s answer
          </summary>
          <pre className="mt-2 max-h-64 overflow-auto text-xs whitespace-pre-wrap break-all text-slate-800 dark:text-slate-200">
            {gatewayAnswer(payment.verification)}
          </pre>
        </details>
        <div className="flex flex-wrap gap-2">
          <ReviewDialog payment={payment} decision="accept" onDecided={onDecided} />
          <ReviewDialog payment={payment} decision="refund" onDecided={onDecided} />
        </div>
      </article>
    </li>
  );
}

/**
 * Payments whose gateway answer an admin must look at before anything more happens (D9, D21).
 * `focusSection` takes the keyboard focus somewhere lasting once a decided payment's card leaves the list.
 */
export function PaymentsToCheck({ focusSection }: { focusSection: () => void }) {
  const { data, error, isLoading, isFetching, refetch } = useGetPaymentsToCheckQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const onDecided = useFocusAfterSettle(data, focusSection);
  if (isLoading) return <Spinner label="Loading payments to check…" />;
  if (!data) {
    return <LoadError error={error} onRetry={refetch} />;
  }
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          Refresh payments
        </Button>
      </div>
      {data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-8 text-center text-base font-medium text-slate-700 dark:border-slate-600 dark:text-slate-200">
          {NO_PAYMENTS_TO_CHECK}
        </p>
      ) : (
        <ul className="space-y-3">
          {data.map((payment) => (
            <PaymentCard key={payment._id} payment={payment} onDecided={onDecided} />
          ))}
        </ul>
      )}
    </div>
  );
}
