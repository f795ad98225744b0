import { pageMeta, pageOf } from '@bond/contract/common';
import {
  RIDER_DOCUMENT_KINDS,
  RIDER_HISTORY_ACTIONS,
  RiderDocumentKindSchema,
  riderStatus,
  type RejectRider,
  type Rider,
  type RiderDetails,
  type RiderDocumentKind,
  type RiderListQuery,
} from '@bond/contract/riders';
import { text } from '@bond/contract/say';
import { shopDateOf } from '@bond/contract/time';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { queueLicenceExpiring, queueRiderRejected, type MessageContext } from '../../notifications/outbox.ts';
import type { Actor } from '../../shared/actors.ts';
import { listSubjectEntries, recordAudit, recordTimedAudit } from '../audit/audit.repository.ts';
import type { KeptPicture } from '../../shared/pictures.ts';
import * as repo from './riders.repository.ts';

/*
 * Riders on file (docs/product/riders-on-file.md): the details and pictures a customer sends (or staff take
 * at the counter), the review by staff, and the status everyone sees. The status is the stored review, with
 * `expired` worked out on reading from the licence's expiry and the Dhaka day of `now` (tests pass a clock).
 */

const today = (now?: Date) => shopDateOf(now ?? new Date());

/** The open customer account a file belongs to: 404 for an unknown or closed one, 409 for staff or an admin. */
async function customerOf(db: Db, userId: string) {
  const customer = await repo.findCustomer(db, userId);
  if (!customer) throw notFound('Customer');
  if (customer.role !== 'user') throw new AppError('NOT_A_CUSTOMER', text.notACustomer());
  return customer;
}

/** The whole file of a rider as the answers give it. */
export async function riderFile(db: Db, userId: string, now?: Date): Promise<Rider> {
  const customer = await customerOf(db, userId);
  const [profile, documents] = await Promise.all([repo.findProfile(db, userId), repo.listDocuments(db, userId)]);
  const onFile = new Set(documents.map((d) => d.kind));
  const reviewerName = profile?.reviewedBy ? await repo.nameOf(db, profile.reviewedBy) : null;
  return {
    userId,
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    status: riderStatus(profile?.review ?? 'none', profile?.licenceExpiry ?? null, today(now)),
    nidNumber: profile?.nidNumber ?? null,
    licenceNumber: profile?.licenceNumber ?? null,
    licenceExpiry: profile?.licenceExpiry ?? null,
    documents: documents.map((d) => ({
      _id: d.id,
      kind: d.kind,
      contentType: d.contentType,
      width: d.width,
      height: d.height,
      bytes: d.bytes,
      uploadedAt: d.createdAt.toISOString(),
      uploadedBy: { _id: d.uploadedBy, name: d.uploaderName },
    })),
    missing: {
      details: !profile?.nidNumber || !profile.licenceNumber || !profile.licenceExpiry,
      documents: RIDER_DOCUMENT_KINDS.filter((kind) => !onFile.has(kind)),
    },
    submittedAt: profile?.submittedAt?.toISOString() ?? null,
    reviewedAt: profile?.reviewedAt?.toISOString() ?? null,
    reviewedBy: profile?.reviewedBy && reviewerName !== null ? { _id: profile.reviewedBy, name: reviewerName } : null,
    rejectionReason: profile?.review === 'rejected' ? (profile.rejectionReason ?? null) : null,
  };
}

/** How many of the file's latest actions staff see with it. */
const HISTORY_LENGTH = 50;

/**
 * A rider's file as staff read it (`GET /riders/{userId}`): the file, and what has been done with it, from the
 * audit log: pictures taken at the counter, each look at a picture, approvals and rejections, by whom.
 */
export async function riderFileForStaff(db: Db, userId: string, now?: Date): Promise<Rider> {
  const file = await riderFile(db, userId, now);
  const rows = await listSubjectEntries(db, userId, RIDER_HISTORY_ACTIONS, HISTORY_LENGTH);
  const history = rows.map(({ entry, actorName }) => {
    const after = (entry.after ?? {}) as { kind?: unknown; reason?: unknown };
    const kind = RiderDocumentKindSchema.safeParse(after.kind);
    return {
      at: entry.at.toISOString(),
      action: entry.action as (typeof RIDER_HISTORY_ACTIONS)[number],
      by: entry.actorId ? { _id: entry.actorId, name: actorName ?? '' } : null,
      kind: kind.success ? kind.data : null,
      reason: entry.action === 'rider.rejected' && typeof after.reason === 'string' ? after.reason : null,
    };
  });
  return { ...file, history };
}

