import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Language } from './languages.ts';
import { en } from './messages/en.ts';
import {
  CATALOGUES,
  markText,
  readText,
  say,
  sayMessage,
  sayText,
  type TextArgs,
  type TextId,
  text,
  zodDefaultText,
  zodText,
} from './say.ts';

/**
 * The catalogues (docs/decisions/027): every message in every language, with every one of its parameters;
 * every message the contract's schemas give is one of them.
 */

const at = (iso: string) => new Date(iso);
const sameDay = { start: at('2026-12-11T08:00:00Z'), end: at('2026-12-11T12:00:00Z') };
const rental = {
  rentalId: '0b7e4c1a-5d2f-4c8e-9a6b-3f1d2e4c5b6a',
  bikeId: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  customerName: 'Rina Akter',
  bikeName: 'Yamaha FZS',
  start: sameDay.start,
  end: sameDay.end,
  returnTime: at('2026-12-11T12:20:00Z'),
  pricePerHour: 150,
  rentalCharge: 650,
  plannedCharge: 600,
  totalCost: 550,
};
const links = {
  rental: 'https://shop.example/rentals/0b7e4c1a',
  rentalShort: 'https://shop.example/r/0b7e4c1a',
  bike: 'https://shop.example/bikes/9c1d2e3f',
};
const about = { rental, links };
/** A negative balance paid back. */
const refunded = {
  _id: '50000000-0000-4000-8000-000000000001',
  amount: 40,
  reason: 'negative_balance',
  status: 'refunded',
  refundedAt: '2026-11-23T05:00:00.000Z',
} as const;

/**
 * Parameters to say each message with. Typed by the catalogue: a new entry without a sample here, or one
 * whose parameters changed, does not compile.
 */
