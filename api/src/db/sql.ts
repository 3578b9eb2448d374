import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A moment as a timestamptz literal of a raw statement. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A unique violation (SQLSTATE 23505), also when drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!error || depth > 5) return false;
  if ((error as { code?: string }).code === '23505') return true;
  return isUniqueViolation((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * A foreign key violation (SQLSTATE 23503) naming the users table, also when drizzle wraps the driver's
 * error: a write for an account deleted meanwhile (its session still remembered by another process for
 * up to SESSION_CACHE_MS).
 */
export function isMissingUser(error: unknown, depth = 0): boolean {
  if (!error || depth > 5) return false;
  const { code, constraint, detail } = error as { code?: string; constraint?: string; detail?: string };
  if (code === '23503' && (/app_user/.test(constraint ?? '') || /table "app_user"/.test(detail ?? ''))) return true;
  return isMissingUser((error as { cause?: unknown }).cause, depth + 1);
}

/** A LIKE pattern matching the text anywhere, its wildcards escaped: a search for "100%" means "100%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
