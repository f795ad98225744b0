import { canonicalRegistration, paperState } from '@bond/contract/papers';
import { periodsOverlap } from '@bond/contract/periods';
import { shopDateOf } from '@bond/contract/time';
import { describe, expect, it } from 'vitest';
import { DEMO_PAPER_SOON_DAYS, planDemoCalendar } from './demo-calendar.ts';

/** docs/product/platform.md#demo-data: the demo fleet's calendar, planned around the history's rentals. */

const DAY = 24 * 60 * 60_000;
const NOW = new Date('2026-11-26T06:00:00Z');
const fleet = Array.from({ length: 6 }, (_, i) => ({ isAvailable: i !== 0 }));
const rental = (bike: number, startIn: number, hours: number, over: Record<string, unknown> = {}) => ({
  bike,
  startTime: new Date(NOW.getTime() + startIn * DAY),
  endTime: new Date(NOW.getTime() + startIn * DAY + hours * 3_600_000),
  returnTime: null as Date | null,
  status: 'booked',
  ...over,
});

describe('the demo calendar', () => {
  it('gives every bike papers in the one BRTA form, all different, one paper expiring soon', () => {
    const { papers } = planDemoCalendar({ now: NOW, bikes: fleet, rentals: [] });
    expect(papers).toHaveLength(fleet.length);
    for (const p of papers) expect(canonicalRegistration(p.registrationNumber)).toBe(p.registrationNumber);
    expect(new Set(papers.map((p) => p.registrationNumber)).size).toBe(fleet.length);
    const today = shopDateOf(NOW);
    const states = papers.flatMap((p) =>
      [p.taxTokenExpiry, p.fitnessExpiry, p.insuranceExpiry].map((d) => paperState(d, today)),
    );
    expect(states.filter((s) => s === 'soon')).toHaveLength(1);
    expect(papers[1]!.insuranceExpiry).toBe(shopDateOf(new Date(NOW.getTime() + DEMO_PAPER_SOON_DAYS * DAY)));
  });

  it('puts an offered bike with no booking then, and none out, in the workshop tomorrow and the day after', () => {
    const rentals = [
      rental(1, 1.2, 4), // bike 1 booked tomorrow
      rental(2, -0.1, 2), // bike 2 out now
      rental(3, -5, 3, { status: 'returned', returnTime: new Date(NOW.getTime() - 5 * DAY + 3 * 3_600_000) }),
      rental(3, 4, 3), // bike 3 booked later in the week: free for the workshop
    ];
    const { block } = planDemoCalendar({ now: NOW, bikes: fleet, rentals });
    expect(block?.bike).toBe(3);
    expect(shopDateOf(block!.start)).toBe(shopDateOf(new Date(NOW.getTime() + DAY)));
    for (const r of rentals.filter((x) => x.bike === 3)) {
      expect(periodsOverlap({ start: r.startTime, end: r.returnTime ?? r.endTime }, block!)).toBe(false);
    }
    // Every offered bike busy: no block.
    const everyBike = [1, 2, 3, 4, 5].map((b) => rental(b, 1.5, 2));
    expect(planDemoCalendar({ now: NOW, bikes: fleet, rentals: everyBike }).block).toBeNull();
  });

  it('shuts the shop on the first Eid day at least 15 days ahead, midnight to midnight in Dhaka', () => {
    expect(planDemoCalendar({ now: NOW, bikes: fleet, rentals: [] }).closure).toEqual({
      start: new Date('2027-03-09T18:00:00Z'),
      end: new Date('2027-03-10T18:00:00Z'),
    });
    // Eid al-Fitr 2027 nine days ahead: too near; the next one.
    const nearEid = planDemoCalendar({ now: new Date('2027-03-01T06:00:00Z'), bikes: fleet, rentals: [] });
    expect(shopDateOf(nearEid.closure!.start)).toBe('2027-05-17');
    expect(planDemoCalendar({ now: new Date('2031-04-01T06:00:00Z'), bikes: fleet, rentals: [] }).closure).toBeNull();
  });

  it('services each bike once in the past: at the middle reading of its history, or forty days ago', () => {
    const at = (days: number) => new Date(NOW.getTime() + days * DAY);
    const rentals = [
      rental(2, -20, 3, {
        handover: { at: at(-20), odometerKm: 8100 },
        inspectedReturn: { at: at(-19.8), odometerKm: 8160 },
      }),
      rental(2, -5, 3, { handover: { at: at(-5), odometerKm: 8300 }, inspectedReturn: null }),
    ];
    const { services } = planDemoCalendar({ now: NOW, bikes: fleet, rentals });
    expect(services).toHaveLength(fleet.length);
    expect(services[2]).toMatchObject({ date: shopDateOf(at(-19.8)), odometerKm: 8160 });
    expect(services[0]).toMatchObject({ date: shopDateOf(at(-40)) });
    for (const s of services) expect(s.date <= shopDateOf(NOW)).toBe(true);
  });
});
