/**
 * How a report's figures read in the page's language: hours, percentages, Dhaka hours of the day, the heat
 * map's levels, and the one-sentence summaries that name each chart for screen readers. Money is the
 * language's taka ('1,250 BDT' or '১,২৫০৳'), as everywhere else.
 */
import { SHOP_WEEK_ORDER, type BikeUsage, type MoneyDay, type ReportSummary } from '@bond/contract/reports';
import { formatDecimal, formatNumber, formatPercent as percentIn, formatTaka } from '../../i18n/format.ts';
import type { Language } from '../../i18n/languages.ts';
import { formatRange, formatWeekdayDay, reportWordsIn, weekdayName, type DayRange } from './report-period.ts';

/** '12.5 h' (hours to one decimal). */
export function formatHours(hours: number, language: Language): string {
  return reportWordsIn(language)('figures.hours', { hours: formatDecimal(hours, language) });
}

/** A fraction as a percentage to one decimal: 0.4234 → '42.3%'. */
export function formatPercent(fraction: number, language: Language): string {
  return percentIn(fraction, language);
}

/** The part of the day an hour falls in: English needs only am or pm, Bangla names it (সকাল, বিকেল…). */
function partOfDay(hour: number) {
  if (hour < 4) return 'night';
  if (hour < 6) return 'dawn';
  if (hour < 12) return 'morning';
  if (hour < 15) return 'noon';
  if (hour < 18) return 'afternoon';
  if (hour < 20) return 'evening';
  return 'lateNight';
}

/** An hour of Dhaka's 12-hour clock: 0 → '12 am', 13 → '1 pm'. */
export function formatHour(hour: number, language: Language): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return reportWordsIn(language)(`figures.hour.${partOfDay(hour)}`, { hour: formatNumber(h12, language) });
}

/** '1 pm to 2 pm': the hour that starts at `hour`. */
export function formatHourSpan(hour: number, language: Language): string {
  return reportWordsIn(language)('figures.hourSpan', {
    from: formatHour(hour, language),
    to: formatHour((hour + 1) % 24, language),
  });
}

/** '1 booking', '4 bookings'. */
export function bookingsText(count: number, language: Language): string {
  return reportWordsIn(language)('figures.bookings', { count, n: formatNumber(count, language) });
}

/** The weekdays in the shop's order (Saturday first), each its row of the contract's `counts`. */
export const SHOP_WEEK = SHOP_WEEK_ORDER.map((weekday) => ({ weekday }));

/** The heat map's darkest level. */
export const HEAT_LEVELS = 4;

/** The heat map's level of a count: 0 for none, else 1 (few) … 4 (the busiest), relative to the busiest hour. */
export function heatLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(HEAT_LEVELS, Math.max(1, Math.ceil((count / max) * HEAT_LEVELS)));
}

/** What each level stands for, for the legend: the counts it covers (levels no count falls in are left out). */
export function heatLegend(max: number, language: Language): { level: number; label: string }[] {
  const legend: { level: number; label: string }[] = [];
  for (let level = 1; level <= HEAT_LEVELS; level++) {
    const counts: number[] = [];
    for (let count = 1; count <= max; count++) if (heatLevel(count, max) === level) counts.push(count);
    const low = counts[0];
    const high = counts[counts.length - 1];
    if (low === undefined || high === undefined) continue;
    const label =
      low === high
        ? formatNumber(low, language)
        : reportWordsIn(language)('busiest.legendRange', {
            low: formatNumber(low, language),
            high: formatNumber(high, language),
          });
    legend.push({ level, label });
  }
  return legend;
}

/** Bikes most utilised first, then by name (the server sends them so; sorted again so the chart never depends on it). */
export function byUtilisation(bikes: readonly BikeUsage[]): BikeUsage[] {
  return [...bikes].sort((a, b) => b.utilisation - a.utilisation || a.name.localeCompare(b.name));
}

/** No money moved and no rental was booked, cancelled, missed, returned or out in the period. */
export function isQuietPeriod(report: ReportSummary): boolean {
  const { total } = report.money;
  const money = [
    total.collected,
    total.receivedOwedBack,
    total.refundsDue,
    total.refunded,
    total.depositsTaken,
    total.depositsReturned,
  ];
  const { booked, cancelled, noShows, returned } = report.rentals;
  return (
    money.every((amount) => amount === 0) &&
    [booked, cancelled, noShows, returned].every((count) => count === 0) &&
    report.busiestHours.total === 0 &&
    report.perBike.every((bike) => bike.rentals === 0)
  );
}

/** The revenue chart's name: the total and the best day. */
export function revenueSummary(days: readonly MoneyDay[], range: DayRange, language: Language): string {
  const t = reportWordsIn(language);
  const total = days.reduce((sum, day) => sum + day.collected, 0);
  const period = formatRange(range, language);
  if (total === 0) return t('figures.revenueSummaryNone', { period });
  const best = days.reduce((top, day) => (day.collected > top.collected ? day : top));
  return t('figures.revenueSummary', {
    period,
    total: formatTaka(total, language),
    day: formatWeekdayDay(best.date, language),
    best: formatTaka(best.collected, language),
  });
}

/** The utilisation chart's name: how many bikes, the most and the least used. */
export function utilisationSummary(bikes: readonly BikeUsage[], language: Language): string {
  const t = reportWordsIn(language);
  const sorted = byUtilisation(bikes);
  const top = sorted[0];
  const bottom = sorted[sorted.length - 1];
  if (!top || !bottom) return t('figures.utilisationSummaryNone');
  if (sorted.length === 1) {
    return t('figures.utilisationSummaryOne', { name: top.name, share: formatPercent(top.utilisation, language) });
  }
  return t('figures.utilisationSummary', {
    bikes: formatNumber(sorted.length, language),
    top: top.name,
    topShare: formatPercent(top.utilisation, language),
    bottom: bottom.name,
    bottomShare: formatPercent(bottom.utilisation, language),
  });
}

/** The heat map's name: how many bookings and the busiest hour of the week. */
export function busiestSummary(busiest: ReportSummary['busiestHours'], language: Language): string {
  const t = reportWordsIn(language);
  if (busiest.total === 0) return t('figures.busiestSummaryNone');
  let top = { weekday: 6, hour: 0, count: -1 };
  for (const { weekday } of SHOP_WEEK) {
    busiest.counts[weekday]?.forEach((count, hour) => {
      if (count > top.count) top = { weekday, hour, count };
    });
  }
  return t('figures.busiestSummary', {
    bookings: bookingsText(busiest.total, language),
    weekday: weekdayName(top.weekday, language),
    span: formatHourSpan(top.hour, language),
    busiest: bookingsText(top.count, language),
  });
}
