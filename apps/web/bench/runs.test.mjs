import { describe, expect, it } from 'vitest';
import { bengaliFamilies, median, otherPathOf, parsePathMap, ratio, schedule, verdict } from './runs.mjs';

describe('bench:web runs', () => {
  it('runs each page in turn with the floor page, and the other build’s page when there is one', () => {
    const order = (withOther) => schedule(['/', '/about'], 2, withOther).map((s) => `${s.target} ${s.page} ${s.run}`);
    expect(order(false)).toEqual([
      'page / 0',
      'floor / 0',
      'page / 1',
      'floor / 1',
      'page /about 0',
      'floor /about 0',
      'page /about 1',
      'floor /about 1',
    ]);
    expect(order(true).slice(0, 6)).toEqual([
      'page / 0',
      'floor / 0',
      'other / 0',
      'page / 1',
      'floor / 1',
      'other / 1',
    ]);
  });

  it('takes medians and ratios', () => {
    expect(median([300, 20, 90, 40, 1000])).toBe(90);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(ratio(90, 40)).toBe('2.3×');
    expect(ratio(900, 40)).toBe('23×');
    expect(ratio(90, 0)).toBe('—');
    expect(ratio(90, undefined)).toBe('—');
  });

  it('meets the targets: LCP ≤ 1.2 s, TBT ≤ floor + 150 ms, TBT below the other build’s', () => {
    expect(verdict({ lcp: 1200, tbt: 190, floorTbt: 40 })).toEqual({ lcp: true, tbtOverFloor: true, belowOther: null });
    expect(verdict({ lcp: 1201, tbt: 191, floorTbt: 40, otherTbt: 191 })).toEqual({
      lcp: false,
      tbtOverFloor: false,
      belowOther: false,
    });
    expect(verdict({ lcp: 900, tbt: 100, floorTbt: 0, otherTbt: 400 }).belowOther).toBe(true);
  });

  it('reads the Bengali fonts fc-list names', () => {
    expect(bengaliFamilies('Noto Serif Bengali\nNoto Sans Bengali,Noto Sans Bengali UI\n\n')).toEqual([
      'Noto Sans Bengali',
      'Noto Sans Bengali UI',
      'Noto Serif Bengali',
    ]);
    expect(bengaliFamilies('')).toEqual([]);
  });

  it('maps our pages to the other build’s paths, and leaves out those it does not have', () => {
    const map = parsePathMap('/blogs/{slug}=,/contact=/contact-us');
    expect(otherPathOf(map, '/blogs/{slug}', '/blogs/riding-in-the-rain')).toBeNull();
    expect(otherPathOf(map, '/contact', '/contact')).toBe('/contact-us');
    expect(otherPathOf(map, '/allbikes/{id}', '/allbikes/{bike}')).toBe('/allbikes/{bike}');
    expect(otherPathOf(parsePathMap(undefined), '/about', '/about')).toBe('/about');
    expect(() => parsePathMap('/about')).toThrow('not ours=theirs');
  });
});