const SAMPLES: { [K in TextId]: TextArgs<K> } = {
  fieldRequired: [{ field: 'Name' }],
  fieldTooLong: [{ field: 'Description', max: 2000 }],
  fieldNotNumber: [{ field: 'Year' }],
  fieldNotWhole: [{ field: 'CC' }],
  fieldBelow: [{ field: 'Year', min: 1950 }],
  fieldAbove: [{ field: 'Price per hour', max: 100000 }],
  fieldTooMany: [{ field: 'addOns', max: 10 }],
  fieldNotBoolean: [{ field: 'isOffered' }],
  fieldTooManyDecimals: [{ field: 'Late multiplier', places: 2 }],
  fieldWholeFrom: [{ field: 'page', min: 1 }],
  fieldWholeBetween: [{ field: 'pageSize', min: 1, max: 200 }],
  fieldInvalidCharacter: [{ field: 'Brand' }],
  fieldHasWebAddress: [{ field: 'Name' }],
  fieldHasNul: [{ field: 'address' }],
  notDate: [],
  notInstant: [],
  idInvalid: [],
  idNotMessageNumber: [],
  emailInvalid: [],
  passwordTooShort: [{ min: 8 }],
  phoneInvalid: [],
  roleInvalid: [],
  imageInvalid: [],
  nothingToUpdate: [],
  idempotencyKeyInvalid: [{ min: 8, max: 255 }],
  availabilityFilterInvalid: [],
  languageInvalid: [],
  channelInvalid: [],
  messageStatusInvalid: [],
  templateInvalid: [],
  reminderChannelInvalid: [],
  standinModeInvalid: [],
  refundMethodInvalid: [],
  refundStatusInvalid: [],
  decisionInvalid: [],
  includeInvalid: [],
  rentalStateInvalid: [],
  auditActionInvalid: [{ actions: ['bike.created', 'user.promoted'] }],
  amountNotWhole: [],
  amountNotPositive: [],
  counterMethodInvalid: [],
  counterPurposeInvalid: [],
  referenceRequired: [{ method: 'bkash_send_money' }],
  cashTakesNoReference: [],
  depositMethodInvalid: [],
  bkashHoldTakesNoReference: [],
  sendMoneyReferenceInvalid: [],
  terminalReferenceInvalid: [],
  loginCodeInvalidFormat: [{ digits: 6 }],
  nameNeededForNewAccount: [],
  needsBothLanguages: [{ field: 'Name' }],
  codeInvalid: [{ field: 'Code', min: 2, max: 30 }],
  ruleKindInvalid: [],
  rulePercentZero: [],
  couponKindInvalid: [],
  chargeCodeInvalid: [{ field: 'Code', min: 2, max: 32 }],
  activeFilterInvalid: [],
  invalidType: [{ expected: 'object', received: 'string' }],
  invalidInput: [],
  invalidOption: [{ options: '"a"|"b"' }],
  invalidValue: [{ value: '"all"' }],
  tooBig: [{ type: 'number', max: 5, inclusive: true }],
  tooSmall: [{ type: 'string', min: 3, inclusive: true }],
  exactLength: [{ type: 'string', n: 6, big: true }],
  startNotWholeMinute: [],
  startInPast: [],
  startTooFarAhead: [{ days: 30 }],
  returnNotWholeMinute: [],
  rentalTooShort: [],
  rentalTooLong: [{ days: 14 }],
  windowOutOfOrder: [{ from: 'from', to: 'to' }],
  windowTooWide: [{ from: 'availableFrom', to: 'availableTo', days: 31 }],
  periodTaken: [{ clash: sameDay }],
  reportOutOfOrder: [],
  reportTooLong: [{ days: 366 }],
  auditOutOfOrder: [],
  availabilityHalf: [],
  notAField: [{ key: 'colour' }],
  partInvalid: [{ part: 'Body' }],
  fieldPrefixed: [{ field: 'email', message: 'Zq' }],
  requestInvalid: [],
  bodyNotJson: [],
  requestTooLarge: [],
  addressTooLong: [],
  addressBrokenEscape: [],
  noSuchCall: [{ call: 'GET /api/nothing' }],
  tooManyAttempts: [],
  tryAgainInMinutes: [{ minutes: 15 }],
  internal: [],
  restarting: [],
  databaseUnavailable: [],
  notFound: [{ what: 'Bike' }],
  logInFirst: [],
  sessionExpired: [],
  adminOnly: [],
  staffOnly: [],
  phoneTaken: [],
  ownRoleUnchangeable: [],
  emailTaken: [],
  wrongCredentials: [],
  loginSlowedDown: [{ seconds: 7 }],
  loginCodeSent: [{ digits: 6 }],
  loginCodeWrong: [],
  phoneCodeSent: [{ minutes: 5 }],
  phoneCodeWait: [{ seconds: 42 }],
  phoneCodesPerHour: [{ count: 5, minutes: 17 }],
  phoneCodeWrong: [{ triesLeft: 3 }],
  phoneCodeNoTriesLeft: [],
  phoneCodeExpired: [],
  phoneCodeUsed: [],
  phoneCodeNotSent: [],
  phoneSignInCustomersOnly: [],
  phoneAccountCreated: [],
  alreadyAdmin: [],
  adminNotDeletable: [],
  userHasOpenRentals: [],
  tooManyContactMessages: [],
  verificationLinkInvalid: [],
  verificationLinkExpired: [],
  emailAlreadyVerified: [],
  bikeIdMismatch: [],
  dayPriceAboveHours: [{ max: 2400 }],
  weekPriceAboveDays: [{ max: 5600 }],
  bikeHasOpenRental: [],
  addOnTwice: [{ code: 'RAINCOAT' }],
  addOnUnknown: [{ code: 'JETPACK' }],
  addOnUnavailable: [{ name: { en: 'second helmet', bn: 'দ্বিতীয় হেলমেট' }, left: 2 }],
  couponUnknown: [{ code: 'EID25' }],
  couponNotYet: [{ code: 'EID25', from: '2027-05-16' }],
  couponExpired: [{ code: 'EID25', to: '2026-12-31' }],
  couponOtherBike: [{ code: 'EID25' }],
  couponFirstRental: [{ code: 'EID25' }],
  couponMinimum: [{ code: 'EID25', minimum: 500 }],
  couponUsedUp: [{ code: 'EID25' }],
  couponUsedByYou: [{ code: 'EID25', max: 1 }],

  ruleNeedsDates: [],
  daysOutOfOrder: [{ from: 'validFrom', to: 'validTo' }],
  couponPercentAbove100: [],
  addOnCodeTaken: [],
  couponCodeTaken: [],
  chargeItemCodeTaken: [],
  adminCannotBook: [],
  staffCannotBook: [],
  notACustomer: [],
  amountDue: [{ purpose: 'balance', amount: 1250 }],
  advanceAlreadyPaid: [],
  balanceAlreadyPaid: [],
  duplicateReference: [{ method: 'nagad_send_money' }],
  tillNotOpen: [],
  notAwaitingAdvance: [],
  noMobileNumber: [],
  paymentLinkSentRecently: [{ seconds: 42 }],
  tillAlreadyOpen: [],
  tillClosed: [],
  staffRefundsInCashOnly: [],
  riderDocumentKindInvalid: [{ kinds: ['nid_front', 'licence'] }],
  riderStatusInvalid: [{ statuses: ['pending', 'approved'] }],
  nidNumberInvalid: [],
  licenceNumberInvalid: [],
  licenceExpiryPast: [],
  pictureMissing: [],
  pictureNotMultipart: [],
  pictureTooLarge: [{ megabytes: 5 }],
  pictureTypeUnsupported: [],
  pictureTooManyPixels: [{ megapixels: 40 }],
  riderNotPending: [],
  riderLicenceExpired: [],
  photoIdsInvalid: [{ min: 4 }],
  photosTooFew: [{ min: 4 }],
  photosTooMany: [{ max: 12 }],
  photosRepeated: [],
  helmetsOutInvalid: [],
  riderNotApprovedForHandover: [{ status: 'pending' }],
  handoverTooEarly: [{ minutes: 30, from: at('2026-12-11T07:45:00Z') }],
  alreadyHandedOver: [],
  handoverAdvanceNotPaid: [],
  handoverClosed: [],
  depositMustBe: [{ amount: 2000 }],
  photosNotOfRental: [],
  noShowHandedOver: [],
  chargeNeedsItemOrLabel: [],
  chargeItemUnknown: [{ code: 'SCRATCH' }],
  odometerBelowHandover: [{ km: 12480 }],
  notHandedOver: [],
  returnNeedsReadings: [],
  returnRecorded: [],
  returnPreviewed: [],
  tooManyPendingOfAccount: [{ n: 2 }],
  tooManyPendingOfNetwork: [{ n: 4, minutes: 15 }],
  bikeNotAvailable: [],
  idempotencyKeyReused: [],
  holdsPausedForAccount: [{ n: 3, until: at('2026-12-11T08:05:00Z'), minutes: 42 }],
  holdsPausedForNetwork: [{ n: 5, until: at('2026-12-11T13:30:00Z'), minutes: 17 }],
  nextBookingTooSoon: [{ next: { start: at('2026-12-11T08:30:00Z'), end: null } }],
  periodTakenMomentAgo: [],
  bookingLapsed: [],
  bookingWasCancelled: [],
  advanceSettled: [],
  alreadyReturned: [],
  periodNotBegun: [],
  closedWithoutGoingOut: [],
  advanceNotPaid: [],
  returnBeforeStart: [],
  returnInFuture: [],
  notReturnedYet: [],
  rentalAlreadyPaid: [],
  shopOwesYou: [],
  nothingToPay: [],
  amountToPay: [{ amount: 1250 }],
  checkoutOpening: [],
  gatewayUnavailable: [],
  gatewayNotOffered: [{ offered: 'aamarpay, bkash' }],
  sayRefundAdvance: [],
  onlyShopRefundsAdvance: [],
  cannotCancelBegun: [],
  nothingToCancel: [{ status: 'expired' }],
  noShowNotBegun: [],
  noShowNotActive: [],
  cannotExtend: [],
  noPlannedReturn: [],
  extensionNotLater: [],
  extensionInPast: [],
  alreadyRefunded: [],
  depositRefundMethod: [{ deposit: 'bkash_send_money' }],
  gatewayRefundUnavailable: [],
  refundInProgress: [],
  depositHoldUnavailable: [],
  depositNotHeld: [{ pending: true }],
  depositHoldLapsed: [],
  depositHoldOpen: [],
  depositHoldInUse: [],
  depositHoldBusy: [],
  depositHoldOpened: [],
  depositHoldRetrieved: [],
  depositHoldReleased: [],
  gatewayRefundFailed: [{ reason: 'bKash answered 2003 Process failed' }],
  refundedThroughBkash: [],
  paymentAlreadySettled: [{ status: 'paid' }],
  paymentNotHeld: [],
  paymentNotConfirmed: [{ reason: null, status: 'failed' }],
  reminderTooLate: [],
  messageNotRetryable: [{ status: 'sending' }],
  registered: [],
  emailVerified: [],
  verificationSent: [{ email: 'rina@example.com' }],
  loggedIn: [],
  tokenRefreshed: [],
  loggedOut: [],
  loggedOutEverywhere: [],
  profileRetrieved: [],
  profileUpdated: [],
  usersRetrieved: [],
  userRetrieved: [],
  userPromoted: [],
  roleChanged: [{ role: 'staff' }],
  customersRetrieved: [],
  customerCreated: [],
  counterBookingMade: [],
  counterPaymentRecorded: [],
  counterDayRetrieved: [],
  paymentLinkSent: [{ phone: '+880 1712-345678' }],
  tillOpened: [],
  tillRetrieved: [],
  tillClosedNow: [],
  tillsRetrieved: [],
  riderDetailsSaved: [],
  riderDocumentSaved: [],
  riderRetrieved: [],
  ridersRetrieved: [],
  riderApproved: [],
  rentalPhotoSaved: [],
  handedOver: [],
  riderRejected: [],
  userDeleted: [],
  bikesRetrieved: [],
  noBikes: [],
  bikeRetrieved: [],
  availabilityRetrieved: [],
  bikeAdded: [],
  bikeUpdated: [],
  bikeDeleted: [],
  addOnsRetrieved: [],
  addOnAdded: [],
  addOnUpdated: [],
  priceRulesRetrieved: [],
  priceRuleAdded: [],
  priceRuleUpdated: [],
  couponsRetrieved: [],
  couponAdded: [],
  couponUpdated: [],
  shopSettingsRetrieved: [],
  shopSettingsUpdated: [],
  blockReasonInvalid: [],
  blockEndNotAfterStart: [],
  blockTooLong: [{ max: 60 }],
  blockEndPassed: [],
  blockClashes: [{ count: 2 }],
  blockOverlapsBlock: [],
  bikeRetiredNoBlock: [],
  blockAlreadyEnded: [],
  blockAdded: [],
  blockEndedNow: [],
  blocksRetrieved: [],
  closureReasonInvalid: [],
  closureEndNotAfterStart: [],
  closureTooLong: [{ max: 30 }],
  closureEndPassed: [],
  closureClashes: [{ count: 3 }],
  closureOverlapsClosure: [],
  closureAlreadyEnded: [],
  closureAdded: [{ cancelled: 2 }],
  closureEndedNow: [],
  closuresRetrieved: [],
  shopClosedThen: [{ clash: sameDay }],
  registrationInvalid: [],
  registrationTaken: [],
  papersExpiredHandover: [{ paper: 'fitness', expiry: '2026-12-11' }],
  papersLapseBooking: [{ at: at('2026-12-11T18:00:00Z') }],
  papersSaved: [],
  papersRetrieved: [],
  serviceDateAhead: [],
  serviceRecorded: [],
  servicesRetrieved: [],
  cannotMoveRental: [],
  bikeNotSimilar: [{ cc: 25 }],
  moveToSameBike: [],
  forceIsAdmins: [],
  rentalMovedTo: [{ bike: 'Yamaha FZS V3' }],
  alternativesRetrieved: [],
  chargeItemsRetrieved: [],
  chargeItemAdded: [],
  chargeItemUpdated: [],
  quoteMade: [],
  bookingCreated: [],
  payAdvance: [],
  rentalsRetrieved: [],
  bikeReturned: [],
  toPaymentPage: [],
  scheduleRetrieved: [],
  bookingCancelled: [],
  markedNoShow: [],
  plannedReturnMoved: [],
  rentalRetrieved: [],
  auditRetrieved: [],
  noAuditEntries: [],
  refundsRetrieved: [],
  refundRecorded: [],
  contactThanks: [{ name: 'Rina Akter' }],
  messagesRetrieved: [],
  messageRequeued: [],
  reportRetrieved: [],
  nothingToDo: [],
  paymentOutcome: [{ outcome: 'success' }],
  heldPaymentsRetrieved: [],
  paymentGatewaysListed: [],
  paymentAccepted: [],
  paymentRefused: [],
  deliveriesRetrieved: [],
  switchesRetrieved: [],
  switchesSet: [],
  ok: [],
  ready: [],
  cancellationRule: [],
  chargeLineWeeks: [{ weeks: 2, price: 6000 }],
  chargeLineDays: [{ days: 3, price: 1200 }],
  chargeLineHours: [{ minutes: 200, price: 150, minimum: false }],
  chargeLineRule: [{ name: { en: 'Weekend', bn: 'সাপ্তাহিক ছুটি' }, percent: 20, minutes: 1680 }],
  chargeLineFloor: [{ minutes: 480 }],
  chargeLineCap: [{ percent: 50 }],
  chargeLineAddOn: [{ name: { en: 'Raincoat', bn: 'রেইনকোট' }, quantity: 2, days: 3, price: 30 }],
  chargeLineCoupon: [{ code: 'EID10', kind: 'percent', value: 10 }],
  chargeLineAdvance: [],
  chargeLineRecorded: [],
  billLineLate: [{ hours: 2, price: 270, multiplier: 1.5 }],
  billLineFuel: [{ eighths: 3, price: 60 }],
  billLineHelmets: [{ count: 1, price: 1500 }],
  billLineDepositApplied: [{ deposit: 2000 }],
  billLineBalance: [{ balance: 150 }],
  billLineDepositRefund: [],
  shopDay: [{ at: sameDay.start }],
  shopClock: [{ at: sameDay.start }],
  shopMoment: [{ at: sameDay.start }],
  shopPeriod: [{ period: sameDay }],
  duration: [{ minutes: 1590 }],
  totalCostCell: [{ rental: { isReturned: true, totalCost: -40, refunds: [refunded] } }],
  refundLine: [{ refund: refunded }],
  rentalStatus: [{ status: 'active', overdue: true }],
  rentalStateShort: [{ status: 'pending', overdue: false }],
  rentalSpan: [{ start: sameDay.start, end: sameDay.end }],
  rentalBalance: [{ rental: { status: 'returned', rentalCharge: 1250, totalCost: 1150, payment: false, refunds: [] } }],
  receiptLabels: [],
  paymentStatus: [{ status: 'paid', refundDue: true }],
  chargedTime: [{ minutes: 90 }],
  pricePerHour: [{ price: 180 }],
  costBasis: [{ basis: 'open', closed: true }],
  paymentMethodName: [{ method: 'bkash_send_money' }],
  receiptFooter: [{ name: 'Bond Bike Rental', email: 'info@bondbikerental.com.bd' }],
  messageKind: [{ template: 'pickup_reminder' }],
  messageChannel: [{ channel: 'sms' }],
  messageStatus: [{ status: 'queued' }],
  standinMode: [{ mode: 'timeout' }],
  messageAttempts: [{ n: 3 }],
  messageSegments: [{ n: 2 }],
  messageDue: [{ at: sameDay.start }],
  messageWaiting: [{ error: 'SMTP timeout' }],
  messageLastError: [{ error: 'SMTP timeout' }],
  messageName: [{ template: 'overdue', name: 'Rina Akter' }],
  paymentHeldReason: [{ reason: { code: 'risky', riskLevel: '1', riskTitle: 'Suspicious transaction' } }],
  bookingConfirmedMessage: [about],
  pickupReminderMessage: [about],
  returnReminderMessage: [about],
  overdueMessage: [about],
  returnRecordedMessage: [{ ...about, bill: { total: 3800, depositApplied: 2000, depositRefund: 0 } }],
  paymentReceivedMessage: [{ ...about, amount: 550 }],
  refundRecordedMessage: [{ ...about, amount: 100, method: 'bkash', reference: 'TX81' }],
  bookingCancelledMessage: [
    {
      ...about,
      advance: 'returned',
      byShop: true,
      closed: { start: at('2026-12-16T00:00:00Z'), end: at('2026-12-17T18:00:00Z') },
    },
  ],
  bookingExpiredMessage: [about],
  paymentOwedBackMessage: [{ ...about, amount: 100, why: 'duplicate' }],
  paymentLinkMessage: [{ ...about, payBy: at('2026-12-11T07:45:00Z') }],
  rentalMovedMessage: [{ ...about, fromBike: 'Yamaha R15' }],
  serviceDueMessage: [{ bikeName: 'Yamaha FZS', kmSince: 2140, daysSince: 95, link: 'https://shop.example/dashboard' }],
  paperExpiringMessage: [
    {
      bikeName: 'Yamaha FZS',
      registrationNumber: 'Dhaka Metro-HA 12-3456',
      paper: 'taxToken',
      expiry: '2026-12-11',
      link: 'https://shop.example/dashboard',
    },
  ],
  handedOverMessage: [
    { ...about, at: at('2026-12-11T07:45:00Z'), odometerKm: 12480, fuelEighths: 6, helmets: 2, deposit: 2000 },
  ],
  verificationEmail: [{ link: 'https://shop.example/verify-email?token=abc', hours: 48 }],
  phoneCodeMessage: [{ code: '305817', minutes: 5 }],
  loginCodeMessage: [{ code: '482913', minutes: 10 }],
  riderRejectedMessage: [{ reason: 'The licence photo is blurred', link: 'https://shop.example/dashboard' }],
  licenceExpiringMessage: [{ expiry: '2027-01-15', link: 'https://shop.example/dashboard' }],
};

