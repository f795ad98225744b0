import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** Which rows of a list a page holds. */
export type PageWindow = { limit: number; offset: number };

/**
 * A page of a list and how many rows the list holds in all (decision 016): the page's own query, already
 * limited to its window, run together with a count over the same table and condition.
 */
export async function withTotal<R>(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  page: PromiseLike<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, [counted]] = await Promise.all([page, db.select({ n: count() }).from(table).where(where)]);
  return { rows, total: counted?.n ?? 0 };
}
