import type { Rental } from '@bond/contract/rentals';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { formatTime, isoToWallClock, wallClockField, wallClockToIso } from '../../lib/time.ts';
import { toast } from '../../lib/toast.ts';
import { useCalculateReturnMutation } from './api.ts';

export const CALCULATING = 'Calculating Total Cost...';

export const ReturnTimeFormSchema = z.object({
  returnTime: wallClockField({ required: 'Return time is required', invalid: 'Enter the return date and time' }),
});
type ReturnTimeForm = z.infer<typeof ReturnTimeFormSchema>;

/**
 * 'Calculate Total Cost Now !' (spec section 2): the admin enters when the bike came back, as Dhaka
 * wall-clock time whatever the browser's zone (D4); the server records the return and the cost.
 */
export function CalculateReturnDialog({ rental, onReturned }: { rental: Rental; onReturned?: () => void }) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState('');
  const [calculate, { isLoading }] = useCalculateReturnMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReturnTimeForm>({ resolver: zodResolver(ReturnTimeFormSchema), defaultValues: { returnTime: '' } });

  const onOpenChange = (next: boolean) => {
    if (next) {
      reset({ returnTime: isoToWallClock(new Date()) });
      setServerError('');
    }
    setOpen(next);
  };

  const onSubmit = handleSubmit(async ({ returnTime }) => {
    setServerError('');
    const progress = toast.loading(CALCULATING);
    try {
      const response = await calculate({ bookingId: rental._id, bikeReturnTime: wallClockToIso(returnTime) }).unwrap();
      toast.dismiss(progress);
      toast.success(response.message);
      setOpen(false);
      onReturned?.();
    } catch (error) {
      const message = apiErrorMessage(error);
      toast.dismiss(progress);
      toast.error(message);
      setServerError(message);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Calculate Total Cost Now !"
      description={`${rental.user.name} took the ${rental.bike.name} at ${formatTime(rental.startTime)}. Enter when it came back (Dhaka time); the total cost is worked out from the hourly price of ${rental.bike.pricePerHour} BDT.`}
      trigger={
        <Button size="sm" aria-label={`Calculate the total cost of ${rental.user.name}’s ${rental.bike.name}`}>
          Calculate
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Return time (Dhaka time)"
          type="datetime-local"
          step={60}
          min={isoToWallClock(rental.startTime)}
          error={errors.returnTime?.message}
          {...register('returnTime')}
        />
        <DialogFormFooter error={serverError} closeLabel="Close" submitLabel="Calculate Now" isSubmitting={isLoading} />
      </form>
    </Dialog>
  );
}
