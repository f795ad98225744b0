import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/**
 * Idempotency keys of booking and checkout calls (docs/decisions/021-bounded-holds-and-checkouts.md): the
 * first call with a key claims it, a retry with the same key finds what the first one did.
 */

/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export type KeyUse = { accountId: string; key: string; operation: string; fingerprint: string };

/**
 * Claims `use.key` for the account, or answers the row a call made with it before (within 24 hours). A
 * claim made by a transaction still running makes this wait for it to end (the primary key's check), so
 * two calls with one key never both claim it.
 */
export async function claimKey(
  tx: Executor,
  use: KeyUse,
): Promise<{ claimed: true } | { claimed: false; earlier: IdempotencyRow }> {
  const mine = and(eq(idempotencyKeys.accountId, use.accountId), eq(idempotencyKeys.key, use.key));
  await tx
    .delete(idempotencyKeys)
    .where(and(mine, sql`${idempotencyKeys.createdAt} <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`));
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(use)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const [earlier] = await tx.select().from(idempotencyKeys).where(mine).limit(1);
  if (!earlier) throw new Error('an idempotency key claimed by another call is gone');
  return { claimed: false, earlier };
}

/** What the call made with a key did: the rental it made or paid for, and its answer once there is one. */
export async function recordKeyOutcome(
  db: Executor,
  use: Pick<KeyUse, 'accountId' | 'key'>,
  outcome: { rentalId?: string; response?: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(outcome)
    .where(and(eq(idempotencyKeys.accountId, use.accountId), eq(idempotencyKeys.key, use.key)));
}

/** Forgets the keys older than 24 hours (the server's minute job), a batch at a time; answers how many. */
export async function forgetOldKeys(db: Executor, batch = 5000): Promise<number> {
  const old = db
    .select({ accountId: idempotencyKeys.accountId, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`)
    .limit(batch);
  const gone = await db
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.accountId}, ${idempotencyKeys.key}) in ${old}`)
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
