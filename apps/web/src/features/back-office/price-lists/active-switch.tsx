import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';

type ActiveSwitchProps = {
  /** What the row is called in the buttons and the title ('RAINCOAT', 'Eid'). */
  name: string;
  active: boolean;
  /** What switching it off or on does, in a sentence. */
  description: string;
  isPending: boolean;
  /** Sends `active: !active`; answers the server's answer (its message is the toast). */
  onSwitch: (active: boolean) => Promise<{ message: string }>;
};

/**
 * 'Switch off' or 'Switch on' of a price-list row, asked first: no row is ever deleted
 * (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons), only its `active` flag changes.
 */
export function ActiveSwitch({ name, active, description, isPending, onSwitch }: ActiveSwitchProps) {
  const { t } = useTranslation('price-lists');
  const dialog = useMutationDialog({ refusal: 'dialog' });
  return (
    <ConfirmDialog
      title={active ? t('active.switchOffTitle', { name }) : t('active.switchOnTitle', { name })}
      description={description}
      trigger={
        <Button
          size="sm"
          variant={active ? 'danger' : 'outline'}
          aria-label={active ? t('active.switchOffLabel', { name }) : t('active.switchOnLabel', { name })}
        >
          {active ? t('active.switchOff') : t('active.switchOn')}
        </Button>
      }
      confirmLabel={active ? t('active.switchOff') : t('active.switchOn')}
      confirmVariant={active ? 'danger' : 'primary'}
      cancelLabel={t('form.cancel')}
      isPending={isPending}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      refusal={dialog.refusal}
      onConfirm={() => dialog.run(() => onSwitch(!active))}
    >
      {active ? <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t('active.keptNote')}</p> : null}
    </ConfirmDialog>
  );
}
