/**
 * A rental's receipt in the page's language (docs/product/languages.md#two-languages). The contract's `receiptContent` writes the receipt in
 * English for the shop's e-mails; the web page says the same things from the same story, through the
 * `rentals` namespace, so that a Bangla page has a Bangla receipt. In English the two are identical
 * (receipt-words.test.ts holds them together).
 */
import {
  RECEIPT_PAYMENT_COLUMNS,
  gatewayWords,
  paymentStatusWords,
  type ReceiptContent,
  type ReceiptPayment,
  type ReceiptPaymentKey,
  type ReceiptRow,
  type ReceiptView,
} from '@bond/contract/receipt';
import type { RentalPayment, RentalStory } from '@bond/contract/rentals';
import { isClosedBooking } from '@bond/contract/rental-words';
import { telHref } from '@bond/contract/shop';
import type { RentalWords } from '../../components/rentals/words.ts';

/** The receipt's words; its payments table's headers are in the page's language too. */
export type ReceiptWords = Omit<ReceiptContent, 'payments'> & {
  payments: Omit<ReceiptContent['payments'], 'columns'> & {
    columns: readonly { key: ReceiptPaymentKey; header: string }[];
  };
};

/** The shop's facts the receipt names, in the page's language where the content has them. */
export type ReceiptShop = { name: string; address: string; phone: string; email: string };

const KNOWN_PAYMENT_STATES = ['pending', 'paid', 'failed', 'cancelled', 'expired', 'duplicate'] as const;
type KnownPaymentState = (typeof KNOWN_PAYMENT_STATES)[number];
const isKnownPaymentState = (status: string): status is KnownPaymentState =>
  (KNOWN_PAYMENT_STATES as readonly string[]).includes(status);

function paymentStatus(payment: RentalPayment, { t }: RentalWords): string {
  if (payment.status === 'paid' && payment.refundDue) return t('receipt.paymentStatus.paidOwedBack');
  // A state this page does not know yet reads as the contract's words for it.
  return isKnownPaymentState(payment.status)
    ? t(`receipt.paymentStatus.${payment.status}`)
    : paymentStatusWords(payment);
}

function paymentRow(payment: RentalPayment, words: RentalWords): ReceiptPayment {
  const { t, f } = words;
  return {
    id: payment._id,
    purpose: t(`receipt.purpose.${payment.purpose}`),
    amount: f.taka(payment.amount),
    gateway: gatewayWords(payment.gateway),
    status: paymentStatus(payment, words),
    gatewayTxnId: payment.gatewayTxnId ?? '—',
    started: f.time(payment.createdAt),
    settled: f.time(payment.settledAt),
  };
}

function costBasis(story: RentalStory, { t }: RentalWords) {
  const basis = story.cost.basis;
  const explanation =
    basis === 'open'
      ? isClosedBooking(story)
        ? t('receipt.explanation.closed')
        : t('receipt.explanation.open')
      : t(`receipt.explanation.${basis}`);
  return { heading: t(`receipt.basis.${basis}`), explanation };
}

/** The balance line (charge − advance): after the return like My Rentals' Total Cost, before it as planned. */
function balance(story: RentalStory, words: RentalWords): { amount: string; note?: string } {
  const { t, f } = words;
  const { balance: amount, basis } = story.cost;
  if (amount === null) return { amount: '—' };
  if (basis === 'returned') {
    const view = words.cost({ isReturned: true, totalCost: amount, refunds: story.refunds });
    if (amount > 0) {
      return {
        amount: view.amount,
        note: story.payment ? t('receipt.balanceNote.paid') : t('receipt.balanceNote.unpaid'),
      };
    }
    if (amount === 0) return { amount: view.amount, note: t('receipt.balanceNote.covered') };
    return view;
  }
  if (amount < 0) return { amount: f.taka(-amount), note: t('receipt.balanceNote.owedBack') };
  return { amount: f.taka(amount), note: t('receipt.balanceNote.toPay') };
}

function chargedTime(minutes: number | null, words: RentalWords): string {
  if (minutes === null) return '—';
  const duration = words.duration(minutes);
  // English writes the minutes as the contract does, without grouping ('1590 minutes').
  const count = words.language === 'en' ? String(minutes) : words.f.number(minutes);
  return minutes >= 60 ? words.t('receipt.chargedMinutes', { duration, minutes: count }) : duration;
}

function statusWords(story: RentalStory, { t }: RentalWords): string {
  const status = t(`receipt.rentalStatus.${story.status}`);
  return story.isOverdue ? t('receipt.statusOverdue', { status }) : status;
}

function returnedWords(story: RentalStory, { t, f }: RentalWords): string {
  if (story.returnTime) return f.time(story.returnTime);
  return isClosedBooking(story) ? t('receipt.notRented') : t('receipt.notReturnedYet');
}

/** What a rental's receipt says, in the order the contract's `receiptContent` has it. */
export function receiptWords(
  story: RentalStory,
  view: ReceiptView,
  shop: ReceiptShop,
  words: RentalWords,
): ReceiptWords {
  const { t, f } = words;
  const { cost } = story;
  const basis = costBasis(story, words);
  const due = balance(story, words);
  const rentalRows: ReceiptRow[] = [
    { key: 'status', label: t('receipt.status'), value: statusWords(story, words) },
    {
      key: 'customer',
      label: t('receipt.customer'),
      value: story.user.name,
      strong: true,
      lines: [story.user.email, story.user.phone],
    },
    {
      key: 'bike',
      label: t('receipt.bike'),
      value: story.bike.name,
      strong: true,
      detail: `${story.bike.brand} · ${story.bike.model}`,
    },
    { key: 'period', label: t('receipt.period'), value: words.bookedPeriod(story) },
    { key: 'booked-on', label: t('receipt.bookedOn'), value: f.time(story.createdAt) },
    { key: 'returned', label: t('receipt.returned'), value: returnedWords(story, words) },
  ];
  const costRows: ReceiptRow[] = [
    { key: 'time-charged', label: t('receipt.timeCharged'), value: chargedTime(cost.minutes, words) },
    { key: 'price', label: t('receipt.price'), value: t('words.perHour', { price: f.taka(cost.pricePerHour) }) },
    { key: 'charge', label: t('receipt.charge'), value: cost.charge === null ? '—' : f.taka(cost.charge) },
    { key: 'advance', label: t('receipt.advance'), value: f.taka(cost.advance) },
    {
      key: 'balance',
      label: t('receipt.balance'),
      value: due.amount,
      strong: true,
      ...(due.note ? { note: due.note } : {}),
    },
  ];
  return {
    view,
    title: t(`receipt.title.${view}`),
    number: { label: t('receipt.number'), value: story._id },
    shop: {
      name: shop.name,
      address: shop.address,
      phone: { label: t('receipt.phone'), number: shop.phone, href: telHref(shop.phone) },
      email: shop.email,
    },
    rental: { heading: t('receipt.rental'), rows: rentalRows },
    cost: { heading: basis.heading, rows: costRows, explanation: basis.explanation },
    payments: {
      heading: t('receipt.payments'),
      caption: t('receipt.paymentsCaption'),
      columns: RECEIPT_PAYMENT_COLUMNS.map(({ key }) => ({ key, header: t(`receipt.columns.${key}`) })),
      rows: story.payments.map((payment) => paymentRow(payment, words)),
      emptyText: t('receipt.noPayments'),
    },
    moneyBack:
      story.refunds.length > 0 ? { heading: t('receipt.moneyBack'), refunds: story.refunds.map(words.refund) } : null,
    footer: t('receipt.footer', { name: shop.name, email: shop.email }),
  };
}
