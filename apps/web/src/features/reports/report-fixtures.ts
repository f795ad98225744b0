/** Reports as the API answers them, for the web tests. */
import {
  REPORT_METHODS,
  reportDayCount,
  type BusiestHours,
  type MoneyDay,
  type MoneyFigures,
  type ReportSummary,
} from '@bond/contract/reports';
import { addDays, type DayRange } from './report-period.ts';

const noMoney = (): MoneyFigures => ({
  collected: 0,
  advances: 0,
  balances: 0,
  depositsApplied: 0,
  receivedOwedBack: 0,
  refundsDue: 0,
  refunded: 0,
  depositsTaken: 0,
  depositsReturned: 0,
  depositRefundsPaid: 0,
  discounts: 0,
  addOnIncome: 0,
  lateFees: 0,
  fuelCharges: 0,
  helmetCharges: 0,
  damageCharges: 0,
});

const zeroDay = (date: string): MoneyDay => ({ date, ...noMoney(), depositsHeld: 0 });

const noBookings = (): BusiestHours => ({
  counts: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)),
  total: 0,
});

/** A period with nothing in it: every day listed with zeros, every bike at 0 %. */
export function quietReport(range: DayRange): ReportSummary {
  const days = Array.from({ length: reportDayCount(range.from, range.to) }, (_, i) => zeroDay(addDays(range.from, i)));
  return {
    period: {
      ...range,
      days: days.length,
      startsAt: `${addDays(range.from, -1)}T18:00:00.000Z`,
      endsAt: `${range.to}T18:00:00.000Z`,
      asOf: '2026-11-24T04:00:00.000Z',
    },
    money: {
      days,
      total: noMoney(),
      byMethod: REPORT_METHODS.map((method) => ({ method, amount: 0, count: 0 })),
      byReceiver: [],
      outstanding: { amount: 0, count: 0 },
      owedBack: { amount: 0, count: 0 },
      depositsHeld: { amount: 0, count: 0 },
    },
    rentals: { booked: 0, cancelled: 0, noShows: 0, returned: 0, overdueNow: 0 },
    perBike: [
      {
        bikeId: '30000000-0000-4000-8000-000000000001',
        name: 'Yamaha FZS V3',
        retiredAt: null,
        rentedHours: 0,
        availableHours: 554,
        utilisation: 0,
        collected: 0,
        rentals: 0,
      },
    ],
    busiestHours: noBookings(),
  };
}

/**
 * November 2026 with some business: 1,350 BDT collected (300 in advances, 950 in balances, 100 from a deposit)
 * on two days; a 2,000 BDT deposit taken on the 20th, and a return on the 21st with 120 BDT of coupon discount,
 * 60 BDT of add-ons, a 270 BDT late fee, 120 BDT of fuel and a 500 BDT scratch, whose deposit paid 100 BDT and
 * left 1,900 owed back (with a 100 BDT refund due, 2,000 in all; paid back on the 22nd); a 1,500 BDT deposit taken on the 23rd and held now; taken online (350), in cash (700)
 * and by bKash Send Money (300) by two staff members, a refund, two bikes used (one retired mid-month) and four bookings starting on Saturday mornings and a
 * Tuesday evening.
 */
export function busyReport(range: DayRange): ReportSummary {
  const report = quietReport(range);
  const days = report.money.days.map((day) => {
    if (day.date === '2026-11-07') return { ...day, collected: 1150, advances: 200, balances: 950 };
    if (day.date === '2026-11-20') return { ...day, depositsTaken: 2000, depositsHeld: 2000 };
    if (day.date === '2026-11-21')
      return {
        ...day,
        collected: 200,
        advances: 100,
        depositsApplied: 100,
        refundsDue: 2000,
        discounts: 120,
        addOnIncome: 60,
        lateFees: 270,
        fuelCharges: 120,
        damageCharges: 500,
        depositsReturned: 1900,
      };
    if (day.date === '2026-11-22') return { ...day, refunded: 2000, depositRefundsPaid: 1900, receivedOwedBack: 100 };
    if (day.date >= '2026-11-23')
      return { ...day, depositsTaken: day.date === '2026-11-23' ? 1500 : 0, depositsHeld: 1500 };
    return day;
  });
  const counts = noBookings().counts;
  (counts[6] as number[])[10] = 3; // Saturday 10 am
  (counts[2] as number[])[18] = 1; // Tuesday 6 pm
  return {
    ...report,
    money: {
      days,
      total: {
        ...report.money.total,
        collected: 1350,
        advances: 300,
        balances: 950,
        depositsApplied: 100,
        receivedOwedBack: 100,
        refundsDue: 2000,
        refunded: 2000,
        depositsTaken: 3500,
        depositsReturned: 1900,
        depositRefundsPaid: 1900,
        discounts: 120,
        addOnIncome: 60,
        lateFees: 270,
        fuelCharges: 120,
        damageCharges: 500,
      },
      byMethod: [
        { method: 'online', amount: 350, count: 2 },
        { method: 'cash', amount: 700, count: 3 },
        { method: 'bkash_send_money', amount: 300, count: 1 },
        { method: 'nagad_send_money', amount: 0, count: 0 },
        { method: 'rocket_send_money', amount: 0, count: 0 },
        { method: 'card_terminal', amount: 0, count: 0 },
      ],
      byReceiver: [
        { receivedBy: { _id: '10000000-0000-4000-8000-000000000007', name: 'Shirin Akter' }, amount: 800, count: 3 },
        { receivedBy: null, amount: 350, count: 2 },
        { receivedBy: { _id: '10000000-0000-4000-8000-000000000008', name: 'Tanvir Hasan' }, amount: 200, count: 1 },
      ],
      outstanding: { amount: 450, count: 2 },
      owedBack: { amount: 200, count: 1 },
      depositsHeld: { amount: 1500, count: 1 },
    },
    rentals: { booked: 4, cancelled: 1, noShows: 1, returned: 2, overdueNow: 1 },
    perBike: [
      {
        bikeId: '30000000-0000-4000-8000-000000000002',
        name: 'Honda Hornet 2.0',
        retiredAt: '2026-11-15T06:00:00.000Z',
        rentedHours: 30.5,
        availableHours: 342,
        utilisation: 0.0892,
        collected: 1150,
        rentals: 2,
      },
      {
        bikeId: '30000000-0000-4000-8000-000000000001',
        name: 'Yamaha FZS V3',
        retiredAt: null,
        rentedHours: 12,
        availableHours: 554,
        utilisation: 0.0217,
        collected: 200,
        rentals: 1,
      },
    ],
    busiestHours: { counts, total: 4 },
  };
}
