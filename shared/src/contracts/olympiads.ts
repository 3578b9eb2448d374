// Online olympiads (issue 17; SPEC §2 "Olympiads", §3 olympic, olympic course, ranking row, §4
// olympic status and countdowns, §5 "Olympic", §7 "Olympic", §9 sticky bar beyond 10th). An
// olympiad is a timed exam of the exam engine (`@platform/shared/exams`) with a window in which it
// may be taken, one participation per user, and a ranking: total score, then time used, then
// finish time. Served as `@platform/shared/olympiads`, so only the olympiad screens download it.
import * as z from 'zod/mini';
import { dataOf } from '@platform/shared/contracts';
import { examTicketResponse } from '@platform/shared/exams';

export const OLYMPIAD_TYPES = ['dtm', 'fixed_subject', 'fixed_subjects'] as const;
export type OlympiadType = (typeof OLYMPIAD_TYPES)[number];
/** Types whose participants pick a subject combination (SPEC §5). */
export const COMBINATION_TYPES: readonly OlympiadType[] = ['dtm', 'fixed_subjects'];
export type OlympiadStatus = 'inactive' | 'active' | 'finished';
/** Ranking page size (top-50). */
export const RANKING_PAGE_SIZE = 50;
/** SPEC §9: the own row is kept in a sticky bar when its position is beyond this. */
export const STICKY_BEYOND = 10;

/** Status by the server's clock (ms): before the start inactive, until the end active, then finished. */
export function olympiadStatus(startMs: number, endMs: number, nowMs: number): OlympiadStatus {
  if (nowMs < startMs) return 'inactive';
  return nowMs < endMs ? 'active' : 'finished';
}

/** A participant's deadline: the earlier of start + the course's minutes and the olympiad's end (ms). */
export const participationDeadline = (startedMs: number, minutes: number, olympiadEndMs: number) =>
  Math.min(startedMs + minutes * 60_000, olympiadEndMs);

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .check(z.int({ error: message }), z.minimum(1, { error: message }), z.maximum(2_147_483_647, { error: message }));

export const olympiadIdQuery = z.object({ olympic_id: id('validation.olympiad_id_invalid') });
export const olympiadViewQuery = z.object({ id: id('validation.olympiad_id_invalid') });
export const olympiadCourseQuery = z.object({ olympic_course_id: id('validation.olympiad_course_invalid') });
export const rankingQuery = z.object({
  olympic_id: id('validation.olympiad_id_invalid'),
  page: z.optional(z.coerce.number({ error: 'validation.page_invalid' }).check(z.int(), z.minimum(1), z.maximum(100_000))),
});

/** SPEC §7 POST /olympic/olympic-order: the olympiad and (for dtm / fixed_subjects, required) the combination. */
export const olympiadOrderBody = z.strictObject({
  olympic_id: id('validation.olympiad_id_invalid'),
  olympic_course_id: z.optional(id('validation.olympiad_course_required')),
});
export type OlympiadOrderBody = z.input<typeof olympiadOrderBody>;
export const olympiadOrderResponse = dataOf(z.object({ ticket_id: z.int(), olympic_course_id: z.int(), deadline: z.int() }));

/** SPEC §7 POST /olympic/olympic-finish-test {ticket_id} → olympic_id. */
export const olympiadFinishBody = z.strictObject({ ticket_id: id('validation.ticket_id_invalid') });
export const olympiadFinishResponse = dataOf(z.object({ olympic_id: z.int() }));

/**
 * SPEC §7 POST /olympic/check-test {id, option_id}: one answer of the caller's running olympiad
 * attempt, saved by the exam engine (POST /exam/answer's rules; olympiad items are single choice).
 * `seq` orders answers sent again after a network failure (the exam screen's); without it the
 * server's clock in µs, so a later answer wins. Answered as POST /exam/answer.
 */
export const olympiadAnswerBody = z.strictObject({
  id: id('validation.question_id_invalid'),
  option_id: id('validation.option_invalid'),
  seq: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER))),
});
export type OlympiadAnswerBody = z.input<typeof olympiadAnswerBody>;

