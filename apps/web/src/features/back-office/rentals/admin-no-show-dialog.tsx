import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import type { Rental } from '@bond/contract/rentals';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { useMarkNoShowMutation } from '../../../components/rentals/api.ts';
import { useRentalWords } from '../../../components/rentals/words.ts';

type AdminNoShowDialogProps = {
  rental: Rental;
  /** Called once the rental is closed as a no-show: its row is about to leave the list. */
  onMarked?: () => void;
};

/**
 * 'No-show' (docs/product/booking-and-periods.md#no-shows): the period of an active rental has begun but the customer never collected the bike. The
 * rental closes, the advance is kept and the bike is free again at once. The server's refusal stays in the
 * dialog and is a toast.
 */
export function AdminNoShowDialog({ rental, onMarked }: AdminNoShowDialogProps) {
  const { t } = useTranslation('rentals');
  const words = useRentalWords();
  const [markNoShow, { isLoading }] = useMarkNoShowMutation();
  const names = { name: rental.user.name, bike: rental.bike.name };
  const dialog = useMutationDialog({
    successMessage: (answer) => t('noShow.done', { message: answer.message, ...names }),
    onDone: onMarked,
  });
  return (
    <ConfirmDialog
      title={t('noShow.title')}
      description={t('noShow.description', {
        ...names,
        period: words.bookedPeriod(rental),
        advance: words.f.taka(ADVANCE_PAYMENT_BDT),
      })}
      trigger={
        <Button size="sm" variant="outline" aria-label={t('noShow.triggerFor', names)}>
          {t('noShow.trigger')}
        </Button>
      }
      confirmLabel={t('noShow.confirm')}
      isPending={isLoading}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      refusal={dialog.refusal}
      onConfirm={() => dialog.run(() => markNoShow({ bookingId: rental._id }).unwrap())}
    />
  );
}
