import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

/** A new login: the first session of a new family. */
export async function insertSession(
  db: Executor,
  input: { userId: string; lifetimeSeconds: number; familyId?: string },
): Promise<{ id: string; familyId: string }> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      familyId: input.familyId ?? randomUUID(),
      expiresAt: sql`now() + make_interval(secs => ${input.lifetimeSeconds})`,
    })
    .returning({ id: sessions.id, familyId: sessions.familyId });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Marks a live session rotated and answers it, or nothing when it is not live (rotated, revoked, expired
 * or unknown). The condition makes it atomic: of two refreshes with one token, one wins.
 */
export async function markRotated(tx: Executor, id: string): Promise<{ userId: string; familyId: string } | undefined> {
  const [row] = await tx
    .update(sessions)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, id),
        isNull(sessions.rotatedAt),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
      ),
    )
    .returning({ userId: sessions.userId, familyId: sessions.familyId });
  return row;
}

export async function findSession(db: Executor, id: string) {
  const [row] = await db
    .select({ familyId: sessions.familyId, rotatedAt: sessions.rotatedAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1);
  return row;
}

/** Ends every session descended from the same login as `id`. */
export async function revokeFamilyOf(db: Executor, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(sessions.revokedAt),
        sql`${sessions.familyId} = (select s.family_id from sessions s where s.id = ${id})`,
      ),
    );
}

/** Ends every session of the account (logout everywhere, deactivation). */
export async function revokeSessionsOfUser(db: Executor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * The active account a token names, with its token version and whether the token's session has been
 * revoked; `sessionId` null (a token issued before sessions existed) joins no session.
 */
export async function findAccountOfSession(db: Executor, userId: string, sessionId: string | null) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      tokenVersion: users.tokenVersion,
      sessionRevoked: sql<boolean>`${sessions.revokedAt} is not null`,
    })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.userId, users.id), sessionId ? eq(sessions.id, sessionId) : sql`false`))
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .limit(1);
  return row;
}
