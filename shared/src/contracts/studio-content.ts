// The studio's olympiads and news (issue 35 item 6, ADR 058). An olympiad is written in the studio as
// the same file `npm run olympiad -- create` reads (olympiadFileSchema): one rule set for file and
// form. A news article is both languages at once, with a publish time; learners see it from then on.
import * as z from 'zod/mini';
import { dataOf, idParam, pageMetaSchema, pageParam } from '@platform/shared/contracts';
import { OLYMPIAD_TYPES, isoTimeSchema } from '@platform/shared/olympiads';

// ── olympiads ───────────────────────────────────────────────────────────────────────────────────

export const studioOlympiadParams = z.object({ id: idParam });

export const studioOlympiadRowSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name_uz: z.string(),
  name_ru: z.string(),
  type: z.enum(OLYMPIAD_TYPES),
  language_id: z.int(),
  /** unix seconds */
  starts_at: z.int(),
  ends_at: z.int(),
  /** by the server's clock: inactive (scheduled, still editable), active, finished */
  status: z.enum(['inactive', 'active', 'finished']),
  course_count: z.int(),
  question_count: z.int(),
  participants: z.int(),
});
export type StudioOlympiadRow = z.infer<typeof studioOlympiadRowSchema>;
export const studioOlympiadListResponse = dataOf(z.array(studioOlympiadRowSchema));

const storedSection = z.object({
  subject: z.string(),
  count: z.int(),
  points: z.number(),
  topics: z.array(z.string()),
  difficulty: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});
/** An olympiad as the file that makes it (olympiadFileSchema's output), as the api answers it. */
const storedFile = z.object({
  version: z.literal(1),
  kind: z.literal('olympiad'),
  slug: z.string(),
  name_uz: z.string(),
  name_ru: z.string(),
  title_uz: z.string(),
  title_ru: z.string(),
  type: z.enum(OLYMPIAD_TYPES),
  language_id: z.union([z.literal(1), z.literal(2)]),
  starts_at: z.string(),
  ends_at: z.string(),
  required: z.array(storedSection),
  courses: z.array(z.object({ name_uz: z.string(), name_ru: z.string(), minutes: z.int(), subjects: z.array(storedSection) })),
});
/** One olympiad as its file (times in Tashkent, +05:00), to fill the edit form. */
export const studioOlympiadResponse = dataOf(
  z.object({ id: z.int(), status: z.enum(['inactive', 'active', 'finished']), file: storedFile }),
);
export type StudioOlympiad = z.infer<typeof studioOlympiadResponse>['data'];
export const studioOlympiadSavedResponse = dataOf(z.object({ id: z.int(), questions: z.int() }));

/** The bank to pick questions from, in one content language (1 uz, 2 ru). */
export const olympiadBankQuery = z.object({
  language_id: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2)), 1),
});
export const olympiadBankSubjectSchema = z.object({
  slug: z.string(),
  name: z.string(),
  topics: z.array(
    z.object({
      /** the lesson key a section's `topics` names */
      key: z.string(),
      name: z.string(),
      /** questions of difficulty 1, 2 and 3 */
      counts: z.array(z.int()),
    }),
  ),
});
export type OlympiadBankSubject = z.infer<typeof olympiadBankSubjectSchema>;
export const olympiadBankResponse = dataOf(z.array(olympiadBankSubjectSchema));

// ── news ────────────────────────────────────────────────────────────────────────────────────────

export const NEWS_BODY_MAX = 20_000;
const text = (max: number, required: string, long: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: long }));

/** One language of an article: the card's title and description, and the Markdown body. */
export const newsLanguageBody = z.strictObject({
  title: text(200, 'validation.news_title_required', 'validation.news_title_too_long'),
  description: text(300, 'validation.news_description_required', 'validation.news_description_too_long'),
  body: text(NEWS_BODY_MAX, 'validation.news_body_required', 'validation.news_body_too_long'),
});

export const studioNewsSlug = z
  .string()
  .check(
    z.trim(),
    z.maxLength(120, { error: 'validation.news_slug_invalid' }),
    z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.news_slug_invalid'),
  );

/** An article in uz and ru (both required), shown to learners from `published_at`. */
export const studioNewsBody = z.strictObject({
  slug: studioNewsSlug,
  published_at: isoTimeSchema,
  uz: newsLanguageBody,
  ru: newsLanguageBody,
});
export type StudioNewsBody = z.input<typeof studioNewsBody>;
export type StudioNewsValues = z.output<typeof studioNewsBody>;

export const studioNewsParams = z.object({ slug: studioNewsSlug });
export const studioNewsListQuery = z.object({ page: pageParam });

export const studioNewsRowSchema = z.object({
  slug: z.string(),
  title_uz: z.nullable(z.string()),
  title_ru: z.nullable(z.string()),
  /** unix seconds */
  published_at: z.int(),
  updated_at: z.int(),
  /** scheduled: learners do not see it before published_at */
  status: z.enum(['scheduled', 'published']),
});
export type StudioNewsRow = z.infer<typeof studioNewsRowSchema>;
export const studioNewsListResponse = z.object({ data: z.array(studioNewsRowSchema), meta: pageMetaSchema });

/** An article to fill the editor; a language imported from a file alone is null until written. */
const storedLanguage = z.nullable(z.object({ title: z.string(), description: z.string(), body: z.string() }));
export const studioNewsResponse = dataOf(
  z.object({
    slug: z.string(),
    /** ISO with the Tashkent zone (+05:00) */
    published_at: z.string(),
    status: z.enum(['scheduled', 'published']),
    uz: storedLanguage,
    ru: storedLanguage,
  }),
);
export type StudioNews = z.infer<typeof studioNewsResponse>['data'];

/** The Markdown of one language rendered as the site renders it (the news domain's renderer). */
export const newsPreviewBody = z.strictObject({
  body: z.string().check(z.maxLength(NEWS_BODY_MAX, { error: 'validation.news_body_too_long' })),
});
export const newsPreviewResponse = dataOf(z.object({ html: z.string() }));
