import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import type { Rental } from '@bond/contract/rentals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtherWaysToPay, useGatewayChoice } from '../../components/payments/payment-gateway-choice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-error.ts';
import { refusalIsFinal, useIdempotencyKeys } from '../../lib/idempotency.ts';
import { leavePage } from '../../lib/leave-page.ts';
import { toast } from '../../lib/toast.ts';
import { usePayAdvanceMutation } from '../../components/rentals/api.ts';

type PayAdvanceButtonProps = {
  booking: Pick<Rental, '_id' | 'bike'>;
  /** Sends the browser to the checkout; replaced in tests. */
  goToCheckout?: (url: string) => void;
};

/**
 * For a booking still awaiting its advance (the customer left the checkout without paying or
 * cancelling): opens a new checkout for the 100 BDT and sends the browser there. A refusal (the hold
 * lapsed, the advance is settled) shows the server's reason. The checkout goes through the shop's first
 * gateway unless the customer picks another under 'Other ways to pay' (docs/product/money-and-refunds.md#choosing-a-gateway).
 */
export function PayAdvanceButton({ booking, goToCheckout = leavePage }: PayAdvanceButtonProps) {
  const { t } = useTranslation('rentals');
  const [payAdvance] = usePayAdvanceMutation();
  const idempotency = useIdempotencyKeys();
  const [isStarting, setStarting] = useState(false);
  const gateway = useGatewayChoice();

  const pay = async () => {
    setStarting(true);
    // The same words as when the booking was made from the bike page.
    const progress = toast.loading(t('payAdvance.processing'));
    try {
      const request = { bookingId: booking._id, gateway: gateway.named };
      const response = await payAdvance({ ...request, idempotencyKey: idempotency.keyFor(request) }).unwrap();
      goToCheckout(response.data.booking.payment_url);
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
        variant="success"
        disabled={isStarting}
        onClick={() => void pay()}
        aria-label={t('payAdvance.buttonFor', { bike: booking.bike.name })}
      >
        {t('payAdvance.button')}
      </Button>
      <OtherWaysToPay
        choice={gateway}
        amount={ADVANCE_PAYMENT_BDT}
        disabled={isStarting}
        label={t('gateway.otherWaysFor', { bike: booking.bike.name })}
      />
    </div>
  );
}
