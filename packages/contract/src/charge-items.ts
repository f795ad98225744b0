import { z } from 'zod';
import { zodText } from './say.ts';
import { nameOf, textOf } from './text.ts';

/**
 * The owner's price list of charges (docs/product/handover-and-return.md#charges-price-list): what damage or
 * a loss costs at a return (a scratch, a broken mirror, a lost helmet). Kept by the admin, never deleted:
 * one is switched off with `active: false`, and staff read the active ones at the counter.
 */

/** The most a charge costs, whole taka. */
export const CHARGE_ITEM_MAX_AMOUNT = 100_000;
/** A charge's code: 2 to 32 capital letters, digits and underscores, as stored (`SCRATCH`, `LOST_HELMET`). */
export const CHARGE_ITEM_CODE = /^[A-Z0-9_]{2,32}$/;
const NAME_MAX = 80;

export const ChargeItemSchema = z.object({
  _id: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameBn: z.string(),
  /** Whole taka. */
  amount: z.number().int(),
  active: z.boolean(),
});
export type ChargeItem = z.infer<typeof ChargeItemSchema>;

/** A charge's code: trimmed and in capitals before it is checked. */
const chargeCode = textOf('Code')
  .trim()
  .toUpperCase()
  .regex(CHARGE_ITEM_CODE, { error: zodText('chargeCodeInvalid', { field: 'Code', min: 2, max: 32 }) });

const ChargeItemInputSchema = z.object({
  code: chargeCode,
  nameEn: nameOf('English name', NAME_MAX),
  nameBn: nameOf('Bangla name', NAME_MAX),
  amount: z
    .number({ error: zodText('fieldNotNumber', { field: 'Amount' }) })
    .int({ error: zodText('fieldNotWhole', { field: 'Amount' }) })
    .min(1, { error: zodText('fieldBelow', { field: 'Amount', min: 1 }) })
    .max(CHARGE_ITEM_MAX_AMOUNT, { error: zodText('fieldAbove', { field: 'Amount', max: CHARGE_ITEM_MAX_AMOUNT }) }),
  /** A new charge is on the list unless told otherwise. */
  active: z.boolean({ error: zodText('fieldNotBoolean', { field: 'active' }) }).optional(),
});

export const CreateChargeItemSchema = ChargeItemInputSchema.strict();
export type CreateChargeItem = z.infer<typeof CreateChargeItemSchema>;

export const UpdateChargeItemSchema = ChargeItemInputSchema.partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, { error: zodText('nothingToUpdate') });
export type UpdateChargeItem = z.infer<typeof UpdateChargeItemSchema>;

/** `GET /api/charge-items`: `active=true` the ones on the list (staff and admins), without it every one (admins). */
export const ChargeItemQuerySchema = z
  .object({
    active: z.enum(['true', 'false'], { error: zodText('activeFilterInvalid') }).optional(),
  })
  .strict();
export type ChargeItemQuery = z.infer<typeof ChargeItemQuerySchema>;
