import { describe, expect, it } from 'vitest';
import { inBangla } from '../../test/i18n.ts';
import { paymentReturnToast, readPaymentReturn } from './payment-return.ts';

describe('payment return', () => {
  it('reads the outcome and purpose the server puts in the address', () => {
    expect(readPaymentReturn(new URLSearchParams('payment=success&purpose=advance'))).toEqual({
      outcome: 'success',
      purpose: 'advance',
    });
    expect(readPaymentReturn(new URLSearchParams('payment=failed'))).toEqual({ outcome: 'failed', purpose: null });
    expect(readPaymentReturn(new URLSearchParams('payment=hacked&purpose=rent'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams(''))).toBeNull();
  });

  it('reads a payment owed back, with why and how much', () => {
    expect(readPaymentReturn(new URLSearchParams('payment=refund_due&purpose=advance&why=lapsed&amount=100'))).toEqual({
      outcome: 'refund_due',
      purpose: 'advance',
      refund: { why: 'lapsed', amount: 100 },
    });
    expect(readPaymentReturn(new URLSearchParams('payment=refund_due&purpose=advance&why=other&amount=-5'))).toEqual({
      outcome: 'refund_due',
      purpose: 'advance',
    });
  });

  it("reads bKash's reason for a failure, and only a known one with a failure", () => {
    expect(
      readPaymentReturn(new URLSearchParams('payment=failed&purpose=advance&problem=insufficient_balance')),
    ).toEqual({ outcome: 'failed', purpose: 'advance', problem: 'insufficient_balance' });
    expect(readPaymentReturn(new URLSearchParams('payment=failed&purpose=rent&problem=wrong_pin'))).toEqual({
      outcome: 'failed',
      purpose: 'rent',
      problem: 'wrong_pin',
    });
    expect(readPaymentReturn(new URLSearchParams('payment=failed&purpose=rent&problem=hacked'))).toEqual({
      outcome: 'failed',
      purpose: 'rent',
    });
    expect(readPaymentReturn(new URLSearchParams('payment=success&purpose=rent&problem=declined'))).toEqual({
      outcome: 'success',
      purpose: 'rent',
    });
  });

  it("says bKash's reason first, then what became of the booking or rental", () => {
    expect(
      paymentReturnToast({ outcome: 'failed', purpose: 'advance', problem: 'insufficient_balance' }, 'en'),
    ).toEqual({
      kind: 'error',
      message:
        'bKash says your balance is not enough for this payment. The advance payment failed, so the booking was cancelled and nothing was charged. You can book again.',
    });
    expect(paymentReturnToast({ outcome: 'failed', purpose: 'rent', problem: 'wrong_pin' }, 'en')).toEqual({
      kind: 'error',
      message:
        'bKash says the PIN was wrong. The payment failed and nothing was charged. You can try again with Pay Now.',
    });
    expect(paymentReturnToast({ outcome: 'failed', purpose: 'advance', problem: 'declined' }, 'en').message).toMatch(
      /^bKash declined the payment\. The advance payment failed/,
    );
  });

  it('never calls a payment owed back a confirmed booking', () => {
    expect(
      paymentReturnToast(
        { outcome: 'refund_due', purpose: 'advance', refund: { why: 'cancelled', amount: 100 } },
        'en',
      ),
    ).toEqual({
      kind: 'info',
      message: 'We received your payment but the booking had been cancelled; 100 BDT will be returned',
    });
    expect(
      paymentReturnToast({ outcome: 'refund_due', purpose: 'advance', refund: { why: 'lapsed', amount: 100 } }, 'en'),
    ).toEqual({
      kind: 'info',
      message: 'We received your payment but the booking had lapsed; 100 BDT will be returned',
    });
    expect(
      paymentReturnToast(
        { outcome: 'refund_due', purpose: 'advance', refund: { why: 'duplicate', amount: 100 } },
        'en',
      ),
    ).toEqual({
      kind: 'info',
      message: 'We received this payment, but it had already been paid; 100 BDT will be returned',
    });
    expect(paymentReturnToast({ outcome: 'refund_due', purpose: 'advance' }, 'en').message).not.toMatch(/confirmed/);
  });

  it('says whether the payment went through, failed, was cancelled or is still being confirmed', () => {
    expect(paymentReturnToast({ outcome: 'success', purpose: 'advance' }, 'en')).toMatchObject({
      kind: 'success',
      message: expect.stringContaining('booking is confirmed'),
    });
    expect(paymentReturnToast({ outcome: 'success', purpose: 'rent' }, 'en')).toMatchObject({
      kind: 'success',
      message: expect.stringContaining('rental is now paid'),
    });
    expect(paymentReturnToast({ outcome: 'failed', purpose: 'advance' }, 'en')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('failed'),
    });
    // An unknown transaction comes back without a purpose: say so, without claiming what was charged.
    expect(paymentReturnToast({ outcome: 'failed', purpose: null }, 'en')).toEqual({
      kind: 'error',
      message:
        'We could not match this checkout to a booking or rental, so nothing has changed. If you were charged, please contact the shop.',
    });
    expect(paymentReturnToast({ outcome: 'cancelled', purpose: 'rent' }, 'en')).toMatchObject({
      kind: 'info',
      message: expect.stringContaining('cancelled'),
    });
    expect(paymentReturnToast({ outcome: 'pending', purpose: 'advance' }, 'en')).toMatchObject({
      kind: 'info',
      message: expect.stringContaining('confirming'),
    });
  });
});

