import {
  RIDER_DOCUMENT_KINDS,
  type RiderDocumentKind,
  type RiderReview,
  type RiderStatus,
} from '@bond/contract/riders';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.ts';
import { messages, riderDocuments, riderProfiles, users } from '../../db/schema.ts';

/**
 * Riders' files (docs/product/riders-on-file.md): one profile row per customer who sent a detail or a picture,
 * and the pictures, one per kind. The pictures' bytes are read only by the calls that send them.
 */

export type ProfileRow = typeof riderProfiles.$inferSelect;

/** The customer a file belongs to: an open account of a customer, or undefined. */
export async function findCustomer(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .limit(1);
  return row;
}

/** The rider's profile row, made empty first if there is none, locked by the caller's transaction. */
export async function lockProfile(tx: Tx, userId: string): Promise<ProfileRow> {
  await tx.insert(riderProfiles).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(riderProfiles).where(eq(riderProfiles.userId, userId)).for('update');
  return row!;
}

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(riderProfiles).where(eq(riderProfiles.userId, userId)).limit(1);
  return row;
}

/**
 * The rider's review and licence expiry, the profile row share-locked by the caller's transaction (a
 * handover): a review that changes it waits until that transaction ends. Undefined: no file.
 */
export async function lockReviewForShare(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ review: riderProfiles.review, licenceExpiry: riderProfiles.licenceExpiry })
    .from(riderProfiles)
    .where(eq(riderProfiles.userId, userId))
    .for('share');
  return row;
}

export async function updateProfile(tx: Tx, userId: string, change: Partial<ProfileRow>): Promise<void> {
  await tx
    .update(riderProfiles)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(riderProfiles.userId, userId));
}

const uploader = alias(users, 'uploader');

/** The pictures on file of a rider, without their bytes, in the order of the kinds. */
export async function listDocuments(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: riderDocuments.id,
      kind: riderDocuments.kind,
      contentType: riderDocuments.contentType,
      width: riderDocuments.width,
      height: riderDocuments.height,
      bytes: sql<number>`octet_length(${riderDocuments.content})::int`,
      createdAt: riderDocuments.createdAt,
      uploadedBy: riderDocuments.uploadedBy,
      uploaderName: uploader.name,
    })
    .from(riderDocuments)
    .innerJoin(uploader, eq(uploader.id, riderDocuments.uploadedBy))
    .where(eq(riderDocuments.userId, userId));
  return rows.sort((a, b) => RIDER_DOCUMENT_KINDS.indexOf(a.kind) - RIDER_DOCUMENT_KINDS.indexOf(b.kind));
}
export type DocumentRow = Awaited<ReturnType<typeof listDocuments>>[number];

/** Keeps a picture of a kind for the rider, in place of the one of that kind on file; answers its id. */
export async function replaceDocument(
  tx: Tx,
  userId: string,
  kind: RiderDocumentKind,
  picture: { contentType: string; content: Buffer; thumbnail: Buffer; width: number; height: number },
  uploadedBy: string,
): Promise<string> {
  await tx.delete(riderDocuments).where(and(eq(riderDocuments.userId, userId), eq(riderDocuments.kind, kind)));
  const [row] = await tx
    .insert(riderDocuments)
    .values({ userId, kind, uploadedBy, ...picture })
    .returning({ id: riderDocuments.id });
  return row!.id;
}

/** How many kinds of picture the rider has on file. */
export async function countDocumentKinds(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(riderDocuments).where(eq(riderDocuments.userId, userId));
  return row?.n ?? 0;
}

/** A picture of the rider's (or its thumbnail), with its kind; undefined when that rider has no such picture. */
export async function findDocumentBytes(db: Executor, userId: string, id: string, part: 'content' | 'thumbnail') {
  const [row] = await db
    .select({ kind: riderDocuments.kind, contentType: riderDocuments.contentType, bytes: riderDocuments[part] })
    .from(riderDocuments)
    .where(and(eq(riderDocuments.id, id), eq(riderDocuments.userId, userId)))
    .limit(1);
  return row;
}

