import { describe, expect, it } from 'vitest';
import { cpuMsOfStat, interleave, median, percent, roundRatios, spread } from './rounds.mjs';

describe('rounds', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('runs the steps in turn, round after round', async () => {
    const order = [];
    const results = await interleave(3, {
      bare: async (round) => (order.push(`bare ${round}`), round * 10),
      shop: async (round) => (order.push(`shop ${round}`), round),
    });
    expect(order).toEqual(['bare 0', 'shop 0', 'bare 1', 'shop 1', 'bare 2', 'shop 2']);
    expect(results).toEqual({ bare: [0, 10, 20], shop: [0, 1, 2] });
  });

  it('compares each round with its own bare run', () => {
    const ratio = roundRatios([50, 40, 45, 60, 48], [100, 100, 90, 100, 96]);
    expect(ratio).toEqual({ median: 0.5, min: 0.4, max: 0.6 });
    expect(percent(ratio)).toBe('50 % (40–60 %)');
    expect(spread([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3 });
    expect(() => roundRatios([1], [1, 2])).toThrow();
  });

  it('reads the user and system time of a process from its stat line', () => {
    const stat = '4242 (node a) b) S 1 4242 4242 0 -1 4194560 9000 0 0 0 250 37 0 0 20 0 11 0 1234 0 0';
    expect(cpuMsOfStat(stat)).toBe(2870);
    expect(cpuMsOfStat(stat, 1000)).toBe(287);
  });
});
