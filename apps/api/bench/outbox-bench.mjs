// npm run bench:outbox: BENCH_MESSAGES (10,000) queued SMS drained by the built server's
// outbox worker against the local SSL Wireless stand-in, on PostgreSQL (DATABASE_URL; a scratch database
// is made on that server and dropped afterwards). Two runs side by side: one server process (the baseline),
// then two processes sharing the database. Prints messages per second, and proves none was sent twice:
// every message `sent` after exactly one attempt, and the stand-in holding exactly one delivery per message.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const mainJs = join(here, '..', 'dist', 'main.js');
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'bench:outbox needs DATABASE_URL (a PostgreSQL server): two processes cannot share the embedded database',
  );
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startServer(url, port) {
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      PAYMENT_GATEWAY: 'local',
      SMS_GATEWAY: 'local',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.on('exit', (code) => {
    if (code && !child.killedByUs) console.error(stderr);
  });
  return child;
}

async function waitReady(port, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error('server did not start');
}

async function stop(child) {
  child.killedByUs = true;
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
}

const TEXT =
  'Bond Bike Rental: Yamaha FZS V3 is booked for you Fri 12 Dec, 2:00 pm to 6:00 pm. Advance 100 BDT paid. https://bondbikerental.example/dashboard/rentals/';

/** One run: `processes` servers on a fresh scratch database drain MESSAGES queued SMS. */
async function run(processes) {
  const name = `bond_outbox_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  const servers = [];
  try {
    // The first server migrates the database; the others start on it.
    for (let i = 0; i < processes; i++) {
      const port = 4600 + i;
      const child = startServer(url.toString(), port);
      servers.push(child);
      await waitReady(port, child);
    }
    await db.connect();
    const queuedAt = Date.now();
    await db.query(
      `insert into messages (idempotency_key, provider_reference, channel, template, language, recipient, body)
       select 'bench:' || n || ':sms', 'BBR' || lpad(n::text, 17, '0'), 'sms', 'booking_confirmed', 'en',
              '88017' || lpad((n % 100000000)::text, 8, '0'), $1 || n
       from generate_series(1, $2::int) as n`,
      [TEXT, MESSAGES],
    );
    let sent = 0;
    while (sent < MESSAGES) {
      await sleep(100);
      sent = Number((await db.query(`select count(*) from messages where status = 'sent'`)).rows[0].count);
      if (Date.now() - queuedAt > 600_000) throw new Error(`only ${sent} of ${MESSAGES} sent in 10 minutes`);
    }
    const seconds = (Date.now() - queuedAt) / 1000;
    const check = (
      await db.query(`select
        (select count(*) from messages where status = 'sent' and attempts = 1)::int as once,
        (select coalesce(sum(attempts), 0) from messages)::int as attempts,
        (select count(*) from sslwireless_standin_deliveries)::int as deliveries,
        (select count(distinct csms_id) from sslwireless_standin_deliveries)::int as distinct_deliveries,
        (select coalesce(max(segments), 0) from messages)::int as segments`)
    ).rows[0];
    return { processes, seconds, perSecond: MESSAGES / seconds, ...check };
  } finally {
    for (const child of servers) await stop(child);
    await db.end().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const results = [];
for (const processes of [1, 2]) results.push(await run(processes));

console.log(`${MESSAGES} queued SMS drained through the local SSL Wireless stand-in (PostgreSQL)`);
console.log('processes   seconds   messages/s   sent once   sends   stand-in deliveries (distinct)   segments each');
for (const r of results) {
  console.log(
    `${String(r.processes).padStart(9)} ${r.seconds.toFixed(1).padStart(9)} ${r.perSecond.toFixed(0).padStart(12)} ${String(r.once).padStart(11)} ${String(r.attempts).padStart(7)} ${`${r.deliveries} (${r.distinct_deliveries})`.padStart(32)} ${String(r.segments).padStart(15)}`,
  );
}
const twice = results.some((r) => r.once !== MESSAGES || r.attempts !== MESSAGES || r.deliveries !== MESSAGES);
console.log(twice ? 'SOME MESSAGE WAS SENT MORE THAN ONCE OR NOT AT ALL' : 'none sent twice, none lost');
process.exit(twice ? 1 : 0);
