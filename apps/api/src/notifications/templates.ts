import { ADVANCE_PAYMENT_BDT, SHOP_NAME } from '@bond/contract/constants';
import { formatTaka } from '@bond/contract/money';
import type { Language, MessageTemplate } from '@bond/contract/notifications';
import { CANCELLATION_RULE, formatShopClock, formatShopDay, formatShopPeriod } from '@bond/contract/periods';

/**
 * What each message says (D22), per language. A template is a pure function of the facts of its cause: the
 * SMS (plain GSM-7 characters, one segment where the facts allow: no curly quotes, dashes or ৳) and the
 * e-mail (subject and plain text; the HTML part is made from the text). English now; a second language is
 * one more entry of `TEMPLATES`, and a customer whose language has none gets English.
 */

/** The facts about a rental that messages mention. */
export type RentalFacts = {
  rentalId: string;
  bikeId: string;
  customerName: string;
  bikeName: string;
  start: Date;
  /** The planned return; null: open-ended. */
  end: Date | null;
  returnTime: Date | null;
  pricePerHour: number;
  rentalCharge: number | null;
  /** rentalCharge − advance; negative: owed to the customer. */
  totalCost: number;
};

/** What one cause adds to the rental's facts. */
export type MessageFacts =
  | { template: 'booking_confirmed' | 'pickup_reminder' | 'return_reminder' | 'overdue' | 'return_recorded' }
  | { template: 'booking_expired' }
  | { template: 'booking_cancelled'; advance: 'returned' | 'kept' | 'not paid'; byShop: boolean }
  | { template: 'payment_received'; amount: number }
  | { template: 'refund_recorded'; amount: number; method: string; reference: string }
  | { template: 'payment_owed_back'; amount: number; why: 'lapsed' | 'duplicate' | 'refused' };

/**
 * Where the customer acts on the message (absolute addresses: they leave the shop's pages): the rental's
 * page, its short form for SMS (`/r/<first 8 of the id>`, so a message fits one segment), the bike's page.
 */
export type MessageLinks = { rental: string; rentalShort: string; bike: string };

export type Rendered = { sms: string; subject: string; text: string };

type Template = (rental: RentalFacts, facts: MessageFacts, links: MessageLinks) => Rendered;

const METHOD_WORDS: Record<string, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  cash: 'cash',
  bank: 'bank transfer',
  gateway_panel: 'the payment gateway',
};

const when = (instant: Date) => `${formatShopClock(instant)}, ${formatShopDay(instant)}`;
const period = (r: RentalFacts) => formatShopPeriod({ start: r.start, end: r.end });
const taka = formatTaka;
const sign = SHOP_NAME;

/** An e-mail body: a greeting, the paragraphs, the shop's name. */
const letter = (r: RentalFacts, ...paragraphs: string[]) =>
  [`Dear ${r.customerName},`, ...paragraphs, sign].join('\n\n');

const bookingLines = (r: RentalFacts) =>
  [`Bike: ${r.bikeName}`, `When: ${period(r)} (Dhaka time)`, `Rent: ${taka(r.pricePerHour)} an hour`].join('\n');

