import { REFUND_METHODS, type Refund, type RefundMethod } from '@bond/contract/refunds';
import { say } from '@bond/contract/say';
import { trimmed } from '@bond/contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { i18next } from '../../../i18n/index.ts';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { useMarkRefundedMutation } from '../api.ts';

export const MarkRefundedFormSchema = z.object({
  method: z
    .string()
    .pipe(z.enum(REFUND_METHODS, { error: () => i18next.t('markRefunded.chooseMethod', { ns: 'admin' }) })),
  reference: trimmed('Reference', 120),
});
type MarkRefundedForm = z.input<typeof MarkRefundedFormSchema>;

const selectClasses =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 dark:bg-slate-900 dark:text-slate-100';

type MarkRefundedDialogProps = {
  refund: Refund;
  /** Called once the refund is settled (by this admin or, a 409, by another): its row is about to go. */
  onSettled: () => void;
  /**
   * The ways the person may record: an admin every one, staff cash alone
   * (docs/product/the-counter.md#refunds-paid-in-cash), which is then the dialog's only way and asks no choice.
   */
  methods?: readonly RefundMethod[];
  /** Drawn as the second choice, beside 'Refund through bKash' (docs/product/money-and-refunds.md#refunds-through-bkash). */
  secondary?: boolean;
};

/**
 * 'Mark refunded' (docs/product/money-and-refunds.md#refunds-due): the admin says how the money went back (bKash, Nagad, cash, bank, the gateway's
 * panel) and its reference; staff say 'Paid back in cash' from their till. The server settles a refund once;
 * its refusal is shown here and as a toast. Settled either way (recorded now, or already recorded: 409
 * ALREADY_REFUNDED), the dialog closes and the list is read again; any other refusal (no open till for cash:
 * 409 TILL_NOT_OPEN) keeps it open with the reason.
 */
export function MarkRefundedDialog({
  refund,
  onSettled,
  methods = REFUND_METHODS,
  secondary = false,
}: MarkRefundedDialogProps) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [markRefunded, { isLoading }] = useMarkRefundedMutation();
  const methodId = useId();
  // One way only (staff: cash): it is the form's method from the start, and the dialog says so in its title.
  const only = methods.length === 1 ? methods[0] : undefined;
  const cashOnly = only === 'cash';
  const blank = { method: only ?? '', reference: '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MarkRefundedForm, unknown, z.output<typeof MarkRefundedFormSchema>>({
    resolver: zodResolver(MarkRefundedFormSchema),
    defaultValues: blank,
  });

  const dialog = useMutationDialog({
    onOpen: () => reset(blank),
    settledStatus: 409,
    settledCode: 'ALREADY_REFUNDED',
    onDone: onSettled,
  });

  const onSubmit = handleSubmit((body) => dialog.run(() => markRefunded({ id: refund._id, body }).unwrap()));

  const methodError = errors.method?.message;
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t(cashOnly ? 'markRefunded.cashTitle' : 'markRefunded.title')}
      description={t(cashOnly ? 'markRefunded.cashDescription' : 'markRefunded.description', {
        amount: f.taka(refund.amount),
        name: refund.customer.name,
        phone: refund.customer.phone,
        bike: refund.bike.name,
        reason: say(f.language, 'refundLine', { refund }).reason.toLocaleLowerCase(f.language),
      })}
      trigger={
        <Button
          variant={secondary ? 'outline' : 'primary'}
          aria-label={t(cashOnly ? 'markRefunded.cashButtonLabel' : 'markRefunded.buttonLabel', {
            amount: f.taka(refund.amount),
            name: refund.customer.name,
          })}
        >
          {t(cashOnly ? 'markRefunded.cashButton' : 'markRefunded.button')}
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {only ? null : (
          <div className="space-y-1.5">
            <label htmlFor={methodId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('markRefunded.paidBackBy')}
            </label>
            <select
              id={methodId}
              aria-invalid={methodError ? true : undefined}
              aria-describedby={methodError ? `${methodId}-error` : undefined}
              className={`${selectClasses} ${methodError ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`}
              {...register('method')}
            >
              <option value="">{t('markRefunded.chooseHow')}</option>
              {methods.map((method) => (
                <option key={method} value={method}>
                  {t(`refunds.methods.${method}`)}
                </option>
              ))}
            </select>
            {methodError ? (
              <p id={`${methodId}-error`} className="text-sm text-red-700 dark:text-red-400">
                {methodError}
              </p>
            ) : null}
          </div>
        )}
        <TextField
          label={t(cashOnly ? 'markRefunded.receipt' : 'markRefunded.reference')}
          autoComplete="off"
          maxLength={120}
          error={errors.reference?.message}
          {...register('reference')}
        />
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('markRefunded.cancel')}
          submitLabel={t('markRefunded.confirm')}
          isSubmitting={isLoading}
        />
      </form>
    </Dialog>
  );
}
