import { z } from 'zod';
import { ShopDateSchema } from './common.ts';
import { COUNTER_METHODS } from './counter.ts';
import type { Text } from './say.ts';

/**
 * The owner's reports (docs/decisions/014-reports.md). A report covers whole calendar days in
 * Asia/Dhaka, `from` and `to` both included (docs/product/money-and-refunds.md#reports: a payment at 23:30 Dhaka time on the 1st belongs to the
 * 1st). Money is whole taka; instants are ISO 8601 in UTC; days are `YYYY-MM-DD` in Dhaka.
 *
 * Figures marked "now" do not depend on the period: they are the state of the shop at `period.asOf`.
 */

/** The longest period a report covers, in days: a leap year. */
export const REPORT_MAX_DAYS = 366;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: inclusive Dhaka days, `from` no later than `to`, at most 366 days. */
export const ReportPeriodQuerySchema = z.object({
  from: ShopDateSchema.describe('The first Dhaka day of the report, e.g. 2026-11-01'),
  to: ShopDateSchema.describe('The last Dhaka day of the report, included, e.g. 2026-11-30'),
});
export type ReportPeriodQuery = z.infer<typeof ReportPeriodQuerySchema>;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (both `YYYY-MM-DD`); 0 or less when `to` is before `from`. */
export function reportDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** What is wrong with a report period (already two valid dates), naming the field to fix; null when fine. */
export function reportPeriodProblem(query: ReportPeriodQuery): { path: 'from' | 'to'; text: Text } | null {
  const days = reportDayCount(query.from, query.to);
  if (days < 1) return { path: 'to', text: { id: 'reportOutOfOrder', params: undefined } };
  if (days > REPORT_MAX_DAYS) return { path: 'to', text: { id: 'reportTooLong', params: { days: REPORT_MAX_DAYS } } };
  return null;
}

const taka = z.number().int();
const count = z.number().int().min(0);

/** The period a report answers for. */
export const ReportPeriodSchema = z.object({
  /** The first and last Dhaka day, as asked. */
  from: z.string(),
  to: z.string(),
  /** How many days: the length of `money.days`. */
  days: count,
  /** The instants the period runs between, [startsAt, endsAt): 00:00 Dhaka time of `from` and of the day after `to`. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The database's `now()` the report was made at: every "now" figure is as of this instant. */
  asOf: z.string(),
});
export type ReportPeriod = z.infer<typeof ReportPeriodSchema>;

/**
 * Money that moved, each counted on the Dhaka day it moved. Cash in =
 * `collected − depositsApplied + depositsTaken + receivedOwedBack`; cash out = `refunded`. And shares of what
 * the returns charged, on the day of the return: `discounts`, `addOnIncome`, `lateFees`, `fuelCharges`,
 * `helmetCharges` and `damageCharges`. Deposits are money held for customers, not income
 * (docs/decisions/045-deposits-in-the-reports.md): only the part a return's bill applied is collected, on
 * the day of that return.
 */
