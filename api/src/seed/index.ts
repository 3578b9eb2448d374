// The seed: the content files of content/ (domains/content/seed.ts, through the same import as
// `npm run content`), the demo accounts (accounts.ts) the demo olympiads (domains/olympiads/seed.ts) and the private universities' programs (domains/universities/seed-programs.ts) and the studio's demo staff (domains/studio/seed.ts). Idempotent: everything is written by
// natural keys, so ids stay stable; a content file is skipped while its hash is unchanged.
import type { Db } from '../db/client';
import { REFERENCE_FILE, changedSeedFiles, seedContentFile } from '../domains/content/seed';
import { seedOlympiads } from '../domains/olympiads/seed';
import { seedPrograms } from '../domains/universities/seed-programs';
import { seedStaff } from '../domains/studio/seed';
import { seedAccounts } from './accounts';

/**
 * Loads the demo content (uz + ru): the reference lists first, then the demo accounts (they refer
 * to regions and subjects, and teachers to their avatars), then every other changed content file.
 */
export async function seed(db: Db, { force = false, now = new Date() } = {}): Promise<{ skipped: boolean }> {
  const changed = await changedSeedFiles(db, { force });
  if (changed.includes(REFERENCE_FILE)) await seedContentFile(db, REFERENCE_FILE, { force: true, now });
  await seedAccounts(db);
  for (const file of changed) if (file !== REFERENCE_FILE) await seedContentFile(db, file, { force: true, now });
  // after the topic tests: the demo olympiads draw their questions from them
  await seedOlympiads(db, now);
  // after the universities and topic tests: programs derive from admissions, their tests need question pools
  await seedPrograms(db);
  // after the universities: the demo partner is scoped to one
  await seedStaff(db);
  return { skipped: changed.length === 0 };
}
