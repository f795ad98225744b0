import { describe, expect, it } from 'vitest';
import { inBangla } from '../../test/i18n.ts';
import { busyReport, quietReport } from './report-fixtures.ts';
import {
  busiestSummary,
  byUtilisation,
  formatHour,
  formatHourSpan,
  formatHours,
  formatPercent,
  heatLegend,
  heatLevel,
  isQuietPeriod,
  revenueSummary,
  utilisationSummary,
} from './report-format.ts';
import { csvFileName } from './save-file.ts';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

describe('report figures', () => {
  it('write hours, percentages and Dhaka hours of the day', () => {
    expect(formatHours(30.5, 'en')).toBe('30.5 h');
    expect(formatHours(1234.56, 'en')).toBe('1,234.6 h');
    expect(formatPercent(0.0892, 'en')).toBe('8.9%');
    expect(formatPercent(1.05, 'en')).toBe('105%');
    expect(formatPercent(0, 'en')).toBe('0%');
    expect([0, 1, 11, 12, 13, 23].map((hour) => formatHour(hour, 'en'))).toEqual([
      '12 am',
      '1 am',
      '11 am',
      '12 pm',
      '1 pm',
      '11 pm',
    ]);
    expect(formatHourSpan(23, 'en')).toBe('11 pm to 12 am');
  });

  it('put each hour of the heat map on one of four levels of the busiest', () => {
    expect(heatLevel(0, 8)).toBe(0);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => heatLevel(n, 8))).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(heatLevel(1, 1)).toBe(4);
    expect(heatLegend(8, 'en')).toEqual([
      { level: 1, label: '1–2' },
      { level: 2, label: '3–4' },
      { level: 3, label: '5–6' },
      { level: 4, label: '7–8' },
    ]);
    // Levels no count can fall in are left out of the key.
    expect(heatLegend(3, 'en')).toEqual([
      { level: 2, label: '1' },
      { level: 3, label: '2' },
      { level: 4, label: '3' },
    ]);
    expect(heatLegend(0, 'en')).toEqual([]);
  });

  it('sort bikes most used first, then by name', () => {
    const bikes = busyReport(NOVEMBER).perBike;
    const tie = { ...bikes[0]!, bikeId: 'b', name: 'Aprilia SR 160', utilisation: bikes[0]!.utilisation };
    expect(byUtilisation([bikes[1]!, bikes[0]!, tie]).map((b) => b.name)).toEqual([
      'Aprilia SR 160',
      'Honda Hornet 2.0',
      'Yamaha FZS V3',
    ]);
  });

  it('sum each chart up in a sentence', () => {
    const busy = busyReport(NOVEMBER);
    expect(revenueSummary(busy.money.days, NOVEMBER, 'en')).toBe(
      'Collected per day, 1 Nov 2026 to 30 Nov 2026: 1,350 BDT in all; the most on Sat 7 Nov, 1,150 BDT.',
    );
    expect(revenueSummary(quietReport(NOVEMBER).money.days, NOVEMBER, 'en')).toBe(
      'Collected per day, 1 Nov 2026 to 30 Nov 2026: nothing was collected.',
    );
    expect(utilisationSummary([], 'en')).toBe('Utilisation per bike: no bike was offered in this period.');
    expect(busiestSummary(busy.busiestHours, 'en')).toMatch(
      /4 bookings; the busiest hour is Sat 10 am to 11 am with 3 bookings\.$/,
    );
    expect(busiestSummary(quietReport(NOVEMBER).busiestHours, 'en')).toMatch(/: none in this period\.$/);
  });

  it('call a period quiet only when nothing at all happened in it', () => {
    expect(isQuietPeriod(quietReport(NOVEMBER))).toBe(true);
    expect(isQuietPeriod(busyReport(NOVEMBER))).toBe(false);
    const refundOnly = quietReport(NOVEMBER);
    refundOnly.money.total.refunded = 100;
    expect(isQuietPeriod(refundOnly)).toBe(false);
    // What is owed "now" is not something that happened in the period.
    const owed = quietReport(NOVEMBER);
    owed.money.outstanding = { amount: 300, count: 1 };
    expect(isQuietPeriod(owed)).toBe(true);
  });
});

describe('the name a download is saved under', () => {
  const fallback = 'bond-rentals-2026-11-01-to-2026-11-30.csv';
  it('is the one in Content-Disposition', () => {
    expect(csvFileName('attachment; filename="bond-payments-2026-11-01-to-2026-11-30.csv"', fallback)).toBe(
      'bond-payments-2026-11-01-to-2026-11-30.csv',
    );
    expect(csvFileName('attachment; filename=report.csv', fallback)).toBe('report.csv');
    expect(csvFileName('attachment; filename="x.csv"; filename*=UTF-8\'\'bond%20r%C3%A9sum%C3%A9.csv', fallback)).toBe(
      'bond résumé.csv',
    );
  });

  it('is never a path, and falls back to the period’s name', () => {
    expect(csvFileName('attachment; filename="../../etc/passwd"', fallback)).toBe('passwd');
    expect(csvFileName(null, fallback)).toBe(fallback);
    expect(csvFileName('attachment', fallback)).toBe(fallback);
    expect(csvFileName('attachment; filename=""', fallback)).toBe(fallback);
  });
});

describe('report figures in Bangla', () => {
  it('write Bengali digits, the part of the day and Bangla sentences', async () => {
    await inBangla();
    expect(formatHours(1234.56, 'bn')).toBe('১,২৩৪.৬ ঘণ্টা');
    expect(formatPercent(0.0892, 'bn')).toBe('৮.৯%');
    expect([0, 5, 10, 12, 16, 18, 21].map((hour) => formatHour(hour, 'bn'))).toEqual([
      'রাত ১২টা',
      'ভোর ৫টা',
      'সকাল ১০টা',
      'দুপুর ১২টা',
      'বিকেল ৪টা',
      'সন্ধ্যা ৬টা',
      'রাত ৯টা',
    ]);
    expect(heatLegend(8, 'bn')[0]).toEqual({ level: 1, label: '১–২' });
    expect(utilisationSummary([], 'bn')).toBe('বাইক অনুযায়ী ব্যবহার: এই সময়ে কোনো বাইক ভাড়ার জন্য ছিল না।');
    expect(revenueSummary(quietReport(NOVEMBER).money.days, NOVEMBER, 'bn')).toBe(
      'দিনে কত টাকা এলো, ১ নভে ২০২৬ থেকে ৩০ নভে ২০২৬: কোনো টাকা আসেনি।',
    );
  });
});
