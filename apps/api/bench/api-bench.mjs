// npm run bench:api — throughput and latency of the bike list and a bike page on the built server, as a
// ratio to a bare node:http server answering the same bytes from memory (the limit on this machine), in
// rounds loaded in turn (bare, shop, bare, shop, …; BENCH_ROUNDS, at least 5) so that the machine's swings
// fall on both alike; see bench/README.md. In the same rounds, a quote (POST /api/rentals/quote) with
// BENCH_PRICE_RULES (20) price rules and BENCH_COUPONS (50) coupons, a different bike, period and coupon each
// request. Then the reservation reads (docs/decisions/004-bike-list-cache.md)
// with BENCH_RENTALS rentals (5,000) spread over the fleet: the bike list free for a period (a different
// period each request, so the list cache never answers) and a bike's availability. Then the owner's report
// over a year of history: BENCH_REPORT_RENTALS (50,000) more rentals and BENCH_REPORT_PAYMENTS (100,000)
// payments, a calendar month and the last 31 days asked by BENCH_REPORT_CONNECTIONS (2) admins at once.
// Embedded database always; PostgreSQL too when DATABASE_URL is given (a scratch database is made on
// that server and dropped afterwards).
// Options: --rounds N (default 5), --throughput-only (only the list, bike page and quote against the bare
// server), --profile (then a CPU profile of the shop under the list's load, written to bench-results/ and
// summarised), --profile-quote (the same under the quote's load).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import autocannon from 'autocannon';
import pg from 'pg';
import { printProfile } from './cpuprofile-top.mjs';
import { cpuMsOfStat, interleave, percent, roundRatios, spread } from './rounds.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// BENCH_MAIN: another build of the server to measure instead of apps/api/dist/main.js.
const mainJs = process.env.BENCH_MAIN ?? join(here, '..', 'dist', 'main.js');
// BENCH_COMPARE: a second build, loaded in the same rounds on a copy of the same database (embedded only).
const COMPARE_MAIN = process.env.BENCH_COMPARE;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const args = process.argv.slice(2);
const roundsArg = args.includes('--rounds') ? args[args.indexOf('--rounds') + 1] : process.env.BENCH_ROUNDS;
const ROUNDS = Math.max(5, Number(roundsArg ?? 5) || 5);
/** Seconds of each load in a round (each of bare and shop, list and bike page). */
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const THROUGHPUT_ONLY = args.includes('--throughput-only');
const PROFILE = args.includes('--profile');
/** --profile-quote: the profile under the quote's load instead of the list's. */
const PROFILE_QUOTE = args.includes('--profile-quote');
const resultsDir = join(here, '..', '..', '..', 'bench-results');
const BIKES = Number(process.env.BENCH_BIKES ?? 200);
const RENTALS = Number(process.env.BENCH_RENTALS ?? 5000);
const REPORT_RENTALS = Number(process.env.BENCH_REPORT_RENTALS ?? 50_000);
const REPORT_PAYMENTS = Number(process.env.BENCH_REPORT_PAYMENTS ?? 100_000);
const REPORT_CONNECTIONS = Number(process.env.BENCH_REPORT_CONNECTIONS ?? 2);
const PRICE_RULES = Number(process.env.BENCH_PRICE_RULES ?? 20);
const COUPONS = Number(process.env.BENCH_COUPONS ?? 50);
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-pass' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Peak resident memory of a process (VmHWM), in MB. */
function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function waitFor(url, child, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer in time`);
}

function startProcess(args, env) {
  // The embedded run must not inherit the PostgreSQL address given to the benchmark.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, args, { env: { ...inherited, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.on('exit', (code) => {
    if (code && code !== 0 && !child.killedByUs) console.error(stderr);
  });
  return child;
}

async function stop(child) {
  child.killedByUs = true;
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
}

async function adminToken(base) {
  const login = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json();
  if (!login.token) throw new Error(`admin login: ${JSON.stringify(login)}`);
  return login.token;
}

async function fill(base) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(base)}` };
  const brands = ['Yamaha', 'Honda', 'Suzuki', 'Bajaj', 'TVS', 'Hero', 'Runner', 'Revoo'];
  for (let i = 0; i < BIKES; i++) {
    const brand = brands[i % brands.length];
    const res = await fetch(`${base}/api/bikes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `${brand} Bench ${i + 1}`,
        brand,
        model: `Model ${i % 17}`,
        year: 2020 + (i % 6),
        image: '/media/bikes/yamaha-fzs-v3.svg',
        pricePerHour: 100 + (i % 20) * 10,
        description:
          'A bike made by the benchmark, with a description about as long as the demo fleet’s descriptions are.',
        cc: 110 + (i % 5) * 15,
        isAvailable: i % 7 !== 0,
      }),
    });
    if (res.status !== 201) throw new Error(`create bike: ${res.status} ${await res.text()}`);
  }
  const list = await (await fetch(`${base}/api/bikes`)).json();
  await fillPriceLists(base, headers, list.data);
  return list.data[Math.floor(list.data.length / 2)]._id;
}

/** The Dhaka day `days` from today (YYYY-MM-DD). */
const dhakaDay = (days) => new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The owner's price lists, through the admin API: PRICE_RULES price rules (every fifth a weekend rule, the
 * others dates of two to four days over the next 60) and COUPONS coupons (percent and fixed, some with a
 * minimum charge, some for one bike, some with limited uses or days), all active.
 */
async function fillPriceLists(base, headers, bikes) {
  const post = async (path, body) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  };
  for (let i = 0; i < PRICE_RULES; i++) {
    const name = { en: `Bench rule ${i + 1}`, bn: `বেঞ্চ নিয়ম ${i + 1}` };
    const percent = i % 3 === 0 ? -10 - (i % 4) * 5 : 5 + (i % 6) * 5;
    await post(
      '/api/price-rules',
      i % 5 === 0
        ? { name, kind: 'weekend', percent }
        : { name, kind: 'dates', from: dhakaDay(i * 3), to: dhakaDay(i * 3 + 2 + (i % 3)), percent },
    );
  }
  for (let i = 0; i < COUPONS; i++) {
    await post('/api/coupons', {
      code: benchCoupon(i),
      kind: i % 2 ? 'fixed' : 'percent',
      value: i % 2 ? 50 + (i % 5) * 25 : 5 + (i % 4) * 5,
      ...(i % 4 === 1 ? { minimumCharge: 500 } : {}),
      ...(i % 10 === 3 ? { bikeId: bikes[i % bikes.length]._id } : {}),
      ...(i % 6 === 2 ? { maxUses: 100, maxUsesPerCustomer: 1 } : {}),
      ...(i % 7 === 4 ? { validFrom: dhakaDay(0), validTo: dhakaDay(45) } : {}),
      details: { en: `Bench coupon ${i + 1}`, bn: `বেঞ্চ কুপন ${i + 1}` },
    });
  }
}

const benchCoupon = (i) => `BENCH-${i + 1}`;

/**
 * The quote's load: a different bike, period (4 hours to 3 days, starting within the next 28 days, on the
 * hour) and coupon each request, each client address (x-forwarded-for; the shop trusts the benchmark as its
 * proxy) asking at most QUOTES_PER_ADDRESS_USED times, under the quotes' per-address limit.
 */
const QUOTES_PER_ADDRESS_USED = 100;
/** Quotes asked so far in the whole run: no address asks again in a later load. */
let quotesAsked = 0;
function quoteLoad(bikeIds) {
  let i = 0;
  const hour = 3_600_000;
  const t0 = Math.ceil(Date.now() / hour) * hour + hour;
  return {
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => {
          const n = i++;
          const start = t0 + ((n * 7919) % (28 * 24)) * hour;
          const who = Math.floor(quotesAsked++ / QUOTES_PER_ADDRESS_USED);
          return {
            ...req,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(who >> 16) & 255}.${(who >> 8) & 255}.${who & 255}`,
            },
            body: JSON.stringify({
              bikeId: bikeIds[(n * 31) % bikeIds.length],
              startTime: new Date(start).toISOString(),
              endTime: new Date(start + (4 + ((n * 13) % 68)) * hour).toISOString(),
              coupon: benchCoupon(n % COUPONS).toLowerCase(),
            }),
          };
        },
      },
    ],
  };
}