/**
 * After a change to a file in `tx`: when the details and all four pictures are on file, the file goes (back)
 * to review, `pending`, sent now (an approval or a rejection of what was there before no longer holds);
 * otherwise it stays `none`.
 */
async function sendForReview(tx: Tx, profile: repo.ProfileRow) {
  const complete =
    profile.nidNumber !== null &&
    profile.licenceNumber !== null &&
    profile.licenceExpiry !== null &&
    (await repo.countDocumentKinds(tx, profile.userId)) === RIDER_DOCUMENT_KINDS.length;
  if (!complete) return;
  await repo.updateProfile(tx, profile.userId, {
    review: 'pending',
    submittedAt: new Date(),
    reviewedBy: null,
    reviewedAt: null,
    rejectionReason: null,
  });
}

/**
 * `PUT /riders/me`: the rider's ID and licence numbers and the licence's expiry, which must be after today
 * (Dhaka). A change after a review sends the file back to review; the same details again change nothing.
 */
export async function saveDetails(db: Db, userId: string, input: RiderDetails, now?: Date): Promise<Rider> {
  await customerOf(db, userId);
  if (input.licenceExpiry <= today(now)) {
    throw new AppError('VALIDATION_FAILED', text.licenceExpiryPast(), 'licenceExpiry');
  }
  await db.transaction(async (tx) => {
    const profile = await repo.lockProfile(tx, userId);
    const same =
      profile.nidNumber === input.nidNumber &&
      profile.licenceNumber === input.licenceNumber &&
      profile.licenceExpiry === input.licenceExpiry;
    if (same) return;
    const change = {
      nidNumber: input.nidNumber,
      licenceNumber: input.licenceNumber,
      licenceExpiry: input.licenceExpiry,
    };
    await repo.updateProfile(tx, userId, change);
    await sendForReview(tx, { ...profile, ...change });
  });
  return riderFile(db, userId, now);
}

/**
 * A picture of a kind for the rider, from the rider or from staff at the counter: it replaces the one of that
 * kind on file, and a complete file goes (back) to review. Staff's pictures are in the audit log.
 */
export async function addDocument(
  db: Db,
  actor: Actor,
  userId: string,
  kind: RiderDocumentKind,
  picture: KeptPicture,
  now?: Date,
): Promise<Rider> {
  await customerOf(db, userId);
  await db.transaction(async (tx) => {
    const profile = await repo.lockProfile(tx, userId);
    const id = await repo.replaceDocument(tx, userId, kind, picture, actor.id);
    await sendForReview(tx, profile);
    if (actor.id !== userId) {
      await recordAudit(tx, actor, {
        action: 'rider.document_added',
        subjectId: userId,
        before: null,
        after: { kind, documentId: id },
      });
    }
  });
  return riderFile(db, userId, now);
}

/**
 * A picture for staff and admins, each view written to the audit log (who saw whose picture, when) before the
 * bytes go out. 404 for a picture that is not that rider's.
 */
export async function viewDocument(db: Db, actor: Actor, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const found = await repo.findDocumentBytes(tx, userId, id, 'content');
    if (!found) throw notFound('Document');
    await recordAudit(tx, actor, {
      action: 'rider.document_viewed',
      subjectId: userId,
      before: null,
      after: { kind: found.kind, documentId: id },
    });
    return found;
  });
}

/** The rider's own thumbnail of one of their pictures; 404 for anyone else's. */
export async function myThumbnail(db: Db, userId: string, id: string) {
  const found = await repo.findDocumentBytes(db, userId, id, 'thumbnail');
  if (!found) throw notFound('Document');
  return found;
}

