// Contracts use zod/mini: the same rules on client and server, at a fraction of the browser bytes.
import * as z from 'zod/mini';
import { CONTENT_LOCALES, contentLanguageOf, LOCALE_COOKIE, LOCALES, type ContentLocale } from './shapes';

export { CONTENT_LOCALES, contentLanguageOf, LOCALE_COOKIE, LOCALES, type ContentLocale };
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;
/** A content language (what a course or a test is written in): uz-Cyrl is a script of uz, not one. */
export const contentLocaleSchema = z.enum(CONTENT_LOCALES);

/** Every error the api sends: a localised message and a stable machine code. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.optional(z.string()),
  /** every field at fault, when a form has several mistakes (a studio bank item, ADR 056) */
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

const MAX_INT = 2_147_483_647;

/** Positive integer id given in a query string or path. */
export const idParam = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_INT));

/**
 * Positive integer id in a JSON body: a number, never coerced (`"5"`, `true` or `1.5` are refused),
 * since the apps send ids as numbers. Query strings and form fields use `idParam`.
 */
export const idField = z.int().check(z.minimum(1), z.maximum(MAX_INT));

/** Non-negative integer in a query string (0 often means "all"). */
export const countParam = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_INT));

/** 1-based page number in a query string. */
export const pageParam = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1);

/** Free-text search in a query string: trimmed, bounded. */
export const searchParam = z.optional(z.string().check(z.trim(), z.maxLength(100)));

/** `0`/`1`/`true`/`false` flags in query strings. */
export const flagParam = z.pipe(
  z.enum(['0', '1', 'true', 'false']),
  z.transform((v: '0' | '1' | 'true' | 'false') => v === '1' || v === 'true'),
);

export const pageMetaSchema = z.object({
  page: z.int(),
  size: z.int(),
  total: z.int(),
  page_count: z.int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function dataOf<T extends z.ZodMiniType>(data: T) {
  return z.object({ data });
}

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** The answer to a form that creates a row (a lead, an application): the row's id. */
export const createdIdResponse = dataOf(z.object({ id: z.int() }));

/** A partner's form (a lead, an application): its fields, then the result it was sent from (optional, null for none). */
export function partnerFormOf<T extends z.core.$ZodLooseShape>(fields: T) {
  return z.strictObject({ ...fields, ticket_id: z.optional(z.nullable(idField)) });
}

export const namedSchema = z.object({ id: z.int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** Static FAQ file of the home page, one per locale. */
export const faqSchema = z.array(z.object({ question: z.string(), answer: z.string() }));
export type FaqItem = z.infer<typeof faqSchema>[number];
