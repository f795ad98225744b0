import type { Bike } from '@bond/contract/bikes';
import { ADVANCE_PAYMENT_BDT, BOOKING_MAX_DAYS_AHEAD, RENTAL_MIN_MINUTES } from '@bond/contract/constants';
import { periodProblems, quotePeriod } from '@bond/contract/periods';
import { markText } from '@bond/contract/say';
import type { BookRentalResponse } from '@bond/contract/rentals';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorStatus } from '../../lib/api-error.ts';
import { useSay } from '../../lib/localized-message.ts';
import { isWallClock, isoToWallClock, wallClockField, wallClockToDate, wallClockToIso } from '../../lib/time.ts';
import { refusalIsFinal, useIdempotencyKeys } from '../../lib/idempotency.ts';
import { leavePage } from '../../lib/leave-page.ts';
import { useMutationDialog } from '../../lib/use-mutation-dialog.ts';
import { useBookBikeMutation } from './api.ts';

const MINUTE = 60_000;

/**
 * The booking form: a start and a planned return on Dhaka's wall clock, checked against the period rules of
 * docs/product/booking-and-periods.md#booking and docs/product/booking-and-periods.md#periods (`periodProblems`, the server's own rules) at the moment the form is checked. The messages of
 * the fields are the page's language.
 */
export function bookingFormSchema(t: TFunction<'booking'>) {
  return z
    .object({
      startTime: wallClockField({
        required: t('bookingDialog.startRequired'),
        invalid: t('bookingDialog.startInvalid'),
      }),
      endTime: wallClockField({
        required: t('bookingDialog.returnRequired'),
        invalid: t('bookingDialog.returnInvalid'),
      }),
    })
    .superRefine(({ startTime, endTime }, ctx) => {
      // A field left empty or not a date and time has its own message already.
      if (!isWallClock(startTime) || !isWallClock(endTime)) return;
      const period = { start: wallClockToDate(startTime), end: wallClockToDate(endTime) };
      for (const problem of periodProblems(period, new Date())) {
        ctx.addIssue({ code: 'custom', path: [problem.path], message: markText(problem.text) });
      }
    });
}
type BookingForm = z.infer<ReturnType<typeof bookingFormSchema>>;

type BookingDialogProps = {
  bike: Bike;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the browser to the checkout; replaced in tests. */
  goToCheckout?: (url: string) => void;
};

/** The price of the period as chosen: hours × price per hour, the advance now, the balance at the return. */
function Quote({ bike, startTime, endTime }: { bike: Bike; startTime: string; endTime: string }) {
  const { t } = useTranslation('booking');
  const f = useFormat();
  const say = useSay();
  let content;
  if (isWallClock(startTime) && isWallClock(endTime) && wallClockToDate(endTime) > wallClockToDate(startTime)) {
    const quote = quotePeriod(bike.pricePerHour, { start: wallClockToDate(startTime), end: wallClockToDate(endTime) });
    content = (
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>
          {t('quote.line', { duration: say('duration', { minutes: quote.minutes }), price: f.taka(bike.pricePerHour) })}
        </dt>
        <dd className="text-right font-semibold">{f.taka(quote.charge)}</dd>
        <dt>{t('quote.advance')}</dt>
        <dd className="text-right font-semibold">{f.taka(quote.advance)}</dd>
        <dt>{quote.balance < 0 ? t('quote.refund') : t('quote.balance')}</dt>
        <dd className="text-right font-semibold">{f.taka(Math.abs(quote.balance))}</dd>
      </dl>
    );
  } else {
    content = <p>{t('quote.choose')}</p>;
  }
  return (
    <section
      aria-label={t('quote.region')}
      aria-live="polite"
      className="rounded-xl bg-slate-100 p-4 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
    >
      <h3 className="mb-2 font-semibold text-slate-900 dark:text-white">{t('quote.heading')}</h3>
      {content}
    </section>
  );
}

