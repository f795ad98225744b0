import { describe, expect, it } from 'vitest';
import {
  CreateAddOnSchema,
  CreateCouponSchema,
  CreatePriceRuleSchema,
  UpdateCouponSchema,
  chargeRuleOf,
  couponProblem,
  priceRuleProblem,
} from './price-lists.ts';
import { readText, sayText } from './say.ts';

/** docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons: the checks of the owner's price lists. */

const name = { en: 'Raincoat', bn: 'রেইনকোট' };
/** The first issue of a failed parse: its field and its message in English. */
function firstIssue(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  const message = readText(issue.message);
  return { path: issue.path.join('.'), message: message ? sayText('en', message) : issue.message };
}

describe('an add-on', () => {
  it('keeps its code trimmed and in capitals, and refuses one of other characters', () => {
    const parsed = CreateAddOnSchema.parse({ code: ' top-box ', name, pricePerDay: 80, stock: 3 });
    expect(parsed.code).toBe('TOP-BOX');
    expect(firstIssue(CreateAddOnSchema.safeParse({ code: 'top box', name, pricePerDay: 80, stock: 3 }))).toEqual({
      path: 'code',
      message: 'Code must be 2 to 30 letters, digits or hyphens',
    });
    expect(firstIssue(CreateAddOnSchema.safeParse({ code: 'X', name, pricePerDay: 80, stock: 3 })).path).toBe('code');
  });
});

describe('a price rule', () => {
  const rule = { name, kind: 'dates', from: '2027-05-16', to: '2027-05-19', percent: 25 };

  it('is never 0 percent and stays within −50 to 100', () => {
    expect(firstIssue(CreatePriceRuleSchema.safeParse({ ...rule, percent: 0 })).path).toBe('percent');
    expect(CreatePriceRuleSchema.safeParse({ ...rule, percent: -50 }).success).toBe(true);
    expect(CreatePriceRuleSchema.safeParse({ ...rule, percent: 100 }).success).toBe(true);
    expect(firstIssue(CreatePriceRuleSchema.safeParse({ ...rule, percent: 101 })).path).toBe('percent');
  });

  it('needs both days when it is a dates rule, and its days in order; a weekend rule may have none', () => {
    expect(priceRuleProblem({ kind: 'dates', from: '2027-05-16', to: null })?.field).toBe('to');
    expect(priceRuleProblem({ kind: 'dates', to: '2027-05-16' })?.field).toBe('from');
    expect(priceRuleProblem({ kind: 'weekend', from: '2027-05-17', to: '2027-05-16' })?.field).toBe('to');
    expect(priceRuleProblem({ kind: 'weekend' })).toBeNull();
    expect(priceRuleProblem({ kind: 'dates', from: '2027-05-16', to: '2027-05-16' })).toBeNull();
    expect(firstIssue(CreatePriceRuleSchema.safeParse({ ...rule, from: null }))).toEqual({
      path: 'from',
      message: 'A dates rule needs its first and last day (from and to)',
    });
  });

  it('is priced by the charge without the bounds it does not have', () => {
    const view = { _id: 'r1', name, kind: 'weekend' as const, from: null, to: '2027-12-31', percent: 10, active: true };
    expect(chargeRuleOf(view)).toEqual({
      id: 'r1',
      name,
      kind: 'weekend',
      from: undefined,
      to: '2027-12-31',
      percent: 10,
    });
  });
});

describe('a coupon', () => {
  const coupon = { code: 'eid25', kind: 'percent', value: 25, details: { en: '25% off', bn: '২৫% ছাড়' } };

  it('keeps its code as typed, takes at most 100 percent and any whole taka', () => {
    expect(CreateCouponSchema.parse(coupon).code).toBe('eid25');
    expect(firstIssue(CreateCouponSchema.safeParse({ ...coupon, value: 101 })).path).toBe('value');
    expect(CreateCouponSchema.safeParse({ ...coupon, kind: 'fixed', value: 500 }).success).toBe(true);
    expect(couponProblem({ kind: 'percent', value: 100 })).toBeNull();
    expect(couponProblem({ kind: 'fixed', value: 150, validFrom: '2027-01-02', validTo: '2027-01-01' })?.field).toBe(
      'validTo',
    );
  });

  it('takes unlimited uses as null, and a change of at least one field', () => {
    expect(CreateCouponSchema.parse({ ...coupon, maxUses: null }).maxUses).toBeNull();
    expect(firstIssue(CreateCouponSchema.safeParse({ ...coupon, maxUses: 0 })).path).toBe('maxUses');
    expect(firstIssue(UpdateCouponSchema.safeParse({})).message).toBe('Send at least one field to update');
  });
});
