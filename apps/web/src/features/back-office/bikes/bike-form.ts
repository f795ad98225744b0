/**
 * The bike form's rules: every field required but the day and week prices (left empty, the shop derives them:
 * a day is 8 hours' price, a week 5 days'); year, prices and CC are whole numbers, sent as integers. The form
 * holds text; the schema turns it into what the API takes.
 *
 * `isOffered` is the shop's own switch, by the same name in the request and in the bike the API answers
 * (a bike's `isAvailable` also counts bookings, which the admin cannot switch).
 *
 * The deposit (docs/product/handover-and-return.md#deposits) is whole taka, 0 for none; a new bike's left
 * empty is left out, and the server gives it the shop's default deposit.
 */
import type { Bike, CreateBike, UpdateBike } from '@bond/contract/bikes';
import { BikeInputSchema, checkNewBikePrices } from '@bond/contract/bikes';
import { z } from 'zod';
import { i18next } from '../../../i18n/index.ts';

type RequiredKey = 'bikeForm.yearRequired' | 'bikeForm.pricePerHourRequired' | 'bikeForm.ccRequired';

// The contract's number fields coerce whatever they get; here they always get the text of an input.
// The message is read when the form is checked, so it follows the page's language.
const requiredNumber = (message: RequiredKey, schema: (typeof BikeInputSchema.shape)['year']) =>
  z
    .string()
    .trim()
    .min(1, { error: () => i18next.t(message, { ns: 'admin' }) })
    .pipe(schema as unknown as z.ZodType<number, string>);

/** A number the form may leave empty: undefined then, so the request leaves it out. */
const optionalNumber = (schema: (typeof BikeInputSchema.shape)['pricePerDay']) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(schema as unknown as z.ZodType<number | undefined, string | undefined>);

export const BikeFormSchema = BikeInputSchema.omit({ isAvailable: true })
  .extend({
    year: requiredNumber('bikeForm.yearRequired', BikeInputSchema.shape.year),
    pricePerHour: requiredNumber('bikeForm.pricePerHourRequired', BikeInputSchema.shape.pricePerHour),
    pricePerDay: optionalNumber(BikeInputSchema.shape.pricePerDay),
    pricePerWeek: optionalNumber(BikeInputSchema.shape.pricePerWeek),
    cc: requiredNumber('bikeForm.ccRequired', BikeInputSchema.shape.cc),
    deposit: optionalNumber(BikeInputSchema.shape.deposit),
    isOffered: z.boolean(),
  })
  .superRefine(checkNewBikePrices);

export type BikeFormInput = z.input<typeof BikeFormSchema>;
export type BikeFormValues = z.output<typeof BikeFormSchema>;

export const EMPTY_BIKE_FORM: BikeFormInput = {
  name: '',
  brand: '',
  model: '',
  year: '',
  image: '',
  pricePerHour: '',
  pricePerDay: '',
  pricePerWeek: '',
  description: '',
  cc: '',
  deposit: '',
  isOffered: true,
};

export function bikeToForm(bike: Bike): BikeFormInput {
  return {
    name: bike.name,
    brand: bike.brand,
    model: bike.model,
    year: String(bike.year),
    image: bike.image,
    pricePerHour: String(bike.pricePerHour),
    pricePerDay: String(bike.pricePerDay),
    pricePerWeek: String(bike.pricePerWeek),
    description: bike.description,
    cc: String(bike.cc),
    deposit: String(bike.deposit),
    isOffered: bike.isOffered,
  };
}

export function toCreateBike(values: BikeFormValues): CreateBike {
  const { pricePerDay, pricePerWeek, deposit, ...required } = values;
  return {
    ...required,
    ...(pricePerDay === undefined ? {} : { pricePerDay }),
    ...(pricePerWeek === undefined ? {} : { pricePerWeek }),
    ...(deposit === undefined ? {} : { deposit }),
  };
}

/** Only the fields whose value differs from the bike's (the API takes a partial update). */
export function changedFields(bike: Bike, values: BikeFormValues): UpdateBike {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof BikeFormValues)[]) {
    if (values[key] !== undefined && values[key] !== bike[key]) changes[key] = values[key];
  }
  return changes as UpdateBike;
}
