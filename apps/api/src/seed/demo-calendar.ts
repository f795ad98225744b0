import { periodsOverlap } from '@bond/contract/periods';
import { shopDateOf, shopWallClockToInstant } from '@bond/contract/time';
import type { Executor } from '../db/client.ts';
import { bikeBlocks, bikePapers, bikeServices, shopClosures } from '../db/schema.ts';

/*
 * docs/product/platform.md#demo-data, docs/product/fleet-calendar.md: the demo fleet's own calendar: papers for
 * every bike (one paper expiring soon), a service of each in the past, a bike in the workshop this week, and
 * the shop closed on the next Eid day. Planned from the fleet and the history's rentals, so it never meets a
 * booking.
 */

const DAY_MS = 24 * 60 * 60_000;

/**
 * The Eid days expected in Bangladesh (Eid al-Fitr, Eid al-Adha), as announced ahead; the moon may move one
 * by a day. Enough years for any demo started before the last of them.
 */
export const EXPECTED_EID_DAYS = [
  '2026-03-21',
  '2026-05-27',
  '2027-03-10',
  '2027-05-17',
  '2028-02-27',
  '2028-05-05',
  '2029-02-15',
  '2029-04-24',
  '2030-02-05',
  '2030-04-14',
  '2031-01-25',
  '2031-04-03',
] as const;

/** The soonest a demo closure begins: after the pages' banner would show it on a fresh demo (14 days). */
export const DEMO_CLOSURE_LEAD_DAYS = 15;
/** The demo bike's paper that expires soon: this many days after the seed. */
export const DEMO_PAPER_SOON_DAYS = 12;

/** An odometer reading the history took at a handover or a return. */
type Reading = { at: Date; odometerKm: number };
type PlannedPeriod = {
  bike: number;
  startTime: Date;
  endTime: Date;
  returnTime: Date | null;
  status: string;
  handover?: Reading | null;
  inspectedReturn?: Reading | null;
};

export type DemoCalendarInput = {
  now: Date;
  /** The fleet, in its order: whether each bike is offered. */
  bikes: readonly { isAvailable: boolean }[];
  /** The history's rentals (by bike index). */
  rentals: readonly PlannedPeriod[];
};

export type DemoCalendarPlan = {
  papers: {
    bike: number;
    registrationNumber: string;
    taxTokenExpiry: string;
    fitnessExpiry: string;
    insuranceExpiry: string;
  }[];
  block: { bike: number; start: Date; end: Date } | null;
  closure: { start: Date; end: Date } | null;
  /** One past service of each bike: at a reading of the history when it has any. */
  services: { bike: number; date: string; odometerKm: number; work: string; cost: number; recordedAt: Date }[];
};

