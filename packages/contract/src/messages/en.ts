import { ADVANCE_PAYMENT_BDT, CANCEL_REFUND_HOURS, SHOP_NAME } from '../constants.ts';
import { formatNumber, formatTaka } from '../money.ts';
import type { Period, ShopDayParts, ShopMomentParts } from '../periods.ts';
import { dhakaClock, shopDateRange, shopDayParts, shopPeriodParts } from '../periods.ts';
import { settledBalanceRefund } from '../rental-words.ts';
import { formatShopDate, formatShopTime } from '../time.ts';
import type { PaperKind } from '../papers.ts';
import { BILL_TOTAL_KINDS } from '../inspections.ts';
import { billSmsParts, smsWithBillParts, type BillSmsPart } from './facts.ts';
import type { HandoverFacts, RentalFacts, RentalMessage, Rendered, ReturnBillFacts } from './facts.ts';
import type {
  BalanceFacts,
  CostFacts,
  HeldPaymentReason,
  MessageChannelName as MessageChannel,
  MessageKind as MessageTemplate,
  MessageStatusName as MessageStatus,
  ReceiptLabels,
  RefundFacts,
  RentalState as RentalStatus,
  RoleName,
  StandinModeName,
  CounterMethod,
} from './words.ts';

/**
 * The shop's messages in English (docs/decisions/027): every sentence the server answers with, the contract's
 * form checks and the messages to customers, each written once as a function of its parameters. The Bangla
 * catalogue (bn.ts) has the same entries with the same parameters; `say` (../say.ts) renders one.
 *
 * Parameters carry values, never words of a language: a field's name as the form or the query calls it
 * (`field`), numbers, instants, states. Each catalogue says them in its own language.
 */

/** Each counter payment method as a reader calls it. */
const COUNTER_METHOD_WORDS: Readonly<Record<CounterMethod, string>> = {
  cash: 'cash',
  bkash_send_money: 'bKash Send Money',
  nagad_send_money: 'Nagad Send Money',
  rocket_send_money: 'Rocket Send Money',
  card_terminal: 'card terminal',
};

/** Each counter payment method as a table's cell names it. */
const PAYMENT_METHOD_NAMES: Readonly<Record<CounterMethod, string>> = {
  cash: 'Cash',
  bkash_send_money: 'bKash Send Money',
  nagad_send_money: 'Nagad Send Money',
  rocket_send_money: 'Rocket Send Money',
  card_terminal: 'Card terminal',
};

/** A field's or a thing's name, as the schema or the service names it ('Name', 'pageSize', 'Rental'). */
type Field = { field: string };
/** A name the owner gives in both languages (a price rule's, an add-on's). */
type Named = { name: { en: string; bn: string } };
/** A bound zod checks: of a number ('to be <=5'), or of a length ('to have <=5 characters'). */
type Bound = { type: string; inclusive: boolean };
const UNITS: Readonly<Record<string, string>> = { string: 'characters', array: 'items', set: 'items', file: 'bytes' };
const bound = (type: string, sign: string, limit: number) =>
  UNITS[type] ? `to have ${sign}${limit} ${UNITS[type]}` : `to be ${sign}${limit}`;
/** The end of an English noun counted `n` times. */
const plural = (n: number) => (n === 1 ? '' : 's');

// Dhaka days, clocks and periods (docs/product/booking-and-periods.md#shop-time), written here rather than by
// Intl so that the server and every browser say them alike.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Fri 11 Dec'. */
const dayWords = (d: ShopDayParts) => `${WEEKDAYS[d.weekday]} ${d.day} ${MONTHS[d.month - 1]}`;
/** '2:00 pm'. */
const clockWords = (hour: number, minute: number) =>
  `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
const momentWords = (m: ShopMomentParts) =>
  m.day ? `${dayWords(m.day)}, ${clockWords(m.hour, m.minute)}` : clockWords(m.hour, m.minute);
const shopDay = (at: Date) => dayWords(shopDayParts(at));
const shopClock = (at: Date) => {
  const { hour, minute } = dhakaClock(at);
  return clockWords(hour, minute);
};
/** 'Fri 11 Dec, 2:00 pm to 6:00 pm', '… to Sat 12 Dec, 10:00 am', '… until it is returned'. */
const shopPeriod = (p: Period) => {
  const parts = shopPeriodParts(p);
  const from = momentWords(parts.start);
  return parts.end ? `${from} to ${momentWords(parts.end)}` : `${from} until it is returned`;
};
/** '1 day 2 hours 30 minutes', '3 hours', '45 minutes'. */
const durationWords = (totalMinutes: number) => {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const counted = (n: number, one: string) => (n ? `${n} ${one}${plural(n)}` : '');
  const parts = [counted(Math.floor(minutes / 1440), 'day'), counted(Math.floor((minutes % 1440) / 60), 'hour')];
  return [...parts, counted(minutes % 60, 'minute')].filter(Boolean).join(' ') || '0 minutes';
};

// The messages to customers (SMS and e-mail): how they say times, money and the shop.
const when = (instant: Date) => `${shopClock(instant)}, ${shopDay(instant)}`;
const period = (r: RentalFacts) => shopPeriod({ start: r.start, end: r.end });
const taka = formatTaka;
/** A Dhaka calendar day given as 'YYYY-MM-DD', as 'Fri 11 Dec'. */
const calendarDay = (date: string) => shopDay(shopDateRange(date, date).start);
const sign = SHOP_NAME;
/** A Dhaka day (YYYY-MM-DD) as an instant within it, for the date formatters. */
const dayOf = (date: string) => `${date}T12:00:00+06:00`;
/** Each of a bike's papers, as a sentence names it. */
const PAPER_WORDS: Record<PaperKind, string> = {
  taxToken: 'tax token',
  fitness: 'fitness certificate',
  insurance: 'insurance',
};
/** What a service reminder says: the bike, the distance and the days since its last service (null: unknown). */
export type ServiceDueFacts = { bikeName: string; kmSince: number | null; daysSince: number | null; link: string };
/** What a reminder of a bike's paper says: which bike, which paper, its last valid day, where to renew it. */
export type PaperExpiringFacts = {
  bikeName: string;
  registrationNumber: string;
  paper: PaperKind;
  expiry: string;
  link: string;
};

/** The words of a bill's parts in an SMS: 'Total 3,800 BDT (rent 1,080, late 540, damage 500)'. */
const BILL_PART_WORDS: Record<BillSmsPart, string> = {
  rent: 'rent',
  late: 'late',
  fuel: 'fuel',
  helmet: 'helmet',
  charge: 'damage',
};

/** An account's role after "is now". */
const ROLE_WORDS: Record<RoleName, string> = { user: 'a customer', staff: 'staff', admin: 'an admin' };

const METHOD_WORDS: Record<string, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  cash: 'cash',
  bank: 'bank transfer',
  gateway_panel: 'the payment gateway',
};

/** An e-mail body: a greeting, the paragraphs, the shop's name. */
const letter = (r: RentalFacts, ...paragraphs: string[]) =>
  [`Dear ${r.customerName},`, ...paragraphs, sign].join('\n\n');

const bookingLines = (r: RentalFacts) =>
  [
    `Bike: ${r.bikeName}`,
    `When: ${period(r)} (Dhaka time)`,
    r.plannedCharge === null
      ? `Rent: ${taka(r.pricePerHour)} an hour`
      : `Total: ${taka(r.plannedCharge)} if returned on time (the receipt lists each charge)`,
  ].join('\n');

/** 'Refunded on 23 Nov 2026': the Dhaka day it was paid back. */
const refundedOn = (refund: Pick<RefundFacts, 'refundedAt'>) => `Refunded on ${formatShopDate(refund.refundedAt)}`;

const CANCELLATION_RULE = `Cancel ${CANCEL_REFUND_HOURS} hours or more before the start and the ${ADVANCE_PAYMENT_BDT} BDT advance is returned; later, it is kept.`;

const REFUND_REASONS: Record<RefundFacts['reason'], string> = {
  late_payment: 'Advance paid after the booking had lapsed',
  duplicate_payment: 'Paid twice for the same thing',
  negative_balance: 'The rental cost less than the advance',
  cancelled: 'Booking cancelled with the advance owed back',
  refused_payment: 'Payment the shop could not accept',
  deposit_return: 'The deposit’s rest after the bill',
};

const RENTAL_STATUS: Record<RentalStatus, string> = {
  pending: 'Awaiting the advance payment',
  booked: 'Booked, not begun yet',
  active: 'Out on rent',
  returned: 'Returned',
  cancelled: 'Cancelled',
  no_show: 'No-show: the bike was not collected',
  expired: 'Expired: the advance was not paid in time',
};

const RENTAL_STATE_SHORT: Record<RentalStatus, string> = {
  pending: 'Awaiting advance',
  booked: 'Booked',
  active: 'Out on rent',
  returned: 'Returned',
  cancelled: 'Cancelled',
  no_show: 'No-show',
  expired: 'Expired unpaid',
};

const PAYMENT_STATUS: Readonly<Record<string, string>> = {
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

const MESSAGE_KINDS: Record<MessageTemplate, string> = {
  booking_confirmed: 'Booking confirmed',
  pickup_reminder: 'Pickup reminder',
  return_reminder: 'Return reminder',
  overdue: 'Bike overdue',
  return_recorded: 'Return recorded',
  payment_received: 'Payment received',
  refund_recorded: 'Refund paid back',
  booking_cancelled: 'Booking cancelled',
  booking_expired: 'Booking expired',
  payment_owed_back: 'Payment owed back',
  login_code: 'Admin login code',
  email_verification: 'Verification link',
  phone_code: 'Phone login code',
  rider_rejected: 'Rider papers rejected',
  payment_link: 'Payment link',
  licence_expiring: 'Licence expiring',
  paper_expiring: 'Bike paper expiring',
  service_due: 'Bike due a service',
  handed_over: 'Bike handed over',
  rental_moved: 'Booking moved to another bike',
};

const MESSAGE_STATUSES: Record<MessageStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

const STANDIN_MODES: Record<StandinModeName, string> = {
  deliver: 'Deliver',
  fail: 'Fail (server error)',
  timeout: 'Time out',
  'error-code': 'Answer an error code',
};

/** Why a payment waits for an admin's check, with what the gateway answered when it is known. */
const heldReason = (reason: HeldPaymentReason) => {
  if (reason.code === 'risky') {
    const title = reason.riskTitle ? ` (${reason.riskTitle})` : '';
    return `the gateway rated the payment risky${reason.riskLevel === null ? '' : `: risk level ${reason.riskLevel}${title}`}`;
  }
  return `the gateway's answer was not recognised${reason.answer === null ? '' : `: ${reason.answer}`}`;
};

