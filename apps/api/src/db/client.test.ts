import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../server.ts';
import { openDatabase } from './client.ts';

const dirs: string[] = [];
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database in DATA_DIR', () => {
  it('is created on first start, keeps its rows across restarts and runs with small shared buffers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bond-db-'));
    dirs.push(dir);
    const dataDir = join(dir, 'data');

    const first = await openDatabase({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.db.execute(
      sql`insert into contact_messages (name, email, message) values ('Rahim', 'rahim@example.com', 'Still here?')`,
    );
    const buffers = await first.db.execute(sql`show shared_buffers`);
    expect(rowsOf(buffers)[0]).toEqual({ shared_buffers: '16MB' });
    await first.close();

    const second = await openDatabase({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
    const rows = await second.db.execute(sql`select name from contact_messages`);
    expect(rowsOf(rows)).toEqual([{ name: 'Rahim' }]);
    await second.close();
  }, 60_000);
});
