import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export type CachedBody = { body: Buffer; etag: string };
type Entry = CachedBody & { generation: number; validUntil: number };

export const CATALOG_CHANNEL = 'bond_catalog_changed';

/**
 * The serialised bike list and bike pages, kept per server process until the catalogue changes
 * (docs/decisions/004-bike-list-cache.md). Triggers on bikes and rentals NOTIFY every process at
 * commit; a booking hold that lapses changes availability without a write, so an entry also ends when
 * the next hold lapses. While the process is not listening (connection lost), nothing is cached.
 */
export function createCatalogCache(database: Database, maxEntries = 256) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let listening = false;

  const invalidate = () => {
    generation += 1;
    entries.clear();
  };

  /** Milliseconds until the next booking hold lapses, on the database's clock. */
  async function nextLapseIn(): Promise<number> {
    const result = (await database.db.execute(
      sql`select extract(epoch from min(hold_expires_at) - now()) as lapse_in from rentals where status = 'pending' and hold_expires_at > now()`,
    )) as unknown as { rows: { lapse_in: string | number | null }[] };
    const lapseIn = result.rows[0]?.lapse_in;
    return lapseIn === null || lapseIn === undefined ? Number.POSITIVE_INFINITY : Number(lapseIn) * 1000;
  }

  return {
    async start() {
      return database.listen(CATALOG_CHANNEL, {
        notify: invalidate,
        state(on) {
          listening = on;
          invalidate();
        },
      });
    },

    /** This process changed something: forget at once, before the notification arrives. */
    invalidate,

    /** The cached body for `key`, or a fresh one from `build`. */
    async get(key: string, build: () => Promise<string>): Promise<CachedBody> {
      const hit = entries.get(key);
      if (hit && listening && hit.generation === generation && Date.now() < hit.validUntil) return hit;
      const before = generation;
      const [json, lapseIn] = await Promise.all([build(), nextLapseIn()]);
      const body = Buffer.from(json);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      // A change that arrived while building may not be in `body`: then it is not kept.
      if (listening && before === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { generation, validUntil: Date.now() + lapseIn, body, etag });
      }
      return { body, etag };
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