/**
 * BENCH_RENTALS rentals over the fleet, written straight into the database while the shop is stopped (a
 * fixture: booking 5,000 periods through the API would take longer than the benchmark). Per bike, periods
 * of 2 to 41 hours a little over two days apart, from 30 days ago to 30 days ahead: the past ones returned,
 * the others booked (active once begun), every fifth future one awaiting its advance.
 */
const RENTALS_SQL = (perBike) => `
insert into users (name, email, phone, address, password_hash)
  values ('Bench Rider', 'bench-rider@example.com', '01700000000', 'Dhaka', 'not-a-hash')
  on conflict do nothing;
insert into rentals (user_id, bike_id, start_time, end_time, status, hold_expires_at, advance_paid,
                     price_per_hour, return_time, rental_charge, total_cost, balance_paid)
select u.id, b.id, p.start_time, p.end_time,
       case when p.end_time < now() then 'returned' when k % 5 = 0 and p.start_time > now() then 'pending' else 'booked' end,
       case when k % 5 = 0 and p.start_time > now() then now() + interval '1 day' end,
       not (k % 5 = 0 and p.start_time > now()),
       b.price_per_hour,
       case when p.end_time < now() then p.end_time end,
       case when p.end_time < now() then b.price_per_hour * 2 end,
       case when p.end_time < now() then b.price_per_hour * 2 - 100 else 0 end,
       p.end_time < now()
from (select id, price_per_hour, row_number() over (order by id) as n from bikes) b
cross join generate_series(0, ${perBike - 1}) as k
cross join (select id from users where email = 'bench-rider@example.com') u
cross join lateral (
  select date_trunc('minute', now() - interval '30 days' + k * interval '57 hours 36 minutes' + (b.n % 7) * interval '1 hour') as start_time
) s
cross join lateral (select s.start_time, s.start_time + interval '2 hours' + ((k * b.n) % 40) * interval '1 hour' as end_time) p;
`;

