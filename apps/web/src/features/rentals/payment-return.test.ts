import { describe, expect, it } from 'vitest';
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

  it('never calls a payment owed back a confirmed booking', () => {
    expect(
      paymentReturnToast({ outcome: 'refund_due', purpose: 'advance', refund: { why: 'lapsed', amount: 100 } }),
    ).toEqual({
      kind: 'info',
      message: 'We received your payment but the booking had lapsed; 100 BDT will be returned',
    });
    expect(
      paymentReturnToast({ outcome: 'refund_due', purpose: 'advance', refund: { why: 'duplicate', amount: 100 } }),
    ).toEqual({
      kind: 'info',
      message: 'We received this payment, but it had already been paid; 100 BDT will be returned',
    });
    expect(paymentReturnToast({ outcome: 'refund_due', purpose: 'advance' }).message).not.toMatch(/confirmed/);
  });

  it('says whether the payment went through, failed, was cancelled or is still being confirmed', () => {
    expect(paymentReturnToast({ outcome: 'success', purpose: 'advance' })).toMatchObject({
      kind: 'success',
      message: expect.stringContaining('booking is confirmed'),
    });
    expect(paymentReturnToast({ outcome: 'success', purpose: 'rent' })).toMatchObject({
      kind: 'success',
      message: expect.stringContaining('rental is now paid'),
    });
    expect(paymentReturnToast({ outcome: 'failed', purpose: 'advance' })).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('failed'),
    });
    // An unknown transaction comes back without a purpose: say so, without claiming what was charged.
    expect(paymentReturnToast({ outcome: 'failed', purpose: null })).toEqual({
      kind: 'error',
      message:
        'We could not match this checkout to a booking or rental, so nothing has changed. If you were charged, please contact the shop.',
    });
    expect(paymentReturnToast({ outcome: 'cancelled', purpose: 'rent' })).toMatchObject({
      kind: 'info',
      message: expect.stringContaining('cancelled'),
    });
    expect(paymentReturnToast({ outcome: 'pending', purpose: 'advance' })).toMatchObject({
      kind: 'info',
      message: expect.stringContaining('confirming'),
    });
  });
});
