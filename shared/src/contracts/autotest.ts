// The driving-theory mock exam, category B (SPEC §2 "Auto test", §3, §4, §6, §7 "Auto", §9). Served as
// `@platform/shared/autotest`, so only the apps that show it download it. The server owns every
// deadline, count and verdict; these shapes are what the client and the api both validate with.
import * as z from 'zod/mini';
import { dataOf, idField, idParam } from '@platform/shared/contracts';

/** SPEC §9: 20 questions, 25 minutes, more than 2 mistakes fails (the third ends the ticket), 18 right passes. */
export const AUTOTEST_QUESTIONS = 20;
export const AUTOTEST_MINUTES = 25;
export const AUTOTEST_MAX_MISTAKES = 2;
export const AUTOTEST_PASS_SCORE = AUTOTEST_QUESTIONS - AUTOTEST_MAX_MISTAKES;
/** SPEC §6/§9: a free user has one free exam attempt; Pro users are not limited. */
export const AUTOTEST_FREE_EXAM_ATTEMPTS = 1;
/** Leaderboard rows at most (the caller's own row comes on top of them). */
export const AUTOTEST_LEADERBOARD_SIZE = 50;
/** Questions of one topic-mode or mistakes-mode round. */
export const AUTOTEST_ROUND = 20;

/**
 * How a ticket is made: `ticket` a fixed numbered ticket (test_id), `exam` 20 random questions across
 * categories, `topic` a round of one category, `mistakes` the caller's wrong questions, `marathon`
 * every question of the bank in order, progress kept. Exam and ticket keep the real exam's rules
 * (25 minutes, the third mistake ends it); the training modes have neither.
 */
export const AUTOTEST_MODES = ['ticket', 'exam', 'topic', 'mistakes', 'marathon'] as const;
export const autotestModeSchema = z.enum(AUTOTEST_MODES);
export type AutotestMode = z.infer<typeof autotestModeSchema>;
export const isTimedMode = (mode: AutotestMode) => mode === 'ticket' || mode === 'exam';

/** `GET /auto-test/view`: the numbered tickets (SPEC §3 "Auto test"). */
export const autotestCardSchema = z.object({
  test_id: z.int(),
  lesson_name: z.string(),
  number: z.int(),
  /** the caller's best score (right answers), null before a finished attempt or for guests */
  test_rating: z.nullable(z.int()),
  test_count: z.int(),
  view_count: z.int(),
  is_premium: z.boolean(),
  is_saved: z.boolean(),
});
export type AutotestCard = z.infer<typeof autotestCardSchema>;
export const autotestListResponse = dataOf(z.array(autotestCardSchema));
export type AutotestListResponse = z.infer<typeof autotestListResponse>;

/** `GET /auto-test/summary`: counts for the landing page; the caller's figures when signed in. */
export const autotestSummarySchema = z.object({
  ticket_count: z.int(),
  question_count: z.int(),
  categories: z.array(z.object({ slug: z.string(), name: z.string(), question_count: z.int() })),
  /** signed in: share (0–100) of the bank's questions whose latest answer was right; null for guests */
  readiness: z.nullable(z.int()),
  mistakes: z.int(),
  marathon: z.nullable(z.object({ answered: z.int(), total: z.int(), ticket_id: z.nullable(z.int()) })),
  exam_attempts_left: z.nullable(z.int()),
  /** signed in: the caller's latest finished ticket (any mode), the landing's way back to its result; null before one and for guests */
  last_result: z.nullable(
    z.object({
      ticket_id: z.int(),
      mode: autotestModeSchema,
      title: z.string(),
      passed: z.boolean(),
      correct: z.int(),
      mistakes: z.int(),
      question_count: z.int(),
      stop_reason: z.nullable(z.enum(['mistakes', 'time'])),
      finished_at: z.string(),
    }),
  ),
});
export type AutotestSummary = z.infer<typeof autotestSummarySchema>;
export const autotestSummaryResponse = dataOf(autotestSummarySchema);

/** `POST /auto-test/create`: `{test_id}` a numbered ticket, `{test_id: 0}` or `{mode: "exam"}` the exam; other modes by name. */
export const createAutotestBody = z.object({
  test_id: z.optional(z.int().check(z.minimum(0), z.maximum(2_147_483_647))),
  mode: z.optional(autotestModeSchema),
  /** the category slug of the topic mode */
  category: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
});
export type CreateAutotestBody = z.infer<typeof createAutotestBody>;

