/**
 * A rental's whole story: the receipt a customer prints and the page an admin reads, and
 * the receipt the shop's e-mails carry. Everything it says is worked out here, once, from
 * `GET /api/rentals/{id}`'s answer; the web app's receipt page and the server's HTML and plain-text receipts
 * only lay it out. Pure functions over the contract's own helpers (Dhaka time, taka), so a server in any
 * time zone writes the same words as the page.
 */
import { durationWords } from './duration.ts';
import { formatPricePerHour, formatTaka } from './money.ts';
import { formatShopPeriod } from './periods.ts';
import { refundView, type RefundView } from './refund-words.ts';
import type { RentalPayment, RentalStatus, RentalStory } from './rentals.ts';
import { costView, isClosedBooking } from './rental-words.ts';
import { SHOP_CONTACT, telHref } from './shop.ts';
import { formatShopTime } from './time.ts';

/** Where a rental's receipt (a customer) or its details page (an admin) is in the web app. */
export function receiptPath(rentalId: string): string {
  return `/dashboard/rentals/${encodeURIComponent(rentalId)}`;
}

/**
 * The short path an SMS carries to a rental: `/r/<the first 8 characters of its id>` (the server sends it on
 * to `receiptPath`), so that a message with its link fits one SMS segment.
 */
export function shortReceiptPath(rentalId: string): string {
  return `/r/${encodeURIComponent(rentalId.slice(0, 8))}`;
}

/** Who reads the story: its customer (a receipt) or an admin (the rental's page, with the customer's contacts). */
export type ReceiptView = 'customer' | 'admin';

export const RECEIPT_TITLE: Record<ReceiptView, string> = {
  customer: 'Rental receipt',
  admin: 'Rental details',
};
export const NO_PAYMENTS = 'No payment attempts yet';

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

