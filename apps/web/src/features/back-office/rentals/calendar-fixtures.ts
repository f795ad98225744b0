/** Blocks and closures for the schedule's tests (docs/product/fleet-calendar.md). */
import type { BlockWithBike } from '@bond/contract/blocks';
import type { Closure } from '@bond/contract/closures';

let next = 0;
const id = (prefix: string) => {
  next += 1;
  return `${prefix}-0000-4000-8000-${String(next).padStart(12, '0')}`;
};

export function makeBlock(overrides: Partial<BlockWithBike> = {}): BlockWithBike {
  return {
    _id: id('b1000000'),
    bikeId: '30000000-0000-4000-8000-00000000000a',
    bikeName: 'Pulsar N160',
    start: '2026-11-28T04:00:00.000Z',
    end: '2026-11-29T04:00:00.000Z',
    reason: 'service',
    note: null,
    createdBy: { _id: 'staff-1', name: 'Workshop Clerk' },
    createdAt: '2026-11-20T04:00:00.000Z',
    endedAt: null,
    endedBy: null,
    ...overrides,
  };
}

export function makeClosure(overrides: Partial<Closure> = {}): Closure {
  return {
    _id: id('c1000000'),
    start: '2026-12-01T00:00:00.000Z',
    end: '2026-12-02T00:00:00.000Z',
    reason: 'eid',
    note: null,
    createdBy: { _id: 'admin-1', name: 'Owner' },
    createdAt: '2026-11-20T04:00:00.000Z',
    endedAt: null,
    endedBy: null,
    ...overrides,
  };
}
