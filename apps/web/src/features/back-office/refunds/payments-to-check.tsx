import { heldPaymentReason, type PaymentToCheck, type ReviewPayment } from '@bond/contract/refunds';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { useGetPaymentsToCheckQuery, useReviewPaymentMutation } from '../api.ts';
import { useFocusAfterSettle } from '../../../lib/use-focus-after-settle.ts';
import { useSay } from '../../../lib/localized-message.ts';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';

const VARIANTS = { accept: 'success', refund: 'danger' } as const;

type ReviewDialogProps = {
  payment: PaymentToCheck;
  decision: ReviewPayment['decision'];
  /** Called once the payment is decided (now, or already: 409): its card is about to go. */
  onDecided: () => void;
};

function ReviewDialog({ payment, decision, onDecided }: ReviewDialogProps) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [review, { isLoading }] = useReviewPaymentMutation();
  const dialog = useMutationDialog({ settledStatus: 409, onDone: onDecided });
  const values = {
    amount: f.taka(payment.amount),
    tranId: payment.tranId,
    name: payment.customer.name,
    phone: payment.customer.phone,
    bike: payment.bike.name,
  };
  const description =
    decision === 'refund'
      ? t('payments.refund.describe', values)
      : payment.purpose === 'advance'
        ? t('payments.accept.describeAdvance', values)
        : t('payments.accept.describeRent', values);
  return (
    <ConfirmDialog
      title={t(`payments.${decision}.title`)}
      description={description}
      trigger={
        <Button
          size="sm"
          variant={decision === 'accept' ? 'success' : 'outline'}
          aria-label={t(`payments.${decision}.buttonLabel`, { tranId: payment.tranId })}
        >
          {t(`payments.${decision}.button`)}
        </Button>
      }
      confirmLabel={t(`payments.${decision}.confirm`)}
      confirmVariant={VARIANTS[decision]}
      isPending={isLoading}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      refusal={dialog.refusal}
      onConfirm={() => dialog.run(() => review({ id: payment._id, body: { decision } }).unwrap())}
    />
  );
}

/** The gateway's answer as it came, or null when there is none yet. */
function gatewayAnswer(verification: unknown): string | null {
  if (verification === null || verification === undefined) return null;
  return typeof verification === 'string' ? verification : JSON.stringify(verification, null, 2);
}

/**
 * Why a payment waits for a check, in the page's language: a held payment's reason said from its code and
 * the gateway's answer; a refused verification's as the server recorded it.
 */
function useReason(payment: PaymentToCheck): string {
  const say = useSay();
  const { reasonCode: code } = payment;
  if (code === 'refused') return payment.reason;
  return say('paymentHeldReason', { reason: heldPaymentReason(code, payment.verification) });
}

function PaymentCard({ payment, onDecided }: { payment: PaymentToCheck; onDecided: () => void }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const reason = useReason(payment);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
      <article aria-label={t('payments.card', { tranId: payment.tranId })} className="space-y-3">
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="font-semibold break-all text-slate-900 dark:text-white">{payment.tranId}</p>
          <p className="text-xs text-slate-600 dark:text-slate-300">{f.time(payment.createdAt)}</p>
        </header>
        <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt className="font-semibold text-slate-600 dark:text-slate-300">{t('payments.amount')}</dt>
          <dd>{f.taka(payment.amount)}</dd>
          <dt className="font-semibold text-slate-600 dark:text-slate-300">{t('payments.purpose')}</dt>
          <dd>{t(`payments.purposeFor.${payment.purpose}`, { bike: payment.bike.name })}</dd>
          <dt className="font-semibold text-slate-600 dark:text-slate-300">{t('payments.customer')}</dt>
          <dd className="break-words">
            {payment.customer.name},{' '}
            <a
              className="text-brand-800 underline underline-offset-2 dark:text-brand-300"
              href={`tel:${payment.customer.phone}`}
            >
              {payment.customer.phone}
            </a>
          </dd>
          <dt className="font-semibold text-slate-600 dark:text-slate-300">{t('payments.why')}</dt>
          <dd className="font-medium text-amber-900 dark:text-amber-200">{reason}</dd>
        </dl>
        <details className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
          <summary className="cursor-pointer font-semibold text-slate-800 dark:text-slate-100">
            {t('payments.gatewayAnswer')}
          </summary>
          <pre className="mt-2 max-h-64 overflow-auto text-xs whitespace-pre-wrap break-all text-slate-800 dark:text-slate-200">
            {gatewayAnswer(payment.verification) ?? t('payments.noAnswer')}
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
 * Payments whose gateway answer an admin must look at before anything more happens (docs/product/money-and-refunds.md#payments, docs/product/money-and-refunds.md#refunds-due).
 * `focusSection` takes the keyboard focus somewhere lasting once a decided payment's card leaves the list.
 */
export function PaymentsToCheck({ focusSection }: { focusSection: () => void }) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, isFetching, refetch } = useGetPaymentsToCheckQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const onDecided = useFocusAfterSettle(data, focusSection);
  if (isLoading) return <Spinner label={t('payments.loading')} />;
  if (!data) {
    return <LoadError error={error} onRetry={refetch} />;
  }
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          {t('payments.refresh')}
        </Button>
      </div>
      {data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-8 text-center text-base font-medium text-slate-700 dark:border-slate-600 dark:text-slate-200">
          {t('payments.none')}
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
