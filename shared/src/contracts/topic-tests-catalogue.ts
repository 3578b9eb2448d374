// Topic tests: constants, the catalogue (list, subject, test info). Part of `@platform/shared/topic-tests`.
import * as z from 'zod/mini';
import { dataOf, idParam, pageOf, pageParam, searchParam } from '@platform/shared/contracts';

/** SPEC §9: topic list page size; the api caps `size` at TOPIC_PAGE_SIZE_MAX. */
export const TOPIC_PAGE_SIZE = 30;
export const TOPIC_PAGE_SIZE_MAX = 60;
/** Generic list pages (results, saved, unfinished): SPEC §9 "generic 30". */
export const GENERIC_PAGE_SIZE = 30;
/** SPEC §9: XP of a correct answer when the question's ball is not an integer. */
export const DEFAULT_THEMED_BALL = 5;
/** SPEC §9: bonus XP, granted once when a signed-in learner finishes a ticket. */
export const FINISH_BONUS_XP = 5;
/** SPEC §9: default test time; a topic ticket expires this long after it started. */
export const TOPIC_TEST_MINUTES = 180;
/** Topic tests a free learner (or a guest browser) may start per Asia/Tashkent day when TOPIC_DAILY_LIMIT is unset; 0 = no limit. */
export const TOPIC_DAILY_LIMIT_DEFAULT = 5;
/** SPEC §5 / §9. */
export const ERROR_MESSAGE_MAX = 200;
export const RATING_COMMENT_MAX = 200;
export const DEFAULT_RATING = 5;
/** SPEC §9: locale ids of test content. */
export const CONTENT_LANGUAGES = { uz: 1, ru: 2 } as const;
/** Subjects whose test screen shows the promo banner (SPEC §2). */
export const BANNER_SUBJECTS = ['matematika', 'ingliz-tili'] as const;

/** XP of one correct answer (SPEC §9): the question's ball when it is a whole number, else 5. */
export function xpForBall(ball: number): number {
  return Number.isInteger(ball) && ball > 0 ? ball : DEFAULT_THEMED_BALL;
}

const slugSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(120), z.regex(/^[a-z0-9-]+$/));

// ── list, subject, test info ────────────────────────────────────────────────────────────────────

export const themedTestListQuery = z.object({
  page: pageParam,
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TOPIC_PAGE_SIZE_MAX)), TOPIC_PAGE_SIZE),
  language_id: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3))),
  /** subject slug: only this subject's tests */
  name: z.optional(slugSchema),
  search: searchParam,
});
export type ThemedTestListQuery = z.input<typeof themedTestListQuery>;

/** Test card (SPEC §3), plus the subject's slug and colour for the card. */
export const testCardSchema = z.object({
  testId: z.int(),
  subjectName: z.string(),
  subjectSlug: z.string(),
  subjectColor: z.string(),
  lessonName: z.string(),
  testCount: z.int(),
  testRating: z.number(),
  viewCount: z.int(),
  isSaved: z.boolean(),
  /** `/mavzuli-test/{subject}/{testId-lessonSlug}` */
  testUrl: z.string(),
  isNew: z.boolean(),
  /** unix seconds when a time-gated test opens; null when open */
  opensAt: z.nullable(z.int()),
});
export type TestCard = z.infer<typeof testCardSchema>;
export const themedTestListResponse = pageOf(testCardSchema);

/** `GET /subject?id` — id or slug. */
export const subjectQuery = z.object({ id: z.union([idParam, slugSchema]) });
export const subjectInfoSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  image: z.nullable(z.string()),
  test_count: z.int(),
});
export type SubjectInfo = z.infer<typeof subjectInfoSchema>;
export const subjectResponse = dataOf(subjectInfoSchema);
/** SPEC §7 GET /subjecttest: the subjects that have topic tests in a content language (default: the locale's), with their counts. */
export const subjectTestsQuery = z.object({ language_id: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3))) });
export const subjectTestsResponse = dataOf(z.array(subjectInfoSchema));

export const testIdQuery = z.object({ test_id: idParam });
export const ticketIdQuery = z.object({ ticket_id: idParam });

export const topUserSchema = z.object({ id: z.int(), name: z.string(), image: z.nullable(z.string()), ball: z.int() });
export const testRatingItemSchema = z.object({
  id: z.int(),
  profile_id: z.int(),
  name: z.string(),
  image: z.nullable(z.string()),
  rating: z.int(),
  comment: z.string(),
  created_at: z.int(),
});
/** Test info (SPEC §3) with its details. */
export const testInfoSchema = z.object({
  test_id: z.int(),
  subject_id: z.int(),
  subject_slug: z.string(),
  subject_name: z.string(),
  lesson_name: z.string(),
  /** the canonical `/mavzuli-test/{subject}/{id-slug}`: a link with another subject or slug redirects to it */
  test_url: z.string(),
  /** the language of the test's content (CONTENT_LANGUAGES), whatever the interface language */
  language_id: z.int(),
  test_rating: z.number(),
  test_count: z.int(),
  view_count: z.int(),
  /** XP of one correct answer in this test (the most common one) */
  themed_ball: z.int(),
  is_saved: z.boolean(),
  opens_at: z.nullable(z.int()),
  details: z.object({ top_user: z.array(topUserSchema), test_rating: z.array(testRatingItemSchema) }),
});
export type TestInfo = z.infer<typeof testInfoSchema>;
export const testInfoResponse = dataOf(testInfoSchema);

// ── bank size ───────────────────────────────────────────────────────────────────────────────────

/** Questions of one subject in one content language: all of them, and those with an explanation (ADR 039). */
export const languageCountSchema = z.object({ questions: z.int(), explained: z.int(), topics: z.int() });
/** `GET /api/content/counts`: the question bank's size per subject and language (public, cached like the catalogue). */
export const contentCountsResponse = dataOf(
  z.object({
    subjects: z.array(z.object({ id: z.int(), slug: z.string(), name: z.string(), uz: languageCountSchema, ru: languageCountSchema })),
    total: z.object({ uz: languageCountSchema, ru: languageCountSchema }),
  }),
);
export type ContentCounts = z.infer<typeof contentCountsResponse>['data'];
