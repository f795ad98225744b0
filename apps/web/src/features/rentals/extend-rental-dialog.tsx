import { durationWords } from '@bond/contract/duration';
import { formatTaka } from '@bond/contract/money';
import { formatShopPeriod, plannedReturnProblems, quotePeriod } from '@bond/contract/periods';
import type { Rental } from '@bond/contract/rentals';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { isWallClock, isoToWallClock, wallClockField, wallClockToIso } from '../../lib/time.ts';
import { toast } from '../../lib/toast.ts';
import { useExtendRentalMutation } from './api.ts';

export const NEW_RETURN_LABEL = 'New planned return (Dhaka time)';
export const NOT_LATER = 'The new planned return must be later than the current one';

const HOUR = 3_600_000;
const toInstant = (wallClock: string) => new Date(wallClockToIso(wallClock));

type ExtendableRental = Pick<Rental, '_id' | 'startTime' | 'bike'> & { endTime: string };

/** The new planned return: a Dhaka wall-clock time later than the current one, within the period rules (D19). */
export function extendFormSchema(rental: ExtendableRental) {
  const start = new Date(rental.startTime);
  const currentEnd = new Date(rental.endTime);
  return z
    .object({
      endTime: wallClockField({
        required: 'The new planned return is required',
        invalid: 'Enter the new planned return date and time',
      }),
    })
    .superRefine(({ endTime }, ctx) => {
      if (!isWallClock(endTime)) return;
      const end = toInstant(endTime);
      if (end.getTime() <= currentEnd.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: NOT_LATER });
        return;
      }
      for (const problem of plannedReturnProblems(start, end)) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: problem.message });
      }
    });
}

type ExtendForm = { endTime: string };

function NewPeriod({ rental, endTime }: { rental: ExtendableRental; endTime: string }) {
  const start = new Date(rental.startTime);
  if (!isWallClock(endTime) || toInstant(endTime) <= new Date(rental.endTime)) return null;
  const end = toInstant(endTime);
  const quote = quotePeriod(rental.bike.pricePerHour, { start, end });
  return (
    <p
      aria-live="polite"
      className="rounded-xl bg-slate-100 p-4 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
    >
      New period: {formatShopPeriod({ start, end })} ({durationWords(quote.minutes)}). Price if returned on time:{' '}
      <strong>{formatTaka(quote.charge)}</strong>, so{' '}
      {quote.balance < 0
        ? `${formatTaka(-quote.balance)} would be returned to you`
        : `${formatTaka(quote.balance)} is left to pay after the advance`}
      .
    </p>
  );
}

/**
 * 'Extend' (D20): a later planned return for a booked rental or one out on rent, while the bike is free for
 * the longer period. The server's refusal (the bike is booked after this rental, the rental cannot be
 * extended) is shown in the dialog.
 */
export function ExtendRentalButton({ rental }: { rental: ExtendableRental }) {
  const [extendRental, { isLoading }] = useExtendRentalMutation();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState('');
  const schema = useMemo(() => extendFormSchema(rental), [rental]);
  const suggested = () => isoToWallClock(new Date(new Date(rental.endTime).getTime() + HOUR));
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<ExtendForm>({ resolver: zodResolver(schema), defaultValues: { endTime: '' } });
  const endTime = useWatch({ control, name: 'endTime' });

  const onSubmit = handleSubmit(async (form) => {
    setRefusal('');
    try {
      const answer = await extendRental({ bookingId: rental._id, endTime: wallClockToIso(form.endTime) }).unwrap();
      setOpen(false);
      toast.success(answer.message);
    } catch (error) {
      setRefusal(apiErrorMessage(error));
    }
  });

  const period = formatShopPeriod({ start: new Date(rental.startTime), end: new Date(rental.endTime) });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          reset({ endTime: suggested() });
          setRefusal('');
        }
        setOpen(next);
      }}
      title="Extend the rental"
      description={`${rental.bike.name}, ${period}. Choose the new planned return; the bike must be free until then.`}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Extend ${rental.bike.name}`}>
          Extend
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={NEW_RETURN_LABEL}
          type="datetime-local"
          step={60}
          min={isoToWallClock(rental.endTime)}
          error={errors.endTime?.message}
          {...register('endTime')}
        />
        <NewPeriod rental={rental} endTime={endTime} />
        <DialogFormFooter error={refusal} submitLabel="Extend" isSubmitting={isLoading} />
      </form>
    </Dialog>
  );
}
