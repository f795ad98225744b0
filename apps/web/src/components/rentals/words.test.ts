import { describe, expect, it } from 'vitest';
import { inBangla } from '../../test/i18n.ts';
import { makeRefund, makeRental, returnedRental } from './rental-fixtures.ts';
import { rentalWords } from './words.ts';

const at = (iso: string) => new Date(iso);

describe('the rentals’ words', () => {
  it('say in English what the shop’s messages say: Dhaka periods, lengths of time and money back', () => {
    const en = rentalWords('en');
    expect(en.period({ start: at('2026-12-11T08:00:00Z'), end: at('2026-12-11T12:00:00Z') })).toBe(
      'Fri 11 Dec, 2:00 pm to 6:00 pm',
    );
    expect(en.period({ start: at('2026-12-11T08:00:00Z'), end: at('2026-12-12T04:00:00Z') })).toBe(
      'Fri 11 Dec, 2:00 pm to Sat 12 Dec, 10:00 am',
    );
    // 17:30 UTC is 11:30 pm in Dhaka; 18:30 UTC is past midnight, the next day.
    expect(en.period({ start: at('2026-12-11T17:30:00Z'), end: at('2026-12-11T18:30:00Z') })).toBe(
      'Fri 11 Dec, 11:30 pm to Sat 12 Dec, 12:30 am',
    );
    expect(en.period({ start: at('2026-12-11T08:00:00Z'), end: null })).toBe(
      'Fri 11 Dec, 2:00 pm until it is returned',
    );
    expect(en.moment('2026-11-27T04:00:00.000Z')).toBe('Fri 27 Nov, 10:00 am');
    expect(en.day(at('2026-12-11T08:00:00Z'))).toBe('Fri 11 Dec');
    expect(en.clock(at('2026-12-11T08:00:00Z'))).toBe('2:00 pm');
    expect([0, 1, 61, 1441, 2882, -5, 59.9].map(en.duration)).toEqual([
      '0 minutes',
      '1 minute',
      '1 hour 1 minute',
      '1 day 1 minute',
      '2 days 2 minutes',
      '0 minutes',
      '59 minutes',
    ]);
    expect(en.refund(makeRefund({ reason: 'refused_payment', amount: 1250 }))).toMatchObject({
      label: 'Money will be returned',
      amount: '1,250 BDT',
      reason: 'Payment the shop could not accept',
      isDue: true,
    });
    const settled = makeRefund({ reason: 'negative_balance', status: 'refunded', refundedAt: '2026-11-23T05:00:00Z' });
    expect(en.refund(settled)).toMatchObject({ label: expect.stringMatching(/^Refunded on .*23/) as string });
    expect(en.cost(makeRental())).toEqual({ amount: 'Not yet calculated' });
    expect(en.cost(returnedRental(1250))).toEqual({ amount: '1,250 BDT' });
    expect(en.cost(returnedRental(-40))).toEqual({ amount: '40 BDT', note: 'Will be returned' });
    expect(en.cost(returnedRental(-40, { refunds: [settled] }))).toEqual({
      amount: '40 BDT',
      note: en.refund(settled).label,
    });
  });

  it('write Bangla periods, lengths of time and money back, as the shop’s Bangla messages do', async () => {
    await inBangla();
    const bn = rentalWords('bn');
    expect(bn.period({ start: at('2026-12-11T08:00:00Z'), end: at('2026-12-11T12:00:00Z') })).toBe(
      'শুক্রবার ১১ ডিসেম্বর, দুপুর ২:০০ থেকে সন্ধ্যা ৬:০০',
    );
    expect(bn.period({ start: at('2026-12-11T08:00:00Z'), end: null })).toBe(
      'শুক্রবার ১১ ডিসেম্বর, দুপুর ২:০০ থেকে ফেরত দেওয়া পর্যন্ত',
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
