// University recommendation `/univer-tavsiya` (issue 18 item 3): the directions of a subject pair ranked
// against a score — the user's best mock result, or what a guest types in (docs/decisions/017).
import * as z from 'zod/mini';
import { dataOf, idParam } from '@platform/shared/contracts';
import { directionYearShape, standingSchema, subjectPairSchema } from '@platform/shared/exams';

/** The highest DTM score (3 × 10 × 1.1 + 30 × 3.1 + 30 × 2.1). */
export const ADVICE_MAX_BALL = 189;
/** How many directions the list shows at most. */
export const ADVICE_LIMIT = 30;

/** Guest form (or a signed-in user choosing another pair): all three, or none (use my results). */
export const adviceQuery = z
  .object({
    subject_1: z.optional(idParam),
    subject_2: z.optional(idParam),
    ball: z.optional(
      z.coerce
        .number({ error: 'validation.advice_ball_range' })
        .check(z.minimum(0, 'validation.advice_ball_range'), z.maximum(ADVICE_MAX_BALL, 'validation.advice_ball_range')),
    ),
  })
  .check(
    z.refine(
      (q) =>
        [q.subject_1, q.subject_2, q.ball].every((v) => v === undefined) ||
        [q.subject_1, q.subject_2, q.ball].every((v) => v !== undefined),
      {
        message: 'validation.advice_form_incomplete',
      },
    ),
    z.refine((q) => q.subject_1 === undefined || q.subject_1 !== q.subject_2, { message: 'validation.exam_blocks_differ' }),
  );
export type AdviceQuery = z.input<typeof adviceQuery>;

/** grant: the score reaches last year's grant score; contract: the contract score; below: neither. */
export const ADVICE_CHANCES = ['grant', 'contract', 'below'] as const;
export type AdviceChance = (typeof ADVICE_CHANCES)[number];

export const adviceItemSchema = z.object({
  university_id: z.int(),
  ...directionYearShape,
  language: z.string(),
  study: z.string(),
  grant_ball: z.nullable(z.number()),
  contract_ball: z.nullable(z.number()),
  chance: z.enum(ADVICE_CHANCES),
  /** points between the score and the threshold of its group (see the ADR) */
  gap: z.number(),
});
export type AdviceItem = z.infer<typeof adviceItemSchema>;

export const adviceBasisSchema = z.object({
  /** dtm: a finished DTM/virtual exam; topic: estimated from topic tests; form: typed in */
  source: z.enum(['dtm', 'topic', 'form']),
  subject_1: z.object({ id: z.int(), name: z.string() }),
  subject_2: z.object({ id: z.int(), name: z.string() }),
  ball: z.number(),
  max_ball: z.number(),
});
export type AdviceBasis = z.infer<typeof adviceBasisSchema>;

export const adviceResponse = dataOf(
  z.object({
    basis: z.nullable(adviceBasisSchema),
    pairs: z.array(subjectPairSchema),
    total: z.int(),
    items: z.array(adviceItemSchema),
    /** the basis exam's standing (a finished DTM/virtual result only): the exam result's own figures (ADR 045) */
    standing: z.nullable(standingSchema),
  }),
);
export type Advice = z.infer<typeof adviceResponse>['data'];
