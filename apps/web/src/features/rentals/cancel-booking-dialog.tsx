import { ADVANCE_PAYMENT_BDT, CANCEL_REFUND_HOURS } from '@bond/contract/constants';
import { cancelReturnsAdvance, formatShopPeriod } from '@bond/contract/periods';
import type { Rental } from '@bond/contract/rentals';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../components/ui/dialog.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useCancelRentalMutation } from './api.ts';

export const ADVANCE_RETURNED = `You are cancelling ${CANCEL_REFUND_HOURS} hours or more before the start, so the ${ADVANCE_PAYMENT_BDT} BDT advance will be returned to you.`;
export const ADVANCE_KEPT = `The start is less than ${CANCEL_REFUND_HOURS} hours away, so the ${ADVANCE_PAYMENT_BDT} BDT advance is kept by the shop.`;
export const NO_ADVANCE_YET = 'No advance has been paid for this booking yet, so there is nothing to return.';

type Booking = Pick<Rental, '_id' | 'status' | 'startTime' | 'endTime' | 'bike'>;

/** D20: what cancelling this booking at `now` does with the advance, in one sentence. */
export function cancelRefundSentence(booking: Pick<Rental, 'status' | 'startTime'>, now: Date): string {
  if (booking.status === 'pending') return NO_ADVANCE_YET;
  return cancelReturnsAdvance(new Date(booking.startTime), now) ? ADVANCE_RETURNED : ADVANCE_KEPT;
}

/**
 * 'Cancel booking' for a pending or booked rental before its start (D20): a confirm dialog that names the
 * booking and says, for this booking and this moment, whether the advance is returned or kept. The customer
 * sends no choice; the server decides by the same rule. A refusal (the period has begun) stays in the dialog.
 */
export function CancelBookingButton({ booking }: { booking: Booking }) {
  const [cancelRental, { isLoading }] = useCancelRentalMutation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const [refusal, setRefusal] = useState('');

  const period = formatShopPeriod({
    start: new Date(booking.startTime),
    end: booking.endTime ? new Date(booking.endTime) : null,
  });

  const confirm = async () => {
    setRefusal('');
    try {
      const answer = await cancelRental({ bookingId: booking._id }).unwrap();
      setOpen(false);
      toast.success(answer.message);
    } catch (error) {
      setRefusal(apiErrorMessage(error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setOpenedAt(new Date());
          setRefusal('');
        }
        setOpen(next);
      }}
      title="Cancel this booking?"
      description={`${booking.bike.name}, ${period}. ${cancelRefundSentence(booking, openedAt)}`}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Cancel booking of ${booking.bike.name}`}>
          Cancel booking
        </Button>
      }
    >
      {refusal ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose>
          <Button variant="outline">Keep booking</Button>
        </DialogClose>
        <Button variant="danger" disabled={isLoading} onClick={() => void confirm()}>
          Cancel booking
        </Button>
      </div>
    </Dialog>
  );
}
