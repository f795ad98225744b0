import { z } from 'zod';
import { ExtrasSchema } from './quote.ts';
import { zodText } from './say.ts';
import { IdSchema, InstantSchema, PageQuerySchema } from './common.ts';
import { HandoverRecordSchema, InspectionSchema } from './inspections.ts';
import { RentalRefundSchema } from './refunds.ts';

/**
 * docs/product/booking-and-periods.md. pending: waiting for the advance payment (the period is held until holdExpiresAt);
 * booked: advance paid, the period has not begun; active: the period has begun (by time) and the bike is
 * out; returned: the shop recorded the return; cancelled: by the customer or an admin, or the advance
 * payment failed or was cancelled; no_show: the bike was never collected; expired: the hold ran out unpaid.
 */
export const RentalStatusSchema = z.enum([
  'pending',
  'booked',
  'active',
  'returned',
  'cancelled',
  'no_show',
  'expired',
]);
export type RentalStatus = z.infer<typeof RentalStatusSchema>;

export const RentalSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  bikeId: z.string(),
  startTime: z.string(),
  /** The planned return (docs/product/booking-and-periods.md#open-ended-bookings); null: open-ended, until the bike is returned. */
  endTime: z.string().nullable(),
  returnTime: z.string().nullable(),
  /** Rental charge minus the 100 BDT advance, in taka; negative means a refund is due. 0 until returned. */
  totalCost: z.number().int(),
  /** round(price per hour × minutes ÷ 60), null until returned. */
  rentalCharge: z.number().int().nullable(),
  isReturned: z.boolean(),
  /** The balance after the return has been paid. */
  payment: z.boolean(),
  advancePayment: z.boolean(),
  status: RentalStatusSchema,
  /** Active and past its planned return (docs/product/booking-and-periods.md#overdue). */
  isOverdue: z.boolean(),
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  bike: z.object({
    _id: z.string(),
    name: z.string(),
    brand: z.string(),
    model: z.string(),
    image: z.string(),
    pricePerHour: z.number().int(),
  }),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  /** Money the shop owes back on this rental (docs/product/money-and-refunds.md#refunds-due), oldest first; empty when it owes nothing. */
  refunds: z.array(RentalRefundSchema),
});
export type Rental = z.infer<typeof RentalSchema>;

/**
 * `GET /rentals` and `/rentals/all`, newest first and paginated (docs/decisions/016): cancelled and expired
 * bookings are left out unless `include=all` (docs/decisions/008). `state=open`: only bookings awaiting
 * their advance, booked and out on rent; `state=returned`: only returned rentals.
 */
export const RentalListQuerySchema = PageQuerySchema.extend({
  include: z.enum(['all'], { error: zodText('includeInvalid') }).optional(),
  state: z.enum(['open', 'returned'], { error: zodText('rentalStateInvalid') }).optional(),
});
export type RentalListQuery = z.infer<typeof RentalListQuerySchema>;

/** `GET /rentals/all` (admin) may ask for one customer's rentals. */
export const AllRentalsQuerySchema = RentalListQuerySchema.extend({ customer: IdSchema.optional() });
export type AllRentalsQuery = z.infer<typeof AllRentalsQuerySchema>;

export const BookRentalSchema = z
  .object({
    bikeId: IdSchema.describe('The bike to book'),
    startTime: InstantSchema.describe('When the rental starts, on a whole minute, e.g. 2026-11-22T04:30:00Z'),
    endTime: InstantSchema.optional().describe(
      'The planned return, 1 hour to 14 days after the start; without it the booking ends at the bike’s next booking, at most 14 days after the start',
    ),
  })
  .extend(ExtrasSchema.shape);
export type BookRental = z.infer<typeof BookRentalSchema>;

export const BookRentalResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    booking: z.object({
      rentalId: z.string(),
      amount: z.number().int(),
      currency: z.literal('BDT'),
      holdExpiresAt: z.string(),
      /** The planned return: the one asked for, or where a booking asked without one ends (its next booking, at most 14 days). */
      endTime: z.string().nullable(),
      payment_url: z.string(),
    }),
  }),
});
export type BookRentalResponse = z.infer<typeof BookRentalResponseSchema>;

