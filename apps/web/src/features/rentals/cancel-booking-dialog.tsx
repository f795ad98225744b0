import { ADVANCE_PAYMENT_BDT, CANCEL_REFUND_HOURS } from '@bond/contract/constants';
import { cancelReturnsAdvance } from '@bond/contract/periods';
import type { Rental } from '@bond/contract/rentals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useMutationDialog } from '../../lib/use-mutation-dialog.ts';
import { useCancelRentalMutation } from '../../components/rentals/api.ts';
import { useRentalWords, type RentalWords } from '../../components/rentals/words.ts';

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
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const dialog = useMutationDialog({ refusal: 'dialog', onOpen: () => setOpenedAt(new Date()) });

  return (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      refusal={dialog.refusal}
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
      cancelLabel={t('cancelBooking.keep')}
      confirmLabel={t('cancelBooking.cancel')}
      isPending={isLoading}
      onConfirm={() => dialog.run(() => cancelRental({ bookingId: booking._id }).unwrap())}
    />
  );
}
