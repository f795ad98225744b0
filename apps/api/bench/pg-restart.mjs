// npm run bench:pg-restart — what the shop does while PostgreSQL restarts under load.
// Starts PROCESSES built servers (default 2) on a scratch database made on DATABASE_URL's server (dropped
// afterwards), keeps bounded load on them (LOAD_WORKERS sequential clients: bike list, bike page, logins,
// bookings), restarts PostgreSQL with
//   pg_ctlcluster --skip-systemctl-redirect <version> main restart
// and prints: crashed processes (0 expected), status counts before, during and after the outage, and the
// milliseconds from PostgreSQL accepting connections again (pg_isready) to each process's first 200 from
// /api/bikes and /api/ready. Exits 1 when a process crashed, answered a 500 or a reset socket, or did not
// recover in time.
//
// The restart stops every database on that server: do not run it while others use it.
// `--terminate-only` leaves the server running and instead terminates the scratch database's own
// connections once (pg_terminate_backend): a dry run of everything else.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const mainJs = join(here, '..', 'dist', 'main.js');
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROCESSES = Number(process.env.PROCESSES ?? 2);
const LOAD_WORKERS = Number(process.env.LOAD_WORKERS ?? 8);
const BIKES = 30;
const WARM_UP_MS = 3000;
const AFTER_MS = 3000;
const RECOVERY_LIMIT_MS = 60_000;
const TERMINATE_ONLY = process.argv.includes('--terminate-only');
const ADMIN = { email: 'pg-restart-admin@example.com', password: 'pg-restart-admin-pass' };
const run = promisify(execFile);

async function freePort() {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Whether PostgreSQL accepts connections (pg_isready exits 0). */
async function pgIsReady(url) {
  try {
    await run('pg_isready', ['-h', url.hostname || '127.0.0.1', '-p', url.port || '5432', '-t', '1']);
    return true;
  } catch {
    return false;
  }
}

async function restartPostgres() {
  const versions = readdirSync('/etc/postgresql');
  const version = process.env.PG_CLUSTER_VERSION ?? versions[0];
  if (!version) throw new Error('no cluster under /etc/postgresql');
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { timeout: 120_000 });
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function startServer(port, databaseUrl) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'pg-restart-secret-pg-restart-secret-42',
      PAYMENT_GATEWAY: 'local',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(here, 'no-web-app'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const server = { port, base: `http://127.0.0.1:${port}`, child, stderr: '', exitedAt: null, stopping: false };
  child.stderr.on('data', (d) => (server.stderr = (server.stderr + d).slice(-4000)));
  child.on('exit', () => (server.exitedAt = Date.now()));
  return server;
}

const alive = (server) => server.exitedAt === null;

async function stopServer(server) {
  if (!alive(server)) return;
  server.stopping = true;
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');
}

/** One request; answers { status, body } or { error } for a reset socket or a time-out. */
async function call(base, method, path, { token, payload } = {}) {
  try {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: res.status, body };
  } catch (err) {
    return { error: String(err.cause?.code ?? err.name ?? err) };
  }
}

async function waitForReady(server, limitMs = 60_000) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (!alive(server)) throw new Error(`server on ${server.port} exited:\n${server.stderr}`);
    const res = await call(server.base, 'GET', '/api/ready');
    if (res.status === 200) return;
    await delay(100);
  }
  throw new Error(`server on ${server.port} was not ready within ${limitMs} ms`);
}

async function fill(server) {
  const login = await call(server.base, 'POST', '/api/auth/login', { payload: ADMIN });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const bikeIds = [];
  for (let i = 0; i < BIKES; i++) {
    const res = await call(server.base, 'POST', '/api/bikes', {
      token: login.body.token,
      payload: {
        name: `Restart Rider ${i + 1}`,
        brand: ['Yamaha', 'Honda', 'Suzuki', 'Bajaj'][i % 4],
        model: `Model ${i % 7}`,
        year: 2021 + (i % 4),
        image: '/media/bikes/yamaha-fzs-v3.svg',
        pricePerHour: 100 + (i % 10) * 10,
        description: 'A bike made by the PostgreSQL restart benchmark.',
        cc: 110 + (i % 5) * 15,
        isAvailable: true,
      },
    });
    if (res.status !== 201) throw new Error(`create bike: ${res.status} ${JSON.stringify(res.body)}`);
    bikeIds.push(res.body.data._id);
  }
  return bikeIds;
}

