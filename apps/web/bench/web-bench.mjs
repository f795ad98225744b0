#!/usr/bin/env node
/**
 * `npm run bench:web`: the public pages as a phone on a slow connection gets them, measured side by side with
 * an earlier build of the shop (issue 13). It builds this tree and the baseline (a git ref, by default the
 * last commit before the languages and rendered-pages issue), starts each on its own fresh embedded
 * database, then prints
 *
 *  1. for `/`, `/allbikes`, a bike page, `/about` and a blog article, in English and in Bangla (`/bn/…`; the
 *     baseline has no Bangla): Lighthouse's mobile performance, accessibility, best practices and SEO scores,
 *     LCP and TBT, the median of `--runs` runs (default 3);
 *  2. the byte budgets of `/`: what it needs before it is readable (the HTML, the stylesheets, the scripts
 *     that block rendering, and, when the served HTML does not already carry the page's heading, the scripts
 *     that render it: gzip -9 of the built files, budget 60 KB), and every byte of a first visit that sends
 *     `Save-Data: on` (transfer sizes, budget 200 KB), with whether the banner video was fetched.
 *
 *  3. this machine's floor: the same Lighthouse runs on a page of two paragraphs with no script, no picture
 *     and no stylesheet, served compressed by a child process. What it scores is what this machine (its cores,
 *     Chromium, Lighthouse's own work in the page) costs any page, so a page's figures can be read against it:
 *     on a 2-core VM a page's TBT moves by hundreds of milliseconds between runs, and the TBT column shows
 *     each page's lowest and highest run next to the median.
 *
 * Options: --runs N, --baseline REF (default cae6cb7), --no-baseline, --no-build (use the existing build of
 * this tree), --port P (default 4180; the baseline uses P + 1, the floor page P + 2). The baseline is
 * unpacked with `git archive` into the system's temporary folder, installed with `npm ci` and built once, then
 * reused.
 * Full Lighthouse reports are written to bench-results/ (ignored by git).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const resultsDir = join(repoRoot, 'bench-results');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Math.max(1, Number(option('runs', '3')));
const PORT = Number(option('port', '4180'));
const BASELINE_REF = option('baseline', 'cae6cb7');
const FIRST_BUDGET_KB = 60;
const SAVE_DATA_BUDGET_KB = 200;
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

/** The baseline's tree, unpacked, installed and built (once; later runs reuse it). */
function prepareBaseline(ref) {
  const commit = spawnSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: repoRoot, encoding: 'utf8' });
  if (commit.status !== 0) throw new Error(`${ref} is not a commit of this repository`);
  const dir = join(tmpdir(), `bond-bench-baseline-${commit.stdout.trim()}`);
  if (existsSync(join(dir, 'apps/web/dist/index.html')) && existsSync(join(dir, 'apps/api/dist/main.js'))) return dir;
  console.log(`Unpacking, installing and building the baseline ${ref} in ${dir}…`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run('sh', ['-c', `git archive ${commit.stdout.trim()} | tar -x -C '${dir}'`]);
  run('npm', ['ci', '--no-audit', '--no-fund', '--silent'], { cwd: dir });
  run('npm', ['run', 'build', '--silent'], { cwd: dir });
  return dir;
}

function startServer(root, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bond-bench-web-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      PAYMENT_GATEWAY: 'local',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    base,
    webDist: join(root, 'apps/web/dist'),
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const score = (category) => Math.round((category?.score ?? 0) * 100);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Lighthouse `runs` times on a page: the median scores, LCP and TBT. */
function measurePage(url, runs, slug) {
  const reports = [];
  for (let i = 0; i < runs; i += 1) reports.push(lighthouse(url));
  const perf = reports.map((r) => score(r.categories.performance));
  const tbts = reports.map((r) => r.audits['total-blocking-time'].numericValue);
  const chosen = reports[perf.indexOf(median(perf))];
  writeFileSync(join(resultsDir, `lighthouse-${slug}.json`), JSON.stringify(chosen));
  const failing = Object.values(chosen.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: median(perf),
    accessibility: median(reports.map((r) => score(r.categories.accessibility))),
    bestPractices: median(reports.map((r) => score(r.categories['best-practices']))),
    seo: median(reports.map((r) => score(r.categories.seo))),
    lcp: median(reports.map((r) => r.audits['largest-contentful-paint'].numericValue)),
    tbt: median(tbts),
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
    failing,
    report: chosen,
  };
}

/**
 * fetch(), tried a second time when the first fails: after minutes of Lighthouse runs the connection fetch
 * kept from the start has been closed by the server, and reusing it fails (EPIPE).
 */
async function fetchAgainOnce(url) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

/** Whether the HTML the server sends already carries the page's first heading (a rendered page). */
function isRenderedHtml(html) {
  const root = html.split('<div id="root">')[1] ?? '';
  return /<h1[\s>]/.test(root);
}

/**
 * What `/` needs before it is readable, gzip -9 of the built files: the HTML, the stylesheets, the scripts
 * that block rendering (classic scripts in the head), and, for a page that is an empty frame until its
 * scripts run, every script it loads before any interaction.
 */
async function firstReadableBytes(server, path, report) {
  const html = await (await fetchAgainOnce(`${server.base}${path}`)).text();
  const rendered = isRenderedHtml(html);
  const blocking = new Set([...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]));
  const items = report.audits['network-requests']?.details?.items ?? [];
  let total = gzipSync(Buffer.from(html), { level: 9 }).length;
  const parts = { html: total, css: 0, js: 0 };
  for (const item of items) {
    const url = new URL(item.url);
    if (url.origin !== server.base) continue;
    const isCss = item.resourceType === 'Stylesheet';
    const isJs = item.resourceType === 'Script';
    if (!isCss && !(isJs && (!rendered || blocking.has(url.pathname)))) continue;
    const bytes = gzipSync(readFileSync(join(server.webDist, decodeURIComponent(url.pathname))), { level: 9 }).length;
    parts[isCss ? 'css' : 'js'] += bytes;
    total += bytes;
  }
  return { rendered, total, ...parts };
}

