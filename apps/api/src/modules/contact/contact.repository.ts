import type { Contact } from '@bond/contract/contact';
import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Executor, input: Contact): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The newest `limit` messages, newest first. */
export async function listContactMessages(db: Executor, limit: number): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}
