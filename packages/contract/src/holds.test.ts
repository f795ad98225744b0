import { describe, expect, it } from 'vitest';
import { LAPSED_HOLDS_LIMIT, LAPSED_HOLDS_PAUSE_MINUTES, LAPSED_HOLDS_WINDOW_MINUTES } from './constants.ts';
import { holdsPausedUntil } from './holds.ts';

const T0 = Date.parse('2026-11-25T10:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

describe('holdsPausedUntil: three unpaid ends within an hour pause new holds for an hour', () => {
  it('pauses from the third end within the window, for the pause', () => {
    expect(LAPSED_HOLDS_LIMIT).toBe(3);
    expect(holdsPausedUntil([at(0), at(15), at(30)])).toEqual(at(30 + LAPSED_HOLDS_PAUSE_MINUTES));
    // Order does not matter.
    expect(holdsPausedUntil([at(30), at(0), at(15)])).toEqual(at(90));
  });

  it('two ends, or three spread wider than the window, pause nothing', () => {
    expect(holdsPausedUntil([])).toBeNull();
    expect(holdsPausedUntil([at(0), at(5)])).toBeNull();
    expect(holdsPausedUntil([at(0), at(30), at(LAPSED_HOLDS_WINDOW_MINUTES + 1)])).toBeNull();
  });

  it('exactly the window apart still counts (the window includes both ends)', () => {
    expect(holdsPausedUntil([at(0), at(30), at(LAPSED_HOLDS_WINDOW_MINUTES)])).toEqual(at(120));
  });

  it('the latest qualifying end decides, so more lapses extend the pause', () => {
    expect(holdsPausedUntil([at(0), at(1), at(2), at(40)])).toEqual(at(100));
    // Four holds lapsing at one moment pause for an hour from that moment.
    expect(holdsPausedUntil([at(15), at(15), at(15), at(15)])).toEqual(at(75));
  });

  it('takes a higher limit for an address shared by many', () => {
    expect(holdsPausedUntil([at(0), at(15), at(30)], 5)).toBeNull();
    expect(holdsPausedUntil([at(0), at(10), at(20), at(30), at(40)], 5)).toEqual(at(100));
  });
});