/** Every byte a first visit to `/` transfers when the browser sends `Save-Data: on`, and whether video came. */
function saveDataVisit(server, path) {
  const headers = join(resultsDir, 'save-data-headers.json');
  writeFileSync(headers, JSON.stringify({ 'Save-Data': 'on' }));
  const report = lighthouse(`${server.base}${path}`, ['--only-categories=performance', `--extra-headers=${headers}`]);
  const items = report.audits['network-requests']?.details?.items ?? [];
  return {
    total: report.audits['total-byte-weight'].numericValue,
    video: items.some((item) => /\.(mp4|webm)(\?|$)/.test(item.url)),
  };
}

async function measureBuild(label, server, paths, languages) {
  const bikes = await (await waitFor(`${server.base}/api/bikes`, 180_000)).json();
  const bike = bikes.data[0];
  if (!bike) throw new Error(`${label}: the shop has no bikes; the demo data should have seeded some.`);
  const rows = new Map();
  for (const language of languages) {
    for (const page of paths) {
      const path = page.path.replace('{bike}', bike._id);
      const url = `${server.base}${language === 'bn' ? (path === '/' ? '/bn' : `/bn${path}`) : path}`;
      const slug = `${label}-${language}-${page.name}`.replace(/[^a-z0-9]+/gi, '-');
      process.stdout.write(`  ${label} ${language} ${page.name}…\n`);
      rows.set(`${language} ${page.name}`, measurePage(url, RUNS, slug));
    }
  }
  const budgets = new Map();
  for (const language of languages) {
    const home = language === 'bn' ? '/bn' : '/';
    const first = await firstReadableBytes(server, home, rows.get(`${language} /`).report);
    budgets.set(language, { first, saveData: saveDataVisit(server, home) });
  }
  return { rows, budgets };
}

/** The floor page: two paragraphs, no script, no picture, no stylesheet (see the header, point 3). */
const FLOOR_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bond Bike Rental</title>
    <meta name="description" content="The least a page can be: how much this machine costs any page." />
  </head>
  <body>
    <h1>Bond Bike Rental</h1>
    <p>Rent well-kept motorbikes by the hour in Dhaka.</p>
  </body>
</html>
`;

/**
 * Lighthouse on the floor page, served brotli-compressed by a child process on `port` (Lighthouse runs
 * synchronously here, so this process could not answer).
 */
async function measureFloor(port) {
  const body = brotliCompressSync(Buffer.from(FLOOR_PAGE)).toString('base64');
  const serve = `
    const body = Buffer.from(${JSON.stringify(body)}, 'base64');
    require('node:http').createServer((request, response) => {
      if (request.url !== '/') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': body.length });
      response.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const server = spawn(process.execPath, ['-e', serve], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`http://127.0.0.1:${port}/`, 10_000);
    process.stdout.write("  this machine's floor (two paragraphs, no script)…\n");
    return measurePage(`http://127.0.0.1:${port}/`, RUNS, 'floor');
  } finally {
    server.kill('SIGTERM');
  }
}

/**
 * The Bengali fonts Chromium can use, or null. Phones we target have one (Noto Sans Bengali on Android); without
 * one, Chromium looks for a fallback for every Bangla line and lays the Bangla pages out far slower than a
 * phone would, so their figures would say little.
 */
function bengaliFont() {
  const found = spawnSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' });
  if (found.status !== 0) return null;
  const families = [...new Set(found.stdout.split('\n').map((line) => line.trim()))].filter(Boolean).sort();
  return families.length > 0 ? families.join(', ') : null;
}

