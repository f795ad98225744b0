/**
 * What a booking form needs, shared by the customer's booking dialog (features/booking) and the counter's
 * (features/counter): the period's fields and checks, the add-ons' choices, and the server's quote of what is
 * chosen (docs/product/money-and-refunds.md#prices-hours-days-and-weeks).
 */
import { BOOKING_MAX_DAYS_AHEAD, RENTAL_MIN_MINUTES } from '@bond/contract/constants';
import { periodProblems } from '@bond/contract/periods';
import { MAX_ADD_ON_QUANTITY, type QuoteRequest } from '@bond/contract/quote';
import { markText } from '@bond/contract/say';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { TFunction } from 'i18next';
import { useMemo, type ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../ui/form-field.tsx';
import { Select } from '../ui/select.tsx';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { isWallClock, isoToWallClock, wallClockField, wallClockToDate, wallClockToIso } from '../../lib/time.ts';
import { useGetAddOnsQuery, useQuoteBookingQuery } from './quote-api.ts';
import { QuoteLines } from './quote-lines.tsx';

const MINUTE = 60_000;

/** The bounds a booking's period fields offer: from now, up to the furthest start, a return after the shortest rental. */
function periodBounds(startTime: string, now = new Date()) {
  const earliest = isoToWallClock(now);
  const latest = isoToWallClock(new Date(now.getTime() + BOOKING_MAX_DAYS_AHEAD * 24 * 60 * MINUTE));
  const earliestReturn = isWallClock(startTime)
    ? isoToWallClock(new Date(wallClockToDate(startTime).getTime() + RENTAL_MIN_MINUTES * MINUTE))
    : earliest;
  return { earliest, latest, earliestReturn };
}

/**
 * The planned return a new start moves it to: the shortest rental when there is none yet, keeping the length
 * chosen so far otherwise; null (left alone) for a return typed before any start. `previous`: the start before
 * this change.
 */
function returnAfterNewStart(next: string, previous: string, end: string): string | null {
  if (!isWallClock(next)) return null;
  let length: number;
  if (!end) length = RENTAL_MIN_MINUTES * MINUTE;
  else if (isWallClock(previous) && isWallClock(end) && wallClockToDate(end) > wallClockToDate(previous)) {
    length = wallClockToDate(end).getTime() - wallClockToDate(previous).getTime();
  } else return null;
  return isoToWallClock(new Date(wallClockToDate(next).getTime() + length));
}

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
export type BookingForm = z.infer<ReturnType<typeof bookingFormSchema>>;
export const EMPTY_FORM: BookingForm = { startTime: '', endTime: '', coupon: '' };

/** How long the price waits for typing to stop before the server is asked. */
const QUOTE_DEBOUNCE_MS = 300;

/** The add-ons chosen, by code: how many of each (0: none). */
export type AddOnCounts = Record<string, number>;

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
export function useBookingQuote(request: QuoteRequest | null) {
  const { language } = useFormat();
  const asked = useDebouncedValue(request, QUOTE_DEBOUNCE_MS);
  const result = useQuoteBookingQuery(asked ? { ...asked, language } : skipToken);
  const stale = asked !== request || result.isFetching;
  return { request, quote: result.data, error: result.error, stale };
}

/** The price as the last quote said it, dimmed while the next is worked out; a refusal said in its place. */
export function QuotePanel({ request, quote, error, stale }: ReturnType<typeof useBookingQuote>) {
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

type BookingFieldsProps = {
  form: UseFormReturn<BookingForm>;
  /** The start as watched at the last render: the one before a change. */
  startTime: string;
  counts: AddOnCounts;
  onCountsChange: (counts: AddOnCounts) => void;
  /** Why the code typed does not apply, as the last quote said. */
  couponProblem?: string | undefined;
};

/**
 * A booking's fields: the start and the planned return on Dhaka's wall clock within the period's bounds (a
 * new start moves the return with it), the add-ons' quantities and the coupon code.
 */
export function BookingFields({ form, startTime, counts, onCountsChange, couponProblem }: BookingFieldsProps) {
  const { t } = useTranslation('booking');
  const {
    register,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const { earliest, latest, earliestReturn } = periodBounds(startTime);
  const onStartChange = (event: ChangeEvent<HTMLInputElement>) => {
    const moved = returnAfterNewStart(event.target.value, startTime, getValues('endTime'));
    if (moved) setValue('endTime', moved, { shouldValidate: isSubmitted, shouldDirty: true });
  };
  return (
    <>
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
      <AddOnChoices counts={counts} onChange={(code, n) => onCountsChange({ ...counts, [code]: n })} />
      <TextField
        label={t('bookingDialog.coupon')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={30}
        error={errors.coupon?.message ?? couponProblem}
        {...register('coupon')}
      />
    </>
  );
}
