import { z } from 'zod';
import { zodText } from './say.ts';
import { InstantSchema, trimmed } from './common.ts';
import { nameOf, searchText, textOf } from './text.ts';
import { AVAILABILITY_OPTIONS } from './bike-filters.ts';

export const BikeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  image: z.string(),
  pricePerHour: z.number().int(),
  description: z.string(),
  cc: z.number().int(),
  /** Bookable now: offered by the shop and not booked or out on rent. */
  isAvailable: z.boolean(),
  /** The shop's own switch: offered for rent or not (what the admin's form edits). */
  isOffered: z.boolean(),
  /** Held by a booking awaiting its advance, or out on rent. */
  isBooked: z.boolean(),
  createdAt: z.string(),
});
export type Bike = z.infer<typeof BikeSchema>;

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: zodText('fieldNotNumber', { field: label }) })
    .int({ error: zodText('fieldNotWhole', { field: label }) })
    .min(min, { error: zodText('fieldBelow', { field: label, min }) })
    .max(max, { error: zodText('fieldAbove', { field: label, max }) });

/** An absolute http(s) address or a path on this site, such as /media/bikes/x.svg. */
export const ImageUrlSchema = textOf('Image')
  .trim()
  .min(1, { error: zodText('fieldRequired', { field: 'Image' }) })
  .max(2000, { error: zodText('fieldTooLong', { field: 'Image', max: 2000 }) })
  .refine((v) => /^\/[^/\s][^\s]*$/.test(v) || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), {
    error: zodText('imageInvalid'),
  });

export const CreateBikeSchema = z.object({
  name: nameOf('Name', 120),
  brand: nameOf('Brand', 60),
  model: nameOf('Model', 60),
  year: whole('Year', 1950, 2100),
  image: ImageUrlSchema,
  pricePerHour: whole('Price per hour', 1, 100000),
  description: trimmed('Description', 2000),
  cc: whole('CC', 50, 3000),
  /** The shop's switch: offered for rent or not (a new bike is offered unless told otherwise). */
  isOffered: z.boolean({ error: zodText('fieldNotBoolean', { field: 'isOffered' }) }).optional(),
  /**
   * The switch by the name the spec's own client sends (a bike's `isAvailable` is computed: offered and
   * free right now). Still accepted; when both are sent, isOffered decides.
   */
  isAvailable: z.boolean({ error: zodText('fieldNotBoolean', { field: 'isAvailable' }) }).optional(),
});
export type CreateBike = z.infer<typeof CreateBikeSchema>;

/** What a new or changed bike stores: the offer switch by its own name only. */
export type BikeFields = Omit<CreateBike, 'isAvailable'>;

/** The offer switch taken from isOffered first, from the spec client's isAvailable otherwise. */
function offerSwitch<T extends { isOffered?: boolean | undefined; isAvailable?: boolean | undefined }>(
  input: T,
): Omit<T, 'isAvailable'> {
  const { isAvailable, ...fields } = input;
  const isOffered = input.isOffered ?? isAvailable;
  return isOffered === undefined ? fields : { ...fields, isOffered };
}

/** The fields a create stores. */
export function newBikeFields(input: CreateBike): BikeFields {
  return offerSwitch(input);
}

/**
 * Fields of a bike the server computes or keeps. The spec's own client resets its form from the bike it
 * fetched and sends them back with an update: they are accepted and ignored (an `_id` must be the bike's).
 */
const ECHOED_FIELDS = ['_id', 'isBooked', 'createdAt'] as const;

export const UpdateBikeSchema = CreateBikeSchema.partial()
  .extend({
    _id: textOf('_id')
      .max(100, { error: zodText('fieldTooLong', { field: '_id', max: 100 }) })
      .optional(),
    isBooked: z.boolean({ error: zodText('fieldNotBoolean', { field: 'isBooked' }) }).optional(),
    createdAt: textOf('createdAt')
      .max(40, { error: zodText('fieldTooLong', { field: 'createdAt', max: 40 }) })
      .optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => !(ECHOED_FIELDS as readonly string[]).includes(k)), {
    error: zodText('nothingToUpdate'),
  });
export type UpdateBike = z.infer<typeof UpdateBikeSchema>;

/**
 * The changes an update makes: read-only echoes dropped, and the offer switch taken from isOffered first
 * (a client that echoes a whole bike sends the computed isAvailable too; isOffered is the switch).
 */
export function bikeChanges(input: UpdateBike): Partial<BikeFields> {
  const { _id: _echoedId, isBooked: _isBooked, createdAt: _createdAt, ...changes } = input;
  return offerSwitch(changes);
}

export const BikeQuerySchema = z.object({
  searchByName: searchText('searchByName', 120).optional(),
  searchByBrand: searchText('searchByBrand', 60).optional(),
  searchByModel: searchText('searchByModel', 60).optional(),
  searchByAvailability: z
    .union([z.enum(AVAILABILITY_OPTIONS), z.literal('')], {
      error: zodText('availabilityFilterInvalid'),
    })
    .optional(),
  availableFrom: InstantSchema.optional().describe('With availableTo: only bikes free for that whole period'),
  availableTo: InstantSchema.optional(),
});
export type BikeQuery = z.infer<typeof BikeQuerySchema>;
