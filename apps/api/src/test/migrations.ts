import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../server.ts';

/**
 * A copy of the shop's migrations before the one tagged `tag` (say '0013'), as a shop had them before that
 * change: open a test database on it, put the old rows in, then run the rest with `runAllMigrations`.
 */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'bond-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const later = journal.entries.filter((e) => e.tag >= tag);
  journal.entries = journal.entries.filter((e) => e.tag < tag);
  writeFileSync(journalPath, JSON.stringify(journal));
  for (const entry of later) rmSync(join(folder, `${entry.tag}.sql`));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Runs every migration not yet run, as the next start of the shop does. */
export async function runAllMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
