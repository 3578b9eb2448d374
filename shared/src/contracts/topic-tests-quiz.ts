// Topic tests: taking a test (order, answer, finish). Part of `@platform/shared/topic-tests`.
import * as z from 'zod/mini';
import { dataOf, idField } from '@platform/shared/contracts';

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
  /** why the right option is right (a bank item, ADR 039): set with `is_true`, null before it or when the item has none */
  explanation: z.optional(z.nullable(z.string())),
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
  /** why the right option is right (a bank item, ADR 039; null when the item has none): the server always sends it */
  explanation: z.optional(z.nullable(z.string())),
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
