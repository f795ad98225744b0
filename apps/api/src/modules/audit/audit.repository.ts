import { AUDIT_SUBJECT_OF, type AuditAction, type AuditSubject } from '@bond/contract/audit';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withTotal, type PageWindow } from '../../db/pages.ts';
import { auditLog, users } from '../../db/schema.ts';
import type { Actor } from '../../shared/actors.ts';

/** Changed fields, as they were and as they became. */
export type Fields = Record<string, unknown>;

/** What the log keeps of an action: the action, its subject and the fields it changed. */
export type AuditEntryInput = { action: AuditAction; subjectId: string; before?: Fields | null; after?: Fields | null };

/** The subject's name as the log keeps it, read in the same statement that writes the row. */
function labelOf(type: AuditSubject, id: string): SQL {
  switch (type) {
    case 'bike':
      return sql`(select name from bikes where id = ${id})`;
    case 'user':
      // An account made at the counter may have no e-mail (''): its phone names it instead.
      return sql`(select name || coalesce(' <' || nullif(email, '') || '>', ' · ' || phone) from users where id = ${id})`;
    case 'rental':
      return sql`(select b.name || ' · ' || u.name from rentals r join bikes b on b.id = r.bike_id join users u on u.id = r.user_id where r.id = ${id})`;
    case 'refund':
      return sql`(select b.name || ' · ' || u.name from refunds f join rentals r on r.id = f.rental_id join bikes b on b.id = r.bike_id join users u on u.id = r.user_id where f.id = ${id})`;
    case 'payment':
      return sql`(select b.name || ' · ' || u.name from payments p join rentals r on r.id = p.rental_id join bikes b on b.id = r.bike_id join users u on u.id = r.user_id where p.id = ${id})`;
    case 'add_on':
      return sql`(select code || ' · ' || name_en from add_ons where id = ${id})`;
    case 'price_rule':
      return sql`(select name_en from price_rules where id = ${id})`;
    case 'coupon':
      return sql`(select code from coupons where id = ${id})`;
    case 'shop_settings':
      return sql`'Shop settings'`;
    case 'charge_item':
      return sql`(select code || ' · ' || name_en from charge_items where id = ${id})`;
    case 'closure':
      return sql`(select 'Shop closed (' || reason || ') from ' || to_char(start_time at time zone 'Asia/Dhaka', 'YYYY-MM-DD HH24:MI') from shop_closures where id = ${id})`;
    case 'till':
      return sql`(select u.name || ' · ' || t.day::text from tills t join users u on u.id = t.staff_id where t.id = ${id})`;
  }
}

/**
 * Writes one row of the audit log (docs/product/money-and-refunds.md#audit-log). Call it with the action's transaction: the row and the change
 * commit together or not at all.
 */
export async function recordAudit(tx: Executor, actor: Actor, entry: AuditEntryInput): Promise<void> {
  await insertAudit(tx, { actorId: actor.id, clientAddress: actor.clientAddress }, entry);
}

/** One row of the log, by an account from an address, or by no one (a timed job). */
async function insertAudit(
  tx: Executor,
  by: { actorId: string | null; clientAddress: string },
  entry: AuditEntryInput,
): Promise<void> {
  const subjectType = AUDIT_SUBJECT_OF[entry.action];
  await tx.insert(auditLog).values({
    ...by,
    action: entry.action,
    subjectType,
    subjectId: entry.subjectId,
    subjectLabel: sql`coalesce(${labelOf(subjectType, entry.subjectId)}, '')`,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Writes one row of the audit log for an action of the shop's own timed jobs, which nobody did by hand: no
 * actor and no client address. In the action's transaction, as `recordAudit`.
 */
export async function recordTimedAudit(tx: Executor, entry: AuditEntryInput): Promise<void> {
  await insertAudit(tx, { actorId: null, clientAddress: '' }, entry);
}

/**
 * Writes rows of actions done in the past, with their own moments and subjects' names (the demo shop's
 * history, docs/product/platform.md#demo-data). The shop's own actions go through `recordAudit`.
 */
export async function recordPastAudit(
  tx: Executor,
  rows: { actorId: string; clientAddress: string; at: Date; label: string; entry: AuditEntryInput }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(auditLog).values(
    rows.map(({ actorId, clientAddress, at, label, entry }) => ({
      at,
      actorId,
      clientAddress,
      action: entry.action,
      subjectType: AUDIT_SUBJECT_OF[entry.action],
      subjectId: entry.subjectId,
      subjectLabel: label,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

export type AuditFilters = {
  /** Inclusive start and exclusive end instants. */
  from?: Date;
  until?: Date;
  action?: AuditAction;
  actorId?: string;
};

export type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null; actorEmail: string | null };

function whereOf(filters: AuditFilters): SQL | undefined {
  return and(
    filters.from ? gte(auditLog.at, filters.from) : undefined,
    filters.until ? lt(auditLog.at, filters.until) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
  );
}

/** A page of the log, newest first, and how many rows match in all. */
export async function listAudit(
  db: Executor,
  filters: AuditFilters,
  page: PageWindow,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filters);
  const { rows, total } = await withTotal(
    db,
    auditLog,
    where,
    db
      .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  return { rows: rows.map((r) => ({ ...r.entry, actorName: r.actorName, actorEmail: r.actorEmail })), total };
}

/** The latest rows of some actions about one subject, newest first, with who did each. */
export async function listSubjectEntries(
  db: Executor,
  subjectId: string,
  actions: readonly AuditAction[],
  limit: number,
) {
  return db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.subjectId, subjectId), inArray(auditLog.action, [...actions])))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
