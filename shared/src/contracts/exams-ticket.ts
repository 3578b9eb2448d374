// Timed exams: the running ticket and the result. Part of `@platform/shared/exams`.
import * as z from 'zod/mini';
import { dataOf } from '@platform/shared/contracts';
import { EXAM_KINDS } from './exams-order';
import { standingSchema } from './exams-standing';

const optionSchema = z.object({ id: z.int(), text: z.string(), image: z.nullable(z.string()) });
export const examSectionSchema = z.object({
  id: z.int(),
  subject_id: z.int(),
  name: z.string(),
  role: z.string(),
  question_count: z.int(),
  points: z.number(),
  minutes: z.int(),
});
export type ExamSection = z.infer<typeof examSectionSchema>;
/** A question of a running ticket: never says which option is correct. */
export const examQuestionSchema = z.object({
  id: z.int(),
  question_id: z.int(),
  section_id: z.int(),
  position: z.int(),
  text: z.string(),
  image: z.nullable(z.string()),
  options: z.array(optionSchema),
  checked: z.nullable(z.int()),
  seq: z.number(),
  /** national certificate items: the type; absent = a single choice of the topic-test pool */
  type: z.optional(z.enum(['single', 'matching', 'short', 'essay'])),
  /**
   * a matching: the left items in order, and the right column in the ticket's shuffled order; a right
   * item's id (like a single choice's option id) is its place in that order, never its stored index
   */
  left: z.optional(z.array(z.string())),
  right: z.optional(z.array(z.object({ id: z.int(), text: z.string() }))),
  /** a short answer whose value is a number (the screen shows the number keyboard) */
  numeric: z.optional(z.boolean()),
  /** the saved matching answer / short or essay text */
  pairs: z.optional(z.nullable(z.array(z.nullable(z.int())))),
  answer_text: z.optional(z.nullable(z.string())),
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

/** A running ticket: `server_now` (ms) lets the client correct its clock; `deadline` (ms) is when it ends. */
export const examTicketSchema = z.object({
  id: z.int(),
  kind: z.enum(EXAM_KINDS),
  /** `finished`: the deadline had passed; the ticket was finished with the saved answers (go to the result) */
  status: z.enum(['active', 'finished']),
  name: z.string(),
  language_id: z.int(),
  started_at: z.int(),
  deadline: z.int(),
  server_now: z.int(),
  sections: z.array(examSectionSchema),
  questions: z.array(examQuestionSchema),
});
export const examTicketResponse = dataOf(examTicketSchema);
export type ExamTicket = z.infer<typeof examTicketSchema>;
/** `GET /exam/active?kind`: the running ticket of the kind, or `null` when there is none (not an error: ADR 046). */
export const examActiveResponse = dataOf(z.nullable(examTicketSchema));

/** Result (SPEC §3 result, issue 13 item 5): per section and total, then every question with the correct option. */
export const examResultResponse = dataOf(
  z.object({
    id: z.int(),
    kind: z.enum(EXAM_KINDS),
    type: z.string(),
    name: z.string(),
    ball: z.number(),
    max_ball: z.number(),
    started_at: z.int(),
    finished_at: z.int(),
    seconds_used: z.int(),
    sections: z.array(
      z.object({ ...examSectionSchema.shape, correct: z.int(), answered: z.int(), ball: z.number(), max_ball: z.number() }),
    ),
    questions: z.array(
      z.object({
        ...examQuestionSchema.shape,
        is_true: z.int(),
        /** why the right option is right (a bank item, ADR 039); null when the item has none. Only in the result after finish */
        explanation: z.optional(z.nullable(z.string())),
        /** typed items: right / wrong, null = an essay (not auto-graded) */
        is_correct: z.optional(z.nullable(z.boolean())),
        /** typed items after finish: the right-hand id of each left item / the accepted short answers */
        key_pairs: z.optional(z.array(z.int())),
        key_answers: z.optional(z.array(z.string())),
        /** typed items: the item's points, and what the answer earned (a matching with partial credit: its share per right pair; an essay: null) */
        points: z.optional(z.number()),
        score: z.optional(z.nullable(z.number())),
      }),
    ),
    /**
     * a national certificate: points per item type (`correct`: items wholly right; `ball`: the points
     * earned, partial matching credit included), the score (0–100) and level estimated from raw points
     */
    certificate: z.optional(
      z.object({
        score: z.number(),
        level: z.nullable(z.string()),
        by_type: z.array(
          z.object({
            type: z.enum(['single', 'matching', 'short', 'essay']),
            count: z.int(),
            correct: z.int(),
            answered: z.int(),
            ball: z.nullable(z.number()),
            max_ball: z.number(),
          }),
        ),
      }),
    ),
    /** a private-university exam (type `university`): the program and its passing score (null: not published) */
    university: z.optional(
      z.object({
        program_id: z.int(),
        program_name: z.string(),
        university_name: z.string(),
        university_slug: z.string(),
        passing_score: z.nullable(z.number()),
        passed: z.nullable(z.boolean()),
        /** the ticket owner's application to the program (the result offers applying only without one) */
        application_id: z.nullable(z.int()),
      }),
    ),
    directions: z.array(
      z.object({
        university_name: z.string(),
        university_slug: z.string(),
        university_type: z.enum(['public', 'private']),
        direction_name: z.string(),
        grant_ball: z.nullable(z.number()),
        contract_ball: z.nullable(z.number()),
        grant: z.boolean(),
      }),
    ),
    /** a DTM or virtual result: where it stands (ADR 045) */
    standing: z.optional(standingSchema),
  }),
);
export type ExamResult = z.infer<typeof examResultResponse>['data'];
