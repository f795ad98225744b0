/**
 * Which online gateway a checkout goes through (docs/product/money-and-refunds.md#choosing-a-gateway): the
 * shop offers its gateways in order, and the first is what a checkout without `?gateway=` uses. So a customer
 * who does not choose pays as before, in one press; the choice is shown only when there is more than one.
 */
import type { OnlineGateway } from '@bond/contract/rentals';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import { Button } from '../ui/button.tsx';
import { useGetPaymentGatewaysQuery } from './api.ts';

export type GatewayChoice = {
  /** The gateways offered, in the shop's order; empty until known (or when they could not be read). */
  offered: readonly OnlineGateway[];
  /** The customer's choice: the first offered until they pick another. */
  chosen: OnlineGateway | undefined;
  choose: (gateway: OnlineGateway) => void;
  /**
   * What the checkout call names as `?gateway=`: the choice when there is one to make, else nothing, so the
   * server uses its first gateway (also while the list is unknown).
   */
  named: OnlineGateway | undefined;
  /** Back to the first gateway (a dialog opened again). */
  reset: () => void;
};

/** The gateways on offer and the customer's choice among them; `skip` while nothing can be paid. */
export function useGatewayChoice(skip = false): GatewayChoice {
  const { data } = useGetPaymentGatewaysQuery(undefined, { skip });
  const offered = data ?? NONE;
  const [picked, setPicked] = useState<OnlineGateway | null>(null);
  const chosen = picked && offered.includes(picked) ? picked : offered[0];
  const reset = useCallback(() => setPicked(null), []);
  return { offered, chosen, choose: setPicked, named: offered.length > 1 ? chosen : undefined, reset };
}

const NONE: readonly OnlineGateway[] = [];

type PaymentGatewayChoiceProps = {
  offered: readonly OnlineGateway[];
  value: OnlineGateway | undefined;
  onChange: (gateway: OnlineGateway) => void;
  /** What the checkout will ask for, in whole taka. */
  amount: number;
  /** While the checkout is being opened. */
  disabled?: boolean;
  /** Moves the focus to the chosen gateway when shown (after 'Other ways to pay'). */
  focusOnShow?: boolean;
};

/**
 * 'Pay with': a radio per gateway offered, each with its name and the amount, bKash with its mark. Nothing
 * when the shop offers one gateway (or the list is not known): the checkout then goes through the first.
 */
export function PaymentGatewayChoice({
  offered,
  value,
  onChange,
  amount,
  disabled = false,
  focusOnShow = false,
}: PaymentGatewayChoiceProps) {
  const { t } = useTranslation('rentals');
  const f = useFormat();
  const name = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const hasChoice = offered.length > 1;
  useEffect(() => {
    if (focusOnShow && hasChoice) fieldset.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [focusOnShow, hasChoice]);
  if (!hasChoice) return null;
  return (
    <fieldset ref={fieldset} disabled={disabled} className="w-full max-w-md min-w-0 space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{t('gateway.legend')}</legend>
      {offered.map((gateway) => {
        const nameId = `${name}-${gateway}-name`;
        const amountId = `${name}-${gateway}-amount`;
        return (
          <label
            key={gateway}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-80 dark:border-slate-600 dark:bg-slate-900 dark:has-checked:border-brand-400 dark:has-checked:bg-slate-800"
          >
            <input
              type="radio"
              name={name}
              value={gateway}
              checked={value === gateway}
              onChange={() => onChange(gateway)}
              aria-labelledby={nameId}
              aria-describedby={amountId}
              className="size-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
            {gateway === 'bkash' ? <BkashMark /> : null}
            <span id={nameId} className="min-w-0 flex-1 text-sm font-semibold text-slate-900 dark:text-white">
              {t(`gateway.${gateway}`)}
            </span>
            <span
              id={amountId}
              className="shrink-0 text-sm font-semibold whitespace-nowrap text-slate-800 tabular-nums dark:text-slate-200"
            >
              {f.taka(amount)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

type OtherWaysToPayProps = {
  choice: GatewayChoice;
  amount: number;
  disabled?: boolean;
  /** The toggle's name for screen readers when several are on one page ('Other ways to pay for …'). */
  label?: string;
};

/**
 * Under a button that opens a checkout in one press: 'Other ways to pay', which puts the choice in its
 * place. The button keeps paying through the first gateway unless the customer picks another, so the usual
 * payment stays one press (docs/product/money-and-refunds.md#choosing-a-gateway).
 */
export function OtherWaysToPay({ choice, amount, disabled = false, label }: OtherWaysToPayProps) {
  const { t } = useTranslation('rentals');
  const [shown, setShown] = useState(false);
  if (choice.offered.length < 2) return null;
  if (!shown) {
    return (
      <Button
        variant="ghost"
        className="underline underline-offset-2"
        disabled={disabled}
        aria-label={label}
        onClick={() => setShown(true)}
      >
        {t('gateway.otherWays')}
      </Button>
    );
  }
  return (
    <PaymentGatewayChoice
      offered={choice.offered}
      value={choice.chosen}
      onChange={choice.choose}
      amount={amount}
      disabled={disabled}
      focusOnShow
    />
  );
}

/**
 * bKash's mark, drawn here (no picture is fetched): the word on bKash's pink, in a rounded box. Decorative:
 * the option's name says bKash.
 */
export function BkashMark() {
  return (
    <svg
      viewBox="0 0 60 26"
      width="60"
      height="26"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
      data-testid="bkash-mark"
    >
      <rect width="60" height="26" rx="6" fill="#E2136E" />
      <path d="M7 8l6 3-2 7-4-4z" fill="#fff" opacity="0.9" />
      <text
        x="36"
        y="17.5"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="12"
        fontWeight="700"
      >
        bKash
      </text>
    </svg>
  );
}
