#!/usr/bin/env node
/**
 * `npm run bench:web`: the public pages as a phone on a slow connection gets them (Lighthouse, mobile, on
 * Debian's Chromium), each measured against this machine's floor and, when given, another build of the shop.
 * It builds this tree, starts it on a fresh embedded database, and for `/`, `/allbikes`, a bike page, `/about`,
 * `/login` and a blog article, in English and in Bangla (`/bn/…`), runs Lighthouse `--runs` times (at least 5) on
 *
 *  - the page;
 *  - the floor page: two paragraphs with no script, no picture and no stylesheet, served compressed by a child
 *    process. What it scores is what this machine (its cores, Chromium, Lighthouse's own work in the page)
 *    costs any page: on a 2-core machine shared with other work a page's blocking time moves by hundreds of
 *    milliseconds between runs;
 *  - with `--other URL` (a server of another build, already running, e.g. the original front end), the same
 *    page there (its English page for a Bangla one when it has no Bangla pages),
 *
 * in turn (page, floor, other, page, floor, other, …), so that the machine's swings fall on all of them alike.
 * It prints a table: each page's median LCP and total blocking time (TBT, with its lowest and highest run), the
 * floor's and the other build's median TBT next to it, and the ratios page / floor and page / other; then the
 * targets and whether each is met: LCP ≤ 1.2 s, TBT ≤ the floor's + 150 ms, and (with `--other`) every page's
 * TBT below the other build's. Then the byte budgets of `/`: what it needs before it is readable (the HTML,
 * the stylesheets, the scripts that block rendering, and, when the served HTML does not already carry the
 * page's heading, the scripts that render it: gzip -9 of the built files, budget 60 KB), and every byte of a
 * first visit that sends `Save-Data: on` (transfer sizes, budget 200 KB), with whether the banner video came.
 * How to read the ratios: apps/web/bench/README.md.
 *
 * The Bangla figures need a Bengali font, as the phones we target have (Noto Sans Bengali on Android): without
 * one Chromium searches for a fallback on every Bangla line and lays the pages out far slower than a phone.
 * The bench stops at once when `fc-list :lang=bn` finds none (`apt-get install fonts-noto-core`).
 *
 * Options: --runs N (default and least 5), --other URL, --other-bangla (the other build has `/bn/…` pages
 * too: measure those against the Bangla ones), --other-map '/blogs/{slug}=,/contact=/contact-us' (where the other
 * build has our pages: `ours=theirs`, nothing after `=` for a page it lacks, measured against the floor only), --no-build (use the existing build of this tree),
 * --pages /,/about (only these pages), --languages en (only these; default en,bn), --port P (default 4180; the floor page uses P + 2).
 * Full Lighthouse reports are written to bench-results/ (ignored by git).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  bengaliFamilies,
  median,
  otherPathOf,
  parsePathMap,
  ratio,
  schedule,
  TBT_OVER_FLOOR_MS,
  verdict,
} from './runs.mjs';

const require = createRequire(import.meta.url);
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const resultsDir = join(repoRoot, 'bench-results');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Math.max(5, Number(option('runs', '5')) || 5);
const PORT = Number(option('port', '4180'));
const OTHER = option('other', null)?.replace(/\/+$/, '') ?? null;
const OTHER_MAP = parsePathMap(option('other-map', ''));
const ONLY_PAGES = option('pages', null)?.split(',') ?? null;
const LANGUAGES = option('languages', 'en,bn').split(',');
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
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

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

/** The floor page: two paragraphs, no script, no picture, no stylesheet (see the header). */
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
 * The floor page, served brotli-compressed by a child process on `port` (Lighthouse runs synchronously here,
 * so this process could not answer).
 */