/** Runs SQL on the shop's database while the shop is stopped; answers the rows of `query`, if given. */
async function onDatabase(target, script, query) {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      await client.query(script);
      return query ? (await client.query(query)).rows : [];
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(target.dataDir, { extensions: { btree_gist } });
  try {
    await db.exec(script);
    return query ? (await db.query(query)).rows : [];
  } finally {
    await db.close();
  }
}

async function addRentals(target) {
  await onDatabase(target, `${RENTALS_SQL(Math.ceil(RENTALS / BIKES))} analyze rentals;`);
}

/**
 * A year of closed rentals for the report, on a fleet two years old: per bike one every 35 hours from 366
 * days ago (2 to 26 hours long, so they never overlap): of every 20, one cancelled (every other one of those
 * with its advance owed back, half of which refunded), one a no-show, one whose hold lapsed unpaid, the rest
 * returned (every tenth balance unpaid). Payments: each paid advance and balance, then failed attempts up to
 * REPORT_PAYMENTS. Rows are written in the order they happened (by creation), as a shop's tables grow.
 */
const HISTORY_SQL = (perBike) => `
-- The fleet has been in the shop for two years (the benchmark made it a moment ago).
update bikes set created_at = now() - interval '2 years';
insert into users (name, email, phone, address, password_hash)
  values ('Bench Regular', 'bench-history@example.com', '01700000001', 'Dhaka', 'not-a-hash');
create temporary table history as
select b.id as bike_id, b.price_per_hour, b.n, k,
       date_trunc('minute', now() - interval '366 days' + k * interval '35 hours' + (b.n % 7) * interval '1 hour') as start_time,
       2 + (k * b.n) % 25 as hours,
       case k % 20 when 0 then 'cancelled' when 1 then 'no_show' when 2 then 'expired' else 'returned' end as status
from (select id, price_per_hour, row_number() over (order by id) as n from bikes) b
cross join generate_series(0, ${perBike - 1}) as k;
insert into rentals (user_id, bike_id, start_time, end_time, status, advance_paid, price_per_hour,
                     return_time, rental_charge, total_cost, balance_paid, created_at)
select u.id, h.bike_id, h.start_time, h.start_time + h.hours * interval '1 hour', h.status, h.status <> 'expired',
       h.price_per_hour,
       case when h.status = 'returned' then h.start_time + h.hours * interval '1 hour' end,
       case when h.status = 'returned' then h.price_per_hour * h.hours end,
       case when h.status = 'returned' then h.price_per_hour * h.hours - 100 else 0 end,
       h.status = 'returned' and h.k % 10 <> 3,
       h.start_time - (1 + h.k % 5) * interval '1 day'
from history h cross join (select id from users where email = 'bench-history@example.com') u
order by h.start_time - (1 + h.k % 5) * interval '1 day';
create temporary table history_rentals as
  select r.* from rentals r join users u on u.id = r.user_id where u.email = 'bench-history@example.com';
-- Rows arrive in the order they happen, as in a shop's own tables.
insert into payments (rental_id, purpose, amount, gateway, tran_id, status, gateway_txn_id, created_at, settled_at, verified_at)
select * from (
  select r.id, 'advance', 100, 'aamarpay', 'HA' || md5(r.id::text), 'paid', 'HGA' || md5(r.id::text),
         r.created_at + interval '1 minute' as created_at, r.created_at + interval '3 minutes', r.created_at + interval '3 minutes'
  from history_rentals r where r.advance_paid
  union all
  select r.id, 'rent', r.total_cost, 'aamarpay', 'HR' || md5(r.id::text), 'paid', 'HGR' || md5(r.id::text),
         r.return_time + interval '20 minutes', r.return_time + interval '25 minutes', r.return_time + interval '25 minutes'
  from history_rentals r where r.balance_paid and r.total_cost > 0
  union all
  (select r.id, 'rent', r.total_cost, 'aamarpay', 'HF' || md5(r.id::text), 'failed', null,
          r.return_time + interval '5 minutes', r.return_time + interval '6 minutes', r.return_time + interval '6 minutes'
   from history_rentals r where r.status = 'returned' and r.total_cost > 0
   order by r.id
   limit greatest(0, ${REPORT_PAYMENTS} - (select count(*) from payments)
     - (select count(*) from history_rentals where advance_paid)
     - (select count(*) from history_rentals where balance_paid and total_cost > 0)))
) as attempts
order by created_at;
insert into refunds (rental_id, amount, reason, created_at, refunded_at, method, reference)
select r.id, 100, 'cancelled', r.start_time - interval '2 days',
       case when h.k % 80 = 0 then r.start_time end, case when h.k % 80 = 0 then 'bkash' end,
       case when h.k % 80 = 0 then 'BENCH' end
from history_rentals r join history h on h.bike_id = r.bike_id and h.start_time = r.start_time
where r.status = 'cancelled' and h.k % 40 = 0;
analyze;
`;

