import { ADVANCE_PAYMENT_BDT, CANCEL_REFUND_HOURS } from '@bond/contract/constants';
import { cancelReturnsAdvance } from '@bond/contract/periods';
import type { Rental } from '@bond/contract/rentals';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { useCancelRentalMutation } from '../../../components/rentals/api.ts';
import { useRentalWords, type RentalWords } from '../../../components/rentals/words.ts';

type Choice = 'return' | 'keep' | '';

/** What the customer rule of docs/product/booking-and-periods.md#cancelling would do, as a hint for the admin's choice. */
function customerRuleHint(rental: Rental, now: Date, { t, f }: Pick<RentalWords, 't' | 'f'>): string {
  const hours = f.number(CANCEL_REFUND_HOURS);
  return cancelReturnsAdvance(new Date(rental.startTime), now)
    ? t('adminCancel.hintReturns', { hours })
    : t('adminCancel.hintKept', { hours });
}

/** The toast after a cancellation: the server's message and what happens to the advance. */
export function cancelledMessage(
  message: string,
  rental: Rental,
  refundAdvance: boolean,
  { t, f }: Pick<RentalWords, 't' | 'f'>,
): string {
  if (!rental.advancePayment) return t('adminCancel.doneNoAdvance', { message });
  const advance = f.taka(ADVANCE_PAYMENT_BDT);
  return refundAdvance
    ? t('adminCancel.doneRefund', { message, advance, name: rental.user.name })
    : t('adminCancel.doneKept', { message, advance });
}

type AdminCancelDialogProps = {
  rental: Rental;
  /** Called once the booking is cancelled: its row is about to leave the list. */
  onCancelled?: () => void;
};

/**
 * 'Cancel' (docs/product/booking-and-periods.md#cancelling): an admin cancels a pending or booked rental before its start and says whether the 100 BDT
 * advance is owed back (recorded as a refund due, docs/product/money-and-refunds.md#refunds-due). With no advance paid there is nothing to choose.
 * The server's refusal (the period has begun, the booking is closed) stays in the dialog and is a toast.
 */
export function AdminCancelDialog({ rental, onCancelled }: AdminCancelDialogProps) {
  const { t } = useTranslation('rentals');
  const words = useRentalWords();
  const advance = words.f.taka(ADVANCE_PAYMENT_BDT);
  const [choice, setChoice] = useState<Choice>('');
  const [choiceError, setChoiceError] = useState('');
  const [cancelRental, { isLoading }] = useCancelRentalMutation();
  const name = useId();
  const hintId = useId();
  const errorId = useId();
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const hasAdvance = rental.advancePayment;

  const refundAdvance = hasAdvance && choice === 'return';
  const dialog = useMutationDialog({
    onOpen: () => {
      setChoice('');
      setChoiceError('');
      setOpenedAt(new Date());
    },
    successMessage: (answer) => cancelledMessage(answer.message, rental, refundAdvance, words),
    onDone: onCancelled,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasAdvance && !choice) {
      dialog.setRefusal('');
      setChoiceError(t('adminCancel.chooseRefund'));
      return;
    }
    await dialog.run(() => cancelRental({ bookingId: rental._id, refundAdvance }).unwrap());
  };

  const names = { name: rental.user.name, bike: rental.bike.name };
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('adminCancel.title')}
      description={t('adminCancel.description', { ...names, period: words.bookedPeriod(rental) })}
      trigger={
        <Button size="sm" variant="outline" aria-label={t('adminCancel.triggerFor', names)}>
          {t('adminCancel.trigger')}
        </Button>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        {hasAdvance ? (
          <fieldset aria-describedby={choiceError ? `${hintId} ${errorId}` : hintId} className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900 dark:text-white">
              {t('adminCancel.question', { advance })}
            </legend>
            <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
              {customerRuleHint(rental, openedAt, words)}
            </p>
            {(
              [
                ['return', t('adminCancel.returnAdvance', { advance }), t('adminCancel.returnNote')],
                ['keep', t('adminCancel.keepAdvance', { advance }), t('adminCancel.keepNote')],
              ] as const
            ).map(([value, label, note]) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:border-brand-400 dark:has-checked:bg-slate-800"
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={choice === value}
                  onChange={() => {
                    setChoice(value);
                    setChoiceError('');
                  }}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-slate-900 dark:text-white">{label}</span>
                  <span className="text-sm text-slate-700 dark:text-slate-300">{note}</span>
                </span>
              </label>
            ))}
            {choiceError ? (
              <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
                {choiceError}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('adminCancel.noAdvanceToReturn', { advance })}
          </p>
        )}
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('adminCancel.keep')}
          submitLabel={t('adminCancel.cancel')}
          submitVariant="danger"
          isSubmitting={isLoading}
        />
      </form>
    </Dialog>
  );
}
