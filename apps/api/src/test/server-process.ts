import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect } from 'vitest';
import { eventually } from './eventually.ts';

/**
 * The real server as a child process on a PostgreSQL database of its own, for tests of what happens when a
 * process or its connections die (PostgreSQL only: processes share nothing else).
 */

const MAIN_TS = fileURLToPath(new URL('../main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A TCP port free on 127.0.0.1 now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`; `drop` removes it, connections and all. */
export async function scratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Kills `server` (SIGKILL) once one of its transactions waits for a lock the test holds, and waits until
 * PostgreSQL has ended the dead process's connections: its uncommitted work is gone. `pending` is the call the
 * process was answering: it must get no answer.
 */
export async function killWhileWaiting(
  sql: pg.Client,
  database: { name: string },
  server: ServerProcess,
  pending: Promise<unknown>,
): Promise<'answered' | 'no answer'> {
  const heard = pending.then(
    () => 'answered' as const,
    () => 'no answer' as const,
  );
  await eventually(async () => {
    const waiting = await sql.query(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
      [database.name],
    );
    expect(waiting.rows[0].n).toBe(1);
  }, 20_000);
  await server.stop('SIGKILL');
  return heard;
}

/** Waits until no connection but the test's own is open on the database (a killed process's are ended). */
export async function untilOnlyOurs(sql: pg.Client, database: { name: string }): Promise<void> {
  await eventually(async () => {
    const others = await sql.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database.name],
    );
    expect(others.rows[0].n).toBe(0);
  }, 20_000);
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * Starts `apps/api/src/main.ts` in production mode on `databaseUrl` (no web app, the local payment stand-in,
 * limits per address lifted: every test client calls from 127.0.0.1) and waits until it answers.
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { TEST_DATABASE_URL: _t, REDIS_URL: _r, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN_TS], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'process-test-secret-that-is-long-enough-for-hs256',
      PAYMENT_GATEWAY: 'local',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
      PENDING_BOOKINGS_PER_ADDRESS: '100000',
      LAPSED_HOLDS_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const alive = () => child.exitCode === null && child.signalCode === null;

  /** Polls until `path` answers 200 (every 100 ms, `attempts` times); answers the last status, -1 if it died. */
  const pollFor200 = async (path: string, attempts = 150) => {
    let last = 0;
    for (let i = 0; i < attempts; i++) {
      if (!alive()) return -1;
      try {
        const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        last = res.status;
        if (last === 200) return last;
      } catch {
        last = 0;
      }
      await delay(100);
    }
    return last;
  };

  const server = {
    base,
    port,
    child,
    alive,
    pollFor200,
    output: () => output,
    /** Stops it: SIGTERM lets it finish what it answers; SIGKILL is a crash. Resolves when it has exited. */
    async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
      if (!alive()) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
  const status = await pollFor200('/api/bikes', 600);
  if (status !== 200) {
    await server.stop('SIGKILL');
    throw new Error(`the server did not start (${status}):\n${output}`);
  }
  return server;
}
