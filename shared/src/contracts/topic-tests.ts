// Topic tests (SPEC §2 "Topic tests", §3 question/result/test info/test card/quiz/unfinished item,
// §7 "Tests", §9): the calls of mf-tests and the api's answers. Served as
// `@platform/shared/topic-tests`, so only the apps that take tests download it.
import * as z from 'zod/mini';
import { dataOf, idField, idParam, namedSchema, pageOf, pageParam, searchParam } from '@platform/shared/contracts';

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

// ── taking a test ───────────────────────────────────────────────────────────────────────────────

/**
 * Question (SPEC §3). `id` is the question's row in the ticket (what check-test takes);
 * `checked` is the chosen option id (0 = unanswered); `is_true` (the correct option id) is null
 * until the question is answered.
 */
export const questionSchema = z.object({
  id: z.int(),
  question_id: z.int(),
  question_name: z.string(),
  image: z.nullable(z.string()),
  checked: z.int(),
  var_a_id: z.int(),
  var_a_name: z.string(),
  var_a_image: z.nullable(z.string()),
  var_b_id: z.int(),
  var_b_name: z.string(),
  var_b_image: z.nullable(z.string()),
  var_c_id: z.int(),
  var_c_name: z.string(),
  var_c_image: z.nullable(z.string()),
  var_d_id: z.int(),
  var_d_name: z.string(),
  var_d_image: z.nullable(z.string()),
  is_true: z.nullable(z.int()),
  themed_ball: z.number(),
});
export type Question = z.infer<typeof questionSchema>;

/** Quiz (SPEC §3): the ticket and its questions, answered ones restored. */
export const quizSchema = z.object({
  ticket_id: z.int(),
  test_id: z.int(),
  status: z.enum(['active', 'finished']),
  started_at: z.int(),
  expires_at: z.int(),
  test: z.array(z.object({ questions: z.array(questionSchema) })),
});
export type Quiz = z.infer<typeof quizSchema>;
export const themedOrderResponse = dataOf(quizSchema);

/** 403 body of a blocked start (SPEC §8): `message` is an object here, `code` says which case. */
export const BLOCKED_CODES = ['TEST_LOCKED', 'DAILY_LIMIT'] as const;
export const blockedBodySchema = z.object({
  message: z.object({
    is_allowed: z.literal(false),
    /** unix seconds of the next opening */
    next_open_test: z.int(),
    text: z.string(),
  }),
  code: z.enum(BLOCKED_CODES),
});
export type BlockedBody = z.infer<typeof blockedBodySchema>;

export const checkAnswerBody = z.strictObject({ id: idField, option_id: idField });
export type CheckAnswerBody = z.input<typeof checkAnswerBody>;
export const checkAnswerSchema = z.object({
  id: z.int(),
  checked: z.int(),
  is_right: z.boolean(),
  /** the correct option id */
  is_true: z.int(),
  /** XP this answer earned (0 when wrong; also shown to guests, credited when they sign in) */
  xp: z.int(),
  answered_count: z.int(),
  correct_count: z.int(),
  question_count: z.int(),
});
export type CheckAnswer = z.infer<typeof checkAnswerSchema>;
export const checkAnswerResponse = dataOf(checkAnswerSchema);

/** `GET /check-test?ticket_id`: finishes the ticket (again: the same answer). */
export const finishSchema = z.object({
  ticket_id: z.int(),
  correct: z.int(),
  wrong: z.int(),
  unanswered: z.int(),
  total: z.int(),
  ball: z.int(),
  bonus_xp: z.int(),
  finished_at: z.int(),
});
export type Finish = z.infer<typeof finishSchema>;
export const finishResponse = dataOf(finishSchema);

// ── results ─────────────────────────────────────────────────────────────────────────────────────

export const RESULT_TYPES = ['topic', 'virtual', 'dtm', 'university'] as const;