async function addHistory(target) {
  const [counts] = await onDatabase(
    target,
    HISTORY_SQL(Math.ceil(REPORT_RENTALS / BIKES)),
    `select (select count(*) from rentals)::int as rentals, (select count(*) from payments)::int as payments,
            (select count(*) from refunds)::int as refunds`,
  );
  return counts;
}

/** Load on a URL that changes every request (`next(i)` gives the i-th path). */
async function loadVarying(base, next) {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ setupRequest: (req) => ({ ...req, path: next(i++) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${base}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average,
  };
}

async function load(url, options = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average,
  };
}

/** CPU time (user + system) a process has used so far, in ms. */
const cpuMs = (pid) => cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));

/** A bare node:http server answering the given bodies from memory. */
const BARE_SERVER = `
const http = require('node:http');
const bodies = JSON.parse(process.env.BODIES);
const buffers = Object.fromEntries(Object.entries(bodies).map(([k, v]) => [k, Buffer.from(v)]));
http.createServer((req, res) => {
  const body = buffers[req.url];
  if (!body) { res.statusCode = 404; return res.end(); }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

async function benchShop(label, env, port, barePort) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bond-bench-'));
  const shopEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: join(dataDir, 'no-web'),
    // The benchmark takes no payments; the stand-in is named, as production requires.
    PAYMENT_GATEWAY: 'local',
    // The benchmark plays the shop's proxy: the quote's load says which client asks (x-forwarded-for).
    TRUST_PROXY: '127.0.0.1',
    ...env,
  };
  const base = `http://127.0.0.1:${port}`;
  let child = startProcess([mainJs], shopEnv);
  let compared = null;
  try {
    await waitFor(`${base}/api/health`, child);
    const id = await fill(base);
    const paths = { list: '/api/bikes', one: `/api/bikes/${id}`, quote: '/api/rentals/quote' };
    const offered = (await (await fetch(base + paths.list)).json()).data.filter((b) => b.isAvailable).map((b) => b._id);
    const loads = { list: () => ({}), one: () => ({}), quote: () => quoteLoad(offered) };
    const bodies = {};
    for (const p of [paths.list, paths.one]) bodies[p] = await (await fetch(base + p)).text();
    // The bare server answers a quote of the load's with the same bytes.
    const quoteAsked = loads.quote().requests[0].setupRequest({ path: paths.quote });
    bodies[paths.quote] = await (await fetch(base + paths.quote, quoteAsked)).text();
    const shops = [{ base }];
    if (COMPARE_MAIN && !env.DATABASE_URL) {
      // The second build on a copy of the database, so that both answer the same bytes.
      await stop(child);
      compared = { dataDir: mkdtempSync(join(tmpdir(), 'bond-bench-')), base: `http://127.0.0.1:${port + 10}` };
      cpSync(dataDir, compared.dataDir, { recursive: true });
      compared.child = startProcess([COMPARE_MAIN], {
        ...shopEnv,
        PORT: String(port + 10),
        DATA_DIR: compared.dataDir,
      });
      child = startProcess([mainJs], shopEnv);
      await waitFor(`${compared.base}/api/health`, compared.child);
      await waitFor(`${base}/api/health`, child);
      shops.push({ base: compared.base, pid: compared.child.pid });
    }
    shops[0].pid = child.pid;
    const measured = await againstBare(shops, paths, loads, bodies, barePort);
    const [{ list, one, quote }, other] = measured.shops;
    const { bare } = measured;
    if (other) other.rss = peakRssMb(compared.child.pid);
    if (PROFILE || PROFILE_QUOTE) {
      const call = PROFILE_QUOTE ? 'quote' : 'list';
      child = await profileShop(child, base + paths[call], loads[call], [mainJs], shopEnv, label);
    }
    const rss = peakRssMb(child.pid);
    if (compared) {
      await stop(compared.child);
      rmSync(compared.dataDir, { recursive: true, force: true });
      compared = null;
    }
    if (THROUGHPUT_ONLY) return { label, list, one, quote, bare, rss, bodies, paths, other };

    // The reservation reads, with the rentals in place.
    await stop(child);
    await addRentals({ databaseUrl: env.DATABASE_URL, dataDir });
    child = startProcess([mainJs], shopEnv);
    await waitFor(`${base}/api/health`, child);
    const hour = 3_600_000;
    const t0 = Math.floor(Date.now() / hour) * hour;
    const iso = (ms) => new Date(ms).toISOString();
    // A 4-hour period starting somewhere in the next 30 days, a different one each request.
    const freeFor = (i) => {
      const from = t0 + ((i * 7919) % (30 * 24 * 60)) * 60_000;
      return `/api/bikes?availableFrom=${iso(from)}&availableTo=${iso(from + 4 * hour)}`;
    };
    const ids = (await (await fetch(`${base}/api/bikes`)).json()).data.map((b) => b._id);
    // The bike page's strip asks for the same 14 days as every other visitor that day (answers cached
    // per bike), …
    const busy = (i) => `/api/bikes/${ids[i % ids.length]}/availability?from=${iso(t0)}&to=${iso(t0 + 14 * 24 * hour)}`;
    // … and, the worst case, a different window each request (never cached).
    const busyAnyWindow = (i) => {
      const from = t0 + (i % 100_000) * 60_000;
      return `/api/bikes/${ids[i % ids.length]}/availability?from=${iso(from)}&to=${iso(from + 14 * 24 * hour)}`;
    };
    const sample = await (await fetch(base + freeFor(1))).json();
    const periods = await (await fetch(base + busy(1))).json();
    await loadVarying(base, busy);
    const free = await loadVarying(base, freeFor);
    const availability = await loadVarying(base, busy);
    const availabilityUncached = await loadVarying(base, busyAnyWindow);

    // The owner's report, over a year of history.
    await stop(child);
    const history = await addHistory({ databaseUrl: env.DATABASE_URL, dataDir });
    child = startProcess([mainJs], shopEnv);
    await waitFor(`${base}/api/health`, child);
    const reportLoad = {
      connections: REPORT_CONNECTIONS,
      headers: { authorization: `Bearer ${await adminToken(base)}` },
    };
    const reportWhen = reportPeriods();
    const reportPath = (p) => `/api/reports/summary?from=${p.from}&to=${p.to}`;
    await load(base + reportPath(reportWhen.month), { ...reportLoad, duration: 2 });
    const reportMonth = await load(base + reportPath(reportWhen.month), reportLoad);
    const report31 = await load(base + reportPath(reportWhen.last31), reportLoad);
    return {
      label,
      list,
      one,
      quote,
      free,
      availability,
      availabilityUncached,
      reportMonth,
      report31,
      history,
      reportWhen,
      bare,
      other,
      rss,
      bodies,
      paths,
      sampled: `${sample.data.length} of ${BIKES} bikes free for a sample period; ${periods.data.length} busy periods in a sample bike's 14 days`,
    };
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    if (compared) {
      await stop(compared.child);
      rmSync(compared.dataDir, { recursive: true, force: true });
    }
  }
}

