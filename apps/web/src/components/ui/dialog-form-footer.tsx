import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedMessage } from '../../lib/localized-message.ts';
import { Button } from './button.tsx';
import type { ButtonVariant } from './button-styles.ts';
import { DialogClose } from './dialog.tsx';

type DialogFormFooterProps = {
  /** The server's refusal, shown above the buttons; empty when there is none. */
  error: string;
  /** The text of the button that closes the dialog ('Cancel' when left out). */
  closeLabel?: string;
  submitLabel: ReactNode;
  submitVariant?: ButtonVariant;
  /** While the form is being sent, the submit button is disabled. */
  isSubmitting: boolean;
};

/** The end of a form in a dialog: the server's refusal, a button that closes the dialog, and submit. */
export function DialogFormFooter({
  error,
  closeLabel,
  submitLabel,
  submitVariant,
  isSubmitting,
}: DialogFormFooterProps) {
  const { t } = useTranslation('common');
  const message = useLocalizedMessage(error);
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose>
          <Button variant="outline">{closeLabel ?? t('dialog.cancel')}</Button>
        </DialogClose>
        <Button type="submit" variant={submitVariant} disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
