import type { Contact } from '@bond/contract/contact';
import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Executor, input: Contact): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The newest `limit` messages, newest first. */
/** A page of the inbox, newest first, and how many messages it holds. */
export async function listContactMessages(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
