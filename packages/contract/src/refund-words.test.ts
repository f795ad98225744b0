import { describe, expect, it } from 'vitest';
import { refundView } from './refund-words.ts';
import { formatShopDate } from './time.ts';

describe('refundView', () => {
  it("reads 'Money will be returned' while due and 'Refunded on <Dhaka date>' after", () => {
    const due = { _id: 'r1', amount: 100, reason: 'late_payment', status: 'due', refundedAt: null } as const;
    expect(refundView(due, 'en')).toEqual({
      id: 'r1',
      label: 'Money will be returned',
      amount: '100 BDT',
      reason: 'Advance paid after the booking had lapsed',
      isDue: true,
    });
    const done = { ...due, status: 'refunded', refundedAt: '2026-11-22T19:30:00.000Z' } as const;
    expect(refundView(done, 'en')).toMatchObject({
      label: `Refunded on ${formatShopDate(done.refundedAt)}`,
      isDue: false,
    });
    expect(refundView(done, 'en').label).toMatch(/23/);
    expect(refundView(done, 'bn')).toMatchObject({ label: '২৩ নভে, ২০২৬ তারিখে ফেরত দেওয়া হয়েছে', amount: '১০০৳' });
  });
});
