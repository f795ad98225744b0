import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { phoneCodes } from '../../db/schema.ts';

/**
 * Phone sign-in codes (docs/product/accounts-and-roles.md#phone-sign-in, docs/decisions/041) in PostgreSQL,
 * so that every server process counts the same: a number's codes are asked for one transaction at a time
 * (an advisory lock on the number), and a code is tried under its row's lock. Statements read the tests'
 * clock when they give one, else the database's. The rules (how many, how long) are phone-sign-in.ts's.
 */

const clockOf = (now: Date | undefined): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** Any number: the class of the advisory locks that let one request at a time ask for a number's code. */
const PHONE_CODE_LOCK = 4141;

/** Holds the number's code requests to this transaction until it ends, in every process. */
export async function lockNumber(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_CODE_LOCK}, hashtext(${phone}))`);
}

/** How long ago (ms) each code of the number was sent within the last `windowMs`, the oldest first. */
export async function recentCodeAges(
  db: Executor,
  phone: string,
  windowMs: number,
  now: Date | undefined,
): Promise<number[]> {
  const at = clockOf(now);
  const rows = await db
    .select({ ageMs: sql<number>`(extract(epoch from (${at} - ${phoneCodes.sentAt})) * 1000)::float8` })
    .from(phoneCodes)
    .where(
      and(eq(phoneCodes.phone, phone), sql`${phoneCodes.sentAt} > ${at} - make_interval(secs => ${windowMs / 1000})`),
    )
    .orderBy(phoneCodes.sentAt);
  return rows.map((r) => Number(r.ageMs));
}

/**
 * Stores a new code of the number (its hash, made with its id) and answers when it expires. A number's codes
 * older than a day are deleted on the way: no limit looks that far back.
 */
export async function insertCode(
  tx: Executor,
  code: { id: string; phone: string; codeHash: string; minutes: number },
  now: Date | undefined,
): Promise<{ sentAt: Date; expiresAt: Date }> {
  const at = clockOf(now);
  await tx
    .delete(phoneCodes)
    .where(and(eq(phoneCodes.phone, code.phone), sql`${phoneCodes.sentAt} < ${at} - interval '1 day'`));
  const [row] = await tx
    .insert(phoneCodes)
    .values({
      id: code.id,
      phone: code.phone,
      codeHash: code.codeHash,
      sentAt: at,
      expiresAt: sql`${at} + make_interval(mins => ${code.minutes})`,
    })
    .returning({ sentAt: phoneCodes.sentAt, expiresAt: phoneCodes.expiresAt });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * The number's latest code sent within the last hour, locked to the caller's transaction (so tries of one
 * code, in any process, are judged one after another), with whether it has expired; undefined when none.
 */
export async function lockLatestCode(tx: Executor, phone: string, now: Date | undefined) {
  const at = clockOf(now);
  const [row] = await tx
    .select({
      id: phoneCodes.id,
      codeHash: phoneCodes.codeHash,
      tries: phoneCodes.tries,
      usedAt: phoneCodes.usedAt,
      expired: sql<boolean>`${phoneCodes.expiresAt} <= ${at}`,
    })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), sql`${phoneCodes.sentAt} > ${at} - interval '1 hour'`))
    .orderBy(desc(phoneCodes.sentAt))
    .limit(1)
    .for('update');
  return row;
}

/** A try of the code spent (a wrong code): answers the tries made so far. */
export async function countTry(tx: Executor, id: string): Promise<number> {
  const [row] = await tx
    .update(phoneCodes)
    .set({ tries: sql`${phoneCodes.tries} + 1` })
    .where(eq(phoneCodes.id, id))
    .returning({ tries: phoneCodes.tries });
  return row?.tries ?? 0;
}

/** The code used up (a sign-in): one request only, since it is unused only until this commits. */
export async function markUsed(tx: Executor, id: string, now: Date | undefined): Promise<boolean> {
  const rows = await tx
    .update(phoneCodes)
    .set({ usedAt: clockOf(now), tries: sql`${phoneCodes.tries} + 1` })
    .where(and(eq(phoneCodes.id, id), sql`${phoneCodes.usedAt} is null`))
    .returning({ id: phoneCodes.id });
  return rows.length > 0;
}
