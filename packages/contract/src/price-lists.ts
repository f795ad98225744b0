import { z } from 'zod';
import { RULE_PERCENT_MAX, RULE_PERCENT_MIN, type PriceRule } from './charge.ts';
import { IdSchema, ShopDateSchema } from './common.ts';
import { markText, text, zodText, type Text } from './say.ts';
import { nameOf, textOf, trimmed } from './text.ts';

/**
 * The owner's price lists (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons): the add-ons a
 * booking may take, the dated price rules, and the coupons. Each is kept, never deleted: the owner switches one
 * off (`active: false`) and its history stays. What the charge makes of them is charge.ts's.
 */

/** The most an add-on costs a day, and the most of one the shop keeps. */
export const ADD_ON_MAX_PRICE_PER_DAY = 100_000;
export const ADD_ON_MAX_STOCK = 10_000;
/** The most a fixed coupon takes off, and the highest minimum charge, in whole taka. */
export const COUPON_MAX_TAKA = 10_000_000;
export const COUPON_MAX_USES = 1_000_000;
const NAME_MAX = 80;
const DETAILS_MAX = 300;

export const RULE_KINDS = ['weekend', 'dates'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** An add-on's code: 2 to 30 capital letters, digits and hyphens, as stored (`RAINCOAT`, `TOP-BOX`). */
export const ADD_ON_CODE = /^[A-Z0-9-]{2,30}$/;
/** A coupon's code as typed: 2 to 30 letters, digits and hyphens; the case is kept but not told apart. */
export const COUPON_CODE = /^[A-Za-z0-9-]{2,30}$/;

const OwnNameSchema = z.object({ en: z.string(), bn: z.string() });

export const AddOnSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: OwnNameSchema,
  /** Whole taka per started day of the booking. */
  pricePerDay: z.number().int(),
  /** How many the shop has. */
  stock: z.number().int(),
  active: z.boolean(),
});
export type AddOn = z.infer<typeof AddOnSchema>;

/** An add-on as the public sees it: an offered one, without the shop's stock. */
export const PublicAddOnSchema = AddOnSchema.pick({ _id: true, code: true, name: true, pricePerDay: true });
export type PublicAddOn = z.infer<typeof PublicAddOnSchema>;

export const PriceRuleViewSchema = z.object({
  _id: z.string(),
  name: OwnNameSchema,
  kind: z.enum(RULE_KINDS),
  /** The first and last Dhaka day it covers ('YYYY-MM-DD'); a weekend rule may have neither. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  percent: z.number().int(),
  active: z.boolean(),
});
export type PriceRuleView = z.infer<typeof PriceRuleViewSchema>;

/** A stored rule as the charge takes it (charge.ts): no bound is an absent one. */
export function chargeRuleOf(rule: PriceRuleView): PriceRule {
  return {
    id: rule._id,
    name: rule.name,
    kind: rule.kind,
    from: rule.from ?? undefined,
    to: rule.to ?? undefined,
    percent: rule.percent,
  };
}

const DetailsSchema = z.object({ en: z.string(), bn: z.string() });

/** A coupon as the admin sees it: everything the owner set. */
export const CouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** A percentage (1 to 100) or whole taka off the rental charge. */
  value: z.number().int(),
  /** The rental charge a booking must reach for the coupon to apply. */
  minimumCharge: z.number().int(),
  /** The first and last Dhaka day it is valid ('YYYY-MM-DD', inclusive); null: no bound. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Uses in all, and by one customer; null: unlimited. */
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  firstRentalOnly: z.boolean(),
  /** The one bike it is for, or null for any. */
  bikeId: z.string().nullable(),
  details: DetailsSchema,
  active: z.boolean(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** A coupon as the home page shows it: what a customer needs to use it, no limits or counts. */
export const PublicCouponSchema = CouponSchema.pick({
  code: true,
  kind: true,
  value: true,
  minimumCharge: true,
  validFrom: true,
  validTo: true,
  firstRentalOnly: true,
  bikeId: true,
  details: true,
});
export type PublicCoupon = z.infer<typeof PublicCouponSchema>;

/** A whole number from `min` to `max`, refused with a message naming `label`. */
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: zodText('fieldNotNumber', { field: label }) })
    .int({ error: zodText('fieldNotWhole', { field: label }) })
    .min(min, { error: zodText('fieldBelow', { field: label, min }) })
    .max(max, { error: zodText('fieldAbove', { field: label, max }) });

const flag = (label: string) => z.boolean({ error: zodText('fieldNotBoolean', { field: label }) });

/** A name the owner writes in both languages. */
const ownName = z.object(
  { en: nameOf('English name', NAME_MAX), bn: nameOf('Bangla name', NAME_MAX) },
  { error: zodText('needsBothLanguages', { field: 'Name' }) },
);

/** A day of a rule or a coupon, or null for none. */
const day = ShopDateSchema.nullable();

/** An add-on's code: trimmed and in capitals before it is checked. */
const addOnCode = textOf('Code')
  .trim()
  .toUpperCase()
  .regex(ADD_ON_CODE, { error: zodText('codeInvalid', { field: 'Code', min: 2, max: 30 }) });

/** A coupon's code: trimmed, kept as typed. */
const couponCode = textOf('Code')
  .trim()
  .regex(COUPON_CODE, { error: zodText('codeInvalid', { field: 'Code', min: 2, max: 30 }) });

const AddOnInputSchema = z.object({
  code: addOnCode,
  name: ownName,
  pricePerDay: whole('Price per day', 1, ADD_ON_MAX_PRICE_PER_DAY),
  stock: whole('Stock', 0, ADD_ON_MAX_STOCK),
  /** A new add-on is offered unless told otherwise. */
  active: flag('active').optional(),
});

export const CreateAddOnSchema = AddOnInputSchema.strict();
export type CreateAddOn = z.infer<typeof CreateAddOnSchema>;

const someField = { error: zodText('nothingToUpdate') };
const hasSome = (input: object) => Object.keys(input).length > 0;

export const UpdateAddOnSchema = AddOnInputSchema.partial().strict().refine(hasSome, someField);
export type UpdateAddOn = z.infer<typeof UpdateAddOnSchema>;

const PriceRuleInputSchema = z.object({
  name: ownName,
  kind: z.enum(RULE_KINDS, { error: zodText('ruleKindInvalid') }),
  from: day.optional(),
  to: day.optional(),
  percent: whole('Percent', RULE_PERCENT_MIN, RULE_PERCENT_MAX).refine((p) => p !== 0, {
    error: zodText('rulePercentZero'),
  }),
  active: flag('active').optional(),
});

/** A problem of a field as the service reports it: the field and its message. */
export type FieldProblem = { field: string; message: Text };

/**
 * What breaks a rule's days, as it is or will be stored: a dates rule needs both days, and the first may not
 * be after the last. Null when they fit.
 */
export function priceRuleProblem(rule: {
  kind: RuleKind;
  from?: string | null | undefined;
  to?: string | null | undefined;
}): FieldProblem | null {
  if (rule.kind === 'dates' && !rule.from) return { field: 'from', message: text.ruleNeedsDates() };
  if (rule.kind === 'dates' && !rule.to) return { field: 'to', message: text.ruleNeedsDates() };
  if (rule.from && rule.to && rule.from > rule.to) {
    return { field: 'to', message: text.daysOutOfOrder({ from: 'from', to: 'to' }) };
  }
  return null;
}

/** A refinement that reports what a contract rule finds, at its field. */
const reportProblem =
  <T>(problemOf: (input: T) => FieldProblem | null) =>
  (input: T, ctx: z.RefinementCtx) => {
    const problem = problemOf(input);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: markText(problem.message) });
  };

