import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginCodes, users } from '../../db/schema.ts';

/**
 * The per-account login state (docs/decisions/022) in PostgreSQL, so every server process sees the same:
 * each statement reads and writes it at once, with the database's clock (or the tests' `now`). The rules
 * (how many failures, how long a wait) come from auth.service.ts.
 */

/** The moment a statement works with: the tests' clock when they give one, else the database's. */
const clockOf = (now: Date | undefined): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

export type SlowdownRule = { afterFailures: number; firstSeconds: number; maxSeconds: number };

/**
 * Counts a login attempt on the account as a failure before its password is checked, unless the account's
 * delay has not ended: then nothing changes and the wait left is answered. From the rule's number of failures
 * on, the count sets the next delay (doubling, capped), so of a burst of parallel guesses only one gets through.
 * A browser the account knows (`skipWait`) is counted whatever the delay.
 */
export async function claimLoginAttempt(
  db: Executor,
  userId: string,
  rule: SlowdownRule,
  now: Date | undefined,
  skipWait = false,
): Promise<{ failuresBefore: number } | { waitMs: number }> {
  const at = clockOf(now);
  const failures = sql`${users.failedLogins} + 1`;
  const seconds = sql`least(${rule.maxSeconds}, ${rule.firstSeconds} * power(2, least(${failures} - ${rule.afterFailures}, 30)))`;
  const [claimed] = await db
    .update(users)
    .set({
      failedLogins: failures,
      loginDelayUntil: sql`case when ${failures} >= ${rule.afterFailures} then ${at} + make_interval(secs => ${seconds}) end`,
    })
    .where(
      and(
        eq(users.id, userId),
        skipWait ? undefined : sql`(${users.loginDelayUntil} is null or ${users.loginDelayUntil} <= ${at})`,
      ),
    )
    .returning({ failures: users.failedLogins });
  if (claimed) return { failuresBefore: claimed.failures - 1 };
  const [row] = await db
    .select({ waitMs: sql<number>`ceil(extract(epoch from (${users.loginDelayUntil} - ${at})) * 1000)::float8` })
    .from(users)
    .where(eq(users.id, userId));
  return { waitMs: Math.max(1000, Number(row?.waitMs ?? 1000)) };
}

/**
 * Takes back an attempt counted by claimLoginAttempt whose password was right (it waits for its code): the
 * count as before it, and no delay, since whoever sent it knows the password.
 */
export async function undoLoginAttempt(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: sql`greatest(${users.failedLogins} - 1, 0)`, loginDelayUntil: null })
    .where(eq(users.id, userId));
}

/** A correct login: the account's failures and delay are forgotten. */
export async function clearLoginFailures(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ failedLogins: 0, loginDelayUntil: null }).where(eq(users.id, userId));
}

/**
 * Stores a new one-time code (its hash) for the account, unless one was sent less than `resendSeconds` ago:
 * answers whether it was stored (and so is to be sent). Replacing the row makes any earlier code useless.
 */
export async function storeLoginCode(
  db: Executor,
  userId: string,
  code: { hash: string; minutes: number; resendSeconds: number },
  now: Date | undefined,
): Promise<boolean> {
  const at = clockOf(now);
  const expiresAt = sql`${at} + make_interval(mins => ${code.minutes})`;
  const rows = await db
    .insert(loginCodes)
    .values({ userId, codeHash: code.hash, expiresAt, tries: 0, sentAt: at })
    .onConflictDoUpdate({
      target: loginCodes.userId,
      set: { codeHash: code.hash, expiresAt, tries: 0, sentAt: at },
      setWhere: sql`${loginCodes.sentAt} <= ${at} - make_interval(secs => ${code.resendSeconds})`,
    })
    .returning({ userId: loginCodes.userId });
  return rows.length > 0;
}

/** Spends one try of the account's live code (not expired, tries left) and answers its hash; null when none. */
export async function takeLoginCodeTry(db: Executor, userId: string, maxTries: number, now: Date | undefined) {
  const at = clockOf(now);
  const [row] = await db
    .update(loginCodes)
    .set({ tries: sql`${loginCodes.tries} + 1` })
    .where(and(eq(loginCodes.userId, userId), gt(loginCodes.expiresAt, at), lt(loginCodes.tries, maxTries)))
    .returning({ codeHash: loginCodes.codeHash });
  return row?.codeHash ?? null;
}

/** Uses the code up: only one request can, so a code logs in once. */
export async function useLoginCode(db: Executor, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .delete(loginCodes)
    .where(and(eq(loginCodes.userId, userId), eq(loginCodes.codeHash, codeHash)))
    .returning({ userId: loginCodes.userId });
  return rows.length > 0;
}
