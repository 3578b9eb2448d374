// The profile's progress and recent activity (issue 31 items 2 and 4, ADR 045). Part of
// `@platform/shared/accounts`. Everything here is computed by SQL from the stored results.
import * as z from 'zod/mini';
import { dataOf } from '@platform/shared/contracts';

/** Exam kinds with a chart of results over time on the profile. */
export const PROGRESS_KINDS = ['dtm', 'virtual', 'block', 'natcert', 'autotest'] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];
/** The latest results a chart shows per kind. */
export const PROGRESS_RESULTS = 20;
/** Subject accuracy and the weakest topics count the answers of this many days. */
export const PROGRESS_DAYS = 30;
/** How many weakest topics the profile names. */
export const WEAKEST_TOPICS = 3;

export const progressResultSchema = z.object({
  /** the result's ticket (an exam ticket; for the autotest its attempt) */
  id: z.int(),
  ball: z.number(),
  max_ball: z.number(),
  finished_at: z.int(),
});
export type ProgressResult = z.infer<typeof progressResultSchema>;

export const progressExamSchema = z.object({
  kind: z.enum(PROGRESS_KINDS),
  /** the kind's maximum: the current weights' sum (DTM 189, block 93, …), the autotest's ticket size; null when unknown */
  max_ball: z.nullable(z.number()),
  /** oldest first */
  results: z.array(progressResultSchema),
});
export type ProgressExam = z.infer<typeof progressExamSchema>;

export const progressSubjectSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  correct: z.int(),
  total: z.int(),
  /** correct / total, 0–100 rounded */
  accuracy: z.int(),
});
export type ProgressSubject = z.infer<typeof progressSubjectSchema>;

export const progressTopicSchema = z.object({
  subject_slug: z.string(),
  subject_name: z.string(),
  /** the topic's key (the topic test's lesson key, the same in uz and ru): the review page's `topic` */
  topic: z.string(),
  name: z.string(),
  correct: z.int(),
  total: z.int(),
  accuracy: z.int(),
  /** the topic test of this topic in the viewer's language (else the other one) */
  test_url: z.string(),
});
export type ProgressTopic = z.infer<typeof progressTopicSchema>;

/** The profile's progress tab: the latest results per exam kind, and accuracy per subject and the weakest topics over the last `days` days. */
export const profileProgressSchema = z.object({
  exams: z.array(progressExamSchema),
  subjects: z.array(progressSubjectSchema),
  weakest: z.array(progressTopicSchema),
  days: z.int(),
});
export type ProfileProgress = z.infer<typeof profileProgressSchema>;
export const profileProgressResponse = dataOf(profileProgressSchema);

// ── recent activity (GET /profile/result) ───────────────────────────────────────────────────

/** Every kind of result the recent activity lists. */
export const ACTIVITY_TYPES = ['topic', 'dtm', 'virtual', 'block', 'natcert', 'private', 'olympiad', 'autotest'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** How many results the recent activity lists. */
export const ACTIVITY_LIMIT = 20;

export const activitySchema = z.object({
  /** the result's own id: the topic-test or exam ticket, the autotest attempt (its result page's id) */
  id: z.int(),
  type: z.enum(ACTIVITY_TYPES),
  name: z.string(),
  /** the score and its maximum; null on another user's profile (scores are one's own) */
  score: z.nullable(z.number()),
  max_score: z.nullable(z.number()),
  /** XP the result earned (topic tests; 0 for the rest) */
  xp: z.int(),
  /** an olympiad: its id (the result is its ranking page) */
  olympiad_id: z.nullable(z.int()),
  created_at: z.int(),
});
export type Activity = z.infer<typeof activitySchema>;
export const profileResultResponse = dataOf(z.array(activitySchema));
