import { Redis } from 'ioredis';

/** The Redis server the Redis tests use (TEST_REDIS_URL, or one on this machine). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** null when a Redis answers PING at TEST_REDIS_URL; otherwise why not, for the skip message. */
export async function redisAnswers(): Promise<string | null> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (err) {
    return `no Redis answers at ${TEST_REDIS_URL}: ${(err as Error).message}`;
  } finally {
    probe.disconnect();
  }
}
