import { describe, expect, it } from 'vitest';
import { i18next } from '../../i18n/index.ts';
import { returnedRental, makeRental } from '../../components/rentals/rental-fixtures.ts';
import { canPayAdvance, minutesLeftToPay, payButtonView, splitRentals } from './rental-rules.ts';

describe('pay button rules', () => {
  it('a positive balance can be paid', () => {
    expect(payButtonView(returnedRental(260))).toEqual({ label: 'payNow', disabled: false });
    expect(i18next.t('rentals:pay.payNow')).toBe('Pay Now');
  });

  it("zero is a disabled 'Pay Now'", () => {
    expect(payButtonView(returnedRental(0))).toMatchObject({ label: 'payNow', disabled: true });
  });

  it("below zero is a disabled 'Money will be returned'", () => {
    expect(payButtonView(returnedRental(-40))).toMatchObject({ label: 'moneyWillBeReturned', disabled: true });
    expect(i18next.t('rentals:pay.moneyWillBeReturned')).toBe('Money will be returned');
  });

  it('a bike still out has nothing to pay yet; a paid rental nothing more', () => {
    expect(payButtonView(makeRental())).toMatchObject({ label: 'payNow', disabled: true });
    expect(payButtonView(returnedRental(260, { payment: true }))).toMatchObject({ label: 'payNow', disabled: true });
  });
});

describe('splitRentals', () => {
  it('puts unpaid rentals (also bikes still out) in Unpaid, paid ones in Paid, waiting and closed bookings apart', () => {
    const out = makeRental();
    const due = returnedRental(80);
    const refund = returnedRental(-20);
    const paid = returnedRental(80, { payment: true });
    const pending = makeRental({ status: 'pending', advancePayment: false, holdExpiresAt: '2026-11-22T04:45:00.000Z' });
    const cancelled = makeRental({ status: 'cancelled', advancePayment: false });
    const expired = makeRental({ status: 'expired', advancePayment: false });
    const split = splitRentals([out, due, refund, paid, pending, cancelled, expired]);
    expect(split.unpaid).toEqual([out, due, refund]);
    expect(split.paid).toEqual([paid]);
    expect(split.awaitingAdvance).toEqual([pending]);
    expect(split.closed).toEqual([cancelled, expired]);
  });
});

describe('minutesLeftToPay', () => {
  it('rounds up and stops at zero', () => {
    const now = new Date('2026-11-22T04:30:00Z');
    expect(minutesLeftToPay('2026-11-22T04:44:01Z', now)).toBe(15);
    expect(minutesLeftToPay('2026-11-22T04:29:00Z', now)).toBe(0);
    expect(minutesLeftToPay(null, now)).toBe(0);
  });
});

describe('canPayAdvance', () => {
  it('only while a pending booking still holds its bike', () => {
    const now = new Date('2026-11-22T04:30:00Z');
    expect(canPayAdvance({ status: 'pending', holdExpiresAt: '2026-11-22T04:40:00Z' }, now)).toBe(true);
    expect(canPayAdvance({ status: 'pending', holdExpiresAt: '2026-11-22T04:30:00Z' }, now)).toBe(false);
    expect(canPayAdvance({ status: 'pending', holdExpiresAt: null }, now)).toBe(false);
    expect(canPayAdvance({ status: 'cancelled', holdExpiresAt: '2026-11-22T04:40:00Z' }, now)).toBe(false);
    expect(canPayAdvance({ status: 'active', holdExpiresAt: null }, now)).toBe(false);
  });
});
