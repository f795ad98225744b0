import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '@bond/contract/audit';
import { ROLES } from '@bond/contract/auth';
import {
  LANGUAGES,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  MESSAGE_TEMPLATES,
  REMINDER_CHANNELS,
} from '@bond/contract/notifications';
import { COUPON_KINDS, RULE_KINDS } from '@bond/contract/price-lists';
import { COUNTER_METHODS } from '@bond/contract/counter';
import { DEPOSIT_HOLD_STATES } from '@bond/contract/deposit-holds';
import { BLOCK_REASONS } from '@bond/contract/blocks';
import { CLOSURE_REASONS } from '@bond/contract/closures';
import { RIDER_DOCUMENT_KINDS, RIDER_REVIEWS } from '@bond/contract/riders';
import { HELD_PAYMENT_REASONS, REFUND_METHODS, REFUND_REASONS } from '@bond/contract/refunds';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** `'a', 'b'`: the values of a check constraint, from the contract's list. */
const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased; '' for an account made at the counter without one (docs/decisions/038). */
    email: text('email').notNull(),
    /**
     * A Bangladeshi mobile number as `+8801XXXXXXXXX` (docs/product/accounts-and-roles.md#phone-numbers);
     * a number stored before that rule that is not one stays as it was typed; '' for none (an admin made
     * from the shop's configuration).
     */
    phone: text('phone').notNull(),
    /**
     * Set by migration 0018 on an open account whose number an older open account already had: reported in
     * `phone_conflicts`, never merged, and outside `users_phone_key` until its number changes (docs/decisions/038).
     */
    sharesPhone: boolean('shares_phone').notNull().default(false),
    address: text('address').notNull(),
    /** Null: no password yet (a customer made at the counter); no password logs in to it. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    /** Bumped to revoke every token of the account at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    deactivatedAt: instant('deactivated_at'),
    /** How the customer wants reminders (docs/product/messages.md#reminder-choice); receipts and money messages always go. */
    reminderChannel: text('reminder_channel', { enum: REMINDER_CHANNELS }).notNull().default('sms'),
    /** The language of the customer's messages (docs/product/languages.md#two-languages). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** Failed logins on the account since its last correct one, from any address (docs/decisions/022). */
    failedLogins: integer('failed_logins').notNull().default(0),
    /** The next login attempt on the account is not checked before this moment (the growing per-account delay). */
    loginDelayUntil: instant('login_delay_until'),
    /**
     * When the customer proved the e-mail address theirs (decision 023); null: unverified, and the address
     * gets nothing but the verification link.
     */
    emailVerifiedAt: instant('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`${t.email} <> ''`),
    // One open account per phone number (docs/product/accounts-and-roles.md#phone-numbers); see sharesPhone.
    uniqueIndex('users_phone_key')
      .on(t.phone)
      .where(sql`${t.deactivatedAt} is null and ${t.phone} <> '' and not ${t.sharesPhone}`),
    check('users_role_check', sql.raw(`role in (${quoted(ROLES)})`)),
    check('users_reminder_channel_check', sql.raw(`reminder_channel in (${quoted(REMINDER_CHANNELS)})`)),
    check('users_language_check', sql.raw(`language in (${quoted(LANGUAGES)})`)),
  ],
);

export const bikes = pgTable(
  'bikes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    image: text('image').notNull(),
    pricePerHour: integer('price_per_hour').notNull(),
    /** docs/product/money-and-refunds.md#prices-hours-days-and-weeks: at most 24 hours' price. */
    pricePerDay: integer('price_per_day').notNull(),
    /** At most 7 days' price. */
    pricePerWeek: integer('price_per_week').notNull(),
    description: text('description').notNull(),
    cc: integer('cc').notNull(),
    /**
     * The deposit taken at handover, whole taka; 0: none (docs/product/handover-and-return.md#deposits). The
     * service gives a new bike the shop's default; the column's default is what migration 0024 gave every bike.
     */
    deposit: integer('deposit').notNull().default(2000),
    /** The shop's own switch; a booking or a rental makes the bike unavailable on top of this. */
    isAvailable: boolean('is_available').notNull().default(true),
    retiredAt: instant('retired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bikes_listed_idx')
      .on(t.createdAt)
      .where(sql`${t.retiredAt} is null`),
    check('bikes_price_check', sql`${t.pricePerHour} > 0`),
    check(
      'bikes_day_week_price_check',
      sql`${t.pricePerDay} > 0 and ${t.pricePerDay} <= 24 * ${t.pricePerHour} and ${t.pricePerWeek} > 0 and ${t.pricePerWeek} <= 7 * ${t.pricePerDay}`,
    ),
    check('bikes_deposit_check', sql`${t.deposit} between 0 and 100000`),
  ],
);

