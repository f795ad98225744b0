import { z } from 'zod';
import { IdSchema, InstantSchema } from './common.ts';
import { CHARGE_ITEM_CODE, CHARGE_ITEM_MAX_AMOUNT } from './charge-items.ts';
import { checkReference, COUNTER_METHODS, payment } from './counter.ts';
import { BKASH_HOLD_METHOD } from './deposit-holds.ts';
import { FULL_TANK_EIGHTHS } from './inspections.ts';
import { zodText } from './say.ts';

/*
 * Handing a bike over (docs/product/handover-and-return.md#handover): the readings the counter takes, the
 * bike's photos and the deposit, checked here before the server looks at the rental.
 */

/** Photos of the bike each handover and return needs, at least, and takes at most. */
export const MIN_INSPECTION_PHOTOS = 4;
export const MAX_INSPECTION_PHOTOS = 12;
/** The largest photo accepted, as uploaded (5 MB, as a rider's picture). */
export const RENTAL_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The highest odometer reading taken, in kilometres. */
export const MAX_ODOMETER_KM = 1_000_000;
/** The longest note of an inspection. */
export const INSPECTION_NOTES_MAX = 500;
/** The largest deposit a bike can have, in whole taka. */
export const MAX_DEPOSIT = 100_000;

const wholeBetween = (field: string, min: number, max: number) =>
  z
    .number({ error: zodText('fieldNotNumber', { field }) })
    .int({ error: zodText('fieldNotWhole', { field }) })
    .min(min, { error: zodText('fieldBelow', { field, min }) })
    .max(max, { error: zodText('fieldAbove', { field, max }) });

export const OdometerSchema = wholeBetween('odometerKm', 0, MAX_ODOMETER_KM);
export const FuelEighthsSchema = wholeBetween('fuelEighths', 0, FULL_TANK_EIGHTHS);

/** The photos an inspection names: 4 to 12 distinct photos uploaded for the rental. */
export const PhotoIdsSchema = z
  .array(IdSchema, { error: zodText('photoIdsInvalid', { min: MIN_INSPECTION_PHOTOS }) })
  .min(MIN_INSPECTION_PHOTOS, { error: zodText('photosTooFew', { min: MIN_INSPECTION_PHOTOS }) })
  .max(MAX_INSPECTION_PHOTOS, { error: zodText('photosTooMany', { max: MAX_INSPECTION_PHOTOS }) })
  .refine((ids) => new Set(ids).size === ids.length, { error: zodText('photosRepeated') });

const NotesSchema = z
  .string({ error: zodText('fieldRequired', { field: 'notes' }) })
  .trim()
  .max(INSPECTION_NOTES_MAX, { error: zodText('fieldTooLong', { field: 'notes', max: INSPECTION_NOTES_MAX }) })
  .optional();

/** How the handover takes a deposit: a counter method, or held in the rider's bKash wallet. */
export const DEPOSIT_METHODS = [...COUNTER_METHODS, BKASH_HOLD_METHOD] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/**
 * The deposit taken at the handover: the bike's deposit, by a counter method, or held in the rider's bKash
 * wallet (`bkash_hold`, docs/product/handover-and-return.md#deposits-held-in-bkash), which takes no reference;
 * 0 when the bike has none.
 */
export const DepositInputSchema = z
  .object({
    ...payment,
    method: z.enum(DEPOSIT_METHODS, { error: zodText('depositMethodInvalid') }),
    amount: wholeBetween('amount', 0, MAX_DEPOSIT),
  })
  .strict()
  .superRefine((value, ctx) => {
    const { method, reference } = value;
    if (method !== BKASH_HOLD_METHOD) return checkReference({ method, reference }, ctx);
    if (reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: zodText('bkashHoldTakesNoReference') });
  });

