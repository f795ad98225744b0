import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import type { ButtonVariant } from './button-styles.ts';
import { Dialog, DialogClose } from './dialog.tsx';

type ConfirmDialogProps = {
  /** The button that opens the dialog (focus goes back to it when the dialog closes). */
  trigger: ReactElement;
  title: string;
  /** What will happen, in a sentence. */
  description: string;
  /** The confirm button's text, such as 'Yes, Delete'. */
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  /** While the confirmed call runs, the confirm button is disabled. */
  isPending: boolean;
  /** Runs on the confirm button; `close` shuts the dialog (leave it open to show a refusal in it). */
  onConfirm: (close: () => void) => Promise<void>;
  /** Called each time the dialog opens (to clear a refusal shown last time). */
  onOpen?: () => void;
  /** The open state, when the parent holds it (`useMutationDialog`); the dialog holds its own otherwise. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The server's refusal, shown above the buttons; empty when there is none. */
  refusal?: string;
  /** The text of the button that closes the dialog ('Cancel' when left out). */
  cancelLabel?: string;
  /** Shown above the buttons. */
  children?: ReactNode;
};

/** 'Are you sure?': a title, what will happen, Cancel and a confirm button. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  confirmVariant = 'danger',
  isPending,
  onConfirm,
  onOpen,
  open,
  onOpenChange,
  refusal,
  cancelLabel,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [ownOpen, setOwnOpen] = useState(false);
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <Dialog
      open={open ?? ownOpen}
      onOpenChange={(next) => {
        if (next) onOpen?.();
        setOpen(next);
      }}
      title={title}
      description={description}
      trigger={trigger}
    >
      {refusal ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
      {children}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose>
          <Button variant="outline">{cancelLabel ?? t('dialog.cancel')}</Button>
        </DialogClose>
        <Button variant={confirmVariant} disabled={isPending} onClick={() => void onConfirm(() => setOpen(false))}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

type DeleteDialogProps = Pick<
  ConfirmDialogProps,
  'description' | 'isPending' | 'onConfirm' | 'open' | 'onOpenChange'
> & {
  /** What is deleted, for the Delete button's accessible name ('Delete Honda Livo'). */
  name: string;
};

/** 'ARE YOU SURE ?' before deleting a row of a table: its small Delete button opens it. */
export function DeleteDialog({ name, ...props }: DeleteDialogProps) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      title={t('dialog.areYouSure')}
      trigger={
        <Button size="sm" variant="danger" aria-label={t('dialog.deleteName', { name })}>
          {t('dialog.delete')}
        </Button>
      }
      confirmLabel={t('dialog.yesDelete')}
      {...props}
    />
  );
}
