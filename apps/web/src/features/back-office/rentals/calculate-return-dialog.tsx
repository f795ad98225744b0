import type { Rental } from '@bond/contract/rentals';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { isoToWallClock, wallClockField, wallClockToIso } from '../../../lib/time.ts';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { useCalculateReturnMutation } from '../../../components/rentals/api.ts';
import { useRentalWords, type RentalWords } from '../../../components/rentals/words.ts';

/** The return time the admin enters, required and a Dhaka wall-clock time. */
export function returnTimeFormSchema({ t }: Pick<RentalWords, 't'>) {
  return z.object({
    returnTime: wallClockField({ required: t('calculate.required'), invalid: t('calculate.invalid') }),
  });
}
type ReturnTimeForm = z.infer<ReturnType<typeof returnTimeFormSchema>>;

/**
 * 'Calculate Total Cost Now !': the admin enters when the bike came back, as Dhaka
 * wall-clock time whatever the browser's zone (docs/product/booking-and-periods.md#shop-time); the server records the return and the cost.
 */
export function CalculateReturnDialog({ rental, onReturned }: { rental: Rental; onReturned?: () => void }) {
  const { t } = useTranslation('rentals');
  const words = useRentalWords();
  const schema = useMemo(() => returnTimeFormSchema(words), [words]);
  const [calculate, { isLoading }] = useCalculateReturnMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReturnTimeForm>({ resolver: zodResolver(schema), defaultValues: { returnTime: '' } });

  const dialog = useMutationDialog({
    onOpen: () => reset({ returnTime: isoToWallClock(new Date()) }),
    progress: t('calculate.calculating'),
    onDone: onReturned,
  });

  const onSubmit = handleSubmit(({ returnTime }) =>
    dialog.run(() => calculate({ bookingId: rental._id, bikeReturnTime: wallClockToIso(returnTime) }).unwrap()),
  );

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('calculate.title')}
      description={t('calculate.description', {
        name: rental.user.name,
        bike: rental.bike.name,
        time: words.f.time(rental.startTime),
        price: words.f.taka(rental.bike.pricePerHour),
      })}
      trigger={
        <Button size="sm" aria-label={t('calculate.triggerFor', { name: rental.user.name, bike: rental.bike.name })}>
          {t('calculate.trigger')}
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t('calculate.label')}
          type="datetime-local"
          step={60}
          min={isoToWallClock(rental.startTime)}
          error={errors.returnTime?.message}
          {...register('returnTime')}
        />
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('calculate.close')}
          submitLabel={t('calculate.submit')}
          isSubmitting={isLoading}
        />
      </form>
    </Dialog>
  );
}
