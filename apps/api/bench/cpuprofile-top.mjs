#!/usr/bin/env node
/**
 * `node apps/api/bench/cpuprofile-top.mjs FILE.cpuprofile [N]`: where a CPU profile (`node --cpu-prof`) spent
 * its time, by self time: the top N functions, then the same time grouped by where the code comes from (an npm
 * package, Node's own code, a file of ours, the garbage collector, idle). Code bundled into a `dist/*.js` with
 * a `.map` beside it is traced back to its source file (ours or the contract), so `dist/main.js` reads as
 * `src/plugins/…`. `--skip-ms MS` leaves out the profile's first MS milliseconds (start-up, warm-up).
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Milliseconds of self time per profile node: each sample's interval goes to the node it landed in. Samples
 * taken in the first `skipMs` of the profile (the process starting, a warm-up) are left out.
 */
export function selfTimes(profile, skipMs = 0) {
  const times = new Map();
  const { samples = [], timeDeltas = [] } = profile;
  let at = 0;
  for (let i = 0; i < samples.length; i += 1) {
    at += timeDeltas[i] ?? 0;
    if (at < skipMs * 1000) continue;
    // timeDeltas[i] is the time from the previous sample to this one; the next delta is the time this one stood for.
    const ms = (timeDeltas[i + 1] ?? timeDeltas[i] ?? 0) / 1000;
    times.set(samples[i], (times.get(samples[i]) ?? 0) + ms);
  }
  return times;
}

/**
 * Where a script comes from: `pkg:<name>` for a file under node_modules (scoped names kept), `node:` for Node's
 * own code, the profile's own markers for `(garbage collector)`, `(idle)` and `(program)`, else the file
 * relative to `root`.
 */
export function originOf(url, functionName, root) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = path.split('/node_modules/');
  if (inModules.length > 1) {
    const parts = inModules[inModules.length - 1].split('/');
    return `pkg:${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  return root ? relative(root, path) : path;
}

/** A function's place in its original source when its script is a bundle of ours with a source map beside it. */
function sourceMapper() {
  const maps = new Map();
  return (url, line, column) => {
    // Our bundles only: packages' own maps point at sources they do not ship.
    if (!url.startsWith('file://') || !url.endsWith('.js') || url.includes('/node_modules/')) return null;
    if (!maps.has(url)) {
      const mapFile = `${fileURLToPath(url)}.map`;
      maps.set(url, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    const entry = maps.get(url)?.findEntry(line, column);
    if (!entry?.originalSource) return null;
    const source = entry.originalSource.startsWith('file://')
      ? fileURLToPath(entry.originalSource)
      : resolve(fileURLToPath(new URL('.', url)), entry.originalSource);
    return { url: pathToFileURL(source).href, line: entry.originalLine };
  };
}

/**
 * The profile's self time by function and by origin, largest first, as fractions of the whole (idle
 * included, so `(idle)` says how much the process waited).
 */
export function summarise(profile, { root, mapSource = () => null, skipMs = 0 } = {}) {
  const times = selfTimes(profile, skipMs);
  const total = [...times.values()].reduce((sum, ms) => sum + ms, 0);
  const functions = new Map();
  const origins = new Map();
  for (const node of profile.nodes) {
    const ms = times.get(node.id);
    if (!ms) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const mapped = mapSource(url, lineNumber, columnNumber);
    const origin = originOf(mapped?.url ?? url, functionName, root);
    const name = functionName || '(anonymous)';
    const line = mapped ? mapped.line : lineNumber;
    const key = origin.startsWith('(') ? origin : `${name} ${origin}:${line + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
    origins.set(origin, (origins.get(origin) ?? 0) + ms);
  }
  const ranked = (map) =>
    [...map.entries()].map(([name, ms]) => ({ name, ms, share: total ? ms / total : 0 })).sort((a, b) => b.ms - a.ms);
  return { totalMs: total, functions: ranked(functions), origins: ranked(origins) };
}

/** The summary as text: the top `n` functions and origins, with milliseconds and per cent of the profile. */
export function formatSummary(summary, n = 25) {
  const line = ({ name, ms, share }) =>
    `  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${name}`;
  return [
    `Profile: ${(summary.totalMs / 1000).toFixed(1)} s of samples.`,
    `Top ${n} functions by self time:`,
    ...summary.functions.slice(0, n).map(line),
    `Top ${n} origins by self time (pkg: an npm package, node: Node's own code, a path: our source):`,
    ...summary.origins.slice(0, n).map(line),
  ].join('\n');
}

/**
 * Reads a .cpuprofile and prints its summary, leaving out its first `skipMs`; source maps beside bundled
 * scripts are followed.
 */
export function printProfile(file, { n = 25, root = process.cwd(), skipMs = 0 } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  console.log(formatSummary(summarise(profile, { root, skipMs, mapSource: sourceMapper() }), n));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const argv = process.argv.slice(2);
  const skip = argv.indexOf('--skip-ms');
  const skipMs = skip >= 0 ? Number(argv.splice(skip, 2)[1]) : 0;
  const [file, n] = argv;
  if (!file) {
    console.error('usage: node apps/api/bench/cpuprofile-top.mjs FILE.cpuprofile [N] [--skip-ms MS]');
    process.exit(2);
  }
  printProfile(file, { n: Number(n ?? 25), skipMs, root: resolve(fileURLToPath(import.meta.url), '../../../..') });
}