export const MoneyFiguresSchema = z.object({
  /**
   * Money received and kept: payments the gateway confirmed, or taken at the counter (`paid`), that paid an advance or a balance,
   * counted on the day they settled (`settledAt`), and the part of each deposit a return's bill applied, on
   * the day of the return. `collected = advances + balances + depositsApplied`. It is not reduced
   * later: an advance later owed back (a cancellation 24 h ahead, a return cheaper than the advance)
   * stays here and its refund shows in `refundsDue` / `refunded` on the day that arises.
   */
  collected: taka,
  /** The advances within `collected`. */
  advances: taka,
  /** The balances after a return within `collected`. */
  balances: taka,
  /**
   * The deposits' parts that paid the bills of the rentals returned that day (the bills' `depositApplied`),
   * within `collected`: held until then, income from the return on. The deposit's payment itself is never
   * collected.
   */
  depositsApplied: taka,
  /**
   * Money received that the shop could not use and owes back in full (docs/product/money-and-refunds.md#refunds-due): an advance paid after its
   * booking had lapsed or closed, or a second payment of something already paid (status `duplicate`), on
   * the day it settled. Not in `collected`; each also has a refund row, in `refundsDue` on the day it
   * arose. A payment held for a check and then refused by an admin was never confirmed to the shop and
   * counts here never (its refund row does count in `refundsDue`).
   */
  receivedOwedBack: taka,
  /**
   * Refunds due that arose that day (every reason: cancellation, negative balance, late, duplicate, refused,
   * and the rest of a deposit after its bill, `deposit_return`, on the day the return was recorded).
   */
  refundsDue: taka,
  /** Refunds an admin recorded as paid back that day, by the day they were recorded (deposits' rests included). */
  refunded: taka,
  /** Deposits taken at handovers that day (paid deposit payments, by the day they settled): held, not income. */
  depositsTaken: taka,
  /**
   * The rest of the deposits given back by the returns of that day (the bills' `depositRefund`), by the day of
   * the return: owed back from then on (a `deposit_return` refund due), whether or not paid back yet.
   */
  depositsReturned: taka,
  /** The refunds of deposits' rests (`deposit_return`) recorded as paid back that day, within `refunded`. */
  depositRefundsPaid: taka,
  /**
   * What coupons took off the rentals returned that day, by the day of the return: the discount the return
   * charged for the actual period (docs/decisions/037-discounts-and-add-ons-on-the-return-day.md). Not money
   * that moved: a share of the charges. A booking cancelled, lapsed or not collected gave none; a rental
   * booked before quotes, 0.
   */
  discounts: taka,
  /** What the add-ons of the rentals returned that day cost, by the day of the return, as `discounts`. */
  addOnIncome: taka,
  /**
   * The late fees of the rentals returned that day (their bills' `late` lines,
   * docs/product/handover-and-return.md#the-bill), by the day of the return, as `discounts`. A rental returned
   * by the spec's call has no bill and counts 0 here and in the charges below.
   */
  lateFees: taka,
  /** Fuel below the handover's reading, charged at the returns of that day (the bills' `fuel` lines). */
  fuelCharges: taka,
  /** Helmets not brought back, charged at the returns of that day (the bills' `helmet` lines). */
  helmetCharges: taka,
  /** Damage or loss charged at the returns of that day, from the price list or written for the case (`charge` lines). */
  damageCharges: taka,
});
export type MoneyFigures = z.infer<typeof MoneyFiguresSchema>;

/** One Dhaka day of money: a point of a chart. Every day of the period is there, zeros included, in order. */
export const MoneyDaySchema = MoneyFiguresSchema.extend({
  /** The Dhaka day, `YYYY-MM-DD`. */
  date: z.string(),
  /**
   * Deposits held for customers at the end of that day (00:00 Dhaka of the next): taken before it and not yet
   * settled by a return with a bill before it (docs/decisions/045-deposits-in-the-reports.md). A balance, not a
   * flow: the totals have none. For a day not over yet, as recorded by `period.asOf`.
   */
  depositsHeld: taka,
});
export type MoneyDay = z.infer<typeof MoneyDaySchema>;

/** An amount of taka and how many rows it is made of. */
export const AmountCountSchema = z.object({ amount: taka, count });
export type AmountCount = z.infer<typeof AmountCountSchema>;

/**
 * How money was taken (docs/product/money-and-refunds.md#reports): `online` through the gateway (whichever it
 * is), or one of the counter's methods (docs/product/the-counter.md#counter-payments), in this order.
 */
export const REPORT_METHODS = ['online', ...COUNTER_METHODS] as const;
export type ReportMethod = (typeof REPORT_METHODS)[number];

/** The money collected in the period by one method: its amount and how many payments made it. */
export const MethodSplitSchema = z.object({
  method: z.enum(REPORT_METHODS),
  amount: taka,
  count,
});
export type MethodSplit = z.infer<typeof MethodSplitSchema>;

/** The money collected in the period by whoever received it: a staff member (or admin) by name, or online. */
export const ReceiverSplitSchema = z.object({
  /** Who took it at the counter (as a counter payment names them); null for the payments made online. */
  receivedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  amount: taka,
  count,
});
export type ReceiverSplit = z.infer<typeof ReceiverSplitSchema>;

