import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instanceSecret } from '../db/instance-secret';

/**
 * Secrets shared by every api process on this database — the workers of WORKERS > 1, other
 * instances, the next start — that nobody configured: the first process to ask stores a random one
 * per name (`ON CONFLICT DO NOTHING`, so two processes starting together both keep the winner's),
 * every process then reads the stored ones. `bytes` random bytes, hex (at most 32: the column is 64).
 */
export async function instanceSecrets<Name extends string>(db: Db, names: readonly Name[], bytes = 32): Promise<Record<Name, string>> {
  await db
    .insert(instanceSecret)
    .values(names.map((name) => ({ name, secret: randomBytes(bytes).toString('hex') })))
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(instanceSecret)
    .where(inArray(instanceSecret.name, [...names]));
  return Object.fromEntries(rows.map((row) => [row.name, row.secret])) as Record<Name, string>;
}
