import { ADVANCE_PAYMENT_BDT, CANCEL_REFUND_HOURS } from '../constants.ts';
import { formatDigits, formatNumber, formatTaka } from '../money.ts';
import {
  dhakaClock,
  shopDateRange,
  shopDayParts,
  shopPeriodParts,
  type Period,
  type ShopDayParts,
} from '../periods.ts';
import type { ShopMomentParts } from '../periods.ts';
import { settledBalanceRefund } from '../rental-words.ts';
import { formatShopDate, formatShopTime } from '../time.ts';
import type { PaperKind } from '../papers.ts';
import type { Catalogue } from './en.ts';
import type {
  MessageKind as MessageTemplate,
  MessageStatusName as MessageStatus,
  HeldPaymentReason,
  RefundFacts,
  RentalState as RentalStatus,
  RoleName,
  StandinModeName,
  CounterMethod,
} from './words.ts';
import { BILL_TOTAL_KINDS } from '../inspections.ts';
import { billSmsParts, smsWithBillParts, type BillSmsPart } from './facts.ts';
import type { RentalFacts } from './facts.ts';

/**
 * The shop's messages in Bangla (docs/decisions/027): the same entries as en.ts with the same parameters,
 * written for a Dhaka customer rather than word for word. Numbers in Bengali digits, taka as ৳, Dhaka times
 * on Bangla's clock; a field's name through FIELD_NAMES (a name not there is kept as it is: a key a caller
 * sent, say).
 */

/** Each of a bike's papers, as a Bangla sentence names it. */
const PAPER_WORDS: Record<PaperKind, string> = {
  taxToken: 'ট্যাক্স টোকেন',
  fitness: 'ফিটনেস সনদ',
  insurance: 'বিমা',
};

/** Names of fields and things as Bangla messages say them. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  Name: 'নাম',
  name: 'নাম',
  Email: 'ই-মেইল',
  email: 'ই-মেইল',
  Password: 'পাসওয়ার্ড',
  password: 'পাসওয়ার্ড',
  Phone: 'ফোন নম্বর',
  phone: 'ফোন নম্বর',
  Address: 'ঠিকানা',
  address: 'ঠিকানা',
  Brand: 'ব্র্যান্ড',
  brand: 'ব্র্যান্ড',
  Model: 'মডেল',
  model: 'মডেল',
  Year: 'সাল',
  year: 'সাল',
  Image: 'ছবি',
  image: 'ছবি',
  'Price per hour': 'ঘণ্টাপ্রতি ভাড়া',
  pricePerHour: 'ঘণ্টাপ্রতি ভাড়া',
  'Price per day': 'দিনপ্রতি ভাড়া',
  pricePerDay: 'দিনপ্রতি ভাড়া',
  'Price per week': 'সপ্তাহপ্রতি ভাড়া',
  pricePerWeek: 'সপ্তাহপ্রতি ভাড়া',
  addOns: 'অ্যাড-অন',
  quantity: 'পরিমাণ',
  coupon: 'কুপন',
  Description: 'বিবরণ',
  description: 'বিবরণ',
  CC: 'সিসি',
  cc: 'সিসি',
  Message: 'বার্তা',
  message: 'বার্তা',
  Reference: 'রেফারেন্স',
  reference: 'রেফারেন্স',
  Token: 'লিংকের কোড',
  token: 'লিংকের কোড',
  Amount: 'পরিমাণ',
  amount: 'পরিমাণ',
  page: 'পৃষ্ঠা নম্বর',
  pageSize: 'পৃষ্ঠার আকার',
  search: 'খোঁজার শব্দ',
  searchByName: 'নাম দিয়ে খোঁজ',
  searchByBrand: 'ব্র্যান্ড দিয়ে খোঁজ',
  searchByModel: 'মডেল দিয়ে খোঁজ',
  isOffered: 'ভাড়ার জন্য দেওয়া (isOffered)',
  isAvailable: 'খালি আছে কি না (isAvailable)',
  isBooked: 'বুক করা কি না (isBooked)',
  _id: 'আইডি',
  id: 'আইডি',
  createdAt: 'তৈরির সময়',
  refundAdvance: 'অগ্রিম ফেরত (refundAdvance)',
  from: 'শুরুর সময়',
  to: 'শেষের সময়',
  availableFrom: 'শুরুর সময়',
  availableTo: 'শেষের সময়',
  startTime: 'শুরুর সময়',
  endTime: 'ফেরতের সময়',
  bikeId: 'বাইক',
  bookingId: 'বুকিং',
  bikeReturnTime: 'ফেরতের সময়',
  reminderChannel: 'রিমাইন্ডারের মাধ্যম',
  language: 'ভাষা',
  role: 'ভূমিকা (role)',
  url: 'ঠিকানা',
  Code: 'কোড',
  code: 'কোড',
  'English name': 'ইংরেজি নাম',
  'Bangla name': 'বাংলা নাম',
  Stock: 'মজুত',
  stock: 'মজুত',
  kind: 'ধরন',
  Percent: 'শতাংশ',
  percent: 'শতাংশ',
  Value: 'ছাড়ের পরিমাণ',
  value: 'ছাড়ের পরিমাণ',
  'Minimum charge': 'ন্যূনতম ভাড়া',
  minimumCharge: 'ন্যূনতম ভাড়া',
  validFrom: 'শুরুর তারিখ',
  validTo: 'শেষের তারিখ',
  'Maximum uses': 'মোট ব্যবহারের সীমা',
  maxUses: 'মোট ব্যবহারের সীমা',
  'Maximum uses per customer': 'গ্রাহকপ্রতি ব্যবহারের সীমা',
  maxUsesPerCustomer: 'গ্রাহকপ্রতি ব্যবহারের সীমা',
  firstRentalOnly: 'শুধু প্রথম ভাড়ায় (firstRentalOnly)',
  active: 'চালু কি না (active)',
  Details: 'বিবরণ',
  details: 'বিবরণ',
  'English details': 'ইংরেজি বিবরণ',
  'Bangla details': 'বাংলা বিবরণ',
  // The shop's settings, a bike's deposit and the charges' price list.
  'Default deposit': 'ডিফল্ট জামানত',
  defaultDeposit: 'ডিফল্ট জামানত',
  'Late grace minutes': 'দেরির ছাড়ের সময় (মিনিট)',
  lateGraceMinutes: 'দেরির ছাড়ের সময় (মিনিট)',
  'Late multiplier': 'দেরির গুণক',
  lateMultiplier: 'দেরির গুণক',
  'Fuel price per eighth': 'প্রতি আট ভাগের এক ভাগ তেলের দাম',
  fuelPricePerEighth: 'প্রতি আট ভাগের এক ভাগ তেলের দাম',
  'Handover earliest minutes': 'শুরুর কত মিনিট আগে বাইক দেওয়া যায়',
  'Service every km': 'কত কিলোমিটার পরপর সার্ভিস',
  'Service every days': 'কত দিন পরপর সার্ভিস',
  handoverEarliestMinutes: 'শুরুর কত মিনিট আগে বাইক দেওয়া যায়',
  Deposit: 'জামানত',
  deposit: 'জামানত',
  nameEn: 'ইংরেজি নাম',
  nameBn: 'বাংলা নাম',
  // A handover's readings.
  odometerKm: 'ওডোমিটার (কিমি)',
  fuelEighths: 'তেল (আট ভাগের কত ভাগ)',
  helmets: 'হেলমেট',
  photoIds: 'ছবি',
  notes: 'মন্তব্য',
  helmetsBack: 'ফেরত আসা হেলমেট',
  itemCode: 'চার্জের কোড',
  label: 'চার্জের বিবরণ',
  charges: 'চার্জ',
  returnTime: 'ফেরতের সময়',
  // Things that can be missing.
  Photo: 'ছবি',
  Block: 'বন্ধ রাখা',
  Closure: 'দোকান বন্ধ',
  'Deposit hold': 'বিকাশে আটকে রাখা জামানত',
  registrationNumber: 'রেজিস্ট্রেশন নম্বর',
  taxTokenExpiry: 'ট্যাক্স টোকেনের মেয়াদ',
  fitnessExpiry: 'ফিটনেস সনদের মেয়াদ',
  insuranceExpiry: 'বিমার মেয়াদ',
  work: 'যে কাজ হয়েছে',
  cost: 'খরচ',
  cancelClashing: 'বুকিং বাতিল করে বন্ধ',
  // A block's fields.
  start: 'শুরু',
  end: 'শেষ',
  note: 'মন্তব্য',
  'Add-on': 'অ্যাড-অন',
  'Price rule': 'দামের নিয়ম',
  Coupon: 'কুপন',
  'Charge item': 'চার্জ',
  Account: 'অ্যাকাউন্ট',
  User: 'ব্যবহারকারী',
  Bike: 'বাইক',
  Rental: 'ভাড়া',
  Refund: 'টাকা ফেরতের হিসাব',
  Payment: 'পেমেন্ট',
  Customer: 'গ্রাহক',
  Till: 'ক্যাশবাক্স',
  // The counter's fields.
  customerId: 'গ্রাহক',
  method: 'পদ্ধতি',
  purpose: 'কিসের টাকা',
  openingFloat: 'শুরুর নগদ টাকা',
  countedCash: 'গোনা নগদ টাকা',
  // Parts of a request (the error handler's fallback).
  Query: 'প্রশ্নের অংশ (query)',
  Path: 'ঠিকানার অংশ',
  Body: 'অনুরোধের তথ্য',
  Header: 'হেডার',
  Request: 'অনুরোধ',
};

/** States a message names: of a booking, a payment, an outbox message. */
const STATE_WORDS: Readonly<Record<string, string>> = {
  pending: 'অগ্রিমের অপেক্ষায়',
  booked: 'বুক করা',
  active: 'চলমান',
  returned: 'ফেরত দেওয়া হয়েছে',
  cancelled: 'আগেই বাতিল হয়েছে',
  expired: 'মেয়াদোত্তীর্ণ',
  no_show: 'না-আসা হিসেবে বন্ধ',
  paid: 'পরিশোধিত',
  failed: 'ব্যর্থ',
  duplicate: 'দুবার পরিশোধিত',
  refused: 'প্রত্যাখ্যাত',
  success: 'সফল',
  cancel: 'বাতিল',
  refund_due: 'ফেরতযোগ্য',
  queued: 'পাঠানোর অপেক্ষায়',
  sending: 'পাঠানো হচ্ছে',
  sent: 'পাঠানো হয়েছে',
};

/** The kinds of value zod names ("expected object, received string"). */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  object: 'একটি অবজেক্ট',
  string: 'লেখা',
  number: 'সংখ্যা',
  boolean: 'true অথবা false',
  array: 'একটি তালিকা',
  Rider: 'রাইডার',
  Document: 'ছবি',
  nidNumber: 'জাতীয় পরিচয়পত্রের নম্বর',
  licenceNumber: 'ড্রাইভিং লাইসেন্সের নম্বর',
  licenceExpiry: 'লাইসেন্সের মেয়াদ',
  reason: 'কারণ',
  undefined: 'কিছুই না',
  null: 'null',
  date: 'তারিখ',
  bigint: 'সংখ্যা',
  nan: 'অসংখ্যা (NaN)',
  NaN: 'অসংখ্যা (NaN)',
};

/** The unit of a length bound: characters of a text, things of a list; none for a number. */
const unit = (name: string) => (name === 'string' ? ' অক্ষরের' : name === 'array' || name === 'set' ? 'টি জিনিসের' : '');
const field = (name: string) => FIELD_NAMES[name] ?? name;
/** Whose account an account of a role is ("গ্রাহকের অ্যাকাউন্ট"). */
/** Each counter payment method as a Dhaka reader calls it. */
const METHOD_WORDS: Record<CounterMethod, string> = {
  cash: 'নগদ টাকা',
  bkash_send_money: 'বিকাশ সেন্ড মানি',
  nagad_send_money: 'নগদ সেন্ড মানি',
  rocket_send_money: 'রকেট সেন্ড মানি',
  card_terminal: 'কার্ড মেশিন',
};
const ROLE_WORDS: Record<RoleName, string> = { user: 'গ্রাহকের', staff: 'দোকানের কর্মীর', admin: 'অ্যাডমিনের' };
const state = (name: string) => STATE_WORDS[name] ?? name;
const type = (name: string) => TYPE_WORDS[name] ?? name;
const n = (value: number) => formatDigits(value, 'bn');

// Dhaka days, clocks and periods, on Bangla's calendar and clock.
const WEEKDAYS = ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'];
const MONTHS = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
];
/** 'শুক্রবার ১১ ডিসেম্বর'; without the weekday where room is short (an SMS). */
const dayWords = (d: ShopDayParts, withWeekday = true) => {
  const date = `${n(d.day)} ${MONTHS[d.month - 1]}`;
  return withWeekday ? `${WEEKDAYS[d.weekday]} ${date}` : date;
};
/** The part of the day a Bangla clock names (CLDR's bn day periods): ভোর, সকাল, দুপুর, বিকাল, সন্ধ্যা, রাত. */
function dayPeriod(hour: number): string {
  if (hour >= 4 && hour < 6) return 'ভোর';
  if (hour >= 6 && hour < 12) return 'সকাল';
  if (hour >= 12 && hour < 16) return 'দুপুর';
  if (hour >= 16 && hour < 18) return 'বিকাল';
  if (hour >= 18 && hour < 20) return 'সন্ধ্যা';
  return 'রাত';
}
/** 'দুপুর ২:০০'. */
const clockWords = (hour: number, minute: number) =>
  `${dayPeriod(hour)} ${n(hour % 12 === 0 ? 12 : hour % 12)}:${formatDigits(minute, 'bn', 2)}`;
