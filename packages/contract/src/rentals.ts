import { z } from 'zod';
import { IdSchema, InstantSchema } from './common.ts';
import { RentalRefundSchema } from './refunds.ts';

/**
 * pending: booked, waiting for the advance payment (the bike is held until holdExpiresAt);
 * active: advance paid, the bike is with the customer; returned: the shop recorded the return;
 * cancelled: the advance payment failed or was cancelled; expired: the hold ran out unpaid.
 */
export const RentalStatusSchema = z.enum(['pending', 'active', 'returned', 'cancelled', 'expired']);
export type RentalStatus = z.infer<typeof RentalStatusSchema>;

export const RentalSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  bikeId: z.string(),
  startTime: z.string(),
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
  /** Money the shop owes back on this rental (D21), oldest first; empty when it owes nothing. */
  refunds: z.array(RentalRefundSchema),
});
export type Rental = z.infer<typeof RentalSchema>;

/**
 * `GET /rentals` and `/rentals/all`: cancelled and expired bookings are left out unless `include=all`
 * (docs/decisions/008).
 */
export const RentalListQuerySchema = z.object({
  include: z.enum(['all'], { error: "include must be 'all'" }).optional(),
});
export type RentalListQuery = z.infer<typeof RentalListQuerySchema>;

export const BookRentalSchema = z.object({
  bikeId: IdSchema.describe('The bike to book'),
  startTime: InstantSchema.describe('When the rental starts, e.g. 2026-11-22T04:30:00Z'),
});
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
    .number({ error: 'Amount must be a number' })
    .int({ error: 'Amount must be whole taka' })
    .positive({ error: 'Amount must be more than 0' }),
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
export const PaymentPurposeSchema = z.enum(['advance', 'rent']);
export type PaymentPurpose = z.infer<typeof PaymentPurposeSchema>;

/** Why a payment that arrived is owed back (the `why` of a `refund_due` return). */
export const RefundDueWhySchema = z.enum(['lapsed', 'duplicate']);
export type RefundDueWhy = z.infer<typeof RefundDueWhySchema>;