/** `GET /riders?status=`: a page of riders' files of a status, the longest waiting first. */
export async function listRiders(db: Db, query: RiderListQuery, now?: Date) {
  const page = pageOf(query);
  const { ids, total } = await repo.listRiders(db, query.status, today(now), page);
  const data = await Promise.all(ids.map((id) => riderFile(db, id, now)));
  return { data, meta: pageMeta(page, total) };
}

/** Approves a file waiting for review, once; not one whose licence has expired since it was sent. */
export async function approve(db: Db, actor: Actor, userId: string, now?: Date): Promise<Rider> {
  await customerOf(db, userId);
  await db.transaction(async (tx) => {
    const profile = await repo.lockProfile(tx, userId);
    if (profile.review !== 'pending') throw new AppError('RIDER_NOT_PENDING', text.riderNotPending());
    if (profile.licenceExpiry === null || profile.licenceExpiry < today(now)) {
      throw new AppError('LICENCE_EXPIRED', text.riderLicenceExpired());
    }
    await repo.updateProfile(tx, userId, {
      review: 'approved',
      reviewedBy: actor.id,
      reviewedAt: new Date(),
      rejectionReason: null,
    });
    await recordAudit(tx, actor, {
      action: 'rider.approved',
      subjectId: userId,
      before: { status: 'pending' },
      after: { status: 'approved', licenceExpiry: profile.licenceExpiry },
    });
  });
  return riderFile(db, userId, now);
}

/** Rejects a file waiting for review with a reason, which the rider is told by SMS (and verified e-mail). */
export async function reject(
  db: Db,
  actor: Actor,
  userId: string,
  input: RejectRider,
  ctx: MessageContext,
  now?: Date,
): Promise<Rider> {
  await customerOf(db, userId);
  await db.transaction(async (tx) => {
    const profile = await repo.lockProfile(tx, userId);
    if (profile.review !== 'pending') throw new AppError('RIDER_NOT_PENDING', text.riderNotPending());
    const at = new Date();
    await repo.updateProfile(tx, userId, {
      review: 'rejected',
      reviewedBy: actor.id,
      reviewedAt: at,
      rejectionReason: input.reason,
    });
    await recordAudit(tx, actor, {
      action: 'rider.rejected',
      subjectId: userId,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: input.reason },
    });
    const rider = await repo.findRecipient(tx, userId);
    if (rider) await queueRiderRejected(tx, ctx, rider, { reason: input.reason, at });
  });
  return riderFile(db, userId, now);
}

/** How long a closed account's papers are kept (docs/product/riders-on-file.md#privacy). */
export const CLOSED_FILE_KEPT_DAYS = 90;
/** How long before a licence's expiry its rider is reminded. */
export const LICENCE_REMINDER_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
const FORGET_BATCH = 50;

/**
 * Deletes the pictures and details of every account closed more than 90 days before `now`, each with a row of
 * the audit log written by no one (a timed job). Safe to run in every process at once: a file is locked while
 * it is deleted and skipped by the others, and a deleted file is not found again. Answers how many went.
 */
export async function forgetClosedRiders(db: Db, now = new Date()): Promise<number> {
  const closedBefore = new Date(now.getTime() - CLOSED_FILE_KEPT_DAYS * DAY_MS);
  let forgotten = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = await repo.lockClosedFiles(tx, closedBefore, FORGET_BATCH);
      for (const userId of ids) {
        const documents = await repo.deleteFile(tx, userId);
        await recordTimedAudit(tx, {
          action: 'rider.documents_deleted',
          subjectId: userId,
          before: { documents },
          after: null,
        });
      }
      return ids.length;
    });
    forgotten += batch;
    if (batch < FORGET_BATCH) return forgotten;
  }
}

/**
 * Reminds each approved rider whose licence expires within 30 days of `now` (Dhaka days), once per expiry date,
 * by SMS and a verified e-mail. A renewed licence, approved again, gets its own reminder when its time comes.
 */
export async function remindExpiringLicences(db: Db, ctx: MessageContext, now = new Date()): Promise<number> {
  const due = await repo.expiringLicences(
    db,
    shopDateOf(now),
    shopDateOf(new Date(now.getTime() + LICENCE_REMINDER_DAYS * DAY_MS)),
  );
  for (const rider of due) await queueLicenceExpiring(db, ctx, rider, rider.expiry);
  return due.length;
}