async function customer(server, n) {
  const email = `pg-restart-${Date.now().toString(36)}-${n}@example.com`;
  const password = 'pg-restart-pass-1';
  const signup = await call(server.base, 'POST', '/api/auth/signup', {
    payload: { name: 'Rahim Uddin', email, phone: '01712345678', address: 'Mirpur 10, Dhaka', password },
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status}`);
  return { email, password };
}

// ---------------------------------------------------------------------------------------------------

const serverUrl = new URL(SERVER_URL);
const name = `bond_pgrestart_${Date.now().toString(36)}`;
const scratch = new URL(SERVER_URL);
scratch.pathname = `/${name}`;
const servers = [];
let failed = false;

console.log(
  `PostgreSQL restart under load: ${PROCESSES} server processes, ${LOAD_WORKERS} clients, scratch database ${name}` +
    (TERMINATE_ONLY ? ' (dry run: its connections are terminated instead of a restart)' : ''),
);
await withClient(SERVER_URL, (c) => c.query(`create database ${name}`));
try {
  // One process first, so the migrations run once; then the others.
  servers.push(startServer(await freePort(), scratch.toString()));
  await waitForReady(servers[0]);
  for (let i = 1; i < PROCESSES; i++) servers.push(startServer(await freePort(), scratch.toString()));
  await Promise.all(servers.map((s) => waitForReady(s)));
  const bikeIds = await fill(servers[0]);
  const accounts = [];
  for (let i = 0; i < LOAD_WORKERS; i++) accounts.push(await customer(servers[i % servers.length], i));

  // Phases: before the restart, the outage (restart begun → PostgreSQL accepts connections again),
  // recovery (→ every process answered 200 on /api/ready and /api/bikes) and after.
  let phase = 'before';
  const counts = { before: {}, outage: {}, recovery: {}, after: {} };
  const record = (res) => {
    const key = res.error
      ? `network error (${res.error})`
      : `${res.status}${res.body?.code ? ` ${res.body.code}` : ''}`;
    counts[phase][key] = (counts[phase][key] ?? 0) + 1;
  };

  let stopLoad = false;
  const worker = async (w) => {
    const server = servers[w % servers.length];
    let token;
    for (let i = 0; !stopLoad && alive(server); i++) {
      const step = i % 4;
      if (step === 0) record(await call(server.base, 'GET', '/api/bikes'));
      else if (step === 1) record(await call(server.base, 'GET', `/api/bikes/${bikeIds[(i + w) % BIKES]}`));
      else if (step === 2 || !token) {
        const res = await call(server.base, 'POST', '/api/auth/login', { payload: accounts[w] });
        record(res);
        if (res.status === 200) token = res.body.token;
      } else {
        record(
          await call(server.base, 'POST', '/api/rentals', {
            token,
            payload: { bikeId: bikeIds[(i * 7 + w) % BIKES], startTime: new Date(Date.now() + 600_000).toISOString() },
          }),
        );
      }
    }
  };
  const load = Array.from({ length: LOAD_WORKERS }, (_, w) => worker(w));
  await delay(WARM_UP_MS);

  // Probes, apart from the load: each process's /api/bikes and /api/ready, every 50 ms.
  const firstOk = servers.map(() => ({ bikes: null, ready: null }));
  let acceptingAt = null;
  let probing = true;
  const probe = async (index, key, path) => {
    while (probing && alive(servers[index])) {
      const res = await call(servers[index].base, 'GET', path);
      const at = Date.now();
      if (res.status === 200 && acceptingAt !== null && at >= acceptingAt && firstOk[index][key] === null) {
        firstOk[index][key] = at;
      }
      await delay(50);
    }
  };
  const probes = servers.flatMap((_, i) => [probe(i, 'bikes', '/api/bikes'), probe(i, 'ready', '/api/ready')]);

  // pg_isready, every 50 ms: PostgreSQL accepts connections again at its first success after a failure
  // (or when the restart command returns, if the stop was too quick to see).
  phase = 'outage';
  const restartAt = Date.now();
  let sawDown = false;
  let watching = true;
  const watch = (async () => {
    while (watching && acceptingAt === null) {
      const up = await pgIsReady(serverUrl);
      if (!up) sawDown = true;
      else if (sawDown) acceptingAt = Date.now();
      await delay(50);
    }
  })();
  if (TERMINATE_ONLY) {
    await withClient(SERVER_URL, (c) =>
      c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        name,
      ]),
    );
  } else {
    await restartPostgres();
  }
  acceptingAt ??= Date.now();
  watching = false;
  await watch;
  phase = 'recovery';
  const recovered = () =>
    servers.every((s, i) => !alive(s) || (firstOk[i].bikes !== null && firstOk[i].ready !== null));
  const limit = Date.now() + RECOVERY_LIMIT_MS;
  while (!recovered() && Date.now() < limit) await delay(50);
  phase = 'after';
  await delay(AFTER_MS);
  stopLoad = true;
  probing = false;
  await Promise.all([...load, ...probes]);

  const crashed = servers.filter((s) => !alive(s));
  console.log(
    TERMINATE_ONLY
      ? `the scratch database's connections were terminated (${acceptingAt - restartAt} ms); PostgreSQL kept running`
      : `PostgreSQL accepted connections again ${acceptingAt - restartAt} ms after the restart began`,
  );
  console.log(`crashed processes: ${crashed.length} of ${servers.length}`);
  for (const s of crashed) console.log(`  process on port ${s.port} exited:\n${s.stderr}`);
  for (const [p, c] of Object.entries(counts)) console.log(`statuses ${p.padEnd(8)} ${JSON.stringify(c)}`);
  servers.forEach((s, i) => {
    const ms = (t) => (t === null ? 'never (within the limit)' : `${t - acceptingAt} ms`);
    console.log(
      `process ${i + 1} (port ${s.port}): first 200 after PostgreSQL accepted connections: /api/bikes ${ms(firstOk[i].bikes)}, /api/ready ${ms(firstOk[i].ready)}`,
    );
  });

  const bad = Object.values(counts).flatMap((c) =>
    Object.keys(c).filter(
      (k) => k.startsWith('network error') || (Number(k.slice(0, 3)) >= 500 && !k.startsWith('503')),
    ),
  );
  const unrecovered = servers.some((s, i) => alive(s) && (firstOk[i].bikes === null || firstOk[i].ready === null));
  failed = crashed.length > 0 || bad.length > 0 || unrecovered;
  if (bad.length) console.log(`answers that should not happen: ${[...new Set(bad)].join(', ')}`);
} finally {
  await Promise.all(servers.map((s) => stopServer(s)));
  // The server may still be finishing its start: wait until it accepts connections, then drop.
  const until = Date.now() + 60_000;
  while (!(await pgIsReady(serverUrl)) && Date.now() < until) await delay(200);
  await withClient(SERVER_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
}
process.exit(failed ? 1 : 0);