/** Last calendar month and the last 31 days up to today, as Dhaka days (YYYY-MM-DD). */
function reportPeriods() {
  const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
  const day = (ms) => new Date(ms).toISOString().slice(0, 10);
  const firstOfMonth = Date.parse(`${today.slice(0, 8)}01T00:00:00Z`);
  const lastMonthEnd = firstOfMonth - 86_400_000;
  return {
    month: { from: `${day(lastMonthEnd).slice(0, 8)}01`, to: day(lastMonthEnd) },
    last31: { from: day(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000), to: today },
  };
}

/**
 * The bike list, a bike page and a quote, on each of `shops` ({ base, pid }: this build, and the one compared when
 * there is one) and on a bare server answering the same bodies, loaded in turn for ROUNDS rounds (bare list, each
 * shop's list, bare page, each shop's page, bare quote, each shop's quote; `loads` gives each call's autocannon
 * options). The bare server's runs, and per shop its runs and per call the ratio shop / bare of each round.
 */
async function againstBare(shops, paths, loads, bodies, barePort) {
  const bareBase = `http://127.0.0.1:${barePort}`;
  const child = startProcess(['-e', BARE_SERVER], { PORT: String(barePort), BODIES: JSON.stringify(bodies) });
  try {
    await waitFor(bareBase + paths.one, child);
    for (const { base } of shops) await autocannon({ url: base + paths.list, connections: 10, duration: 2 });
    await autocannon({ url: bareBase + paths.list, connections: 10, duration: 2 });
    // A load, with the CPU time the server used per request (µs).
    const round = (url, pid, options) => async () => {
      const before = cpuMs(pid);
      const m = await load(url, { ...options(), duration: ROUND_SECONDS });
      return { ...m, cpuUs: ((cpuMs(pid) - before) * 1000) / m.requests };
    };
    const steps = {};
    for (const call of ['list', 'one', 'quote']) {
      steps[`bare ${call}`] = round(bareBase + paths[call], child.pid, loads[call]);
      shops.forEach(({ base, pid }, i) => (steps[`${i} ${call}`] = round(base + paths[call], pid, loads[call])));
    }
    const runs = await interleave(ROUNDS, steps);
    const rps = (side) => side.map((m) => m.rps);
    const cpu = (side) => side.map((m) => m.cpuUs);
    const summary = (shop, bare) => ({
      runs: shop,
      ratio: roundRatios(rps(shop), rps(bare)),
      // The bare server's CPU per request over the shop's: the share of the limit the shop's CPU allows.
      cpuRatio: roundRatios(cpu(bare), cpu(shop)),
    });
    return {
      bare: {
        list: { runs: runs['bare list'] },
        one: { runs: runs['bare one'] },
        quote: { runs: runs['bare quote'] },
        rss: peakRssMb(child.pid),
      },
      shops: shops.map((_, i) => ({
        list: summary(runs[`${i} list`], runs['bare list']),
        one: summary(runs[`${i} one`], runs['bare one']),
        quote: summary(runs[`${i} quote`], runs['bare quote']),
      })),
    };
  } finally {
    await stop(child);
  }
}

