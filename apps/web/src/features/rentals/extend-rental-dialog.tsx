import { RENTAL_MAX_DAYS, RENTAL_MIN_MINUTES } from '@bond/contract/constants';
import { plannedReturnProblems, type PeriodProblem } from '@bond/contract/periods';
import type { Rental } from '@bond/contract/rentals';
import { markText } from '@bond/contract/say';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { useQuoteExtensionQuery } from '../../components/rentals/quote-api.ts';
import { QuoteLines } from '../../components/rentals/quote-lines.tsx';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { isWallClock, isoToWallClock, wallClockField, wallClockToDate, wallClockToIso } from '../../lib/time.ts';
import { useMutationDialog } from '../../lib/use-mutation-dialog.ts';
import { useExtendRentalMutation } from '../../components/rentals/api.ts';
import { useRentalWords, type RentalWords } from '../../components/rentals/words.ts';

const HOUR = 3_600_000;

type ExtendableRental = Pick<Rental, '_id' | 'startTime' | 'bike'> & { endTime: string };

/** A broken rule of the planned return (the contract's, docs/product/booking-and-periods.md#periods) in the page's language. */
function problemWords(problem: PeriodProblem, start: Date, end: Date, { t, f }: Pick<RentalWords, 't' | 'f'>) {
  const length = end.getTime() - start.getTime();
  if (end.getTime() % 60_000 !== 0) return t('extend.wholeMinute');
  if (length < RENTAL_MIN_MINUTES * 60_000) return t('extend.atLeast');
  if (length > RENTAL_MAX_DAYS * 24 * HOUR) return t('extend.atMost', { days: f.number(RENTAL_MAX_DAYS) });
  return markText(problem.text);
}

/** The new planned return: a Dhaka wall-clock time later than the current one, within the period rules (docs/product/booking-and-periods.md#periods). */
export function extendFormSchema(rental: ExtendableRental, words: Pick<RentalWords, 't' | 'f'>) {
  const { t } = words;
  const start = new Date(rental.startTime);
  const currentEnd = new Date(rental.endTime);
  return z
    .object({
      endTime: wallClockField({
        required: t('extend.required'),
        invalid: t('extend.invalid'),
      }),
    })
    .superRefine(({ endTime }, ctx) => {
      if (!isWallClock(endTime)) return;
      const end = wallClockToDate(endTime);
      if (end.getTime() <= currentEnd.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: t('extend.notLater') });
        return;
      }
      for (const problem of plannedReturnProblems(start, end)) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: problemWords(problem, start, end, words) });
      }
    });
}

type ExtendForm = { endTime: string };

/** How long the price waits for typing to stop before the server is asked. */
const QUOTE_DEBOUNCE_MS = 300;

/**
 * The longer period and its price, priced by the server as the booking was (its own prices, rules, add-ons
 * and coupon; docs/product/booking-and-periods.md#extending), once the new return has stopped changing. A
 * refusal the server foresees (the bike or an add-on taken for the added time) is said here already.
 */
function NewPeriod({ rental, endTime }: { rental: ExtendableRental; endTime: string }) {
  const { t } = useTranslation('rentals');
  const words = useRentalWords();
  const { language } = useFormat();
  const start = new Date(rental.startTime);
  const later = isWallClock(endTime) && wallClockToDate(endTime) > new Date(rental.endTime);
  const wanted = later ? wallClockToIso(endTime) : null;
  const asked = useDebouncedValue(wanted, QUOTE_DEBOUNCE_MS);
  const {
    data: quote,
    error,
    isFetching,
  } = useQuoteExtensionQuery(asked ? { bookingId: rental._id, endTime: asked, language } : skipToken);
  if (!later) return null;
  const end = wallClockToDate(endTime);
  const stale = asked !== wanted || isFetching;
  const period = words.period({ start, end });
  const duration = words.duration(Math.round((end.getTime() - start.getTime()) / 60_000));
  let price;
  if (error && !stale) price = <p>{apiErrorMessage(error, language)}</p>;
  else if (quote) price = <QuoteLines quote={quote} />;
  else price = <p>{t('extend.working')}</p>;
  return (
    <section
      aria-label={t('extend.priceRegion')}
      aria-live="polite"
      aria-busy={Boolean(quote && stale)}
      className="space-y-2 rounded-xl bg-slate-100 p-4 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
    >
      <p className="font-semibold text-slate-900 dark:text-white">{t('extend.newPeriod', { period, duration })}</p>
      <div className={quote && stale ? 'opacity-60' : undefined}>{price}</div>
    </section>
  );
}

/**
 * 'Extend' (docs/product/booking-and-periods.md#extending): a later planned return for a booked rental or one out on rent, while the bike is free for
 * the longer period. The server's refusal (the bike is booked after this rental, the rental cannot be
 * extended) is shown in the dialog.
 */
export function ExtendRentalButton({ rental }: { rental: ExtendableRental }) {
  const { t } = useTranslation('rentals');
  const words = useRentalWords();
  const [extendRental, { isLoading }] = useExtendRentalMutation();
  const schema = useMemo(() => extendFormSchema(rental, words), [rental, words]);
  const suggested = () => isoToWallClock(new Date(new Date(rental.endTime).getTime() + HOUR));
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<ExtendForm>({ resolver: zodResolver(schema), defaultValues: { endTime: '' } });
  const endTime = useWatch({ control, name: 'endTime' });

  const dialog = useMutationDialog({ refusal: 'dialog', onOpen: () => reset({ endTime: suggested() }) });

  const onSubmit = handleSubmit((form) =>
    dialog.run(() => extendRental({ bookingId: rental._id, endTime: wallClockToIso(form.endTime) }).unwrap()),
  );

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('extend.title')}
      description={t('extend.description', { bike: rental.bike.name, period: words.bookedPeriod(rental) })}
      trigger={
        <Button size="sm" variant="outline" aria-label={t('extend.triggerFor', { bike: rental.bike.name })}>
          {t('extend.extend')}
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t('extend.newReturnLabel')}
          type="datetime-local"
          step={60}
          min={isoToWallClock(rental.endTime)}
          error={errors.endTime?.message}
          {...register('endTime')}
        />
        <NewPeriod rental={rental} endTime={endTime} />
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('extend.close')}
          submitLabel={t('extend.extend')}
          isSubmitting={isLoading}
        />
      </form>
    </Dialog>
  );
}