/** Another value of the same kind, to see that a parameter changes what is said. */
function another(value: unknown): unknown {
  if (typeof value === 'number') return value + 3;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return `${value}Zq`;
  if (value instanceof Date) return new Date(value.getTime() + 3 * 3_600_000 + 7 * 60_000);
  if (Array.isArray(value)) return [...(value as unknown[]), 'zq.other'];
  if (value === null) return 'Zq';
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, v === null ? null : another(v)]));
  }
  return value;
}

/** Another value of a parameter that takes one of a few values. */
const ALTERNATIVES: Record<string, unknown> = {
  'paymentOwedBackMessage.why': 'refused',
  'amountDue.purpose': 'advance',
  'referenceRequired.method': 'card_terminal',
  'duplicateReference.method': 'rocket_send_money',
  'bookingCancelledMessage.advance': 'kept',
  'chargeLineCoupon.kind': 'fixed',
  'couponNotYet.from': '2027-06-01',
  'couponExpired.to': '2027-01-15',
  'licenceExpiringMessage.expiry': '2027-02-20',
  'riderNotApprovedForHandover.status': 'expired',
  'billLineBalance.balance': 0,
  'costBasis.basis': 'planned',
  'shopDay.at': at('2026-12-12T08:00:00Z'),
  'messageChannel.channel': 'email',
  'rentalStatus.status': 'returned',
  'rentalStateShort.status': 'no_show',
  'messageKind.template': 'overdue',
  'messageStatus.status': 'failed',
  'roleChanged.role': 'admin',
  'standinMode.mode': 'deliver',
  'messageName.template': 'login_code',
};

