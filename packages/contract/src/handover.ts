import { z } from 'zod';
import { IdSchema } from './common.ts';
import { checkReference, payment } from './counter.ts';
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
/** A full tank, in eighths. */
export const FULL_TANK_EIGHTHS = 8;
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

/** The deposit taken at the handover: the bike's deposit, by a counter method; 0 when the bike has none. */
export const DepositInputSchema = z
  .object({ ...payment, amount: wholeBetween('amount', 0, MAX_DEPOSIT) })
  .strict()
  .superRefine(checkReference);

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

export const RentalPhotoParamsSchema = z.object({ id: IdSchema, photoId: IdSchema });

/** `GET /rentals/{id}/photos/{photoId}?size=thumbnail`: the small picture instead of the photo. */
export const RentalPhotoQuerySchema = z.object({ size: z.enum(['full', 'thumbnail']).optional() });
