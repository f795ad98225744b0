import { createHash, randomBytes } from 'node:crypto';
import { OPEN_BOOKING_MIN_FREE_MINUTES } from '@bond/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { languageOf } from '../../shared/requests.ts';
import { msUntilOpenRentalsChange, notifyChannel } from './bikes.repository.ts';

export type CachedBody = { body: Buffer; etag: string };
/** `since`: the count of builds begun when this one began (see `catchUp`). */
type Entry = { value: unknown; generation: number; validUntil: number; since: number };
/** What reply.serialize gives back. */
type Serialized = string | Buffer | ArrayBuffer;

const toBuffer = (out: Serialized) =>
  typeof out === 'string' ? Buffer.from(out) : Buffer.isBuffer(out) ? out : Buffer.from(out);

/** The channel the triggers on bikes and rentals notify at commit (migration 0002). */
export const CATALOG_CHANNEL = 'bond_catalog_changed';

/** How long the cache waits to hear a write's marker before it gives up and forgets all. */
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
 * moment after they commit (on PostgreSQL, 16 reads of 300 made right after a write were stale). So when a
 * request that may have written (not a GET or HEAD, and not refused with a 4xx) answers, the cache sends
 * itself a marker on a channel of its own: notifications reach the one LISTEN connection in commit order,
 * so once the marker is back every change committed before it has been heard. The answer does not wait for
 * it (docs/decisions/021): until the marker is back, no entry built before the write is served; reads build
 * afresh from the database, which has the write. A marker not heard within 2 s (the connection churns)
 * makes the cache forget everything instead.
 */
export function createCatalogCache(database: Database, maxEntries = 256) {
  const entries = new Map<string, Entry>();
  /** Builds under way, by key: `since` and `generation` as an entry's. */
  const building = new Map<string, { value: Promise<unknown>; generation: number; since: number }>();
  let generation = 0;
  let listening = false;
  /** This process's own channel for markers: nobody else hears them. */
  const markerChannel = `bond_catalog_marker_${randomBytes(8).toString('hex')}`;
  /** Markers sent and not yet heard, each with the count of builds begun when it was sent. */
  const outstanding = new Map<string, number>();
  const settledWaiters = new Set<() => void>();
  /** What to do when a marker is heard. */
  const heardHandlers = new Map<string, () => void>();
  let markers = 0;
  let builds = 0;

  const forget = () => {
    generation += 1;
    entries.clear();
  };

  /** The builds begun at or before this count may predate a write not yet heard; later ones are fresh. */
  const unsureUpTo = () => Math.max(0, ...outstanding.values());

  const markerDone = (marker: string) => {
    heardHandlers.delete(marker);
    if (!outstanding.delete(marker) || outstanding.size > 0) return;
    for (const resolve of settledWaiters) resolve();
    settledWaiters.clear();
  };

  /**
   * A value kept under `key` until the catalogue changes or the open rentals change by time. Requests that
   * miss while a build of the same key is under way share it, when that build could be kept: begun in this
   * generation, and after every write this process has not heard yet (so a burst after a change builds once).
   */
  async function remember<T>(key: string, build: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && listening && hit.generation === generation && hit.since > unsureUpTo() && Date.now() < hit.validUntil) {
      return hit.value as T;
    }
    const shared = building.get(key);
    if (shared && listening && shared.generation === generation && shared.since > unsureUpTo()) {
      return shared.value as Promise<T>;
    }
    const before = generation;
    const since = (builds += 1);
    const value = (async () => {
      const [built, changeIn] = await Promise.all([
        build(),
        msUntilOpenRentalsChange(database.db, OPEN_BOOKING_MIN_FREE_MINUTES),
      ]);
      // A change that arrived while building may not be in `built`: then it is not kept.
      if (listening && before === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { generation, validUntil: Date.now() + changeIn, value: built, since });
      }
      return built;
    })();
    building.set(key, { value, generation: before, since });
    try {
      return await value;
    } finally {
      if (building.get(key)?.value === value) building.delete(key);
    }
  }

  const bodyOf = async (build: () => Promise<Serialized>): Promise<CachedBody> => {
    const body = toBuffer(await build());
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  };

  return {
    remember,

    /** Whether the cache keeps anything now: false while the process is not listening for changes. */
    keeps: () => listening,

    /** LISTENs for changes; answers the function that stops. */
    async start() {
      return database.listen([CATALOG_CHANNEL, markerChannel], {
        notify(channel, payload) {
          if (channel === CATALOG_CHANNEL) forget();
          else heardHandlers.get(payload)?.();
        },
        state(on) {
          listening = on;
          forget();
        },
      });
    },

    /**
     * Called when a request that may have written answers (its transaction has committed): from now until
     * this process has heard every change committed before the call, entries built before it are not
     * served. Returns at once; the marker is awaited in the background. When the marker cannot be sent or
     * is not heard within 2 s, the cache forgets everything.
     */
    catchUp(): void {
      if (!listening) return;
      const marker = String((markers += 1));
      outstanding.set(marker, builds);
      const timer = setTimeout(() => {
        if (outstanding.has(marker)) forget();
        markerDone(marker);
      }, CATCH_UP_TIMEOUT_MS);
      timer.unref();
      notifyChannel(database.db, markerChannel, marker).then(
        () => undefined,
        () => {
          forget();
          clearTimeout(timer);
          markerDone(marker);
        },
      );
      heardHandlers.set(marker, () => {
        clearTimeout(timer);
        markerDone(marker);
      });
    },

    /** Resolves when every marker sent so far has been heard or given up on (tests wait for the quiet). */
    async settled(): Promise<void> {
      if (outstanding.size === 0) return;
      await new Promise<void>((resolve) => settledWaiters.add(resolve));
    },

    /**
     * Answers a catalogue read from the cache, keyed by the route and its validated parameters and query.
     * `build` makes the body through the route's own serializer (reply.serialize) on a miss. The body goes
     * out as it is, or as 304 Not Modified when the browser has it already (cheap for phones that poll).
     */
    async respond(request: FastifyRequest, reply: FastifyReply, build: () => Promise<Serialized>) {
      // Per language too: the body's message is in the request's language (docs/product/languages.md#two-languages).
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
 * Whether a request may have committed a change: not a read (a GET, a HEAD, or a route marked `readsOnly`),
 * and not refused. A 4xx answer comes from a
 * check or a rolled-back transaction; a 5xx (a payment page that failed to open after its booking was
 * stored and then cancelled) may follow a commit.
 */
const mayHaveWritten = (request: FastifyRequest, status: number) =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  !request.routeOptions.config.readsOnly &&
  (status < 400 || status >= 500);

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
  interface FastifyContextConfig {
    /**
     * A route that answers a POST without writing anything (a quote): its answer does not make the cache
     * wait to hear a write (`catchUp`).
     */
    readsOnly?: boolean;
  }
}

/** Decorates the app with its catalogue cache, listening from start to close. */
export const catalogCachePlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    const cache = createCatalogCache(options.database);
    const stop = await cache.start();
    app.decorate('catalogCache', cache);
    app.addHook('onSend', async (request, reply, payload) => {
      if (mayHaveWritten(request, reply.statusCode)) cache.catchUp();
      return payload;
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'catalog-cache' },
);
