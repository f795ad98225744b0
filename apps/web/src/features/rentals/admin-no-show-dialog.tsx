import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import type { Rental } from '@bond/contract/rentals';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { bookedPeriod } from './admin-schedule-layout.ts';
import { useMarkNoShowMutation } from './api.ts';

export const NO_SHOW_TITLE = 'Mark as a no-show?';

type AdminNoShowDialogProps = {
  rental: Rental;
  /** Called once the rental is closed as a no-show: its row is about to leave the list. */
  onMarked?: () => void;
};

/**
 * 'No-show' (D20): the period of an active rental has begun but the customer never collected the bike. The
 * rental closes, the advance is kept and the bike is free again at once. The server's refusal stays in the
 * dialog and is a toast.
 */
export function AdminNoShowDialog({ rental, onMarked }: AdminNoShowDialogProps) {
  const [serverError, setServerError] = useState('');
  const [markNoShow, { isLoading }] = useMarkNoShowMutation();
  const who = `${rental.user.name}’s ${rental.bike.name}`;
  const period = bookedPeriod(rental);
  return (
    <ConfirmDialog
      title={NO_SHOW_TITLE}
      description={`${rental.user.name} booked the ${rental.bike.name} from ${period} and never collected it. The booking closes as a no-show, the ${ADVANCE_PAYMENT_BDT} BDT advance is kept and the bike is free again at once.`}
      trigger={
        <Button size="sm" variant="outline" aria-label={`No-show: ${who} was never collected`}>
          No-show
        </Button>
      }
      confirmLabel="Mark as no-show"
      isPending={isLoading}
      onOpen={() => setServerError('')}
      onConfirm={async (close) => {
        setServerError('');
        try {
          const response = await markNoShow({ bookingId: rental._id }).unwrap();
          toast.success(`${response.message}: ${who}. The advance is kept.`);
          close();
          onMarked?.();
        } catch (error) {
          const message = apiErrorMessage(error);
          toast.error(message);
          setServerError(message);
        }
      }}
    >
      {serverError ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700 dark:text-red-400">
          {serverError}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
