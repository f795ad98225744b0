import { z } from 'zod';

/**
 * A deposit held in the rider's bKash wallet (docs/product/handover-and-return.md#deposits-held-in-bkash):
 * bKash's authorization keeps the money in the rider's wallet without taking it; the handover needs it held,
 * and the return takes what the bill needs from it and lets the rest go.
 *
 * - `pending`: the authorization checkout is open; the rider has not approved it yet.
 * - `held`: approved and executed: the money is the rider's, kept from them until the return.
 * - `captured`: the return took part or all of it (`capturedAmount`); the rest went back to the rider.
 * - `released`: given back whole (the return took nothing, or staff let it go before the handover).
 * - `failed`: refused, cancelled, or it lapsed at bKash: no deposit is held.
 */
export const DEPOSIT_HOLD_STATES = ['pending', 'held', 'captured', 'released', 'failed'] as const;
export type DepositHoldState = (typeof DEPOSIT_HOLD_STATES)[number];

/** The handover's deposit method for a deposit held in the rider's bKash wallet. */
export const BKASH_HOLD_METHOD = 'bkash_hold';

/**
 * What a return did with a deposit held in bKash (its answer's `depositHold`, null for any other deposit):
 * `captured` (what the bill took; bKash gave the rest back), `released` (given back whole) or `failed` (bKash
 * held nothing: no deposit).
 */
export const ReturnedHoldSchema = z.object({
  state: z.enum(DEPOSIT_HOLD_STATES),
  captured: z.number().int(),
  /** bKash gave the deposit's rest back to the rider itself: nothing of it is owed back by hand. */
  givenBack: z.boolean(),
});
export type ReturnedHold = z.infer<typeof ReturnedHoldSchema>;

/** `GET|POST /rentals/{id}/deposit-hold` (staff): the rental's newest bKash hold of its deposit. */
export const DepositHoldSchema = z.object({
  _id: z.string(),
  rentalId: z.string(),
  state: z.enum(DEPOSIT_HOLD_STATES),
  amount: z.number().int(),
  /** bKash's page where the rider approves the hold on their phone; null once it is no longer pending. */
  checkoutUrl: z.string().nullable(),
  /** What the return took of it, whole taka; null until then. */
  capturedAmount: z.number().int().nullable(),
  /** Why it failed, as bKash said it; null when it did not. */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DepositHold = z.infer<typeof DepositHoldSchema>;
