import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * An open transaction. Functions that lock rows or take advisory locks (`lock*`) take a Tx, so they cannot
 * be called on the pool, where the lock would end with the statement.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories take either. */
export type Executor = Db | Tx;

/** What a LISTEN subscriber hears: a notification, or that it may have missed some (and is listening again). */
export type ChannelHandlers = {
  notify(channel: string, payload: string): void;
  /** Listening stopped (connection lost) or started again: anything cached may be stale. */
  state(listening: boolean): void;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on channels, all on one connection, so that notifications arrive in the order their
   * transactions committed, whichever channel they are on. Answers the function that stops listening.
   */
  listen(channels: string[], handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** An arbitrary key for the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 72_083_514;

export type OpenDatabaseOptions = {
  /** postgres://… to use a PostgreSQL server; otherwise an embedded PGlite database. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory` keeps it in memory (tests). */
  dataDir: string;
  migrationsFolder: string;
  poolSize?: number;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries in flight report their own errors.
    });
    // The pool listens for errors only while a client is idle. A client checked out (a transaction, the
    // migrations) whose connection is terminated between two queries emits 'error' with nobody
    // listening, which would end the process: every client gets a listener of its own for its whole
    // life. The request using it fails on its next query (a 503, see isDatabaseUnavailable) and the pool
    // drops the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', ignoreConnectionError);
    });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: options.migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      async listen(channels, handlers) {
        const stop = await listenOnPostgres(options.databaseUrl as string, channels, handlers);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }

  const inMemory = options.dataDir === 'memory';
  if (!inMemory) {
    mkdirSync(options.dataDir, { recursive: true });
    if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await createPgliteDataDir(options.dataDir);
  }
  // btree_gist backs the rentals' exclusion constraint; PGlite needs its extensions on every open.
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir: options.dataDir }),
    startParams: PGLITE_START_PARAMS,
    extensions: { btree_gist },
  });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: options.migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    async listen(channels, handlers) {
      // PGlite runs in this process and delivers notifications in commit order as its queries finish.
      const unlisten = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => handlers.notify(channel, payload))),
      );
      handlers.state(true);
      return async () => {
        handlers.state(false);
        if (!client.closed) await Promise.all(unlisten.map((stop) => stop()));
      };
    },
    close: () => client.close(),
  };
}

/**
 * The embedded server's shared buffers: PGlite's default of 128 MB costs ~110 MB of resident memory, and the
 * shop's whole database fits in a few megabytes.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Runs initdb for a new embedded database in a short-lived child process. initdb grows PGlite's WebAssembly
 * memory to ~550 MB that is never handed back, so doing it in the server's own process would keep that much
 * resident for as long as the shop runs; a child gives it back when it exits.
 */
async function createPgliteDataDir(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script =
    'const { PGlite } = require(process.argv[1]);' +
    'PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close())' +
    '.catch((err) => { console.error(err); process.exit(1); });';
  try {
    await promisify(execFile)(process.execPath, ['-e', script, pglite, dataDir], { timeout: 120_000 });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`could not create the embedded database in ${dataDir}${stderr ? `: ${stderr}` : ''}`, {
      cause: err,
    });
  }
}

/**
 * A dedicated connection that LISTENs, and connects again (with a growing pause) when it is lost.
 * While it is down, handlers.state(false) tells the subscriber not to trust what it cached.
 */
async function listenOnPostgres(
  url: string,
  channels: string[],
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  for (const channel of channels)
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = 500;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      handlers.state(false);
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(lost), (pause = Math.min(pause * 2, 30_000)));
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      if (channels.includes(msg.channel)) handlers.notify(msg.channel, msg.payload ?? '');
    });
    try {
      await c.connect();
      for (const channel of channels) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      lost();
      throw err;
    }
    pause = 500;
    handlers.state(true);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    handlers.state(false);
    await c?.end().catch(() => {});
  };
}

function ignoreConnectionError() {
  // Reported to whoever uses the client next, as a failed query.
}

/** SQLSTATEs of a server that is gone, going or not taking connections (besides class 08). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres's own texts for a lost connection, a client broken by one, and a pool wait that ran out. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
];

/**
 * Whether a failure means the database cannot be reached (connection refused, lost or terminated, the
 * server shutting down or starting, too many connections, no pooled connection in time), as opposed to
 * a query that failed. Looks through Drizzle's wrapping.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    // Already said (an AppError of ours, e.g. from the in-process payment stand-in).
    if (code === 'DATABASE_UNAVAILABLE') return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // An AggregateError (several addresses refused) carries the socket errors in `errors`.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = candidate.cause;
  }
  return false;
}

/** The PostgreSQL error code (e.g. 23505) of a failed query, through Drizzle's wrapping. */
export function pgErrorCode(err: unknown): { code?: string; constraint?: string } {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    e = candidate.cause;
  }
  return {};
}

/** The error is PostgreSQL's `code`, raised by `constraint` when one is named. */
function violates(err: unknown, code: string, constraint?: string): boolean {
  const { code: c, constraint: name } = pgErrorCode(err);
  if (c !== code) return false;
  return !constraint || !name || name === constraint;
}

/** An exclusion constraint refused the row (23P01), e.g. `rentals_no_overlap`: two periods overlap. */
export const isExclusionViolation = (err: unknown, constraint?: string) => violates(err, '23P01', constraint);

/** A unique index refused the row (23505), e.g. `payments_paid_once`. */
export const isUniqueViolation = (err: unknown, constraint?: string) => violates(err, '23505', constraint);
