/**
 * A rental's whole story: the receipt a customer prints and the page an admin reads, and
 * the receipt the shop's e-mails carry. Everything it says is worked out here, once, from
 * `GET /api/rentals/{id}`'s answer, in the reader's language with the catalogues' words (messages/en.ts,
 * messages/bn.ts); the web app's receipt page and the server's HTML and plain-text receipts only lay it
 * out. Pure functions over the contract's own helpers (Dhaka time, taka), so a server in any time zone
 * writes the same words as the page.
 */
import { isCounterMethod } from './counter.ts';
import type { Language } from './languages.ts';
import type { ReceiptLabels, ReceiptPaymentKey, ReceiptRowKey } from './messages/words.ts';
import { formatTaka, formatTakaLine } from './money.ts';
import { refundView, type RefundView } from './refund-words.ts';
import type { RentalPayment, RentalStory } from './rentals.ts';
import { isClosedBooking } from './rental-words.ts';
import { say } from './say.ts';
import { SHOP_CONTACT, telHref } from './shop.ts';
import { formatShopTime } from './time.ts';

export type { ReceiptPaymentKey, ReceiptRowKey };

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

const GATEWAY_WORDS: Record<string, string> = {
  aamarpay: 'aamarPay',
  sslcommerz: 'SSLCommerz',
  bkash: 'bKash',
  nagad: 'Nagad',
};

/** The payment gateway's name as it writes it ('aamarpay' → 'aamarPay'; another as its code, capitalised). */
export function gatewayWords(gateway: string): string {
  const known = GATEWAY_WORDS[gateway.toLowerCase()];
  if (known) return known;
  const words = gateway.replace(/[_-]+/g, ' ').trim();
  return words === '' ? gateway : words.charAt(0).toUpperCase() + words.slice(1);
}

export type AmountView = { amount: string; note?: string };

/**
 * The balance line (charge − advance). After the return it reads like My Rentals' Total Cost ('Will be
 * returned' under a negative balance, 'Refunded on …' once paid back) with 'Paid' or 'Unpaid'; before it,
 * what the planned period would leave.
 */
export function balanceView(
  story: Pick<RentalStory, 'cost' | 'payment' | 'refunds'>,
  language: Language,
  labels: ReceiptLabels = say(language, 'receiptLabels'),
): AmountView {
  const { balance, basis } = story.cost;
  const notes = labels.balanceNote;
  if (balance === null) return { amount: '—' };
  if (basis === 'returned') {
    const view = say(language, 'totalCostCell', {
      rental: { isReturned: true, totalCost: balance, refunds: story.refunds },
    });
    if (balance > 0) return { amount: view.amount, note: story.payment ? notes.paid : notes.unpaid };
    if (balance === 0) return { amount: view.amount, note: notes.covered };
    return view;
  }
  if (balance < 0) return { amount: formatTaka(-balance, language), note: notes.owedBack };
  return { amount: formatTaka(balance, language), note: notes.toPay };
}

/** When the bike came back, or why it did not. */
function returnedWords(story: Pick<RentalStory, 'returnTime' | 'status'>, language: Language, labels: ReceiptLabels) {
  if (story.returnTime) return formatShopTime(story.returnTime, language);
  return isClosedBooking(story) ? labels.notRented : labels.notReturnedYet;
}

/** A line of the receipt's lists: a term and what it is; `key` lets a layout treat one apart. */
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
export const RECEIPT_PAYMENT_KEYS: readonly ReceiptPaymentKey[] = [
  'purpose',
  'amount',
  'gateway',
  'status',
  'gatewayTxnId',
  'started',
  'settled',
];

/** One payment attempt, each column in words ('—' for what is not known). */
export type ReceiptPayment = { id: string } & Record<ReceiptPaymentKey, string>;

/** The shop's view also names who took each payment at the counter. */
const paymentKeys = (view: ReceiptView): readonly ReceiptPaymentKey[] =>
  view === 'admin' ? [...RECEIPT_PAYMENT_KEYS, 'receivedBy'] : RECEIPT_PAYMENT_KEYS;

function paymentWords(payment: RentalPayment, language: Language, labels: ReceiptLabels): ReceiptPayment {
  return {
    id: payment._id,
    purpose: labels.purpose[payment.purpose],
    amount: formatTaka(payment.amount, language),
    gateway: isCounterMethod(payment.gateway)
      ? say(language, 'paymentMethodName', { method: payment.gateway })
      : gatewayWords(payment.gateway),
    status: say(language, 'paymentStatus', payment),
    gatewayTxnId: payment.gatewayTxnId ?? '—',
    started: formatShopTime(payment.createdAt, language),
    settled: formatShopTime(payment.settledAt, language),
    receivedBy: payment.receivedBy?.name ?? '—',
  };
}

/** A line of the charge: time, a price rule, an add-on or the coupon ('Second helmet: 2 days × 50 BDT', '100 BDT'). */
export type ReceiptChargeLine = { key: string; label: string; amount: string };

