import { createHash, randomBytes } from 'node:crypto';
import { OPEN_BOOKING_MIN_FREE_MINUTES } from '@bond/contract/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { languageOf } from '../../plugins/language.ts';
import { msUntilOpenRentalsChange } from '../rentals/rentals.repository.ts';

export type CachedBody = { body: Buffer; etag: string };
type Entry = { value: unknown; generation: number; validUntil: number };
/** What reply.serialize gives back. */
type Serialized = string | Buffer | ArrayBuffer;

const toBuffer = (out: Serialized) =>
  typeof out === 'string' ? Buffer.from(out) : Buffer.isBuffer(out) ? out : Buffer.from(out);

/** The channel the triggers on bikes and rentals notify at commit (migration 0002). */
export const CATALOG_CHANNEL = 'bond_catalog_changed';

/** How long a request that wrote waits to hear its own change before the cache gives up and forgets all. */
const CATCH_UP_TIMEOUT_MS = 2000;

/**
 * The serialised bike list and bike pages, kept per server process until the catalogue changes
 * (docs/decisions/004-bike-list-cache.md). This module alone decides what is cached and when it is
 * forgotten: triggers on bikes and rentals NOTIFY every process at commit (this one included), and a
 * booking hold that lapses changes availability without a write, so an entry also ends when the rentals
 * module says the open rentals next change by time. While the process is not listening (connection
 * lost), nothing is cached.
 *
 * Read-your-own-writes: this process hears its own changes on its LISTEN connection like anyone else's, a
 * moment after they commit (on PostgreSQL, 16 reads of 300 made right after a write were stale). So a
 * request that may have written (not a GET or HEAD, and not refused with a 4xx) waits, before its answer
 * leaves, for a marker the cache sends itself on a channel of its own: notifications reach the one LISTEN
 * connection in commit order, so once the marker is back every change committed before it has been heard.
 */
export function createCatalogCache(database: Database, maxEntries = 256) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let listening = false;
  /** This process's own channel for markers: nobody else hears them. */
  const markerChannel = `bond_catalog_marker_${randomBytes(8).toString('hex')}`;
  const waiting = new Map<string, () => void>();
  let markers = 0;

  const forget = () => {
    generation += 1;
    entries.clear();
  };

  /** A value kept under `key` until the catalogue changes or the open rentals change by time. */
  async function remember<T>(key: string, build: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && listening && hit.generation === generation && Date.now() < hit.validUntil) return hit.value as T;
    const before = generation;
    const [value, changeIn] = await Promise.all([
      build(),
      msUntilOpenRentalsChange(database.db, OPEN_BOOKING_MIN_FREE_MINUTES),
    ]);
    // A change that arrived while building may not be in `value`: then it is not kept.
    if (listening && before === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { generation, validUntil: Date.now() + changeIn, value });
    }
    return value;
  }

  const bodyOf = async (build: () => Promise<Serialized>): Promise<CachedBody> => {
    const body = toBuffer(await build());
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  };

  return {
    remember,

    /** LISTENs for changes; answers the function that stops. */
    async start() {
      return database.listen([CATALOG_CHANNEL, markerChannel], {
        notify(channel, payload) {
          if (channel === CATALOG_CHANNEL) forget();
          else waiting.get(payload)?.();
        },
        state(on) {
          listening = on;
          forget();
        },
      });
    },

    /**
     * Resolves once this process has heard every catalogue change committed before the call. When the
     * marker cannot be sent or is not heard within 2 s, the cache forgets everything instead: the answer
     * still leaves, and nothing it may not have heard about is served from memory.
     */
    async catchUp(): Promise<void> {
      if (!listening) return;
      const marker = String((markers += 1));
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        waiting.set(marker, () => resolve(true));
        timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS);
      });
      const sent = database.db.execute(sql`select pg_notify(${markerChannel}, ${marker})`).then(
        () => true,
        () => false,
      );
      try {
        if (!(await Promise.race([sent, heard])) || !(await heard)) forget();
      } finally {
        clearTimeout(timer);
        waiting.delete(marker);
      }
    },

    /**
     * Answers a catalogue read from the cache, keyed by the route and its validated parameters and query.
     * `build` makes the body through the route's own serializer (reply.serialize) on a miss. The body goes
     * out as it is, or as 304 Not Modified when the browser has it already (cheap for phones that poll).
     */
    async respond(request: FastifyRequest, reply: FastifyReply, build: () => Promise<Serialized>) {
      // Per language too: the body's message is in the request's language (D23).
      const key = JSON.stringify([
        'body',
        languageOf(request),
        request.routeOptions.url,
        request.params,
        request.query,
      ]);
      const { body, etag } = await remember(key, () => bodyOf(build));
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;

const COMMA = Buffer.from(',');

/**
 * Sends a JSON array assembled from items serialised earlier (kept in the cache), between `head` and `tail`,
 * as the route's serializer would have written it.
 */
export function sendAssembledJson(reply: FastifyReply, head: string, items: Buffer[], tail: string) {
  const parts: Buffer[] = [Buffer.from(head)];
  items.forEach((item, i) => parts.push(...(i ? [COMMA, item] : [item])));
  parts.push(Buffer.from(tail));
  return reply.type('application/json; charset=utf-8').send(Buffer.concat(parts));
}

/**
 * Whether a request may have committed a change: not a read, and not refused. A 4xx answer comes from a
 * check or a rolled-back transaction; a 5xx (a payment page that failed to open after its booking was
 * stored and then cancelled) may follow a commit.
 */
const mayHaveWritten = (method: string, status: number) =>
  method !== 'GET' && method !== 'HEAD' && (status < 400 || status >= 500);

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

/** Decorates the app with its catalogue cache, listening from start to close. */
export const catalogCachePlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    const cache = createCatalogCache(options.database);
    const stop = await cache.start();
    app.decorate('catalogCache', cache);
    app.addHook('onSend', async (request, reply, payload) => {
      if (mayHaveWritten(request.method, reply.statusCode)) await cache.catchUp();
      return payload;
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'catalog-cache' },
);
