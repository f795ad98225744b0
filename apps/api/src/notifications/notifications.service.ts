import { pageMeta, pageOf, SPEC_LIST_PAGE_SIZE, type PageMeta } from '@bond/contract/common';
import type { Notification, NotificationListQuery } from '@bond/contract/notifications';
import { text } from '@bond/contract/say';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import * as repo from './outbox.repository.ts';

/** The admin's view of the outbox (docs/product/messages.md#outbox): every message, and sending a failed one again. */

/**
 * An admin's login code is for that admin alone (docs/decisions/022), and a customer's phone sign-in code for
 * that customer (docs/decisions/041): the list shows their messages with the digits hidden, so another admin
 * who knows the password, or anyone reading the outbox, cannot sign in with the code.
 */
const CODE_TEMPLATES: ReadonlySet<string> = new Set(['login_code', 'phone_code']);
const hideLoginCode = (row: repo.ListedMessage, text: string) =>
  CODE_TEMPLATES.has(row.template) ? text.replace(/\b\d{6}\b/g, '••••••') : text;

export function toNotification(row: repo.ListedMessage): Notification {
  return {
    _id: String(row.id),
    rentalId: row.rentalId,
    customer: row.userId && row.customerName !== null ? { _id: row.userId, name: row.customerName } : null,
    channel: row.channel,
    template: row.template,
    language: row.language,
    recipient: row.recipient,
    subject: row.subject === null ? null : hideLoginCode(row, row.subject),
    body: hideLoginCode(row, row.body),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    providerMessageId: row.providerMessageId,
    segments: row.segments,
    dueAt: row.dueAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listNotifications(
  db: Db,
  query: NotificationListQuery,
): Promise<{ data: Notification[]; meta: PageMeta }> {
  const page = pageOf(query, SPEC_LIST_PAGE_SIZE);
  const { rows, total } = await repo.listMessages(db, query, { limit: page.pageSize, offset: page.offset });
  return { data: rows.map(toNotification), meta: pageMeta(page, total) };
}

/** An admin sends a failed message again: queued now, with a fresh round of attempts. */
export async function retryNotification(db: Db, id: number, now = new Date()): Promise<Notification> {
  if (!(await repo.retryFailed(db, id, now))) {
    const row = await repo.findListedMessage(db, id);
    if (!row) throw notFound('Message');
    if (row.status === 'failed') {
      throw new AppError('NOT_RETRYABLE', text.reminderTooLate());
    }
    throw new AppError('NOT_RETRYABLE', text.messageNotRetryable({ status: row.status }));
  }
  const row = await repo.findListedMessage(db, id);
  if (!row) throw notFound('Message');
  return toNotification(row);
}
