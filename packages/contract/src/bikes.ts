import { z } from 'zod';
import { markText, text, zodText, type Text } from './say.ts';
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
  /** The price of a whole day (24 hours): docs/product/money-and-refunds.md#prices-hours-days-and-weeks. */
  pricePerDay: z.number().int(),
  /** The price of a whole week (7 days). */
  pricePerWeek: z.number().int(),
  description: z.string(),
  cc: z.number().int(),
  /** The deposit taken at handover, whole taka; 0: none (docs/product/handover-and-return.md#deposits). */
  deposit: z.number().int(),
  /** Bookable now: offered by the shop and not booked or out on rent. */
  isAvailable: z.boolean(),
  /** The shop's own switch: offered for rent or not (what the admin's form edits). */
  isOffered: z.boolean(),
  /** Held by a booking awaiting its advance, or out on rent. */
  isBooked: z.boolean(),
  createdAt: z.string(),
});
export type Bike = z.infer<typeof BikeSchema>;

/** A bike's three prices, whole taka. */
export type BikePrices = { pricePerHour: number; pricePerDay: number; pricePerWeek: number };

/** How many hours' price a day costs, and days' price a week, when the owner gave none (and for bikes older than day prices). */
export const DERIVED_DAY_HOURS = 8;
export const DERIVED_WEEK_DAYS = 5;
const MAX_DAY_PRICE = 24 * 100000;
const MAX_WEEK_PRICE = 7 * MAX_DAY_PRICE;
/** The most a bike's deposit can be, whole taka. */
export const MAX_DEPOSIT = 100_000;

/** The prices a bike gets: what was given, the missing ones derived (a day = 8 hours' price, a week = 5 days'). */
export function bikePrices(given: {
  pricePerHour: number;
  pricePerDay?: number | undefined;
  pricePerWeek?: number | undefined;
}): BikePrices {
  const pricePerDay = given.pricePerDay ?? DERIVED_DAY_HOURS * given.pricePerHour;
  return {
    pricePerHour: given.pricePerHour,
    pricePerDay,
    pricePerWeek: given.pricePerWeek ?? DERIVED_WEEK_DAYS * pricePerDay,
  };
}

/**
 * The first price that breaks the caps (a day costs at most 24 hours, a week at most 7 days), with the
 * message that says so; null when the three fit (docs/product/money-and-refunds.md#prices-hours-days-and-weeks).
 */
export function bikePricesProblem(prices: BikePrices): { field: 'pricePerDay' | 'pricePerWeek'; message: Text } | null {
  if (prices.pricePerDay > 24 * prices.pricePerHour) {
    return { field: 'pricePerDay', message: text.dayPriceAboveHours({ max: 24 * prices.pricePerHour }) };
  }
  if (prices.pricePerWeek > 7 * prices.pricePerDay) {
    return { field: 'pricePerWeek', message: text.weekPriceAboveDays({ max: 7 * prices.pricePerDay }) };
  }
  return null;
}

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

/** A bike's fields as the admin's form and the spec's client send them (a form derives its own schema from it). */
export const BikeInputSchema = z.object({
  name: nameOf('Name', 120),
  brand: nameOf('Brand', 60),
  model: nameOf('Model', 60),
  year: whole('Year', 1950, 2100),
  image: ImageUrlSchema,
  pricePerHour: whole('Price per hour', 1, 100000),
  /** Without it (the spec's client sends none): 8 × the price per hour. */
  pricePerDay: whole('Price per day', 1, MAX_DAY_PRICE).optional(),
  /** Without it: 5 × the price per day. */
  pricePerWeek: whole('Price per week', 1, MAX_WEEK_PRICE).optional(),
  description: trimmed('Description', 2000),
  cc: whole('CC', 50, 3000),
  /**
   * The deposit taken at handover, whole taka (0: none). Without it (the spec's client sends none), a new
   * bike gets the shop's default deposit (docs/product/handover-and-return.md#deposits).
   */
  deposit: whole('Deposit', 0, MAX_DEPOSIT).optional(),
  /** The shop's switch: offered for rent or not (a new bike is offered unless told otherwise). */
  isOffered: z.boolean({ error: zodText('fieldNotBoolean', { field: 'isOffered' }) }).optional(),
  /**
   * The switch by the name the spec's own client sends (a bike's `isAvailable` is computed: offered and
   * free right now). Still accepted; when both are sent, isOffered decides.
   */
  isAvailable: z.boolean({ error: zodText('fieldNotBoolean', { field: 'isAvailable' }) }).optional(),
});

/** A zod check that a new bike's prices fit one another, the missing ones counted as they will be derived. */
export function checkNewBikePrices(
  input: { pricePerHour: number; pricePerDay?: number | undefined; pricePerWeek?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  const problem = bikePricesProblem(bikePrices(input));
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: markText(problem.message) });
}

/** A new bike. */
export const CreateBikeSchema = BikeInputSchema.superRefine(checkNewBikePrices);
export type CreateBike = z.infer<typeof CreateBikeSchema>;

/**
 * What a new or changed bike stores: the offer switch by its own name only, and all three prices (the deposit,
 * when not sent, is the shop's default: the service's to find).
 */
export type BikeFields = Omit<CreateBike, 'isAvailable' | 'pricePerDay' | 'pricePerWeek'> & BikePrices;

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
  return { ...offerSwitch(input), ...bikePrices(input) };
}

/**
 * Fields of a bike the server computes or keeps. The spec's own client resets its form from the bike it
 * fetched and sends them back with an update: they are accepted and ignored (an `_id` must be the bike's).
 */
const ECHOED_FIELDS = ['_id', 'isBooked', 'createdAt'] as const;

export const UpdateBikeSchema = BikeInputSchema.partial()
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
