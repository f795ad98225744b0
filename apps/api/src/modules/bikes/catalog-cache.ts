import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { msUntilOpenRentalsChange } from '../rentals/rentals.repository.ts';

export type CachedBody = { body: Buffer; etag: string };
type Entry = CachedBody & { generation: number; validUntil: number };
/** What reply.serialize gives back. */
type Serialized = string | Buffer | ArrayBuffer;

const toBuffer = (out: Serialized) =>
  typeof out === 'string' ? Buffer.from(out) : Buffer.isBuffer(out) ? out : Buffer.from(out);

/** The channel the triggers on bikes and rentals notify at commit (migration 0002). */
export const CATALOG_CHANNEL = 'bond_catalog_changed';

/**
 * The serialised bike list and bike pages, kept per server process until the catalogue changes
 * (docs/decisions/004-bike-list-cache.md). This module alone decides what is cached and when it is
 * forgotten: triggers on bikes and rentals NOTIFY every process at commit (this one included), and a
 * booking hold that lapses changes availability without a write, so an entry also ends when the rentals
 * module says the open rentals next change by time. While the process is not listening (connection
 * lost), nothing is cached.
 */
export function createCatalogCache(database: Database, maxEntries = 256) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let listening = false;

  const forget = () => {
    generation += 1;
    entries.clear();
  };

  async function get(key: string, build: () => Promise<Serialized>): Promise<CachedBody> {
    const hit = entries.get(key);
    if (hit && listening && hit.generation === generation && Date.now() < hit.validUntil) return hit;
    const before = generation;
    const [out, changeIn] = await Promise.all([build(), msUntilOpenRentalsChange(database.db)]);
    const body = toBuffer(out);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    // A change that arrived while building may not be in `body`: then it is not kept.
    if (listening && before === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { generation, validUntil: Date.now() + changeIn, body, etag });
    }
    return { body, etag };
  }

  return {
    /** LISTENs for changes; answers the function that stops. */
    async start() {
      return database.listen(CATALOG_CHANNEL, {
        notify: forget,
        state(on) {
          listening = on;
          forget();
        },
      });
    },

    /**
     * Answers a catalogue read from the cache, keyed by the route and its validated parameters and query.
     * `build` makes the body through the route's own serializer (reply.serialize) on a miss. The body goes
     * out as it is, or as 304 Not Modified when the browser has it already (cheap for phones that poll).
     */
    async respond(request: FastifyRequest, reply: FastifyReply, build: () => Promise<Serialized>) {
      const key = JSON.stringify([request.routeOptions.url, request.params, request.query]);
      const { body, etag } = await get(key, build);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;

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
    app.addHook('onClose', async () => stop());
  },
  { name: 'catalog-cache' },
);
