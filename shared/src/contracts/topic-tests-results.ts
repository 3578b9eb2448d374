// Topic tests: results, saved and unfinished tests, error reports and ratings. Part of `@platform/shared/topic-tests`.
import * as z from 'zod/mini';
import { dataOf, idField, idParam, namedSchema, pageOf, pageParam } from '@platform/shared/contracts';
import {
  TOPIC_PAGE_SIZE_MAX,
  GENERIC_PAGE_SIZE,
  ERROR_MESSAGE_MAX,
  RATING_COMMENT_MAX,
  DEFAULT_RATING,
  testCardSchema,
} from './topic-tests-catalogue';
import { questionSchema } from './topic-tests-quiz';

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
