import { ADVANCE_PAYMENT_BDT, LOGIN_CODE_MINUTES, SHOP_NAME } from '@bond/contract/constants';
import { formatDigits, formatTaka } from '@bond/contract/money';
import type { Language } from '@bond/contract/notifications';
import { CANCELLATION_RULE, formatShopClock, formatShopDay, formatShopPeriod } from '@bond/contract/periods';
import { emailHtml, markLink, withoutLinkMarks } from './email/html.ts';

/**
 * What each message says (D22), per language. A template is a pure function of the facts of its cause: the
 * SMS (plain GSM-7 characters, one segment where the facts allow: no curly quotes, dashes or ৳) and the
 * e-mail (subject and plain text; the HTML part is made from the text, the links the template puts in its
 * only links: a customer's name is never a link, decision 023). English, and Bangla (decision 018) written
 * for Dhaka customers rather than word for word: money as ৳ in Bengali digits, Dhaka times on a bn-BD
 * 12-hour clock. A Bangla SMS goes as UCS-2 (70 characters, 67 a part): each stays within two parts with
 * the short link. A language with no entry in `TEMPLATES` falls back to English.
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
  | { template: 'payment_owed_back'; amount: number; why: 'lapsed' | 'cancelled' | 'duplicate' | 'refused' };

/**
 * Where the customer acts on the message (absolute addresses: they leave the shop's pages): the rental's
 * page, its short form for SMS (`/r/<first 8 of the id>`, so a message fits one segment), the bike's page.
 */
export type MessageLinks = { rental: string; rentalShort: string; bike: string };

export type Rendered = { sms: string; subject: string; text: string };

/** An e-mail as it is queued: its subject, its plain text and its HTML part. */
export type RenderedEmail = { subject: string; text: string; html: string };

type Template = (rental: RentalFacts, facts: MessageFacts, links: MessageLinks) => Rendered;

/**
 * The messages about a rental (the verification e-mail is about an address, `renderVerificationEmail`; the
 * admin's login code about an account, `renderLoginCode`).
 */
type RentalTemplate = MessageFacts['template'];

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