export const CreatePriceRuleSchema = PriceRuleInputSchema.strict().superRefine(reportProblem(priceRuleProblem));
export type CreatePriceRule = z.infer<typeof CreatePriceRuleSchema>;

/** The kind and the days are checked together once the rule's stored values are known (the service does). */
export const UpdatePriceRuleSchema = PriceRuleInputSchema.partial().strict().refine(hasSome, someField);
export type UpdatePriceRule = z.infer<typeof UpdatePriceRuleSchema>;

const CouponInputSchema = z.object({
  code: couponCode,
  kind: z.enum(COUPON_KINDS, { error: zodText('couponKindInvalid') }),
  value: whole('Value', 1, COUPON_MAX_TAKA),
  minimumCharge: whole('Minimum charge', 0, COUPON_MAX_TAKA).optional(),
  validFrom: day.optional(),
  validTo: day.optional(),
  maxUses: whole('Maximum uses', 1, COUPON_MAX_USES).nullable().optional(),
  maxUsesPerCustomer: whole('Maximum uses per customer', 1, COUPON_MAX_USES).nullable().optional(),
  firstRentalOnly: flag('firstRentalOnly').optional(),
  bikeId: IdSchema.nullable().optional(),
  details: z.object(
    { en: trimmed('English details', DETAILS_MAX), bn: trimmed('Bangla details', DETAILS_MAX) },
    { error: zodText('needsBothLanguages', { field: 'Details' }) },
  ),
  active: flag('active').optional(),
});

/**
 * What breaks a coupon's value and days, as it is or will be stored: a percentage is at most 100, and the
 * first valid day is not after the last. Null when they fit.
 */
export function couponProblem(coupon: {
  kind: CouponKind;
  value: number;
  validFrom?: string | null | undefined;
  validTo?: string | null | undefined;
}): FieldProblem | null {
  if (coupon.kind === 'percent' && coupon.value > 100) {
    return { field: 'value', message: text.couponPercentAbove100() };
  }
  if (coupon.validFrom && coupon.validTo && coupon.validFrom > coupon.validTo) {
    return { field: 'validTo', message: text.daysOutOfOrder({ from: 'validFrom', to: 'validTo' }) };
  }
  return null;
}

export const CreateCouponSchema = CouponInputSchema.strict().superRefine(reportProblem(couponProblem));
export type CreateCoupon = z.infer<typeof CreateCouponSchema>;

/** The kind, value and days are checked together once the coupon's stored values are known (the service does). */
export const UpdateCouponSchema = CouponInputSchema.partial().strict().refine(hasSome, someField);
export type UpdateCoupon = z.infer<typeof UpdateCouponSchema>;
