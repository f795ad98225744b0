#!/usr/bin/env node
/**
 * `npm run check:report-chunk`: builds the web app in memory (its own vite.config.ts, nothing written) and
 * checks, from the modules Vite put in each chunk, that the Reports page's chart library (visx and the d3
 * modules it uses) is only in what the Reports page loads:
 *
 *  - not in the first download (the entry chunk and every chunk it imports statically);
 *  - not in the dashboard's chunk nor the chunks it imports statically;
 *  - in the chunk of `features/reports/reports-page.tsx` (or chunks only it imports).
 *
 * It prints the gzip size of each, and exits 1 if a check fails.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHART_MODULE = /[\\/]node_modules[\\/](@visx[\\/]|d3-[a-z-]+[\\/]|internmap[\\/])/;

const result = await build({
  root: webRoot,
  configFile: join(webRoot, 'vite.config.ts'),
  logLevel: 'silent',
  build: { write: false },
});
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));

/** A chunk and every chunk it imports statically, transitively: what loads with it. */
function withStaticImports(chunk) {
  const seen = new Map();
  const visit = (c) => {
    if (!c || seen.has(c.fileName)) return;
    seen.set(c.fileName, c);
    for (const name of c.imports) visit(chunks.get(name));
  };
  visit(chunk);
  return [...seen.values()];
}

const byFacade = (suffix) => [...chunks.values()].find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix));
const chartModules = (c) => c.moduleIds.filter((id) => CHART_MODULE.test(id));
const gzipKb = (list) => (list.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0) / 1024).toFixed(1);
const names = (list) => list.map((c) => c.fileName.replace(/^assets\//, '')).join(', ');

const entry = [...chunks.values()].find((c) => c.isEntry);
const dashboard = byFacade('/src/app/routes/dashboard.tsx');
const reports = byFacade('/src/features/reports/reports-page.tsx');
const failures = [];
if (!entry || !dashboard || !reports) {
  console.error('Could not find the entry, dashboard or reports-page chunk in the build.');
  process.exit(1);
}

const first = withStaticImports(entry);
const dashboardLoads = withStaticImports(dashboard).filter((c) => !first.includes(c));
const reportsLoads = withStaticImports(reports).filter((c) => !first.includes(c) && !dashboardLoads.includes(c));
const withCharts = [...chunks.values()].filter((c) => chartModules(c).length > 0);

for (const [what, list] of [
  ['the first download', first],
  ['the dashboard', dashboardLoads],
]) {
  for (const c of list) {
    if (chartModules(c).length > 0)
      failures.push(`${what} (${c.fileName}) holds ${chartModules(c).length} chart modules`);
  }
}
for (const c of withCharts) {
  if (!reportsLoads.includes(c))
    failures.push(`${c.fileName} holds chart modules but is not loaded by the Reports page alone`);
}
if (!withCharts.includes(reports) && !reportsLoads.some((c) => withCharts.includes(c))) {
  failures.push('no chunk of the Reports page holds the chart library: is it still used?');
}

const packages = [
  ...new Set(
    withCharts.flatMap(chartModules).map((id) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]),
  ),
].sort();
console.log(`first download (entry + static imports): ${gzipKb(first)} KB gzip — ${names(first)}`);
console.log(`dashboard adds:                          ${gzipKb(dashboardLoads)} KB gzip — ${names(dashboardLoads)}`);
console.log(`Reports page adds:                       ${gzipKb(reportsLoads)} KB gzip — ${names(reportsLoads)}`);
console.log(`chart modules (${withCharts.flatMap(chartModules).length}) from ${packages.join(', ')}`);
console.log(`  only in: ${names(withCharts)}`);
if (failures.length > 0) {
  console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nOK: the chart library loads with the Reports page only.');
