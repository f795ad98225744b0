import { createHash } from 'node:crypto';
import { ADVANCE_PAYMENT_BDT } from '@bond/contract/constants';
import { balanceAfterAdvance, rentalCharge, rentedMinutes } from '@bond/contract/money';
import {
  cancelReturnsAdvance,
  dhakaClock,
  periodProblems,
  periodsOverlap,
  plannedReturnProblems,
  type Period,
} from '@bond/contract/periods';
import { describe, expect, it } from 'vitest';
import { demoBikes } from './demo-bikes.ts';
import {
  countKinds,
  HISTORY_DAYS,
  planDemoHistory,
  RENTAL_KINDS,
  UPCOMING_DAYS,
  type DemoHistoryPlan,
  type PlannedRental,
} from './demo-history.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const fleet = demoBikes.map((b) => ({ pricePerHour: b.pricePerHour, isAvailable: b.isAvailable ?? true }));
const plan = (now: Date, demoCustomer = true) => planDemoHistory({ now, bikes: fleet, demoCustomer });

/** First starts at odd moments: a Friday afternoon, a workday just after midnight, a Saturday night in Dhaka. */
const STARTS = [
  new Date('2026-11-27T09:17:42.123Z'), // Fri 3:17 pm in Dhaka
  new Date('2026-12-01T18:40:00.000Z'), // Wed 12:40 am
  new Date('2027-02-13T17:59:59.999Z'), // Sat 11:59 pm
  new Date('2026-06-15T04:00:00.000Z'), // Mon 10:00 am
];

/** Where a rental kept its bike: from the start to the later of the planned and the actual return (still out: now). */
function heldPeriod(r: PlannedRental, now: Date): Period | null {
  if (r.status === 'cancelled') return null;
  if (r.status === 'returned' && r.returnTime) {
    return { start: r.startTime, end: r.returnTime > r.endTime ? r.returnTime : r.endTime };
  }
  const stillOut = r.status === 'booked' && r.startTime <= now && r.endTime < now;
  return { start: r.startTime, end: stillOut ? now : r.endTime };
}

function overlapsWithin(p: DemoHistoryPlan, now: Date, key: (r: PlannedRental) => string | number) {
  const byKey = new Map<string | number, Period[]>();
  const clashes: string[] = [];
  for (const r of p.rentals) {
    const held = heldPeriod(r, now);
    if (!held) continue;
    const others = byKey.get(key(r)) ?? [];
    if (others.some((o) => periodsOverlap(o, held))) clashes.push(`${key(r)} at ${r.startTime.toISOString()}`);
    byKey.set(key(r), [...others, held]);
  }
  return clashes;
}

const weekday = (d: Date) => {
  const c = dhakaClock(d);
  return new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay();
};