/** Parameters a language's sentence may leave out: Bangla says "exactly n" either way. */
const UNSAID: Partial<Record<Language, string[]>> = { bn: ['exactLength.big'] };

const ids = Object.keys(en) as TextId[];
/** What an entry says, as one text: a message to a customer as its SMS, subject and text; a table's every word. */
function allWords(said: unknown): string {
  if (said === null || typeof said !== 'object') return String(said);
  return Object.values(said).map(allWords).join('\n');
}

/** An entry said with loose parameters. */
function sayLoose(language: Language, id: TextId, params: unknown): string {
  return allWords((CATALOGUES[language][id] as (p?: unknown) => unknown)(params));
}

/**
 * Latin words a Bangla message may hold: codes and formats a customer types as they are, values of an
 * option list, and the sample parameters above (names, keys, e-mail addresses).
 */
const LATIN_ALLOWED = new Set(
  (
    'YYYY MM DD ISO JSON API NUL ASCII Idempotency Key true false null NaN https media _id ' +
    'refundAdvance include isOffered isAvailable isBooked bkash nagad cash bank gateway_panel ' +
    'colour Zq Rina Akter rina example com GET api nothing zq other bike created user promoted ' +
    'Yamaha FZS shop rentals bikes verify email token abc TX EID RAINCOAT JETPACK Bond Bike Rental info bondbikerental bd ' +
    'SMTP timeout Suspicious transaction dashboard Dhaka Metro HA aamarpay'
  ).split(' '),
);

