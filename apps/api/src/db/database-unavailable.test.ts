import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { ErrorBodySchema } from '@bond/contract/errors';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { memoryRateLimitStore } from '../plugins/rate-limit-store.ts';
import { setUpTestApp, TEST_JWT_SECRET, TEST_STANDIN_STORE } from '../test/test-app.ts';
import { isDatabaseUnavailable, type Database, type Db } from './client.ts';
import * as schema from './schema.ts';

/** A TCP server standing where PostgreSQL should be: it hangs up on every connection, or says nothing. */
async function fakePeer(behaviour: 'hang-up' | 'silent'): Promise<{ server: Server; port: number }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (behaviour === 'hang-up') socket.destroy();
  });
  server.on('close', () => sockets.forEach((s) => s.destroy()));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as { port: number }).port };
}

/** A port nothing listens on: connecting is refused. */
async function closedPort(): Promise<number> {
  const { server, port } = await fakePeer('hang-up');
  server.close();
  await once(server, 'close');
  return port;
}

/** A real node-postgres pool and Drizzle over an address where no PostgreSQL answers. */
function unreachableDatabase(port: number, connectionTimeoutMillis = 2000) {
  const pool = new pg.Pool({ connectionString: `postgres://shop@127.0.0.1:${port}/shop`, connectionTimeoutMillis });
  pool.on('error', () => {});
  const database: Database = {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    // Nothing to listen on: the catalogue cache is told it is not listening, so it caches nothing.
    async listen(_channel, handlers) {
      handlers.state(false);
      return async () => {};
    },
    close: () => pool.end(),
  };
  return database;
}

function appOn(database: Database, readyTimeoutMs?: number) {
  return buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: 'http://shop.test',
    payment: { gateway: 'local', ...TEST_STANDIN_STORE },
    rateLimitStore: memoryRateLimitStore(),
    logLevel: 'silent',
    ...(readyTimeoutMs ? { readyTimeoutMs } : {}),
  });
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, a lost and a timed-out connection as node-postgres reports them, through Drizzle', async () => {
    const refused = unreachableDatabase(await closedPort());
    const lostPeer = await fakePeer('hang-up');
    const lost = unreachableDatabase(lostPeer.port);
    const silentPeer = await fakePeer('silent');
    const silent = unreachableDatabase(silentPeer.port, 100);
    try {
      for (const database of [refused, lost, silent]) {
        const err = await failureOf(() => database.db.execute('select 1'));
        expect(err).toBeInstanceOf(DrizzleQueryError);
        expect(isDatabaseUnavailable(err), String((err as Error).cause)).toBe(true);
      }
    } finally {
      await Promise.all([refused.close(), lost.close(), silent.close()]);
      lostPeer.server.close();
      silentPeer.server.close();
    }
  });

  it('recognises a server shutting down, starting or full, and nothing else', () => {
    const serverError = (code: string, message: string) =>
      new DrizzleQueryError('select 1', [], Object.assign(new pg.DatabaseError(message, 0, 'error'), { code }));
    expect(isDatabaseUnavailable(serverError('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(serverError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('42601', 'syntax error at or near "selec"'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else broke'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('a shop whose database cannot be reached', () => {
  let app: FastifyInstance;
  let database: Database;
  let silentPeer: Awaited<ReturnType<typeof fakePeer>>;
  let silentApp: FastifyInstance;

  beforeAll(async () => {
    database = unreachableDatabase(await closedPort());
    app = await appOn(database);
    silentPeer = await fakePeer('silent');
    silentApp = await appOn(unreachableDatabase(silentPeer.port, 1000), 100);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await silentApp.close();
    await silentApp.database.close();
    silentPeer.server.close();
  });

  const expectUnavailable = (res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) => {
    expect(res.statusCode).toBe(503);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('DATABASE_UNAVAILABLE');
    expect(body.errorMessage[0]?.message).toBe(
      'The shop cannot reach its database right now. Please try again in a moment',
    );
  };

  it('still says it is up on /api/health, and not ready on /api/ready', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/ready' }));
  });

  it('answers reads, logins and sign-ups with a 503 the customer can read, never a 500', async () => {
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/bikes' }));
    expectUnavailable(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'rahim@example.com', password: 'secret-pass-1' },
      }),
    );
    expectUnavailable(
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          name: 'Rahim Uddin',
          email: 'rahim@example.com',
          phone: '01712345678',
          address: 'Mirpur 10, Dhaka',
          password: 'secret-pass-1',
        },
      }),
    );
  });

  it('is not ready when the database does not answer within the ready time-out', async () => {
    expect((await silentApp.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expectUnavailable(await silentApp.inject({ method: 'GET', url: '/api/ready' }));
  });
});

describe('a shop whose database answers', () => {
  let shop: Awaited<ReturnType<typeof setUpTestApp>>;
  beforeAll(async () => {
    shop = await setUpTestApp();
  });
  afterAll(() => shop.close());

  it('is up and ready', async () => {
    const health = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const ready = await shop.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, message: 'ready' });
  });
});
