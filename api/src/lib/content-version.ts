// The version of the catalogue content (universities, reference lists, topic tests, courses): a
// random value in app_meta that every content import (the seed's included) replaces in its own
// transaction. Caches of catalogue reads (plugins/catalogue-cache.ts) drop what they hold when it
// changes: at once in the process that imported, within a few seconds in every other one (the CLI
// importing into a shared PostgreSQL, other api instances).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';

const KEY = 'content_version';
const listeners = new Set<() => void>();

/** Marks the content as changed, inside the import's transaction. */
export async function bumpContentVersion(tx: Db): Promise<void> {
  const value = randomBytes(8).toString('hex');
  await tx.insert(appMeta).values({ key: KEY, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
}

/** The stored version ('' before the first import). */
export async function readContentVersion(db: Db): Promise<string> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
  return row?.value ?? '';
}

/** Tells this process's caches that an import has committed. */
export function contentChanged(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` after every import committed by this process; returns the unsubscribe. */
export function onContentChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
