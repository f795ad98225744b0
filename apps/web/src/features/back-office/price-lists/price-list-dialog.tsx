import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import type { MutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { changedFields } from './price-list-form.ts';

type Answer = { message: string };

/**
 * Saves a price-list dialog's request: a new row, or only the fields of `row` that changed (when none did,
 * says so in the dialog and sends nothing).
 */
export function saveRow<Request extends object>(
  dialog: MutationDialog<Answer>,
  request: Request,
  row: ({ _id: string; active: boolean } & Request) | undefined,
  calls: {
    create: (request: Request) => Promise<Answer>;
    update: (id: string, changes: Partial<Request>) => Promise<Answer>;
    nothingChanged: string;
  },
): Promise<void> {
  if (!row) return dialog.run(() => calls.create(request));
  const { active: _active, _id, ...current } = row;
  const changes = changedFields<Request>(current as unknown as Request, request);
  if (Object.keys(changes).length === 0) {
    dialog.setRefusal(calls.nothingChanged);
    return Promise.resolve();
  }
  return dialog.run(() => calls.update(_id, changes));
}

type PriceListDialogProps = {
  dialog: MutationDialog<Answer>;
  /** 'Add add-on', 'Change coupon': the title and the submit button. */
  title: string;
  description: string;
  /** The change button's label naming its row; left out, the dialog adds a row and its button says `title`. */
  changeLabel?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  /** The form's fields. */
  children: ReactNode;
};

/** A price list's add or change dialog: its button, the form and its footer, the refusal shown above it. */
export function PriceListDialog({
  dialog,
  title,
  description,
  changeLabel,
  onSubmit,
  isSubmitting,
  children,
}: PriceListDialogProps) {
  const { t } = useTranslation('price-lists');
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={title}
      size="lg"
      description={description}
      trigger={
        changeLabel === undefined ? (
          <Button>{title}</Button>
        ) : (
          <Button size="sm" variant="outline" aria-label={changeLabel}>
            {t('form.change')}
          </Button>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {children}
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('form.cancel')}
          submitLabel={title}
          isSubmitting={isSubmitting}
        />
      </form>
    </Dialog>
  );
}