const momentWords = (m: ShopMomentParts, withWeekday = true) =>
  m.day ? `${dayWords(m.day, withWeekday)}, ${clockWords(m.hour, m.minute)}` : clockWords(m.hour, m.minute);
const shopDay = (at: Date, withWeekday = true) => dayWords(shopDayParts(at), withWeekday);
const clock = (at: Date) => {
  const { hour, minute } = dhakaClock(at);
  return clockWords(hour, minute);
};
/** 'শুক্রবার ১১ ডিসেম্বর, দুপুর ২:০০ থেকে সন্ধ্যা ৬:০০' (the "from" is part of it). */
const period = (p: Period) => {
  const parts = shopPeriodParts(p);
  const from = momentWords(parts.start);
  return parts.end ? `${from} থেকে ${momentWords(parts.end)}` : `${from} থেকে ফেরত দেওয়া পর্যন্ত`;
};
/** '১ দিন ২ ঘণ্টা ৩০ মিনিট'. */
const durationWords = (totalMinutes: number) => {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const counted = (count: number, unitWord: string) => (count ? `${formatNumber(count, 'bn')} ${unitWord}` : '');
  const parts = [counted(Math.floor(minutes / 1440), 'দিন'), counted(Math.floor((minutes % 1440) / 60), 'ঘণ্টা')];
  return [...parts, counted(minutes % 60, 'মিনিট')].filter(Boolean).join(' ') || `${formatNumber(0, 'bn')} মিনিট`;
};

// The messages to customers (SMS and e-mail), said the way a Dhaka customer reads them.
const bnWhen = (instant: Date) => `${shopDay(instant)}, ${clock(instant)}`;
const bnPeriod = (r: RentalFacts) => period({ start: r.start, end: r.end });
// An SMS leaves the weekday out: a Bangla SMS holds 67 characters a part, and the date says enough.
const bnSmsWhen = (instant: Date) => `${shopDay(instant, false)}, ${clock(instant)}`;
const bnTaka = (amount: number) => formatTaka(amount, 'bn');
const bnCalendarDay = (date: string) => shopDay(shopDateRange(date, date).start);
const BN_ADVANCE = bnTaka(ADVANCE_PAYMENT_BDT);
/** The words of a bill's parts in an SMS: 'মোট ৩,৮০০৳ (ভাড়া ১,০৮০, দেরি ৫৪০, ক্ষতি ৫০০)'. */
const BN_BILL_PART_WORDS: Record<BillSmsPart, string> = {
  rent: 'ভাড়া',
  late: 'দেরি',
  fuel: 'জ্বালানি',
  helmet: 'হেলমেট',
  charge: 'ক্ষতি',
};
/** A length of time in Bangla: '১ দিন ৪ ঘণ্টা ৩০ মিনিট', '৩ ঘণ্টা', '৪৫ মিনিট'. */
const bnDuration = (total: number) => {
  const parts = [
    [Math.floor(total / 1440), 'দিন'],
    [Math.floor((total % 1440) / 60), 'ঘণ্টা'],
    [total % 60, 'মিনিট'],
  ] as const;
  return (
    parts
      .filter(([count]) => count > 0)
      .map(([count, unit]) => `${n(count)} ${unit}`)
      .join(' ') || `${n(0)} মিনিট`
  );
};
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
  [
    `বাইক: ${r.bikeName}`,
    `সময়: ${bnPeriod(r)} (ঢাকার সময়)`,
    r.plannedCharge === null
      ? `ভাড়া: ঘণ্টায় ${bnTaka(r.pricePerHour)}`
      : `মোট: ${bnTaka(r.plannedCharge)}, সময়মতো ফেরত দিলে (রসিদে প্রতিটি খরচ লেখা আছে)`,
  ].join('\n');

const BN_CANCELLATION_RULE = `শুরুর ${formatDigits(CANCEL_REFUND_HOURS, 'bn')} ঘণ্টা বা তার আগে বাতিল করলে ${BN_ADVANCE} অগ্রিম ফেরত পাবেন; এর পরে বাতিল করলে অগ্রিম ফেরত হয় না।`;

/** '২৩ নভে, ২০২৬ তারিখে ফেরত দেওয়া হয়েছে'. */
const refundedOn = (refund: Pick<RefundFacts, 'refundedAt'>) =>
  `${formatShopDate(refund.refundedAt, 'bn')} তারিখে ফেরত দেওয়া হয়েছে`;

const REFUND_REASONS: Record<RefundFacts['reason'], string> = {
  late_payment: 'বুকিংয়ের সময় পার হওয়ার পর অগ্রিম দেওয়া হয়েছে',
  duplicate_payment: 'একই জিনিসের জন্য দুবার পেমেন্ট হয়েছে',
  negative_balance: 'ভাড়া অগ্রিমের চেয়ে কম হয়েছে',
  cancelled: 'বুকিং বাতিল, অগ্রিম ফেরত পাওনা',
  refused_payment: 'দোকান যে পেমেন্ট নিতে পারেনি',
  deposit_return: 'বিলের পর জামানতের বাকি অংশ',
};

const RENTAL_STATUS: Record<RentalStatus, string> = {
  pending: 'অগ্রিম পেমেন্টের অপেক্ষায়',
  booked: 'বুক করা, এখনো শুরু হয়নি',
  active: 'ভাড়ায় আছে',
  returned: 'ফেরত দেওয়া হয়েছে',
  cancelled: 'বাতিল',
  no_show: 'আসেননি: বাইক নেওয়া হয়নি',
  expired: 'মেয়াদ শেষ: সময়মতো অগ্রিম দেওয়া হয়নি',
};

const RENTAL_STATE_SHORT: Record<RentalStatus, string> = {
  pending: 'অ্যাডভান্সের অপেক্ষায়',
  booked: 'বুক করা',
  active: 'ভাড়ায় বাইরে',
  returned: 'ফেরত এসেছে',
  cancelled: 'বাতিল',
  no_show: 'আসেননি',
  expired: 'অ্যাডভান্স না দেওয়ায় বাতিল',
};

const PAYMENT_STATUS: Readonly<Record<string, string>> = {
  pending: 'এখনো শেষ হয়নি',
  paid: 'পরিশোধিত',
  failed: 'ব্যর্থ',
  cancelled: 'চেকআউটে বাতিল করা হয়েছে',
  expired: 'সময়মতো দেওয়া হয়নি',
  duplicate: 'দুবার দেওয়া হয়েছে: ফেরত পাওনা',
};

const MESSAGE_KINDS: Record<MessageTemplate, string> = {
  booking_confirmed: 'বুকিং কনফার্ম',
  pickup_reminder: 'বাইক নেওয়ার রিমাইন্ডার',
  return_reminder: 'বাইক ফেরতের রিমাইন্ডার',
  overdue: 'বাইক ফেরতে দেরি',
  return_recorded: 'বাইক ফেরত নেওয়া হয়েছে',
  payment_received: 'পেমেন্ট পাওয়া গেছে',
  refund_recorded: 'রিফান্ড দেওয়া হয়েছে',
  booking_cancelled: 'বুকিং বাতিল',
  booking_expired: 'বুকিংয়ের মেয়াদ শেষ',
  payment_owed_back: 'টাকা ফেরত পাওনা',
  login_code: 'অ্যাডমিনের লগ ইন কোড',
  email_verification: 'ইমেইল যাচাইয়ের লিংক',
  phone_code: 'ফোনে সাইন ইনের কোড',
  rider_rejected: 'রাইডারের কাগজপত্র বাতিল',
  payment_link: 'পেমেন্ট লিংক',
  licence_expiring: 'লাইসেন্সের মেয়াদ শেষ হচ্ছে',
  paper_expiring: 'বাইকের কাগজের মেয়াদ শেষ হচ্ছে',
  service_due: 'বাইকের সার্ভিসের সময় হয়েছে',
  handed_over: 'বাইক বুঝিয়ে দেওয়া হয়েছে',
  rental_moved: 'বুকিং অন্য বাইকে সরানো হয়েছে',
};

const MESSAGE_STATUSES: Record<MessageStatus, string> = {
  queued: 'অপেক্ষায়',
  sending: 'পাঠানো হচ্ছে',
  sent: 'পাঠানো হয়েছে',
  failed: 'ব্যর্থ',
};

const STANDIN_MODES: Record<StandinModeName, string> = {
  deliver: 'পৌঁছে দাও',
  fail: 'ব্যর্থ হও (সার্ভার এরর)',
  timeout: 'সময় শেষ হয়ে যাক',
  'error-code': 'এরর কোড দিয়ে উত্তর',
};

/** Why a payment waits for an admin's check; a risk level in Bengali digits when it is a number. */
const heldReason = (reason: HeldPaymentReason) => {
  if (reason.code === 'risky') {
    if (reason.riskLevel === null) return 'গেটওয়ে পেমেন্টটিকে ঝুঁকিপূর্ণ বলেছে';
    const level = /^\d+$/.test(reason.riskLevel) ? n(Number(reason.riskLevel)) : reason.riskLevel;
    return `গেটওয়ে পেমেন্টটিকে ঝুঁকিপূর্ণ বলেছে: ঝুঁকির মাত্রা ${level}${reason.riskTitle ? ` (${reason.riskTitle})` : ''}`;
  }
  return reason.answer === null ? 'গেটওয়ের উত্তর চেনা যায়নি' : `গেটওয়ের উত্তর চেনা যায়নি: ${reason.answer}`;
};