const ENGLISH: Record<MessageTemplate, Template> = {
  booking_confirmed: (r, _f, l) => ({
    sms: `${sign}: ${r.bikeName} is booked for you ${period(r)}. Advance ${ADVANCE_PAYMENT_BDT} BDT paid. ${l.rentalShort}`,
    subject: `Booking confirmed: ${r.bikeName}, ${formatShopDay(r.start)}`,
    text: letter(
      r,
      `Your booking is confirmed and the ${ADVANCE_PAYMENT_BDT} BDT advance is paid.`,
      bookingLines(r),
      `The rent is charged from the start to the return; the rest after the advance is paid once the bike is back. ${CANCELLATION_RULE}`,
      `Your booking and its receipt: ${l.rental}`,
    ),
  }),
  pickup_reminder: (r, _f, l) => ({
    sms: `${sign}: reminder, ${r.bikeName} is yours from ${when(r.start)}. Booking: ${l.rentalShort}`,
    subject: `Reminder: ${r.bikeName} from ${when(r.start)}`,
    text: letter(r, `A reminder: your booking begins in an hour.`, bookingLines(r), `Your booking: ${l.rental}`),
  }),
  return_reminder: (r, _f, l) => ({
    sms: `${sign}: please return ${r.bikeName} by ${when(r.end ?? r.start)}. Need longer? Extend: ${l.rentalShort}`,
    subject: `Reminder: ${r.bikeName} is due back at ${formatShopClock(r.end ?? r.start)}`,
    text: letter(
      r,
      `A reminder: ${r.bikeName} is due back at ${when(r.end ?? r.start)} (Dhaka time).`,
      `Need it longer? Extend the booking while the bike is free: ${l.rental}`,
    ),
  }),
  overdue: (r, _f, l) => ({
    sms: `${sign}: ${r.bikeName} was due back at ${when(r.end ?? r.start)}. Rent runs until it is returned. ${l.rentalShort}`,
    subject: `${r.bikeName} is overdue`,
    text: letter(
      r,
      `${r.bikeName} was due back at ${when(r.end ?? r.start)} (Dhaka time) and has not been returned yet.`,
      `The rent of ${taka(r.pricePerHour)} an hour runs until the bike is back, and another customer may be waiting for it. Please return it, or extend the booking if the bike is free: ${l.rental}`,
    ),
  }),
  return_recorded: (r, _f, l) => {
    const charge = taka(r.rentalCharge ?? 0);
    const balance =
      r.totalCost > 0
        ? {
            sms: `${taka(r.totalCost)} to pay: ${l.rentalShort}`,
            text: `${taka(r.totalCost)} is left to pay. Pay online: ${l.rental}`,
          }
        : r.totalCost < 0
          ? {
              sms: `${taka(-r.totalCost)} will be returned to you. ${l.rentalShort}`,
              text: `The rent was less than the advance: ${taka(-r.totalCost)} will be returned to you. Your receipt: ${l.rental}`,
            }
          : { sms: `Nothing more to pay. ${l.rentalShort}`, text: `Nothing more to pay. Your receipt: ${l.rental}` };
    return {
      sms: `${sign}: ${r.bikeName} returned. Rent ${charge}, advance ${ADVANCE_PAYMENT_BDT} BDT. ${balance.sms}`,
      subject: `${r.bikeName} returned: ${r.totalCost > 0 ? `${taka(r.totalCost)} to pay` : 'receipt'}`,
      text: letter(
        r,
        `Thank you for riding with us. ${r.bikeName} was returned at ${when(r.returnTime ?? r.start)}.`,
        [`Rent: ${charge}`, `Advance paid: ${ADVANCE_PAYMENT_BDT} BDT`].join('\n'),
        balance.text,
      ),
    };
  },
  payment_received: (r, f, l) => {
    const amount = 'amount' in f ? taka(f.amount) : '';
    return {
      sms: `${sign}: we received ${amount} for ${r.bikeName}. Thank you! Receipt: ${l.rentalShort}`,
      subject: `Payment received: ${amount}`,
      text: letter(
        r,
        `We received your payment of ${amount} for ${r.bikeName}. Thank you!`,
        `Your receipt: ${l.rental}`,
      ),
    };
  },
  refund_recorded: (r, f, l) => {
    const paid = f.template === 'refund_recorded' ? f : { amount: 0, method: '', reference: '' };
    const how = `by ${METHOD_WORDS[paid.method] ?? paid.method} (reference ${paid.reference})`;
    return {
      sms: `${sign}: we returned ${taka(paid.amount)} to you ${how}. ${l.rentalShort}`,
      subject: `Money returned: ${taka(paid.amount)}`,
      text: letter(
        r,
        `We returned ${taka(paid.amount)} to you ${how}, for your rental of ${r.bikeName}.`,
        `Your receipt: ${l.rental}`,
      ),
    };
  },
  booking_cancelled: (r, f, l) => {
    const c = f.template === 'booking_cancelled' ? f : { advance: 'not paid' as const, byShop: false };
    const advance =
      c.advance === 'returned'
        ? {
            sms: `Your ${ADVANCE_PAYMENT_BDT} BDT advance will be returned.`,
            text: `The ${ADVANCE_PAYMENT_BDT} BDT advance will be returned to you.`,
          }
        : c.advance === 'kept'
          ? {
              sms: `The ${ADVANCE_PAYMENT_BDT} BDT advance is kept.`,
              text: `The ${ADVANCE_PAYMENT_BDT} BDT advance is kept.`,
            }
          : { sms: '', text: '' };
    const what = `${r.bikeName} for ${period(r)}`;
    const said = c.byShop ? `The shop cancelled your booking of ${what}` : `Your booking of ${what} is cancelled`;
    const smsSaid = c.byShop ? 'the shop cancelled your booking' : 'booking cancelled';
    return {
      sms: `${sign}: ${smsSaid}: ${r.bikeName}, ${when(r.start)}. ${advance.sms} ${l.rentalShort}`.replace('  ', ' '),
      subject: `Booking cancelled: ${r.bikeName}, ${formatShopDay(r.start)}`,
      text: letter(r, `${said} (Dhaka time).`, ...(advance.text ? [advance.text] : []), `Your booking: ${l.rental}`),
    };
  },
  booking_expired: (r, _f, l) => ({
    sms: `${sign}: your booking of ${r.bikeName} lapsed: the advance was not paid in time. ${l.rentalShort}`,
    subject: `Booking not completed: ${r.bikeName}`,
    text: letter(
      r,
      `Your booking of ${r.bikeName} for ${period(r)} (Dhaka time) lapsed: the ${ADVANCE_PAYMENT_BDT} BDT advance was not paid in time, so the bike was not held for you.`,
      `Book it again while it is free: ${l.bike}`,
    ),
  }),
  payment_owed_back: (r, f, l) => {
    const owed = f.template === 'payment_owed_back' ? f : { amount: 0, why: 'lapsed' as const };
    const why = {
      duplicate: { sms: 'was paid twice', text: 'it had already been paid' },
      lapsed: {
        sms: 'came after the booking had closed',
        text: 'it arrived after the booking had closed (its hold lapsed and the bike was taken, or the bike or the account was closed)',
      },
      refused: { sms: 'could not be accepted', text: 'the shop could not accept the payment' },
    }[owed.why];
    return {
      sms: `${sign}: your ${taka(owed.amount)} for ${r.bikeName} ${why.sms}, so we will return it. ${l.rentalShort}`,
      subject: `Payment received, to be returned: ${taka(owed.amount)}`,
      text: letter(
        r,
        `We received your payment of ${taka(owed.amount)} for ${r.bikeName}, but ${why.text}.`,
        `The money will be returned to you; we will tell you when it is. Your booking: ${l.rental}`,
      ),
    };
  },
};

/** The templates of each language; a language missing here falls back to English. */
const TEMPLATES: Partial<Record<Language, Record<MessageTemplate, Template>>> = { en: ENGLISH };

/** A message rendered in the customer's language, and the language it was rendered in. */
export function renderMessage(
  language: Language,
  rental: RentalFacts,
  facts: MessageFacts,
  links: MessageLinks,
): Rendered & { language: Language } {
  const set = TEMPLATES[language];
  const used: Language = set ? language : 'en';
  return { ...(set ?? ENGLISH)[facts.template](rental, facts, links), language: used };
}
