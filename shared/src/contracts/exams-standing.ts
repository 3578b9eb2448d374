// Where a DTM or virtual result stands (issue 31 item 3, ADR 045): the learner's percentile among
// the last 90 days' takers of that exam kind, computed in SQL, and how far the score is from last
// year's grant and contract scores of the directions the learner follows. Part of `@platform/shared/exams`;
// the exam result and the recommendation page (/univer-tavsiya) carry the same object.
import * as z from 'zod/mini';

/** How many days back the takers an exam result is compared with are counted. */
export const STANDING_WINDOW_DAYS = 90;

/** A direction at a university in one admission year: what a standing's direction and a recommendation's item both name. */
export const directionYearShape = {
  university_name: z.string(),
  university_slug: z.string(),
  university_type: z.enum(['public', 'private']),
  direction_code: z.string(),
  direction_name: z.string(),
  /** the admission year the scores are of (the latest the university published for the direction) */
  year: z.int(),
};

/** A followed direction: last year's scores at its university and how far the score is from each. */
export const standingDirectionSchema = z.object({
  ...directionYearShape,
  grant_ball: z.nullable(z.number()),
  contract_ball: z.nullable(z.number()),
  /** score − grant score (negative: points missing); null without a grant score */
  grant_gap: z.nullable(z.number()),
  /** score − contract score; null without a contract score */
  contract_gap: z.nullable(z.number()),
  /** the recommendation's chance for the score (grant, contract or below) */
  chance: z.enum(['grant', 'contract', 'below']),
  /** false: the direction takes another subject pair than the result's blocks (the gap is only indicative) */
  same_subjects: z.boolean(),
});
export type StandingDirection = z.infer<typeof standingDirectionSchema>;

export const standingSchema = z.object({
  ticket_id: z.int(),
  kind: z.enum(['dtm', 'virtual']),
  ball: z.number(),
  max_ball: z.number(),
  /** how many other people finished this exam kind (same year's weights) in the window */
  takers: z.int(),
  /** the share (0–100, rounded down) of those others whose best score there is below this one; null with no others */
  percentile: z.nullable(z.int()),
  window_days: z.int(),
  /** the directions of the learner's applications (there is no other "follow" of a direction yet) */
  directions: z.array(standingDirectionSchema),
});
export type Standing = z.infer<typeof standingSchema>;