export const resultQuestionSchema = z.object({ question_id: z.int(), checked: z.int(), correct: z.boolean() });
/** Result (SPEC §3). */
export const resultSchema = z.object({
  ticket_id: z.int(),
  type: z.enum(RESULT_TYPES),
  status: z.enum(['active', 'finished']),
  ball: z.int(),
  total: z.int(),
  correct: z.int(),
  wrong: z.int(),
  xp: z.int(),
  bonus_xp: z.int(),
  user: z.nullable(z.object({ id: z.int(), full_name: z.string(), image: z.nullable(z.string()) })),
  direction: z.nullable(z.object({ passing_ball: z.nullable(z.number()) })),
  can_generate_certificate: z.boolean(),
  has_certificate: z.boolean(),
  /** the issued certificate's public id (its verification page `/check/{certificate_id}`), else null */
  certificate_id: z.nullable(z.string()),
  application: z.nullable(z.object({ id: z.int() })),
  test: z.object({ test_id: z.int(), subject_slug: z.string(), test_url: z.string() }),
  finished_at: z.nullable(z.int()),
  result: z.array(
    z.object({
      name: z.string(),
      lesson_name: z.string(),
      questions: z.array(resultQuestionSchema),
    }),
  ),
});
export type Result = z.infer<typeof resultSchema>;
export const resultResponse = dataOf(resultSchema);

export const myResultQuery = z.object({
  ticket_id: z.optional(idParam),
  page: pageParam,
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TOPIC_PAGE_SIZE_MAX)), GENERIC_PAGE_SIZE),
});
/** My-result item (SPEC §3) plus names for the list. */
export const myResultItemSchema = z.object({
  id: z.int(),
  type: z.enum(RESULT_TYPES),
  ball: z.int(),
  total: z.int(),
  created_at: z.int(),
  passing_ball: z.nullable(z.number()),
  subject_name: z.string(),
  lesson_name: z.string(),
});
export type MyResultItem = z.infer<typeof myResultItemSchema>;
export const myResultListResponse = pageOf(myResultItemSchema);

/** Owner's review of a finished ticket: every question with the chosen and the correct option. */
export const reviewResponse = dataOf(z.object({ ticket_id: z.int(), questions: z.array(questionSchema) }));

// ── saved, unfinished ──────────────────────────────────────────────────────────────────────────

export const saveTestBody = z.strictObject({ id: idField, status: z.boolean() });
export type SaveTestBody = z.input<typeof saveTestBody>;
export const saveTestResponse = dataOf(z.object({ id: z.int(), is_saved: z.boolean() }));
export const listPageQuery = z.object({
  page: pageParam,
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TOPIC_PAGE_SIZE_MAX)), GENERIC_PAGE_SIZE),
});
export const savedTestListResponse = pageOf(testCardSchema);

/** `Milliy`: a national-certificate exam (issue 13 item 7). */
export const UNFINISHED_TYPES = ['DTM', 'Virtual', 'Milliy', 'Mavzuli'] as const;
export const progressQuery = z.object({ type: z.optional(z.enum(UNFINISHED_TYPES)) });
/** Unfinished item (SPEC §3): `time` is seconds left, `progress` answered/total in percent. */
export const unfinishedItemSchema = z.object({
  id: z.int(),
  type: z.enum(UNFINISHED_TYPES),
  time: z.int(),
  progress: z.int(),
  answered: z.int(),
  total: z.int(),
  lessonName: z.string(),
  subjectName: z.string(),
  testUrl: z.string(),
  started_at: z.int(),
});
export type UnfinishedItem = z.infer<typeof unfinishedItemSchema>;
export const progressResponse = dataOf(z.array(unfinishedItemSchema));

// ── error report, rating ────────────────────────────────────────────────────────────────────────

export const errorTypeListResponse = dataOf(z.array(namedSchema));

export const errorReportBody = z.strictObject({
  error_id: z.coerce
    .number()
    .check(
      z.int({ error: 'validation.error_type_required' }),
      z.minimum(1, { error: 'validation.error_type_required' }),
      z.maximum(2_147_483_647, { error: 'validation.error_type_required' }),
    ),
  message: z
    .string({ error: 'validation.message_required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.message_required' }),
      z.maxLength(ERROR_MESSAGE_MAX, { error: 'validation.message_too_long' }),
    ),
  question_id: idField,
});
export type ErrorReportBody = z.input<typeof errorReportBody>;

export const ratingBody = z.strictObject({
  rating: z._default(
    z.coerce
      .number()
      .check(
        z.int({ error: 'validation.rating_range' }),
        z.minimum(1, { error: 'validation.rating_range' }),
        z.maximum(5, { error: 'validation.rating_range' }),
      ),
    DEFAULT_RATING,
  ),
  comment: z
    .string({ error: 'validation.comment_required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.comment_required' }),
      z.maxLength(RATING_COMMENT_MAX, { error: 'validation.comment_too_long' }),
    ),
  ticket_id: idField,
});
export type RatingBody = z.input<typeof ratingBody>;

export const okResponse = z.object({ message: z.string() });