export const autotestOptionSchema = z.object({ id: z.int(), text: z.string() });
export const autotestQuestionSchema = z.object({
  /** the ticket question: what POST /check-test/check names */
  id: z.int(),
  text: z.string(),
  /** picture URL (immutable), or null */
  image: z.nullable(z.string()),
  options: z.array(autotestOptionSchema),
  is_checked: z.boolean(),
  /** the chosen option, once answered */
  checked: z.nullable(z.int()),
  is_right: z.nullable(z.boolean()),
  /** the correct option, once answered */
  is_true: z.nullable(z.int()),
  /** once answered, outside the exam */
  explanation: z.nullable(z.string()),
  rule: z.nullable(z.string()),
});
export type AutotestQuestion = z.infer<typeof autotestQuestionSchema>;

export const autotestTicketSchema = z.object({
  ticket_id: z.int(),
  mode: autotestModeSchema,
  test_id: z.nullable(z.int()),
  title: z.string(),
  status: z.enum(['active', 'finished']),
  /** ISO time the server stops accepting answers; null for the untimed modes */
  deadline: z.nullable(z.string()),
  /** the server's clock when it answered, to correct the client's */
  server_time: z.string(),
  mistakes: z.int(),
  max_mistakes: z.nullable(z.int()),
  tests: z.array(z.object({ questions: z.array(autotestQuestionSchema) })),
});
export type AutotestTicket = z.infer<typeof autotestTicketSchema>;

export const AUTOTEST_REFUSALS = ['exam_attempt_used', 'premium'] as const;
/** `is_allowed: false` — the free exam attempt is used or the ticket is Pro: the app goes to /pro. */
export const createAutotestResponse = dataOf(
  z.union([
    z.object({ is_allowed: z.literal(true), ticket: autotestTicketSchema }),
    z.object({ is_allowed: z.literal(false), reason: z.enum(AUTOTEST_REFUSALS) }),
  ]),
);
export type CreateAutotestResponse = z.infer<typeof createAutotestResponse>;

/** `GET /auto-test/ticket?ticket_id`: the caller's ticket again (a reload of the test screen). */
export const autotestTicketQuery = z.object({ ticket_id: idParam });
export const autotestTicketResponse = dataOf(autotestTicketSchema);

/** `POST /check-test/check {id, option_id}` (id: the ticket question). */
export const checkAutotestBody = z.object({ id: idField, option_id: z.int().check(z.minimum(1), z.maximum(5)) });
export const checkAutotestSchema = z.object({
  id: z.int(),
  checked: z.int(),
  is_right: z.boolean(),
  /** the correct option */
  is_true: z.int(),
  explanation: z.nullable(z.string()),
  rule: z.nullable(z.string()),
  mistakes: z.int(),
  answered: z.int(),
  /** the ticket is over (the third mistake, or the last question of a training round) */
  finished: z.boolean(),
  stop_reason: z.nullable(z.enum(['mistakes', 'time'])),
});
export type CheckAutotest = z.infer<typeof checkAutotestSchema>;
export const checkAutotestResponse = dataOf(checkAutotestSchema);

/** `POST /check-test/finish?ticket_id` and `GET /auto-test/result?ticket_id`. */
export const autotestResultSchema = z.object({
  ticket_id: z.int(),
  mode: autotestModeSchema,
  test_id: z.nullable(z.int()),
  title: z.string(),
  passed: z.boolean(),
  correct: z.int(),
  mistakes: z.int(),
  answered: z.int(),
  question_count: z.int(),
  stop_reason: z.nullable(z.enum(['mistakes', 'time'])),
  /** seconds from the start to the finish (at most the 25 minutes of a timed mode) */
  time_used: z.int(),
  started_at: z.string(),
  finished_at: z.string(),
  wrong: z.array(
    z.object({
      position: z.int(),
      text: z.string(),
      image: z.nullable(z.string()),
      chosen: z.string(),
      correct: z.string(),
      explanation: z.string(),
      rule: z.string(),
    }),
  ),
});
export type AutotestResult = z.infer<typeof autotestResultSchema>;
export const autotestResultResponse = dataOf(autotestResultSchema);

/** `POST /auto-test/save {test_id, status}`: saved (true) or not (false); signed-in users only. */
export const saveAutotestBody = z.object({ test_id: idField, status: z.boolean() });
export const saveAutotestResponse = dataOf(z.object({ test_id: z.int(), is_saved: z.boolean() }));

/** `GET /auto-test/leaderboard[?test_id]`: best score, then shortest time, then earliest; the exam without test_id. */
export const leaderboardQuery = z.object({ test_id: z.optional(idParam) });
export const leaderboardRowSchema = z.object({
  rank: z.int(),
  user_id: z.int(),
  name: z.string(),
  image: z.nullable(z.string()),
  score: z.int(),
  time_used: z.int(),
  finished_at: z.string(),
  is_me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const leaderboardResponse = dataOf(
  z.object({ rows: z.array(leaderboardRowSchema), me: z.nullable(leaderboardRowSchema), total: z.int() }),
);
export type Leaderboard = z.infer<typeof leaderboardResponse>['data'];