export const bn: Catalogue = {
  // Fields of forms and queries.
  fieldRequired: (p) => `${field(p.field)} দিতে হবে`,
  fieldTooLong: (p) => `${field(p.field)} সর্বোচ্চ ${n(p.max)} অক্ষরের হতে পারে`,
  fieldNotNumber: (p) => `${field(p.field)} একটি সংখ্যা হতে হবে`,
  fieldNotWhole: (p) => `${field(p.field)} একটি পূর্ণ সংখ্যা হতে হবে`,
  fieldBelow: (p) => `${field(p.field)} কমপক্ষে ${n(p.min)} হতে হবে`,
  fieldAbove: (p) => `${field(p.field)} সর্বোচ্চ ${n(p.max)} হতে পারে`,
  fieldTooMany: (p) => `${field(p.field)}-এ সর্বোচ্চ ${n(p.max)}টি জিনিস থাকতে পারে`,
  fieldNotBoolean: (p) => `${field(p.field)}-এর মান true অথবা false হতে হবে`,
  fieldTooManyDecimals: (p) => `${field(p.field)}-এ দশমিকের পরে সর্বোচ্চ ${n(p.places)}টি অঙ্ক থাকতে পারে`,
  fieldWholeFrom: (p) => `${field(p.field)} ${n(p.min)} বা তার বেশি একটি পূর্ণ সংখ্যা হতে হবে`,
  fieldWholeBetween: (p) => `${field(p.field)} ${n(p.min)} থেকে ${n(p.max)}-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে`,
  fieldInvalidCharacter: (p) => `${field(p.field)}-এ এমন একটি অক্ষর আছে, যা গ্রহণ করা যায় না`,
  fieldHasWebAddress: (p) => `${field(p.field)}-এ কোনো ওয়েব ঠিকানা বা লিংক দেওয়া যাবে না`,
  fieldHasNul: (p) => `${field(p.field)}-এ এমন একটি অক্ষর আছে যা চলে না (NUL)`,
  notDate: () => 'তারিখটি YYYY-MM-DD আকারে লিখতে হবে',
  notInstant: () => 'তারিখ ও সময় সময় অঞ্চলসহ ISO 8601 আকারে হতে হবে',
  idInvalid: () => 'আইডিটি সঠিক নয়',
  idNotMessageNumber: () => 'আইডি একটি বার্তার নম্বর হতে হবে',
  emailInvalid: () => 'একটি সঠিক ই-মেইল ঠিকানা দিন',
  passwordTooShort: (p) => `পাসওয়ার্ড কমপক্ষে ${n(p.min)} অক্ষরের হতে হবে`,
  phoneInvalid: () => 'বাংলাদেশের একটি মোবাইল নম্বর দিন, যেমন ০১৭১২ ৩৪৫৬৭৮ বা +৮৮০ ১৭১২ ৩৪৫৬৭৮',
  roleInvalid: () => "ভূমিকা 'user' (গ্রাহক), 'staff' (দোকানের কর্মী) অথবা 'admin' (অ্যাডমিন) হতে হবে",
  imageInvalid: () => 'ছবির একটি ঠিকানা দিন (https://… অথবা /media/…)',
  nothingToUpdate: () => 'বদলানোর জন্য অন্তত একটি তথ্য পাঠান',
  idempotencyKeyInvalid: (p) => `Idempotency-Key ${n(p.min)} থেকে ${n(p.max)}টি দৃশ্যমান ASCII অক্ষরের হতে হবে`,
  availabilityFilterInvalid: () => "প্রাপ্যতা 'Available' অথবা 'Not Available' হতে হবে",
  languageInvalid: () => "ভাষা 'en' (ইংরেজি) অথবা 'bn' (বাংলা) হতে হবে",
  channelInvalid: () => "মাধ্যম 'sms' অথবা 'email' হতে হবে",
  messageStatusInvalid: () => "অবস্থা 'queued', 'sending', 'sent' অথবা 'failed' হতে হবে",
  templateInvalid: () => 'এটি দোকানের কোনো বার্তার ধরন নয়',
  reminderChannelInvalid: () => "রিমাইন্ডারের মাধ্যম 'sms', 'email' অথবা 'none' হতে হবে",
  standinModeInvalid: () => "মোড 'deliver', 'fail', 'timeout' অথবা 'error-code' হতে হবে",
  refundMethodInvalid: () => 'পদ্ধতি bkash, nagad, cash, bank অথবা gateway_panel-এর একটি হতে হবে',
  refundStatusInvalid: () => "অবস্থা 'due', 'refunded' অথবা 'all' হতে হবে",
  decisionInvalid: () => "সিদ্ধান্ত 'accept' অথবা 'refund' হতে হবে",
  includeInvalid: () => "include-এর মান কেবল 'all' হতে পারে",
  rentalStateInvalid: () => "অবস্থা 'open' অথবা 'returned' হতে হবে",
  auditActionInvalid: (p) => `কাজটি এগুলোর একটি হতে হবে: ${p.actions.join(', ')}`,
  amountNotWhole: () => 'পরিমাণ পূর্ণ টাকায় হতে হবে',
  amountNotPositive: () => 'পরিমাণ ০-এর বেশি হতে হবে',
  counterMethodInvalid: () =>
    "পদ্ধতি 'cash', 'bkash_send_money', 'nagad_send_money', 'rocket_send_money' অথবা 'card_terminal'-এর একটি হতে হবে",
  counterPurposeInvalid: () => "কিসের টাকা, তা 'advance' (অগ্রিম) অথবা 'balance' (বাকি ভাড়া) হতে হবে",
  referenceRequired: (p) => `${METHOD_WORDS[p.method]}-এর রেফারেন্স দিতে হবে`,
  cashTakesNoReference: () => 'নগদ টাকার পেমেন্টে কোনো রেফারেন্স লাগে না',
  depositMethodInvalid: () =>
    "পদ্ধতি 'cash', 'bkash_send_money', 'nagad_send_money', 'rocket_send_money', 'card_terminal' অথবা 'bkash_hold'-এর একটি হতে হবে",
  bkashHoldTakesNoReference: () =>
    'বিকাশে আটকে রাখা জামানতে কোনো রেফারেন্স লাগে না: বিকাশের নিজস্ব আইডিটিই এর সঙ্গে রাখা থাকে',
  sendMoneyReferenceInvalid: () =>
    'রেফারেন্স হবে গ্রাহকের ফোনে দেখানো সেন্ড মানির ট্রানজ্যাকশন আইডি: ৮ থেকে ১২টি ইংরেজি অক্ষর ও অঙ্ক',
  terminalReferenceInvalid: () => 'রেফারেন্স হবে কার্ড মেশিনের রেফারেন্স: ৪ থেকে ৩২টি ইংরেজি অক্ষর, অঙ্ক বা হাইফেন',
  needsBothLanguages: (p) => `${field(p.field)} ইংরেজি ('en') ও বাংলা ('bn') দুই ভাষাতেই দিতে হবে`,
  codeInvalid: (p) => `${field(p.field)} ${n(p.min)} থেকে ${n(p.max)}টি ইংরেজি অক্ষর, অঙ্ক বা হাইফেনে লিখতে হবে`,
  ruleKindInvalid: () => "ধরন 'weekend' অথবা 'dates' হতে হবে",
  rulePercentZero: () => 'শতাংশ ০ হতে পারে না: নিয়ম ভাড়া বাড়ায় বা কমায়',
  couponKindInvalid: () => "ধরন 'percent' অথবা 'fixed' হতে হবে",
  chargeCodeInvalid: (p) =>
    `${field(p.field)} ${n(p.min)} থেকে ${n(p.max)}টি ইংরেজি বড় হাতের অক্ষর, অঙ্ক বা আন্ডারস্কোরে (_) লিখতে হবে`,
  activeFilterInvalid: () => "'active'-এর মান 'true' অথবা 'false' হতে হবে",
  loginCodeInvalidFormat: (p) => `আমাদের পাঠানো ${n(p.digits)} অঙ্কের কোডটি লিখুন`,
  nameNeededForNewAccount: () => 'এই নম্বরে এখনো কোনো অ্যাকাউন্ট নেই: অ্যাকাউন্ট খুলতে আপনার নাম লিখুন',

  // Zod's own words.
  invalidType: (p) => `তথ্যটি সঠিক নয়: ${type(p.expected)} দরকার, কিন্তু এসেছে ${type(p.received)}`,
  invalidInput: () => 'তথ্যটি সঠিক নয়',
  invalidOption: (p) => `এগুলোর একটি বেছে নিন: ${p.options}`,
  invalidValue: (p) => `তথ্যটি সঠিক নয়: ${p.value} হতে হবে`,
  tooBig: (p) =>
    p.inclusive
      ? `${type(p.type)} সর্বোচ্চ ${n(p.max)}${unit(p.type)} হতে পারে`
      : `${type(p.type)} ${n(p.max)}${unit(p.type)}-এর কম হতে হবে`,
  tooSmall: (p) =>
    p.inclusive
      ? `${type(p.type)} কমপক্ষে ${n(p.min)}${unit(p.type)} হতে হবে`
      : `${type(p.type)} ${n(p.min)}${unit(p.type)}-এর বেশি হতে হবে`,
  exactLength: (p) =>
    p.type === 'array' ? `তালিকায় ঠিক ${n(p.n)}টি জিনিস থাকতে হবে` : `${type(p.type)}টি ঠিক ${n(p.n)} অক্ষরের হতে হবে`,

  // Periods, windows and reports.
  startNotWholeMinute: () => 'শুরুর সময় পূর্ণ মিনিটে হতে হবে',
  startInPast: () => 'শুরুর সময় অতীতে হতে পারে না',
  startTooFarAhead: (p) => `শুরুর সময় আগামী ${n(p.days)} দিনের মধ্যে হতে হবে`,
  returnNotWholeMinute: () => 'ফেরতের সময় পূর্ণ মিনিটে হতে হবে',
  rentalTooShort: () => 'ফেরতের পরিকল্পিত সময় শুরুর অন্তত ১ ঘণ্টা পরে হতে হবে',
  rentalTooLong: (p) => `একটি বুকিং সর্বোচ্চ ${n(p.days)} দিনের হতে পারে`,
  windowOutOfOrder: (p) => `${field(p.to)} অবশ্যই ${field(p.from)} থেকে পরে হতে হবে`,
  windowTooWide: (p) => `${field(p.from)} থেকে ${field(p.to)} পর্যন্ত সর্বোচ্চ ${n(p.days)} দিন হতে পারে`,
  periodTaken: (p) => `এই বাইকটি ${period(p.clash)} বুক করা আছে`,
  reportOutOfOrder: () => 'শেষের তারিখ শুরুর তারিখের দিন বা তার পরে হতে হবে',
  reportTooLong: (p) => `একটি রিপোর্টে সর্বোচ্চ ${n(p.days)} দিন ধরা যায়`,
  auditOutOfOrder: () => 'শুরুর তারিখ শেষের তারিখের পরে হতে পারে না',
  availabilityHalf: () => 'শুরু ও শেষের সময় দুটোই একসঙ্গে দিতে হবে',

  // The error handler and Fastify's own refusals.
  notAField: (p) => `${p.key} এই অনুরোধে নেওয়া হয় না`,
  partInvalid: (p) => `${field(p.part)} সঠিক নয়`,
  fieldPrefixed: (p) => `${field(p.field)}: ${p.message}`,
  requestInvalid: () => 'অনুরোধটি সঠিক নয়',
  bodyNotJson: () => 'অনুরোধের তথ্য সঠিক JSON নয়',
  requestTooLarge: () => 'অনুরোধটি খুব বড়',
  addressTooLong: () => 'ঠিকানাটি খুব লম্বা',
  addressBrokenEscape: () => 'ঠিকানাটি সঠিক নয়: এতে একটি ভাঙা % চিহ্ন আছে',
  noSuchCall: (p) => `এমন কোনো API কল নেই${p.call ? `: ${p.call}` : ''}`,
  tooManyAttempts: () => 'অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট পরে আবার চেষ্টা করুন',
  tryAgainInMinutes: (p) => `অনেকবার চেষ্টা করা হয়েছে। ${n(p.minutes)} মিনিট পরে আবার চেষ্টা করুন`,
  internal: () => 'আমাদের দিকে একটি সমস্যা হয়েছে। আবার চেষ্টা করুন',
  restarting: () => 'দোকানের সার্ভার আবার চালু হচ্ছে। একটু পরে আবার চেষ্টা করুন',
  databaseUnavailable: () => 'এই মুহূর্তে দোকানের ডেটাবেসে পৌঁছানো যাচ্ছে না। একটু পরে আবার চেষ্টা করুন',

  // Accounts and sessions.
  notFound: (p) => `${field(p.what)} খুঁজে পাওয়া যায়নি`,
  logInFirst: () => 'চালিয়ে যেতে লগ ইন করুন',
  sessionExpired: () => 'আপনার সেশনের মেয়াদ শেষ হয়েছে। আবার লগ ইন করুন',
  adminOnly: () => 'এটি শুধু অ্যাডমিন করতে পারেন',
  staffOnly: () => 'এটি শুধু দোকানের কর্মী বা অ্যাডমিন করতে পারেন',
  phoneTaken: () => 'এই ফোন নম্বরে আগেই একটি অ্যাকাউন্ট আছে',
  ownRoleUnchangeable: () => 'নিজের ভূমিকা নিজে বদলানো যায় না: অন্য একজন অ্যাডমিনকে বদলাতে হবে',
  emailTaken: () => 'এই ই-মেইলে আগেই একটি অ্যাকাউন্ট আছে। লগ ইন করুন',
  wrongCredentials: () => 'ই-মেইল বা পাসওয়ার্ড ভুল',
  loginSlowedDown: (p) => `এই অ্যাকাউন্টে অনেকবার ভুল লগ ইন হয়েছে। ${n(p.seconds)} সেকেন্ড পরে আবার চেষ্টা করুন`,
  loginCodeSent: (p) => `আপনার ফোন ও ই-মেইলে ${n(p.digits)} অঙ্কের একটি কোড পাঠিয়েছি। লগ ইন করতে কোডটি লিখুন`,
  loginCodeWrong: () =>
    'কোডটি ভুল, আগে ব্যবহার করা হয়েছে বা মেয়াদ শেষ। সবশেষে পাঠানো কোডটি লিখুন, অথবা নতুন কোড পেতে কোড ছাড়া লগ ইন করুন',
  phoneCodeSent: (p) => `এই নম্বরে এসএমএস যেতে পারলে একটি কোড আসছে। কোডটি ${n(p.minutes)} মিনিট চলবে`,
  phoneCodeWait: (p) => `একটু আগেই এই নম্বরে একটি কোড পাঠানো হয়েছে। ${n(p.seconds)} সেকেন্ড পরে আবার চাইতে পারবেন`,
  phoneCodesPerHour: (p) =>
    `এক ঘণ্টার মধ্যে এই নম্বরে ${n(p.count)}টি কোড পাঠানো হয়েছে। ${n(p.minutes)} মিনিট পরে আবার চাইতে পারবেন`,
  phoneCodeWrong: (p) => `কোডটি ভুল। আর ${n(p.triesLeft)} বার চেষ্টা করা যাবে`,
  phoneCodeNoTriesLeft: () => 'এই কোড দিয়ে অনেকবার চেষ্টা করা হয়েছে। নতুন একটি কোড চান',
  phoneCodeExpired: () => 'কোডটির মেয়াদ শেষ হয়ে গেছে। নতুন একটি কোড চান',
  phoneCodeUsed: () => 'এই কোডটি আগেই ব্যবহার করা হয়েছে। নতুন একটি কোড চান',
  phoneCodeNotSent: () => 'সম্প্রতি এই নম্বরে কোনো কোড পাঠানো হয়নি। আগে একটি কোড চান',
  phoneSignInCustomersOnly: () => 'দোকানের কর্মী ও অ্যাডমিনরা ই-মেইল ও পাসওয়ার্ড দিয়ে লগ ইন করেন',
  phoneAccountCreated: () => 'আপনার অ্যাকাউন্ট খোলা হয়েছে এবং আপনি সাইন ইন করেছেন',
  alreadyAdmin: () => 'এই ব্যবহারকারী আগে থেকেই অ্যাডমিন',
  adminNotDeletable: () => 'অ্যাডমিনকে মুছে ফেলা যায় না',
  userHasOpenRentals: () =>
    'এই গ্রাহকের একটি বুকিং, ভাড়ায় থাকা বাইক বা বকেয়া টাকা আছে, তাই অ্যাকাউন্টটি এখনই মুছে ফেলা যাবে না',
  tooManyContactMessages: () => 'গত এক ঘণ্টায় আপনি অনেক বার্তা পাঠিয়েছেন। অনুগ্রহ করে আমাদের ফোন করুন',
  verificationLinkInvalid: () =>
    'যাচাইয়ের এই লিংকটি সঠিক নয়: লিংকটি বদলে গেছে, অথবা এটি এমন একটি ঠিকানার, যা এই অ্যাকাউন্টে আর নেই',
  verificationLinkExpired: () => 'যাচাইয়ের এই লিংকের মেয়াদ শেষ হয়ে গেছে। লগ ইন করে প্রোফাইল পাতা থেকে নতুন লিংক চেয়ে নিন',
  emailAlreadyVerified: () => 'এই ই-মেইল ঠিকানাটি আগেই যাচাই করা হয়েছে',

  // Bikes.
  bikeIdMismatch: () => '_id ঠিকানায় থাকা বাইকের আইডির সঙ্গে মিলতে হবে',
  dayPriceAboveHours: (p) => `দিনপ্রতি ভাড়া ঘণ্টাপ্রতি ভাড়ার ২৪ গুণের বেশি হতে পারে না (সর্বোচ্চ ${n(p.max)})`,
  weekPriceAboveDays: (p) => `সপ্তাহপ্রতি ভাড়া দিনপ্রতি ভাড়ার ৭ গুণের বেশি হতে পারে না (সর্বোচ্চ ${n(p.max)})`,
  bikeHasOpenRental: () => 'বাইকটি বুক করা আছে বা ভাড়ায় আছে। মুছে ফেলার আগে এর বুকিং বাতিল করুন বা ফেরত নথিভুক্ত করুন',

  // Add-ons at checkout.
  addOnTwice: (p) => `${p.code} অ্যাড-অনটি দুবার চাওয়া হয়েছে: একবার দিন, সঙ্গে পরিমাণ লিখুন`,
  addOnUnknown: (p) => `${p.code} নামে কোনো অ্যাড-অন নেই`,
  addOnUnavailable: (p) =>
    p.left === 0
      ? `পুরো সময়টার জন্য কোনো ${p.name.bn} খালি নেই`
      : `পুরো সময়টার জন্য মাত্র ${n(p.left)}টি ${p.name.bn} খালি আছে`,

  // Coupons at checkout.
  couponUnknown: (p) => `${p.code} নামে কোনো কুপন নেই`,
  couponNotYet: (p) => `${p.code} কুপনটি ${bnCalendarDay(p.from)} থেকে ব্যবহার করা যাবে`,
  couponExpired: (p) => `${p.code} কুপনের মেয়াদ ${bnCalendarDay(p.to)} শেষ হয়ে গেছে`,
  couponOtherBike: (p) => `${p.code} কুপনটি অন্য একটি বাইকের জন্য`,
  couponFirstRental: (p) => `${p.code} কুপনটি শুধু প্রথমবার ভাড়া নেওয়া গ্রাহকদের জন্য`,
  couponMinimum: (p) => `${p.code} কুপন ব্যবহার করতে ভাড়া কমপক্ষে ${bnTaka(p.minimum)} হতে হবে`,
  couponUsedUp: (p) => `${p.code} কুপনটি যতবার ব্যবহার করা যায়, ততবার ব্যবহার হয়ে গেছে`,
  couponUsedByYou: (p) => `আপনি ${p.code} কুপনটি ${n(p.max)} বার ব্যবহার করেছেন, এর বেশি ব্যবহার করা যায় না`,

  // The owner's price lists.
  ruleNeedsDates: () => "তারিখের নিয়মে প্রথম ও শেষ দিন ('from' ও 'to') দুটোই দিতে হবে",
  daysOutOfOrder: (p) => `${field(p.to)} ${field(p.from)} থেকে আগে হতে পারে না`,
  couponPercentAbove100: () => 'শতাংশের কুপনে ছাড়ের পরিমাণ সর্বোচ্চ ১০০ হতে পারে',
  addOnCodeTaken: () => 'এই কোডে আগেই আরেকটি অ্যাড-অন আছে',
  couponCodeTaken: () => 'এই কোডে আগেই আরেকটি কুপন আছে (বড় ও ছোট হাতের অক্ষর একই ধরা হয়)',
  chargeItemCodeTaken: () => 'চার্জের তালিকায় এই কোডে আগেই আরেকটি চার্জ আছে',

  // Booking, returns and paying.
  adminCannotBook: () => 'অ্যাডমিন বাইক বুক করতে পারেন না',
  staffCannotBook: () => 'দোকানের কর্মী নিজের নামে বাইক বুক করতে পারেন না',

  // কাউন্টার।
  notACustomer: () => 'কাউন্টারে কেবল গ্রাহকের জন্য বুকিং করা যায়: এটি দোকানের কর্মী বা অ্যাডমিনের অ্যাকাউন্ট',
  amountDue: (p) =>
    `এই ভাড়ার ${p.purpose === 'advance' ? 'অগ্রিম' : 'বাকি ভাড়া'} বাবদ দিতে হবে ${formatTaka(p.amount, 'bn')}`,
  advanceAlreadyPaid: () => 'এই বুকিংয়ের অগ্রিম আগেই পরিশোধ করা হয়েছে',
  balanceAlreadyPaid: () => 'এই ভাড়ার বাকি টাকা আগেই পরিশোধ করা হয়েছে',
  duplicateReference: (p) => `${METHOD_WORDS[p.method]}-এর এই রেফারেন্স আগেই আরেকটি পেমেন্টে নথিভুক্ত হয়েছে`,
  tillNotOpen: () => 'নগদ টাকা নেওয়া বা ফেরত দেওয়ার আগে আজকের ক্যাশবাক্স খুলুন',
  notAwaitingAdvance: () => 'এই বুকিংটি অগ্রিমের অপেক্ষায় নেই: লিংকে পরিশোধ করার কিছু নেই',
  noMobileNumber: () => 'এই গ্রাহকের এমন কোনো মোবাইল নম্বর নেই যেখানে এসএমএস পাঠানো যায়',
  paymentLinkSentRecently: (p) =>
    `এক মিনিটের কম সময় আগে এই বুকিংয়ের পেমেন্ট লিংক পাঠানো হয়েছে। না পৌঁছালে ${n(p.seconds)} সেকেন্ড পরে আবার পাঠান`,
  tillAlreadyOpen: () => 'আপনার আজকের ক্যাশবাক্স আগেই খোলা হয়েছে',
  tillClosed: () => 'এই ক্যাশবাক্স বন্ধ হয়ে গেছে: এতে আর কিছু বদলানো যায় না',
  staffRefundsInCashOnly: () =>
    'দোকানের কর্মী কেবল নিজের ক্যাশবাক্স থেকে নগদ টাকায় ফেরত দেন; অন্য উপায়ে ফেরতের হিসাব অ্যাডমিন নথিভুক্ত করেন',
  riderDocumentKindInvalid: (p) => `ধরন এগুলোর একটি হতে হবে: ${p.kinds.map((kind) => `'${kind}'`).join(', ')}`,
  riderStatusInvalid: (p) => `অবস্থা এগুলোর একটি হতে হবে: ${p.statuses.map((status) => `'${status}'`).join(', ')}`,
  nidNumberInvalid: () => 'জাতীয় পরিচয়পত্রের নম্বর ১০, ১৩ বা ১৭ অঙ্কের হতে হবে',
  licenceNumberInvalid: () => 'ড্রাইভিং লাইসেন্সের নম্বর ৬ থেকে ২০টি অক্ষর ও অঙ্কের হতে হবে',
  licenceExpiryPast: () => 'ড্রাইভিং লাইসেন্সের মেয়াদ শেষ: মেয়াদের তারিখ আজকের পরে হতে হবে',
  pictureMissing: () => "ছবিটি 'file' ঘরে, তার ধরন ('kind') সহ পাঠান",
  pictureNotMultipart: () => "ছবিটি 'multipart/form-data' হিসেবে 'kind' ও 'file' ঘর দিয়ে পাঠান",
  pictureTooLarge: (p) => `ছবিটি ${n(p.megabytes)} মেগাবাইটের চেয়ে বড়`,
  pictureTypeUnsupported: () => "ছবিটি 'JPEG', 'PNG' বা 'WebP' হতে হবে",
  pictureTooManyPixels: (p) => `ছবিটিতে ${n(p.megapixels)} মেগাপিক্সেলের বেশি আছে: কম রেজোলিউশনে আবার তুলুন`,
  riderNotPending: () => 'এই রাইডারের কাগজপত্র যাচাইয়ের অপেক্ষায় নেই',
  riderLicenceExpired: () => 'এই রাইডারের ড্রাইভিং লাইসেন্সের মেয়াদ শেষ: অনুমোদন করা যাবে না',
  photoIdsInvalid: (p) => `'photoIds' হতে হবে অন্তত ${n(p.min)}টি ছবির আইডির তালিকা`,
  photosTooFew: (p) => `বাইকের অন্তত ${n(p.min)}টি ছবি তুলুন`,
  photosTooMany: (p) => `বাইকের সর্বোচ্চ ${n(p.max)}টি ছবি রাখা যায়`,
  photosRepeated: () => 'একই ছবি দুবার দেওয়া হয়েছে',
  helmetsOutInvalid: () => "'helmets' হতে হবে ১ বা ২",
  riderNotApprovedForHandover: (p) =>
    ({
      none: 'রাইডারের পরিচয়পত্র ও লাইসেন্স জমা নেই: বাইক দেওয়ার আগে সেগুলো নিয়ে অনুমোদন করুন',
      pending: 'রাইডারের পরিচয়পত্র ও লাইসেন্স যাচাইয়ের অপেক্ষায়: বাইক দেওয়ার আগে অনুমোদন করুন',
      rejected: 'রাইডারের পরিচয়পত্র ও লাইসেন্স বাতিল হয়েছে: বাইক দেওয়ার আগে আবার নিয়ে অনুমোদন করুন',
      expired: 'রাইডারের ড্রাইভিং লাইসেন্সের মেয়াদ শেষ: বাইক দেওয়ার আগে নতুনটি নিয়ে অনুমোদন করুন',
    })[p.status],
  handoverTooEarly: (p) => `এখনও আগে: বুকিং শুরুর সর্বোচ্চ ${n(p.minutes)} মিনিট আগে বাইক দেওয়া যায়, ${bnWhen(p.from)} থেকে`,
  alreadyHandedOver: () => 'এই বাইকটি আগেই বুঝিয়ে দেওয়া হয়েছে',
  handoverAdvanceNotPaid: () => 'এই বুকিংয়ের অগ্রিম পরিশোধ হয়নি: বাইক দেওয়ার আগে অগ্রিম নিন',
  handoverClosed: () => 'এই বুকিংটি বন্ধ: দেওয়ার মতো কোনো বাইক নেই',
  depositMustBe: (p) =>
    p.amount === 0 ? 'এই বাইকের কোনো জামানত নেই: পরিমাণ ০ হতে হবে' : `এই বাইকের জামানত ${bnTaka(p.amount)}`,
  photosNotOfRental: () => 'দেওয়া একটি ছবি এই ভাড়ার জন্য তোলা নয়, বা আগেই ব্যবহার হয়েছে: এই ভাড়ার ছবিগুলো আবার তুলুন',
  noShowHandedOver: () => 'এই বাইকটি বুঝিয়ে দেওয়া হয়েছে: বরং এর ফেরত নথিভুক্ত করুন',
  chargeNeedsItemOrLabel: () =>
    "প্রতিটি চার্জে হয় 'itemCode' (তালিকা থেকে) নয়তো 'label' (এই ক্ষেত্রের জন্য লেখা) দিতে হবে, দুটো একসাথে নয়",
  chargeItemUnknown: (p) => `চার্জের তালিকায় '${p.code}' কোডের কোনো চার্জ নেই`,
  odometerBelowHandover: (p) => `বাইক দেওয়ার সময় ওডোমিটারে ছিল ${n(p.km)} কিমি: এখন এর কম হতে পারে না`,
  notHandedOver: () => 'এই বাইকটি কখনও বুঝিয়ে দেওয়া হয়নি: আগে বুঝিয়ে দিন, নয়তো বুকিংটিকে না-আসা হিসেবে চিহ্নিত করুন',
  returnNeedsReadings: () =>
    'এই বাইকটি রিডিং ও জামানতসহ বুঝিয়ে দেওয়া হয়েছিল: রিডিংসহ এর ফেরত নথিভুক্ত করুন, যাতে বিলে জামানতের হিসাব মেটে',
  returnRecorded: () => 'ফেরত নথিভুক্ত হয়েছে',
  returnPreviewed: () => 'ফেরত দিলে যত খরচ হবে',
  tooManyPendingOfAccount: (p) =>
    `আপনার ${n(p.n)}টি বুকিং অগ্রিম পেমেন্টের অপেক্ষায় আছে। আরেকটি বাইক বুক করার আগে একটির টাকা দিন বা সেটির মেয়াদ পেরোতে দিন`,
  tooManyPendingOfNetwork: (p) =>
    `আপনার নেটওয়ার্ক থেকে করা ${n(p.n)}টি বুকিং অগ্রিম পেমেন্টের অপেক্ষায় আছে। একটির টাকা দিন বা ${n(p.minutes)} মিনিট পরে আবার চেষ্টা করুন`,
  bikeNotAvailable: () => 'এই বাইকটি এখন বুক করা যাচ্ছে না',
  idempotencyKeyReused: () => 'এই Idempotency-Key আগে অন্য একটি অনুরোধে ব্যবহার করা হয়েছে। নতুন অনুরোধের সঙ্গে নতুন কী পাঠান',
  holdsPausedForAccount: (p) =>
    `এক ঘণ্টার মধ্যে আপনার ${n(p.n)}টি বুকিং অগ্রিম পেমেন্ট ছাড়াই শেষ হয়েছে। আপনি ${clock(p.until)}-এ (${n(p.minutes)} মিনিট পরে) আবার বুক করতে পারবেন`,
  holdsPausedForNetwork: (p) =>
    `এক ঘণ্টার মধ্যে আপনার নেটওয়ার্ক থেকে করা ${n(p.n)}টি বুকিং অগ্রিম পেমেন্ট ছাড়াই শেষ হয়েছে। এই নেটওয়ার্ক থেকে ${clock(p.until)}-এ (${n(p.minutes)} মিনিট পরে) আবার বাইক বুক করা যাবে`,
  nextBookingTooSoon: (p) =>
    `এই বাইকটি ${period(p.next)} বুক করা আছে, যা আপনার চাওয়া শুরুর সময়ের এক ঘণ্টার মধ্যেই। ওই বুকিং শুরুর আগের একটি ফেরতের সময় বেছে নিন`,
  periodTakenMomentAgo: () => 'এইমাত্র ওই সময়ের জন্য বাইকটি অন্য কেউ বুক করেছেন। আবার চেষ্টা করুন',
  bookingLapsed: () => 'এই বুকিংয়ের মেয়াদ শেষ হয়ে গেছে। বাইকটি আবার বুক করুন',
  bookingWasCancelled: () => 'এই বুকিংটি বাতিল হয়েছে। বাইকটি আবার বুক করুন',
  advanceSettled: () => 'এই বুকিংয়ের অগ্রিম আগেই মীমাংসা হয়ে গেছে',
  alreadyReturned: () => 'বাইকটি আগেই ফেরত দেওয়া হয়েছে',
  periodNotBegun: () => 'এই বুকিংয়ের সময় এখনও শুরু হয়নি, তাই বাইকটি ভাড়ায় যায়নি',
  closedWithoutGoingOut: () => 'বাইকটি বের না হয়েই এই বুকিংটি বন্ধ হয়েছে',
  advanceNotPaid: () => 'এই বুকিংয়ের অগ্রিম পরিশোধ করা হয়নি, তাই বাইকটি ভাড়ায় যায়নি',
  returnBeforeStart: () => 'ফেরতের সময় শুরুর সময়ের পরে হতে হবে',
  returnInFuture: () => 'ফেরতের সময় ভবিষ্যতে হতে পারে না',
  notReturnedYet: () => 'বাইকটি এখনও ফেরত আসেনি, তাই এখন কিছু দিতে হবে না',
  rentalAlreadyPaid: () => 'এই ভাড়ার টাকা আগেই পরিশোধ করা হয়েছে',
  shopOwesYou: () => 'কিছু দিতে হবে না: দোকান আপনার টাকা ফেরত দেবে',
  nothingToPay: () => 'এই ভাড়ার জন্য কিছু দিতে হবে না',
  amountToPay: (p) => `এই ভাড়ার জন্য দিতে হবে ${formatTaka(p.amount, 'bn')}`,
  checkoutOpening: () => 'এই ভাড়ার পেমেন্ট পেজ খোলা হচ্ছে। একটু অপেক্ষা করে আবার চেষ্টা করুন',
  gatewayUnavailable: () => 'পেমেন্ট সেবা এই মুহূর্তে সাড়া দিচ্ছে না। এক মিনিট পরে আবার চেষ্টা করুন',
  gatewayNotOffered: (p) => `এর যেকোনো একটি দিয়ে পেমেন্ট করুন: ${p.offered}`,
  sayRefundAdvance: () => 'অগ্রিম ফেরত দেওয়া হবে কি না জানান (refundAdvance: true অথবা false)',
  onlyShopRefundsAdvance: () => 'অগ্রিম ফেরত দেওয়া হবে কি না, তা শুধু দোকান ঠিক করে',
  cannotCancelBegun: () => 'সময় শুরু হয়ে গেছে, তাই এই বুকিং আর বাতিল করা যাবে না',
  nothingToCancel: (p) => `এই বুকিংটি ${state(p.status)}, তাই বাতিল করার কিছু নেই`,
  noShowNotBegun: () => 'সময় এখনও শুরু হয়নি: বরং বুকিংটি বাতিল করুন',
  noShowNotActive: () => 'শুধু সেই বুকিংকেই না-আসা ধরা যায়, যার সময় শুরু হয়েছে কিন্তু বাইক কখনও নেওয়া হয়নি',
  cannotExtend: () => 'শুধু অগ্রিম দেওয়া বুকিং বা ভাড়ায় থাকা বাইকের সময় বাড়ানো যায়',
  noPlannedReturn: () => 'এই ভাড়ার ফেরতের কোনো নির্দিষ্ট সময় নেই: বাইক ফেরত দেওয়া পর্যন্ত চলবে',
  extensionNotLater: () => 'নতুন ফেরতের সময় বর্তমান সময়ের পরে হতে হবে',
  extensionInPast: () => 'নতুন ফেরতের সময় ভবিষ্যতে হতে হবে',

  // Refunds, payments to check, messages (admin).
  alreadyRefunded: () => 'এই টাকা ফেরত আগেই নথিভুক্ত হয়েছে, তাই কিছু বদলানো হয়নি',
  depositRefundMethod: (p) =>
    p.deposit === 'cash'
      ? 'এই জামানত নগদ টাকায় নেওয়া হয়েছিল, তাই এর বাকি অংশ নগদ টাকায়, আপনার ক্যাশবাক্স থেকে ফেরত দিন'
      : `এই জামানত ${METHOD_WORDS[p.deposit]} দিয়ে নেওয়া হয়েছিল, তাই এর বাকি অংশ ${
          p.deposit === 'bkash_send_money' ? 'বিকাশে' : 'নগদে'
        } ফেরত দিন`,
  gatewayRefundUnavailable: () =>
    'এই টাকা গত ১৫ দিনের মধ্যে বিকাশে আসেনি, তাই বিকাশ এটি ফেরত পাঠাতে পারবে না: নিজে ফেরত দিয়ে কীভাবে দিলেন তা লিখে রাখুন',
  refundInProgress: () => 'এই মুহূর্তে বিকাশের কাছে এই টাকা ফেরত চাওয়া হচ্ছে; একটু পরে আবার দেখুন',
  gatewayRefundFailed: (p) =>
    `বিকাশ টাকা ফেরত দেয়নি ("${p.reason}")। আবার চেষ্টা করুন, অথবা নিজে ফেরত দিয়ে কীভাবে দিলেন তা লিখে রাখুন`,
  refundedThroughBkash: () => 'বিকাশে ফেরত পাঠানো হয়েছে',
  depositHoldUnavailable: () => 'এই দোকান বিকাশে জামানত আটকে রাখে না: কাউন্টারে জামানত নিন',
  depositNotHeld: (p) =>
    p.pending
      ? 'রাইডার এখনও বিকাশে জামানত আটকে রাখার অনুরোধ অনুমোদন করেননি: তাঁর ফোনে অনুমোদনের অপেক্ষা করুন, নয়তো অন্যভাবে জামানত নিন'
      : 'বিকাশে জামানত আটকে রাখার কোনো অনুরোধ খোলা নেই: আগে রাইডারের ফোনে একটি পাঠান, নয়তো অন্যভাবে জামানত নিন',
  depositHoldLapsed: () =>
    'বিকাশ আর এই জামানত আটকে রাখছে না (মেয়াদ শেষ বা প্রত্যাখ্যাত), তাই কোনো জামানত নেই: আবার আটকে রাখুন, নয়তো অন্যভাবে জামানত নিন',
  depositHoldOpen: () =>
    'এই জামানত বিকাশে আটকে রাখার অনুরোধ খোলা আছে: সেটি দিয়েই বাইক বুঝিয়ে দিন, নয়তো অন্যভাবে জামানত নেওয়ার আগে সেটি ছেড়ে দিন',
  depositHoldInUse: () => 'এই জামানত ভাড়ায় থাকা একটি বাইকের জন্য আটকে আছে: বাইক ফেরতের সময় এর মীমাংসা হবে',
  depositHoldBusy: () => 'এই মুহূর্তে বিকাশের কাছে এই জামানতের খবর নেওয়া হচ্ছে; একটু পরে আবার দেখুন',
  depositHoldOpened: () => 'বিকাশে জামানত আটকে রাখার অনুরোধ পাঠানো হয়েছে: রাইডার তাঁর ফোনে অনুমোদন দেবেন',
  depositHoldRetrieved: () => 'বিকাশে আটকে রাখা জামানত',
  depositHoldReleased: () => 'বিকাশে আটকে রাখা জামানত ছেড়ে দেওয়া হয়েছে: কিছুই কাটা হয়নি',
  paymentAlreadySettled: (p) => `এই পেমেন্টের মীমাংসা আগেই হয়ে গেছে (${state(p.status)})`,
  paymentNotHeld: () => 'এই পেমেন্ট যাচাইয়ের অপেক্ষায় নেই',
  paymentNotConfirmed: (p) =>
    `পেমেন্ট সেবা এই পেমেন্ট নিশ্চিত করছে না: ${
      p.reason === null
        ? `গেটওয়ে এটিকে ${state(p.status)} বলছে`
        : typeof p.reason === 'string'
          ? p.reason
          : heldReason(p.reason)
    }`,
  reminderTooLate: () => 'এই রিমাইন্ডারের সময় পেরিয়ে গেছে: এখন পাঠালে দেরিতে পৌঁছাবে',
  messageNotRetryable: (p) => `এই বার্তাটি ${state(p.status)}: শুধু ব্যর্থ বার্তাই আবার পাঠানো যায়`,

  // Success messages of the routes.
  registered: () => 'নিবন্ধন সফল হয়েছে। এবার লগ ইন করুন',
  emailVerified: () => 'আপনার ই-মেইল ঠিকানা যাচাই হয়েছে',
  verificationSent: (p) => `যাচাইয়ের নতুন লিংক ${p.email} ঠিকানায় পাঠানো হচ্ছে`,
  loggedIn: () => 'সফলভাবে লগ ইন হয়েছে',
  tokenRefreshed: () => 'টোকেন নতুন করা হয়েছে',
  loggedOut: () => 'লগ আউট হয়েছে',
  loggedOutEverywhere: () => 'সব ডিভাইস থেকে লগ আউট হয়েছে',
  profileRetrieved: () => 'প্রোফাইল পাওয়া গেছে',
  profileUpdated: () => 'প্রোফাইল হালনাগাদ হয়েছে',
  usersRetrieved: () => 'ব্যবহারকারীদের তালিকা পাওয়া গেছে',
  userRetrieved: () => 'ব্যবহারকারীর তথ্য পাওয়া গেছে',
  userPromoted: () => 'ব্যবহারকারীকে অ্যাডমিন করা হয়েছে',
  roleChanged: ({ role }) => `এটি এখন ${ROLE_WORDS[role]} অ্যাকাউন্ট`,
  customersRetrieved: () => 'গ্রাহকদের তালিকা পাওয়া গেছে',
  customerCreated: () => 'গ্রাহকের অ্যাকাউন্ট তৈরি হয়েছে',
  counterBookingMade: () => 'গ্রাহকের জন্য বুকিং হয়েছে',
  counterPaymentRecorded: () => 'পেমেন্ট নথিভুক্ত হয়েছে',
  counterDayRetrieved: () => 'কাউন্টারের দিনের তালিকা পাওয়া গেছে',
  paymentLinkSent: ({ phone }) => `${phone} নম্বরে এসএমএসে পেমেন্ট লিংক পাঠানো হয়েছে`,
  tillOpened: () => 'ক্যাশবাক্স খোলা হয়েছে',
  tillRetrieved: () => 'ক্যাশবাক্সের হিসাব পাওয়া গেছে',
  tillClosedNow: () => 'ক্যাশবাক্স বন্ধ হয়েছে',
  tillsRetrieved: () => 'ক্যাশবাক্সগুলোর হিসাব পাওয়া গেছে',
  riderDetailsSaved: () => 'আপনার পরিচয়পত্র ও লাইসেন্সের তথ্য রাখা হয়েছে',
  riderDocumentSaved: () => 'ছবিটি রাখা হয়েছে',
  riderRetrieved: () => 'রাইডারের কাগজপত্র পাওয়া গেছে',
  ridersRetrieved: () => 'রাইডারদের তালিকা পাওয়া গেছে',
  riderApproved: () => 'রাইডার অনুমোদিত',
  rentalPhotoSaved: () => 'ছবিটি রাখা হয়েছে',
  handedOver: () => 'বাইক বুঝিয়ে দেওয়া হয়েছে',
  riderRejected: () => 'রাইডারের কাগজপত্র বাতিল হয়েছে; রাইডারকে কারণ জানানো হবে',
  userDeleted: () => 'ব্যবহারকারীকে মুছে ফেলা হয়েছে',
  bikesRetrieved: () => 'বাইকের তালিকা পাওয়া গেছে',
  noBikes: () => 'কোনো বাইক পাওয়া যায়নি',
  bikeRetrieved: () => 'বাইকের তথ্য পাওয়া গেছে',
  availabilityRetrieved: () => 'বাইকটি কখন খালি তা পাওয়া গেছে',
  addOnsRetrieved: () => 'অ্যাড-অনের তালিকা পাওয়া গেছে',
  addOnAdded: () => 'অ্যাড-অন যোগ করা হয়েছে',
  addOnUpdated: () => 'অ্যাড-অন আপডেট করা হয়েছে',
  priceRulesRetrieved: () => 'দামের নিয়মের তালিকা পাওয়া গেছে',
  priceRuleAdded: () => 'দামের নিয়ম যোগ করা হয়েছে',
  priceRuleUpdated: () => 'দামের নিয়ম আপডেট করা হয়েছে',
  couponsRetrieved: () => 'কুপনের তালিকা পাওয়া গেছে',
  couponAdded: () => 'কুপন যোগ করা হয়েছে',
  couponUpdated: () => 'কুপন আপডেট করা হয়েছে',
  shopSettingsRetrieved: () => 'দোকানের সেটিংস পাওয়া গেছে',
  shopSettingsUpdated: () => 'দোকানের সেটিংস আপডেট করা হয়েছে',
  blockReasonInvalid: () => "কারণ হতে হবে 'service', 'repair', 'accident' অথবা 'other'",
  blockEndNotAfterStart: () => 'বন্ধ রাখার শেষ সময় শুরুর পরে হতে হবে',
  blockTooLong: ({ max }) => `একটানা সর্বোচ্চ ${formatNumber(max, 'bn')} দিন বন্ধ রাখা যায়`,
  blockEndPassed: () => 'বন্ধ রাখার শেষ সময় এখনকার পরে হতে হবে',
  blockClashes: ({ count }) =>
    count === 1
      ? 'একটি বুকিং এই সময়ের মধ্যে পড়েছে: আগে সেটি অন্য বাইকে সরান বা বাতিল করুন'
      : `${formatNumber(count, 'bn')}টি বুকিং এই সময়ের মধ্যে পড়েছে: আগে সেগুলো অন্য বাইকে সরান বা বাতিল করুন`,
  blockOverlapsBlock: () => 'ওই সময়ের কিছু অংশে বাইকটি আগেই বন্ধ রাখা আছে',
  bikeRetiredNoBlock: () => 'এই বাইকটি আর চলে না: একে বন্ধ রাখা যায় না',
  blockAlreadyEnded: () => 'এই বন্ধ রাখা আগেই শেষ হয়েছে',
  blockAdded: () => 'ওই সময়ের জন্য বাইকটি বন্ধ রাখা হলো',
  blockEndedNow: () => 'বন্ধ রাখা শেষ: বাইকটি আবার বুক করা যাবে',
  blocksRetrieved: () => 'বন্ধ রাখার তালিকা পাওয়া গেছে',
  closureReasonInvalid: () => "কারণ হতে হবে 'hartal', 'eid', 'holiday', 'shutdown' অথবা 'other'",
  closureEndNotAfterStart: () => 'দোকান বন্ধের শেষ সময় শুরুর পরে হতে হবে',
  closureTooLong: ({ max }) => `দোকান একটানা সর্বোচ্চ ${formatNumber(max, 'bn')} দিন বন্ধ রাখা যায়`,
  closureEndPassed: () => 'দোকান বন্ধের শেষ সময় এখনকার পরে হতে হবে',
  closureClashes: ({ count }) =>
    count === 1
      ? 'দোকান বন্ধের সময়ে একটি বুকিং আছে: আগে সেটি বাতিল করুন, অথবা বাতিল করে দোকান বন্ধ করুন'
      : `দোকান বন্ধের সময়ে ${formatNumber(count, 'bn')}টি বুকিং আছে: আগে সেগুলো বাতিল করুন, অথবা বাতিল করে দোকান বন্ধ করুন`,
  closureOverlapsClosure: () => 'ওই সময়ের কিছু অংশে দোকান আগেই বন্ধ রাখা আছে',
  closureAlreadyEnded: () => 'দোকানের এই বন্ধ আগেই শেষ হয়েছে',
  closureAdded: ({ cancelled }) =>
    cancelled === 0
      ? 'ওই সময়ের জন্য দোকান বন্ধ রাখা হলো'
      : `ওই সময়ের জন্য দোকান বন্ধ রাখা হলো; ${formatNumber(cancelled, 'bn')}টি বুকিং বাতিল হয়েছে, অগ্রিম ফেরত দেওয়া হবে`,
  closureEndedNow: () => 'দোকান বন্ধ শেষ: ওই সময়ের জন্য আবার বাইক বুক করা যাবে',
  closuresRetrieved: () => 'দোকান বন্ধের তালিকা পাওয়া গেছে',
  shopClosedThen: (p) => `দোকান ${period(p.clash)} বন্ধ থাকবে`,
  registrationInvalid: () =>
    "রেজিস্ট্রেশন নম্বর বিআরটিএ-র নিয়মে লিখুন, যেমন 'ঢাকা মেট্রো-হ ১২-৩৪৫৬' বা 'Dhaka Metro-HA 12-3456'",
  registrationTaken: () => 'এই রেজিস্ট্রেশন নম্বর আরেকটি বাইকের আছে',
  papersExpiredHandover: ({ paper, expiry }) =>
    `এই বাইকের ${PAPER_WORDS[paper]}-এর মেয়াদ ${formatShopDate(`${expiry}T12:00:00+06:00`, 'bn')} শেষ হয়েছে: বাইক দেওয়ার আগে নবায়ন করুন`,
  papersLapseBooking: ({ at }) =>
    `${bnWhen(at)}-এর পরের সময়ের জন্য এই বাইক বুক করা যাবে না: আগে এর কাগজপত্র নবায়ন করতে হবে`,
  papersSaved: () => 'কাগজপত্র রাখা হয়েছে',
  papersRetrieved: () => 'কাগজপত্র পাওয়া গেছে',
  serviceDateAhead: () => 'সার্ভিসের দিন আজকের পরে হতে পারে না',
  serviceRecorded: () => 'সার্ভিস লেখা হয়েছে',
  servicesRetrieved: () => 'সার্ভিসের খাতা পাওয়া গেছে',
  cannotMoveRental: () => 'যে বুকিংয়ের বাইক এখনো দোকান থেকে যায়নি, শুধু সেটিই অন্য বাইকে সরানো যায়',
  bikeNotSimilar: ({ cc }) =>
    `বুকিং একই ব্র্যান্ডের ${formatNumber(cc, 'bn')} সিসির মধ্যের বাইকে সরানো যায়: অ্যাডমিন চাইলে জোর করে সরাতে পারেন`,
  moveToSameBike: () => 'বুকিংটি আগে থেকেই ওই বাইকে আছে',
  forceIsAdmins: () => 'মিল নেই এমন বাইকে বুকিং শুধু অ্যাডমিন সরাতে পারেন',
  rentalMovedTo: ({ bike }) => `বুকিংটি ${bike}-এ সরানো হয়েছে`,
  alternativesRetrieved: () => 'যেসব বাইকে সরানো যায় তার তালিকা পাওয়া গেছে',
  chargeItemsRetrieved: () => 'চার্জের তালিকা পাওয়া গেছে',
  chargeItemAdded: () => 'চার্জ যোগ করা হয়েছে',
  chargeItemUpdated: () => 'চার্জ আপডেট করা হয়েছে',
  bikeAdded: () => 'বাইক যোগ করা হয়েছে',
  bikeUpdated: () => 'বাইকের তথ্য হালনাগাদ হয়েছে',
  bikeDeleted: () => 'বাইক মুছে ফেলা হয়েছে',
  quoteMade: () => 'বুকিংটির খরচ যত হবে',
  bookingCreated: () => 'বুকিং তৈরি হয়েছে। নিশ্চিত করতে অগ্রিম পরিশোধ করুন',
  payAdvance: () => 'বুকিং নিশ্চিত করতে অগ্রিম পরিশোধ করুন',
  rentalsRetrieved: () => 'ভাড়ার তালিকা পাওয়া গেছে',
  bikeReturned: () => 'বাইক ফেরত নথিভুক্ত হয়েছে',
  toPaymentPage: () => 'আপনাকে পেমেন্ট পেজে নিয়ে যাওয়া হচ্ছে',
  scheduleRetrieved: () => 'সময়সূচি পাওয়া গেছে',
  bookingCancelled: () => 'বুকিং বাতিল হয়েছে',
  markedNoShow: () => 'না-আসা হিসেবে চিহ্নিত করা হয়েছে',
  plannedReturnMoved: () => 'ফেরতের পরিকল্পিত সময় বদলানো হয়েছে',
  rentalRetrieved: () => 'ভাড়ার তথ্য পাওয়া গেছে',
  auditRetrieved: () => 'অডিট লগ পাওয়া গেছে',
  noAuditEntries: () => 'অডিট লগে কিছু পাওয়া যায়নি',
  refundsRetrieved: () => 'টাকা ফেরতের তালিকা পাওয়া গেছে',
  refundRecorded: () => 'টাকা ফেরত নথিভুক্ত হয়েছে',
  contactThanks: (p) => `${p.name}, আমাদের বার্তা পাঠানোর জন্য ধন্যবাদ!`,
  messagesRetrieved: () => 'বার্তাগুলো পাওয়া গেছে',
  messageRequeued: () => 'বার্তাটি আবার পাঠানোর জন্য সারিতে রাখা হয়েছে',
  reportRetrieved: () => 'রিপোর্ট পাওয়া গেছে',
  nothingToDo: () => 'কিছু করার নেই',
  paymentOutcome: (p) => `পেমেন্ট: ${state(p.outcome)}`,
  heldPaymentsRetrieved: () => 'যাচাইয়ের অপেক্ষায় থাকা পেমেন্টগুলো পাওয়া গেছে',
  paymentGatewaysListed: () => 'পেমেন্টের মাধ্যমগুলো পাওয়া গেছে',
  paymentAccepted: () => 'পেমেন্ট গ্রহণ করা হয়েছে',
  paymentRefused: () => 'পেমেন্ট প্রত্যাখ্যাত; টাকাটি ফেরতযোগ্য হিসেবে নথিভুক্ত হয়েছে',
  deliveriesRetrieved: () => 'পাঠানো এসএমএসগুলো পাওয়া গেছে',
  switchesRetrieved: () => 'সুইচগুলো পাওয়া গেছে',
  switchesSet: () => 'সুইচগুলো ঠিক করা হয়েছে',
  ok: () => 'ঠিক আছে',
  ready: () => 'প্রস্তুত',

  cancellationRule: () => BN_CANCELLATION_RULE,

  // The lines of a price quote: each block of time, each rule, each add-on, the coupon, the advance.
  chargeLineWeeks: (p) => `${n(p.weeks)} সপ্তাহ × ${bnTaka(p.price)}`,
  chargeLineDays: (p) => `${n(p.days)} দিন × ${bnTaka(p.price)}`,
  chargeLineHours: (p) => `${bnDuration(p.minutes)}${p.minimum ? ' (সর্বনিম্ন ভাড়া)' : ''}, ঘণ্টায় ${bnTaka(p.price)}`,
  chargeLineRule: (p) => `${p.name.bn} ${p.percent > 0 ? '+' : ''}${n(p.percent)}% (${bnDuration(p.minutes)})`,
  chargeLineFloor: (p) => `কম সময়ের ভাড়ার চেয়ে কম নয় (${bnDuration(p.minutes)})`,
  chargeLineCap: (p) => `সব বাড়তি দাম মিলিয়ে সময়ের ভাড়ার সর্বোচ্চ +${n(p.percent)}%`,
  chargeLineAddOn: (p) =>
    `${p.name.bn}: ${p.quantity === 1 ? '' : `${n(p.quantity)}টি × `}${n(p.days)} দিন × ${bnTaka(p.price)}`,
  chargeLineCoupon: (p) => `কুপন ${p.code}: ভাড়ায় ${p.kind === 'percent' ? `${n(p.value)}%` : bnTaka(p.value)} ছাড়`,
  chargeLineAdvance: () => 'অগ্রিম, বুকিংয়ের সময় দেওয়া',
  chargeLineRecorded: () => 'ফেরতের সময় লেখা ভাড়া',
  billLineLate: (p) => `দেরি: শুরু হওয়া ${n(p.hours)} ঘণ্টা × ${bnTaka(p.price)} (ঘণ্টার ভাড়ার ${n(p.multiplier)} গুণ)`,
  billLineFuel: (p) => `তেল: বাইক দেওয়ার সময়ের চেয়ে ট্যাংকের ${n(p.eighths)}/${n(8)} কম × ${bnTaka(p.price)}`,
  billLineHelmets: (p) => `${n(p.count)}টি হেলমেট ফেরত আসেনি × ${bnTaka(p.price)}`,
  billLineDepositApplied: (p) => `${bnTaka(p.deposit)} জামানত থেকে নেওয়া`,
  billLineBalance: (p) =>
    p.balance > 0
      ? 'বাকি পরিশোধ করতে হবে'
      : p.balance < 0
        ? 'আপনাকে ফেরত দেওয়া হবে: অগ্রিম বিলের চেয়ে বেশি ছিল'
        : 'আর কিছু পরিশোধ করতে হবে না',
  billLineDepositRefund: () => 'জামানত ফেরত',

  // Rental words.
  shopDay: ({ at }) => shopDay(at),
  shopClock: ({ at }) => clock(at),
  shopMoment: ({ at }) => bnWhen(at),
  shopPeriod: (p) => period(p.period),
  duration: ({ minutes }) => durationWords(minutes),
  totalCostCell: ({ rental }) => {
    if (!rental.isReturned) return { amount: 'এখনো হিসাব হয়নি' };
    if (rental.totalCost >= 0) return { amount: bnTaka(rental.totalCost) };
    const settled = settledBalanceRefund(rental);
    return { amount: bnTaka(-rental.totalCost), note: settled ? refundedOn(settled) : 'ফেরত দেওয়া হবে' };
  },
  refundLine: ({ refund }) => ({
    label: refund.status === 'due' ? 'টাকা ফেরত দেওয়া হবে' : refundedOn(refund),
    amount: bnTaka(refund.amount),
    reason: REFUND_REASONS[refund.reason],
  }),
  rentalStatus: ({ status, overdue }) => (overdue ? `${RENTAL_STATUS[status]}, ফেরত দিতে দেরি` : RENTAL_STATUS[status]),
  rentalStateShort: ({ status, overdue }) =>
    overdue ? `${RENTAL_STATE_SHORT[status]}, সময় পেরিয়ে গেছে` : RENTAL_STATE_SHORT[status],
  rentalSpan: ({ start, end }) =>
    end
      ? `${formatShopTime(start, 'bn')} থেকে ${formatShopTime(end, 'bn')}`
      : `${formatShopTime(start, 'bn')} থেকে ফেরত পর্যন্ত`,
  rentalBalance: ({ rental }) => {
    if (rental.status !== 'returned' || rental.rentalCharge === null)
      return { charge: 'এখনো হিসাব হয়নি', balance: null };
    const charge = bnTaka(rental.rentalCharge);
    const { totalCost: cost } = rental;
    if (cost > 0) return { charge, balance: rental.payment ? 'বাকি টাকা পরিশোধিত' : `${bnTaka(cost)} বাকি` };
    if (cost === 0) return { charge, balance: 'কিছু বাকি নেই' };
    const settled = rental.refunds.length > 0 && rental.refunds.every((refund) => refund.status === 'refunded');
    return { charge, balance: settled ? `${bnTaka(-cost)} ফেরত দেওয়া হয়েছে` : `${bnTaka(-cost)} ফেরত দিতে হবে` };
  },

  receiptLabels: () => ({
    title: { customer: 'ভাড়ার রসিদ', admin: 'ভাড়ার বিস্তারিত' },
    number: 'রসিদ নং',
    phone: 'ফোন',
    rental: 'ভাড়া',
    rows: {
      status: 'অবস্থা',
      customer: 'গ্রাহক',
      bike: 'বাইক',
      period: 'বুক করা সময়',
      'booked-on': 'বুকিংয়ের সময়',
      returned: 'ফেরত',
      'time-charged': 'যত সময়ের ভাড়া',
      price: 'ঘণ্টাপ্রতি ভাড়া',
      charge: 'ভাড়া',
      advance: 'অগ্রিম',
      deposit: 'জামানত থেকে নেওয়া',
      balance: 'বাকি',
    },
    payments: 'পেমেন্ট',
    paymentsCaption: 'পেমেন্টের চেষ্টা',
    charges: 'যা যা ধরা হয়েছে',
    noPayments: 'এখনো কোনো পেমেন্টের চেষ্টা হয়নি',
    columns: {
      purpose: 'কিসের জন্য',
      amount: 'পরিমাণ',
      gateway: 'গেটওয়ে',
      status: 'অবস্থা',
      gatewayTxnId: 'গেটওয়ের লেনদেন নম্বর',
      started: 'শুরু',
      settled: 'নিষ্পত্তি',
      receivedBy: 'গ্রহণ করেছেন',
    },
    purpose: { advance: 'অগ্রিম', rent: 'বাকি ভাড়া', deposit: 'জামানত (রাখা)' },
    moneyBack: 'টাকা ফেরত',
    notRented: 'ভাড়া হয়নি',
    notReturnedYet: 'এখনো ফেরত দেওয়া হয়নি',
    balanceNote: {
      paid: 'পরিশোধিত',
      unpaid: 'বাকি',
      covered: 'কিছু দিতে হবে না: অগ্রিমেই হয়ে গেছে',
      owedBack: 'ফেরতের পর আপনাকে ফেরত দেওয়া হবে',
      toPay: 'ফেরতের পর দিতে হবে',
    },
  }),
  // A state not known here is shown as its code (a value, not a word to translate).
  paymentStatus: ({ status, refundDue }) =>
    status === 'paid' && refundDue
      ? 'পরিশোধিত, কিন্তু কাজে লাগানো যায়নি: ফেরত পাওনা'
      : (PAYMENT_STATUS[status] ?? status),
  chargedTime: ({ minutes }) => {
    if (minutes === null) return '—';
    const said = durationWords(minutes);
    return minutes >= 60 ? `${said} (${formatNumber(minutes, 'bn')} মিনিট)` : said;
  },
  pricePerHour: ({ price }) => `ঘণ্টায় ${bnTaka(price)}`,
  costBasis: ({ basis, closed }) =>
    basis === 'returned'
      ? {
          heading: 'খরচ (চূড়ান্ত)',
          explanation: 'চূড়ান্ত: বুক করা শুরুর সময় থেকে ফেরতের সময় পর্যন্ত ভাড়া ধরা হয়েছে।',
        }
      : basis === 'planned'
        ? {
            heading: 'খরচ (পরিকল্পিত)',
            explanation: 'পরিকল্পিত: বাইক সময়মতো ফেরত দিলে বুক করা সময়ের ভাড়া এত হবে। চূড়ান্ত খরচ ফেরতের সময় হিসাব হবে।',
          }
        : {
            heading: 'এ পর্যন্ত খরচ',
            explanation: closed
              ? 'এ পর্যন্ত: কোনো ভাড়া ধরা হয়নি। বাইক চালানোর আগেই বুকিং বন্ধ হয়েছে।'
              : 'এ পর্যন্ত: এখনো জানা নেই। বুকিংয়ে ফেরতের সময় দেওয়া নেই, তাই বাইক ফেরত এলে খরচ হিসাব হবে।',
          },
  paymentMethodName: ({ method }) =>
    ({
      cash: 'নগদ টাকা',
      bkash_send_money: 'বিকাশ সেন্ড মানি',
      nagad_send_money: 'নগদ সেন্ড মানি',
      rocket_send_money: 'রকেট সেন্ড মানি',
      card_terminal: 'কার্ড টার্মিনাল',
    })[method],
  receiptFooter: ({ name, email }) => `সব সময় ঢাকার সময়ে। সব টাকার অঙ্ক টাকায় (৳)। ${name}, ${email}।`,

  messageKind: ({ template }) => MESSAGE_KINDS[template],
  messageChannel: ({ channel }) => (channel === 'sms' ? 'এসএমএস' : 'ই-মেইল'),
  messageStatus: ({ status }) => MESSAGE_STATUSES[status],
  standinMode: ({ mode }) => STANDIN_MODES[mode],
  messageAttempts: (p) => (p.n <= 0 ? 'এখনো চেষ্টা হয়নি' : `${formatNumber(p.n, 'bn')} বার চেষ্টা`),
  messageSegments: (p) => `${formatNumber(p.n, 'bn')}টি অংশ`,
  messageDue: ({ at }) => `পাঠানোর সময় ${formatShopTime(at, 'bn')}`,
  messageWaiting: ({ error }) => `অপেক্ষার কারণ: ${error}`,
  messageLastError: ({ error }) => `শেষ এরর: ${error ?? 'লেখা নেই'}`,
  messageName: ({ template, name }) => `${name}-এর জন্য “${MESSAGE_KINDS[template]}”`,

  paymentHeldReason: ({ reason }) => heldReason(reason),

  // Messages to customers about their rentals.
  bookingConfirmedMessage: ({ rental: r, links: l }) => ({
    // The start only: a period across two days would take a third part; the link shows the whole booking.
    sms: `${r.bikeName} বুক হয়েছে, শুরু ${bnSmsWhen(r.start)}। ${r.plannedCharge === null ? '' : `মোট ${bnTaka(r.plannedCharge)}, `}অগ্রিম ${BN_ADVANCE} পেয়েছি। ${l.rentalShort}`,
    subject: `বুকিং নিশ্চিত: ${r.bikeName}, ${shopDay(r.start)}`,
    text: bnLetter(
      r,
      `আপনার বুকিং নিশ্চিত হয়েছে, ${BN_ADVANCE} অগ্রিম আমরা পেয়েছি।`,
      bnBookingLines(r),
      `শুরু থেকে ফেরত পর্যন্ত সময়ের ভাড়া ধরা হবে; অগ্রিম বাদে বাকি টাকা বাইক ফেরতের পর দেবেন। ${BN_CANCELLATION_RULE}`,
      `আপনার বুকিং ও রসিদ: ${l.rental}`,
    ),
  }),
  pickupReminderMessage: ({ rental: r, links: l }) => ({
    sms: `মনে করিয়ে দিচ্ছি: ${r.bikeName} আপনার জন্য ${bnSmsWhen(r.start)} থেকে। ${l.rentalShort}`,
    subject: `মনে করিয়ে দিচ্ছি: ${r.bikeName}, ${bnWhen(r.start)} থেকে`,
    text: bnLetter(r, 'মনে করিয়ে দিচ্ছি: এক ঘণ্টা পরেই আপনার বুকিং শুরু।', bnBookingLines(r), `আপনার বুকিং: ${l.rental}`),
  }),
  returnReminderMessage: ({ rental: r, links: l }) => ({
    sms: `${r.bikeName} ফেরতের সময় ${bnSmsWhen(r.end ?? r.start)}। আরও সময় লাগলে বাড়িয়ে নিন: ${l.rentalShort}`,
    subject: `মনে করিয়ে দিচ্ছি: ${r.bikeName} ফেরত ${clock(r.end ?? r.start)}-এ`,
    text: bnLetter(
      r,
      `মনে করিয়ে দিচ্ছি: ${r.bikeName} ফেরত দেওয়ার সময় ${bnWhen(r.end ?? r.start)} (ঢাকার সময়)।`,
      `আরও সময় লাগলে, বাইক খালি থাকলে বুকিংয়ের সময় বাড়িয়ে নিন: ${l.rental}`,
    ),
  }),
  overdueMessage: ({ rental: r, links: l }) => ({
    sms: `${r.bikeName} ফেরতের সময় ছিল ${bnSmsWhen(r.end ?? r.start)}। ফেরত না দেওয়া পর্যন্ত ভাড়া চলবে। ${l.rentalShort}`,
    subject: `${r.bikeName} ফেরতের সময় পেরিয়ে গেছে`,
    text: bnLetter(
      r,
      `${r.bikeName} ফেরত দেওয়ার কথা ছিল ${bnWhen(r.end ?? r.start)} (ঢাকার সময়), কিন্তু এখনও ফেরত আসেনি।`,
      `বাইক ফেরত না আসা পর্যন্ত ঘণ্টায় ${bnTaka(r.pricePerHour)} ভাড়া চলতে থাকবে, আর অন্য কোনো গ্রাহক হয়তো বাইকটির অপেক্ষায় আছেন। অনুগ্রহ করে বাইকটি ফেরত দিন, অথবা বাইক খালি থাকলে বুকিংয়ের সময় বাড়িয়ে নিন: ${l.rental}`,
    ),
  }),
  returnRecordedMessage: ({ rental: r, links: l, bill }) => {
    const charge = bnTaka(bill?.total ?? r.rentalCharge ?? 0);
    const back = bill && bill.depositRefund > 0 ? bnTaka(bill.depositRefund) : null;
    const deposit =
      bill && (bill.depositApplied > 0 || back)
        ? {
            sms: ` জামানত ${bnTaka(bill.depositApplied)} কাটা${back ? `, ${back} ফেরত` : ''}।`,
            text: `জামানত: ${bnTaka(bill.depositApplied)} বিলে নেওয়া হয়েছে${back ? `; ${back} আপনাকে ফেরত দেওয়া হবে` : ''}`,
          }
        : null;
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
    const parts = billSmsParts(bill?.lines ?? []);
    const sms = (total: string) =>
      `${r.bikeName} ফেরত পেয়েছি। মোট ${total}, অগ্রিম ${BN_ADVANCE}।${deposit?.sms ?? ''} ${deposit && r.totalCost === 0 ? l.rentalShort : balance.sms}`;
    // The bill's lines, each as the receipt says it, before the total (a return without a bill: the total alone).
    const lines = bill?.lines?.length
      ? [
          ...bill.lines
            .filter((line) => BILL_TOTAL_KINDS.has(line.kind))
            .map((line) => `${line.label.bn}: ${bnTaka(line.amount)}`),
          `মোট: ${charge}`,
        ]
      : [`মোট: ${charge} (রসিদে প্রতিটি খরচ লেখা আছে)`];
    return {
      // Settled by the deposit, the SMS says so by the deposit's line alone; the bill's parts go in where the
      // SMS stays within two parts.
      sms: parts.length
        ? smsWithBillParts(
            sms(
              `${charge} (${parts.map(({ part, amount }) => `${BN_BILL_PART_WORDS[part]} ${formatNumber(amount, 'bn')}`).join(', ')})`,
            ),
            sms(charge),
          )
        : sms(charge),
      subject: `${r.bikeName} ফেরত: ${r.totalCost > 0 ? `বাকি ${bnTaka(r.totalCost)}` : 'রসিদ'}`,
      text: bnLetter(
        r,
        `আমাদের সঙ্গে চলার জন্য ধন্যবাদ। ${r.bikeName} ফেরত এসেছে ${bnWhen(r.returnTime ?? r.start)}-এ।`,
        [...lines, `অগ্রিম দেওয়া: ${BN_ADVANCE}`, ...(deposit ? [deposit.text] : [])].join('\n'),
        balance.text,
      ),
    };
  },
  paymentReceivedMessage: ({ rental: r, links: l, amount: paid }) => {
    const amount = bnTaka(paid);
    return {
      sms: `${r.bikeName}-এর জন্য ${amount} পেয়েছি। ধন্যবাদ! রসিদ: ${l.rentalShort}`,
      subject: `টাকা পেয়েছি: ${amount}`,
      text: bnLetter(r, `${r.bikeName}-এর জন্য আপনার ${amount} আমরা পেয়েছি। ধন্যবাদ!`, `আপনার রসিদ: ${l.rental}`),
    };
  },
  refundRecordedMessage: ({ rental: r, links: l, ...paid }) => {
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
  bookingCancelledMessage: ({ rental: r, links: l, ...c }) => {
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
      subject: `বুকিং বাতিল: ${r.bikeName}, ${shopDay(r.start)}`,
      text: bnLetter(
        r,
        `${said} (ঢাকার সময়)।`,
        ...(c.closed ? [`দোকান ${period(c.closed)} বন্ধ থাকবে (ঢাকার সময়)।`] : []),
        ...(advance.text ? [advance.text] : []),
        `আপনার বুকিং: ${l.rental}`,
      ),
    };
  },
  bookingExpiredMessage: ({ rental: r, links: l }) => ({
    sms: `সময়মতো অগ্রিম না আসায় ${r.bikeName}-এর বুকিং বাতিল হয়েছে। ${l.rentalShort}`,
    subject: `বুকিং সম্পন্ন হয়নি: ${r.bikeName}`,
    text: bnLetter(
      r,
      `${bnPeriod(r)} (ঢাকার সময়) ${r.bikeName}-এর বুকিংটি বাতিল হয়ে গেছে: ${BN_ADVANCE} অগ্রিম সময়মতো না আসায় বাইকটি আপনার জন্য রাখা যায়নি।`,
      `বাইকটি খালি থাকলে আবার বুক করুন: ${l.bike}`,
    ),
  }),
  handedOverMessage: ({ rental: r, links: l, ...h }) => ({
    sms: `${r.bikeName}: ${n(h.odometerKm)} কিমি, তেল ${n(h.fuelEighths)}/${n(8)}, হেলমেট ${n(h.helmets)}, জামানত ${bnTaka(h.deposit)}। ${r.end ? `ফেরত ${bnSmsWhen(r.end)}` : 'কাজ শেষে ফেরত দিন'}: ${l.rentalShort}`,
    subject: `${r.bikeName} আপনাকে বুঝিয়ে দেওয়া হয়েছে`,
    text: bnLetter(
      r,
      `${bnWhen(h.at)}-এ ${r.bikeName} আপনাকে বুঝিয়ে দেওয়া হয়েছে। বাইকটি দেওয়ার সময় দোকান যা লিখে রেখেছে:`,
      [
        `ওডোমিটার: ${n(h.odometerKm)} কিমি`,
        `তেল: ট্যাংকের ${n(h.fuelEighths)}/${n(8)}`,
        `হেলমেট: ${n(h.helmets)}টি`,
        `জামানত রাখা হয়েছে: ${bnTaka(h.deposit)} (ফেরতের সময় বিলে যা কাটা যায় তা বাদে ফিরিয়ে দেওয়া হবে)`,
      ].join('\n'),
      `${r.end ? `অনুগ্রহ করে ${bnWhen(r.end)}-এর মধ্যে (ঢাকার সময়) ফেরত দিন।` : 'কাজ শেষে ফেরত দিন।'} বাইক দেওয়ার সময় তোলা ছবিসহ আপনার বুকিং: ${l.rental}`,
    ),
  }),
  rentalMovedMessage: ({ rental: r, links: l, fromBike }) => ({
    // The date is in the link: a Bangla SMS holds 67 characters a part, and two bikes' names take many.
    sms: `আপনার বুকিং এখন ${r.bikeName}-এ (আগে ${fromBike}), দাম একই। ${l.rentalShort}`,
    subject: `আপনার বুকিং এখন ${r.bikeName}-এ`,
    text: bnLetter(
      r,
      `আপনার বুকিংয়ের সময় ${fromBike} চালানো যাবে না, তাই দোকান ${bnPeriod(r)} (ঢাকার সময়) আপনার বুকিংটি ${r.bikeName}-এ সরিয়েছে।`,
      `যে দামে বুক করেছিলেন তা-ই থাকছে। আপনার বুকিং: ${l.rental}`,
    ),
  }),
  paymentLinkMessage: ({ rental: r, links: l, payBy }) => ({
    sms: `${r.bikeName}-এর বুকিং রাখতে ${clock(payBy)}-এর মধ্যে ${BN_ADVANCE} অগ্রিম দিন: ${l.rentalShort}`,
    subject: `${r.bikeName}-এর অগ্রিম পরিশোধ করুন`,
    text: bnLetter(
      r,
      `${bnPeriod(r)} (ঢাকার সময়) ${r.bikeName}-এর বুকিংটি ${BN_ADVANCE} অগ্রিমের অপেক্ষায় আছে। বাইকটি রাখতে ${clock(payBy)}-এর মধ্যে অনলাইনে পরিশোধ করুন: আপনার বুকিং খুলে ‘অগ্রিম দিন’ চাপুন।`,
      `আপনার বুকিং: ${l.rental}`,
    ),
  }),
  paymentOwedBackMessage: ({ rental: r, links: l, ...owed }) => {
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

  verificationEmail: ({ link, hours }) => ({
    subject: `${bnSign}: আপনার ই-মেইল ঠিকানা যাচাই করুন`,
    text: [
      'প্রিয় গ্রাহক,',
      `${bnSign}-এ এই ই-মেইল ঠিকানা দিয়ে একটি অ্যাকাউন্ট খোলা হয়েছে। ঠিকানাটি আপনার হলে এই লিংকে গিয়ে যাচাই করুন (লিংকটি ${formatDigits(hours, 'bn')} ঘণ্টা কাজ করবে):`,
      link,
      'যাচাই না হওয়া পর্যন্ত আমরা এই ঠিকানায় আর কিছু পাঠাব না। অ্যাকাউন্টটি আপনি না খুলে থাকলে এই ই-মেইলটি উপেক্ষা করুন।',
      `ধন্যবাদান্তে,\n${bnSign}`,
    ].join('\n\n'),
  }),

  phoneCodeMessage: ({ code, minutes }) => ({
    sms: `${code} আপনার ${bnSign} কোড। ${formatDigits(minutes, 'bn')} মিনিট চলবে। কাউকে দেবেন না।`,
    subject: `আপনার সাইন ইন কোড: ${code}`,
    text: [
      `সাইন ইন করার এককালীন কোড: ${code}`,
      `কোডটি ${formatDigits(minutes, 'bn')} মিনিট চলবে। কাউকে দেবেন না: দোকানের কেউ কখনো এটি চাইবে না।`,
      bnSign,
    ].join('\n\n'),
  }),

  riderRejectedMessage: ({ reason, link }) => ({
    sms: `${bnSign}: আপনার কাগজপত্র অনুমোদন হয়নি: "${reason}"। আবার পাঠান: ${link}`,
    subject: 'আপনার পরিচয়পত্র ও লাইসেন্স অনুমোদন করা যায়নি',
    text: [
      'আপনার পাঠানো পরিচয়পত্র ও ড্রাইভিং লাইসেন্স আমরা দেখেছি, কিন্তু অনুমোদন করতে পারিনি।',
      `কারণ: "${reason}"`,
      `প্রোফাইল দেখুন-এর রাইডারের কাগজপত্র অংশে আবার পাঠান: ${link}`,
      'অনলাইনে বুকিং এখনো করতে পারবেন; বাইক হাতে দেওয়ার আগে কাগজপত্র অনুমোদিত হতে হবে।',
      bnSign,
    ].join('\n\n'),
  }),

  licenceExpiringMessage: ({ expiry, link }) => ({
    sms: `${bnSign}: আপনার ড্রাইভিং লাইসেন্সের মেয়াদ ${formatShopDate(`${expiry}T12:00:00+06:00`, 'bn')} শেষ হবে। নতুনটি পাঠান: ${link}`,
    subject: `আপনার ড্রাইভিং লাইসেন্সের মেয়াদ ${formatShopDate(`${expiry}T12:00:00+06:00`, 'bn')} শেষ হবে`,
    text: [
      `আমাদের কাছে থাকা আপনার ড্রাইভিং লাইসেন্সের মেয়াদ ${formatShopDate(`${expiry}T12:00:00+06:00`, 'bn')} শেষ হবে।`,
      `এরপর নবায়ন করা লাইসেন্স যাচাই না করা পর্যন্ত আমরা আপনাকে বাইক দিতে পারব না। প্রোফাইল দেখুন-এর রাইডারের কাগজপত্র অংশে পাঠান: ${link}`,
      bnSign,
    ].join('\n\n'),
  }),

  paperExpiringMessage: ({ bikeName, registrationNumber, paper, expiry, link }) => ({
    sms: `${bikeName}-এর ${PAPER_WORDS[paper]}-এর মেয়াদ ${formatShopDate(`${expiry}T12:00:00+06:00`, 'bn')} শেষ। নবায়ন করুন: ${link}`,
    subject: `${bikeName}-এর ${PAPER_WORDS[paper]}-এর মেয়াদ ${formatShopDate(`${expiry}T12:00:00+06:00`, 'bn')} শেষ হবে`,
    text: [
      `${bikeName} (${registrationNumber})-এর ${PAPER_WORDS[paper]}-এর মেয়াদ ${formatShopDate(`${expiry}T12:00:00+06:00`, 'bn')} শেষ হবে।`,
      `এরপর বাইকটি কাউকে দেওয়া যাবে না, ওই দিনের পরের সময়ের জন্য বুকও করা যাবে না। কাগজ নবায়ন করে বাইক ম্যানেজমেন্টে নতুন তারিখ লিখুন: ${link}`,
      bnSign,
    ].join('\n\n'),
  }),

  serviceDueMessage: ({ bikeName, kmSince, daysSince, link }) => {
    const since = [
      kmSince === null ? '' : `${formatNumber(kmSince, 'bn')} কিমি`,
      daysSince === null ? '' : `${formatNumber(daysSince, 'bn')} দিন`,
    ]
      .filter(Boolean)
      .join(' ও ');
    return {
      sms: `${bikeName}-এর সার্ভিসের সময় হয়েছে: শেষ সার্ভিসের পর ${since}। ${link}`,
      subject: `${bikeName}-এর সার্ভিসের সময় হয়েছে`,
      text: [
        `${bikeName}-এর সার্ভিসের সময় হয়েছে: শেষ সার্ভিসের পর ${since} পেরিয়েছে।`,
        `সার্ভিস শেষে বাইক ম্যানেজমেন্টে লিখে রাখুন: ${link}`,
        bnSign,
      ].join('\n\n'),
    };
  },

  loginCodeMessage: ({ code, minutes }) => ({
    sms: `${bnSign} অ্যাডমিন লগ ইন কোড: ${code}। ${formatDigits(minutes, 'bn')} মিনিট চলবে। কাউকে দেবেন না।`,
    subject: `আপনার অ্যাডমিন লগ ইন কোড: ${code}`,
    text: [
      `অ্যাডমিন হিসেবে লগ ইন করার এককালীন কোড: ${code}`,
      `কোডটি ${formatDigits(minutes, 'bn')} মিনিট চলবে। কাউকে দেবেন না: দোকানের কেউ কখনো এটি চাইবে না।`,
      `কয়েকবার ভুল পাসওয়ার্ডের পর কেউ সঠিক পাসওয়ার্ড দিয়েছেন, তাই কোডটি পাঠালাম। আপনি না হলে পাসওয়ার্ড বদলে ফেলুন।`,
      bnSign,
    ].join('\n\n'),
  }),
};
