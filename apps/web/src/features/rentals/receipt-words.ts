/**
 * A rental's whole story in words (issue 11, item 1): the receipt a customer prints and the page an admin
 * reads. Pure functions of `GET /api/rentals/{id}`'s answer, tested on their own.
 */
import { formatTaka } from '@bond/contract/money';
import type { RentalPayment, RentalStatus, RentalStory } from '@bond/contract/rentals';
import { durationWords } from '../../lib/duration.ts';
import { costView, isClosedBooking } from './rental-rules.ts';

export const PAYMENT_PURPOSE_WORDS: Record<RentalPayment['purpose'], string> = {
  advance: 'Advance',
  rent: 'Rest of the rent',
};

const PAYMENT_STATUS_WORDS: Record<string, string> = {
  pending: 'Not finished yet',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled at the checkout',
  expired: 'Not paid in time',
  duplicate: 'Paid twice: owed back',
};

/** 'under_review' → 'Under review': a state the web app does not know yet still reads as words. */
function plainWords(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words === '' ? 'Unknown' : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A payment attempt's state in words. A paid attempt the shop could not use (the booking had lapsed or
 * closed, D9) says that it is owed back.
 */
export function paymentStatusWords(payment: Pick<RentalPayment, 'status' | 'refundDue'>): string {
  if (payment.status === 'paid' && payment.refundDue) return 'Paid, but could not be used: owed back';
  return PAYMENT_STATUS_WORDS[payment.status] ?? plainWords(payment.status);
}

const GATEWAY_WORDS: Record<string, string> = {
  aamarpay: 'aamarPay',
  sslcommerz: 'SSLCommerz',
  bkash: 'bKash',
  nagad: 'Nagad',
};

/** The payment gateway's name as it writes it ('aamarpay' → 'aamarPay'). */
export function gatewayWords(gateway: string): string {
  return GATEWAY_WORDS[gateway.toLowerCase()] ?? plainWords(gateway);
}

const RENTAL_STATUS_WORDS: Record<RentalStatus, string> = {
  pending: 'Awaiting the advance payment',
  booked: 'Booked, not begun yet',
  active: 'Out on rent',
  returned: 'Returned',
  cancelled: 'Cancelled',
  no_show: 'No-show: the bike was not collected',
  expired: 'Expired: the advance was not paid in time',
};

/** Where the rental stands, in words ('Out on rent, overdue' past its planned return). */
export function rentalStatusWords(rental: Pick<RentalStory, 'status' | 'isOverdue'>): string {
  const words = RENTAL_STATUS_WORDS[rental.status];
  return rental.isOverdue ? `${words}, overdue` : words;
}

/**
 * The time charged: '45 minutes', '1 hour 30 minutes (90 minutes)' (the minutes too once it is an hour or
 * more, so the charge can be checked: price per hour × minutes ÷ 60); '—' when nothing is known yet.
 */
export function chargedTimeWords(minutes: number | null): string {
  if (minutes === null) return '—';
  const words = durationWords(minutes);
  return minutes >= 60 ? `${words} (${minutes} minutes)` : words;
}

export type CostBasisView = {
  /** 'Final', 'Planned' or 'So far'. */
  label: string;
  /** The heading of the cost breakdown. */
  heading: string;
  /** One sentence on what the figures are. */
  explanation: string;
};

/**
 * What the cost breakdown stands on: the recorded return ('final'), the planned period ('planned': the
 * charge if the bike comes back on time), or nothing yet ('so far': open-ended, or closed before a ride).
 */
export function costBasisView(story: Pick<RentalStory, 'cost' | 'status'>): CostBasisView {
  switch (story.cost.basis) {
    case 'returned':
      return {
        label: 'Final',
        heading: 'Cost (final)',
        explanation: 'Final: charged from the booked start to the recorded return.',
      };
    case 'planned':
      return {
        label: 'Planned',
        heading: 'Cost (planned)',
        explanation:
          'Planned: what the booked period costs if the bike comes back on time. The final cost is worked out at the return.',
      };
    case 'open':
      return {
        label: 'So far',
        heading: 'Cost so far',
        explanation: isClosedBooking(story)
          ? 'So far: no rental charge. The booking closed before a ride.'
          : 'So far: not known yet. The booking has no planned return, so the cost is worked out when the bike is returned.',
      };
  }
}

export type AmountView = { amount: string; note?: string };

/**
 * The balance line (charge − advance). After the return it reads like My Rentals' Total Cost ('Will be
 * returned' under a negative balance, 'Refunded on …' once paid back) with 'Paid' or 'Unpaid'; before it,
 * what the planned period would leave.
 */
export function balanceView(story: Pick<RentalStory, 'cost' | 'payment' | 'refunds'>): AmountView {
  const { balance, basis } = story.cost;
  if (balance === null) return { amount: '—' };
  if (basis === 'returned') {
    const view = costView({ isReturned: true, totalCost: balance, refunds: story.refunds });
    if (balance > 0) return { amount: view.amount, note: story.payment ? 'Paid' : 'Unpaid' };
    if (balance === 0) return { amount: view.amount, note: 'Nothing to pay: the advance covered it' };
    return view;
  }
  if (balance < 0) return { amount: formatTaka(-balance), note: 'Owed back to you after the return' };
  return { amount: formatTaka(balance), note: 'To pay after the return' };
}

/** An amount of taka, or '—' when it is not known yet. */
export function takaOrDash(amount: number | null): string {
  return amount === null ? '—' : formatTaka(amount);
}