function startFloor(port) {
  const body = brotliCompressSync(Buffer.from(FLOOR_PAGE)).toString('base64');
  const serve = `
    const body = Buffer.from(${JSON.stringify(body)}, 'base64');
    require('node:http').createServer((request, response) => {
      if (request.url !== '/') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': body.length });
      response.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const server = spawn(process.execPath, ['-e', serve], { stdio: ['ignore', 'ignore', 'inherit'] });
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.kill('SIGTERM') };
}

/** The Bengali fonts Chromium can use (see the header); stops the bench, saying how to install one, if none. */
function bengaliFontsOrStop() {
  const found = spawnSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' });
  const families = found.status === 0 ? bengaliFamilies(found.stdout) : [];
  if (families.length === 0) {
    console.error(
      'No Bengali font on this machine (`fc-list :lang=bn` finds none). Without one Chromium lays the Bangla\n' +
        'pages out far slower than a phone would, and their figures would say nothing. Install one, then run again:\n' +
        '  sudo apt-get install fonts-noto-core    # Noto Sans Bengali; check with: fc-list | grep -i bengali',
    );
    process.exit(1);
  }
  return families.join(', ');
}

/** What one Lighthouse run says of a page. */
function figures(report) {
  return {
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    performance: score(report.categories.performance),
    accessibility: score(report.categories.accessibility),
    bestPractices: score(report.categories['best-practices']),
    seo: score(report.categories.seo),
  };
}

/**
 * One page's runs in turn with the floor's and the other build's (see `schedule`): the medians of each, the
 * page's TBT range, its median-performance report (written to bench-results/) and the audits it fails.
 */
function measurePage(page, floorUrl) {
  const runs = { page: [], floor: [], other: [] };
  const reports = [];
  for (const step of schedule([page], RUNS, Boolean(page.otherUrl))) {
    const url = step.target === 'page' ? page.url : step.target === 'floor' ? floorUrl : page.otherUrl;
    const report = lighthouse(url);
    runs[step.target].push(figures(report));
    if (step.target === 'page') reports.push(report);
  }
  const of = (list, key) => (list.length ? median(list.map((r) => r[key])) : undefined);
  const perf = runs.page.map((r) => r.performance);
  const chosen = reports[perf.indexOf(median(perf))] ?? reports[0];
  writeFileSync(join(resultsDir, `lighthouse-${page.key.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(chosen));
  const tbts = runs.page.map((r) => r.tbt);
  return {
    ...page,
    performance: of(runs.page, 'performance'),
    accessibility: of(runs.page, 'accessibility'),
    bestPractices: of(runs.page, 'bestPractices'),
    seo: of(runs.page, 'seo'),
    lcp: of(runs.page, 'lcp'),
    tbt: of(runs.page, 'tbt'),
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
    floorTbt: of(runs.floor, 'tbt'),
    otherTbt: of(runs.other, 'tbt'),
    otherLcp: of(runs.other, 'lcp'),
    failing: Object.values(chosen.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
    report: chosen,
  };
}

const ms = (value) => (value === undefined ? '—' : `${Math.round(value)} ms`);
const yes = (met) => (met === null ? '—' : met ? 'yes' : 'NO');

function printTable(rows) {
  const header = [
    'page',
    'perf a11y bp SEO',
    'LCP',
    'TBT [lowest–highest]',
    'floor TBT',
    'page/floor',
    'other TBT',
    'page/other',
    'LCP ≤ 1.2 s',
    `TBT ≤ floor + ${TBT_OVER_FLOOR_MS}`,
    'TBT < other',
  ];
  const table = [header];
  for (const row of rows) {
    const met = verdict(row);
    table.push([
      row.key,
      `${row.performance} ${row.accessibility} ${row.bestPractices} ${row.seo}`,
      seconds(row.lcp),
      `${ms(row.tbt)} [${row.tbtRange.map(Math.round).join('–')}]`,
      ms(row.floorTbt),
      ratio(row.tbt, row.floorTbt),
      ms(row.otherTbt),
      ratio(row.tbt, row.otherTbt),
      yes(met.lcp),
      yes(met.tbtOverFloor),
      yes(met.belowOther),
    ]);
  }
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const row of table) console.log(`  ${row.map((text, i) => text.padEnd(widths[i])).join('  ')}`.trimEnd());
}

function printTargets(rows) {
  const failing = (test) => rows.filter((row) => test(verdict(row)) === false).map((row) => row.key);
  const line = (what, pages, measured = true) =>
    console.log(
      `  ${what}: ${!measured ? 'not measured (no --other)' : pages.length ? `NOT met (${pages.join(', ')})` : 'met'}`,
    );
  console.log(`\nTargets, on every page (medians of ${RUNS} runs):`);
  line(
    'largest contentful paint ≤ 1.2 s',
    failing((v) => v.lcp),
  );
  line(
    `blocking time ≤ the floor's + ${TBT_OVER_FLOOR_MS} ms`,
    failing((v) => v.tbtOverFloor),
  );
  line(
    "blocking time below the other build's",
    failing((v) => v.belowOther),
    rows.some((row) => row.otherTbt !== undefined),
  );
  line(
    'scores: performance ≥ 98, accessibility, best practices and SEO 100',
    rows
      .filter((r) => !(r.performance >= 98 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100))
      .map((r) => r.key),
  );
  for (const row of rows)
    if (row.failing.length) console.log(`  ${row.key}: audits not passed: ${row.failing.join(', ')}`);
}

