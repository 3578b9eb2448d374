// Timed exams: kinds and constants, the start forms and orders, answers. Part of `@platform/shared/exams`.
import * as z from 'zod/mini';
import { dataOf, namedSchema } from '@platform/shared/contracts';
import { NC_ITEM_TYPES } from './exams-natcert';

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

/** SPEC §7 GET /year: the exam years with weights, newest first, as `{id: 2025, name: "2025"}` (the `year_id` of the orders). */
export const yearListResponse = dataOf(z.array(namedSchema));

export const examKindQuery = z.object({ kind: z.enum(EXAM_KINDS, { error: 'validation.exam_kind_invalid' }) });
/** GET /exam/form: the kind, and the exam language the offer is for (default: the first of EXAM_LANGUAGES). */
export const examFormQuery = z.object({
  kind: z.enum(EXAM_KINDS, { error: 'validation.exam_kind_invalid' }),
  language_id: z.optional(languageField),
});
export const ticketIdQuery = z.object({ ticket_id: id('validation.ticket_id_invalid') });

/** Subject-set direction (SPEC §3): a block pair the seeded directions offer. */
export const subjectPairSchema = z.object({ blok1_id: z.int(), blok1_name: z.string(), blok2_id: z.int(), blok2_name: z.string() });
export type SubjectPair = z.infer<typeof subjectPairSchema>;
export const dtmFormResponse = dataOf(
  z.object({
    year: z.int(),
    /** the exam language the mandatory subjects, pairs and subjects are for */
    language_id: z.int(),
    minutes: z.int(),
    /** the fixed sections in this language (a Russian-medium test's mother tongue is Russian, ADR 040) */
    mandatory: z.array(z.object({ id: z.int(), name: z.string(), question_count: z.int(), points: z.number() })),
    /** the pairs of the directions whose every section can be filled in this language (a block test: whose block-1 subject can fill the block; ADR 040) */
    pairs: z.array(subjectPairSchema),
    /** the subjects a block can be started with in this language (a block test: any subject of a direction; DTM/virtual: the block-1 subjects of `pairs`) */
    subjects: z.array(namedSchema),
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

/** POST /nat-certificate/order (SPEC §3 national certificate order, §5): language and subject; year defaults to EXAM_YEAR. */
export const ncOrderBody = z.strictObject({
  language_id: languageField,
  subject_id: id('validation.exam_subject_required'),
  year_id: z.optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
});
export type NcOrderBody = z.input<typeof ncOrderBody>;

export const ncDirectionsQuery = z.object({ language_id: z.optional(languageField) });
/** A part of a subject's specification (`NcPart`): `count` tasks of `type` × `points`; `partial`: a matching earns per right pair. */
export const ncPartSchema = z.object({ type: z.enum(NC_ITEM_TYPES), count: z.int(), points: z.number(), partial: z.boolean() });
/**
 * GET /nat-certificate/directions (SPEC §7 list {id, name}): the subjects with at least NC_MIN_VARIANTS
 * full sets in a language (`language_ids`), each with its specification: the time, the parts in the
 * order of the test paper, the task count, the auto-graded maximum (an essay's points are not in it)
 * and what the platform simplifies (`note`, in the caller's language; null when nothing).
 */
export const ncDirectionsResponse = dataOf(
  z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      language_ids: z.array(z.int()),
      minutes: z.int(),
      question_count: z.int(),
      max_ball: z.number(),
      parts: z.array(ncPartSchema),
      note: z.nullable(z.string()),
    }),
  ),
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
