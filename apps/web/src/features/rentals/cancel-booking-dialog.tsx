import { ADVANCE_PAYMENT_BDT, CANCEL_REFUND_HOURS } from '@bond/contract/constants';
import { cancelReturnsAdvance } from '@bond/contract/periods';
import type { Rental } from '@bond/contract/rentals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../components/ui/dialog.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useCancelRentalMutation } from './api.ts';
import { useRentalWords, type RentalWords } from './words.ts';

type Booking = Pick<Rental, '_id' | 'status' | 'startTime' | 'endTime' | 'bike'>;

/** docs/product/booking-and-periods.md#cancelling: what cancelling this booking at `now` does with the advance, in one sentence. */
export function cancelRefundSentence(
  booking: Pick<Rental, 'status' | 'startTime'>,
  now: Date,
  { t, f }: Pick<RentalWords, 't' | 'f'>,
): string {
  if (booking.status === 'pending') return t('cancelBooking.noAdvanceYet');
  const values = { hours: f.number(CANCEL_REFUND_HOURS), advance: f.taka(ADVANCE_PAYMENT_BDT) };
  return cancelReturnsAdvance(new Date(booking.startTime), now)
    ? t('cancelBooking.advanceReturned', values)
    : t('cancelBooking.advanceKept', values);
}

/**
 * 'Cancel booking' for a pending or booked rental before its start (docs/product/booking-and-periods.md#cancelling): a confirm dialog that names the
 * booking and says, for this booking and this moment, whether the advance is returned or kept. The customer
 * sends no choice; the server decides by the same rule. A refusal (the period has begun) stays in the dialog.
 */
export function CancelBookingButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation('rentals');
  const words = useRentalWords();
  const [cancelRental, { isLoading }] = useCancelRentalMutation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const [refusal, setRefusal] = useState('');

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
      title={t('cancelBooking.title')}
      description={t('cancelBooking.description', {
        bike: booking.bike.name,
        period: words.bookedPeriod(booking),
        rule: cancelRefundSentence(booking, openedAt, words),
      })}
      trigger={
        <Button size="sm" variant="outline" aria-label={t('cancelBooking.triggerFor', { bike: booking.bike.name })}>
          {t('cancelBooking.cancel')}
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
          <Button variant="outline">{t('cancelBooking.keep')}</Button>
        </DialogClose>
        <Button variant="danger" disabled={isLoading} onClick={() => void confirm()}>
          {t('cancelBooking.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