/**
 * Restarts the shop under `node --cpu-prof`, loads `url` (with the autocannon options `options()` gives) for
 * BENCH_SECONDS, stops it (the profile is written as it exits) and prints the top functions and packages by
 * self time. Answers the shop, started again.
 */
async function profileShop(child, url, options, shopArgs, shopEnv, label) {
  await stop(child);
  const dir = join(resultsDir, `cpu-profile-${Date.now().toString(36)}`);
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const profiled = startProcess(['--cpu-prof', `--cpu-prof-dir=${dir}`, ...shopArgs], shopEnv);
  let skipMs;
  let loaded;
  try {
    await waitFor(new URL('/api/health', url).href, profiled);
    await autocannon({ url, ...options(), connections: 10, duration: 2 });
    skipMs = Date.now() - started;
    // Errors (connections dropped on a swamped machine) do not spoil a profile: counted, not thrown.
    loaded = await autocannon({ url, ...options(), connections: CONNECTIONS, duration: DURATION });
  } finally {
    await stop(profiled);
  }
  const file = join(
    dir,
    readdirSync(dir).find((name) => name.endsWith('.cpuprofile')),
  );
  console.log(
    `\n${label}: CPU profile of the shop, ${CONNECTIONS} connections on ${url} for ${DURATION} s ` +
      `(${loaded.requests.total} requests, ${loaded.errors} errors; start-up and warm-up left out: ` +
      `node apps/api/bench/cpuprofile-top.mjs ${file} 25 --skip-ms ${skipMs})`,
  );
  printProfile(file, { n: 25, skipMs });
  const again = startProcess(shopArgs, shopEnv);
  await waitFor(new URL('/api/health', url).href, again);
  return again;
}

