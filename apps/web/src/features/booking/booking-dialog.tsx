import type { Bike } from '@bond/contract/bikes';
import { ADVANCE_PAYMENT_BDT, BOOKING_MAX_DAYS_AHEAD, RENTAL_MIN_MINUTES } from '@bond/contract/constants';
import { periodProblems } from '@bond/contract/periods';
import { MAX_ADD_ON_QUANTITY, type QuoteRequest } from '@bond/contract/quote';
import { markText } from '@bond/contract/say';
import type { BookRentalResponse } from '@bond/contract/rentals';
import { skipToken } from '@reduxjs/toolkit/query/react';
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
import { Select } from '../../components/ui/select.tsx';
import { useGetAddOnsQuery, useQuoteBookingQuery } from '../../components/rentals/quote-api.ts';
import { QuoteLines } from '../../components/rentals/quote-lines.tsx';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-error.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
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
      coupon: z.string(),
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
const EMPTY_FORM: BookingForm = { startTime: '', endTime: '', coupon: '' };

type BookingDialogProps = {
  bike: Bike;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the browser to the checkout; replaced in tests. */
  goToCheckout?: (url: string) => void;
};

/** How long the price waits for typing to stop before the server is asked. */
const QUOTE_DEBOUNCE_MS = 300;

/** The add-ons chosen, by code: how many of each (0: none). */
type AddOnCounts = Record<string, number>;

/**
 * What the form asks the server to price: a period the form's own checks accept (a broken rule is said next to
 * its field, not asked about), the add-ons chosen and the code typed.
 */
export function quoteRequestOf(
  bikeId: string,
  form: { startTime: string; endTime: string; coupon: string },
  counts: AddOnCounts,
  now = new Date(),
): QuoteRequest | null {
  const { startTime, endTime } = form;
  if (!isWallClock(startTime) || !isWallClock(endTime)) return null;
  const period = { start: wallClockToDate(startTime), end: wallClockToDate(endTime) };
  if (periodProblems(period, now).length > 0) return null;
  const addOns = Object.entries(counts)
    .filter(([, quantity]) => quantity > 0)
    .map(([code, quantity]) => ({ code, quantity }));
  const coupon = form.coupon.trim();
  return {
    bikeId,
    startTime: wallClockToIso(startTime),
    endTime: wallClockToIso(endTime),
    ...(addOns.length > 0 ? { addOns } : {}),
    ...(coupon ? { coupon } : {}),
  };
}

/**
 * The server's quote of the booking as chosen (the shop's own rule: day and week prices, weekend and dated
 * rules, add-ons, the coupon; docs/product/money-and-refunds.md#prices-hours-days-and-weeks), asked again
 * once the period, the add-ons or the code have stopped changing. `stale` while the last answer is not for
 * what the form now says.
 */
function useBookingQuote(request: QuoteRequest | null) {
  const { language } = useFormat();
  const asked = useDebouncedValue(request, QUOTE_DEBOUNCE_MS);
  const result = useQuoteBookingQuery(asked ? { ...asked, language } : skipToken);
  const stale = asked !== request || result.isFetching;
  return { request, quote: result.data, error: result.error, stale };
}

/** The price as the last quote said it, dimmed while the next is worked out; a refusal said in its place. */
function QuotePanel({ request, quote, error, stale }: ReturnType<typeof useBookingQuote>) {
  const { t } = useTranslation('booking');
  const { language } = useFormat();
  let content;
  if (!request) content = <p>{t('quote.choose')}</p>;
  else if (error && !stale) content = <p>{apiErrorMessage(error, language)}</p>;
  else if (quote) content = <QuoteLines quote={quote} />;
  else content = <p>{t('quote.working')}</p>;
  const dimmed = Boolean(request && quote && stale);
  return (
    <section
      aria-label={t('quote.region')}
      aria-live="polite"
      aria-busy={dimmed}
      className="rounded-xl bg-slate-100 p-4 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
    >
      <h3 className="mb-2 font-semibold text-slate-900 dark:text-white">{t('quote.heading')}</h3>
      <div className={dimmed ? 'opacity-60' : undefined}>{content}</div>
    </section>
  );
}

/** One quantity choice per add-on on offer, from none to the most one booking may take. */
function AddOnChoices({ counts, onChange }: { counts: AddOnCounts; onChange: (code: string, n: number) => void }) {
  const { t } = useTranslation('booking');
  const f = useFormat();
  const { data: addOns } = useGetAddOnsQuery();
  const { language } = f;
  const quantities = useMemo(
    () =>
      Array.from({ length: MAX_ADD_ON_QUANTITY + 1 }, (_, n) => ({
        value: String(n),
        label: n === 0 ? t('bookingDialog.addOnNone') : f.number(n),
      })),
    [t, f],
  );
  if (!addOns || addOns.length === 0) return null;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{t('bookingDialog.addOns')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {addOns.map((addOn) => (
          <Select
            key={addOn.code}
            label={t('bookingDialog.addOn', { name: addOn.name[language], price: f.taka(addOn.pricePerDay) })}
            placeholder={t('bookingDialog.addOnNone')}
            value={String(counts[addOn.code] ?? 0)}
            onValueChange={(value) => onChange(addOn.code, Number(value))}
            options={quantities}
          />
        ))}
      </div>
    </fieldset>
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
    defaultValues: EMPTY_FORM,
  });
  const [startTime, endTime, coupon] = useWatch({ control, name: ['startTime', 'endTime', 'coupon'] });
  const [addOnCounts, setAddOnCounts] = useState<AddOnCounts>({});
  const quoteRequest = useMemo(
    () => quoteRequestOf(bike._id, { startTime, endTime, coupon }, addOnCounts),
    [bike._id, startTime, endTime, coupon, addOnCounts],
  );
  const quote = useBookingQuote(quoteRequest);
  // Why the code typed does not apply, as the quote for it said (the booking would be refused with it).
  const couponProblem = quoteRequest?.coupon && !quote.stale ? quote.quote?.couponProblem?.message : undefined;

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
      reset(EMPTY_FORM);
      setAddOnCounts({});
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
    const request = quoteRequestOf(bike._id, form, addOnCounts);
    // The schema has checked the period already.
    if (!request) return;
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
        <AddOnChoices
          counts={addOnCounts}
          onChange={(code, n) => setAddOnCounts((counts) => ({ ...counts, [code]: n }))}
        />
        <TextField
          label={t('bookingDialog.coupon')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          error={errors.coupon?.message ?? couponProblem}
          {...register('coupon')}
        />
        <QuotePanel {...quote} />
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
