import { describe, expect, it } from 'vitest';
import { serviceDue } from './services.ts';

/** docs/product/fleet-calendar.md#service-log: when a bike is due a service. */
const EVERY = { serviceEveryKm: 2000, serviceEveryDays: 90 };
const state = (over: Partial<Parameters<typeof serviceDue>[0]> = {}) => ({
  lastServiceDate: '2026-10-01',
  lastServiceKm: 10_000,
  highestKm: 11_500,
  lowestKm: 8_000,
  addedOn: '2026-01-01',
  ...over,
});

describe('a bike due a service', () => {
  it('is due by distance or by days since its last service, whichever comes first', () => {
    expect(serviceDue(state(), EVERY, '2026-11-26')).toEqual({ due: false, kmSince: 1500, daysSince: 56 });
    expect(serviceDue(state({ highestKm: 12_000 }), EVERY, '2026-11-26')).toMatchObject({ due: true, kmSince: 2000 });
    expect(serviceDue(state(), EVERY, '2026-12-30')).toMatchObject({ due: true, daysSince: 90 });
  });

  it('never serviced: from its first reading and the day it joined the fleet', () => {
    const never = state({ lastServiceDate: null, lastServiceKm: null });
    expect(serviceDue(never, EVERY, '2026-02-01')).toEqual({ due: true, kmSince: 3500, daysSince: 31 });
    const new_ = state({
      lastServiceDate: null,
      lastServiceKm: null,
      highestKm: null,
      lowestKm: null,
      addedOn: '2026-11-01',
    });
    expect(serviceDue(new_, EVERY, '2026-11-26')).toEqual({ due: false, kmSince: null, daysSince: 25 });
  });

  it('counts a service recorded above every reading as the distance so far', () => {
    expect(serviceDue(state({ highestKm: 9_000 }), EVERY, '2026-10-02')).toMatchObject({ due: false, kmSince: 0 });
  });
});