/** `POST /rentals/{id}/handover` (staff). */
export const HandoverSchema = z
  .object({
    odometerKm: OdometerSchema,
    fuelEighths: FuelEighthsSchema,
    helmets: z.union([z.literal(1), z.literal(2)], { error: zodText('helmetsOutInvalid') }),
    photoIds: PhotoIdsSchema,
    notes: NotesSchema,
    deposit: DepositInputSchema,
  })
  .strict();
export type HandoverInput = z.infer<typeof HandoverSchema>;

/** The most charges one return may add. */
export const MAX_RETURN_CHARGES = 20;
const LABEL_MAX = 100;
const REASON_MAX = 200;

/**
 * A charge added at the return: a price list's item by its code, or a line written for the case with its
 * label; the amount in whole taka, 1 to 100,000, and a reason if staff want one on record.
 */
export const ReturnChargeSchema = z
  .object({
    itemCode: z
      .string({ error: zodText('fieldRequired', { field: 'itemCode' }) })
      .trim()
      .toUpperCase()
      .regex(CHARGE_ITEM_CODE, { error: zodText('chargeCodeInvalid', { field: 'itemCode', min: 2, max: 32 }) })
      .optional(),
    label: z
      .string({ error: zodText('fieldRequired', { field: 'label' }) })
      .trim()
      .min(1, { error: zodText('fieldRequired', { field: 'label' }) })
      .max(LABEL_MAX, { error: zodText('fieldTooLong', { field: 'label', max: LABEL_MAX }) })
      .optional(),
    amount: wholeBetween('amount', 1, CHARGE_ITEM_MAX_AMOUNT),
    reason: z
      .string({ error: zodText('fieldRequired', { field: 'reason' }) })
      .trim()
      .max(REASON_MAX, { error: zodText('fieldTooLong', { field: 'reason', max: REASON_MAX }) })
      .optional(),
  })
  .strict()
  .refine((c) => (c.itemCode === undefined) !== (c.label === undefined), {
    error: zodText('chargeNeedsItemOrLabel'),
    path: ['label'],
  });
export type ReturnCharge = z.infer<typeof ReturnChargeSchema>;

const returnFields = {
  returnTime: InstantSchema,
  odometerKm: OdometerSchema,
  fuelEighths: FuelEighthsSchema,
  helmetsBack: wholeBetween('helmetsBack', 0, 2),
  photoIds: PhotoIdsSchema,
  notes: NotesSchema,
  charges: z
    .array(ReturnChargeSchema, { error: zodText('fieldRequired', { field: 'charges' }) })
    .max(MAX_RETURN_CHARGES, { error: zodText('fieldTooMany', { field: 'charges', max: MAX_RETURN_CHARGES }) })
    .default([]),
};

/** `POST /rentals/{id}/return` (staff): the readings, at least 4 photos and the charges; the bill is the answer. */
export const ReturnSchema = z.object(returnFields).strict();
export type ReturnInput = z.infer<typeof ReturnSchema>;

/**
 * `POST /rentals/{id}/return/preview` (staff): what a return would bill, saving nothing. Only the return time
 * is needed (it may be in the future: "what if it comes back at 6 pm?"); readings not sent are taken as at the
 * handover, and photos are not asked for.
 */
export const ReturnPreviewSchema = z
  .object({
    ...returnFields,
    odometerKm: returnFields.odometerKm.optional(),
    fuelEighths: returnFields.fuelEighths.optional(),
    helmetsBack: returnFields.helmetsBack.optional(),
    photoIds: z.array(IdSchema).max(MAX_INSPECTION_PHOTOS).optional(),
  })
  .strict();
export type ReturnPreviewInput = z.infer<typeof ReturnPreviewSchema>;

export const RentalPhotoParamsSchema = z.object({ id: IdSchema, photoId: IdSchema });

/** `GET /rentals/{id}/photos/{photoId}?size=thumbnail`: the small picture instead of the photo. */
export const RentalPhotoQuerySchema = z.object({ size: z.enum(['full', 'thumbnail']).optional() });
