import { z } from 'zod';
import type { Charge } from './charge.ts';
import type { Language } from './languages.ts';
import { IdSchema, InstantSchema } from './common.ts';
import { zodText } from './say.ts';
import { textOf } from './text.ts';

/**
 * What a booking would cost, asked before booking (docs/product/money-and-refunds.md#prices-hours-days-and-weeks):
 * `POST /api/rentals/quote`. Public and without customer data; the booking prices with the same rule.
 */

/** The most add-on lines one booking may ask for, and the most of one add-on. */
export const MAX_ADD_ON_LINES = 10;
export const MAX_ADD_ON_QUANTITY = 5;

/** An add-on or coupon code as typed: trimmed, at most 30 characters (compared in upper case). */
const codeOf = (field: string) =>
  textOf(field)
    .trim()
    .min(1, { error: zodText('fieldRequired', { field }) })
    .max(30, { error: zodText('fieldTooLong', { field, max: 30 }) });

export const AddOnWantedSchema = z
  .object({
    code: codeOf('code'),
    quantity: z
      .number({ error: zodText('fieldNotNumber', { field: 'quantity' }) })
      .int({ error: zodText('fieldNotWhole', { field: 'quantity' }) })
      .min(1, { error: zodText('fieldBelow', { field: 'quantity', min: 1 }) })
      .max(MAX_ADD_ON_QUANTITY, { error: zodText('fieldAbove', { field: 'quantity', max: MAX_ADD_ON_QUANTITY }) }),
  })
  .strict();
export type AddOnWanted = z.infer<typeof AddOnWantedSchema>;

/** The add-ons and the coupon a booking asks for (the quote's and the booking's own fields). */
export const ExtrasSchema = z.object({
  addOns: z
    .array(AddOnWantedSchema)
    .max(MAX_ADD_ON_LINES, { error: zodText('fieldTooMany', { field: 'addOns', max: MAX_ADD_ON_LINES }) })
    .optional()
    .describe('Add-ons by code, each at most once, with a quantity'),
  coupon: codeOf('coupon').optional().describe('A coupon code, in any case'),
});

export const QuoteRequestSchema = z
  .object({
    bikeId: IdSchema,
    startTime: InstantSchema.describe('When the rental starts, on a whole minute'),
    endTime: InstantSchema.optional().describe(
      'The planned return; without it, where a booking without one would end (the bike’s next booking, at most 14 days)',
    ),
  })
  .extend(ExtrasSchema.shape);
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

export const CHARGE_LINE_KINDS = ['time', 'rule', 'addon', 'coupon', 'advance'] as const;

/** One line of a quote, said in the request's language. */
export const QuoteLineSchema = z.object({
  kind: z.enum(CHARGE_LINE_KINDS),
  key: z.string(),
  label: z.string(),
  amount: z.number().int(),
});

export const QuoteSchema = z.object({
  bikeId: z.string(),
  startTime: z.string(),
  /** The planned return priced: the one asked for, or where a booking without one would end. */
  endTime: z.string(),
  lines: z.array(QuoteLineSchema),
  rentalCharge: z.number().int(),
  addOnsCharge: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  advance: z.number().int(),
  balance: z.number().int(),
  /** Why the coupon asked for does not apply (the quote is then without it). */
  couponProblem: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** A charge of a bike's period as a quote answers it, its lines said in `language`. */
export function quoteOfCharge(
  bikeId: string,
  period: { start: Date; end: Date },
  charge: Charge,
  language: Language,
): Quote {
  return {
    bikeId,
    startTime: period.start.toISOString(),
    endTime: period.end.toISOString(),
    lines: charge.lines.map((line) => ({
      kind: line.kind,
      key: line.key,
      label: line.label[language],
      amount: line.amount,
    })),
    rentalCharge: charge.rentalCharge,
    addOnsCharge: charge.addOnsCharge,
    discount: charge.discount,
    total: charge.total,
    advance: charge.advance,
    balance: charge.balance,
  };
}
