// Running the migrations up to a point, for tests of a migration on data written before it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';
import type { Database } from '../src/db/client';

const source = path.join(repoRoot, 'api/drizzle');

/** A copy of the migrations folder with its journal cut after `lastIdx` (its folder is added to `dirs`, for the caller to remove). */
export function migrationsUpTo(lastIdx: number, dirs: string[]): string {
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
}

/** Every migration of the repo's folder (the default) or of a cut copy. */
export const allMigrations = source;

/** Applies the migrations of `folder` that the database has not run yet. */
export async function migrateFolder(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: folder });
  }
}