/** The condition of a status on `today` (YYYY-MM-DD, Dhaka), as `riderStatus` in the contract decides it. */
function statusIs(status: RiderStatus, today: string): SQL {
  const review = (value: RiderReview) => eq(riderProfiles.review, value);
  if (status === 'approved') return and(review('approved'), gte(riderProfiles.licenceExpiry, today))!;
  if (status === 'expired') return and(review('approved'), lt(riderProfiles.licenceExpiry, today))!;
  return review(status);
}

/** A page of riders of a status, the longest waiting first. */
export async function listRiders(
  db: Executor,
  status: RiderStatus,
  today: string,
  page: { offset: number; pageSize: number },
) {
  const where = and(statusIs(status, today), isNull(users.deactivatedAt), eq(users.role, 'user'));
  const rows = await db
    .select({ userId: riderProfiles.userId })
    .from(riderProfiles)
    .innerJoin(users, eq(users.id, riderProfiles.userId))
    .where(where)
    .orderBy(sql`${riderProfiles.submittedAt} asc nulls last`, asc(riderProfiles.createdAt), asc(riderProfiles.userId))
    .limit(page.pageSize)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(riderProfiles)
    .innerJoin(users, eq(users.id, riderProfiles.userId))
    .where(where);
  return { ids: rows.map((row) => row.userId), total: total?.n ?? 0 };
}

/** The name of an account (the reviewer of a file). */
export async function nameOf(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}

/** Where a message to a rider goes: the account's phone, e-mail (whether verified) and language. */
const recipientColumns = {
  id: users.id,
  phone: users.phone,
  email: users.email,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  language: users.language,
};

/** Where a message to the rider goes. */
export async function findRecipient(db: Executor, userId: string) {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * The files of accounts closed before `closedBefore`, locked by the caller's transaction; files another
 * process holds are skipped (it deletes them).
 */
export async function lockClosedFiles(tx: Tx, closedBefore: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ userId: riderProfiles.userId })
    .from(riderProfiles)
    .innerJoin(users, eq(users.id, riderProfiles.userId))
    .where(lt(users.deactivatedAt, closedBefore))
    .limit(limit)
    .for('update', { of: riderProfiles, skipLocked: true });
  return rows.map((row) => row.userId);
}

/** Deletes a rider's pictures and details; answers how many pictures there were. */
export async function deleteFile(tx: Tx, userId: string): Promise<number> {
  const deleted = await tx
    .delete(riderDocuments)
    .where(eq(riderDocuments.userId, userId))
    .returning({ id: riderDocuments.id });
  await tx.delete(riderProfiles).where(eq(riderProfiles.userId, userId));
  return deleted.length;
}

/**
 * Open customers whose approved licence expires between `from` and `to` (Dhaka days, inclusive) and who have
 * not yet been reminded of that expiry date.
 */
export async function expiringLicences(db: Executor, from: string, to: string) {
  return db
    .select({ ...recipientColumns, expiry: sql<string>`${riderProfiles.licenceExpiry}::text` })
    .from(riderProfiles)
    .innerJoin(users, eq(users.id, riderProfiles.userId))
    .where(
      and(
        eq(riderProfiles.review, 'approved'),
        gte(riderProfiles.licenceExpiry, from),
        lte(riderProfiles.licenceExpiry, to),
        isNull(users.deactivatedAt),
        sql`not exists (select 1 from ${messages} where ${messages.userId} = ${users.id} and ${messages.template} = 'licence_expiring' and ${messages.idempotencyKey} like 'user:' || ${users.id} || ':licence_expiring:' || ${riderProfiles.licenceExpiry}::text || ':%')`,
      ),
    );
}

/** The stored review and licence expiry of each of these accounts that has a file. */
export async function reviewsOf(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { review: RiderReview; licenceExpiry: string | null }>();
  const rows = await db
    .select({ userId: riderProfiles.userId, review: riderProfiles.review, licenceExpiry: riderProfiles.licenceExpiry })
    .from(riderProfiles)
    .where(inArray(riderProfiles.userId, userIds));
  return new Map(rows.map((row) => [row.userId, { review: row.review, licenceExpiry: row.licenceExpiry }]));
}
