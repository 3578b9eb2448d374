import { z } from 'zod';

export const LOCALES = ['uz', 'ru'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** Every error the api sends: a localised message and a stable machine code. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Positive integer id given in a query string or path. */
export const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** 1-based page number in a query string. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

/** Free-text search in a query string: trimmed, bounded. */
export const searchParam = z.string().trim().max(100).optional();

/** `0`/`1`/`true`/`false` flags in query strings. */
export const flagParam = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

export const pageMetaSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  page_count: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function dataOf<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
