import type { Rental } from '@bond/contract/rentals';
import { settledBalanceRefund } from '@bond/contract/rental-words';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtherWaysToPay, useGatewayChoice } from '../../components/payments/payment-gateway-choice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-error.ts';
import { refusalIsFinal, useIdempotencyKeys } from '../../lib/idempotency.ts';
import { leavePage } from '../../lib/leave-page.ts';
import { toast } from '../../lib/toast.ts';
import { usePayRentalMutation } from '../../components/rentals/api.ts';
import { payButtonView } from './rental-rules.ts';
import { useRentalWords } from '../../components/rentals/words.ts';

type PayButtonProps = {
  rental: Rental;
  /** Sends the browser to the checkout; replaced in tests. */
  goToCheckout?: (url: string) => void;
};

/**
 * The Pay cell of the Unpaid tab. A positive balance is paid through the checkout for
 * exactly the amount the server computed; otherwise the button is disabled and says why. A negative
 * balance reads 'Money will be returned' until the shop has paid it back, then the date it did (docs/product/money-and-refunds.md#refunds-due).
 * Pay Now goes through the shop's first gateway; 'Other ways to pay' under it lets the customer pick another
 * first, when the shop offers more than one (docs/product/money-and-refunds.md#choosing-a-gateway).
 */
export function PayButton({ rental, goToCheckout = leavePage }: PayButtonProps) {
  const words = useRentalWords();
  const settled = rental.totalCost < 0 ? settledBalanceRefund(rental) : undefined;
  if (settled) {
    return (
      <span className="text-sm font-semibold text-green-800 dark:text-green-300">{words.refund(settled).label}</span>
    );
  }
  return <PayBalanceButton rental={rental} goToCheckout={goToCheckout} />;
}

function PayBalanceButton({ rental, goToCheckout }: Required<PayButtonProps>) {
  const { t } = useTranslation('rentals');
  const [payRental] = usePayRentalMutation();
  const idempotency = useIdempotencyKeys();
  const [isStarting, setStarting] = useState(false);
  const view = payButtonView(rental);
  const gateway = useGatewayChoice(view.disabled);
  const reasonId = `pay-reason-${rental._id}`;

  const pay = async () => {
    setStarting(true);
    const progress = toast.loading(t('pay.processing'));
    try {
      const request = { bookingId: rental._id, amount: rental.totalCost, gateway: gateway.named };
      const response = await payRental({ ...request, idempotencyKey: idempotency.keyFor(request) }).unwrap();
      goToCheckout(response.data.payment_url);
    } catch (error) {
      toast.dismiss(progress);
      if (refusalIsFinal(apiErrorStatus(error))) idempotency.forget();
      toast.error(apiErrorMessage(error));
      setStarting(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant={view.disabled ? 'outline' : 'success'}
        disabled={view.disabled || isStarting}
        aria-describedby={view.reason ? reasonId : undefined}
        onClick={() => void pay()}
        aria-label={view.disabled ? undefined : t('pay.payNowFor', { bike: rental.bike.name })}
      >
        {t(`pay.${view.label}`)}
      </Button>
      {view.reason ? (
        <span id={reasonId} className="text-xs text-slate-600 dark:text-slate-300">
          {t(`pay.${view.reason}`)}
        </span>
      ) : null}
      {view.disabled ? null : (
        <OtherWaysToPay
          choice={gateway}
          amount={rental.totalCost}
          disabled={isStarting}
          label={t('gateway.otherWaysFor', { bike: rental.bike.name })}
        />
      )}
    </div>
  );
}
