#!/usr/bin/env node
/**
 * `npm run bench:web`: builds the shop, starts the real server on a fresh embedded database, then
 *
 *  1. prints the gzip size of the JS and CSS that `/` loads before any interaction (every script and
 *     stylesheet Chromium requests while loading the page, on a phone and on a desktop screen, gzipped at
 *     level 9 from the built files), against the budget of 90 KB;
 *  2. runs Lighthouse (the `lighthouse` npm package driving Debian's Chromium, its default mobile settings)
 *     on `/`, `/allbikes` and one bike page and prints the four category scores.
 *
 * Options: --runs N (Lighthouse runs per page, the median performance run is reported; default 1),
 *          --no-build (use the existing builds), --port P (default 4180).
 * Full Lighthouse reports are written to bench-results/ (ignored by git).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const webDist = join(repoRoot, 'apps/web/dist');
const resultsDir = join(repoRoot, 'bench-results');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Math.max(1, Number(option('runs', '1')));
const PORT = Number(option('port', '4180'));
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET_KB = 90;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status})`);
  return result;
}

async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startServer(dataDir) {
  const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE,
      PAYMENT_GATEWAY: 'local',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

const lighthouseCli = join(dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');

/** One Lighthouse run (retried twice: Chromium now and then fails to record a trace); the parsed report. */
function lighthouse(url, extraFlags = [], attempt = 1) {
  const result = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ...extraFlags,
    ],
    { cwd: repoRoot, env: { ...process.env, CHROME_PATH }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    if (attempt < 3) return lighthouse(url, extraFlags, attempt + 1);
    process.stderr.write(result.stderr ?? '');
    throw new Error(`lighthouse ${url} failed (${result.status})`);
  }
  return JSON.parse(result.stdout);
}

/** JS and CSS requested while `/` loaded (from Lighthouse's network log), gzipped from the built files. */
function firstLoadBytes(report) {
  const items = report.audits['network-requests']?.details?.items ?? [];
  const files = new Map();
  for (const item of items) {
    if (item.resourceType !== 'Script' && item.resourceType !== 'Stylesheet') continue;
    const url = new URL(item.url);
    if (url.origin !== BASE) continue;
    const path = join(webDist, decodeURIComponent(url.pathname));
    const body = readFileSync(path);
    files.set(url.pathname, { type: item.resourceType, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return files;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const score = (category) => Math.round((category?.score ?? 0) * 100);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building the web app and the API…');
    run('npm', ['run', 'build', '--silent']);
  }
  mkdirSync(resultsDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'bond-bench-web-'));
  const server = startServer(dataDir);
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    const bikes = await (await waitFor(`${BASE}/api/bikes`, 120_000)).json();
    const bike = bikes.data[0];
    if (!bike) throw new Error('The shop has no bikes; the demo data should have seeded some.');
    const pages = [
      { name: '/', url: `${BASE}/` },
      { name: '/allbikes', url: `${BASE}/allbikes` },
      { name: `/allbikes/{id} (${bike.name})`, url: `${BASE}/allbikes/${bike._id}` },
    ];

    // 1. The first download of `/`, on a phone (Lighthouse's mobile screen) and on a desktop screen.
    console.log('\nMeasuring what / loads before any interaction…');
    const mobileHome = lighthouse(`${BASE}/`, ['--only-categories=performance']);
    const desktopHome = lighthouse(`${BASE}/`, ['--only-categories=performance', '--preset=desktop']);
    const sizes = [];
    for (const [label, report] of [
      ['phone (412×823)', mobileHome],
      ['desktop (1350×940)', desktopHome],
    ]) {
      const files = firstLoadBytes(report);
      const js = [...files.values()].filter((f) => f.type === 'Script').reduce((s, f) => s + f.gzip, 0);
      const css = [...files.values()].filter((f) => f.type === 'Stylesheet').reduce((s, f) => s + f.gzip, 0);
      sizes.push({ label, files, js, css, total: js + css });
    }
    console.log('\nJS + CSS loaded by / before any interaction (gzip -9 of the built files):');
    for (const size of sizes) {
      const verdict = size.total <= BUDGET_KB * 1024 ? 'within' : 'OVER';
      console.log(
        `  ${size.label.padEnd(20)} JS ${kb(size.js).padStart(9)}  CSS ${kb(size.css).padStart(8)}  total ${kb(size.total).padStart(9)}  (${verdict} the ${BUDGET_KB} KB budget, ${size.files.size} files)`,
      );
    }
    const largest = sizes.reduce((a, b) => (b.total > a.total ? b : a));
    for (const [path, file] of [...largest.files].sort((a, b) => b[1].gzip - a[1].gzip)) {
      console.log(`      ${kb(file.gzip).padStart(9)}  ${path}`);
    }

    // 2. Lighthouse, mobile settings, on the three pages.
    console.log(
      `\nLighthouse ${require('lighthouse/package.json').version} (mobile, simulated throttling), ${RUNS} run(s) a page:`,
    );
    const rows = [];
    for (const page of pages) {
      const reports = [];
      for (let i = 0; i < RUNS; i += 1) reports.push(lighthouse(page.url));
      const perf = reports.map((r) => score(r.categories.performance));
      const chosen = reports[perf.indexOf(median(perf))];
      const slug = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(join(resultsDir, `lighthouse-${slug}.json`), JSON.stringify(chosen));
      const c = chosen.categories;
      const metrics = chosen.audits;
      rows.push({
        page: page.name,
        performance: score(c.performance),
        accessibility: score(c.accessibility),
        'best-practices': score(c['best-practices']),
        seo: score(c.seo),
        FCP: metrics['first-contentful-paint']?.displayValue,
        LCP: metrics['largest-contentful-paint']?.displayValue,
        TBT: metrics['total-blocking-time']?.displayValue,
        CLS: metrics['cumulative-layout-shift']?.displayValue,
        runs: perf.join('/'),
      });
      const failing = Object.values(chosen.audits).filter(
        (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
      );
      if (failing.length) console.log(`  ${page.name}: audits not passed: ${failing.map((a) => a.id).join(', ')}`);
    }
    console.table(rows);
    const targetsMet = rows.every(
      (r) => r.performance >= 95 && r.accessibility === 100 && r['best-practices'] === 100 && r.seo === 100,
    );
    console.log(
      targetsMet
        ? 'Lighthouse targets met (performance ≥ 95; accessibility, best practices, SEO 100).'
        : 'Lighthouse targets NOT all met (performance ≥ 95; accessibility, best practices, SEO 100).',
    );
    console.log(`Reports: ${resultsDir}`);
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
