import type { Bike } from '@bond/contract/bikes';
import { ADVANCE_PAYMENT_BDT, BOOKING_MAX_DAYS_AHEAD } from '@bond/contract/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-error.ts';
import { isoToWallClock, wallClockField, wallClockToIso } from '../../lib/time.ts';
import { toast } from '../../lib/toast.ts';
import { useBookBikeMutation } from './api.ts';

export const BOOKING_PROCESSING = 'Booking Payment Processing....';
export const ADVANCE_FIELD_VALUE = `${ADVANCE_PAYMENT_BDT} BDT Only`;

export const StartTimeFormSchema = z.object({
  startTime: wallClockField({ required: 'Start time is required', invalid: 'Enter the start date and time' }),
});
type StartTimeForm = z.infer<typeof StartTimeFormSchema>;

type BookingDialogProps = {
  bike: Bike;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the browser to the checkout; replaced in tests. */
  goToCheckout?: (url: string) => void;
};

const leavePage = (url: string) => window.location.assign(url);

/**
 * 'Rent this bike now' (spec section 2, D4, D6): the customer picks a start time on Dhaka's clock
 * (whatever the browser's zone), the server books the bike and answers the checkout address of the
 * 100 BDT advance, and the browser goes there. A refusal shows the server's reason.
 */
export function BookingDialog({ bike, open, onOpenChange, goToCheckout = leavePage }: BookingDialogProps) {
  const [bookBike, { isLoading }] = useBookBikeMutation();
  const [serverError, setServerError] = useState('');
  const [isLeaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StartTimeForm>({ resolver: zodResolver(StartTimeFormSchema), defaultValues: { startTime: '' } });

  const now = new Date();
  const earliest = isoToWallClock(now);
  const latest = isoToWallClock(new Date(now.getTime() + BOOKING_MAX_DAYS_AHEAD * 24 * 60 * 60_000));

  const changeOpen = (next: boolean) => {
    if (next) {
      reset({ startTime: '' });
      setServerError('');
    }
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async ({ startTime }) => {
    setServerError('');
    const progress = toast.loading(BOOKING_PROCESSING);
    try {
      const response = await bookBike({ bikeId: bike._id, startTime: wallClockToIso(startTime) }).unwrap();
      setLeaving(true);
      goToCheckout(response.data.booking.payment_url);
    } catch (error) {
      toast.dismiss(progress);
      const message = apiErrorMessage(error);
      toast.error(message);
      setServerError(message);
      // The session has ended (the base query has said so): log in again first.
      if (apiErrorStatus(error) === 401) {
        onOpenChange(false);
        await navigate('/login');
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Rent this bike now"
      description={`${bike.name}, ${bike.pricePerHour} BDT per hour. Choose when you will pick it up (Dhaka time).`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Start time (Dhaka time)"
          type="datetime-local"
          step={60}
          min={earliest}
          max={latest}
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <TextField label="Advance payment" value={ADVANCE_FIELD_VALUE} disabled readOnly />
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Advance Payment of 100tk is required</p>
        <DialogFormFooter
          error={serverError}
          submitLabel="Pay Now"
          submitVariant="success"
          isSubmitting={isLoading || isLeaving}
        />
      </form>
    </Dialog>
  );
}