/** The Total Cost cell: the amount, and a note under a negative one. */
export type CostCell = { amount: string; note?: string };
/** A refund of a rental in words: 'Money will be returned', '100 BDT', and why. */
export type RefundLine = { label: string; amount: string; reason: string };

export const en = {
  // Fields of forms and queries (the contract's schemas).
  fieldRequired: ({ field }: Field) => `${field} is required`,
  fieldTooLong: ({ field, max }: Field & { max: number }) => `${field} must be at most ${max} characters`,
  fieldNotNumber: ({ field }: Field) => `${field} must be a number`,
  fieldNotWhole: ({ field }: Field) => `${field} must be a whole number`,
  fieldBelow: ({ field, min }: Field & { min: number }) => `${field} must be at least ${min}`,
  fieldAbove: ({ field, max }: Field & { max: number }) => `${field} must be at most ${max}`,
  fieldNotBoolean: ({ field }: Field) => `${field} must be true or false`,
  fieldTooManyDecimals: ({ field, places }: Field & { places: number }) =>
    `${field} may have at most ${places} decimal places`,
  fieldTooMany: ({ field, max }: Field & { max: number }) => `${field} may hold at most ${max} items`,
  fieldWholeFrom: ({ field, min }: Field & { min: number }) => `${field} must be a whole number from ${min}`,
  fieldWholeBetween: ({ field, min, max }: Field & { min: number; max: number }) =>
    `${field} must be a whole number from ${min} to ${max}`,
  fieldInvalidCharacter: ({ field }: Field) => `${field} contains an invalid character`,
  fieldHasWebAddress: ({ field }: Field) => `${field} must not contain a web address`,
  fieldHasNul: ({ field }: Field) => `${field} contains a character that is not allowed (NUL)`,
  notDate: () => 'must be a date written YYYY-MM-DD',
  notInstant: () => 'must be a date and time in ISO 8601 with a time zone',
  idInvalid: () => 'Id must be a valid identifier',
  idNotMessageNumber: () => 'Id must be a message number',
  emailInvalid: () => 'Email must be a valid e-mail address',
  passwordTooShort: ({ min }: { min: number }) => `Password must be at least ${min} characters`,
  phoneInvalid: () => 'Phone must be a Bangladeshi mobile number, such as 01712 345678 or +880 1712 345678',
  roleInvalid: () => "role must be 'user', 'staff' or 'admin'",
  imageInvalid: () => 'Image must be an image URL (https://… or /media/…)',
  nothingToUpdate: () => 'Send at least one field to update',
  idempotencyKeyInvalid: ({ min, max }: { min: number; max: number }) =>
    `Idempotency-Key must be ${min} to ${max} visible ASCII characters`,
  availabilityFilterInvalid: () => "searchByAvailability must be 'Available' or 'Not Available'",
  languageInvalid: () => "language must be 'en' or 'bn'",
  channelInvalid: () => "channel must be 'sms' or 'email'",
  messageStatusInvalid: () => "status must be 'queued', 'sending', 'sent' or 'failed'",
  templateInvalid: () => 'template is not one of the shop’s messages',
  reminderChannelInvalid: () => "reminderChannel must be 'sms', 'email' or 'none'",
  standinModeInvalid: () => "mode must be 'deliver', 'fail', 'timeout' or 'error-code'",
  refundMethodInvalid: () => 'Method must be one of bkash, nagad, cash, bank or gateway_panel',
  refundStatusInvalid: () => "status must be 'due', 'refunded' or 'all'",
  decisionInvalid: () => "decision must be 'accept' or 'refund'",
  includeInvalid: () => "include must be 'all'",
  rentalStateInvalid: () => "state must be 'open' or 'returned'",
  auditActionInvalid: ({ actions }: { actions: readonly string[] }) => `action must be one of ${actions.join(', ')}`,
  amountNotWhole: () => 'Amount must be whole taka',
  amountNotPositive: () => 'Amount must be more than 0',
  counterMethodInvalid: () =>
    "method must be 'cash', 'bkash_send_money', 'nagad_send_money', 'rocket_send_money' or 'card_terminal'",
  counterPurposeInvalid: () => "purpose must be 'advance' or 'balance'",
  referenceRequired: ({ method }: { method: CounterMethod }) =>
    `A reference is required for ${COUNTER_METHOD_WORDS[method]}`,
  cashTakesNoReference: () => 'A cash payment takes no reference',
  depositMethodInvalid: () =>
    "method must be 'cash', 'bkash_send_money', 'nagad_send_money', 'rocket_send_money', 'card_terminal' or 'bkash_hold'",
  bkashHoldTakesNoReference: () => 'A deposit held in bKash takes no reference: bKash’s own id is kept with it',
  sendMoneyReferenceInvalid: () =>
    'Reference must be the Send Money transaction ID the customer’s phone shows: 8 to 12 letters and digits',
  terminalReferenceInvalid: () => 'Reference must be the card terminal’s reference: 4 to 32 letters, digits or hyphens',
  loginCodeInvalidFormat: ({ digits }: { digits: number }) => `Code must be the ${digits} digits we sent`,
  nameNeededForNewAccount: () => 'This number has no account yet: give your name to open one',
  needsBothLanguages: ({ field }: Field) => `${field} must be given in English (en) and in Bangla (bn)`,
  codeInvalid: ({ field, min, max }: Field & { min: number; max: number }) =>
    `${field} must be ${min} to ${max} letters, digits or hyphens`,
  ruleKindInvalid: () => "kind must be 'weekend' or 'dates'",
  rulePercentZero: () => 'Percent must not be 0: a rule adds to the price or takes off it',
  couponKindInvalid: () => "kind must be 'percent' or 'fixed'",
  chargeCodeInvalid: ({ field, min, max }: Field & { min: number; max: number }) =>
    `${field} must be ${min} to ${max} capital letters, digits or underscores`,
  activeFilterInvalid: () => "active must be 'true' or 'false'",

  // Zod's own words, for input no schema names a message for (a body that is not an object, say).
  invalidType: ({ expected, received }: { expected: string; received: string }) =>
    `Invalid input: expected ${expected}, received ${received}`,
  invalidInput: () => 'Invalid input',
  invalidOption: ({ options }: { options: string }) => `Invalid option: expected one of ${options}`,
  invalidValue: ({ value }: { value: string }) => `Invalid input: expected ${value}`,
  tooBig: ({ type, max, inclusive }: Bound & { max: number }) =>
    `Too big: expected ${type} ${bound(type, inclusive ? '<=' : '<', max)}`,
  tooSmall: ({ type, min, inclusive }: Bound & { min: number }) =>
    `Too small: expected ${type} ${bound(type, inclusive ? '>=' : '>', min)}`,
  exactLength: ({ type, n, big }: { type: string; n: number; big: boolean }) =>
    `Too ${big ? 'big' : 'small'}: expected ${type} to have exactly ${n} ${type === 'array' ? 'items' : 'characters'}`,

  // Periods, windows and reports (periods.ts, reports.ts).
  startNotWholeMinute: () => 'Start time must be on a whole minute',
  startInPast: () => 'Start time cannot be in the past',
  startTooFarAhead: ({ days }: { days: number }) => `Start time must be within the next ${days} days`,
  returnNotWholeMinute: () => 'Return time must be on a whole minute',
  rentalTooShort: () => 'The planned return must be at least 1 hour after the start',
  rentalTooLong: ({ days }: { days: number }) => `A booking can last at most ${days} days`,
  windowOutOfOrder: ({ from, to }: { from: string; to: string }) => `${to} must be after ${from}`,
  windowTooWide: ({ from, to, days }: { from: string; to: string; days: number }) =>
    `${from} and ${to} can be at most ${days} days apart`,
  periodTaken: ({ clash }: { clash: Period }) => `This bike is booked from ${shopPeriod(clash)}`,
  reportOutOfOrder: () => 'to must be the same day as from or later',
  reportTooLong: ({ days }: { days: number }) => `A report can cover at most ${days} days`,
  auditOutOfOrder: () => 'from must not be after to',
  availabilityHalf: () => 'availableFrom and availableTo go together',

  // The error handler and Fastify's own refusals.
  notAField: ({ key }: { key: string }) => `${key} is not a field this call accepts`,
  partInvalid: ({ part }: { part: string }) => `${part} is not valid`,
  /** A message that does not name its field, with the field's key in front. */
  fieldPrefixed: ({ field, message }: Field & { message: string }) => `${field}: ${message}`,
  requestInvalid: () => 'The request is not valid',
  bodyNotJson: () => 'The request body is not valid JSON',
  requestTooLarge: () => 'The request is too large',
  addressTooLong: () => 'The address is too long',
  addressBrokenEscape: () => 'The address is not valid: it has a broken % escape',
  noSuchCall: ({ call }: { call: string | null }) => `No such API call${call ? `: ${call}` : ''}`,
  tooManyAttempts: () => 'Too many attempts. Please wait a few minutes and try again',
  tryAgainInMinutes: ({ minutes }: { minutes: number }) =>
    `Too many attempts. Please try again in ${minutes} minute${plural(minutes)}`,
  internal: () => 'Something went wrong on our side. Please try again',
  restarting: () => 'The shop is restarting. Please try again in a moment',
  databaseUnavailable: () => 'The shop cannot reach its database right now. Please try again in a moment',

  // Accounts and sessions.
  notFound: ({
    what,
  }: {
    what:
      | 'Account'
      | 'User'
      | 'Customer'
      | 'Bike'
      | 'Rental'
      | 'Refund'
      | 'Payment'
      | 'Message'
      | 'Add-on'
      | 'Price rule'
      | 'Coupon'
      | 'Charge item'
      | 'Till'
      | 'Rider'
      | 'Document'
      | 'Photo'
      | 'Block'
      | 'Closure'
      | 'Deposit hold';
  }) => `${what} not found`,
  logInFirst: () => 'Please log in to continue',
  sessionExpired: () => 'Your session has expired. Please log in again',
  adminOnly: () => 'Only an admin can do this',
  staffOnly: () => 'Only the shop’s staff or an admin can do this',
  phoneTaken: () => 'This phone number is already on an account',
  ownRoleUnchangeable: () => 'You cannot change your own role: another admin must do it',
  emailTaken: () => 'An account with this email already exists. Please log in',
  wrongCredentials: () => 'Email or password is incorrect',
  loginSlowedDown: ({ seconds }: { seconds: number }) =>
    `Too many failed logins on this account. Please try again in ${seconds} second${plural(seconds)}`,
  loginCodeSent: ({ digits }: { digits: number }) =>
    `We sent a ${digits}-digit code to your phone and e-mail. Enter it to log in`,
  loginCodeWrong: () =>
    'This code is wrong, used or expired. Enter the latest code we sent, or log in without a code to get a new one',
  phoneCodeSent: ({ minutes }: { minutes: number }) =>
    `If this number can get an SMS, a code is on its way. It works for ${minutes} minutes`,
  phoneCodeWait: ({ seconds }: { seconds: number }) =>
    `A code was sent to this number a moment ago. You can ask for another in ${seconds} second${plural(seconds)}`,
  phoneCodesPerHour: ({ count, minutes }: { count: number; minutes: number }) =>
    `This number was sent ${count} codes within the hour. You can ask for another in ${minutes} minute${plural(minutes)}`,
  phoneCodeWrong: ({ triesLeft }: { triesLeft: number }) =>
    `This code is wrong. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`,
  phoneCodeNoTriesLeft: () => 'This code was tried too many times. Ask for a new code',
  phoneCodeExpired: () => 'This code has expired. Ask for a new code',
  phoneCodeUsed: () => 'This code was used already. Ask for a new code',
  phoneCodeNotSent: () => 'No code was sent to this number lately. Ask for a code first',
  phoneSignInCustomersOnly: () => 'Staff and admin accounts log in with their e-mail and password',
  phoneAccountCreated: () => 'Your account is open and you are signed in',
  alreadyAdmin: () => 'This user is already an admin',
  adminNotDeletable: () => 'Admins cannot be deleted',
  userHasOpenRentals: () =>
    'This customer has a booking, a bike out on rent or an unpaid balance, so the account cannot be deleted yet',
  tooManyContactMessages: () => 'You have sent many messages in the last hour. Please call us instead',
  verificationLinkInvalid: () =>
    'This verification link is not valid: it was changed, or it is for an address this account no longer has',
  verificationLinkExpired: () => 'This verification link has expired. Log in and ask for a new one in View Profile',
  emailAlreadyVerified: () => 'This e-mail address is verified already',

  // Bikes.
  bikeIdMismatch: () => '_id must be the id of the bike in the address',
  dayPriceAboveHours: ({ max }: { max: number }) =>
    `Price per day must be at most 24 times the price per hour (at most ${max})`,
  weekPriceAboveDays: ({ max }: { max: number }) =>
    `Price per week must be at most 7 times the price per day (at most ${max})`,
  bikeHasOpenRental: () =>
    'This bike is booked or out on rent. Cancel its bookings or record its return before deleting it',

  // Add-ons at checkout.
  addOnTwice: ({ code }: { code: string }) => `Add-on ${code} is asked for twice: give it once, with its quantity`,
  addOnUnknown: ({ code }: { code: string }) => `There is no add-on ${code}`,
  addOnUnavailable: ({ name, left }: Named & { left: number }) =>
    left === 0
      ? `No ${name.en} is free for the whole of that time`
      : `Only ${left} ${name.en} ${left === 1 ? 'is' : 'are'} free for the whole of that time`,

  // Coupons at checkout (docs/product/money-and-refunds.md#coupons-at-checkout).
  couponUnknown: ({ code }: { code: string }) => `There is no coupon ${code}`,
  couponNotYet: ({ code, from }: { code: string; from: string }) =>
    `Coupon ${code} can be used from ${calendarDay(from)}`,
  couponExpired: ({ code, to }: { code: string; to: string }) => `Coupon ${code} ended on ${calendarDay(to)}`,
  couponOtherBike: ({ code }: { code: string }) => `Coupon ${code} is for another bike`,
  couponFirstRental: ({ code }: { code: string }) => `Coupon ${code} is for a customer's first rental only`,
  couponMinimum: ({ code, minimum }: { code: string; minimum: number }) =>
    `Coupon ${code} needs a rental charge of at least ${taka(minimum)}`,
  couponUsedUp: ({ code }: { code: string }) => `Coupon ${code} has been used as many times as it allows`,
  couponUsedByYou: ({ code, max }: { code: string; max: number }) =>
    `You have used coupon ${code} ${max === 1 ? 'once, as often as it allows' : `${max} times, as often as it allows`}`,

  // The owner's price lists (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons).
  ruleNeedsDates: () => 'A dates rule needs its first and last day (from and to)',
  daysOutOfOrder: ({ from, to }: { from: string; to: string }) => `${to} must be the same day as ${from} or later`,
  couponPercentAbove100: () => 'Value must be at most 100 for a percent coupon',
  addOnCodeTaken: () => 'Another add-on already has this code',
  couponCodeTaken: () => 'Another coupon already has this code (capital and small letters count as the same)',
  chargeItemCodeTaken: () => 'Another charge on the price list already has this code',

  // Booking, returns and paying.
  adminCannotBook: () => 'Admin is not allowed to book a bike',
  staffCannotBook: () => 'Staff cannot book a bike in their own name',

  // The counter (docs/product/the-counter.md).
  notACustomer: () => 'Bookings at the counter are for customers: this account is staff or an admin',
  amountDue: ({ purpose, amount }: { purpose: 'advance' | 'balance'; amount: number }) =>
    `The ${purpose} due for this rental is ${amount} BDT`,
  advanceAlreadyPaid: () => 'The advance of this booking is already paid',
  balanceAlreadyPaid: () => 'The balance of this rental is already paid',
  duplicateReference: ({ method }: { method: CounterMethod }) =>
    `This ${COUNTER_METHOD_WORDS[method]} reference is already recorded for another payment`,
  tillNotOpen: () => 'Open your till for today before taking or paying out cash',
  notAwaitingAdvance: () => 'This booking is not waiting for its advance: there is nothing to pay by a link',
  noMobileNumber: () => 'This customer has no mobile number an SMS can be sent to',
  paymentLinkSentRecently: ({ seconds }: { seconds: number }) =>
    `A payment link for this booking was sent less than a minute ago. Send it again in ${seconds} seconds if it has not arrived`,
  tillAlreadyOpen: () => 'Your till for today is already open',
  tillClosed: () => 'This till is closed: it can no longer change',
  staffRefundsInCashOnly: () =>
    'Staff pay refunds back in cash from their till; an admin records refunds paid back any other way',
  // Riders on file (docs/product/riders-on-file.md).
  riderDocumentKindInvalid: ({ kinds }: { kinds: readonly string[] }) => `kind must be one of ${kinds.join(', ')}`,
  riderStatusInvalid: ({ statuses }: { statuses: readonly string[] }) => `status must be one of ${statuses.join(', ')}`,
  nidNumberInvalid: () => 'The national ID number must have 10, 13 or 17 digits',
  licenceNumberInvalid: () => 'The driving licence number must be 6 to 20 letters and digits',
  licenceExpiryPast: () => 'The driving licence has expired: its expiry date must be after today',
  pictureMissing: () => 'Send the picture as the form field file, with its kind',
  pictureNotMultipart: () => 'Send the picture as multipart/form-data, with the fields kind and file',
  pictureTooLarge: ({ megabytes }: { megabytes: number }) => `The picture is larger than ${megabytes} MB`,
  pictureTypeUnsupported: () => 'The picture must be a JPEG, PNG or WebP photo',
  pictureTooManyPixels: ({ megapixels }: { megapixels: number }) =>
    `The picture has more than ${megapixels} megapixels: take it again at a lower resolution`,
  riderNotPending: () => 'This rider’s file is not waiting for a review',
  riderLicenceExpired: () => 'This rider’s driving licence has expired: it cannot be approved',
  // Handover (docs/product/handover-and-return.md#handover).
  photoIdsInvalid: ({ min }: { min: number }) => `photoIds must be a list of at least ${min} photo ids`,
  photosTooFew: ({ min }: { min: number }) => `Take at least ${min} photos of the bike`,
  photosTooMany: ({ max }: { max: number }) => `At most ${max} photos of the bike can be kept`,
  photosRepeated: () => 'The same photo is named twice',
  helmetsOutInvalid: () => 'helmets must be 1 or 2',
  riderNotApprovedForHandover: ({ status }: { status: 'none' | 'pending' | 'rejected' | 'expired' }) =>
    ({
      none: 'The rider has no ID and licence on file: take them and approve them before handing the bike over',
      pending: 'The rider’s ID and licence wait for a review: approve them before handing the bike over',
      rejected:
        'The rider’s ID and licence were rejected: take them again and approve them before handing the bike over',
      expired: 'The rider’s driving licence has expired: take the new one and approve it before handing the bike over',
    })[status],
  handoverTooEarly: ({ minutes, from }: { minutes: number; from: Date }) =>
    `Too early: a booking can be handed over at most ${minutes} minutes before its start, from ${shopClock(from)}, ${shopDay(from)}`,
  alreadyHandedOver: () => 'This bike has already been handed over',
  handoverAdvanceNotPaid: () => 'The advance of this booking is not paid: take it before handing the bike over',
  handoverClosed: () => 'This booking is closed: there is no bike to hand over',
  depositMustBe: ({ amount }: { amount: number }) =>
    amount === 0 ? 'This bike takes no deposit: the amount must be 0' : `The deposit for this bike is ${amount} BDT`,
  photosNotOfRental: () =>
    'A photo named is not one taken for this rental, or it is already used: take the photos for this rental again',
  noShowHandedOver: () => 'This bike has been handed over: record its return instead',
  // Return (docs/product/handover-and-return.md#return).
  chargeNeedsItemOrLabel: () => 'A charge needs either itemCode (from the price list) or label (written for the case)',
  chargeItemUnknown: ({ code }: { code: string }) => `No charge on the price list has the code ${code}`,
  odometerBelowHandover: ({ km }: { km: number }) =>
    `The odometer read ${km} km at the handover: it cannot read less now`,
  notHandedOver: () => 'This bike was never handed over: hand it over first, or mark the booking a no-show',
  returnNeedsReadings: () =>
    'This bike was handed over with readings and a deposit: record its return with the readings, so its bill settles the deposit',
  returnRecorded: () => 'Return recorded',
  returnPreviewed: () => 'What the return would cost',
  tooManyPendingOfAccount: ({ n }: { n: number }) =>
    `You already have ${n} bookings waiting for their advance payment. Pay for one or let it lapse before booking another bike`,
  tooManyPendingOfNetwork: ({ n, minutes }: { n: number; minutes: number }) =>
    `${n} bookings made from your network are waiting for their advance payment. Please pay for one or try again in ${minutes} minutes`,
  bikeNotAvailable: () => 'This bike is not available for booking right now',
  idempotencyKeyReused: () =>
    'This Idempotency-Key was already used for a different request. Send a new key with a new request',
  holdsPausedForAccount: ({ n, until, minutes }: { n: number; until: Date; minutes: number }) =>
    `${n} of your bookings ended without their advance payment within an hour. You can book again at ${shopClock(until)} (in ${minutes} minutes)`,
  holdsPausedForNetwork: ({ n, until, minutes }: { n: number; until: Date; minutes: number }) =>
    `${n} bookings from your network ended without their advance payment within an hour. Bookings from it can hold a bike again at ${shopClock(until)} (in ${minutes} minutes)`,
  nextBookingTooSoon: ({ next }: { next: Period }) =>
    `This bike is booked from ${shopPeriod(next)}, less than an hour after the start you asked for. Choose a return time before that booking begins`,
  periodTakenMomentAgo: () => 'This bike was booked for that time a moment ago. Please try again',
  bookingLapsed: () => 'This booking has lapsed. Please book the bike again',
  bookingWasCancelled: () => 'This booking was cancelled. Please book the bike again',
  advanceSettled: () => 'The advance of this booking is already settled',
  alreadyReturned: () => 'Already returned',
  periodNotBegun: () => 'This booking’s period has not begun, so the bike is not out on rent',
  closedWithoutGoingOut: () => 'This booking was closed without the bike going out',
  advanceNotPaid: () => 'This booking’s advance payment has not been made, so the bike is not out on rent',
  returnBeforeStart: () => 'Return time must be after the start time',
  returnInFuture: () => 'Return time cannot be in the future',
  notReturnedYet: () => 'The bike has not been returned yet, so there is nothing to pay',
  rentalAlreadyPaid: () => 'This rental is already paid',
  shopOwesYou: () => 'Nothing to pay: the shop will return your money',
  nothingToPay: () => 'Nothing to pay for this rental',
  amountToPay: ({ amount }: { amount: number }) => `The amount to pay for this rental is ${amount} BDT`,
  checkoutOpening: () => 'The payment page for this rental is being opened. Please wait a moment and try again',
  gatewayUnavailable: () => 'The payment service is not answering right now. Please try again in a minute',
  gatewayNotOffered: ({ offered }: { offered: string }) => `Pay through one of: ${offered}`,
  sayRefundAdvance: () => 'Say whether the advance is returned (refundAdvance: true or false)',
  onlyShopRefundsAdvance: () => 'Only the shop decides whether the advance is returned',
  cannotCancelBegun: () => 'Its period has begun, so this booking can no longer be cancelled',
  nothingToCancel: ({ status }: { status: 'returned' | 'cancelled' | 'expired' | 'no_show' }) =>
    `This booking is ${status === 'no_show' ? 'closed as a no-show' : status}, so there is nothing to cancel`,
  noShowNotBegun: () => 'Its period has not begun yet: cancel the booking instead',
  noShowNotActive: () => 'Only a booking whose period has begun and whose bike was never collected can be a no-show',
  cannotExtend: () => 'Only a paid booking or a rental out on rent can be extended',
  noPlannedReturn: () => 'This rental has no planned return: it lasts until the bike is returned',
  extensionNotLater: () => 'The new planned return must be later than the current one',
  extensionInPast: () => 'The new planned return must be in the future',

  // Refunds, payments to check, messages (admin).
  alreadyRefunded: () => 'This refund has already been recorded as paid back, so nothing was changed',
  /** A deposit's rest goes back by the method the deposit came by (docs/product/handover-and-return.md#return). */
  depositRefundMethod: ({ deposit }: { deposit: 'cash' | 'bkash_send_money' | 'nagad_send_money' }) =>
    deposit === 'cash'
      ? 'This deposit was taken in cash, so its rest goes back in cash, from your till'
      : `This deposit was taken by ${COUNTER_METHOD_WORDS[deposit]}, so its rest goes back by ${
          deposit === 'bkash_send_money' ? 'bKash' : 'Nagad'
        }`,
  gatewayRefundUnavailable: () =>
    'This money did not come through bKash in the last 15 days, so bKash cannot send it back: pay it back by hand and record how',
  refundInProgress: () => 'bKash is being asked for this refund right now; look again in a moment',
  gatewayRefundFailed: ({ reason }: { reason: string }) =>
    `bKash made no refund ("${reason}"). Try again, or pay it back by hand and record how`,
  refundedThroughBkash: () => 'Refunded through bKash',
  // Deposits held in the rider's bKash wallet (docs/product/handover-and-return.md#deposits-held-in-bkash).
  depositHoldUnavailable: () => 'This shop does not hold deposits through bKash: take the deposit at the counter',
  depositNotHeld: ({ pending }: { pending: boolean }): string =>
    pending
      ? 'The rider has not approved the bKash hold of the deposit yet: wait for it on their phone, or take the deposit another way'
      : 'No bKash hold of the deposit is open: send one to the rider’s phone first, or take the deposit another way',
  depositHoldLapsed: () =>
    'bKash no longer holds this deposit (it lapsed or was refused), so no deposit is held: hold it again, or take the deposit another way',
  depositHoldOpen: () =>
    'A bKash hold of this deposit is open: hand the bike over with it, or let it go before taking the deposit another way',
  depositHoldInUse: () => 'This deposit is held for a bike out on rent: its return settles it',
  depositHoldBusy: () => 'bKash is being asked about this hold right now; look again in a moment',
  depositHoldOpened: () => 'bKash hold sent: the rider approves it on their phone',
  depositHoldRetrieved: () => 'bKash hold of the deposit',
  depositHoldReleased: () => 'bKash hold let go: nothing was taken',
  paymentAlreadySettled: ({ status }: { status: string }) => `This payment was already settled (${status})`,
  paymentNotHeld: () => 'This payment is not waiting for a check',
  /**
   * `reason`: why the payment was held, or why its verification was refused (as it was recorded); else the
   * state the gateway reports.
   */
  paymentNotConfirmed: ({ reason, status }: { reason: HeldPaymentReason | string | null; status: string }) =>
    `The payment service does not confirm this payment: ${
      reason === null ? `the gateway reports it as ${status}` : typeof reason === 'string' ? reason : heldReason(reason)
    }`,
  reminderTooLate: () => 'This reminder’s moment has passed: sent now, it would only arrive late',
  messageNotRetryable: ({ status }: { status: 'queued' | 'sending' | 'sent' }) =>
    `This message is ${status === 'sending' ? 'being sent' : status}: only a failed message can be sent again`,

  // Success messages of the routes.
  registered: () => 'Registration successful. Please log in',
  emailVerified: () => 'Your e-mail address is verified',
  verificationSent: ({ email }: { email: string }) => `A new verification link is on its way to ${email}`,
  loggedIn: () => 'Logged in successfully',
  tokenRefreshed: () => 'Token refreshed',
  loggedOut: () => 'Logged out',
  loggedOutEverywhere: () => 'Logged out on every device',
  profileRetrieved: () => 'Profile retrieved successfully',
  profileUpdated: () => 'Profile updated successfully',
  usersRetrieved: () => 'Users retrieved successfully',
  userRetrieved: () => 'User retrieved successfully',
  userPromoted: () => 'User promoted to admin successfully',
  roleChanged: ({ role }: { role: RoleName }) => `The account is now ${ROLE_WORDS[role]}`,
  customersRetrieved: () => 'Customers retrieved successfully',
  customerCreated: () => 'Customer account created',
  counterBookingMade: () => 'Booking made for the customer',
  counterPaymentRecorded: () => 'Payment recorded',
  counterDayRetrieved: () => 'The counter’s day retrieved',
  paymentLinkSent: ({ phone }: { phone: string }) => `Payment link sent by SMS to ${phone}`,
  tillOpened: () => 'Till opened',
  tillRetrieved: () => 'Till retrieved',
  tillClosedNow: () => 'Till closed',
  tillsRetrieved: () => 'Tills retrieved',
  riderDetailsSaved: () => 'Your ID and licence details are saved',
  riderDocumentSaved: () => 'Picture saved',
  rentalPhotoSaved: () => 'Photo saved',
  handedOver: () => 'Bike handed over',
  riderRetrieved: () => 'Rider’s file retrieved',
  ridersRetrieved: () => 'Riders retrieved',
  riderApproved: () => 'Rider approved',
  riderRejected: () => 'Rider’s file rejected; the rider is told why',
  userDeleted: () => 'User deleted successfully',
  bikesRetrieved: () => 'Bikes retrieved successfully',
  noBikes: () => 'No bikes found',
  bikeRetrieved: () => 'Bike retrieved successfully',
  availabilityRetrieved: () => 'Availability retrieved successfully',
  bikeAdded: () => 'Bike added successfully',
  bikeUpdated: () => 'Bike updated successfully',
  bikeDeleted: () => 'Bike deleted successfully',
  addOnsRetrieved: () => 'Add-ons retrieved successfully',
  addOnAdded: () => 'Add-on added successfully',
  addOnUpdated: () => 'Add-on updated successfully',
  priceRulesRetrieved: () => 'Price rules retrieved successfully',
  priceRuleAdded: () => 'Price rule added successfully',
  priceRuleUpdated: () => 'Price rule updated successfully',
  couponsRetrieved: () => 'Coupons retrieved successfully',
  couponAdded: () => 'Coupon added successfully',
  couponUpdated: () => 'Coupon updated successfully',
  shopSettingsRetrieved: () => 'Shop settings retrieved successfully',
  shopSettingsUpdated: () => 'Shop settings updated successfully',
  blockReasonInvalid: () => "reason must be 'service', 'repair', 'accident' or 'other'",
  blockEndNotAfterStart: () => 'The end of a block must be after its start',
  blockTooLong: ({ max }: { max: number }) => `A block may last at most ${max} days`,
  blockEndPassed: () => 'The end of a block must be ahead of now',
  blockClashes: ({ count }: { count: number }) =>
    count === 1
      ? 'A booking stands in the way of this block: move it to another bike or cancel it first'
      : `${count} bookings stand in the way of this block: move them to other bikes or cancel them first`,
  blockOverlapsBlock: () => 'The bike is already blocked for part of that time',
  bikeRetiredNoBlock: () => 'This bike is retired: it cannot be blocked',
  blockAlreadyEnded: () => 'This block has already ended',
  blockAdded: () => 'The bike is blocked for that period',
  blockEndedNow: () => 'The block is ended: the bike can be booked again',
  blocksRetrieved: () => 'Blocks retrieved successfully',
  closureReasonInvalid: () => "reason must be 'hartal', 'eid', 'holiday', 'shutdown' or 'other'",
  closureEndNotAfterStart: () => 'The end of a closure must be after its start',
  closureTooLong: ({ max }: { max: number }) => `The shop may be closed for at most ${max} days at a time`,
  closureEndPassed: () => 'The end of a closure must be ahead of now',
  closureClashes: ({ count }: { count: number }) =>
    count === 1
      ? 'A booking falls while the shop would be closed: cancel it first, or close the shop cancelling it'
      : `${count} bookings fall while the shop would be closed: cancel them first, or close the shop cancelling them`,
  closureOverlapsClosure: () => 'The shop is already closed for part of that time',
  closureAlreadyEnded: () => 'This closure has already ended',
  closureAdded: ({ cancelled }: { cancelled: number }) =>
    cancelled === 0
      ? 'The shop is closed for that period'
      : `The shop is closed for that period; ${cancelled} booking${plural(cancelled)} cancelled with the advance owed back`,
  closureEndedNow: () => 'The closure is ended: bikes can be booked for that time again',
  closuresRetrieved: () => 'Closures retrieved successfully',
  shopClosedThen: ({ clash }: { clash: Period }) => `The shop is closed from ${shopPeriod(clash)}`,
  registrationInvalid: () => 'registrationNumber must be a BRTA number such as Dhaka Metro-HA 12-3456',
  registrationTaken: () => 'Another bike already has this registration number',
  papersExpiredHandover: ({ paper, expiry }: { paper: PaperKind; expiry: string }) =>
    `This bike's ${PAPER_WORDS[paper]} expired on ${formatShopDate(dayOf(expiry))}: renew it before the bike goes out`,
  papersLapseBooking: ({ at }: { at: Date }) =>
    `This bike cannot be booked past ${shopDay(at)}, ${shopClock(at)}: its papers must be renewed first`,
  papersSaved: () => 'Papers saved',
  papersRetrieved: () => 'Papers retrieved successfully',
  serviceDateAhead: () => 'The day of a service cannot be ahead of today',
  serviceRecorded: () => 'Service recorded',
  servicesRetrieved: () => 'Service log retrieved successfully',
  cannotMoveRental: () => 'Only a booking whose bike has not left the shop can move to another bike',
  bikeNotSimilar: ({ cc }: { cc: number }) =>
    `A booking moves to a bike of the same brand within ${cc} cc: an admin may move it anyway with force`,
  moveToSameBike: () => 'The booking is on that bike already',
  forceIsAdmins: () => 'Only an admin can move a booking to a bike that is not alike',
  rentalMovedTo: ({ bike }: { bike: string }) => `The booking is moved to ${bike}`,
  alternativesRetrieved: () => 'Bikes to move to retrieved successfully',
  chargeItemsRetrieved: () => 'Charges retrieved successfully',
  chargeItemAdded: () => 'Charge added successfully',
  chargeItemUpdated: () => 'Charge updated successfully',
  quoteMade: () => 'What the booking would cost',
  bookingCreated: () => 'Booking created. Please pay the advance to confirm it',
  payAdvance: () => 'Please pay the advance to confirm your booking',
  rentalsRetrieved: () => 'Rentals retrieved successfully',
  bikeReturned: () => 'Bike Returned Successfully',
  toPaymentPage: () => 'Redirecting you to the payment page',
  scheduleRetrieved: () => 'Schedule retrieved successfully',
  bookingCancelled: () => 'Booking cancelled',
  markedNoShow: () => 'Marked as a no-show',
  plannedReturnMoved: () => 'Planned return moved',
  rentalRetrieved: () => 'Rental retrieved successfully',
  auditRetrieved: () => 'Audit log retrieved successfully',
  noAuditEntries: () => 'No audit entries found',
  refundsRetrieved: () => 'Refunds retrieved successfully',
  refundRecorded: () => 'Refund recorded',
  contactThanks: ({ name }: { name: string }) => `Thank You ${name} ! For Messaging Us`,
  messagesRetrieved: () => 'Messages retrieved successfully',
  messageRequeued: () => 'Message queued to be sent again',
  reportRetrieved: () => 'Report retrieved successfully',
  nothingToDo: () => 'Nothing to do',
  paymentOutcome: ({ outcome }: { outcome: string }) => `Payment ${outcome}`,
  heldPaymentsRetrieved: () => 'Payments to check retrieved successfully',
  paymentGatewaysListed: () => 'Payment gateways retrieved successfully',
  paymentAccepted: () => 'Payment accepted',
  paymentRefused: () => 'Payment refused; the money is recorded as owed back',
  deliveriesRetrieved: () => 'Deliveries retrieved successfully',
  switchesRetrieved: () => 'Switches retrieved successfully',
  switchesSet: () => 'Switches set',
  ok: () => 'ok',
  ready: () => 'ready',

  // The cancellation rule, as the booking dialog and the confirmation state it (docs/product/booking-and-periods.md#cancelling).
  cancellationRule: () => CANCELLATION_RULE,

  // The lines of a price quote (charge.ts, docs/product/money-and-refunds.md#prices-hours-days-and-weeks). A rule's
  // or an add-on's name is the owner's, in both languages: each catalogue says its own.
  chargeLineWeeks: ({ weeks, price }: { weeks: number; price: number }) =>
    `${weeks} week${plural(weeks)} × ${taka(price)}`,
  chargeLineDays: ({ days, price }: { days: number; price: number }) => `${days} day${plural(days)} × ${taka(price)}`,
  chargeLineHours: ({ minutes, price, minimum }: { minutes: number; price: number; minimum: boolean }) =>
    `${durationWords(minutes)}${minimum ? ', the shortest charge,' : ''} at ${taka(price)} an hour`,
  chargeLineRule: ({ name, percent, minutes }: Named & { percent: number; minutes: number }) =>
    `${name.en} ${percent > 0 ? '+' : ''}${percent}% (${durationWords(minutes)})`,
  // A later return never costs less: the rent is lifted to what a shorter rental from the same start costs.
  chargeLineFloor: ({ minutes }: { minutes: number }) => `Never less than a shorter rental (${durationWords(minutes)})`,
  // The raising rules together add at most the highest of their percentages of the time charge.
  chargeLineCap: ({ percent }: { percent: number }) => `Price rules capped at +${percent}% of the time charge`,
  chargeLineAddOn: ({ name, quantity, days, price }: Named & { quantity: number; days: number; price: number }) =>
    `${name.en}: ${quantity === 1 ? '' : `${quantity} × `}${days} day${plural(days)} × ${taka(price)}`,
  chargeLineCoupon: ({ code, kind, value }: { code: string; kind: 'percent' | 'fixed'; value: number }) =>
    `Coupon ${code}: ${kind === 'percent' ? `${value}%` : taka(value)} off the rent`,
  chargeLineAdvance: () => 'Advance, paid when booking',
  // A returned rental's charge as the shop recorded it, when its lines priced today would not add up to it.
  chargeLineRecorded: () => 'Rent as recorded at the return',
  // The lines a return adds to the bill (bill.ts, docs/product/handover-and-return.md#the-bill).
  billLineLate: ({ hours, price, multiplier }: { hours: number; price: number; multiplier: number }) =>
    `Late: ${hours} started hour${plural(hours)} × ${taka(price)} (${multiplier} × the hourly price)`,
  billLineFuel: ({ eighths, price }: { eighths: number; price: number }) =>
    `Fuel: ${eighths}/8 of a tank below the handover × ${taka(price)}`,
  billLineHelmets: ({ count, price }: { count: number; price: number }) =>
    `${count} helmet${plural(count)} not brought back × ${taka(price)}`,
  billLineDepositApplied: ({ deposit }: { deposit: number }) => `Taken from the ${taka(deposit)} deposit`,
  billLineBalance: ({ balance }: { balance: number }): string =>
    balance > 0
      ? 'Left to pay'
      : balance < 0
        ? 'Owed back to you: the advance was more than the bill'
        : 'Nothing more to pay',
  billLineDepositRefund: () => 'Deposit given back',

  // Rental words: how pages, receipts and messages say a rental's moments, lengths, states and money.
  shopDay: ({ at }: { at: Date }) => shopDay(at),
  shopClock: ({ at }: { at: Date }) => shopClock(at),
  shopMoment: ({ at }: { at: Date }) => `${shopDay(at)}, ${shopClock(at)}`,
  shopPeriod: ({ period: p }: { period: Period }) => shopPeriod(p),
  duration: ({ minutes }: { minutes: number }) => durationWords(minutes),
  /**
   * My Rentals' Total Cost cell (docs/product/money-and-refunds.md#balance): not yet calculated while the
   * bike is out; a negative cost as its absolute value with 'Will be returned', or the day it was refunded.
   */
  totalCostCell: ({ rental }: { rental: CostFacts }): CostCell => {
    if (!rental.isReturned) return { amount: 'Not yet calculated' };
    if (rental.totalCost >= 0) return { amount: taka(rental.totalCost) };
    const settled = settledBalanceRefund(rental);
    return { amount: taka(-rental.totalCost), note: settled ? refundedOn(settled) : 'Will be returned' };
  },
  /** Money owed back on a rental (docs/product/money-and-refunds.md#refunds-due): due, or refunded on a Dhaka day. */
  refundLine: ({ refund }: { refund: RefundFacts }): RefundLine => ({
    label: refund.status === 'due' ? 'Money will be returned' : refundedOn(refund),
    amount: taka(refund.amount),
    reason: REFUND_REASONS[refund.reason],
  }),
  /** Where a rental stands, on its receipt: 'Out on rent, overdue'. */
  rentalStatus: ({ status, overdue }: { status: RentalStatus; overdue: boolean }) =>
    overdue ? `${RENTAL_STATUS[status]}, overdue` : RENTAL_STATUS[status],
  /** Where a rental stands, in a list of a customer's rentals (User Management). */
  rentalStateShort: ({ status, overdue }: { status: RentalStatus; overdue: boolean }) =>
    overdue ? `${RENTAL_STATE_SHORT[status]}, overdue` : RENTAL_STATE_SHORT[status],
  /** From the start to the return (or the planned return), in a list of a customer's rentals. */
  rentalSpan: ({ start, end }: { start: Date; end: Date | null }) =>
    end ? `${formatShopTime(start)} to ${formatShopTime(end)}` : `${formatShopTime(start)} to until returned`,
  /** A returned rental's charge and where its balance stands, in a list of a customer's rentals. */
  rentalBalance: ({ rental }: { rental: BalanceFacts }): { charge: string; balance: string | null } => {
    if (rental.status !== 'returned' || rental.rentalCharge === null)
      return { charge: 'Not yet calculated', balance: null };
    const charge = taka(rental.rentalCharge);
    const { totalCost: cost } = rental;
    if (cost > 0) return { charge, balance: rental.payment ? 'Balance paid' : `${taka(cost)} unpaid` };
    if (cost === 0) return { charge, balance: 'Nothing due' };
    const settled = rental.refunds.length > 0 && rental.refunds.every((refund) => refund.status === 'refunded');
    return { charge, balance: settled ? `${taka(-cost)} refunded` : `${taka(-cost)} owed back` };
  },

  // A rental's receipt (receipt.ts lays it out): its fixed words, and the words of its values.
  receiptLabels: (): ReceiptLabels => ({
    title: { customer: 'Rental receipt', admin: 'Rental details' },
    number: 'Receipt no.',
    phone: 'Phone',
    rental: 'Rental',
    rows: {
      status: 'Status',
      customer: 'Customer',
      bike: 'Bike',
      period: 'Booked period',
      'booked-on': 'Booked on',
      returned: 'Returned',
      'time-charged': 'Time charged',
      price: 'Price per hour',
      charge: 'Charge',
      advance: 'Advance',
      deposit: 'Taken from the deposit',
      balance: 'Balance',
    },
    payments: 'Payments',
    paymentsCaption: 'Payment attempts',
    noPayments: 'No payment attempts yet',
    columns: {
      purpose: 'Purpose',
      amount: 'Amount',
      gateway: 'Gateway',
      status: 'Status',
      gatewayTxnId: 'Gateway transaction id',
      started: 'Started',
      settled: 'Settled',
      receivedBy: 'Received by',
    },
    purpose: { advance: 'Advance', rent: 'Rest of the rent', deposit: 'Deposit (held)' },
    moneyBack: 'Money back',
    charges: 'Charges',
    notRented: 'Not rented',
    notReturnedYet: 'Not returned yet',
    balanceNote: {
      paid: 'Paid',
      unpaid: 'Unpaid',
      covered: 'Nothing to pay: the advance covered it',
      owedBack: 'Owed back to you after the return',
      toPay: 'To pay after the return',
    },
  }),
  /** A payment attempt's state; a state not known here reads as its code in words ('under_review' → 'Under review'). */
  paymentStatus: ({ status, refundDue }: { status: string; refundDue: boolean }) =>
    status === 'paid' && refundDue
      ? 'Paid, but could not be used: owed back'
      : (PAYMENT_STATUS[status] ?? plainWords(status)),
  /** The time charged, with its minutes once it is an hour or more (so the charge can be checked); '—' before. */
  chargedTime: ({ minutes }: { minutes: number | null }) => {
    if (minutes === null) return '—';
    return minutes >= 60 ? `${durationWords(minutes)} (${minutes} minutes)` : durationWords(minutes);
  },
  pricePerHour: ({ price }: { price: number }) => `${taka(price)} / hour`,
  /** What the cost breakdown stands on: the recorded return, the planned period, or nothing yet. */
  costBasis: ({ basis, closed }: { basis: 'returned' | 'planned' | 'open'; closed: boolean }) =>
    basis === 'returned'
      ? { heading: 'Cost (final)', explanation: 'Final: charged from the booked start to the recorded return.' }
      : basis === 'planned'
        ? {
            heading: 'Cost (planned)',
            explanation:
              'Planned: what the booked period costs if the bike comes back on time. The final cost is worked out at the return.',
          }
        : {
            heading: 'Cost so far',
            explanation: closed
              ? 'So far: no rental charge. The booking closed before a ride.'
              : 'So far: not known yet. The booking has no planned return, so the cost is worked out when the bike is returned.',
          },
  /** A way of paying, as a payments table names it. */
  paymentMethodName: ({ method }: { method: CounterMethod }) => PAYMENT_METHOD_NAMES[method],
  receiptFooter: ({ name, email }: { name: string; email: string }) =>
    `Times are Dhaka time. Amounts are in taka (BDT). ${name}, ${email}.`,

  // Messages to customers as an admin's Notifications page names them.
  messageKind: ({ template }: { template: MessageTemplate }) => MESSAGE_KINDS[template],
  messageChannel: ({ channel }: { channel: MessageChannel }): string => (channel === 'sms' ? 'SMS' : 'E-mail'),
  messageStatus: ({ status }: { status: MessageStatus }) => MESSAGE_STATUSES[status],
  standinMode: ({ mode }: { mode: StandinModeName }) => STANDIN_MODES[mode],
  messageAttempts: ({ n }: { n: number }) => (n <= 0 ? 'Not tried yet' : `${n} attempt${plural(n)}`),
  messageSegments: ({ n }: { n: number }) => `${n} segment${plural(n)}`,
  messageDue: ({ at }: { at: Date }) => `Due ${formatShopTime(at)}`,
  /** Why a queued message waits, or why a failed one failed: the sender's own words, as it recorded them. */
  messageWaiting: ({ error }: { error: string }) => `Waiting: ${error}`,
  messageLastError: ({ error }: { error: string | null }) => `Last error: ${error ?? 'not recorded'}`,
  messageName: ({ template, name }: { template: MessageTemplate; name: string }) =>
    `${MESSAGE_KINDS[template]} to ${name}`,

  /** Why a payment waits for an admin's check (docs/product/money-and-refunds.md#payments). */
  paymentHeldReason: ({ reason }: { reason: HeldPaymentReason }) => heldReason(reason),

  // Messages to customers about their rentals (docs/product/messages.md#message-kinds): one entry a message, its SMS and its e-mail.
  bookingConfirmedMessage: ({ rental: r, links: l }: RentalMessage): Rendered => ({
    // The total the receipt's lines add up to, when the period is planned.
    sms: `${sign}: ${r.bikeName} is booked for you ${period(r)}. ${
      r.plannedCharge === null ? 'Advance' : `Total ${taka(r.plannedCharge)},`
    } ${ADVANCE_PAYMENT_BDT} BDT paid. ${l.rentalShort}`,
    subject: `Booking confirmed: ${r.bikeName}, ${shopDay(r.start)}`,
    text: letter(
      r,
      `Your booking is confirmed and the ${ADVANCE_PAYMENT_BDT} BDT advance is paid.`,
      bookingLines(r),
      `The rent is charged from the start to the return; the rest after the advance is paid once the bike is back. ${CANCELLATION_RULE}`,
      `Your booking and its receipt: ${l.rental}`,
    ),
  }),
  pickupReminderMessage: ({ rental: r, links: l }: RentalMessage): Rendered => ({
    sms: `${sign}: reminder, ${r.bikeName} is yours from ${when(r.start)}. Booking: ${l.rentalShort}`,
    subject: `Reminder: ${r.bikeName} from ${when(r.start)}`,
    text: letter(r, `A reminder: your booking begins in an hour.`, bookingLines(r), `Your booking: ${l.rental}`),
  }),
  returnReminderMessage: ({ rental: r, links: l }: RentalMessage): Rendered => ({
    sms: `${sign}: please return ${r.bikeName} by ${when(r.end ?? r.start)}. Need longer? Extend: ${l.rentalShort}`,
    subject: `Reminder: ${r.bikeName} is due back at ${shopClock(r.end ?? r.start)}`,
    text: letter(
      r,
      `A reminder: ${r.bikeName} is due back at ${when(r.end ?? r.start)} (Dhaka time).`,
      `Need it longer? Extend the booking while the bike is free: ${l.rental}`,
    ),
  }),
  overdueMessage: ({ rental: r, links: l }: RentalMessage): Rendered => ({
    sms: `${sign}: ${r.bikeName} was due back at ${when(r.end ?? r.start)}. Rent runs until it is returned. ${l.rentalShort}`,
    subject: `${r.bikeName} is overdue`,
    text: letter(
      r,
      `${r.bikeName} was due back at ${when(r.end ?? r.start)} (Dhaka time) and has not been returned yet.`,
      `The rent of ${taka(r.pricePerHour)} an hour runs until the bike is back, and another customer may be waiting for it. Please return it, or extend the booking if the bike is free: ${l.rental}`,
    ),
  }),
  returnRecordedMessage: ({ rental: r, links: l, bill }: RentalMessage & { bill?: ReturnBillFacts }): Rendered => {
    const charge = taka(bill?.total ?? r.rentalCharge ?? 0);
    const back = bill && bill.depositRefund > 0 ? taka(bill.depositRefund) : null;
    const deposit =
      bill && (bill.depositApplied > 0 || back)
        ? {
            sms: ` Deposit: ${taka(bill.depositApplied)} used${back ? `, ${back} back to you` : ''}.`,
            text: `Deposit: ${taka(bill.depositApplied)} of it paid the bill${back ? `; ${back} is given back to you` : ''}`,
          }
        : null;
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
    const parts = billSmsParts(bill?.lines ?? []);
    const sms = (total: string) =>
      `${sign}: ${r.bikeName} returned. Total ${total}, advance ${ADVANCE_PAYMENT_BDT} BDT.${deposit?.sms ?? ''} ${deposit && r.totalCost === 0 ? l.rentalShort : balance.sms}`;
    // The bill's lines, each as the receipt says it, before the total (a return without a bill: the total alone).
    const lines = bill?.lines?.length
      ? [
          ...bill.lines
            .filter((line) => BILL_TOTAL_KINDS.has(line.kind))
            .map((line) => `${line.label.en}: ${taka(line.amount)}`),
          `Total: ${charge}`,
        ]
      : [`Total: ${charge} (the receipt lists each charge)`];
    return {
      // Settled by the deposit, the SMS says so by the deposit's line alone (one segment where it can); the
      // bill's parts go in where the SMS stays within two parts.
      sms: parts.length
        ? smsWithBillParts(
            sms(
              `${charge} (${parts.map(({ part, amount }) => `${BILL_PART_WORDS[part]} ${formatNumber(amount)}`).join(', ')})`,
            ),
            sms(charge),
          )
        : sms(charge),
      subject: `${r.bikeName} returned: ${r.totalCost > 0 ? `${taka(r.totalCost)} to pay` : 'receipt'}`,
      text: letter(
        r,
        `Thank you for riding with us. ${r.bikeName} was returned at ${when(r.returnTime ?? r.start)}.`,
        [...lines, `Advance paid: ${ADVANCE_PAYMENT_BDT} BDT`, ...(deposit ? [deposit.text] : [])].join('\n'),
        balance.text,
      ),
    };
  },
  paymentReceivedMessage: ({ rental: r, links: l, amount: paid }: RentalMessage & { amount: number }): Rendered => {
    const amount = taka(paid);
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
  refundRecordedMessage: ({
    rental: r,
    links: l,
    ...paid
  }: RentalMessage & { amount: number; method: string; reference: string }): Rendered => {
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
  bookingCancelledMessage: ({
    rental: r,
    links: l,
    ...c
  }: RentalMessage & {
    advance: 'returned' | 'kept' | 'not paid';
    byShop: boolean;
    closed?: { start: Date; end: Date };
  }): Rendered => {
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
      subject: `Booking cancelled: ${r.bikeName}, ${shopDay(r.start)}`,
      text: letter(
        r,
        `${said} (Dhaka time).`,
        ...(c.closed ? [`The shop is closed from ${shopPeriod(c.closed)} (Dhaka time).`] : []),
        ...(advance.text ? [advance.text] : []),
        `Your booking: ${l.rental}`,
      ),
    };
  },
  bookingExpiredMessage: ({ rental: r, links: l }: RentalMessage): Rendered => ({
    sms: `${sign}: your booking of ${r.bikeName} lapsed: the advance was not paid in time. ${l.rentalShort}`,
    subject: `Booking not completed: ${r.bikeName}`,
    text: letter(
      r,
      `Your booking of ${r.bikeName} for ${period(r)} (Dhaka time) lapsed: the ${ADVANCE_PAYMENT_BDT} BDT advance was not paid in time, so the bike was not held for you.`,
      `Book it again while it is free: ${l.bike}`,
    ),
  }),
  handedOverMessage: ({ rental: r, links: l, ...h }: RentalMessage & HandoverFacts): Rendered => {
    const backBy = r.end ? `Due ${when(r.end)}` : 'Return when done';
    const helmets = `${h.helmets} helmet${plural(h.helmets)}`;
    return {
      sms: `${sign}: you have ${r.bikeName}. ${h.odometerKm} km, fuel ${h.fuelEighths}/8, ${helmets}, deposit ${taka(h.deposit)}. ${backBy}: ${l.rentalShort}`,
      subject: `${r.bikeName} handed over to you`,
      text: letter(
        r,
        `${r.bikeName} was handed over to you at ${when(h.at)}. What the shop noted as it left:`,
        [
          `Odometer: ${h.odometerKm} km`,
          `Fuel: ${h.fuelEighths}/8 of a tank`,
          `Helmets: ${h.helmets}`,
          `Deposit held: ${taka(h.deposit)} (given back at the return, less anything the bill takes from it)`,
        ].join('\n'),
        `${r.end ? `Please return it by ${when(r.end)} (Dhaka time).` : 'Return it when you are done.'} Your booking, with the photos taken at the handover: ${l.rental}`,
      ),
    };
  },
  rentalMovedMessage: ({ rental: r, links: l, fromBike }: RentalMessage & { fromBike: string }): Rendered => ({
    sms: `${sign}: your booking from ${when(r.start)} is now on ${r.bikeName} (was ${fromBike}), same price. ${l.rentalShort}`,
    subject: `Your booking is now on ${r.bikeName}`,
    text: letter(
      r,
      `${fromBike} cannot be ridden during your booking, so the shop moved your booking for ${period(r)} (Dhaka time) to ${r.bikeName}.`,
      `The price you booked at stays as it was. Your booking: ${l.rental}`,
    ),
  }),
  paymentLinkMessage: ({ rental: r, links: l, payBy }: RentalMessage & { payBy: Date }): Rendered => ({
    sms: `${sign}: pay the ${ADVANCE_PAYMENT_BDT} BDT advance for ${r.bikeName} by ${shopClock(payBy)} to keep your booking: ${l.rentalShort}`,
    subject: `Pay the advance for ${r.bikeName}`,
    text: letter(
      r,
      `Your booking of ${r.bikeName} for ${period(r)} (Dhaka time) waits for its ${ADVANCE_PAYMENT_BDT} BDT advance. Pay it online by ${shopClock(payBy)} to keep the bike: open your booking and press Pay advance.`,
      `Your booking: ${l.rental}`,
    ),
  }),
  paymentOwedBackMessage: ({
    rental: r,
    links: l,
    ...owed
  }: RentalMessage & { amount: number; why: 'lapsed' | 'cancelled' | 'duplicate' | 'refused' }): Rendered => {
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

  /**
   * The e-mail that verifies an address (decision 023): the only one an unverified address gets, so it says
   * nothing the person who signed up chose (no name), only what the shop says, and the link.
   */
  verificationEmail: ({ link, hours }: { link: string; hours: number }) => ({
    subject: `${sign}: please verify your e-mail address`,
    text: [
      'Hello,',
      `An account at ${sign} was opened with this e-mail address. If it is yours, verify it with this link (it works for ${hours} hours):`,
      link,
      'Until it is verified we send nothing else to this address. If you did not open the account, ignore this e-mail.',
      sign,
    ].join('\n\n'),
  }),

  /**
   * A customer's one-time sign-in code (docs/product/accounts-and-roles.md#phone-sign-in): one SMS, the code
   * first (phones read it off the notification), no link and no name.
   */
  phoneCodeMessage: ({ code, minutes }: { code: string; minutes: number }): Rendered => ({
    sms: `${code} is your ${sign} code. Valid ${minutes} minutes. Never share it; we never ask for it.`,
    subject: `Your sign-in code: ${code}`,
    text: [
      `Your one-time code to sign in: ${code}`,
      `It is valid for ${minutes} minutes. Never share it: nobody from the shop will ask you for it.`,
      sign,
    ].join('\n\n'),
  }),

  /** Staff could not approve a rider's ID and licence (docs/product/riders-on-file.md#review): why, and where to fix it. */
  riderRejectedMessage: ({ reason, link }: { reason: string; link: string }): Rendered => ({
    sms: `${sign}: we could not approve your ID and licence: ${reason}. Send them again in your profile: ${link}`,
    subject: 'Your ID and licence could not be approved',
    text: [
      'We checked the ID and driving licence you sent and could not approve them.',
      `The reason: ${reason}`,
      `Please send them again in View Profile, under Rider documents: ${link}`,
      'You can still book online; we need them approved before we hand you a bike.',
      sign,
    ].join('\n\n'),
  }),

  /** A rider's approved licence expires soon (docs/product/riders-on-file.md#statuses): the day, and where to send the new one. */
  licenceExpiringMessage: ({ expiry, link }: { expiry: string; link: string }): Rendered => ({
    sms: `${sign}: your driving licence on file expires on ${formatShopDate(dayOf(expiry))}. Send the renewed one before then: ${link}`,
    subject: `Your driving licence expires on ${formatShopDate(dayOf(expiry))}`,
    text: [
      `The driving licence we have on file for you expires on ${formatShopDate(dayOf(expiry))}.`,
      `After that day we cannot hand you a bike until we have checked the renewed one. Send it in View Profile, under Rider documents: ${link}`,
      sign,
    ].join('\n\n'),
  }),

  /** An admin reminded that a paper of a bike expires soon (docs/product/fleet-calendar.md#papers). */
  paperExpiringMessage: ({ bikeName, registrationNumber, paper, expiry, link }: PaperExpiringFacts): Rendered => ({
    sms: `${sign}: the ${PAPER_WORDS[paper]} of ${bikeName} expires on ${formatShopDate(dayOf(expiry))}. Renew it: ${link}`,
    subject: `The ${PAPER_WORDS[paper]} of ${bikeName} expires on ${formatShopDate(dayOf(expiry))}`,
    text: [
      `The ${PAPER_WORDS[paper]} of ${bikeName} (${registrationNumber}) expires on ${formatShopDate(dayOf(expiry))}.`,
      `After that day the bike cannot be handed over, nor booked for any time after it. Renew the paper, then enter its new date under Bike Management: ${link}`,
      sign,
    ].join('\n\n'),
  }),

  /** An admin reminded that a bike is due a service (docs/product/fleet-calendar.md#service-log). */
  serviceDueMessage: ({ bikeName, kmSince, daysSince, link }: ServiceDueFacts): Rendered => {
    const since = [
      kmSince === null ? '' : `${formatNumber(kmSince, 'en')} km`,
      daysSince === null ? '' : `${daysSince} day${plural(daysSince)}`,
    ]
      .filter(Boolean)
      .join(' and ');
    return {
      sms: `${sign}: ${bikeName} is due a service: ${since} since the last one. ${link}`,
      subject: `${bikeName} is due a service`,
      text: [
        `${bikeName} is due a service: ${since} since the last one.`,
        `Once it is done, record it under Bike Management: ${link}`,
        sign,
      ].join('\n\n'),
    };
  },

  /** An admin's one-time login code (docs/decisions/022): no link, no name. */
  loginCodeMessage: ({ code, minutes }: { code: string; minutes: number }): Rendered => ({
    sms: `${sign} admin login code: ${code}. Valid ${minutes} minutes. Never share it; we never ask for it.`,
    subject: `Your admin login code: ${code}`,
    text: [
      `Your one-time code to log in as an admin: ${code}`,
      `It is valid for ${minutes} minutes. Never share it: nobody from the shop will ask you for it.`,
      `We sent it because someone gave your password after several wrong ones. If that was not you, change your password.`,
      sign,
    ].join('\n\n'),
  }),
};

/** The catalogue every language writes: the English entries, each with its parameters. */
export type Catalogue = typeof en;
