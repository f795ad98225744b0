import type { Bike } from '@bond/contract/bikes';
import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import type { BookRentalResponse } from '@bond/contract/rentals';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { PaymentGatewayChoice, useGatewayChoice } from '../../components/payments/payment-gateway-choice.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorStatus } from '../../lib/api-error.ts';
import { useSay } from '../../lib/localized-message.ts';
import { refusalIsFinal, useIdempotencyKeys } from '../../lib/idempotency.ts';
import { leavePage } from '../../lib/leave-page.ts';
import { useMutationDialog } from '../../lib/use-mutation-dialog.ts';
import { useBookBikeMutation } from './api.ts';

type BookingDialogProps = {
  bike: Bike;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the browser to the checkout; replaced in tests. */
  goToCheckout?: (url: string) => void;
  /**
   * Shown above the form: what the rider must still bring or upload before the bike is handed over (the
   * route places it, from the riders' feature). It never stops the booking.
   */
  notice?: ReactNode;
};

/**
 * 'Rent this bike now' (docs/product/booking-and-periods.md#shop-time, docs/product/booking-and-periods.md#booking, docs/product/booking-and-periods.md): the customer picks a start and a planned return on
 * Dhaka's clock (whatever the browser's zone), sees the price, the advance, the balance and the cancellation
 * rule, the server books the period and answers the checkout address of the 100 BDT advance, and the browser
 * goes there. A refusal (the period is taken, a rule is broken) shows the server's reason in the dialog.
 * When the shop offers more than one gateway, 'Pay with' above the buttons names the checkout's, the first
 * chosen (docs/product/money-and-refunds.md#choosing-a-gateway).
 */
export function BookingDialog({ bike, open, onOpenChange, goToCheckout = leavePage, notice }: BookingDialogProps) {
  const { t } = useTranslation('booking');
  const f = useFormat();
  const say = useSay();
  const schema = useMemo(() => bookingFormSchema(t), [t]);
  const [bookBike, { isLoading }] = useBookBikeMutation();
  // A press that got no answer, pressed again, books once (the retry carries the first press's key).
  const idempotency = useIdempotencyKeys();
  const [isLeaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const form = useForm<BookingForm>({ resolver: zodResolver(schema), defaultValues: EMPTY_FORM });
  const { handleSubmit, reset, control } = form;
  const [startTime, endTime, coupon] = useWatch({ control, name: ['startTime', 'endTime', 'coupon'] });
  const [addOnCounts, setAddOnCounts] = useState<AddOnCounts>({});
  const gateway = useGatewayChoice(!open);
  const quoteRequest = useMemo(
    () => quoteRequestOf(bike._id, { startTime, endTime, coupon }, addOnCounts),
    [bike._id, startTime, endTime, coupon, addOnCounts],
  );
  const quote = useBookingQuote(quoteRequest);
  // Why the code typed does not apply, as the quote for it said (the booking would be refused with it).
  const couponProblem = quoteRequest?.coupon && !quote.stale ? quote.quote?.couponProblem?.message : undefined;

  const dialog = useMutationDialog<BookRentalResponse>({
    open,
    onOpenChange,
    onOpen: () => {
      reset(EMPTY_FORM);
      setAddOnCounts({});
      gateway.reset();
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
    // The gateway is part of the request: another one chosen after a press with no answer is a new booking call.
    const call = { ...request, gateway: gateway.named };
    return dialog.run(() => bookBike({ ...call, idempotencyKey: idempotency.keyFor(call) }).unwrap());
  });

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('bookingDialog.title')}
      description={t('bookingDialog.description', { name: bike.name, price: f.taka(bike.pricePerHour) })}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {notice}
        <BookingFields
          form={form}
          startTime={startTime}
          counts={addOnCounts}
          onCountsChange={setAddOnCounts}
          couponProblem={couponProblem}
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
        <PaymentGatewayChoice
          offered={gateway.offered}
          value={gateway.chosen}
          onChange={gateway.choose}
          amount={ADVANCE_PAYMENT_BDT}
          disabled={isLoading || isLeaving}
        />
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
