import { durationWords } from '@bond/contract/duration';
import { formatShopPeriod } from '@bond/contract/periods';
import { refundView } from '@bond/contract/refund-words';
import { costView } from '@bond/contract/rental-words';
import { describe, expect, it } from 'vitest';
import { inBangla } from '../../test/i18n.ts';
import { makeRefund, makeRental, returnedRental } from './rental-fixtures.ts';
import { rentalWords } from './words.ts';

const at = (iso: string) => new Date(iso);

describe('the rentals’ words', () => {
  it('say in English exactly what the contract says', () => {
    const en = rentalWords('en');
    const periods = [
      { start: at('2026-12-11T08:00:00Z'), end: at('2026-12-11T12:00:00Z') },
      { start: at('2026-12-11T08:00:00Z'), end: at('2026-12-12T04:00:00Z') },
      { start: at('2026-12-11T17:30:00Z'), end: at('2026-12-11T18:30:00Z') },
      { start: at('2026-12-11T08:00:00Z'), end: at('2026-12-18T08:00:00Z') },
      { start: at('2026-12-11T08:00:00Z'), end: null },
    ];
    for (const period of periods) expect(en.period(period)).toBe(formatShopPeriod(period));
    for (const minutes of [0, 1, 45, 60, 61, 90, 120, 1440, 1441, 1500, 2882, 20160, -5, 59.9]) {
      expect(en.duration(minutes)).toBe(durationWords(minutes));
    }
    const refunded = makeRefund({ status: 'refunded', refundedAt: '2026-11-23T05:00:00.000Z' });
    for (const refund of [makeRefund(), refunded, makeRefund({ reason: 'refused_payment', amount: 1250 })]) {
      expect(en.refund(refund)).toEqual(refundView(refund));
    }
    const settled = makeRefund({ reason: 'negative_balance', status: 'refunded', refundedAt: '2026-11-23T05:00:00Z' });
    for (const rental of [
      makeRental(),
      returnedRental(1250),
      returnedRental(0),
      returnedRental(-40),
      returnedRental(-40, { refunds: [settled] }),
    ]) {
      expect(en.cost(rental)).toEqual(costView(rental));
    }
  });

  it('write Bangla periods, lengths of time and money back', async () => {
    await inBangla();
    const bn = rentalWords('bn');
    expect(bn.period({ start: at('2026-12-11T08:00:00Z'), end: at('2026-12-11T12:00:00Z') })).toBe(
      'শুক্র ১১ ডিসে, ২:০০ PM থেকে ৬:০০ PM',
    );
    expect(bn.period({ start: at('2026-12-11T08:00:00Z'), end: null })).toBe(
      'শুক্র ১১ ডিসে, ২:০০ PM থেকে বাইক ফেরত দেওয়া পর্যন্ত',
    );
    expect(bn.duration(1590)).toBe('১ দিন ২ ঘণ্টা ৩০ মিনিট');
    expect(bn.duration(0)).toBe('০ মিনিট');
    expect(bn.refund(makeRefund({ amount: 1250 }))).toMatchObject({
      label: 'টাকা ফেরত দেওয়া হবে',
      amount: '১,২৫০৳',
      reason: 'বুকিংয়ের সময় পার হওয়ার পর অগ্রিম দেওয়া হয়েছে',
    });
    expect(bn.cost(returnedRental(-40))).toEqual({ amount: '৪০৳', note: 'ফেরত দেওয়া হবে' });
  });
});