/** The running attempt as the exam screen shows it (the engine's ticket, kind "olympiad"). */
export const olympiadTicketResponse = dataOf(z.extend(examTicketResponse.shape.data, { kind: z.literal('olympiad'), olympic_id: z.int() }));
export type OlympiadTicket = z.infer<typeof olympiadTicketResponse>['data'];

/** A page-visibility change during an attempt (recorded for organisers, never punished automatically). */
export const visibilityBody = z.strictObject({
  ticket_id: id('validation.ticket_id_invalid'),
  state: z.enum(['hidden', 'visible'], { error: 'validation.visibility_invalid' }),
});
export const visibilityResponse = dataOf(z.object({ count: z.int() }));

const subjectCount = z.object({ id: z.int(), name: z.string(), question_count: z.int() });

/** SPEC §3 olympic course: a subject combination with its duration (minutes). */
export const olympicCourseSchema = z.object({ id: z.int(), name: z.string(), duration: z.int(), subjects: z.array(subjectCount) });
export type OlympicCourse = z.infer<typeof olympicCourseSchema>;
export const olympicCoursesResponse = dataOf(z.array(olympicCourseSchema));

/** SPEC §3 olympic (with the caller's own participation). Times in unix seconds. */
export const olympicSchema = z.object({
  id: z.int(),
  name: z.string(),
  title: z.string(),
  type: z.enum(OLYMPIAD_TYPES),
  status: z.enum(['inactive', 'active', 'finished']),
  started_time: z.int(),
  end_time: z.int(),
  required_subjects: z.array(subjectCount),
  total_participants: z.int(),
  course_count: z.int(),
  average_percent: z.nullable(z.number()),
  max_percent: z.nullable(z.number()),
  already_participated: z.boolean(),
  olympic_course_id: z.nullable(z.int()),
  /** the caller's running attempt (null when none or finished) */
  running_ticket_id: z.nullable(z.int()),
});
export type Olympic = z.infer<typeof olympicSchema>;

/** The lists carry the server's clock (ms) so countdowns are corrected by the client's offset. */
export const olympicsListResponse = dataOf(z.object({ server_now: z.int(), items: z.array(olympicSchema) }));
export type OlympicsList = z.infer<typeof olympicsListResponse>['data'];
export const olympicViewResponse = dataOf(z.object({ server_now: z.int(), olympic: olympicSchema, courses: z.array(olympicCourseSchema) }));
export type OlympicView = z.infer<typeof olympicViewResponse>['data'];

const subjectStat = z.object({ subject_id: z.int(), subject_name: z.string(), obtained_ball: z.number(), max_ball: z.number() });
/** SPEC §3 ranking row; `type: 'self'` marks the caller's own row; the phone is masked. */
export const rankingRowSchema = z.object({
  id: z.int(),
  type: z.enum(['self', 'other']),
  position: z.int(),
  profile_name: z.string(),
  phone: z.string(),
  subject_stats: z.array(subjectStat),
  required_subject_stats: z.array(subjectStat),
  total_score: z.number(),
  accuracy_percentage: z.number(),
  seconds_used: z.int(),
  finished_at: z.int(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;
export const rankingResponse = dataOf(
  z.object({
    olympic_id: z.int(),
    status: z.enum(['inactive', 'active', 'finished']),
    total: z.int(),
    page: z.int(),
    size: z.int(),
    rows: z.array(rankingRowSchema),
    /** the caller's own row wherever it stands (null: not finished or not taking part) */
    self: z.nullable(rankingRowSchema),
    server_now: z.int(),
  }),
);
export type Ranking = z.infer<typeof rankingResponse>['data'];

/** The caller's own answers: the correct option only once the olympiad has ended. */
export const olympiadReviewResponse = dataOf(
  z.object({
    revealed: z.boolean(),
    questions: z.array(
      z.object({
        id: z.int(),
        position: z.int(),
        text: z.string(),
        checked: z.nullable(z.int()),
        is_true: z.nullable(z.int()),
        /** why the right option is right (ADR 039): with `is_true`, once the olympiad has ended; null before */
        explanation: z.optional(z.nullable(z.string())),
      }),
    ),
  }),
);

// ── the creation file (`npm run olympiad -- create <file>`) ─────────────────────────────────────

/** A moment as ISO 8601 with its zone (`2026-12-01T09:00:00+05:00`): the olympiad file's and the studio's times. */
export const isoTimeSchema = z.string().check(
  z.refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)), {
    error: 'validation.time_invalid',
  }),
);
const COUNT = 'validation.olympiad_count_range';
const MINUTES = 'validation.olympiad_minutes_range';
/** Bank difficulty levels (question.difficulty): 1 basic, 2 standard, 3 profile. */
export const DIFFICULTIES = [1, 2, 3] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** A topic of a subject's bank: the lesson key of its topic tests (the content import's natural key). */
export const topicKeySchema = z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[a-z0-9][a-z0-9_-]*$/));
/**
 * A section: `count` questions of a subject drawn once from its bank in the olympiad's language,
 * narrowed to `topics` (lesson keys; none: every topic) and `difficulty` levels (none: every level).
 */
