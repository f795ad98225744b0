/**
 * How a report's figures read: hours, percentages, Dhaka hours of the day, the heat map's levels, and the
 * one-sentence summaries that name each chart for screen readers. Money is the shop's `formatTaka`
 * ('1,250 BDT'), as everywhere else.
 */
import { formatTaka } from '@bond/contract/money';
import {
  SHOP_WEEK_ORDER,
  WEEKDAY_NAMES,
  type BikeUsage,
  type MoneyDay,
  type ReportSummary,
} from '@bond/contract/reports';
import { formatRange, formatWeekdayDay, type DayRange } from './report-period.ts';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '12.5 h' (hours to one decimal). */
export function formatHours(hours: number): string {
  return `${oneDecimal.format(hours)} h`;
}

/** A fraction as a percentage to one decimal: 0.4234 → '42.3%'. */
export function formatPercent(fraction: number): string {
  return `${oneDecimal.format(fraction * 100)}%`;
}

/** An hour of Dhaka's 12-hour clock: 0 → '12 am', 13 → '1 pm'. */
export function formatHour(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '1 pm to 2 pm': the hour that starts at `hour`. */
export function formatHourSpan(hour: number): string {
  return `${formatHour(hour)} to ${formatHour((hour + 1) % 24)}`;
}

/** The weekdays in the shop's order (Saturday first), each with its row of the contract's `counts`. */
export const SHOP_WEEK = SHOP_WEEK_ORDER.map((weekday) => ({ weekday, name: WEEKDAY_NAMES[weekday] }));

/** The heat map's darkest level. */
export const HEAT_LEVELS = 4;

/** The heat map's level of a count: 0 for none, else 1 (few) … 4 (the busiest), relative to the busiest hour. */
export function heatLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(HEAT_LEVELS, Math.max(1, Math.ceil((count / max) * HEAT_LEVELS)));
}

/** What each level stands for, for the legend: the counts it covers (levels no count falls in are left out). */
export function heatLegend(max: number): { level: number; label: string }[] {
  const legend: { level: number; label: string }[] = [];
  for (let level = 1; level <= HEAT_LEVELS; level++) {
    const counts: number[] = [];
    for (let count = 1; count <= max; count++) if (heatLevel(count, max) === level) counts.push(count);
    const low = counts[0];
    const high = counts[counts.length - 1];
    if (low === undefined || high === undefined) continue;
    legend.push({ level, label: low === high ? String(low) : `${low}–${high}` });
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
  const money = [total.collected, total.receivedOwedBack, total.refundsDue, total.refunded];
  const { booked, cancelled, noShows, returned } = report.rentals;
  return (
    money.every((amount) => amount === 0) &&
    [booked, cancelled, noShows, returned].every((count) => count === 0) &&
    report.busiestHours.total === 0 &&
    report.perBike.every((bike) => bike.rentals === 0)
  );
}

/** The revenue chart's name: the total and the best day. */
export function revenueSummary(days: readonly MoneyDay[], range: DayRange): string {
  const total = days.reduce((sum, day) => sum + day.collected, 0);
  const period = formatRange(range);
  if (total === 0) return `Collected per day, ${period}: nothing was collected.`;
  const best = days.reduce((top, day) => (day.collected > top.collected ? day : top));
  return `Collected per day, ${period}: ${formatTaka(total)} in all; the most on ${formatWeekdayDay(best.date)}, ${formatTaka(best.collected)}.`;
}

/** The utilisation chart's name: how many bikes, the most and the least used. */
export function utilisationSummary(bikes: readonly BikeUsage[]): string {
  const sorted = byUtilisation(bikes);
  const top = sorted[0];
  const bottom = sorted[sorted.length - 1];
  if (!top || !bottom) return 'Utilisation per bike: no bike was offered in this period.';
  if (sorted.length === 1) return `Utilisation per bike: ${top.name}, ${formatPercent(top.utilisation)}.`;
  return `Utilisation of ${sorted.length} bikes, most used first: ${top.name} ${formatPercent(top.utilisation)} down to ${bottom.name} ${formatPercent(bottom.utilisation)}.`;
}

/** The heat map's name: how many bookings and the busiest hour of the week. */
export function busiestSummary(busiest: ReportSummary['busiestHours']): string {
  const intro = 'Paid bookings by the weekday and hour they start, Saturday to Friday, Dhaka time';
  if (busiest.total === 0) return `${intro}: none in this period.`;
  let top = { weekday: 6, hour: 0, count: -1 };
  for (const { weekday } of SHOP_WEEK) {
    busiest.counts[weekday]?.forEach((count, hour) => {
      if (count > top.count) top = { weekday, hour, count };
    });
  }
  const bookings = (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'}`;
  return `${intro}: ${bookings(busiest.total)}; the busiest hour is ${WEEKDAY_NAMES[top.weekday] ?? ''} ${formatHourSpan(top.hour)} with ${bookings(top.count)}.`;
}
