import { describe, expect, it, vi } from 'vitest';

// Another refund window than the shop's, to see both languages follow the constant rather than a number.
vi.mock('../constants.ts', async (original) => ({ ...(await original<object>()), CANCEL_REFUND_HOURS: 48 }));

const { say } = await import('../say.ts');

describe('the cancellation rule', () => {
  it('names CANCEL_REFUND_HOURS in every language', () => {
    expect(say('en', 'cancellationRule')).toContain('Cancel 48 hours or more before the start');
    expect(say('bn', 'cancellationRule')).toContain('শুরুর ৪৮ ঘণ্টা বা তার আগে');
  });
});