/** 'under_review' → 'Under review': a state this code does not know yet still reads as words. */
function plainWords(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words === '' ? 'Unknown' : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A payment attempt's state in words. A paid attempt the shop could not use (the booking had lapsed or
 * closed, docs/product/money-and-refunds.md#payments) says that it is owed back.
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

/** When the bike came back, or why it did not. */
function returnedWords(story: Pick<RentalStory, 'returnTime' | 'status'>): string {
  if (story.returnTime) return formatShopTime(story.returnTime);
  return isClosedBooking(story) ? 'Not rented' : 'Not returned yet';
}

/** The lines of the receipt's lists, each a term and what it is; `key` lets a layout treat one apart. */
export type ReceiptRowKey =
  | 'status'
  | 'customer'
  | 'bike'
  | 'period'
  | 'booked-on'
  | 'returned'
  | 'time-charged'
  | 'price'
  | 'charge'
  | 'advance'
  | 'balance';

export type ReceiptRow = {
  key: ReceiptRowKey;
  /** The term: 'Status', 'Booked period'. */
  label: string;
  /** What it is: 'Returned', '260 BDT'. */
  value: string;
  /** The value stands out (bold): a name, the balance. */
  strong?: boolean;
  /** Lines under the value: the customer's e-mail address and phone. */
  lines?: readonly string[];
  /** Words in brackets after the value: a bike's brand and model. */
  detail?: string;
  /** Words after the value and a middle dot: whether the balance is paid. */
  note?: string;
};

/** A row on one line of plain text: 'Yamaha FZS (Yamaha · FZS V3)', '260 BDT · Paid', 'Name, e-mail, phone'. */
export function receiptRowText(row: ReceiptRow): string {
  let text = [row.value, ...(row.lines ?? [])].join(', ');
  if (row.detail) text += ` (${row.detail})`;
  if (row.note) text += ` · ${row.note}`;
  return text;
}

/** The columns of the payments table, in order. */
export const RECEIPT_PAYMENT_COLUMNS = [
  { key: 'purpose', header: 'Purpose' },
  { key: 'amount', header: 'Amount' },
  { key: 'gateway', header: 'Gateway' },
  { key: 'status', header: 'Status' },
  { key: 'gatewayTxnId', header: 'Gateway transaction id' },
  { key: 'started', header: 'Started' },
  { key: 'settled', header: 'Settled' },
] as const;

export type ReceiptPaymentKey = (typeof RECEIPT_PAYMENT_COLUMNS)[number]['key'];

/** One payment attempt, each column in words ('—' for what is not known). */
export type ReceiptPayment = { id: string } & Record<ReceiptPaymentKey, string>;

function paymentWords(payment: RentalPayment): ReceiptPayment {
  return {
    id: payment._id,
    purpose: PAYMENT_PURPOSE_WORDS[payment.purpose],
    amount: formatTaka(payment.amount),
    gateway: gatewayWords(payment.gateway),
    status: paymentStatusWords(payment),
    gatewayTxnId: payment.gatewayTxnId ?? '—',
    started: formatShopTime(payment.createdAt),
    settled: formatShopTime(payment.settledAt),
  };
}

export type ReceiptContent = {
  view: ReceiptView;
  /** 'Rental receipt' (the customer's) or 'Rental details' (an admin's). */
  title: string;
  /** 'Receipt no.' and the rental's id. */
  number: { label: string; value: string };
  shop: {
    name: string;
    address: string;
    phone: { label: string; number: string; href: string };
    email: string;
  };
  rental: { heading: string; rows: ReceiptRow[] };
  cost: { heading: string; rows: ReceiptRow[]; explanation: string };
  payments: {
    heading: string;
    /** Names the table. */
    caption: string;
    columns: typeof RECEIPT_PAYMENT_COLUMNS;
    rows: ReceiptPayment[];
    /** Said instead of the rows when there are none. */
    emptyText: string;
  };
  /** Money the shop owes back on the rental, or paid back (docs/product/money-and-refunds.md#refunds-due); null when there is none. */
  moneyBack: { heading: string; refunds: RefundView[] } | null;
  /** The closing line: times are Dhaka time, amounts in taka, the shop's name and e-mail address. */
  footer: string;
};

/**
 * What a rental's receipt says, in order: the shop, the title and number, the rental (status, customer,
 * bike, booked period in Dhaka time, booking and return), the cost with what it stands on (final, planned
 * or so far), every payment attempt, and any money owed back.
 */
export function receiptContent(story: RentalStory, view: ReceiptView): ReceiptContent {
  const basis = costBasisView(story);
  const balance = balanceView(story);
  const { cost } = story;
  return {
    view,
    title: RECEIPT_TITLE[view],
    number: { label: 'Receipt no.', value: story._id },
    shop: {
      name: SHOP_CONTACT.name,
      address: SHOP_CONTACT.address,
      phone: { label: 'Phone', number: SHOP_CONTACT.phone, href: telHref(SHOP_CONTACT.phone) },
      email: SHOP_CONTACT.email,
    },
    rental: {
      heading: 'Rental',
      rows: [
        { key: 'status', label: 'Status', value: rentalStatusWords(story) },
        {
          key: 'customer',
          label: 'Customer',
          value: story.user.name,
          strong: true,
          lines: [story.user.email, story.user.phone],
        },
        {
          key: 'bike',
          label: 'Bike',
          value: story.bike.name,
          strong: true,
          detail: `${story.bike.brand} · ${story.bike.model}`,
        },
        {
          key: 'period',
          label: 'Booked period',
          value: formatShopPeriod({
            start: new Date(story.startTime),
            end: story.endTime ? new Date(story.endTime) : null,
          }),
        },
        { key: 'booked-on', label: 'Booked on', value: formatShopTime(story.createdAt) },
        { key: 'returned', label: 'Returned', value: returnedWords(story) },
      ],
    },
    cost: {
      heading: basis.heading,
      rows: [
        { key: 'time-charged', label: 'Time charged', value: chargedTimeWords(cost.minutes) },
        { key: 'price', label: 'Price per hour', value: formatPricePerHour(cost.pricePerHour) },
        { key: 'charge', label: 'Charge', value: takaOrDash(cost.charge) },
        { key: 'advance', label: 'Advance', value: formatTaka(cost.advance) },
        {
          key: 'balance',
          label: 'Balance',
          value: balance.amount,
          strong: true,
          ...(balance.note ? { note: balance.note } : {}),
        },
      ],
      explanation: basis.explanation,
    },
    payments: {
      heading: 'Payments',
      caption: 'Payment attempts',
      columns: RECEIPT_PAYMENT_COLUMNS,
      rows: story.payments.map(paymentWords),
      emptyText: NO_PAYMENTS,
    },
    moneyBack: story.refunds.length > 0 ? { heading: 'Money back', refunds: story.refunds.map(refundView) } : null,
    footer: `Times are Dhaka time. Amounts are in taka (BDT). ${SHOP_CONTACT.name}, ${SHOP_CONTACT.email}.`,
  };
}
