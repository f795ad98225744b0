import { pageMeta, pageOf, SPEC_LIST_PAGE_SIZE, type PageMeta, type PageQuery } from '@bond/contract/common';
import type { Contact, ContactMessage } from '@bond/contract/contact';
import type { Db } from '../../db/client.ts';
import * as repo from './contact.repository.ts';

/** Messages from one client address an hour (a per-route limit of @fastify/rate-limit on POST /contact). */
export const MESSAGES_PER_ADDRESS = 20;
export const MESSAGE_WINDOW_MS = 60 * 60_000;

export function toContactMessage(row: repo.ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** docs/product/messages.md#contact-messages: every message is stored, so nothing is lost when mail is down. */
export async function sendMessage(db: Db, input: Contact): Promise<ContactMessage> {
  return toContactMessage(await repo.insertContactMessage(db, input));
}

/** A page of the contact inbox an admin reads in the dashboard, newest first. */
export async function listMessages(db: Db, query: PageQuery = {}): Promise<{ data: ContactMessage[]; meta: PageMeta }> {
  const page = pageOf(query, SPEC_LIST_PAGE_SIZE);
  const { rows, total } = await repo.listContactMessages(db, { limit: page.pageSize, offset: page.offset });
  return { data: rows.map(toContactMessage), meta: pageMeta(page, total) };
}