/** The work of the demo's services, in turn, and what each cost. */
const SERVICE_WORK: readonly (readonly [string, number])[] = [
  ['Engine oil and oil filter changed, chain cleaned and adjusted', 950],
  ['2,000 km service: oil, air filter, spark plug, brake pads checked', 1850],
  ['Front brake pads replaced, chain lubricated', 1200],
  ['Oil change, clutch cable adjusted, tyre pressures set', 800],
];

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The demo calendar for a shop seeded at `now`; the same input gives the same plan. */
export function planDemoCalendar({ now, bikes, rentals }: DemoCalendarInput): DemoCalendarPlan {
  const today = shopDateOf(now);
  // Papers valid for months, each bike's a little apart; the second bike's insurance runs out soon.
  const papers = bikes.map((_, i) => ({
    bike: i,
    registrationNumber: `Dhaka Metro-${i % 3 === 0 ? 'LA' : 'HA'} ${String(11 + (i % 7)).padStart(2, '0')}-${String(2040 + i * 317).padStart(4, '0')}`,
    taxTokenExpiry: dayAfter(today, 120 + ((i * 37) % 200)),
    fitnessExpiry: dayAfter(today, 200 + ((i * 53) % 300)),
    insuranceExpiry: dayAfter(today, i === 1 ? DEMO_PAPER_SOON_DAYS : 60 + ((i * 29) % 250)),
  }));

  // In the workshop from 9:00 tomorrow to 6:00 pm the day after, an offered bike with no booking then and
  // none left open (a bike out on rent may come back late).
  const tomorrow = dayAfter(today, 1);
  const start = shopWallClockToInstant(`${tomorrow}T09:00`);
  const end = shopWallClockToInstant(`${dayAfter(today, 2)}T18:00`);
  const holds = (r: PlannedPeriod) => {
    if (r.status === 'cancelled' || r.status === 'no_show') return false;
    // Begun and not back: out on rent (maybe late) or not yet collected; it holds the bike until it ends.
    const until = r.returnTime ?? (r.startTime.getTime() <= now.getTime() ? null : r.endTime);
    return until === null || periodsOverlap({ start: r.startTime, end: until }, { start, end });
  };
  const busy = (bike: number) => rentals.some((r) => r.bike === bike && holds(r));
  const free = bikes.findIndex((b, i) => b.isAvailable && !busy(i));
  const block = free === -1 ? null : { bike: free, start, end };

  // Closed the whole next Eid day far enough ahead (no demo booking lies so far ahead).
  const eid = EXPECTED_EID_DAYS.find((day) => day >= dayAfter(today, DEMO_CLOSURE_LEAD_DAYS));
  const closure = eid
    ? { start: shopWallClockToInstant(`${eid}T00:00`), end: shopWallClockToInstant(`${dayAfter(eid, 1)}T00:00`) }
    : null;
  // A service at the middle reading of each bike's history (the workshop saw it between two rentals), or, for a
  // bike with no readings, forty days ago at a mileage of its own.
  const services = bikes.map((_, i) => {
    const readings = rentals
      .filter((r) => r.bike === i)
      .flatMap((r) => [r.handover, r.inspectedReturn])
      .filter((x): x is Reading => x !== null && x !== undefined && x.at.getTime() <= now.getTime())
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    const middle = readings[Math.floor(readings.length / 2)];
    const at = middle?.at ?? new Date(now.getTime() - 40 * DAY_MS);
    const [work, cost] = SERVICE_WORK[i % SERVICE_WORK.length]!;
    return {
      bike: i,
      date: shopDateOf(at),
      odometerKm: middle?.odometerKm ?? 6000 + i * 913,
      work,
      cost,
      recordedAt: at,
    };
  });
  return { papers, block, closure, services };
}

/** Writes the demo calendar: the papers by `adminId`, the block by `staffId`, the closure by `adminId`. */
export async function insertDemoCalendar(
  tx: Executor,
  plan: DemoCalendarPlan,
  ctx: { bikeIds: readonly string[]; adminId: string; staffId: string; now: Date },
): Promise<{ papers: number; blocks: number; closures: number; services: number }> {
  if (plan.papers.length) {
    await tx.insert(bikePapers).values(
      plan.papers.map(({ bike, ...papers }) => ({
        ...papers,
        bikeId: ctx.bikeIds[bike]!,
        updatedBy: ctx.adminId,
        updatedAt: ctx.now,
      })),
    );
  }
  if (plan.block) {
    await tx.insert(bikeBlocks).values({
      bikeId: ctx.bikeIds[plan.block.bike]!,
      startTime: plan.block.start,
      endTime: plan.block.end,
      reason: 'service',
      note: '2,000 km service: chain, sprockets, oil and brake pads',
      createdBy: ctx.staffId,
      createdAt: ctx.now,
    });
  }
  if (plan.closure) {
    await tx.insert(shopClosures).values({
      startTime: plan.closure.start,
      endTime: plan.closure.end,
      reason: 'eid',
      note: 'Eid day: the staff are home with their families',
      createdBy: ctx.adminId,
      createdAt: ctx.now,
    });
  }
  if (plan.services.length) {
    await tx.insert(bikeServices).values(
      plan.services.map(({ bike, ...service }) => ({
        ...service,
        bikeId: ctx.bikeIds[bike]!,
        recordedBy: ctx.staffId,
      })),
    );
  }
  return {
    papers: plan.papers.length,
    blocks: plan.block ? 1 : 0,
    closures: plan.closure ? 1 : 0,
    services: plan.services.length,
  };
}