describe('the catalogues', () => {
  it('have the same entries in every language', () => {
    for (const language of Object.keys(CATALOGUES) as Language[]) {
      expect(Object.keys(CATALOGUES[language]).sort(), language).toEqual([...ids].sort());
    }
  });

  it.each(Object.keys(CATALOGUES) as Language[])('say every entry in %s with every parameter', (language) => {
    for (const id of ids) {
      const [params] = SAMPLES[id] as [Record<string, unknown>?];
      const said = sayLoose(language, id, params);
      expect(said, id).not.toMatch(/[{}]|undefined|\[object|NaN(?! \()|Invalid Date/);
      expect(said.trim(), id).toBe(said);
      expect(said.length, id).toBeGreaterThan(1);
      for (const key of Object.keys(params ?? {})) {
        if (UNSAID[language]?.includes(`${id}.${key}`)) continue;
        const other = `${id}.${key}` in ALTERNATIVES ? ALTERNATIVES[`${id}.${key}`] : another(params?.[key]);
        const changed = sayLoose(language, id, { ...params, [key]: other });
        expect(changed, `${language} ${id} says its parameter ${key}`).not.toBe(said);
      }
    }
  });

  it('say Bangla in Bangla: no English words but codes, formats and the values given', () => {
    for (const id of ids) {
      const [params] = SAMPLES[id] as [Record<string, unknown>?];
      const said = sayLoose('bn', id, params);
      if (id !== 'ok' && id !== 'fieldPrefixed' && id !== 'invalidOption') expect(said, id).toMatch(/[\u0980-\u09FF]/);
      const withoutQuoted = said.replace(/'[^']*'|"[^"]*"/g, '');
      const english = (withoutQuoted.match(/[A-Za-z_]{2,}/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
      expect(english, `${id}: ${said}`).toEqual([]);
    }
  });

  it('render numbers, periods and money in each language’s own way', () => {
    expect(say('en', 'periodTaken', { clash: sameDay })).toBe(
      'This bike is booked from Fri 11 Dec, 2:00 pm to 6:00 pm',
    );
    expect(say('bn', 'periodTaken', { clash: sameDay })).toBe(
      'এই বাইকটি শুক্রবার ১১ ডিসেম্বর, দুপুর ২:০০ থেকে সন্ধ্যা ৬:০০ বুক করা আছে',
    );
    expect(say('en', 'amountDue', { purpose: 'advance', amount: 100 })).toBe(
      'The advance due for this rental is 100 BDT',
    );
    expect(say('bn', 'amountDue', { purpose: 'advance', amount: 100 })).toBe('এই ভাড়ার অগ্রিম বাবদ দিতে হবে ১০০৳');
    expect(say('en', 'duplicateReference', { method: 'bkash_send_money' })).toBe(
      'This bKash Send Money reference is already recorded for another payment',
    );
    expect(say('en', 'amountToPay', { amount: 1250 })).toBe('The amount to pay for this rental is 1250 BDT');
    expect(say('bn', 'amountToPay', { amount: 1250 })).toBe('এই ভাড়ার জন্য দিতে হবে ১,২৫০৳');
    expect(say('en', 'tryAgainInMinutes', { minutes: 1 })).toBe('Too many attempts. Please try again in 1 minute');
    expect(say('en', 'tryAgainInMinutes', { minutes: 2 })).toBe('Too many attempts. Please try again in 2 minutes');
    expect(say('bn', 'fieldTooLong', { field: 'Name', max: 100 })).toBe('নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে');
    expect(say('en', 'chargeLineWeeks', { weeks: 2, price: 6000 })).toBe('2 weeks × 6,000 BDT');
    expect(say('bn', 'chargeLineWeeks', { weeks: 2, price: 6000 })).toBe('২ সপ্তাহ × ৬,০০০৳');
    const weekend = { name: { en: 'Weekend', bn: 'সাপ্তাহিক ছুটি' }, minutes: 1680 };
    expect(say('en', 'chargeLineRule', { ...weekend, percent: 20 })).toBe('Weekend +20% (1 day 4 hours)');
    expect(say('bn', 'chargeLineRule', { ...weekend, percent: -20 })).toBe('সাপ্তাহিক ছুটি -২০% (১ দিন ৪ ঘণ্টা)');
    expect(say('en', 'chargeLineFloor', { minutes: 480 })).toBe('Never less than a shorter rental (8 hours)');
    expect(say('bn', 'chargeLineFloor', { minutes: 480 })).toBe('কম সময়ের ভাড়ার চেয়ে কম নয় (৮ ঘণ্টা)');
    expect(say('en', 'chargeLineCap', { percent: 50 })).toBe('Price rules capped at +50% of the time charge');
    expect(say('bn', 'chargeLineCap', { percent: 50 })).toBe('সব বাড়তি দাম মিলিয়ে সময়ের ভাড়ার সর্বোচ্চ +৫০%');
    expect(say('en', 'duration', { minutes: 1440 + 61 })).toBe('1 day 1 hour 1 minute');
    expect(say('en', 'duration', { minutes: 150 })).toBe('2 hours 30 minutes');
    expect(say('en', 'duration', { minutes: 2 * 1440 })).toBe('2 days');
    expect(say('en', 'duration', { minutes: 0 })).toBe('0 minutes');
    expect(say('bn', 'duration', { minutes: 2 * 1440 + 45 })).toBe('২ দিন ৪৫ মিনিট');
    expect(say('en', 'shopMoment', { at: sameDay.start })).toBe('Fri 11 Dec, 2:00 pm');
    expect(say('bn', 'shopPeriod', { period: { start: sameDay.start, end: null } })).toBe(
      'শুক্রবার ১১ ডিসেম্বর, দুপুর ২:০০ থেকে ফেরত দেওয়া পর্যন্ত',
    );
    const risky = { code: 'risky', riskLevel: '1', riskTitle: 'Suspicious transaction' } as const;
    expect(say('en', 'paymentHeldReason', { reason: risky })).toBe(
      'the gateway rated the payment risky: risk level 1 (Suspicious transaction)',
    );
    expect(say('bn', 'paymentHeldReason', { reason: risky })).toBe(
      'গেটওয়ে পেমেন্টটিকে ঝুঁকিপূর্ণ বলেছে: ঝুঁকির মাত্রা ১ (Suspicious transaction)',
    );
    expect(say('en', 'paymentHeldReason', { reason: { code: 'unrecognised_answer', answer: null } })).toBe(
      "the gateway's answer was not recognised",
    );
    expect(say('en', 'chargedTime', { minutes: 1590 })).toBe('1 day 2 hours 30 minutes (1590 minutes)');
    expect(say('bn', 'chargedTime', { minutes: 1590 })).toBe('১ দিন ২ ঘণ্টা ৩০ মিনিট (১,৫৯০ মিনিট)');
  });

  it('hold a message as a value, and carry it through zod as a marked string', () => {
    const held = text.notFound({ what: 'Bike' });
    expect(held).toEqual({ id: 'notFound', params: { what: 'Bike' } });
    expect(sayText('en', held)).toBe('Bike not found');
    expect(sayText('bn', held)).toBe('বাইক খুঁজে পাওয়া যায়নি');
    const marked = zodText('fieldRequired', { field: 'Email' });
    expect(readText(marked)).toEqual({ id: 'fieldRequired', params: { field: 'Email' } });
    expect(markText(held)).not.toBe(sayText('en', held));
    expect(sayMessage('en', marked)).toBe('Email is required');
    expect(sayMessage('bn', marked)).toBe('ই-মেইল দিতে হবে');
    // Anything else is kept as it is: a web form's own sentence, or a message the catalogue does not know.
    expect(sayMessage('bn', 'Just a sentence')).toBe('Just a sentence');
    expect(readText(`${marked.slice(0, 10)}{"id":"noSuchEntry"}`)).toBeNull();
  });
});

/** Every zod schema a contract module exports (each module read from this folder, so a new one is included). */
async function contractSchemas(): Promise<z.ZodType[]> {
  const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const schemas: z.ZodType[] = [];
  for (const file of files) {
    const mod = (await import(`./${file}`)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (value && typeof value === 'object' && '_zod' in value) schemas.push(value as z.ZodType);
    }
  }
  return schemas;
}

type Def = Record<string, unknown> & { error?: (issue: object) => unknown; checks?: { _zod: { def: Def } }[] };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every message a schema and what it is made of name with `{ error }`: what a customer reads for bad input. */
function ownMessages(schema: unknown, out: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema) || seen.has(schema)) return out;
  seen.add(schema);
  const def = defOf(schema);
  for (const source of [def, ...(def.checks ?? []).map((check) => check._zod.def)]) {
    const message = source.error?.({});
    if (typeof message === 'string') out.add(message);
  }
  for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right', 'valueType', 'keyType', 'catchall']) {
    ownMessages(def[key], out, seen);
  }
  for (const child of Object.values((def.shape as object | undefined) ?? {})) ownMessages(child, out, seen);
  for (const option of (def.options as unknown[] | undefined) ?? []) ownMessages(option, out, seen);
  return out;
}

/** The messages a parse with zodDefaultText gives bad input of every kind fed to every field of a schema. */
function fedMessages(schema: z.ZodType, out: Set<string>): Set<string> {
  const shape = (defOf(schema).shape as Record<string, unknown> | undefined) ?? {};
  const every = (value: unknown) => Object.fromEntries(Object.keys(shape).map((key) => [key, value]));
  const inputs = [
    42,
    'x',
    null,
    undefined,
    [],
    {},
    every(12345),
    every('x'.repeat(6000)),
    every(null),
    every([]),
    every(''),
  ];
  for (const input of inputs) {
    for (const issue of schema.safeParse(input, { error: zodDefaultText }).error?.issues ?? []) {
      if (issue.code !== 'unrecognized_keys') out.add(issue.message);
    }
  }
  return out;
}

describe('the contract’s schemas', () => {
  it('name every message by the catalogues, their own and zod’s for bad input of every kind', async () => {
    const messages = new Set<string>();
    for (const schema of await contractSchemas()) {
      ownMessages(schema, messages);
      fedMessages(schema, messages);
    }
    expect(messages.size).toBeGreaterThan(60);
    expect([...messages].filter((m) => readText(m) === null)).toEqual([]);
  }, 60_000);
});