async function withScratchDatabase(serverUrl, fn) {
  const name = `bond_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const fmt = (n, d = 0) => n.toFixed(d).padStart(8);
/**
 * A call's line: medians over the rounds, the req/s range, CPU µs per request, and the ratios to the bare server
 * (median and range): of requests per second, and of CPU per request (bare / shop).
 */
function printRow(label, what, m, rss) {
  const rps = spread(m.runs.map((r) => r.rps));
  const mid = (key) => spread(m.runs.map((r) => r[key])).median;
  console.log(
    `${label.padEnd(24)} ${what} ${fmt(rps.median)} ${`${rps.min.toFixed(0)}–${rps.max.toFixed(0)}`.padStart(11)} ` +
      `${fmt(mid('p50'), 1)} ${fmt(mid('p99'), 1)} ${fmt(rss, 0)} ${fmt(mid('cpuUs'))}  ` +
      `${(m.ratio ? percent(m.ratio) : '—').padEnd(16)}  ${m.cpuRatio ? percent(m.cpuRatio) : '—'}`,
  );
}

const results = [];
console.log(
  `Bond Bike Rental API benchmark: ${BIKES} bikes, autocannon ${CONNECTIONS} connections, node ${process.version}, ${mainJs}`,
);
const embedded = await benchShop('shop, embedded PGlite', {}, 4301, 4303);
results.push(embedded);
if (process.env.DATABASE_URL) {
  results.push(
    await withScratchDatabase(process.env.DATABASE_URL, (url) =>
      benchShop(
        'shop, PostgreSQL',
        { DATABASE_URL: url, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42' },
        4302,
        4304,
      ),
    ),
  );
}
console.log(
  `\nlist body ${(Buffer.byteLength(embedded.bodies[embedded.paths.list]) / 1024).toFixed(1)} KiB, one bike ${(Buffer.byteLength(embedded.bodies[embedded.paths.one]) / 1024).toFixed(1)} KiB; ` +
    `medians (range) of ${ROUNDS} rounds of ${ROUND_SECONDS} s, each call loaded on the bare server then on the shop${COMPARE_MAIN ? ` then on ${COMPARE_MAIN}` : ''}, in turn`,
);
console.log(
  `${'server'.padEnd(24)} ${'call'.padEnd(23)} ${'req/s'.padStart(8)} ${'range'.padStart(11)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'RSS MB'.padStart(8)} ${'CPU µs/r'.padStart(8)}  ${'req/s shop/bare'.padEnd(16)}  CPU per request bare/shop`,
);
for (const r of results) {
  for (const [what, m, b, call] of [
    ['GET /api/bikes         ', r.list, r.bare.list, 'list'],
    ['GET /api/bikes/{id}    ', r.one, r.bare.one, 'one'],
    ['POST /api/rentals/quote', r.quote, r.bare.quote, 'quote'],
  ]) {
    printRow(r.label, what, m, r.rss);
    if (r.other) {
      const o = r.other[call];
      printRow('  BENCH_COMPARE build', what, o, r.other.rss);
      const perRound = roundRatios(
        m.runs.map((x) => x.rps),
        o.runs.map((x) => x.rps),
      );
      console.log(`${''.padEnd(24)} ${what} this build / BENCH_COMPARE build, per round: ${percent(perRound)}`);
    }
    printRow('  bare node:http', what, b, r.bare.rss);
  }
}
console.log(
  `The quote: ${PRICE_RULES} price rules, ${COUPONS} coupons, a different bike, period and coupon each request (target p99 < 20 ms)`,
);
if (THROUGHPUT_ONLY) process.exit(0);
console.log(
  `\nReservation reads with ${RENTALS} rentals (target p99 < 50 ms); the period search asks for a different period each request`,
);
for (const r of results) {
  console.log(r.sampled);
  for (const [what, m] of [
    ['GET /api/bikes?availableFrom&availableTo', r.free],
    ['GET /api/bikes/{id}/availability, 14 days', r.availability],
    ['… a different window each request', r.availabilityUncached],
  ]) {
    console.log(
      `${r.label.padEnd(26)} ${what.padEnd(44)} ${fmt(m.rps)} req/s  p50 ${fmt(m.p50, 1)} ms  p99 ${fmt(m.p99, 1)} ms`,
    );
  }
}
console.log(
  `\nThe owner's report (GET /api/reports/summary), ${REPORT_CONNECTIONS} admins at once (target p99 < 200 ms)`,
);
for (const r of results) {
  console.log(`${r.label}: ${r.history.rentals} rentals, ${r.history.payments} payments, ${r.history.refunds} refunds`);
  for (const [what, m] of [
    [`calendar month ${r.reportWhen.month.from} to ${r.reportWhen.month.to}`, r.reportMonth],
    [`last 31 days ${r.reportWhen.last31.from} to ${r.reportWhen.last31.to}`, r.report31],
  ]) {
    console.log(
      `${r.label.padEnd(26)} ${what.padEnd(44)} ${fmt(m.rps)} req/s  p50 ${fmt(m.p50, 1)} ms  p99 ${fmt(m.p99, 1)} ms`,
    );
  }
}
