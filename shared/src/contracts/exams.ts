// Timed exams (issue 13; SPEC §2 "DTM, virtual, national certificate", §3 subject-set direction,
// started-test progress, result; §4 DTM/virtual start and timers; §5 DTM form; §6 one free mock;
// §7 POST /dtm-order, POST /virtual). One engine serves every exam kind: a ticket is made of
// sections (subject, question count, points per question) taken from the per-year weights table,
// the deadline is the server's, answers are saved one by one and correctness is hidden until finish.
// Served as `@platform/shared/exams`, so only the exam screens download it.
import * as z from 'zod/mini';
import { dataOf } from '@platform/shared/contracts';

/** Exam kinds the engine runs (the weights table has a row per kind and year). */
/** `private`: a private university's program test, started by POST /private-order only (ADR 015). */
export const EXAM_KINDS = ['dtm', 'virtual', 'block', 'natcert', 'private'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];
/** SPEC §9: the default (and national certificate) exam year. */
export const EXAM_YEAR = 2025;
/** SPEC §6: free DTM/virtual mocks a month when EXAM_FREE_PER_MONTH is unset (Pro: unlimited). */
export const EXAM_FREE_PER_MONTH_DEFAULT = 1;
/** The timer turns to a warning this many seconds before the deadline (issue 13). */
export const EXAM_WARNING_SECONDS = 5 * 60;
/** Content languages an exam can be taken in (SPEC §9 ids). */
export const EXAM_LANGUAGES = [1, 2] as const;

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .check(z.int({ error: message }), z.minimum(1, { error: message }), z.maximum(2_147_483_647, { error: message }));
const languageField = z.coerce
  .number({ error: 'validation.exam_language_required' })
  .check(
    z.int({ error: 'validation.exam_language_required' }),
    z.minimum(1, { error: 'validation.exam_language_required' }),
    z.maximum(2, { error: 'validation.exam_language_required' }),
  );

/**
 * SPEC §5 DTM form (and §7 POST /dtm-order, POST /virtual): the kind, the language and the block
 * pair (a block test: one block). The two blocks differ. `year_id` defaults to EXAM_YEAR.
 */
export const examOrderBody = z
  .strictObject({
    kind: z.enum(EXAM_KINDS, { error: 'validation.exam_kind_invalid' }),
    language_id: languageField,
    blok1_id: id('validation.exam_block_required'),
    blok2_id: z.optional(id('validation.exam_block_required')),
    year_id: z.optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
  })
  .check(
    z.refine((b) => b.kind === 'block' || b.kind === 'natcert' || b.blok2_id !== undefined, {
      error: 'validation.exam_block_required',
      path: ['blok2_id'],
    }),
    z.refine((b) => b.blok1_id !== b.blok2_id, { error: 'validation.exam_blocks_differ', path: ['blok2_id'] }),
    // a private-university exam starts from its program (POST /private-order)
    z.refine((b) => b.kind !== 'private', { error: 'validation.exam_kind_invalid', path: ['kind'] }),
  );
export type ExamOrderBody = z.input<typeof examOrderBody>;

/** The order's answer: the ticket to open, or `is_allowed: false` (free allowance used: go to /pro). */
export const examOrderResponse = dataOf(z.object({ is_allowed: z.boolean(), ticket_id: z.nullable(z.int()) }));
export type ExamOrder = z.infer<typeof examOrderResponse>['data'];

export const examKindQuery = z.object({ kind: z.enum(EXAM_KINDS, { error: 'validation.exam_kind_invalid' }) });
export const ticketIdQuery = z.object({ ticket_id: id('validation.ticket_id_invalid') });

/** Subject-set direction (SPEC §3): a block pair the seeded directions offer. */
export const subjectPairSchema = z.object({ blok1_id: z.int(), blok1_name: z.string(), blok2_id: z.int(), blok2_name: z.string() });
export type SubjectPair = z.infer<typeof subjectPairSchema>;
export const dtmFormResponse = dataOf(
  z.object({
    year: z.int(),
    minutes: z.int(),
    mandatory: z.array(z.object({ id: z.int(), name: z.string(), question_count: z.int(), points: z.number() })),
    pairs: z.array(subjectPairSchema),
    free_left: z.nullable(z.int()),
  }),
);
export type DtmForm = z.infer<typeof dtmFormResponse>['data'];

