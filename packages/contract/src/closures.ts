import { z } from 'zod';
import { BlockClashSchema } from './blocks.ts';
import { IdSchema, InstantSchema } from './common.ts';
import { zodText } from './say.ts';

/*
 * The whole shop shut for a period (docs/product/fleet-calendar.md#closures): a hartal, Eid, an internet
 * shutdown. No booking of any bike, nor an extension, may overlap a closure, whenever the bike was added.
 */

export const CLOSURE_REASONS = ['hartal', 'eid', 'holiday', 'shutdown', 'other'] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

/** The longest closure, in days. */
export const CLOSURE_MAX_DAYS = 30;
/** The longest note of a closure. */
export const CLOSURE_NOTE_MAX = 300;

/** `POST /closures` (admins); `cancelClashing`: cancel the bookings in the way, the advance owed back. */
export const CreateClosureSchema = z
  .object({
    start: InstantSchema,
    end: InstantSchema,
    reason: z.enum(CLOSURE_REASONS, { error: zodText('closureReasonInvalid') }),
    note: z
      .string({ error: zodText('fieldRequired', { field: 'note' }) })
      .trim()
      .max(CLOSURE_NOTE_MAX, { error: zodText('fieldTooLong', { field: 'note', max: CLOSURE_NOTE_MAX }) })
      .optional(),
    cancelClashing: z.boolean({ error: zodText('fieldNotBoolean', { field: 'cancelClashing' }) }).optional(),
  })
  .strict();
export type CreateClosure = z.infer<typeof CreateClosureSchema>;

export const ClosureParamsSchema = z.object({ id: IdSchema });

/** A closure as everyone sees it: when, and why in one word (never the note). */
export const PublicClosureSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  reason: z.enum(CLOSURE_REASONS),
});
export type PublicClosure = z.infer<typeof PublicClosureSchema>;

/** A closure as staff and admins see it; `endedAt`: called off or cut short (the period then stops there). */
export const ClosureSchema = PublicClosureSchema.extend({
  note: z.string().nullable(),
  createdBy: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  endedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type Closure = z.infer<typeof ClosureSchema>;

/** A booking in a closure's way: a block's clash with the bike it is on and whether its advance was paid. */
export const ClosureClashSchema = BlockClashSchema.extend({
  bikeId: z.string(),
  bikeName: z.string(),
  advancePaid: z.boolean(),
});
export type ClosureClash = z.infer<typeof ClosureClashSchema>;

/** What `POST /closures` answers: the closure, and the bookings it cancelled (none unless asked to). */
export const CreatedClosureSchema = ClosureSchema.extend({ cancelled: z.array(ClosureClashSchema) });
export type CreatedClosure = z.infer<typeof CreatedClosureSchema>;