/**
 * 'Rent this bike now' (docs/product/booking-and-periods.md#shop-time, docs/product/booking-and-periods.md#booking, docs/product/booking-and-periods.md): the customer picks a start and a planned return on
 * Dhaka's clock (whatever the browser's zone), sees the price, the advance, the balance and the cancellation
 * rule, the server books the period and answers the checkout address of the 100 BDT advance, and the browser
 * goes there. A refusal (the period is taken, a rule is broken) shows the server's reason in the dialog.
 */
export function BookingDialog({ bike, open, onOpenChange, goToCheckout = leavePage }: BookingDialogProps) {
  const { t } = useTranslation('booking');
  const f = useFormat();
  const say = useSay();
  const schema = useMemo(() => bookingFormSchema(t), [t]);
  const [bookBike, { isLoading }] = useBookBikeMutation();
  // A press that got no answer, pressed again, books once (the retry carries the first press's key).
  const idempotency = useIdempotencyKeys();
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
    resolver: zodResolver(schema),
    defaultValues: { startTime: '', endTime: '' },
  });
  const [startTime, endTime] = useWatch({ control, name: ['startTime', 'endTime'] });

  const now = new Date();
  const earliest = isoToWallClock(now);
  const latest = isoToWallClock(new Date(now.getTime() + BOOKING_MAX_DAYS_AHEAD * 24 * 60 * MINUTE));
  const earliestReturn = isWallClock(startTime)
    ? isoToWallClock(new Date(wallClockToDate(startTime).getTime() + RENTAL_MIN_MINUTES * MINUTE))
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
    else if (isWallClock(previous) && isWallClock(end) && wallClockToDate(end) > wallClockToDate(previous)) {
      length = wallClockToDate(end).getTime() - wallClockToDate(previous).getTime();
    } else return;
    setValue('endTime', isoToWallClock(new Date(wallClockToDate(next).getTime() + length)), {
      shouldValidate: isSubmitted,
      shouldDirty: true,
    });
  };

  const dialog = useMutationDialog<BookRentalResponse>({
    open,
    onOpenChange,
    onOpen: () => {
      reset({ startTime: '', endTime: '' });
      idempotency.forget();
    },
    progress: t('bookingDialog.processing'),
    onAnswer: (response) => {
      setLeaving(true);
      goToCheckout(response.data.booking.payment_url);
    },
    onRefusal: async (error) => {
      if (refusalIsFinal(apiErrorStatus(error))) idempotency.forget();
      // The session has ended (the base query has said so): log in again first.
      if (apiErrorStatus(error) === 401) {
        onOpenChange(false);
        await navigate('/login');
      }
    },
  });

  const onSubmit = handleSubmit((form) => {
    const request = {
      bikeId: bike._id,
      startTime: wallClockToIso(form.startTime),
      endTime: wallClockToIso(form.endTime),
    };
    return dialog.run(() => bookBike({ ...request, idempotencyKey: idempotency.keyFor(request) }).unwrap());
  });

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('bookingDialog.title')}
      description={t('bookingDialog.description', { name: bike.name, price: f.taka(bike.pricePerHour) })}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('bookingDialog.start')}
            type="datetime-local"
            step={60}
            min={earliest}
            max={latest}
            error={errors.startTime?.message}
            {...register('startTime', { onChange: onStartChange, deps: ['endTime'] })}
          />
          <TextField
            label={t('bookingDialog.return')}
            type="datetime-local"
            step={60}
            min={earliestReturn}
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        </div>
        <Quote bike={bike} startTime={startTime} endTime={endTime} />
        <TextField
          label={t('bookingDialog.advanceLabel')}
          value={t('bookingDialog.advanceValue', { amount: f.taka(ADVANCE_PAYMENT_BDT) })}
          disabled
          readOnly
        />
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('bookingDialog.advanceNote', { amount: f.number(ADVANCE_PAYMENT_BDT) })}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{say('cancellationRule')}</p>
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('bookingDialog.cancel')}
          submitLabel={t('bookingDialog.pay')}
          submitVariant="success"
          isSubmitting={isLoading || isLeaving}
        />
      </form>
    </Dialog>
  );
}
