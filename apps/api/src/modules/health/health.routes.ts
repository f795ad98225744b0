import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { databaseUnavailable } from '../../errors.ts';
import { sayTo } from '../../shared/requests.ts';

/** How long /api/ready waits for the database's answer to `select 1`. */
const READY_TIMEOUT_MS = 3000;

/** Resolves when the database answers `select 1` in time; otherwise throws DATABASE_UNAVAILABLE (503). */
async function databaseAnswers(database: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(databaseUnavailable()), timeoutMs);
  });
  try {
    await Promise.race([database.db.execute('select 1'), late]);
  } catch (err) {
    throw Object.assign(databaseUnavailable(), { cause: err });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers (docs/decisions/005): /health says the process answers, /ready that it can serve,
 * i.e. its database answers too. With REDIS_URL, /ready also says whether Redis answers (`redis: 'ok'`)
 * or not (`'degraded'`): still ready, as the rate limits are counted in this process's memory meanwhile
 * (decision 024).
 */
export default async function healthRoutes(app: FastifyInstance, opts: { readyTimeoutMs?: number | undefined }) {
  app.get('/health', { schema: { hide: true } }, async (request) => ({ success: true, message: sayTo(request, 'ok') }));
  app.get('/ready', { schema: { hide: true } }, async (request) => {
    await databaseAnswers(app.database, opts.readyTimeoutMs ?? READY_TIMEOUT_MS);
    const limits = await app.rateLimits.health();
    if (limits.store === 'memory') return { success: true, message: sayTo(request, 'ready') };
    return { success: true, message: sayTo(request, 'ready'), redis: limits.answers ? 'ok' : 'degraded' };
  });
}
