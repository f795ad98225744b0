import type { Contact } from '@bond/contract/contact';
import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withTotal, type PageWindow } from '../../db/pages.ts';
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
  page: PageWindow,
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  return withTotal(
    db,
    contactMessages,
    undefined,
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
  );
}
