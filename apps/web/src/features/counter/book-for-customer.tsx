import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import { COUNTER_METHODS, type CounterBooking, type CounterMethod } from '@bond/contract/counter';
import type { User } from '@bond/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BookingFields,
  bookingFormSchema,
  EMPTY_FORM,
  QuotePanel,
  quoteRequestOf,
  useBookingQuote,
  type AddOnCounts,
  type BookingForm,
} from '../../components/rentals/booking-form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { SelectField } from '../../components/ui/form-field.tsx';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorStatus } from '../../lib/api-error.ts';
import { refusalIsFinal, useIdempotencyKeys } from '../../lib/idempotency.ts';
import { useMutationDialog } from '../../lib/use-mutation-dialog.ts';
import { useBookForCustomerMutation, useGetCounterBikesQuery } from './api.ts';
import { PaymentMethodFields, referenceFor } from './payment-method-fields.tsx';

/** The advance's choices: the counter's methods, then later. */
const ADVANCE_CHOICES = [...COUNTER_METHODS, 'later'] as const;

/** How the advance is taken: one of the counter's methods, or later (the booking holds the bike meanwhile). */
type AdvanceChoice = CounterMethod | 'later';

/**
 * The booking's request: the customer's, the form's period, add-ons and code, and the advance taken now by
 * `method` (with its reference), or none; null while the period is not one the rules accept.
 */
export function counterBookingOf(
  customerId: string,
  bikeId: string,
  form: BookingForm,
  counts: AddOnCounts,
  advance: { method: AdvanceChoice; reference: string },
): CounterBooking | null {
  const request = bikeId ? quoteRequestOf(bikeId, form, counts) : null;
  if (!request) return null;
  return {
    ...request,
    customerId,
    ...(advance.method === 'later'
      ? {}
      : {
          payment: {
            method: advance.method,
            amount: ADVANCE_PAYMENT_BDT,
            ...referenceFor(advance.method, advance.reference),
          },
        }),
  };
}

/**
 * 'Book a bike' for a customer at the counter (docs/product/the-counter.md#booking-for-a-customer): the bike,
 * the period, add-ons and a code priced by the server's quote as the customer's own booking is, and the 100
 * BDT advance taken now in cash, by Send Money or on the card terminal (with its reference), or later.
 */
export function BookForCustomerDialog({ customer }: { customer: User }) {
  const { t } = useTranslation('counter');
  const { t: tBooking } = useTranslation('booking');
  const f = useFormat();
  const schema = useMemo(() => bookingFormSchema(tBooking), [tBooking]);
  const [book, { isLoading }] = useBookForCustomerMutation();
  const idempotency = useIdempotencyKeys();
  const [bikeId, setBikeId] = useState('');
  const [counts, setCounts] = useState<AddOnCounts>({});
  const [method, setMethod] = useState<AdvanceChoice>('cash');
  const [reference, setReference] = useState('');
  const [bikeMissing, setBikeMissing] = useState(false);
  const form = useForm<BookingForm>({ resolver: zodResolver(schema), defaultValues: EMPTY_FORM });
  const { handleSubmit, reset, control } = form;
  const [startTime, endTime, coupon] = useWatch({ control, name: ['startTime', 'endTime', 'coupon'] });
  const quoteRequest = useMemo(
    () => (bikeId ? quoteRequestOf(bikeId, { startTime, endTime, coupon }, counts) : null),
    [bikeId, startTime, endTime, coupon, counts],
  );
  const quote = useBookingQuote(quoteRequest);
  const couponProblem = quoteRequest?.coupon && !quote.stale ? quote.quote?.couponProblem?.message : undefined;

  const dialog = useMutationDialog<{ message: string }>({
    onOpen: () => {
      reset(EMPTY_FORM);
      setBikeId('');
      setCounts({});
      setMethod('cash');
      setReference('');
      setBikeMissing(false);
      idempotency.forget();
    },
    onRefusal: (error) => {
      if (refusalIsFinal(apiErrorStatus(error))) idempotency.forget();
    },
  });

  // Asked for once the dialog opens, not for every row of the customers' table.
  const bikes = useGetCounterBikesQuery(undefined, { skip: !dialog.open });
  const offered = (bikes.data ?? []).filter((bike) => bike.isOffered);
  const bikeOptions = offered.map((bike) => ({
    value: bike._id,
    label: t('book.bikeOption', { name: bike.name, price: f.taka(bike.pricePerHour) }),
  }));

  const onSubmit = handleSubmit((form) => {
    setBikeMissing(!bikeId);
    const request = counterBookingOf(customer._id, bikeId, form, counts, { method, reference });
    if (!request) return;
    return dialog.run(() => book({ ...request, idempotencyKey: idempotency.keyFor(request) }).unwrap());
  });

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('book.title', { name: customer.name })}
      description={t('book.description', { phone: customer.phone })}
      size="lg"
      trigger={
        <Button size="sm" aria-label={t('book.buttonLabel', { name: customer.name })}>
          {t('book.button')}
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <SelectField
          label={t('book.bike')}
          value={bikeId}
          onChange={(event) => {
            setBikeId(event.target.value);
            setBikeMissing(false);
          }}
          error={bikeMissing ? t('book.bikeRequired') : undefined}
        >
          <option value="">{t('book.bikePlaceholder')}</option>
          {bikeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <BookingFields
          form={form}
          startTime={startTime}
          counts={counts}
          onCountsChange={setCounts}
          couponProblem={couponProblem}
        />
        <QuotePanel {...quote} />
        <PaymentMethodFields<AdvanceChoice>
          label={t('book.advance', { amount: f.taka(ADVANCE_PAYMENT_BDT) })}
          methods={ADVANCE_CHOICES}
          method={method}
          onMethodChange={setMethod}
          reference={reference}
          onReferenceChange={setReference}
        />
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('book.cancel')}
          submitLabel={method === 'later' ? t('book.submitHold') : t('book.submit')}
          isSubmitting={isLoading}
        />
      </form>
    </Dialog>
  );
}