async function printBudgets(server, rows) {
  if (!rows.some((row) => row.key.endsWith(' /'))) return;
  console.log('\nBytes of `/` (this build):');
  for (const language of ['en', 'bn']) {
    const home = rows.find((row) => row.key === `${language} /`);
    if (!home) continue;
    const first = await firstReadableBytes(server, home.path, home.report);
    const saveData = saveDataVisit(server, home.path);
    console.log(
      `  ${language}  before readable: ${kb(first.total)} = HTML ${kb(first.html)} + CSS ${kb(first.css)} + JS ${kb(first.js)}` +
        `${first.rendered ? ' (rendered HTML)' : ' (empty frame: its JS counts)'}  ` +
        `${first.total <= FIRST_BUDGET_KB * 1024 ? 'within' : 'OVER'} ${FIRST_BUDGET_KB} KB`,
    );
    console.log(
      `      Save-Data first visit: ${kb(saveData.total)}, video ${saveData.video ? 'FETCHED' : 'not fetched'}  ` +
        `${saveData.total <= SAVE_DATA_BUDGET_KB * 1024 && !saveData.video ? 'within' : 'OVER'} ${SAVE_DATA_BUDGET_KB} KB`,
    );
  }
}

/** A bike of the shop at `base`, for the bike page; null when it answers no list. */
async function firstBike(base) {
  try {
    return (await (await fetchAgainOnce(`${base}/api/bikes`)).json()).data?.[0]?._id ?? null;
  } catch {
    return null;
  }
}

async function main() {
  const fonts = LANGUAGES.includes('bn') ? bengaliFontsOrStop() : 'not needed (no Bangla pages)';
  if (!args.includes('--no-build')) {
    console.log('Building the web app and the API…');
    run('npm', ['run', 'build', '--silent']);
  }
  mkdirSync(resultsDir, { recursive: true });
  const sitePages = JSON.parse(readFileSync(join(repoRoot, 'apps/web/dist/site-pages.json'), 'utf8')).pages;
  const blog = sitePages.find((page) => page.startsWith('/blogs/'));
  const paths = [
    { name: '/', path: '/' },
    { name: '/allbikes', path: '/allbikes' },
    { name: '/allbikes/{id}', path: '/allbikes/{bike}' },
    { name: '/about', path: '/about' },
    { name: '/login', path: '/login' },
    { name: '/blogs/{slug}', path: blog },
  ].filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.name) || ONLY_PAGES.includes(page.path));

  const current = startServer(repoRoot, PORT);
  const floor = startFloor(PORT + 2);
  const stopAll = () => {
    current.stop();
    floor.stop();
  };
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  try {
    await waitFor(`${current.base}/api/bikes`, 180_000);
    await waitFor(floor.url, 10_000);
    const bike = await firstBike(current.base);
    if (!bike) throw new Error('The shop has no bikes; the demo data should have seeded some.');
    const otherBike = OTHER ? await firstBike(OTHER) : null;
    if (OTHER) await waitFor(`${OTHER}/`, 10_000);
    const pages = LANGUAGES.flatMap((language) =>
      paths.map((page) => {
        const bn = (path) => (path === '/' ? '/bn' : `/bn${path}`);
        const path = page.path.replace('{bike}', bike);
        const theirs = otherPathOf(OTHER_MAP, page.name, page.path);
        const otherPath = theirs?.includes('{bike}') ? otherBike && theirs.replace('{bike}', otherBike) : theirs;
        return {
          key: `${language} ${page.name}`,
          path: language === 'bn' ? bn(path) : path,
          url: `${current.base}${language === 'bn' ? bn(path) : path}`,
          otherUrl:
            OTHER && otherPath
              ? `${OTHER}${language === 'bn' && args.includes('--other-bangla') ? bn(otherPath) : otherPath}`
              : null,
        };
      }),
    );

    console.log(
      `\nLighthouse ${require('lighthouse/package.json').version}, mobile; ${RUNS} runs of each page, in turn with the floor page` +
        `${OTHER ? ` and ${OTHER}` : ''}. Bengali fonts: ${fonts}.`,
    );
    const rows = [];
    for (const page of pages) {
      process.stdout.write(`  ${page.key}…\n`);
      rows.push(measurePage(page, floor.url));
    }
    console.log(
      `\nMedians of ${RUNS} runs. floor: two paragraphs, no script, measured in turn with each page.` +
        (OTHER
          ? ` other: ${OTHER}${args.includes('--other-bangla') ? '' : ' (its English page for a Bangla one)'}.`
          : ' other: not measured (--other URL).'),
    );
    printTable(rows);
    printTargets(rows);
    await printBudgets(current, rows);
    console.log(`Reports: ${resultsDir}`);
  } finally {
    stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