describe('payment return in Bangla', () => {
  it('says every outcome in Bangla, with the taka amount in Bengali digits', async () => {
    await inBangla();
    const outcomes = [
      { outcome: 'refund_due', purpose: 'advance', refund: { why: 'lapsed', amount: 100 } },
      { outcome: 'refund_due', purpose: 'advance', refund: { why: 'duplicate', amount: 250 } },
      { outcome: 'refund_due', purpose: 'rent' },
      { outcome: 'refund_due', purpose: null },
      { outcome: 'success', purpose: 'advance' },
      { outcome: 'success', purpose: 'rent' },
      { outcome: 'success', purpose: null },
      { outcome: 'failed', purpose: 'advance' },
      { outcome: 'failed', purpose: 'rent' },
      { outcome: 'failed', purpose: null },
      { outcome: 'cancelled', purpose: 'advance' },
      { outcome: 'cancelled', purpose: 'rent' },
      { outcome: 'cancelled', purpose: null },
      { outcome: 'pending', purpose: 'advance' },
    ] as const;
    const messages = outcomes.map((payment) => paymentReturnToast(payment, 'bn').message);
    for (const message of messages) expect(message).not.toMatch(/[A-Za-z]{3,}/);
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages[0]).toBe('আপনার পেমেন্ট পেয়েছি, কিন্তু বুকিংয়ের সময় পার হয়ে গিয়েছিল; ১০০৳ ফেরত দেওয়া হবে');
    expect(messages[1]).toContain('২৫০৳ ফেরত দেওয়া হবে');
    expect(messages[4]).toBe('পেমেন্ট সফল হয়েছে। আপনার বুকিং নিশ্চিত: ১০০৳ অগ্রিম দেওয়া হয়েছে।');
    expect(paymentReturnToast(outcomes[7], 'bn').kind).toBe('error');
  });

  it("says bKash's reason for a failure in Bangla", async () => {
    await inBangla();
    const say = (problem: 'insufficient_balance' | 'wrong_pin' | 'declined', purpose: 'advance' | 'rent') =>
      paymentReturnToast({ outcome: 'failed', purpose, problem }, 'bn');
    expect(say('insufficient_balance', 'advance')).toEqual({
      kind: 'error',
      message:
        'বিকাশ জানিয়েছে, এই পেমেন্টের জন্য আপনার অ্যাকাউন্টে যথেষ্ট ব্যালান্স নেই। অগ্রিম পেমেন্ট হয়নি, তাই বুকিং বাতিল হয়েছে এবং কোনো টাকা কাটা হয়নি। আবার বুক করতে পারেন।',
    });
    expect(say('wrong_pin', 'rent').message).toBe(
      'বিকাশ জানিয়েছে, পিন ভুল ছিল। পেমেন্ট হয়নি, কোনো টাকা কাটা হয়নি। "এখনই পেমেন্ট করুন" দিয়ে আবার চেষ্টা করুন।',
    );
    expect(say('declined', 'advance').message).toMatch(/^বিকাশ পেমেন্টটি গ্রহণ করেনি। অগ্রিম পেমেন্ট হয়নি/);
    for (const problem of ['insufficient_balance', 'wrong_pin', 'declined'] as const) {
      expect(say(problem, 'advance').message).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});