export const CalculateReturnSchema = z.object({
  bookingId: IdSchema,
  bikeReturnTime: InstantSchema,
});
export type CalculateReturn = z.infer<typeof CalculateReturnSchema>;

export const PayAdvanceParamsSchema = z.object({ bookingId: IdSchema });

export const PayRentalParamsSchema = z.object({
  bookingId: IdSchema,
  amount: z.coerce
    .number({ error: zodText('fieldNotNumber', { field: 'Amount' }) })
    .int({ error: zodText('amountNotWhole') })
    .positive({ error: zodText('amountNotPositive') }),
});

const CheckoutSchema = z.object({ payment_url: z.string(), amount: z.number().int() });

/**
 * The checkout of a balance. The spec's own client reads `data.payment_url` (as on booking); the shop's
 * first web app read `data.data.payment_url`: both are answered.
 */
export const PayRentalResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: CheckoutSchema.extend({ data: CheckoutSchema }),
});
export type PayRentalResponse = z.infer<typeof PayRentalResponseSchema>;

/**
 * Where the browser lands after a checkout: `/dashboard?payment=<outcome>&purpose=<purpose>`. `refund_due`:
 * the money arrived but could not be used (the booking had lapsed or closed, or it was paid already), so
 * the shop owes it back; then `&why=lapsed|duplicate&amount=<taka>` say which and how much.
 */
export const PaymentOutcomeSchema = z.enum(['success', 'failed', 'cancelled', 'pending', 'refund_due']);
export type PaymentOutcome = z.infer<typeof PaymentOutcomeSchema>;
/**
 * The gateways a customer can pay online through (docs/product/money-and-refunds.md#choosing-a-gateway); a
 * checkout names one with `?gateway=`, else the shop's first.
 */
export const OnlineGatewaySchema = z.enum(['aamarpay', 'bkash']);
export type OnlineGateway = z.infer<typeof OnlineGatewaySchema>;
export const GatewayChoiceQuerySchema = z.object({ gateway: z.string().max(20).optional() });
/**
 * Why a gateway refused a payment, where it said so: `&problem=` after `payment=failed` on the dashboard
 * (docs/product/money-and-refunds.md#paying-with-bkash).
 */
export const PaymentProblemSchema = z.enum(['insufficient_balance', 'wrong_pin', 'declined']);
export type PaymentProblem = z.infer<typeof PaymentProblemSchema>;
export const PaymentPurposeSchema = z.enum(['advance', 'rent']);
export type PaymentPurpose = z.infer<typeof PaymentPurposeSchema>;

/** Why a payment that arrived is owed back (the `why` of a `refund_due` return). */
/**
 * Why a payment that arrived is owed back: the booking had lapsed (or its bike or account was closed), it had
 * been cancelled, or the same thing was paid twice.
 */
export const RefundDueWhySchema = z.enum(['lapsed', 'cancelled', 'duplicate']);
export type RefundDueWhy = z.infer<typeof RefundDueWhySchema>;

/** `POST /rentals/{id}/cancel`: an admin says whether the advance is owed back; a customer sends nothing. */
export const CancelRentalSchema = z.object({
  refundAdvance: z.boolean({ error: zodText('fieldNotBoolean', { field: 'refundAdvance' }) }).optional(),
});
export type CancelRental = z.infer<typeof CancelRentalSchema>;

/** `POST /rentals/{id}/extend`: the new planned return. */
export const ExtendRentalSchema = z.object({ endTime: InstantSchema });
export type ExtendRental = z.infer<typeof ExtendRentalSchema>;

export const RentalParamsSchema = z.object({ bookingId: IdSchema });

/** A window of time asked about: the availability of a bike, the schedule (at most 31 days). */
export const WindowQuerySchema = z.object({ from: InstantSchema, to: InstantSchema });
export type WindowQuery = z.infer<typeof WindowQuerySchema>;