/** Longest essay text kept (characters): a national-certificate essay is ~250–350 words. */
export const EXAM_ESSAY_MAX = 6000;
/** Longest short answer kept (characters). */
export const EXAM_SHORT_MAX = 200;

/**
 * One answer save: the exam question, the answer — `option_id` (a single choice), `pairs` (a
 * matching: the chosen right-hand id for each left item in order, null = not chosen yet) or `text`
 * (a short answer or an essay) — and the client's sequence number (larger = newer). Exactly one
 * answer field; the server checks it fits the question's type.
 */
export const examAnswerBody = z
  .strictObject({
    id: id('validation.question_id_invalid'),
    option_id: z.optional(id('validation.option_invalid')),
    pairs: z.optional(
      z
        .array(z.nullable(z.int({ error: 'validation.answer_invalid' }).check(z.minimum(0), z.maximum(20))), {
          error: 'validation.answer_invalid',
        })
        .check(z.minLength(2, { error: 'validation.answer_invalid' }), z.maxLength(6, { error: 'validation.answer_invalid' })),
    ),
    text: z.optional(
      z.string({ error: 'validation.answer_invalid' }).check(z.maxLength(EXAM_ESSAY_MAX, { error: 'validation.answer_too_long' })),
    ),
    seq: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  })
  .check(
    z.refine((b) => [b.option_id, b.pairs, b.text].filter((v) => v !== undefined).length === 1, {
      error: 'validation.answer_invalid',
      path: ['option_id'],
    }),
  );
export type ExamAnswerBody = z.input<typeof examAnswerBody>;
/** What the server keeps for the question now (an older `seq` than the stored one changes nothing). */
export const examAnswerResponse = dataOf(
  z.object({
    id: z.int(),
    option_id: z.nullable(z.int()),
    pairs: z.optional(z.nullable(z.array(z.nullable(z.int())))),
    text: z.optional(z.nullable(z.string())),
    seq: z.number(),
  }),
);

export const examFinishBody = z.strictObject({ ticket_id: id('validation.ticket_id_invalid') });

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
export const examTicketResponse = dataOf(
  z.object({
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
  }),
);
export type ExamTicket = z.infer<typeof examTicketResponse>['data'];

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
        /** typed items: right / wrong, null = an essay (not auto-graded) */
        is_correct: z.optional(z.nullable(z.boolean())),
        /** typed items after finish: the right-hand id of each left item / the accepted short answers */
        key_pairs: z.optional(z.array(z.int())),
        key_answers: z.optional(z.array(z.string())),
        points: z.optional(z.number()),
      }),
    ),
    /** a national certificate: points per item type, the estimated score (0–100) and level */
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
  }),
);
export type ExamResult = z.infer<typeof examResultResponse>['data'];

/** POST /nat-certificate/order (SPEC §3 national certificate order, §5): language and subject; year defaults to EXAM_YEAR. */
export const ncOrderBody = z.strictObject({
  language_id: languageField,
  subject_id: id('validation.exam_subject_required'),
  year_id: z.optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
});
export type NcOrderBody = z.input<typeof ncOrderBody>;

export const ncDirectionsQuery = z.object({ language_id: z.optional(languageField) });
/** GET /nat-certificate/directions (SPEC §7 list {id, name}): the subjects offered, with the languages that have a full set. */
export const ncDirectionsResponse = dataOf(
  z.array(z.object({ id: z.int(), name: z.string(), language_ids: z.array(z.int()), minutes: z.int(), question_count: z.int() })),
);
export type NcDirection = z.infer<typeof ncDirectionsResponse>['data'][number];

/** POST /virtual as SPEC §7 names it: {language, blok_1, blok_2}. */
export const virtualOrderBody = z.strictObject({
  language: languageField,
  blok_1: id('validation.exam_block_required'),
  blok_2: id('validation.exam_block_required'),
  year_id: z.optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
});
/** POST /dtm-order as SPEC §7 names it: the DTM form's values and year_id. */
export const dtmOrderBody = z.strictObject({
  language_id: languageField,
  blok1_id: id('validation.exam_block_required'),
  blok2_id: id('validation.exam_block_required'),
  year_id: z.optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
});