/** The lines of a rental's charge in `language`, each amount in taka (a discount or the coupon with a minus). */
export function chargeLineWords(cost: Pick<RentalStory['cost'], 'lines'>, language: Language): ReceiptChargeLine[] {
  return cost.lines.map((line) => ({
    key: line.key,
    label: line.label[language],
    amount: formatTakaLine(line.amount, language),
  }));
}

/** The shop's facts a receipt names (the web page gives them in its language). */
export type ReceiptShop = { name: string; address: string; phone: string; email: string };

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
  cost: {
    heading: string;
    /** The time charged, and the price per hour while the charge has no lines yet. */
    rows: ReceiptRow[];
    /** 'Charges': what the charge is made of, line by line as the booking's quote says it; null while not known. */
    charges: { heading: string; lines: ReceiptChargeLine[] } | null;
    /** The charge (what the lines add up to), the advance and the balance. */
    totals: ReceiptRow[];
    explanation: string;
  };
  payments: {
    heading: string;
    /** Names the table. */
    caption: string;
    columns: readonly { key: ReceiptPaymentKey; header: string }[];
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
 * What a rental's receipt says, in order, in `language`: the shop, the title and number, the rental (status,
 * customer, bike, booked period in Dhaka time, booking and return), the cost with what it stands on (final,
 * planned or so far) and its lines, every payment attempt, and any money owed back.
 */
export function receiptContent(
  story: RentalStory,
  view: ReceiptView,
  language: Language,
  shop: ReceiptShop = SHOP_CONTACT,
): ReceiptContent {
  const labels = say(language, 'receiptLabels');
  const term = labels.rows;
  const basis = say(language, 'costBasis', { basis: story.cost.basis, closed: isClosedBooking(story) });
  const balance = balanceView(story, language, labels);
  const { cost } = story;
  const time = (instant: string) => formatShopTime(instant, language);
  const period = { start: new Date(story.startTime), end: story.endTime ? new Date(story.endTime) : null };
  const timeRows: ReceiptRow[] = [
    { key: 'time-charged', label: term['time-charged'], value: say(language, 'chargedTime', cost) },
  ];
  // The lines name the prices they charge; without them, the price per hour the rental runs at.
  if (cost.lines.length === 0)
    timeRows.push({
      key: 'price',
      label: term.price,
      value: say(language, 'pricePerHour', { price: cost.pricePerHour }),
    });
  return {
    view,
    title: labels.title[view],
    number: { label: labels.number, value: story._id },
    shop: {
      name: shop.name,
      address: shop.address,
      phone: { label: labels.phone, number: shop.phone, href: telHref(shop.phone) },
      email: shop.email,
    },
    rental: {
      heading: labels.rental,
      rows: [
        {
          key: 'status',
          label: term.status,
          value: say(language, 'rentalStatus', { status: story.status, overdue: story.isOverdue }),
        },
        {
          key: 'customer',
          label: term.customer,
          value: story.user.name,
          strong: true,
          lines: [story.user.email, story.user.phone],
        },
        {
          key: 'bike',
          label: term.bike,
          value: story.bike.name,
          strong: true,
          detail: `${story.bike.brand} · ${story.bike.model}`,
        },
        { key: 'period', label: term.period, value: say(language, 'shopPeriod', { period }) },
        { key: 'booked-on', label: term['booked-on'], value: time(story.createdAt) },
        { key: 'returned', label: term.returned, value: returnedWords(story, language, labels) },
      ],
    },
    cost: {
      heading: basis.heading,
      rows: timeRows,
      charges: cost.lines.length > 0 ? { heading: labels.charges, lines: chargeLineWords(cost, language) } : null,
      totals: [
        { key: 'charge', label: term.charge, value: cost.charge === null ? '—' : formatTaka(cost.charge, language) },
        { key: 'advance', label: term.advance, value: formatTaka(cost.advance, language) },
        // After a return with readings: what the deposit paid (docs/product/handover-and-return.md#the-bill).
        ...(cost.depositApplied
          ? [{ key: 'deposit' as const, label: term.deposit, value: formatTaka(cost.depositApplied, language) }]
          : []),
        {
          key: 'balance',
          label: term.balance,
          value: balance.amount,
          strong: true,
          ...(balance.note ? { note: balance.note } : {}),
        },
      ],
      explanation: basis.explanation,
    },
    payments: {
      heading: labels.payments,
      caption: labels.paymentsCaption,
      columns: paymentKeys(view).map((key) => ({ key, header: labels.columns[key] })),
      rows: story.payments.map((payment) => paymentWords(payment, language, labels)),
      emptyText: labels.noPayments,
    },
    moneyBack:
      story.refunds.length > 0
        ? { heading: labels.moneyBack, refunds: story.refunds.map((refund) => refundView(refund, language)) }
        : null,
    footer: say(language, 'receiptFooter', { name: shop.name, email: shop.email }),
  };
}