function printComparison(pages, languages, current, baseline, floor) {
  console.log(`\nLighthouse ${require('lighthouse/package.json').version}, mobile, median of ${RUNS} run(s) a page.`);
  const font = bengaliFont();
  console.log(
    font
      ? `Bengali fonts: ${font}.`
      : 'NO Bengali font on this machine: the Bangla figures are slower than on a phone (apt-get install fonts-noto-core).',
  );
  console.log('Each cell: this build (the baseline in brackets; — where the baseline has no such page).\n');
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT [lowest–highest run]'];
  const table = [header];
  const cell = (now, before, format = (v) => String(v)) =>
    `${format(now)} (${before === undefined ? '—' : format(before)})`;
  for (const language of languages) {
    for (const page of pages) {
      const key = `${language} ${page.name}`;
      const now = current.rows.get(key);
      const before = baseline?.rows.get(key);
      table.push([
        `${language} ${page.name}`,
        cell(now.performance, before?.performance),
        cell(now.accessibility, before?.accessibility),
        cell(now.bestPractices, before?.bestPractices),
        cell(now.seo, before?.seo),
        cell(now.lcp, before?.lcp, seconds),
        `${cell(now.tbt, before?.tbt, (v) => `${Math.round(v)} ms`)} [${now.tbtRange.map(Math.round).join('–')}]`,
      ]);
    }
  }
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const row of table) console.log(`  ${row.map((text, i) => text.padEnd(widths[i])).join('  ')}`);
  console.log(
    `\nThis machine's floor (two paragraphs, no script, no picture): performance ${floor.performance}, ` +
      `LCP ${seconds(floor.lcp)}, TBT ${Math.round(floor.tbt)} ms [${floor.tbtRange.map(Math.round).join('–')}].`,
  );

  for (const language of languages)
    for (const page of pages) {
      const failing = current.rows.get(`${language} ${page.name}`).failing;
      if (failing.length) console.log(`  ${language} ${page.name}: audits not passed: ${failing.join(', ')}`);
    }

  console.log('\nBytes of `/` (this build; the baseline in brackets):');
  for (const language of languages) {
    const now = current.budgets.get(language);
    const before = baseline?.budgets.get(language);
    const first = (b) => `${kb(b.total)} = HTML ${kb(b.html)} + CSS ${kb(b.css)} + JS ${kb(b.js)}`;
    console.log(
      `  ${language}  before readable: ${first(now.first)}${now.first.rendered ? ' (rendered HTML)' : ' (empty frame: its JS counts)'}` +
        `  [${before ? first(before.first) : '—'}]  ${now.first.total <= FIRST_BUDGET_KB * 1024 ? 'within' : 'OVER'} ${FIRST_BUDGET_KB} KB`,
    );
    console.log(
      `      Save-Data first visit: ${kb(now.saveData.total)}, video ${now.saveData.video ? 'FETCHED' : 'not fetched'}` +
        `  [${before ? `${kb(before.saveData.total)}, video ${before.saveData.video ? 'fetched' : 'not fetched'}` : '—'}]` +
        `  ${now.saveData.total <= SAVE_DATA_BUDGET_KB * 1024 && !now.saveData.video ? 'within' : 'OVER'} ${SAVE_DATA_BUDGET_KB} KB`,
    );
  }

  const all = [...current.rows.values()];
  const met =
    all.every((r) => r.performance >= 98 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100) &&
    all.every((r) => r.lcp <= 1200);
  console.log(
    met
      ? '\nTargets met on every page in both languages (performance ≥ 98, LCP ≤ 1.2 s, the other three 100).'
      : '\nTargets NOT all met (performance ≥ 98, LCP ≤ 1.2 s, the other three 100 on every page in both languages).',
  );
}

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building the web app and the API…');
    run('npm', ['run', 'build', '--silent']);
  }
  mkdirSync(resultsDir, { recursive: true });
  const sitePages = JSON.parse(readFileSync(join(repoRoot, 'apps/web/dist/site-pages.json'), 'utf8')).pages;
  const blog = sitePages.find((page) => page.startsWith('/blogs/'));
  const pages = [
    { name: '/', path: '/' },
    { name: '/allbikes', path: '/allbikes' },
    { name: '/allbikes/{id}', path: '/allbikes/{bike}' },
    { name: '/about', path: '/about' },
    { name: '/blogs/{slug}', path: blog },
  ];

  const baselineRoot = args.includes('--no-baseline') ? null : prepareBaseline(BASELINE_REF);
  const servers = [];
  const stopAll = () => servers.forEach((server) => server.stop());
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  try {
    console.log('\nMeasuring this machine…');
    const floor = await measureFloor(PORT + 2);
    const current = startServer(repoRoot, PORT);
    servers.push(current);
    console.log('\nMeasuring this build…');
    const now = await measureBuild('current', current, pages, ['en', 'bn']);
    current.stop();
    servers.length = 0;
    let before = null;
    if (baselineRoot) {
      const baseline = startServer(baselineRoot, PORT + 1);
      servers.push(baseline);
      console.log(`Measuring the baseline ${BASELINE_REF}…`);
      before = await measureBuild('baseline', baseline, pages, ['en']);
    }
    printComparison(pages, ['en', 'bn'], now, before, floor);
    console.log(`Reports: ${resultsDir}`);
  } finally {
    stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
