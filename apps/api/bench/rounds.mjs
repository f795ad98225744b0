/**
 * Interleaved rounds: the shop and the bare server are loaded in turn (bare, shop, bare, shop, …), so the
 * machine's swings (other processes, CPU frequency) fall on both alike, and each round's ratio compares two
 * loads a few seconds apart. The ratio's median and range over the rounds are what to read.
 */

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median, lowest and highest. */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * Runs `rounds` rounds of `steps` (named async functions) in the order given, every step once a round;
 * answers each step's results in round order.
 */
export async function interleave(rounds, steps) {
  const results = Object.fromEntries(Object.keys(steps).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, step] of Object.entries(steps)) results[name].push(await step(round));
  }
  return results;
}

/** Per round, `ours / theirs`, then their spread. */
export function roundRatios(ours, theirs) {
  if (ours.length !== theirs.length) throw new Error('ratios need as many rounds on each side');
  return spread(ours.map((value, i) => value / theirs[i]));
}

/** `47 % (44–51 %)`: a ratio's median and range, as per cent. */
export function percent({ median: mid, min, max }) {
  const p = (x) => (x * 100).toFixed(0);
  return `${p(mid)} % (${p(min)}–${p(max)} %)`;
}

/**
 * The CPU time a process has used, in milliseconds, from its `/proc/<pid>/stat` line (user + system time, in
 * clock ticks of `ticksPerSecond`). Unlike requests per second, CPU time per request hardly moves when other
 * processes take the machine's cores: a server waiting for a core uses none.
 */
export function cpuMsOfStat(stat, ticksPerSecond = 100) {
  // The command name (in brackets) may hold spaces; the fields after it start with the state (field 3).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
