// Migration tests: a migrations folder cut after one migration, and running a folder on a database
// (PGlite or PostgreSQL), so a test can write rows as an older schema knew them and migrate them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { repoRoot } from '../src/config';
import type { Database } from '../src/db/client';
import { emptyDatabase } from './helpers';

/** api/drizzle: every migration. */
export const MIGRATIONS_DIR = path.join(repoRoot, 'api/drizzle');
const source = MIGRATIONS_DIR;

/** Copies of api/drizzle cut after a migration; `remove()` deletes every copy made. */
export function migrationFolders() {
  const dirs: string[] = [];
  return {
    /** The migrations folder as it was up to migration `lastIdx` (its journal cut after it). */
    upTo(lastIdx: number): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-migrations-'));
      dirs.push(dir);
      const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta/_journal.json'), 'utf8')) as {
        entries: { idx: number; tag: string }[];
      };
      journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
      fs.mkdirSync(path.join(dir, 'meta'));
      fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
      for (const e of journal.entries) fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
      return dir;
    },
    remove(): void {
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Applies the migrations of `folder` (those not applied yet) to `database`. */
export async function migrateFolder(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: folder });
  }
}

/**
 * A migration suite's database: an empty one made before the file's tests and closed, removed with
 * the folder copies after them. `database()` is the database; `upTo(idx)` a folder cut after `idx`.
 */
export function migrationSuite() {
  const folders = migrationFolders();
  let database: Database | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  before(async () => {
    ({ database, cleanup } = await emptyDatabase());
  });
  after(async () => {
    await database?.close();
    await cleanup?.();
    folders.remove();
  });
  return { database: () => database!, upTo: (lastIdx: number) => folders.upTo(lastIdx) };
}
