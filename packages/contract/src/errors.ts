import { z } from 'zod';

/** Every error the API reports, with its HTTP status (docs/product/platform.md#api-answers). */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  AMOUNT_MISMATCH: 400,
  /** An e-mail verification link that was altered, or is for an address the account no longer has (decision 023). */
  VERIFICATION_LINK_INVALID: 400,
  /** An e-mail verification link older than its lifetime: the customer asks for a new one. */
  VERIFICATION_LINK_EXPIRED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  /** An admin account under attack (decision 022): the right password, and now the code sent to the admin. */
  LOGIN_CODE_REQUIRED: 401,
  /** The one-time login code is wrong, used, expired or out of tries. */
  LOGIN_CODE_INVALID: 401,
  /** A phone sign-in code that does not match (docs/product/accounts-and-roles.md#phone-sign-in): the message says the tries left. */
  PHONE_CODE_WRONG: 401,
  /** A phone sign-in code tried the most times it may be: even the right code is refused; a new one is needed. */
  PHONE_CODE_NO_TRIES_LEFT: 401,
  PHONE_CODE_EXPIRED: 401,
  PHONE_CODE_USED: 401,
  /** Verifying a number that was sent no code in the last hour: a code is asked for first. */
  PHONE_CODE_NOT_SENT: 401,
  FORBIDDEN: 403,
  /** A number whose account is staff or admin: those log in with their e-mail and password. */
  PHONE_SIGN_IN_CUSTOMERS_ONLY: 403,
  /** An admin changing their own role (docs/product/accounts-and-roles.md#roles): another admin must. */
  OWN_ROLE_UNCHANGEABLE: 403,
  ADMIN_CANNOT_BOOK: 403,
  NOT_FOUND: 404,
  /** Booking at the counter for an account that is staff or an admin (docs/product/the-counter.md#booking-for-a-customer). */
  NOT_A_CUSTOMER: 409,
  /** A Send Money transaction ID or a card terminal's reference already recorded for that method (docs/product/the-counter.md#counter-payments). */
  DUPLICATE_REFERENCE: 409,
  /** Cash taken or paid out by someone with no open till today (docs/product/the-counter.md#tills). */
  TILL_NOT_OPEN: 409,
  /** A payment link asked for a booking that is not waiting for its advance (docs/product/the-counter.md#payment-link-by-sms). */
  NOT_AWAITING_ADVANCE: 409,
  /** An SMS for a customer whose account has no Bangladeshi mobile number. */
  NO_MOBILE_NUMBER: 409,
  /** A payment link sent again within a minute of the last one for the same booking. */
  PAYMENT_LINK_SENT_RECENTLY: 429,
  /** Opening a second till on one Dhaka day. */
  TILL_ALREADY_OPEN: 409,
  /** Closing, or moving cash through, a till that is closed: it is read-only. */
  TILL_CLOSED: 409,
  /** Approving or rejecting a rider's file that is not waiting for a review (docs/product/riders-on-file.md). */
  RIDER_NOT_PENDING: 409,
  /** Approving a rider whose driving licence has expired. */
  LICENCE_EXPIRED: 409,
  /** Handing over a bike twice (docs/product/handover-and-return.md#handover). */
  ALREADY_HANDED_OVER: 409,
  /** Handing over a booking that is not paid, or is closed. */
  RENTAL_NOT_BOOKED: 409,
  /** Handing over earlier before the start than the shop's setting allows. */
  HANDOVER_TOO_EARLY: 409,
  /** Handing over to a rider whose ID and licence are not approved on the day. */
  RIDER_NOT_APPROVED: 409,
  /** A deposit that is not the bike's. */
  DEPOSIT_MISMATCH: 409,
  /** Holding a deposit in bKash where the shop has no bKash (docs/product/handover-and-return.md#deposits-held-in-bkash). */
  DEPOSIT_HOLD_UNAVAILABLE: 409,
  /** A handover with the deposit `bkash_hold` and no hold held: none opened, or not approved yet. */
  DEPOSIT_NOT_HELD: 409,
  /** bKash no longer holds the deposit (it lapsed or was refused): no deposit is held. */
  DEPOSIT_HOLD_LAPSED: 409,
  /** A deposit taken another way while a bKash hold of it is open. */
  DEPOSIT_HOLD_OPEN: 409,
  /** Letting go of a hold a handover took: only the return settles it. */
  DEPOSIT_HOLD_IN_USE: 409,
  /** Another request is asking bKash to execute, capture or void this hold right now. */
  DEPOSIT_HOLD_BUSY: 409,
  /** A photo named that is another rental's, already used, or unknown. */
  PHOTOS_NOT_OF_RENTAL: 409,
  /** A return of a booking never handed over (docs/product/handover-and-return.md#return). */
  NOT_HANDED_OVER: 409,
  /** The spec's return call on a bike handed over with readings: its return needs readings too. */
  RETURN_NEEDS_READINGS: 409,
  EMAIL_TAKEN: 409,
  /** A phone number another open account has (docs/product/accounts-and-roles.md#phone-numbers). */
  PHONE_TAKEN: 409,
  /** An add-on's or a coupon's code that another one has (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons). */
  CODE_TAKEN: 409,
  BIKE_NOT_AVAILABLE: 409,
  /** Bookings stand in a block's way (docs/product/fleet-calendar.md#blocks): `data.clashes` lists them. */
  BLOCK_CLASHES: 409,
  /** A retired bike is not blocked: it is out of the fleet. */
  BIKE_RETIRED: 409,
  /** Ending a block that has ended. */
  BLOCK_ENDED: 409,
  /** Bookings fall in a closure of the shop (docs/product/fleet-calendar.md#closures): `data.clashes` lists them. */
  CLOSURE_CLASHES: 409,
  /** Ending a closure that has ended. */
  CLOSURE_ENDED: 409,
  /** A bike handed over, or booked past the day, when one of its papers has lapsed (docs/product/fleet-calendar.md#papers). */
  PAPERS_EXPIRED: 409,
  /** A registration number another bike has. */
  REGISTRATION_TAKEN: 409,
  /** A move to a bike of another brand or more than 25 cc apart (an admin may force it). */
  BIKE_NOT_SIMILAR: 409,
  /** Moving a booking that is out on rent or closed: only a booking waiting for its bike moves. */
  CANNOT_MOVE: 409,
  /** The period asked for overlaps another booking of the bike (docs/product/booking-and-periods.md#no-overlap); the message names that period. */
  PERIOD_TAKEN: 409,
  /** Cancelling a rental whose period has begun or that is closed (docs/product/booking-and-periods.md#cancelling). */
  CANNOT_CANCEL: 409,
  /** Extending a rental that is not booked or active, or has no planned return (docs/product/booking-and-periods.md#extending). */
  CANNOT_EXTEND: 409,
  TOO_MANY_PENDING_BOOKINGS: 409,
  /** An add-on code no active add-on has (docs/product/money-and-refunds.md#prices-hours-days-and-weeks). */
  ADD_ON_UNKNOWN: 404,
  /** Not enough of an add-on is free for the whole period asked for. */
  ADD_ON_UNAVAILABLE: 409,
  /** A coupon code no active coupon has (docs/product/money-and-refunds.md#coupons-at-checkout). */
  COUPON_UNKNOWN: 404,
  /** A coupon that does not apply to this booking: the message says why. */
  COUPON_NOT_YET: 409,
  COUPON_EXPIRED: 409,
  COUPON_OTHER_BIKE: 409,
  COUPON_FIRST_RENTAL: 409,
  COUPON_MINIMUM: 409,
  COUPON_USED_UP: 409,
  COUPON_USED_BY_YOU: 409,
  ALREADY_RETURNED: 409,
  RENTAL_NOT_ACTIVE: 409,
  NOTHING_TO_PAY: 409,
  ALREADY_PAID: 409,
  PAYMENT_IN_PROGRESS: 409,
  USER_HAS_OPEN_RENTALS: 409,
  BIKE_HAS_OPEN_RENTAL: 409,
  ADMIN_IMMUTABLE: 409,
  /** Asking for a verification link for an address that is verified already. */
  EMAIL_ALREADY_VERIFIED: 409,
  ALREADY_REFUNDED: 409,
  /** A refund the gateway cannot send back: not paid through it, or paid longer ago than it refunds. */
  GATEWAY_REFUND_UNAVAILABLE: 409,
  /** Another click (or process) is asking the gateway for this refund right now. */
  REFUND_IN_PROGRESS: 409,
  /** The gateway refused the refund or did not answer, and made none: it is paid back by hand instead. */
  GATEWAY_REFUND_FAILED: 502,
  /** A payment decided already, not waiting for a check, or one the gateway does not confirm. */
  PAYMENT_NOT_REVIEWABLE: 409,
  /** Retrying a message that has not failed (it is queued, being sent or sent). */
  NOT_RETRYABLE: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An upload that is not what the call takes: a picture that is not a JPEG, PNG or WebP by its content. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A picture declaring more pixels than the shop decodes (a decompression bomb, or a huge photo). */
  IMAGE_TOO_LARGE: 422,
  /** An Idempotency-Key sent again with a different request than the one it was first used for. */
  IDEMPOTENCY_KEY_REUSED: 422,
  URI_TOO_LONG: 414,
  RATE_LIMITED: 429,
  /** Unpaid bookings of this account or address ended unpaid too often lately; it may hold again later. */
  TOO_MANY_LAPSED_HOLDS: 429,
  /** A gateway named for a checkout that the shop does not offer (GET /payments/gateways lists those it does). */
  PAYMENT_GATEWAY_NOT_OFFERED: 400,
  PAYMENT_GATEWAY_UNAVAILABLE: 502,
  /** The server is shutting down (a new process takes over), or cannot reach its database. */
  SERVICE_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ErrorItemSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorItem = z.infer<typeof ErrorItemSchema>;

/** The body of every failed call: the web app shows `errorMessage[0].message`. */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errorMessage: z.array(ErrorItemSchema),
  /** What a refusal names for the caller to act on, where it says so (a block's clashes). */
  data: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