/** Points with one decimal, as the State Testing Centre shows them (1.1 × 10 = 11, not 11.000000000000002). */
export const roundBall = (value: number) => Math.round(value * 10) / 10;

/**
 * National certificate levels (issue 13: A+ ≥ 70, A 65–69.9, B+ 60–64.9, B 55–59.9, C+ 50–54.9,
 * C 46–49.9, below 46 no level), highest first. The platform's score is an estimate — the share of
 * the points earned, on a 0–100 scale: a real certificate's Rasch score needs calibration data.
 */
export const NATIONAL_CERTIFICATE_LEVELS = [
  { level: 'A+', min: 70 },
  { level: 'A', min: 65 },
  { level: 'B+', min: 60 },
  { level: 'B', min: 55 },
  { level: 'C+', min: 50 },
  { level: 'C', min: 46 },
] as const;
export type NationalCertificateLevel = (typeof NATIONAL_CERTIFICATE_LEVELS)[number]['level'];

/** The level of a score (rounded to one decimal first, as shown), or null below 46. */
export function nationalCertificateLevel(score: number): NationalCertificateLevel | null {
  const shown = roundBall(score);
  return NATIONAL_CERTIFICATE_LEVELS.find((l) => shown >= l.min)?.level ?? null;
}

/** The estimated national-certificate score of a result: the percent of the maximum points, one decimal. */
export const estimatedCertificateScore = (ball: number, maxBall: number) => (maxBall > 0 ? roundBall((ball * 100) / maxBall) : 0);

// ── national certificate question types (content format version 2) ──────────────────────────────

/** Question types of the national certificate: single choice, matching, short answer, essay slot. */
export const NC_ITEM_TYPES = ['single', 'matching', 'short', 'essay'] as const;
export type NcItemType = (typeof NC_ITEM_TYPES)[number];

/** How a stored item is checked: the answer key of each type (never sent before finish). */
export type NcItemKey =
  | { type: 'single'; correct: number }
  | { type: 'matching'; size: number }
  | { type: 'short'; answers: string[]; numeric: boolean }
  | { type: 'essay' };

/**
 * A learner's answer as stored: the option's stored index, the stored right-hand index for each left
 * item, a text, or an essay text (the api translates the ticket's own ids to these; ADR 030).
 */
export type NcAnswer =
  { type: 'single'; option: number } | { type: 'matching'; pairs: number[] } | { type: 'short' | 'essay'; text: string };

/** A short answer as compared: trimmed, lower case, one space between words, one kind of apostrophe (oʻ, o‘, o' → o'). */
export function normaliseShort(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u02bb\u02bc\u2018\u2019`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A number written with a decimal comma or point (and spaces between thousands), or null. */
export function parseNumber(text: string): number | null {
  const cleaned = text.replace(/\s+/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether an answer is right: a single choice by its option, a matching only when every pair is
 * right (the stored order of the right-hand column is the correct one), a short answer by the
 * normalised text or, for a numeric item, by value. An essay is not auto-graded: null.
 */
export function gradeNcItem(key: NcItemKey, answer: NcAnswer | null): boolean | null {
  if (key.type === 'essay') return null;
  if (answer === null || answer.type !== key.type) return false;
  switch (key.type) {
    case 'single':
      return answer.type === 'single' && answer.option === key.correct;
    case 'matching':
      return answer.type === 'matching' && answer.pairs.length === key.size && answer.pairs.every((right, left) => right === left);
    case 'short': {
      if (answer.type !== 'short') return false;
      if (key.numeric) {
        const given = parseNumber(answer.text);
        return given !== null && key.answers.some((a) => Math.abs((parseNumber(a) ?? NaN) - given) <= 1e-9 * Math.max(1, Math.abs(given)));
      }
      const given = normaliseShort(answer.text);
      return given.length > 0 && key.answers.some((a) => normaliseShort(a) === given);
    }
  }
}