/**
 * The shop's settings (docs/product/handover-and-return.md#shop-settings, docs/decisions/043-shop-settings.md):
 * one row, inserted by migration 0024 and only ever updated. `one_row` is true, and unique: a second row
 * cannot exist. The late multiplier is kept exactly, as whole hundredths (150 = × 1.5).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    oneRow: boolean('one_row').notNull().default(true),
    defaultDeposit: integer('default_deposit').notNull(),
    lateGraceMinutes: integer('late_grace_minutes').notNull(),
    lateMultiplierHundredths: integer('late_multiplier_hundredths').notNull(),
    fuelPricePerEighth: integer('fuel_price_per_eighth').notNull(),
    handoverEarliestMinutes: integer('handover_earliest_minutes').notNull(),
    /** docs/product/fleet-calendar.md#service-log: a bike is due a service this many km, or days, after its last. */
    serviceEveryKm: integer('service_every_km').notNull().default(2000),
    serviceEveryDays: integer('service_every_days').notNull().default(90),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shop_settings_one_row_key').on(t.oneRow),
    check('shop_settings_one_row_check', sql`${t.oneRow}`),
    check(
      'shop_settings_service_check',
      sql`${t.serviceEveryKm} between 100 and 100000 and ${t.serviceEveryDays} between 1 and 3650`,
    ),
    check(
      'shop_settings_values_check',
      sql`${t.defaultDeposit} between 0 and 100000 and ${t.fuelPricePerEighth} between 0 and 100000 and ${t.lateGraceMinutes} between 0 and 1440 and ${t.handoverEarliestMinutes} between 0 and 1440 and ${t.lateMultiplierHundredths} between 100 and 500`,
    ),
  ],
);

/** A Dhaka calendar day, 'YYYY-MM-DD' as the contract has it. */
const shopDay = (name: string) => date(name, { mode: 'string' });

/**
 * Add-ons a booking may take (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons): a code in
 * capitals, a name in both languages, a price per started day and the stock the shop has. Never deleted: the
 * owner switches one off.
 */
export const addOns = pgTable(
  'add_ons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    pricePerDay: integer('price_per_day').notNull(),
    stock: integer('stock').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('add_ons_code_key').on(t.code),
    check('add_ons_code_check', sql`${t.code} ~ '^[A-Z0-9-]{2,30}$'`),
    check('add_ons_price_check', sql`${t.pricePerDay} > 0`),
    check('add_ons_stock_check', sql`${t.stock} >= 0`),
  ],
);

/**
 * The owner's price list of charges (docs/product/handover-and-return.md#charges-price-list): what damage or
 * a loss costs at a return, a code in capitals, a name in both languages, whole taka. Never deleted: the
 * owner switches one off.
 */
export const chargeItems = pgTable(
  'charge_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    amount: integer('amount').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('charge_items_code_key').on(t.code),
    check('charge_items_code_check', sql`${t.code} ~ '^[A-Z0-9_]{2,32}$'`),
    check('charge_items_amount_check', sql`${t.amount} between 1 and 100000`),
  ],
);

/**
 * The owner's dated price rules (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons): the
 * weekend (within `from`..`to` when given) or the Dhaka days `from`..`to`, adding a whole percentage.
 */
export const priceRules = pgTable(
  'price_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    kind: text('kind', { enum: RULE_KINDS }).notNull(),
    from: shopDay('from_date'),
    to: shopDay('to_date'),
    percent: integer('percent').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('price_rules_kind_check', sql.raw(`kind in (${quoted(RULE_KINDS)})`)),
    check(
      'price_rules_dates_check',
      sql`(${t.kind} <> 'dates' or (${t.from} is not null and ${t.to} is not null)) and (${t.from} is null or ${t.to} is null or ${t.from} <= ${t.to})`,
    ),
    check('price_rules_percent_check', sql`${t.percent} between -50 and 100 and ${t.percent} <> 0`),
  ],
);

/**
 * Coupons (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons): a code told apart without
 * case (stored as typed), a percentage or whole taka off the rental charge, and the conditions of its use.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    value: integer('value').notNull(),
    minimumCharge: integer('minimum_charge').notNull().default(0),
    /** The first and last Dhaka day it is valid, inclusive; null: no bound. */
    validFrom: shopDay('valid_from'),
    validTo: shopDay('valid_to'),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    firstRentalOnly: boolean('first_rental_only').notNull().default(false),
    bikeId: uuid('bike_id').references(() => bikes.id),
    detailsEn: text('details_en').notNull(),
    detailsBn: text('details_bn').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`lower(${t.code})`),
    check('coupons_kind_check', sql.raw(`kind in (${quoted(COUPON_KINDS)})`)),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_minimum_charge_check', sql`${t.minimumCharge} >= 0`),
    check(
      'coupons_valid_days_check',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
    check(
      'coupons_max_uses_check',
      sql`(${t.maxUses} is null or ${t.maxUses} >= 1) and (${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} >= 1)`,
    ),
  ],
);

/**
 * Stored states (docs/product/booking-and-periods.md#states). `booked`: the advance is paid and the rental holds its period; it reads as
 * `active` once its start has come (by time, in SQL: nothing writes that change). `pending` reads as
 * `expired` once its hold lapses.
 */
export const RENTAL_STATUSES = ['pending', 'booked', 'returned', 'cancelled', 'no_show', 'expired'] as const;

