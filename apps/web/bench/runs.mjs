/**
 * The arithmetic of `npm run bench:web` (web-bench.mjs), kept apart so it can be tested: the order of the
 * Lighthouse runs, medians, ratios and the targets.
 */

/** What a page's blocking time may exceed the floor page's by (median against median). */
export const TBT_OVER_FLOOR_MS = 150;
/** The largest contentful paint a page must reach (its median). */
export const LCP_TARGET_MS = 1200;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The runs in the order they are made: for each page, `runs` times the page, then the floor page, then (when
 * there is one) the other build's page, so that whatever the machine does meanwhile falls on all of them alike.
 */
export function schedule(pages, runs, withOther) {
  const order = [];
  for (const page of pages)
    for (let run = 0; run < runs; run += 1) {
      order.push({ target: 'page', page, run });
      order.push({ target: 'floor', page, run });
      if (withOther) order.push({ target: 'other', page, run });
    }
  return order;
}

/** `a / b` as `2.3×`, or `—` when there is nothing to divide by (a floor of 0 ms, say). */
export function ratio(a, b) {
  if (a === undefined || b === undefined || !(b > 0)) return '—';
  return `${(a / b).toFixed(a / b >= 10 ? 0 : 1)}×`;
}

/**
 * A page's targets from its medians: LCP ≤ 1.2 s; TBT ≤ the floor's + 150 ms; and, when the other build was
 * measured, TBT below the other build's (null when it was not).
 */
export function verdict({ lcp, tbt, floorTbt, otherTbt }) {
  return {
    lcp: lcp <= LCP_TARGET_MS,
    tbtOverFloor: tbt <= floorTbt + TBT_OVER_FLOOR_MS,
    belowOther: otherTbt === undefined ? null : tbt < otherTbt,
  };
}

/**
 * `--other-map`: where the other build has our pages, as `ours=theirs` pairs separated by commas (`ours` a page
 * of the table, `/about` or `/blogs/{slug}`); an empty `theirs` for a page it does not have.
 */
export function parsePathMap(text) {
  const map = new Map();
  for (const pair of (text ?? '').split(',').filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new Error(`--other-map: "${pair}" is not ours=theirs`);
    map.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim() || null);
  }
  return map;
}

/** The other build's path for one of our pages (its name and path): the same unless the map says otherwise. */
export function otherPathOf(map, name, path) {
  return map.has(name) ? map.get(name) : path;
}

/** The Bengali font families in the output of `fc-list :lang=bn family`, sorted, or an empty list. */
export function bengaliFamilies(fcListOutput) {
  const names = fcListOutput.split('\n').flatMap((line) => line.split(','));
  return [...new Set(names.map((name) => name.trim()).filter(Boolean))].sort();
}
