import { z } from 'zod';
import { IdSchema, InstantSchema } from './common.ts';
import { zodText } from './say.ts';

/*
 * A bike taken out of service for a period (docs/product/fleet-calendar.md#blocks): in the workshop, being
 * repaired, after an accident. A block holds the bike's time exactly as a booking does: no booking can
 * overlap a block, and no block can be made over an open booking.
 */

export const BLOCK_REASONS = ['service', 'repair', 'accident', 'other'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/** The longest block, in days. */
export const BLOCK_MAX_DAYS = 60;
/** The longest note of a block. */
export const BLOCK_NOTE_MAX = 300;

/** `POST /bikes/{id}/blocks` (staff). */
export const CreateBlockSchema = z
  .object({
    start: InstantSchema,
    end: InstantSchema,
    reason: z.enum(BLOCK_REASONS, { error: zodText('blockReasonInvalid') }),
    note: z
      .string({ error: zodText('fieldRequired', { field: 'note' }) })
      .trim()
      .max(BLOCK_NOTE_MAX, { error: zodText('fieldTooLong', { field: 'note', max: BLOCK_NOTE_MAX }) })
      .optional(),
  })
  .strict();
export type CreateBlock = z.infer<typeof CreateBlockSchema>;

export const BlockParamsSchema = z.object({ blockId: IdSchema });

/** A block as the shop's answers give it; `endedAt`: ended early (the period then stops there). */
export const BlockSchema = z.object({
  _id: z.string(),
  bikeId: z.string(),
  start: z.string(),
  end: z.string(),
  reason: z.enum(BLOCK_REASONS),
  note: z.string().nullable(),
  createdBy: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  endedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type Block = z.infer<typeof BlockSchema>;

/** A block as the schedule lists it (`GET /blocks?from&to`, staff): with its bike's name. */
export const BlockWithBikeSchema = BlockSchema.extend({ bikeName: z.string() });
export type BlockWithBike = z.infer<typeof BlockWithBikeSchema>;

/** A booking that stands in a block's way, as staff see it: which, when, and whose. */
export const BlockClashSchema = z.object({
  rentalId: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  status: z.string(),
  customerName: z.string(),
});
export type BlockClash = z.infer<typeof BlockClashSchema>;

/** How far apart in cc a bike a booking moves to may be from its own (an admin may force a move beyond). */
export const MOVE_CC_RANGE = 25;

/** `POST /rentals/{id}/move` (staff; `force` is the admin's): to another bike, for the same period and price. */
export const MoveRentalSchema = z
  .object({
    bikeId: IdSchema,
    force: z.boolean({ error: zodText('fieldNotBoolean', { field: 'force' }) }).optional(),
  })
  .strict();
export type MoveRental = z.infer<typeof MoveRentalSchema>;

/** A bike a booking could move to: free for the whole period, of the same brand and within 25 cc. */
export const AlternativeBikeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  cc: z.number().int(),
  pricePerHour: z.number().int(),
});
export type AlternativeBike = z.infer<typeof AlternativeBikeSchema>;