export const rentals = pgTable(
  'rentals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id),
    startTime: instant('start_time').notNull(),
    /**
     * The planned return (decision 013). Every booking made now has one (docs/decisions/021); null only on rentals
     * made before that, which hold the bike until it is returned.
     */
    endTime: instant('end_time'),
    returnTime: instant('return_time'),
    status: text('status', { enum: RENTAL_STATUSES }).notNull().default('pending'),
    /**
     * Until when a pending booking holds the bike; once a booking ended unpaid (lapsed or cancelled), when its
     * hold ended. Null once the advance is paid.
     */
    holdExpiresAt: instant('hold_expires_at'),
    advancePaid: boolean('advance_paid').notNull().default(false),
    /** The bike's price per hour when it was booked: the rental is charged at this price (docs/product/money-and-refunds.md#rental-charge). */
    pricePerHour: integer('price_per_hour').notNull(),
    /** What the rental cost in all, set on return: its rental charge plus add-ons minus the coupon's discount. */
    rentalCharge: integer('rental_charge'),
    /** rentalCharge − advance; negative: the shop owes the customer. */
    totalCost: integer('total_cost').notNull().default(0),
    /**
     * Set on return with `rentalCharge`, from the same pricing of the actual period: what its add-ons cost and
     * what its coupon took off (docs/decisions/037-discounts-and-add-ons-on-the-return-day.md). 0 until then,
     * and on rentals booked before quotes.
     */
    addOnsCharge: integer('add_ons_charge').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    /** The balance after the return has been paid. */
    balancePaid: boolean('balance_paid').notNull().default(false),
    /** The client address the booking was made from (limits unpaid bookings per address). */
    bookedFrom: text('booked_from'),
    /**
     * When the planned return was last set by an extension (decision 023); null: as booked. A return
     * reminder is not sent for a return set inside its own reminder window.
     */
    endSetAt: instant('end_set_at'),
    /**
     * The coupon the booking was made with (docs/product/money-and-refunds.md#coupons-at-checkout): a use
     * of it while the booking counts (usesItsCoupon in db/rental-states.ts).
     */
    couponId: uuid('coupon_id').references(() => coupons.id),
    /** The quote the booking was made with, lines and totals: later prices never change it. Null before quotes. */
    quote: jsonb('quote'),
    /**
     * The staff member or admin who made the booking at the counter for its customer
     * (docs/product/the-counter.md#booking-for-a-customer); null: the customer booked it.
     */
    bookedBy: uuid('booked_by').references(() => users.id),
    /**
     * The bill of a return with readings (docs/product/handover-and-return.md#the-bill): its lines and totals as
     * `billOf` made them, so every screen and message shows what was charged. Null before, and for a return
     * recorded by the spec's call, which bills by `rentalCharge` and `totalCost` alone.
     */
    bill: jsonb('bill'),
    /**
     * When the bike left the shop (docs/product/handover-and-return.md#handover): a `booked` rental is out on
     * rent from then on, never by time alone. Null: not handed over.
     */
    handedOverAt: instant('handed_over_at'),
    /** Who handed it over; null on the rentals that went out before handovers were recorded. */
    handedOverBy: uuid('handed_over_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rentals_coupon_idx')
      .on(t.couponId)
      .where(sql`${t.couponId} is not null`),
    // docs/product/booking-and-periods.md#no-overlap: no two open rentals of a bike overlap. The exclusion constraint `rentals_no_overlap` (btree_gist
    // over the bike and the period) is written by hand in migration 0005: Drizzle cannot express it.
    // When the next booked period begins (how long a cached answer of "free now" stands).
    index('rentals_open_start_idx')
      .on(t.startTime)
      .where(sql`${t.status} in ('pending', 'booked')`),
    index('rentals_user_idx').on(t.userId, t.createdAt),
    index('rentals_pending_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('rentals_pending_from_idx')
      .on(t.bookedFrom, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    // Holds an address gave up unpaid lately (docs/decisions/021): they pause its new holds.
    index('rentals_unpaid_ends_idx')
      .on(t.bookedFrom, t.holdExpiresAt)
      .where(sql`not ${t.advancePaid}`),
    // The owner's reports (decision 014): rentals by the day they were made, began and came back, …
    index('rentals_created_idx').on(t.createdAt),
    index('rentals_start_idx').on(t.startTime),
    index('rentals_returned_idx')
      .on(t.returnTime)
      .where(sql`${t.status} = 'returned'`),
    // … the rentals out in a period: the rentals repository's `outPeriod` (GiST finds the ranges that overlap) …
    index('rentals_out_period_idx')
      .using('gist', sql`tstzrange(${t.startTime}, coalesce(${t.returnTime}, 'infinity'::timestamptz), '[)')`)
      .where(sql`${t.status} in ('returned', 'booked')`),
    // … and the balances unpaid (the rentals repository's `balanceUnpaid`).
    index('rentals_balance_unpaid_idx')
      .on(t.totalCost)
      .where(sql`${t.status} = 'returned' and ${t.totalCost} > 0 and not ${t.balancePaid}`),
    check(
      'rentals_status_check',
      sql`${t.status} in ('pending', 'booked', 'returned', 'cancelled', 'no_show', 'expired')`,
    ),
    check('rentals_return_after_start', sql`${t.returnTime} is null or ${t.returnTime} > ${t.startTime}`),
    check('rentals_end_after_start', sql`${t.endTime} is null or ${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * The add-ons a booking holds for its period (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons):
 * while the booking holds its period, they count against the add-on's stock.
 */
export const rentalAddOns = pgTable(
  'rental_add_ons',
  {
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id),
    addOnId: uuid('add_on_id')
      .notNull()
      .references(() => addOns.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rentalId, t.addOnId] }),
    index('rental_add_ons_add_on_idx').on(t.addOnId),
    check('rental_add_ons_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** `duplicate`: paid, but another payment had already paid the same purpose of the rental (owed back). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired', 'duplicate'] as const;
export const PAYMENT_PURPOSES = ['advance', 'rent', 'deposit'] as const;

/** Every payment attempt (docs/product/money-and-refunds.md#payments); rows are never deleted. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id),
    /** `deposit`: money held against the rental at its handover, the customer's until the return settles it. */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('BDT'),
    gateway: text('gateway').notNull(),
    tranId: text('tran_id').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    gatewayTxnId: text('gateway_txn_id'),
    /** The gateway's last verification answer, as received. */
    verification: jsonb('verification'),
    /** Why a verification answer was not accepted, if it was not. */
    rejectionReason: text('rejection_reason'),
    /** Paid after its booking had lapsed and the bike was taken: the shop must refund it. */
    refundDue: boolean('refund_due').notNull().default(false),
    /**
     * Why an admin must look at this payment before anything more happens to it, as a code (an answer the
     * adapter did not recognise, a risky payment held by the gateway's risk level; the catalogues say it
     * with what `verification` holds); null when nothing is to check.
     */
    reviewReason: text('review_reason', { enum: HELD_PAYMENT_REASONS }),
    /** The gateway's checkout address of a pending payment, so an open checkout is reused, not doubled. */
    checkoutUrl: text('checkout_url'),
    /**
     * Who took a payment at the counter (docs/product/the-counter.md#counter-payments); null for an online
     * one. A counter payment keeps its method in `gateway` and its reference (Send Money's transaction ID, the
     * card terminal's) in `gateway_txn_id`, so `payments_gateway_txn_id_key` takes each reference once.
     */
    receivedBy: uuid('received_by').references(() => users.id),
    /** The till a cash payment went into (docs/product/the-counter.md#tills). */
    tillId: uuid('till_id').references(() => tills.id),
    /**
     * The gateway's own id of the checkout, where the gateway names a checkout before it is paid (bKash's
     * `paymentID`, docs/product/money-and-refunds.md#paying-with-bkash); null for aamarPay and the counter.
     */
    gatewayRef: text('gateway_ref'),
    /**
     * When the shop asked the gateway to take the money (bKash's `execute`): set once, by the one request
     * that may ask; every other return, process or retry asks the gateway what happened instead.
     */
    chargeAskedAt: instant('charge_asked_at'),
    verifiedAt: instant('verified_at'),
    settledAt: instant('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_tran_id_key').on(t.tranId),
    uniqueIndex('payments_gateway_txn_id_key').on(t.gateway, t.gatewayTxnId),
    uniqueIndex('payments_gateway_ref_key').on(t.gateway, t.gatewayRef),
    // A purpose of a rental is paid at most once.
    uniqueIndex('payments_paid_once')
      .on(t.rentalId, t.purpose)
      .where(sql`${t.status} = 'paid'`),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // The owner's reports (decision 014): money by the day it settled; the payments export also by creation.
    index('payments_settled_idx').on(t.settledAt),
    index('payments_created_idx').on(t.createdAt),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_purpose_check', sql.raw(`purpose in (${quoted(PAYMENT_PURPOSES)})`)),
    // A counter payment names who took it; cash names its till, every other counter method its reference.
    check(
      'payments_counter_check',
      sql.raw(
        `gateway not in (${quoted(COUNTER_METHODS)}) or (received_by is not null and status = 'paid' and (gateway = 'cash') = (till_id is not null) and (gateway = 'cash') = (gateway_txn_id is null))`,
      ),
    ),
    index('payments_till_idx')
      .on(t.tillId)
      .where(sql`${t.tillId} is not null`),
  ],
);

/**
 * A staff member's till for one Dhaka day (docs/product/the-counter.md#tills): the cash float it opened with;
 * the cash in and out are the payments and refunds that name it. Closing keeps the count, what was expected
 * and the difference, once: a closed till is read-only.
 */
export const tills = pgTable(
  'tills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id),
    /** The Dhaka day it is for. */
    day: shopDay('day').notNull(),
    openingFloat: integer('opening_float').notNull(),
    openedAt: instant('opened_at').notNull().defaultNow(),
    closedAt: instant('closed_at'),
    expectedCash: integer('expected_cash'),
    countedCash: integer('counted_cash'),
    difference: integer('difference'),
  },
  (t) => [
    // One till per person per Dhaka day.
    uniqueIndex('tills_staff_day_key').on(t.staffId, t.day),
    index('tills_day_idx').on(t.day),
    check('tills_float_check', sql`${t.openingFloat} >= 0`),
    check(
      'tills_closed_check',
      sql`(${t.closedAt} is null and ${t.countedCash} is null and ${t.expectedCash} is null and ${t.difference} is null) or (${t.closedAt} is not null and ${t.countedCash} >= 0 and ${t.expectedCash} is not null and ${t.difference} = ${t.countedCash} - ${t.expectedCash})`,
    ),
  ],
);

/**
 * A rental's deposit held in the rider's bKash wallet (docs/product/handover-and-return.md#deposits-held-in-bkash):
 * the life of bKash's authorization, from the checkout the counter opens to the capture or void at the return.
 * The handover that uses a held one records the deposit as a payment too (gateway `bkash`, purpose `deposit`),
 * so the bill and the reports read it as any deposit.
 */
export const depositHolds = pgTable(
  'deposit_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id),
    /** Our invoice number at bKash (`merchantInvoiceNumber`); the callback names it in its path. */
    tranId: text('tran_id').notNull(),
    amount: integer('amount').notNull(),
    state: text('state', { enum: DEPOSIT_HOLD_STATES }).notNull().default('pending'),
    /** bKash's `paymentID` of the authorization; null until bKash opened it. */
    gatewayRef: text('gateway_ref'),
    /** bKash's page where the rider approves it. */
    checkoutUrl: text('checkout_url'),
    /** bKash's `trxID` of the authorization, once executed. */
    trxId: text('trx_id'),
    /** When the shop asked bKash to execute it: set once, by the one request that may ask. */
    confirmAskedAt: instant('confirm_asked_at'),
    /**
     * When a return (or the counter letting it go) asked bKash to capture or void it: set once, by the one
     * request that may ask, with the amount it asked for (`settle_amount`, 0 to void); any other waits or is
     * told what bKash did.
     */
    settleAskedAt: instant('settle_asked_at'),
    settleAmount: integer('settle_amount'),
    /** What the return took of it, whole taka. */
    capturedAmount: integer('captured_amount'),
    /** bKash's words when it refused or the hold lapsed. */
    error: text('error'),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deposit_holds_tran_id_key').on(t.tranId),
    uniqueIndex('deposit_holds_gateway_ref_key').on(t.gatewayRef),
    // A rental has at most one hold open or held: a second press of "hold" gets the same one.
    uniqueIndex('deposit_holds_open_key')
      .on(t.rentalId)
      .where(sql`${t.state} in ('pending', 'held')`),
    index('deposit_holds_rental_idx').on(t.rentalId),
    check('deposit_holds_amount_check', sql`${t.amount} > 0`),
    check('deposit_holds_state_check', sql.raw(`state in (${quoted(DEPOSIT_HOLD_STATES)})`)),
    check(
      'deposit_holds_captured_check',
      sql`(${t.state} = 'captured') = (${t.capturedAmount} is not null) and (${t.capturedAmount} is null or ${t.capturedAmount} between 1 and ${t.amount})`,
    ),
  ],
);

/** Money the shop owes back (docs/product/money-and-refunds.md#refunds-due): one row each, settled once by an admin saying how it was paid back. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id),
    /** The payment whose money is owed back, when it is one payment (late or duplicate). */
    paymentId: uuid('payment_id').references(() => payments.id),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    refundedAt: instant('refunded_at'),
    method: text('method', { enum: REFUND_METHODS }),
    reference: text('reference'),
    refundedBy: uuid('refunded_by').references(() => users.id),
    /** The till a refund paid back in cash came out of (docs/product/the-counter.md#tills). */
    tillId: uuid('till_id').references(() => tills.id),
    /**
     * When an admin's click asked the gateway to send the money back (docs/product/money-and-refunds.md#refunds-through-bkash):
     * set by the one request that may ask, cleared again when the gateway made no refund.
     */
    gatewayRefundAskedAt: instant('gateway_refund_asked_at'),
    /** Why the gateway's last refund of it failed, as shown on the Refunds page; null when none failed. */
    gatewayRefundError: text('gateway_refund_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A refund the gateway made is recorded once, by the gateway's own id of it.
    uniqueIndex('refunds_gateway_refund_key')
      .on(t.method, t.reference)
      .where(sql`${t.gatewayRefundAskedAt} is not null and ${t.reference} is not null`),
    // A payment is owed back at most once; a rental's negative balance or cancellation likewise.
    uniqueIndex('refunds_payment_key')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    uniqueIndex('refunds_rental_reason_key')
      .on(t.rentalId, t.reason)
      .where(sql`${t.paymentId} is null`),
    index('refunds_open_idx')
      .on(t.createdAt)
      .where(sql`${t.refundedAt} is null`),
    index('refunds_rental_idx').on(t.rentalId),
    index('refunds_till_idx')
      .on(t.tillId)
      .where(sql`${t.tillId} is not null`),
    check('refunds_till_check', sql`${t.tillId} is null or ${t.method} = 'cash'`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_reason_check', sql.raw(`reason in (${quoted(REFUND_REASONS)})`)),
    check(
      'refunds_settled_check',
      sql`(${t.refundedAt} is null and ${t.method} is null and ${t.reference} is null) or (${t.refundedAt} is not null and ${t.method} in ('bkash', 'nagad', 'cash', 'bank', 'gateway_panel') and ${t.reference} is not null)`,
    ),
  ],
);

/**
 * Refresh-token sessions (docs/product/accounts-and-roles.md#sessions): each refresh token names one row. Refreshing rotates it (the row is marked
 * rotated and a new row of the same family is issued); logging out revokes the family; presenting a
 * rotated token again revokes the whole family (it was stolen or replayed).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Every token descended from one login shares its family id. */
    familyId: uuid('family_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_family_idx').on(t.familyId), index('sessions_user_idx').on(t.userId)],
);

/**
 * Open accounts that had one phone number when migration 0018 made phone numbers unique: each row names an
 * account that shares its number with an older one (`keptBy`, which keeps the number in the unique index).
 * A report for the shop to settle by hand (docs/decisions/038); nothing reads it to decide.
 */
export const phoneConflicts = pgTable('phone_conflicts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  /** The number both accounts had, in its stored form. */
  phone: text('phone').notNull(),
  keptBy: uuid('kept_by')
    .notNull()
    .references(() => users.id),
  foundAt: instant('found_at').notNull().defaultNow(),
});

/**
 * An admin's one-time login code (docs/decisions/022): at most one live code per account, its argon2 hash only,
 * with its expiry, the tries it has had and when it was sent (a new one goes at most once a minute).
 */
export const loginCodes = pgTable('login_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  tries: integer('tries').notNull().default(0),
  sentAt: instant('sent_at').notNull(),
});

/**
 * Customers' phone sign-in codes (docs/product/accounts-and-roles.md#phone-sign-in, docs/decisions/041): one
 * row per code sent, kept an hour past its life so the per-number limits can count them. Only the latest code
 * of a number counts; it is stored as an HMAC keyed by a key of the shop's token secret, never in plain.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number in its stored form, `+8801XXXXXXXXX`, whether or not an account has it. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: instant('used_at'),
  },
  (t) => [index('phone_codes_phone_sent_idx').on(t.phone, t.sentAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** The local aamarPay stand-in's own book of transactions (it plays the gateway's side). */
export const standinTransactions = pgTable(
  'aamarpay_standin_transactions',
  {
    track: text('track').primaryKey(),
    storeId: text('store_id').notNull(),
    tranId: text('tran_id').notNull(),
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    failUrl: text('fail_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    customer: jsonb('customer').notNull(),
    status: text('status', { enum: ['initiated', 'successful', 'failed', 'cancelled'] })
      .notNull()
      .default('initiated'),
    pgTxnId: text('pg_txn_id'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (t) => [uniqueIndex('aamarpay_standin_store_tran_key').on(t.storeId, t.tranId)],
);

/**
 * The local bKash stand-in's own book of checkouts (it plays bKash's side of the tokenized checkout,
 * docs/product/money-and-refunds.md#the-bkash-stand-in). `transaction_status` uses bKash's own words.
 */
export const bkashStandinPayments = pgTable(
  'bkash_standin_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    appKey: text('app_key').notNull(),
    mode: text('mode').notNull(),
    intent: text('intent', { enum: ['sale', 'authorization'] }).notNull(),
    /** As the merchant sent it, e.g. "100" or "100.00". */
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    merchantInvoiceNumber: text('merchant_invoice_number').notNull(),
    payerReference: text('payer_reference').notNull(),
    callbackUrl: text('callback_url').notNull(),
    /** What the customer chose on the checkout page; null until they chose. */
    customerDecision: text('customer_decision', { enum: ['success', 'failure', 'cancel'] }),
    customerMsisdn: text('customer_msisdn'),
    transactionStatus: text('transaction_status', {
      enum: ['Initiated', 'Completed', 'Authorized', 'Cancelled', 'Failed', 'Voided'],
    })
      .notNull()
      .default('Initiated'),
    trxId: text('trx_id').unique(),
    /** Taken of an authorization by its capture. */
    capturedAmount: text('captured_amount'),
    createdAt: createdAt(),
    executedAt: instant('executed_at'),
    updatedAt: instant('updated_at'),
  },
  (t) => [index('bkash_standin_invoice_idx').on(t.merchantInvoiceNumber)],
);

/** The bKash stand-in's refunds: one row per refund it made, each with its own `refundTrxID`. */
export const bkashStandinRefunds = pgTable('bkash_standin_refunds', {
  refundTrxId: text('refund_trx_id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => bkashStandinPayments.paymentId),
  amount: text('amount').notNull(),
  reason: text('reason').notNull(),
  sku: text('sku'),
  createdAt: createdAt(),
});

/**
 * The audit log (docs/product/money-and-refunds.md#audit-log): one row per admin action, written in the action's transaction. Append-only: a
 * trigger (migration 0006) refuses every UPDATE, DELETE and TRUNCATE, so no code path can change history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant('at').notNull().defaultNow(),
    /** Who did it; null for the shop's own timed jobs (docs/product/riders-on-file.md#privacy). */
    actorId: uuid('actor_id').references(() => users.id),
    /** The client address the action came from; '' for a timed job. */
    clientAddress: text('client_address').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    subjectType: text('subject_type', { enum: AUDIT_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The subject's name when the action was done (a bike's name, an account, "bike · customer"). */
    subjectLabel: text('subject_label').notNull(),
    /** The changed fields before and after; null where there is no before (created) or no after. */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    check('audit_log_action_check', sql.raw(`action in (${AUDIT_ACTIONS.map((a) => `'${a}'`).join(', ')})`)),
    check('audit_log_subject_check', sql.raw(`subject_type in (${AUDIT_SUBJECTS.map((a) => `'${a}'`).join(', ')})`)),
  ],
);

/**
 * The outbox (docs/product/messages.md#outbox, docs/decisions/017): every message to a customer, written in the transaction of the change
 * that causes it. Workers in every server process claim due rows (`FOR UPDATE SKIP LOCKED`), send them and
 * record the outcome; a claim lapses at `claimed_until`, so a message whose worker died is sent again, under
 * the same provider reference (`csms_id`, `Message-ID`).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What caused the message and on which channel, e.g. `rental:<id>:booking_confirmed:sms`: at most one row each. */
    idempotencyKey: text('idempotency_key').notNull(),
    rentalId: uuid('rental_id').references(() => rentals.id),
    userId: uuid('user_id').references(() => users.id),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    template: text('template', { enum: MESSAGE_TEMPLATES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** `8801XXXXXXXXX` for an SMS, an e-mail address for an e-mail. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /**
     * An e-mail's HTML part, rendered with the text (decision 023): only the shop's own links are links, and
     * customer text is escaped text. Null for an SMS, and for e-mail queued before it existed (then made from
     * the text, with no links).
     */
    html: text('html'),
    /** An e-mail carries the rental's receipt as an attachment. */
    attachReceipt: boolean('attach_receipt').notNull().default(false),
    /**
     * The provider reference of every attempt (SMS `csms_id`, e-mail `Message-ID`): random, made when the
     * message is queued, so it never repeats, not even after a restored backup restarts the ids.
     */
    providerReference: text('provider_reference').notNull(),
    /** A timed message's moment (a reminder's, the planned return of an overdue notice); null for the rest. */
    aboutAt: instant('about_at'),
    /** When the next attempt may go: the moment for a timed message, then each retry's. */
    dueAt: instant('due_at').notNull().defaultNow(),
    /**
     * Claimed before every message of a lower one that is due (docs/decisions/041): 1 for a phone sign-in
     * code, which a customer is waiting for, 0 for the rest.
     */
    priority: smallint('priority').notNull().default(0),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    segments: integer('segments'),
    /** While `sending`: the claim's owner and when it lapses. */
    claimToken: uuid('claim_token'),
    claimedUntil: instant('claimed_until'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('messages_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('messages_provider_reference_key').on(t.providerReference),
    index('messages_rental_about_idx').on(t.rentalId, t.template, t.aboutAt),
    index('messages_due_idx')
      .on(t.priority.desc(), t.dueAt)
      .where(sql`${t.status} = 'queued'`),
    index('messages_claimed_idx')
      .on(t.claimedUntil)
      .where(sql`${t.status} = 'sending'`),
    index('messages_created_idx').on(t.createdAt),
    // A customer's recent messages of a kind: the SMS limits and the verification e-mail's (decision 023).
    index('messages_user_recent_idx').on(t.userId, t.template, t.createdAt),
    index('messages_status_idx').on(t.status, t.createdAt),
    check('messages_channel_check', sql.raw(`channel in (${quoted(MESSAGE_CHANNELS)})`)),
    check('messages_status_check', sql.raw(`status in (${quoted(MESSAGE_STATUSES)})`)),
    check('messages_template_check', sql.raw(`template in (${quoted(MESSAGE_TEMPLATES)})`)),
    check('messages_language_check', sql.raw(`language in (${quoted(LANGUAGES)})`)),
    check('messages_claim_check', sql`(${t.status} = 'sending') = (${t.claimedUntil} is not null)`),
  ],
);

/** The local SSL Wireless stand-in's own book of what it "delivered" (it plays the gateway's side). */
export const smsStandinDeliveries = pgTable(
  'sslwireless_standin_deliveries',
  {
    /** The sender's reference: SSL Wireless refuses a second send under the same one. */
    csmsId: text('csms_id').primaryKey(),
    sid: text('sid').notNull(),
    msisdn: text('msisdn').notNull(),
    sms: text('sms').notNull(),
    smsType: text('sms_type').notNull(),
    segments: integer('segments').notNull(),
    referenceId: text('reference_id').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [index('sslwireless_standin_received_idx').on(t.receivedAt)],
);

/**
 * A client's retry of a booking or a checkout call after a lost answer (the `Idempotency-Key` header,
 * docs/decisions/021): one row per account and key, made in the same transaction as the booking, so a retry
 * finds the booking its first attempt committed and gets the first answer (`response`, once there was one).
 * A key is remembered for 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** What the key was used for (`book`, `pay_advance`, `pay_rental`) and a hash of the request's fields. */
    operation: text('operation').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The rental the call made or paid for. */
    rentalId: uuid('rental_id').references(() => rentals.id),
    /** The answer's body, once there was one. */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Bytes kept in the row (PGlite hands back a Uint8Array, node-postgres a Buffer: both read as a Buffer). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A picture kept as shared/pictures.ts makes it (re-encoded WebP with no metadata, and its thumbnail), with
 * who sent it: a rider's paper, a rental's bike photo.
 */
const pictureColumns = () => ({
  contentType: text('content_type').notNull(),
  content: bytes('content').notNull(),
  thumbnail: bytes('thumbnail').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: uuid('uploaded_by')
    .notNull()
    .references(() => users.id),
});

/**
 * A rider's file (docs/product/riders-on-file.md): the national ID and driving licence, and where their review
 * stands. One row per customer, made with the first detail or picture sent. `review` is stored; `expired` is
 * worked out from the licence's expiry when read (docs/product/riders-on-file.md#statuses).
 */
export const riderProfiles = pgTable(
  'rider_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    nidNumber: text('nid_number'),
    licenceNumber: text('licence_number'),
    licenceExpiry: date('licence_expiry', { mode: 'string' }),
    review: text('review', { enum: RIDER_REVIEWS }).notNull().default('none'),
    /** When the whole file was last sent for review: the review queue's order. */
    submittedAt: instant('submitted_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: instant('reviewed_at'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rider_profiles_review_idx').on(t.review, t.submittedAt),
    check('rider_profiles_review_check', sql.raw(`review in (${quoted(RIDER_REVIEWS)})`)),
    check(
      'rider_profiles_review_complete_check',
      sql`${t.review} = 'none' or (${t.nidNumber} is not null and ${t.licenceNumber} is not null and ${t.licenceExpiry} is not null and ${t.submittedAt} is not null)`,
    ),
  ],
);

/**
 * A rider's picture (docs/product/riders-on-file.md#pictures): re-encoded on arrival with no metadata, at most
 * 1600 px on the long side, with a small thumbnail; kept here so that every server process reads it with no
 * shared disk, and never served at a public address. One per kind: a new one replaces the old.
 */
export const riderDocuments = pgTable(
  'rider_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: RIDER_DOCUMENT_KINDS }).notNull(),
    ...pictureColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rider_documents_user_kind_key').on(t.userId, t.kind),
    check('rider_documents_kind_check', sql.raw(`kind in (${quoted(RIDER_DOCUMENT_KINDS)})`)),
  ],
);

/** The two moments a rental's bike is inspected at the counter. */
export const INSPECTION_STAGES = ['handover', 'return'] as const;

/**
 * What the counter read off the bike when it left and when it came back
 * (docs/product/handover-and-return.md#handover): one row per stage, so each happens once. A handover the
 * spec's return call recorded without an inspection has no row.
 */
export const rentalInspections = pgTable(
  'rental_inspections',
  {
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id),
    stage: text('stage', { enum: INSPECTION_STAGES }).notNull(),
    odometerKm: integer('odometer_km').notNull(),
    fuelEighths: integer('fuel_eighths').notNull(),
    helmets: integer('helmets').notNull(),
    notes: text('notes'),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rentalId, t.stage] }),
    check('rental_inspections_stage_check', sql.raw(`stage in (${quoted(INSPECTION_STAGES)})`)),
    check(
      'rental_inspections_readings_check',
      sql`${t.odometerKm} between 0 and 1000000 and ${t.fuelEighths} between 0 and 8 and ${t.helmets} between 0 and 2`,
    ),
  ],
);

/**
 * A photo of a rental's bike taken at the counter (docs/product/handover-and-return.md#photos): re-encoded
 * with no metadata like a rider's picture, kept here, never at a public address. Uploaded first, then named
 * by the handover or the return that uses it, which sets `stage`; a photo is used once.
 */
export const rentalPhotos = pgTable(
  'rental_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id),
    stage: text('stage', { enum: INSPECTION_STAGES }),
    ...pictureColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rental_photos_rental_idx').on(t.rentalId, t.createdAt),
    check('rental_photos_stage_check', sql.raw(`stage is null or stage in (${quoted(INSPECTION_STAGES)})`)),
  ],
);

/**
 * A bike out of service for a period (docs/product/fleet-calendar.md#blocks): the workshop, a repair, an
 * accident. It holds the bike's time as an open booking does: blocks of a bike never overlap (the exclusion
 * constraint `bike_blocks_no_overlap`), and a block and an open booking of a bike never overlap (triggers
 * under the bike's row lock, written by hand in migration 0027: Drizzle cannot express them). Ended early,
 * `ended_at` cuts its period there; nothing is deleted.
 */
export const bikeBlocks = pgTable(
  'bike_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    reason: text('reason', { enum: BLOCK_REASONS }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    endedAt: instant('ended_at'),
    endedBy: uuid('ended_by').references(() => users.id),
  },
  (t) => [
    index('bike_blocks_bike_idx').on(t.bikeId, t.startTime),
    check('bike_blocks_reason_check', sql.raw(`reason in (${quoted(BLOCK_REASONS)})`)),
    check('bike_blocks_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * The whole shop shut for a period (docs/product/fleet-calendar.md#closures): a hartal, Eid, an internet
 * shutdown. Closures never overlap (the exclusion constraint `shop_closures_no_overlap`), and no open booking
 * of any bike overlaps one (triggers under a shop-wide advisory lock, written by hand in migration 0029:
 * Drizzle cannot express them). Ended early, `ended_at` cuts its period there; nothing is deleted.
 */
export const shopClosures = pgTable(
  'shop_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    reason: text('reason', { enum: CLOSURE_REASONS }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    endedAt: instant('ended_at'),
    endedBy: uuid('ended_by').references(() => users.id),
  },
  (t) => [
    index('shop_closures_start_idx').on(t.startTime),
    check('shop_closures_reason_check', sql.raw(`reason in (${quoted(CLOSURE_REASONS)})`)),
    check('shop_closures_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * A bike's papers (docs/product/fleet-calendar.md#papers): its BRTA registration number, kept in one form and
 * unique among bikes, and the last valid Dhaka day of its tax token, fitness certificate and insurance. Staff
 * and admins only; a bike has papers once an admin has entered them.
 */
export const bikePapers = pgTable('bike_papers', {
  bikeId: uuid('bike_id')
    .primaryKey()
    .references(() => bikes.id),
  registrationNumber: text('registration_number').notNull().unique('bike_papers_registration_unique'),
  taxTokenExpiry: shopDay('tax_token_expiry').notNull(),
  fitnessExpiry: shopDay('fitness_expiry').notNull(),
  insuranceExpiry: shopDay('insurance_expiry').notNull(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * A bike's service log (docs/product/fleet-calendar.md#service-log): what the workshop did on a Dhaka day, at
 * which odometer reading, for how much. Recorded by staff; nothing is changed or deleted.
 */
export const bikeServices = pgTable(
  'bike_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id),
    date: shopDay('date').notNull(),
    odometerKm: integer('odometer_km').notNull(),
    work: text('work').notNull(),
    cost: integer('cost').notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('bike_services_bike_idx').on(t.bikeId, t.date),
    check('bike_services_values_check', sql`${t.odometerKm} between 0 and 1000000 and ${t.cost} between 0 and 1000000`),
  ],
);
