/** Business constants shared by the server and the web app (docs/product/booking-and-periods.md, docs/product/money-and-refunds.md). */

export const SHOP_NAME = 'Bond Bike Rental';
export const CURRENCY = 'BDT';
/** The shop's time zone: UTC+6 all year, no daylight saving. */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';
export const SHOP_LOCALE = 'en-BD';

/** Advance paid online when booking, in whole taka. */
export const ADVANCE_PAYMENT_BDT = 100;
/** How long a booking awaiting its advance payment holds the bike. */
export const BOOKING_HOLD_MINUTES = 15;
/** Bookings awaiting their advance (hold not lapsed) one account may have at once. */
export const PENDING_BOOKINGS_PER_ACCOUNT = 2;
/**
 * Bookings awaiting their advance made from one client address at once (the default of the setting
 * PENDING_BOOKINGS_PER_ADDRESS). Ten times an account's: a mobile operator's shared IPv4 address (carrier-grade
 * NAT) stands for many customers, so the account's limit is the brake (docs/decisions/031).
 */
export const PENDING_BOOKINGS_PER_ADDRESS = 20;
/**
 * A client address or an account whose unpaid bookings ended unpaid this many times (a lapsed hold, a
 * checkout cancelled or failed, a booking dropped before paying) within LAPSED_HOLDS_WINDOW_MINUTES cannot
 * hold a bike again for LAPSED_HOLDS_PAUSE_MINUTES after the last of them (docs/decisions/021).
 */
export const LAPSED_HOLDS_LIMIT = 3;
/**
 * The same rule for a client address (the default of the setting LAPSED_HOLDS_PER_ADDRESS): as many holds
 * given up as the address may have unpaid at once, so the customers behind one shared address are not
 * paused by a few of them (docs/decisions/031).
 */
export const LAPSED_HOLDS_PER_ADDRESS = PENDING_BOOKINGS_PER_ADDRESS;
export const LAPSED_HOLDS_WINDOW_MINUTES = 60;
export const LAPSED_HOLDS_PAUSE_MINUTES = 60;
/**
 * A booking without a planned return ends at the bike's next booking, at most RENTAL_MAX_DAYS after its start;
 * it needs the bike free for at least this long after its start (docs/decisions/021).
 */
export const OPEN_BOOKING_MIN_FREE_MINUTES = 60;
/** A start time may lie at most this far in the past (clock skew, slow forms). */
export const BOOKING_START_GRACE_MINUTES = 5;
/** A start time may lie at most this far ahead. */
export const BOOKING_MAX_DAYS_AHEAD = 30;
/** A return time may lie at most this far in the future. */
export const RETURN_TIME_GRACE_MINUTES = 5;

export const TOKEN_LIFETIME_DAYS = 7;

/**
 * Failed logins on one account, from any address, after which each further attempt on it waits
 * (docs/decisions/022): first this many seconds, doubling with each failure, never more than the cap. An
 * admin account that has reached them also needs a one-time code to log in.
 */
export const LOGIN_SLOWDOWN_AFTER_FAILURES = 5;
export const LOGIN_SLOWDOWN_FIRST_SECONDS = 5;
export const LOGIN_SLOWDOWN_MAX_SECONDS = 60;
/** The admin's one-time login code: its digits, how long it lasts, how many tries it allows, how often it is resent. */
export const LOGIN_CODE_DIGITS = 6;
export const LOGIN_CODE_MINUTES = 10;
export const LOGIN_CODE_TRIES = 5;
export const LOGIN_CODE_RESEND_SECONDS = 60;
/**
 * A customer's phone sign-in code (docs/product/accounts-and-roles.md#phone-sign-in): its digits, how long it
 * lasts, how many tries it allows, and how often a number may be sent a new one.
 */
export const PHONE_CODE_DIGITS = 6;
export const PHONE_CODE_MINUTES = 5;
export const PHONE_CODE_TRIES = 5;
export const PHONE_CODE_RESEND_SECONDS = 60;
export const PHONE_CODES_PER_HOUR = 5;
export const AUTH_COOKIE_NAME = 'authToken';
export const REFRESH_COOKIE_NAME = 'refreshToken';
/** Marks a browser that has logged in to an account before: the account's login wait does not hold it back (decision 022). */
export const KNOWN_DEVICE_COOKIE_NAME = 'knownDevice';
export const KNOWN_DEVICE_DAYS = 180;

export const RENTALS_POLL_MS = 5000;

/** docs/product/booking-and-periods.md#periods: a booked period lasts at least this long … */
export const RENTAL_MIN_MINUTES = 60;
/** … and at most this many days. */
export const RENTAL_MAX_DAYS = 14;
/** docs/product/booking-and-periods.md#cancelling: a customer who cancels at least this long before the start is owed the advance back. */
export const CANCEL_REFUND_HOURS = 24;
/** docs/product/booking-and-periods.md#availability: the widest window the availability of a bike or the schedule is asked for. */
export const AVAILABILITY_MAX_DAYS = 31;