/** A busy period of a bike: no customer data. `end` null: open-ended, until the bike is returned. */
export const BusyPeriodSchema = z.object({ start: z.string(), end: z.string().nullable() });
export type BusyPeriod = z.infer<typeof BusyPeriodSchema>;

/** One payment attempt of a rental, as its customer and the shop see it (docs/product/money-and-refunds.md#payments: every attempt is a row). */
export const RentalPaymentSchema = z.object({
  _id: z.string(),
  /** `deposit`: held at the handover (docs/product/handover-and-return.md#deposits), not a payment of the rent. */
  purpose: z.enum(['advance', 'rent', 'deposit']),
  amount: z.number().int(),
  currency: z.string(),
  gateway: z.string(),
  /** pending, paid, failed, cancelled, expired, or duplicate (paid twice: owed back). */
  status: z.string(),
  /** The gateway's own transaction id, once it verified the payment. */
  gatewayTxnId: z.string().nullable(),
  /** Paid but could not be used (the booking had lapsed or closed): owed back, see `refunds`. */
  refundDue: z.boolean(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /**
   * Who took a payment made at the counter (null for an online one). Given to the shop's staff and admins
   * only, never to the customer (docs/product/the-counter.md#counter-payments).
   */
  receivedBy: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
});
export type RentalPayment = z.infer<typeof RentalPaymentSchema>;

/**
 * A line of a rental's charge (docs/product/money-and-refunds.md#prices-hours-days-and-weeks), as its quote
 * says it: time, a price rule, an add-on or the coupon, in both languages, in whole taka (a discount, the
 * cap and the coupon are negative). The advance is the cost's own `advance`, not a line.
 */
export const CostLineSchema = z.object({
  /** After a return with readings, also the bill's late fee, fuel, helmets and charges (docs/product/handover-and-return.md#the-bill). */
  kind: z.enum(['time', 'rule', 'addon', 'coupon', 'late', 'fuel', 'helmet', 'charge']),
  /** Unique among the lines: 'weeks', 'days', 'hours', 'rule:<id>', 'cap', 'floor', 'addon:<code>', 'coupon'. */
  key: z.string(),
  label: z.object({ en: z.string(), bn: z.string() }),
  amount: z.number().int(),
});
export type CostLine = z.infer<typeof CostLineSchema>;

/**
 * `GET /rentals/{id}`: a rental's whole story: the rental, what its period costs and every payment
 * attempt. `cost` is the charge so far: at the recorded return, else for the planned period, else null.
 */
export const RentalStorySchema = RentalSchema.extend({
  cost: z.object({
    /** Minutes charged: from the start to the return, or to the planned return while the bike is not back. */
    minutes: z.number().int().nullable(),
    pricePerHour: z.number().int(),
    /** round(price × minutes ÷ 60). */
    charge: z.number().int().nullable(),
    advance: z.number().int(),
    /**
     * charge − advance (− the deposit applied, after a return with readings); negative: the shop owes the
     * difference.
     */
    balance: z.number().int().nullable(),
    /** What the deposit paid of the bill; only after a return with readings that applied one. */
    depositApplied: z.number().int().optional(),
    /** `returned`: the recorded cost; `planned`: an estimate for the planned period; `open`: not known yet. */
    basis: z.enum(['returned', 'planned', 'open']),
    /**
     * What `charge` is made of, line by line: the booking's own quote for the planned period, or for the
     * actual one once returned (a booking made before quotes: one line by the hour). They add up to
     * `charge`; none while it is not known.
     */
    lines: z.array(CostLineSchema),
  }),
  payments: z.array(RentalPaymentSchema),
  /** How the bike left the shop; null until it is handed over. */
  handover: HandoverRecordSchema.nullable(),
  /** How the bike came back: the return's readings and photos; null until a return with readings. */
  returnInspection: InspectionSchema.nullable(),
});
export type RentalStory = z.infer<typeof RentalStorySchema>;
