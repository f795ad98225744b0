// npm run bench:login-flood — can a flood of failed logins slow the shop down or fill its memory?
// Starts the built server (apps/api/dist/main.js, or BENCH_SERVER=path/to/main.js to compare another
// build) on a fresh embedded database with the in-memory rate-limit store (no REDIS_URL) and
// TRUST_PROXY=127.0.0.1 (it plays the proxy, and says who the client is), then:
//   1. measures GET /api/bikes (autocannon, bounded: BENCH_CONNECTIONS × BENCH_SECONDS);
//   2. floods FLOOD_ONE_ADDRESS failed logins with made-up e-mails from one address (mostly answered 429
//      by the address limit, so it is quick);
//   3. floods FLOOD_SPREAD failed logins with made-up e-mails from as many addresses (x-forwarded-for);
//      each of those reaches the (deliberately slow) password check, so this one is kept smaller;
//   4. measures GET /api/bikes again, and once more while made-up logins keep arriving;
// and prints the figures side by side with the server's resident memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const mainJs = resolve(process.env.BENCH_SERVER ?? join(here, '..', 'dist', 'main.js'));
const PORT = Number(process.env.BENCH_PORT ?? 4311);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const FLOOD_ONE_ADDRESS = Number(process.env.FLOOD_ONE_ADDRESS ?? 100_000);
const FLOOD_SPREAD = Number(process.env.FLOOD_SPREAD ?? 1_000);
const BIKES = 30;
const ADMIN = { email: 'flood-admin@example.com', password: 'flood-admin-pass' };
const base = `http://127.0.0.1:${PORT}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process now and at its peak, in MB. */
function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer in time`);
}

async function fill() {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  for (let i = 0; i < BIKES; i++) {
    const res = await fetch(`${base}/api/bikes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: `Flood Bench ${i + 1}`,
        brand: ['Yamaha', 'Honda', 'Suzuki', 'Bajaj'][i % 4],
        model: `Model ${i % 7}`,
        year: 2020 + (i % 6),
        image: '/media/bikes/yamaha-fzs-v3.svg',
        pricePerHour: 100 + (i % 20) * 10,
        description: 'A bike made by the login-flood benchmark.',
        cc: 110 + (i % 5) * 15,
        isAvailable: true,
      }),
    });
    if (res.status !== 201) throw new Error(`create bike: ${res.status} ${await res.text()}`);
  }
}

async function measureBikes() {
  const r = await autocannon({ url: `${base}/api/bikes`, connections: CONNECTIONS, duration: SECONDS });
  if (r.errors > 0 || r.non2xx > 0) throw new Error(`GET /api/bikes: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average };
}

let madeUp = 0;
/** Failed logins with made-up e-mails; `spread` gives every request an address of its own. */
function flood({ amount, duration, spread, connections = 20 }) {
  return autocannon({
    url: `${base}/api/auth/login`,
    connections,
    ...(amount ? { amount } : { duration }),
    requests: [
      {
        method: 'POST',
        setupRequest(req) {
          madeUp += 1;
          const n = madeUp;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': spread ? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` : '203.0.113.9',
            },
            body: JSON.stringify({ email: `made-up-${n}@example.com`, password: 'not-the-password' }),
          };
        },
      },
    ],
  });
}

const codes = (r) =>
  Object.entries(r.statusCodeStats ?? {})
    .map(([code, { count }]) => `${count} × ${code}`)
    .join(', ');

const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
const dataDir = mkdtempSync(join(tmpdir(), 'bond-flood-'));
const child = spawn(process.execPath, [mainJs], {
  env: {
    ...inherited,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: join(dataDir, 'no-web'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitFor(`${base}/api/health`, child);
  await fill();
  console.log(`Login flood against ${mainJs}`);
  console.log(
    `memory rate-limit store, node ${process.version}, GET /api/bikes: autocannon ${CONNECTIONS} connections × ${SECONDS} s`,
  );
  await autocannon({ url: `${base}/api/bikes`, connections: CONNECTIONS, duration: 2 });
  const rows = [['before the flood', await measureBikes(), memoryMb(child.pid)]];

  let started = Date.now();
  const one = await flood({ amount: FLOOD_ONE_ADDRESS, spread: false });
  console.log(
    `flood 1: ${FLOOD_ONE_ADDRESS} failed logins, made-up e-mails, one address: ${((Date.now() - started) / 1000).toFixed(1)} s (${codes(one)})`,
  );
  started = Date.now();
  const spread = await flood({ amount: FLOOD_SPREAD, spread: true });
  console.log(
    `flood 2: ${FLOOD_SPREAD} failed logins, made-up e-mails, one address each: ${((Date.now() - started) / 1000).toFixed(1)} s (${codes(spread)})`,
  );
  rows.push(['after the floods', await measureBikes(), memoryMb(child.pid)]);

  // Made-up logins from the blocked address keep arriving while customers browse.
  const [during, ongoing] = await Promise.all([
    measureBikes(),
    flood({ duration: SECONDS, spread: false, connections: 10 }),
  ]);
  rows.push(['during a continuing flood', during, memoryMb(child.pid)]);
  console.log(`continuing flood: ${ongoing.requests.total} more failed logins (${codes(ongoing)})`);

  console.log(
    `${'GET /api/bikes'.padEnd(28)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'req/s'.padStart(9)}${'RSS MB'.padStart(9)}${'peak MB'.padStart(9)}`,
  );
  for (const [label, m, mem] of rows) {
    console.log(
      `${label.padEnd(28)}${m.p50.toFixed(1).padStart(9)}${m.p99.toFixed(1).padStart(9)}${m.rps.toFixed(0).padStart(9)}${mem.rss.toFixed(0).padStart(9)}${mem.peak.toFixed(0).padStart(9)}`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