const fileSection = z.strictObject({
  subject: z.string().check(z.minLength(1), z.maxLength(120)),
  count: z.int().check(z.minimum(1, { error: COUNT }), z.maximum(100, { error: COUNT })),
  points: z._default(z.number().check(z.positive(), z.maximum(100)), 1),
  topics: z._default(z.array(topicKeySchema).check(z.maxLength(50)), []),
  difficulty: z._default(z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])).check(z.maxLength(3)), []),
});
export type OlympiadSectionInput = z.input<typeof fileSection>;
const name = z.string().check(z.trim(), z.minLength(1, { error: 'validation.olympiad_name_required' }), z.maxLength(120));

/** The olympiad file: names, window, language, required subjects, and the combinations (courses). */
export const olympiadFileSchema = z
  .strictObject({
    version: z.literal(1),
    kind: z.literal('olympiad'),
    slug: z.string().check(z.regex(/^[a-z0-9-]{3,60}$/, 'validation.olympiad_slug_invalid')),
    name_uz: name,
    name_ru: name,
    title_uz: z.string().check(z.maxLength(600)),
    title_ru: z.string().check(z.maxLength(600)),
    type: z.enum(OLYMPIAD_TYPES),
    language_id: z.union([z.literal(1), z.literal(2)]),
    starts_at: isoTimeSchema,
    ends_at: isoTimeSchema,
    required: z.array(fileSection).check(z.maxLength(5)),
    courses: z
      .array(
        z.strictObject({
          name_uz: name,
          name_ru: name,
          minutes: z.int().check(z.minimum(1, { error: MINUTES }), z.maximum(600, { error: MINUTES })),
          subjects: z.array(fileSection).check(z.maxLength(5)),
        }),
      )
      .check(z.minLength(1), z.maxLength(50)),
  })
  .check(
    // the messages are keys of the shared `validation` texts: the api answers them in uz / ru, the
    // studio's form shows them, the CLI prints their English (olympiads/service-create.ts)
    z.refine((f) => Date.parse(f.ends_at) > Date.parse(f.starts_at), { error: 'validation.olympiad_window', path: ['ends_at'] }),
    z.refine((f) => f.type !== 'fixed_subject' || f.courses.length === 1, {
      error: 'validation.olympiad_one_course',
      path: ['courses'],
    }),
    z.refine((f) => f.type !== 'fixed_subject' || f.required.length + f.courses[0].subjects.length === 1, {
      error: 'validation.olympiad_one_subject',
      path: ['courses', 0, 'subjects'],
    }),
    z.refine((f) => f.courses.every((c) => f.required.length + c.subjects.length > 0), {
      error: 'validation.olympiad_course_empty',
      path: ['courses'],
    }),
  );
export type OlympiadFile = z.output<typeof olympiadFileSchema>;
export type OlympiadFileInput = z.input<typeof olympiadFileSchema>;
