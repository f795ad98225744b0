import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import {
  REPORT_METHODS,
  reportPeriodProblem,
  type BusiestHours,
  type MethodSplit,
  type MoneyFigures,
  type ReportPeriodQuery,
  type ReportSummary,
} from '@bond/contract/reports';
import { toShopIso } from '@bond/contract/time';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { toCsv } from './csv.ts';
import * as repo from './reports.repository.ts';

/** A report period two valid dates already (the route's schema), in order and at most 366 days; else a 400. */
function refuseBadPeriod(query: ReportPeriodQuery): void {
  const problem = reportPeriodProblem(query);
  if (problem) throw new AppError('VALIDATION_FAILED', problem.text, [problem]);
}

/**
 * A report reads in one read-only snapshot: every query sees the same rows and the same `now()`, so the
 * figures agree with each other however many writes happen meanwhile.
 */
function inSnapshot<T>(db: Db, query: ReportPeriodQuery, read: (tx: Tx, w: repo.ReportWindow) => Promise<T>) {
  refuseBadPeriod(query);
  return db.transaction(async (tx) => read(tx, await repo.reportWindow(tx, query.from, query.to)), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** A day's (or the period's) money; the deposit a bill applied is collected (docs/decisions/045-deposits-in-the-reports.md). */
const figures = (row: repo.MoneyRow): MoneyFigures => ({
  collected: row.advances + row.balances + row.depositsApplied,
  advances: row.advances,
  balances: row.balances,
  depositsApplied: row.depositsApplied,
  receivedOwedBack: row.receivedOwedBack,
  refundsDue: row.refundsDue,
  refunded: row.refunded,
  depositsTaken: row.depositsTaken,
  depositsReturned: row.depositsReturned,
  depositRefundsPaid: row.depositRefundsPaid,
  discounts: row.discounts,
  addOnIncome: row.addOnIncome,
  lateFees: row.lateFees,
  fuelCharges: row.fuelCharges,
  helmetCharges: row.helmetCharges,
  damageCharges: row.damageCharges,
});

/** The 7 × 24 matrix (weekday 0 = Sunday, Dhaka hours) from the cells that have bookings. */
function busiestHours(cells: { weekday: number; hour: number; bookings: number }[]): BusiestHours {
  const counts = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  let total = 0;
  for (const { weekday, hour, bookings } of cells) {
    const row = counts[weekday];
    if (row && hour >= 0 && hour < 24) row[hour] = bookings;
    total += bookings;
  }
  return { counts, total };
}

/** Every method, in `REPORT_METHODS` order, with what it collected (zeros included). */
function byMethod(rows: { method: string; amount: number; count: number }[]): MethodSplit[] {
  return REPORT_METHODS.map((method) => {
    const row = rows.find((r) => r.method === method);
    return { method, amount: row?.amount ?? 0, count: row?.count ?? 0 };
  });
}

/** The owner's report of a period: money, rentals, each bike's use and the busiest hours. */
export function summary(db: Db, query: ReportPeriodQuery): Promise<ReportSummary> {
  return inSnapshot(db, query, async (tx, w) => {
    const moneyRows = await repo.moneyByDay(tx, w);
    const counts = await repo.rentalCounts(tx, w);
    const perBike = await repo.bikeUsage(tx, w);
    const cells = await repo.bookingsByWeekdayAndHour(tx, w);
    const methods = await repo.collectedByMethod(tx, w);
    const receivers = await repo.collectedByReceiver(tx, w);
    const days = moneyRows.filter((row) => row.date !== null);
    const total = moneyRows.find((row) => row.date === null);
    if (!total) throw new Error('no totals row');
    return {
      period: { from: w.from, to: w.to, days: w.days, startsAt: w.startsAt, endsAt: w.endsAt, asOf: w.asOf },
      money: {
        days: days.map((row) => ({ date: row.date as string, ...figures(row), depositsHeld: row.depositsHeld ?? 0 })),
        total: figures(total),
        byMethod: byMethod(methods),
        byReceiver: receivers.map((r) => ({
          receivedBy: r.id === null ? null : { _id: r.id, name: r.name ?? '' },
          amount: r.amount,
          count: r.count,
        })),
        outstanding: counts.outstanding,
        owedBack: counts.owedBack,
        depositsHeld: counts.depositsHeld,
      },
      rentals: {
        booked: counts.booked,
        cancelled: counts.cancelled,
        noShows: counts.noShows,
        returned: counts.returned,
        overdueNow: counts.overdueNow,
      },
      perBike,
      busiestHours: busiestHours(cells),
    };
  });
}

/** A CSV export: its file name and body. */
export type CsvFile = { filename: string; body: string };

const fileName = (what: string, query: ReportPeriodQuery) => `bond-${what}-${query.from}-to-${query.to}.csv`;

const RENTAL_HEADER = [
  'Rental ID',
  'Customer',
  'Customer e-mail',
  'Customer phone',
  'Bike',
  'Start',
  'Planned return',
  'Returned at',
  'Status',
  'Price per hour (BDT)',
  'Charge (BDT)',
  'Advance paid (BDT)',
  'Balance (BDT)',
  'Balance paid',
  'Refunds owed (BDT)',
  'Refunds paid back (BDT)',
  'Rental charge (BDT)',
  'Add-ons (BDT)',
  'Discount (BDT)',
  'Coupon',
  'Late fee (BDT)',
  'Fuel (BDT)',
  'Helmets (BDT)',
  'Charges (BDT)',
  'Deposit (BDT)',
  'Deposit applied (BDT)',
  'Deposit returned (BDT)',
];

/** `Balance paid`: yes or no while a positive balance is owed after a return; blank when nothing is to pay. */
function balancePaidCell(row: repo.RentalExportRow): string | null {
  if (row.status !== 'returned' || row.totalCost <= 0) return null;
  return row.balancePaid ? 'yes' : 'no';
}

/** A part of the charge a return recorded: blank on a rental not returned. */
const returnedPart = (row: repo.RentalExportRow, amount: number | null) => (row.status === 'returned' ? amount : null);

/** Every rental whose booked start lies in the period, one row each, by start (times in Dhaka, +06:00). */
export function rentalsCsv(db: Db, query: ReportPeriodQuery): Promise<CsvFile> {
  return inSnapshot(db, query, async (tx, w) => {
    const rows = await repo.rentalsStartingIn(tx, w);
    const body = toCsv(
      RENTAL_HEADER,
      rows.map((r) => [
        r.id,
        r.customerName,
        r.customerEmail,
        r.customerPhone,
        r.bikeName,
        toShopIso(r.startTime),
        toShopIso(r.endTime),
        toShopIso(r.returnTime),
        r.status,
        r.pricePerHour,
        r.rentalCharge,
        r.advancePaid ? ADVANCE_PAYMENT_BDT : 0,
        r.status === 'returned' ? r.totalCost : null,
        balancePaidCell(r),
        r.refundsOwed,
        r.refundsPaidBack,
        // What the return charged, in parts (Charge = rental charge + add-ons − discount); blank before a return.
        returnedPart(r, r.rentalCharge === null ? null : r.rentalCharge - r.addOnsCharge + r.discount),
        returnedPart(r, r.addOnsCharge),
        returnedPart(r, r.discount),
        r.couponCode,
        // What the return's bill added to the charge, and the deposit: taken, then applied and given back at the
        // return (docs/product/money-and-refunds.md#reports). Charge + late fee + fuel + helmets + charges −
        // advance − deposit applied = balance.
        returnedPart(r, r.lateFee),
        returnedPart(r, r.fuelCharge),
        returnedPart(r, r.helmetCharge),
        returnedPart(r, r.damageCharge),
        r.deposit,
        r.billed ? r.depositApplied : null,
        r.billed ? r.depositReturned : null,
      ]),
    );
    return { filename: fileName('rentals', query), body };
  });
}

const PAYMENT_HEADER = [
  'Payment ID',
  'Rental ID',
  'Customer',
  'Customer e-mail',
  'Bike',
  'Purpose',
  'Amount (BDT)',
  'Gateway',
  'Status',
  'Gateway transaction ID',
  'Created',
  'Settled',
  'Refund',
  'Method',
  'Reference',
  'Received by',
];

/** Every payment attempt created or settled in the period, one row each, by creation (times in Dhaka, +06:00). */
export function paymentsCsv(db: Db, query: ReportPeriodQuery): Promise<CsvFile> {
  return inSnapshot(db, query, async (tx, w) => {
    const rows = await repo.paymentsIn(tx, w);
    const body = toCsv(
      PAYMENT_HEADER,
      rows.map((p) => [
        p.id,
        p.rentalId,
        p.customerName,
        p.customerEmail,
        p.bikeName,
        p.purpose,
        p.amount,
        p.gateway,
        p.status,
        p.gatewayTxnId,
        toShopIso(p.createdAt),
        toShopIso(p.settledAt),
        // The money of this very payment owed back (late, duplicate or refused): due until an admin records it.
        p.refundId === null ? null : p.refundedAt === null ? 'due' : 'refunded',
        // How it was paid (`online`, or the counter's method), its counter reference and who took it.
        p.method,
        p.method === 'online' ? null : p.gatewayTxnId,
        p.receivedBy,
      ]),
    );
    return { filename: fileName('payments', query), body };
  });
}
