import type { AuditEntry, AuditQuery } from '@bond/contract/audit';
import { pageMeta, pageOf, type PageMeta } from '@bond/contract/common';
import { shopDateRange } from '@bond/contract/periods';
import { text } from '@bond/contract/say';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './audit.repository.ts';

function toAuditEntry(row: repo.AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    action: row.action,
    actor: row.actorId ? { _id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' } : null,
    clientAddress: row.clientAddress,
    subject: { type: row.subjectType, _id: row.subjectId, label: row.subjectLabel },
    before: (row.before as AuditEntry['before']) ?? null,
    after: (row.after as AuditEntry['after']) ?? null,
  };
}

/** A page of the audit log (docs/product/money-and-refunds.md#audit-log), newest first, filtered by Dhaka days, action and admin. */
export async function listAudit(db: Db, query: AuditQuery): Promise<{ data: AuditEntry[]; meta: PageMeta }> {
  if (query.from && query.to && query.from > query.to) {
    throw new AppError('VALIDATION_FAILED', text.auditOutOfOrder(), 'from');
  }
  const from = query.from ? shopDateRange(query.from, query.from).start : undefined;
  const until = query.to ? shopDateRange(query.to, query.to).end : undefined;
  const page = pageOf(query);
  const { rows, total } = await repo.listAudit(
    db,
    { from, until, action: query.action, actorId: query.actor },
    { limit: page.pageSize, offset: page.offset },
  );
  return { data: rows.map(toAuditEntry), meta: pageMeta(page, total) };
}