export const ReportMoneySchema = z.object({
  /** Per Dhaka day, every day of the period in order. */
  days: z.array(MoneyDaySchema),
  /** The sums of `days`. */
  total: MoneyFiguresSchema,
  /**
   * `total.collected` split by how it was paid: every method of `REPORT_METHODS`, in that order, zeros
   * included. Counted as `collected` (payments paid and used, on the Dhaka day they settled; the part of a
   * deposit a bill applied in the deposit's own method, on the day of the return, counting as one), so the
   * amounts add up to it; money received and owed back is not in it.
   */
  byMethod: z.array(MethodSplitSchema),
  /**
   * `total.collected` split by who received it: each person who took some of it at the counter (a deposit's
   * applied part: who took the deposit), and one row (`receivedBy` null) for what came in online; only those with something, the largest first (then by
   * name). The amounts add up to `total.collected`.
   */
  byReceiver: z.array(ReceiverSplitSchema),
  /** Now: returned rentals whose positive balance is not paid yet (money customers owe the shop). */
  outstanding: AmountCountSchema,
  /** Now: refunds due not yet recorded as paid back (money the shop owes customers), deposits' rests included. */
  owedBack: AmountCountSchema,
  /**
   * Now: deposits held for customers (money the shop holds for them, a liability, not income): deposits
   * taken whose rental has not come back with a bill yet, and how many. A deposit is settled by the return
   * that applied it to the bill and made its rest a refund due, not when that refund is paid: from then its
   * rest is in `owedBack` (docs/decisions/045-deposits-in-the-reports.md).
   */
  depositsHeld: AmountCountSchema,
});
export type ReportMoney = z.infer<typeof ReportMoneySchema>;

/**
 * Rentals in the period. Each count places a rental on one Dhaka day, so the reports of two adjacent
 * periods add up to the report of both.
 */
export const ReportRentalsSchema = z.object({
  /** Bookings made in the period (by the day they were made) whose advance was paid, whatever came after. */
  booked: count,
  /** Paid bookings that were then cancelled, by the day their booked period was to start. */
  cancelled: count,
  /** Rentals closed as no-shows, by the day their booked period started. */
  noShows: count,
  /** Rentals returned, by the day of their return. */
  returned: count,
  /** Now: rentals out past their planned return (docs/product/booking-and-periods.md#overdue). */
  overdueNow: count,
});
export type ReportRentals = z.infer<typeof ReportRentalsSchema>;

/**
 * How one bike did in the period. A bike is listed when the shop offered it at some moment of the period:
 * added before the period ended and not retired before it began (a bike retired mid-period is listed).
 */
export const BikeUsageSchema = z.object({
  bikeId: z.string(),
  name: z.string(),
  /** When it was retired, if it was (it may be after the period). */
  retiredAt: z.string().nullable(),
  /**
   * Hours rented within the period: for each rental that went out, the part of [its booked start, its return
   * (or now, while it is out)) inside the period and before now: the time its customer is charged for (docs/product/money-and-refunds.md#rental-charge).
   * Two decimals.
   */
  rentedHours: z.number().min(0),
  /**
   * Hours the bike was in the shop within the period and before now: from the later of the period's start
   * and the bike's addition to the earliest of the period's end, its retirement and now. Two decimals.
   */
  availableHours: z.number().min(0),
  /**
   * `rentedHours ÷ availableHours`, a fraction (0.42 = 42 %), four decimals; 0 when `availableHours` is 0.
   * Above 1 only if an overdue return ran into the next customer's booked start (both are charged).
   */
  utilisation: z.number().min(0),
  /**
   * Money collected in the period for this bike's rentals (as `money.collected`: advances, balances and the
   * deposits' parts applied at returns in the period).
   */
  collected: taka,
  /** Rentals of this bike that were out at some moment of the period (those behind `rentedHours`). */
  rentals: count,
});
export type BikeUsage = z.infer<typeof BikeUsageSchema>;

/** Weekday names by index: 0 = Sunday, as `Date.prototype.getDay()` and PostgreSQL's `extract(dow …)`. */
export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The order a week is shown in Bangladesh, where it starts on Saturday: weekday indexes, Saturday first. */
export const SHOP_WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5] as const;

/**
 * When paid bookings start, in Dhaka time: bookings whose advance was paid and whose booked start lies in the
 * period, whatever came after (a cancelled one still shows when customers want bikes).
 */
export const BusiestHoursSchema = z.object({
  /**
   * `counts[weekday][hour]`: 7 rows of 24. `weekday` 0 = Sunday … 6 = Saturday (see `WEEKDAY_NAMES`; show
   * them in `SHOP_WEEK_ORDER`), `hour` 0–23 on Dhaka's clock (hour 14 = 14:00–14:59).
   */
  counts: z.array(z.array(count).length(24)).length(7),
  /** The bookings counted: the sum of `counts`. */
  total: count,
});
export type BusiestHours = z.infer<typeof BusiestHoursSchema>;

/** `GET /api/reports/summary`: the owner's report of a period. */
export const ReportSummarySchema = z.object({
  period: ReportPeriodSchema,
  money: ReportMoneySchema,
  rentals: ReportRentalsSchema,
  /** Every bike offered in the period, most utilised first (then by name). */
  perBike: z.array(BikeUsageSchema),
  busiestHours: BusiestHoursSchema,
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;
