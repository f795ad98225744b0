import type { Bike } from '@bond/contract/bikes';
import { ADVANCE_PAYMENT_BDT, BOOKING_MAX_DAYS_AHEAD, RENTAL_MIN_MINUTES } from '@bond/contract/constants';
import { durationWords } from '@bond/contract/duration';
import { formatTaka } from '@bond/contract/money';
import { CANCELLATION_RULE, periodProblems, quotePeriod } from '@bond/contract/periods';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-error.ts';
import { isWallClock, isoToWallClock, wallClockField, wallClockToIso } from '../../lib/time.ts';
import { toast } from '../../lib/toast.ts';
import { useBookBikeMutation } from './api.ts';

export const BOOKING_PROCESSING = 'Booking Payment Processing....';
export const ADVANCE_FIELD_VALUE = `${ADVANCE_PAYMENT_BDT} BDT Only`;
export const START_LABEL = 'Start time (Dhaka time)';
export const RETURN_LABEL = 'Planned return (Dhaka time)';

const MINUTE = 60_000;
const toInstant = (wallClock: string) => new Date(wallClockToIso(wallClock));

/**
 * The booking form: a start and a planned return on Dhaka's wall clock, checked against the period rules of
 * D6 and D19 (`periodProblems`, the server's own rules) at the moment the form is checked.
 */
export const BookingFormSchema = z
  .object({
    startTime: wallClockField({ required: 'Start time is required', invalid: 'Enter the start date and time' }),
    endTime: wallClockField({
      required: 'Planned return is required',
      invalid: 'Enter the planned return date and time',
    }),
  })
  .superRefine(({ startTime, endTime }, ctx) => {
    // A field left empty or not a date and time has its own message already.
    if (!isWallClock(startTime) || !isWallClock(endTime)) return;
    const period = { start: toInstant(startTime), end: toInstant(endTime) };
    for (const problem of periodProblems(period, new Date())) {
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
  });
type BookingForm = z.infer<typeof BookingFormSchema>;

type BookingDialogProps = {
  bike: Bike;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the browser to the checkout; replaced in tests. */
  goToCheckout?: (url: string) => void;
};

const leavePage = (url: string) => window.location.assign(url);

/** The price of the period as chosen: hours × price per hour, the advance now, the balance at the return. */
function Quote({ bike, startTime, endTime }: { bike: Bike; startTime: string; endTime: string }) {
  let content;
  if (isWallClock(startTime) && isWallClock(endTime) && toInstant(endTime) > toInstant(startTime)) {
    const quote = quotePeriod(bike.pricePerHour, { start: toInstant(startTime), end: toInstant(endTime) });
    content = (
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>
          {durationWords(quote.minutes)} × {formatTaka(bike.pricePerHour)} an hour
        </dt>
        <dd className="text-right font-semibold">{formatTaka(quote.charge)}</dd>
        <dt>Advance, paid now</dt>
        <dd className="text-right font-semibold">{formatTaka(quote.advance)}</dd>
        <dt>{quote.balance < 0 ? 'Returned to you after the return' : 'Balance, paid after the return'}</dt>
        <dd className="text-right font-semibold">{formatTaka(Math.abs(quote.balance))}</dd>
      </dl>
    );
  } else {
    content = <p>Choose the start and the planned return to see the price.</p>;
  }
  return (
    <section
      aria-label="Price estimate"
      aria-live="polite"
      className="rounded-xl bg-slate-100 p-4 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
    >
      <h3 className="mb-2 font-semibold text-slate-900 dark:text-white">Price if returned on time</h3>
      {content}
    </section>
  );
}

/**
 * 'Rent this bike now' (spec section 2, D4, D6, D19, D20): the customer picks a start and a planned return on
 * Dhaka's clock (whatever the browser's zone), sees the price, the advance, the balance and the cancellation
 * rule, the server books the period and answers the checkout address of the 100 BDT advance, and the browser
 * goes there. A refusal (the period is taken, a rule is broken) shows the server's reason in the dialog.
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
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<BookingForm>({
    resolver: zodResolver(BookingFormSchema),
    defaultValues: { startTime: '', endTime: '' },
  });
  const [startTime, endTime] = useWatch({ control, name: ['startTime', 'endTime'] });

  const now = new Date();
  const earliest = isoToWallClock(now);
  const latest = isoToWallClock(new Date(now.getTime() + BOOKING_MAX_DAYS_AHEAD * 24 * 60 * MINUTE));
  const earliestReturn = isWallClock(startTime)
    ? isoToWallClock(new Date(toInstant(startTime).getTime() + RENTAL_MIN_MINUTES * MINUTE))
    : earliest;

  // A new start moves the planned return with it: to the shortest rental when there is none yet, keeping the
  // length chosen so far otherwise. A return typed before any start is left alone.
  const onStartChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    // The value watched at the last render: the start before this change.
    const previous = startTime;
    if (!isWallClock(next)) return;
    const end = getValues('endTime');
    let length: number;
    if (!end) length = RENTAL_MIN_MINUTES * MINUTE;
    else if (isWallClock(previous) && isWallClock(end) && toInstant(end) > toInstant(previous)) {
      length = toInstant(end).getTime() - toInstant(previous).getTime();
    } else return;
    setValue('endTime', isoToWallClock(new Date(toInstant(next).getTime() + length)), {
      shouldValidate: isSubmitted,
      shouldDirty: true,
    });
  };

  const changeOpen = (next: boolean) => {
    if (next) {
      reset({ startTime: '', endTime: '' });
      setServerError('');
    }
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async (form) => {
    setServerError('');
    const progress = toast.loading(BOOKING_PROCESSING);
    try {
      const response = await bookBike({
        bikeId: bike._id,
        startTime: wallClockToIso(form.startTime),
        endTime: wallClockToIso(form.endTime),
      }).unwrap();
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
      description={`${bike.name}, ${bike.pricePerHour} BDT per hour. Choose when you will pick it up and bring it back (Dhaka time).`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={START_LABEL}
            type="datetime-local"
            step={60}
            min={earliest}
            max={latest}
            error={errors.startTime?.message}
            {...register('startTime', { onChange: onStartChange, deps: ['endTime'] })}
          />
          <TextField
            label={RETURN_LABEL}
            type="datetime-local"
            step={60}
            min={earliestReturn}
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        </div>
        <Quote bike={bike} startTime={startTime} endTime={endTime} />
        <TextField label="Advance payment" value={ADVANCE_FIELD_VALUE} disabled readOnly />
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Advance Payment of 100tk is required</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{CANCELLATION_RULE}</p>
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
