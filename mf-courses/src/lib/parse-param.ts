import type * as z from 'zod/mini';

/**
 * Reads one query-string value with a piece of the api contract, leniently: a missing value gets
 * the schema's default, an invalid one (`?page=abc`) the given fallback, never an exception.
 */
export function parseParam<T>(schema: z.ZodMiniType<T>, raw: string | null, fallback: T): T {
  const result = schema.safeParse(raw ?? undefined);
  return result.success && result.data !== undefined ? result.data : fallback;
}
