import { REFUND_METHODS, type Refund } from '@bond/contract/refunds';
import { trimmed } from '@bond/contract/common';
import { formatTaka } from '@bond/contract/money';
import { REFUND_METHOD_WORDS, REFUND_REASON_WORDS } from '@bond/contract/refund-words';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { useMarkRefundedMutation } from './api.ts';
import { settleInDialog } from './settle-in-dialog.ts';

export const MarkRefundedFormSchema = z.object({
  method: z.string().pipe(z.enum(REFUND_METHODS, { error: 'Choose how the money was paid back' })),
  reference: trimmed('Reference', 120),
});
type MarkRefundedForm = z.input<typeof MarkRefundedFormSchema>;

const selectClasses =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 dark:bg-slate-900 dark:text-slate-100';

type MarkRefundedDialogProps = {
  refund: Refund;
  /** Called once the refund is settled (by this admin or, a 409, by another): its row is about to go. */
  onSettled: () => void;
};

/**
 * 'Mark refunded' (D21): the admin says how the money went back (bKash, Nagad, cash, bank, the gateway's
 * panel) and its reference. The server settles a refund once; its refusal is shown here and as a toast.
 * Settled either way (recorded now, or already recorded: 409), the dialog closes and the list is read again.
 */
export function MarkRefundedDialog({ refund, onSettled }: MarkRefundedDialogProps) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState('');
  const [markRefunded, { isLoading }] = useMarkRefundedMutation();
  const methodId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MarkRefundedForm, unknown, z.output<typeof MarkRefundedFormSchema>>({
    resolver: zodResolver(MarkRefundedFormSchema),
    defaultValues: { method: '', reference: '' },
  });

  const onOpenChange = (next: boolean) => {
    if (next) {
      reset({ method: '', reference: '' });
      setServerError('');
    }
    setOpen(next);
  };

  const onSubmit = handleSubmit((body) =>
    settleInDialog(() => markRefunded({ id: refund._id, body }).unwrap(), {
      close: () => setOpen(false),
      reload: onSettled,
      showError: setServerError,
    }),
  );

  const methodError = errors.method?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark refunded"
      description={`${formatTaka(refund.amount)} to ${refund.customer.name} (${refund.customer.phone}) for ${refund.bike.name}: ${REFUND_REASON_WORDS[refund.reason].toLowerCase()}. Record how it was paid back; a refund is recorded once.`}
      trigger={
        <Button size="sm" aria-label={`Mark refunded: ${formatTaka(refund.amount)} to ${refund.customer.name}`}>
          Mark refunded
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="space-y-1.5">
          <label htmlFor={methodId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Paid back by
          </label>
          <select
            id={methodId}
            aria-invalid={methodError ? true : undefined}
            aria-describedby={methodError ? `${methodId}-error` : undefined}
            className={`${selectClasses} ${methodError ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`}
            {...register('method')}
          >
            <option value="">Choose how</option>
            {REFUND_METHODS.map((method) => (
              <option key={method} value={method}>
                {REFUND_METHOD_WORDS[method]}
              </option>
            ))}
          </select>
          {methodError ? (
            <p id={`${methodId}-error`} className="text-sm text-red-700 dark:text-red-400">
              {methodError}
            </p>
          ) : null}
        </div>
        <TextField
          label="Reference (transaction ID or receipt number)"
          autoComplete="off"
          maxLength={120}
          error={errors.reference?.message}
          {...register('reference')}
        />
        <DialogFormFooter error={serverError} submitLabel="Confirm refund" isSubmitting={isLoading} />
      </form>
    </Dialog>
  );
}