describe('the demo history plan', () => {
  it('is the same plan for the same clock, and moves with the clock', () => {
    const now = STARTS[0]!;
    expect(JSON.stringify(plan(now))).toBe(JSON.stringify(plan(new Date(now))));
    const later = plan(new Date(now.getTime() + 30 * DAY));
    expect(later.rentals[0]!.createdAt.getTime()).toBeGreaterThan(plan(now).rentals[0]!.createdAt.getTime());
  });

  for (const now of STARTS) {
    describe(`first started at ${now.toISOString()}`, () => {
      const p = plan(now);
      const t = now.getTime();

      it('holds every kind of rental a shop sees, the everyday returned-and-paid most of all', () => {
        const counts = countKinds(p);
        for (const kind of RENTAL_KINDS) expect(counts[kind], kind).toBeGreaterThanOrEqual(1);
        expect(counts.out_now).toBeLessThanOrEqual(2);
        expect(counts.overdue).toBe(1);
        expect(counts.returned_paid).toBeGreaterThan(p.rentals.length / 2);
        expect(p.rentals.length).toBeGreaterThan(80);
      });

      it('lies in the last 60 days and the coming week, each kind where it belongs in time', () => {
        for (const r of p.rentals) {
          expect(r.startTime.getTime()).toBeGreaterThanOrEqual(t - (HISTORY_DAYS + 1) * DAY);
          expect(r.createdAt.getTime()).toBeLessThanOrEqual(t);
          expect(r.updatedAt.getTime()).toBeLessThanOrEqual(t);
          for (const pay of r.payments) expect(pay.settledAt.getTime()).toBeLessThanOrEqual(t);
          if (r.returnTime) expect(r.returnTime.getTime()).toBeLessThan(t);
          if (r.kind === 'out_now') expect([r.startTime <= now, r.endTime > now]).toEqual([true, true]);
          if (r.kind === 'overdue') expect([r.startTime < now, r.endTime < now]).toEqual([true, true]);
          if (r.kind === 'upcoming') {
            expect(r.startTime.getTime()).toBeGreaterThan(t);
            expect(r.startTime.getTime()).toBeLessThanOrEqual(t + UPCOMING_DAYS * DAY);
          }
          if (r.status !== 'booked') expect(r.startTime.getTime()).toBeLessThan(t);
        }
      });

      it('books every period as the shop would have accepted it then', () => {
        for (const r of p.rentals) {
          const period = { start: r.startTime, end: r.endTime };
          expect(periodProblems(period, r.createdAt), r.startTime.toISOString()).toEqual([]);
          expect(plannedReturnProblems(r.startTime, r.endTime)).toEqual([]);
          expect(r.startTime.getTime() % MINUTE).toBe(0);
          if (r.returnTime) expect(r.returnTime.getTime()).toBeGreaterThan(r.startTime.getTime());
        }
      });

      it('never has a bike, or a customer, in two places at once', () => {
        expect(overlapsWithin(p, now, (r) => r.bike)).toEqual([]);
        expect(overlapsWithin(p, now, (r) => String(r.customer))).toEqual([]);
      });

      it('charges by the cost rule and pays, owes and refunds accordingly', () => {
        for (const r of p.rentals) {
          expect(r.pricePerHour).toBe(fleet[r.bike]!.pricePerHour);
          const paid = r.payments.filter((x) => x.status === 'paid');
          const advance = paid.filter((x) => x.purpose === 'advance');
          expect(advance.length).toBe(r.advancePaid ? 1 : 0);
          for (const a of advance) expect(a.amount).toBe(ADVANCE_PAYMENT_BDT);
          const rent = paid.filter((x) => x.purpose === 'rent');
          if (r.status === 'returned' && r.returnTime) {
            const charge = rentalCharge(r.pricePerHour, rentedMinutes(r.startTime, r.returnTime));
            expect(r.rentalCharge).toBe(charge);
            expect(r.totalCost).toBe(balanceAfterAdvance(charge));
            expect(rent.map((x) => x.amount)).toEqual(r.balancePaid ? [r.totalCost] : []);
            if (r.totalCost < 0) expect(r.refund).toMatchObject({ reason: 'negative_balance', amount: -r.totalCost });
          } else {
            expect([r.rentalCharge, r.totalCost, r.balancePaid, rent.length]).toEqual([null, 0, false, 0]);
          }
          if (r.status === 'cancelled' && r.advancePaid) {
            // The cancellation's moment is the rental's last change; the 24-hour rule decides the refund.
            const owed = cancelReturnsAdvance(r.startTime, r.updatedAt);
            expect(r.refund ? r.refund.reason : null).toBe(owed ? 'cancelled' : null);
          }
          if (r.refund?.refunded) {
            expect(r.refund.refunded.reference).not.toBe('');
            expect(r.refund.refunded.at.getTime()).toBeGreaterThan(r.refund.createdAt.getTime());
          }
          if (r.kind.startsWith('returned_')) expect(r.status).toBe('returned');
        }
        expect(p.rentals.some((r) => r.kind === 'cancelled_advance_kept' && r.advancePaid && !r.refund)).toBe(true);
      });

      it('makes payments as the gateway flow does: unique ids of the shop and of the gateway', () => {
        const attempts = p.rentals.flatMap((r) => r.payments);
        const tranIds = attempts.map((a) => a.tranId);
        expect(new Set(tranIds).size).toBe(tranIds.length);
        for (const a of attempts) {
          expect(a.tranId).toMatch(/^BBR[AR][0-9A-Z]+[0-9A-F]{16}$/);
          expect(a.tranId.length).toBeLessThanOrEqual(32);
          expect(a.settledAt.getTime()).toBeGreaterThan(a.createdAt.getTime());
          expect(a.gatewayTxnId === null).toBe(a.status !== 'paid');
        }
        const gatewayIds = attempts.flatMap((a) => (a.gatewayTxnId ? [a.gatewayTxnId] : []));
        expect(new Set(gatewayIds).size).toBe(gatewayIds.length);
        for (const id of gatewayIds) expect(id).toMatch(/^SND[0-9A-F]{16}$/);
      });

      it('keeps bikes taken off the road out of the last month, and leaves a bike on offer idle', () => {
        const recent = p.rentals.filter((r) => r.startTime.getTime() > t - 14 * DAY);
        fleet.forEach((bike, i) => {
          if (!bike.isAvailable) expect(recent.filter((r) => r.bike === i)).toEqual([]);
        });
        const idle = fleet.filter((b, i) => b.isAvailable && !recent.some((r) => r.bike === i));
        expect(idle.length).toBeGreaterThanOrEqual(1);
        // Every rental holding a bike now or ahead is on a bike the shop offers.
        for (const r of p.rentals.filter((x) => x.status === 'booked')) expect(fleet[r.bike]!.isAvailable).toBe(true);
      });

      it('is busiest on Friday and Saturday, and Friday rentals begin after the midday prayer mostly', () => {
        const everyday = p.rentals.filter((r) => r.kind === 'returned_paid');
        const perDay = (days: number[]) =>
          everyday.filter((r) => days.includes(weekday(r.startTime))).length / days.length;
        expect(perDay([5, 6])).toBeGreaterThan(1.5 * perDay([0, 1, 2, 3, 4]));
        const friday = everyday.filter((r) => weekday(r.startTime) === 5);
        const afternoon = friday.filter((r) => dhakaClock(r.startTime).hour >= 14);
        expect(afternoon.length).toBeGreaterThan(friday.length / 2);
      });
    });
  }

  it('plans a whole, overlap-free history whatever the moment of the week and of the day it starts', () => {
    // Every 5 hours 17 minutes over five weeks: each hour of the day on each weekday, give or take.
    for (let k = 0; k < 160; k++) {
      const now = new Date(Date.UTC(2026, 10, 2, 0, 0, 0, 0) + k * (5 * HOUR + 17 * MINUTE));
      const p = plan(now, k % 2 === 0);
      const counts = countKinds(p);
      for (const kind of RENTAL_KINDS)
        expect(counts[kind], `${kind} at ${now.toISOString()}`).toBeGreaterThanOrEqual(1);
      expect(
        overlapsWithin(p, now, (r) => r.bike),
        now.toISOString(),
      ).toEqual([]);
    }
  });

  it('has made-up customers with Bangladeshi names, reserved e-mail domains, +880 phones and Dhaka addresses', () => {
    const { customers, rentals } = plan(STARTS[0]!);
    expect(customers.length).toBeGreaterThanOrEqual(20);
    const bangla = customers.filter((c) => /[\u0980-\u09FF]/.test(c.name));
    expect(bangla.length).toBeGreaterThanOrEqual(3);
    expect(bangla.length).toBeLessThan(customers.length / 2);
    for (const c of customers) {
      expect(c.email).toMatch(/^[a-z.]+@example\.(com|net|org)$/);
      expect(c.phone).toMatch(/^\+8801[3-9]\d{8}$/);
      expect(c.address).toMatch(/, Dhaka$/);
    }
    expect(new Set(customers.map((c) => c.email)).size).toBe(customers.length);
    customers.forEach((c, i) => {
      for (const r of rentals.filter((x) => x.customer === i)) expect(c.createdAt < r.createdAt).toBe(true);
    });
  });

  it('gives the demo customer a lived-in My Rentals only when the demo customer exists', () => {
    const withDemo = plan(STARTS[1]!, true).rentals.filter((r) => r.customer === 'demo');
    const kinds = withDemo.map((r) => r.kind).sort();
    expect(kinds).toEqual(['returned_balance_owed', 'returned_paid', 'returned_paid', 'returned_paid', 'upcoming']);
    const owed = withDemo.find((r) => r.kind === 'returned_balance_owed')!;
    expect(owed.totalCost).toBeGreaterThan(0);
    expect(owed.payments.filter((x) => x.purpose === 'rent')).toEqual([]);
    expect(plan(STARTS[1]!, false).rentals.filter((r) => r.customer === 'demo')).toEqual([]);
  });
});

/** A fingerprint of a whole plan: every field of every row, in order. */
// prettier-ignore
const PINNED = [
  'f055fd14357889b4', '765f80fa47a2b437', '03290dbfa3b1c334', '06c870554379e27c',
  '5104376e9d5ef50e', '5d05f76c7265ba70', '6c27517791124e05', '01ace85938d612e9',
];
const PINNED_SEED_7 = '6e51fae654b271f5';
const digest = (p: DemoHistoryPlan) => createHash('sha256').update(JSON.stringify(p)).digest('hex').slice(0, 16);

describe('the demo history plan, row for row', () => {
  it('stays the same for the same clock and seed (a rewrite of the planner changes no row)', () => {
    const digests = STARTS.flatMap((now) => [digest(plan(now, true)), digest(plan(now, false))]);
    expect(digests).toEqual(PINNED);
    expect(digest(planDemoHistory({ now: STARTS[0]!, bikes: fleet, demoCustomer: true, seed: 7 }))).toBe(PINNED_SEED_7);
  });
});