const ENGLISH: Record<RentalTemplate, Template> = {
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
      cancelled: {
        sms: 'came after the booking was cancelled',
        text: 'it arrived after the booking had been cancelled',
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

/** Bangla (D23): the same facts, said the way a Dhaka customer reads them. */
const bnWhen = (instant: Date) => `${formatShopDay(instant, 'bn')}, ${formatShopClock(instant, 'bn')}`;
const bnPeriod = (r: RentalFacts) => formatShopPeriod({ start: r.start, end: r.end }, 'bn');
// An SMS leaves the weekday out: a Bangla SMS holds 67 characters a part, and the date says enough.
const bnSmsWhen = (instant: Date) => `${formatShopDay(instant, 'bn', false)}, ${formatShopClock(instant, 'bn')}`;
const bnTaka = (amount: number) => formatTaka(amount, 'bn');
const BN_ADVANCE = bnTaka(ADVANCE_PAYMENT_BDT);
const bnSign = 'বন্ড বাইক রেন্টাল';

const BN_METHOD_WORDS: Record<string, string> = {
  bkash: 'বিকাশে',
  nagad: 'নগদে',
  cash: 'নগদ টাকায়',
  bank: 'ব্যাংক ট্রান্সফারে',
  gateway_panel: 'পেমেন্ট গেটওয়ের মাধ্যমে',
};

const bnLetter = (r: RentalFacts, ...paragraphs: string[]) =>
  [`প্রিয় ${r.customerName},`, ...paragraphs, `ধন্যবাদান্তে,\n${bnSign}`].join('\n\n');

const bnBookingLines = (r: RentalFacts) =>
  [`বাইক: ${r.bikeName}`, `সময়: ${bnPeriod(r)} (ঢাকার সময়)`, `ভাড়া: ঘণ্টায় ${bnTaka(r.pricePerHour)}`].join('\n');

const BN_CANCELLATION_RULE = `শুরুর ${formatDigits(24, 'bn')} ঘণ্টা বা তার আগে বাতিল করলে ${BN_ADVANCE} অগ্রিম ফেরত পাবেন; এর পরে বাতিল করলে অগ্রিম ফেরত হয় না।`;

const BANGLA: Record<RentalTemplate, Template> = {
  booking_confirmed: (r, _f, l) => ({
    // The start only: a period across two days would take a third part; the link shows the whole booking.
    sms: `${r.bikeName} বুক হয়েছে, শুরু ${bnSmsWhen(r.start)}। অগ্রিম ${BN_ADVANCE} পেয়েছি। ${l.rentalShort}`,
    subject: `বুকিং নিশ্চিত: ${r.bikeName}, ${formatShopDay(r.start, 'bn')}`,
    text: bnLetter(
      r,
      `আপনার বুকিং নিশ্চিত হয়েছে, ${BN_ADVANCE} অগ্রিম আমরা পেয়েছি।`,
      bnBookingLines(r),
      `শুরু থেকে ফেরত পর্যন্ত সময়ের ভাড়া ধরা হবে; অগ্রিম বাদে বাকি টাকা বাইক ফেরতের পর দেবেন। ${BN_CANCELLATION_RULE}`,
      `আপনার বুকিং ও রসিদ: ${l.rental}`,
    ),
  }),
  pickup_reminder: (r, _f, l) => ({
    sms: `মনে করিয়ে দিচ্ছি: ${r.bikeName} আপনার জন্য ${bnSmsWhen(r.start)} থেকে। ${l.rentalShort}`,
    subject: `মনে করিয়ে দিচ্ছি: ${r.bikeName}, ${bnWhen(r.start)} থেকে`,
    text: bnLetter(r, 'মনে করিয়ে দিচ্ছি: এক ঘণ্টা পরেই আপনার বুকিং শুরু।', bnBookingLines(r), `আপনার বুকিং: ${l.rental}`),
  }),
  return_reminder: (r, _f, l) => ({
    sms: `${r.bikeName} ফেরতের সময় ${bnSmsWhen(r.end ?? r.start)}। আরও সময় লাগলে বাড়িয়ে নিন: ${l.rentalShort}`,
    subject: `মনে করিয়ে দিচ্ছি: ${r.bikeName} ফেরত ${formatShopClock(r.end ?? r.start, 'bn')}-এ`,
    text: bnLetter(
      r,
      `মনে করিয়ে দিচ্ছি: ${r.bikeName} ফেরত দেওয়ার সময় ${bnWhen(r.end ?? r.start)} (ঢাকার সময়)।`,
      `আরও সময় লাগলে, বাইক খালি থাকলে বুকিংয়ের সময় বাড়িয়ে নিন: ${l.rental}`,
    ),
  }),
  overdue: (r, _f, l) => ({
    sms: `${r.bikeName} ফেরতের সময় ছিল ${bnSmsWhen(r.end ?? r.start)}। ফেরত না দেওয়া পর্যন্ত ভাড়া চলবে। ${l.rentalShort}`,
    subject: `${r.bikeName} ফেরতের সময় পেরিয়ে গেছে`,
    text: bnLetter(
      r,
      `${r.bikeName} ফেরত দেওয়ার কথা ছিল ${bnWhen(r.end ?? r.start)} (ঢাকার সময়), কিন্তু এখনও ফেরত আসেনি।`,
      `বাইক ফেরত না আসা পর্যন্ত ঘণ্টায় ${bnTaka(r.pricePerHour)} ভাড়া চলতে থাকবে, আর অন্য কোনো গ্রাহক হয়তো বাইকটির অপেক্ষায় আছেন। অনুগ্রহ করে বাইকটি ফেরত দিন, অথবা বাইক খালি থাকলে বুকিংয়ের সময় বাড়িয়ে নিন: ${l.rental}`,
    ),
  }),
  return_recorded: (r, _f, l) => {
    const charge = bnTaka(r.rentalCharge ?? 0);
    const balance =
      r.totalCost > 0
        ? {
            sms: `বাকি ${bnTaka(r.totalCost)}: ${l.rentalShort}`,
            text: `বাকি ${bnTaka(r.totalCost)} অনলাইনে দিন: ${l.rental}`,
          }
        : r.totalCost < 0
          ? {
              sms: `আপনি ${bnTaka(-r.totalCost)} ফেরত পাবেন। ${l.rentalShort}`,
              text: `ভাড়া অগ্রিমের চেয়ে কম হয়েছে: আপনি ${bnTaka(-r.totalCost)} ফেরত পাবেন। আপনার রসিদ: ${l.rental}`,
            }
          : { sms: `আর কিছু দিতে হবে না। ${l.rentalShort}`, text: `আর কিছু দিতে হবে না। আপনার রসিদ: ${l.rental}` };
    return {
      sms: `${r.bikeName} ফেরত পেয়েছি। ভাড়া ${charge}, অগ্রিম ${BN_ADVANCE}। ${balance.sms}`,
      subject: `${r.bikeName} ফেরত: ${r.totalCost > 0 ? `বাকি ${bnTaka(r.totalCost)}` : 'রসিদ'}`,
      text: bnLetter(
        r,
        `আমাদের সঙ্গে চলার জন্য ধন্যবাদ। ${r.bikeName} ফেরত এসেছে ${bnWhen(r.returnTime ?? r.start)}-এ।`,
        [`ভাড়া: ${charge}`, `অগ্রিম দেওয়া: ${BN_ADVANCE}`].join('\n'),
        balance.text,
      ),
    };
  },
  payment_received: (r, f, l) => {
    const amount = 'amount' in f ? bnTaka(f.amount) : '';
    return {
      sms: `${r.bikeName}-এর জন্য ${amount} পেয়েছি। ধন্যবাদ! রসিদ: ${l.rentalShort}`,
      subject: `টাকা পেয়েছি: ${amount}`,
      text: bnLetter(r, `${r.bikeName}-এর জন্য আপনার ${amount} আমরা পেয়েছি। ধন্যবাদ!`, `আপনার রসিদ: ${l.rental}`),
    };
  },
  refund_recorded: (r, f, l) => {
    const paid = f.template === 'refund_recorded' ? f : { amount: 0, method: '', reference: '' };
    const how = `${BN_METHOD_WORDS[paid.method] ?? paid.method} (রেফারেন্স ${paid.reference})`;
    return {
      sms: `আপনার ${bnTaka(paid.amount)} ফেরত দিয়েছি ${how}। ${l.rentalShort}`,
      subject: `টাকা ফেরত দেওয়া হয়েছে: ${bnTaka(paid.amount)}`,
      text: bnLetter(
        r,
        `${r.bikeName}-এর ভাড়ার ${bnTaka(paid.amount)} আপনাকে ফেরত দেওয়া হয়েছে ${how}।`,
        `আপনার রসিদ: ${l.rental}`,
      ),
    };
  },
  booking_cancelled: (r, f, l) => {
    const c = f.template === 'booking_cancelled' ? f : { advance: 'not paid' as const, byShop: false };
    const advance =
      c.advance === 'returned'
        ? { sms: `${BN_ADVANCE} অগ্রিম ফেরত পাবেন।`, text: `আপনার ${BN_ADVANCE} অগ্রিম ফেরত দেওয়া হবে।` }
        : c.advance === 'kept'
          ? { sms: `${BN_ADVANCE} অগ্রিম ফেরত হবে না।`, text: `${BN_ADVANCE} অগ্রিম ফেরত দেওয়া হবে না।` }
          : { sms: '', text: '' };
    const said = c.byShop
      ? `দোকান আপনার বুকিং বাতিল করেছে: ${r.bikeName}, ${bnPeriod(r)}`
      : `আপনার বুকিং বাতিল হয়েছে: ${r.bikeName}, ${bnPeriod(r)}`;
    const smsSaid = c.byShop ? 'দোকান বুকিং বাতিল করেছে' : 'বুকিং বাতিল হয়েছে';
    return {
      sms: `${smsSaid}: ${r.bikeName}, ${bnSmsWhen(r.start)}। ${advance.sms} ${l.rentalShort}`.replace('  ', ' '),
      subject: `বুকিং বাতিল: ${r.bikeName}, ${formatShopDay(r.start, 'bn')}`,
      text: bnLetter(r, `${said} (ঢাকার সময়)।`, ...(advance.text ? [advance.text] : []), `আপনার বুকিং: ${l.rental}`),
    };
  },
  booking_expired: (r, _f, l) => ({
    sms: `সময়মতো অগ্রিম না আসায় ${r.bikeName}-এর বুকিং বাতিল হয়েছে। ${l.rentalShort}`,
    subject: `বুকিং সম্পন্ন হয়নি: ${r.bikeName}`,
    text: bnLetter(
      r,
      `${bnPeriod(r)} (ঢাকার সময়) ${r.bikeName}-এর বুকিংটি বাতিল হয়ে গেছে: ${BN_ADVANCE} অগ্রিম সময়মতো না আসায় বাইকটি আপনার জন্য রাখা যায়নি।`,
      `বাইকটি খালি থাকলে আবার বুক করুন: ${l.bike}`,
    ),
  }),
  payment_owed_back: (r, f, l) => {
    const owed = f.template === 'payment_owed_back' ? f : { amount: 0, why: 'lapsed' as const };
    const why = {
      duplicate: { sms: 'দুবার পরিশোধ হয়েছে', text: 'এটি আগেই পরিশোধ করা হয়েছিল' },
      lapsed: {
        sms: 'বুকিং বন্ধ হওয়ার পরে এসেছে',
        text: 'টাকাটি বুকিং বন্ধ হওয়ার পরে এসেছে (সময় পেরিয়ে বাইকটি অন্য কেউ নিয়েছেন, অথবা বাইক বা অ্যাকাউন্টটি বন্ধ হয়েছে)',
      },
      cancelled: {
        sms: 'বুকিং বাতিল হওয়ার পরে এসেছে',
        text: 'টাকাটি বুকিং বাতিল হওয়ার পরে এসেছে',
      },
      refused: { sms: 'গ্রহণ করা যায়নি', text: 'দোকান পেমেন্টটি গ্রহণ করতে পারেনি' },
    }[owed.why];
    return {
      sms: `${r.bikeName}-এর ${bnTaka(owed.amount)} ${why.sms}, তাই ফেরত দেব। ${l.rentalShort}`,
      subject: `টাকা পেয়েছি, ফেরত দেওয়া হবে: ${bnTaka(owed.amount)}`,
      text: bnLetter(
        r,
        `${r.bikeName}-এর জন্য আপনার ${bnTaka(owed.amount)} আমরা পেয়েছি, কিন্তু ${why.text}।`,
        `টাকাটি আপনাকে ফেরত দেওয়া হবে; ফেরত দিলে আমরা জানাব। আপনার বুকিং: ${l.rental}`,
      ),
    };
  },
};

/** The templates of each language; a language missing here falls back to English. */
const TEMPLATES: Partial<Record<Language, Record<RentalTemplate, Template>>> = { en: ENGLISH, bn: BANGLA };

/** The facts with anything that could pass for a link mark taken out: customer text never becomes a link. */
function plainFacts(rental: RentalFacts, facts: MessageFacts): [RentalFacts, MessageFacts] {
  const plainRental = {
    ...rental,
    customerName: withoutLinkMarks(rental.customerName),
    bikeName: withoutLinkMarks(rental.bikeName),
  };
  if (facts.template !== 'refund_recorded') return [plainRental, facts];
  return [
    plainRental,
    { ...facts, method: withoutLinkMarks(facts.method), reference: withoutLinkMarks(facts.reference) },
  ];
}

/**
 * A message rendered in the customer's language, and the language it was rendered in. The template sees
 * the shop's links marked (`markLink`): the HTML part makes those, and only those, links; the SMS and the
 * text go without the marks.
 */
export function renderMessage(
  language: Language,
  rental: RentalFacts,
  facts: MessageFacts,
  links: MessageLinks,
): Rendered & { html: string; language: Language } {
  const set = TEMPLATES[language];
  const used: Language = set ? language : 'en';
  const marked: MessageLinks = {
    rental: markLink(links.rental),
    rentalShort: markLink(links.rentalShort),
    bike: markLink(links.bike),
  };
  const m = (set ?? ENGLISH)[facts.template](...plainFacts(rental, facts), marked);
  const subject = withoutLinkMarks(m.subject);
  return {
    sms: withoutLinkMarks(m.sms),
    subject,
    text: withoutLinkMarks(m.text),
    html: emailHtml(subject, m.text, used),
    language: used,
  };
}

/** How long a verification link works (decision 023). */
export const VERIFICATION_LINK_HOURS = 48;

/**
 * The e-mail that verifies an address (decision 023): the only one an unverified address gets, so it says
 * nothing the person who signed up chose (no name: anyone can sign up with anyone's address), only what the
 * shop says, and the link.
 */
export function renderVerificationEmail(language: Language, link: string): RenderedEmail & { language: Language } {
  const url = markLink(link);
  const m =
    language === 'bn'
      ? {
          subject: `${bnSign}: আপনার ই-মেইল ঠিকানা যাচাই করুন`,
          text: [
            'প্রিয় গ্রাহক,',
            `${bnSign}-এ এই ই-মেইল ঠিকানা দিয়ে একটি অ্যাকাউন্ট খোলা হয়েছে। ঠিকানাটি আপনার হলে এই লিংকে গিয়ে যাচাই করুন (লিংকটি ${formatDigits(VERIFICATION_LINK_HOURS, 'bn')} ঘণ্টা কাজ করবে):`,
            url,
            'যাচাই না হওয়া পর্যন্ত আমরা এই ঠিকানায় আর কিছু পাঠাব না। অ্যাকাউন্টটি আপনি না খুলে থাকলে এই ই-মেইলটি উপেক্ষা করুন।',
            `ধন্যবাদান্তে,\n${bnSign}`,
          ].join('\n\n'),
        }
      : {
          subject: `${sign}: please verify your e-mail address`,
          text: [
            'Hello,',
            `An account at ${sign} was opened with this e-mail address. If it is yours, verify it with this link (it works for ${VERIFICATION_LINK_HOURS} hours):`,
            url,
            'Until it is verified we send nothing else to this address. If you did not open the account, ignore this e-mail.',
            sign,
          ].join('\n\n'),
        };
  return {
    subject: m.subject,
    text: withoutLinkMarks(m.text),
    html: emailHtml(m.subject, m.text, language),
    language,
  };
}

/**
 * An admin's one-time login code (docs/decisions/022), in the admin's language: the code, how long it lasts
 * and that nobody from the shop asks for it. No link, no name: nothing a forwarded or spoofed copy could use.
 */
const LOGIN_CODE: Record<Language, (code: string) => Rendered> = {
  en: (code) => ({
    sms: `${sign} admin login code: ${code}. Valid ${LOGIN_CODE_MINUTES} minutes. Never share it; we never ask for it.`,
    subject: `Your admin login code: ${code}`,
    text: [
      `Your one-time code to log in as an admin: ${code}`,
      `It is valid for ${LOGIN_CODE_MINUTES} minutes. Never share it: nobody from the shop will ask you for it.`,
      `We sent it because someone gave your password after several wrong ones. If that was not you, change your password.`,
      sign,
    ].join('\n\n'),
  }),
  bn: (code) => ({
    sms: `${bnSign} অ্যাডমিন লগ ইন কোড: ${code}। ${formatDigits(LOGIN_CODE_MINUTES, 'bn')} মিনিট চলবে। কাউকে দেবেন না।`,
    subject: `আপনার অ্যাডমিন লগ ইন কোড: ${code}`,
    text: [
      `অ্যাডমিন হিসেবে লগ ইন করার এককালীন কোড: ${code}`,
      `কোডটি ${formatDigits(LOGIN_CODE_MINUTES, 'bn')} মিনিট চলবে। কাউকে দেবেন না: দোকানের কেউ কখনো এটি চাইবে না।`,
      `কয়েকবার ভুল পাসওয়ার্ডের পর কেউ সঠিক পাসওয়ার্ড দিয়েছেন, তাই কোডটি পাঠালাম। আপনি না হলে পাসওয়ার্ড বদলে ফেলুন।`,
      bnSign,
    ].join('\n\n'),
  }),
};

/** The login code message in `language` (English when it has none), its e-mail's HTML part without links. */
export function renderLoginCode(language: Language, code: string): Rendered & { html: string; language: Language } {
  const used: Language = LOGIN_CODE[language] ? language : 'en';
  const rendered = LOGIN_CODE[used](code);
  return { ...rendered, html: emailHtml(rendered.subject, rendered.text, used), language: used };
}
