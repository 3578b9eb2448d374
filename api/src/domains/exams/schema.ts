import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, real, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { NcAnswer, NcItemKey, NcPart } from '@platform/shared/exams';
import { createdAt, cyrillic, ref, serialId, ts } from '../../db/columns';
import { appUser } from '../accounts/schema';
import { question, questionOption } from '../topic-tests/schema';
import { subject } from '../universities/schema';
import { universityProgram } from '../universities/schema-programs';

/**
 * A section of the weights table: a fixed subject (`subject` slug) or a block the student picks
 * (`block1`, `block2`). The national certificate has no weights row: its structure is each
 * subject's specification (`nc_spec`, ADR 042).
 */
export interface WeightSection {
  role: 'mandatory' | 'block1' | 'block2';
  subject: string | null;
  count: number;
  points: number;
  minutes: number;
}

/**
 * The per-year weights table (content/exam-weights.json, imported as kind "exam-weights"): for each
 * exam kind and year, its sections and its whole duration.
 */
export const examWeight = pgTable(
  'exam_weight',
  {
    id: serialId(),
    kind: varchar('kind', { length: 12 }).notNull(),
    year: smallint('year').notNull(),
    name_uz: varchar('name_uz', { length: 120 }).notNull(),
    name_ru: varchar('name_ru', { length: 120 }).notNull(),
    minutes: smallint('minutes').notNull(),
    sections: jsonb('sections').$type<WeightSection[]>().notNull(),
  },
  (t) => [uniqueIndex('exam_weight_kind_year_uq').on(t.kind, t.year)],
);

/**
 * One sitting of a timed exam. The deadline is the server's (start + duration); a ticket past it is
 * finished with what was saved before it, on the next access or by the sweeper. One active ticket
 * per user and kind.
 */
export const examTicket = pgTable(
  'exam_ticket',
  {
    id: serialId(),
    user_id: ref('user_id', () => appUser.id, 'cascade'),
    kind: varchar('kind', { length: 12 }).$type<'dtm' | 'virtual' | 'block' | 'natcert' | 'olympiad' | 'private'>().notNull(),
    year: smallint('year').notNull(),
    language_id: smallint('language_id').notNull(),
    status: varchar('status', { length: 10 }).$type<'active' | 'finished'>().notNull().default('active'),
    block1_id: integer('block1_id').references(() => subject.id),
    block2_id: integer('block2_id').references(() => subject.id),
    /** a private-university exam: the program whose test it mocks (ADR 015) */
    program_id: integer('program_id').references(() => universityProgram.id, { onDelete: 'set null' }),
    question_count: smallint('question_count').notNull(),
    /** a national certificate: the variant (set) drawn (ADR 042) */
    nc_variant: smallint('nc_variant'),
    ball: real('ball'),
    max_ball: real('max_ball').notNull(),
    started_at: ts('started_at').notNull(),
    deadline_at: ts('deadline_at').notNull(),
    finished_at: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('exam_ticket_active_uq')
      .on(t.user_id, t.kind)
      .where(sql`${t.status} = 'active'`),
    index('exam_ticket_user_started_idx').on(t.user_id, t.started_at),
    index('exam_ticket_deadline_idx')
      .on(t.deadline_at)
      .where(sql`${t.status} = 'active'`),
    // where a result stands (ADR 045): the window's finished tickets of a kind and year, read from the index alone
    index('exam_ticket_standing_idx')
      .on(t.kind, t.year, t.finished_at, t.user_id, t.ball)
      .where(sql`${t.status} = 'finished'`),
  ],
);

/** A section of a ticket, with the weights copied from the table when the ticket was made. */
export const examSection = pgTable(
  'exam_section',
  {
    id: serialId(),
    ticket_id: ref('ticket_id', () => examTicket.id, 'cascade'),
    position: smallint('position').notNull(),
    role: varchar('role', { length: 12 }).notNull(),
    subject_id: ref('subject_id', () => subject.id),
    question_count: smallint('question_count').notNull(),
    points: real('points').notNull(),
    minutes: smallint('minutes').notNull(),
    /** a national-certificate matching section whose specification gives credit per right pair */
    partial: boolean('partial').notNull().default(false),
    correct_count: smallint('correct_count'),
    answered_count: smallint('answered_count'),
  },
  (t) => [uniqueIndex('exam_section_pos_uq').on(t.ticket_id, t.position)],
);

/**
 * A question of a ticket and its current answer: a topic-test question (`question_id`, answered by
 * `option_id`) or a national-certificate item (`nc_item_id`, answered by `answer`: the option index,
 * the pairs or the text, by stored indexes; `option_order` is the shown order of the options / the right column,
 * `option_order[k]` = the stored index shown at place k, and place k is the id the api gives it). `seq` is the client's sequence number of the
 * stored answer: a save with a larger one replaces it, an older or repeated one changes nothing, so
 * re-sent and reordered saves end with the newest answer.
 */
export const examQuestion = pgTable(
  'exam_question',
  {
    id: serialId(),
    ticket_id: ref('ticket_id', () => examTicket.id, 'cascade'),
    section_id: ref('section_id', () => examSection.id, 'cascade'),
    position: smallint('position').notNull(),
    question_id: integer('question_id').references(() => question.id),
    nc_item_id: integer('nc_item_id').references(() => ncItem.id),
    option_order: smallint('option_order').array().notNull(),
    option_id: integer('option_id').references(() => questionOption.id),
    answer: jsonb('answer').$type<NcAnswer>(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    is_correct: boolean('is_correct'),
    /** a national-certificate item: the points its answer earned (partial matching credit included; an essay: null) */
    score: real('score'),
    answered_at: ts('answered_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('exam_question_uq').on(t.ticket_id, t.question_id),
    uniqueIndex('exam_question_nc_uq').on(t.ticket_id, t.nc_item_id),
    check('exam_question_source_ck', sql`(${t.question_id} is null) <> (${t.nc_item_id} is null)`),
    index('exam_question_pos_idx').on(t.ticket_id, t.position),
    check('exam_question_seq_ck', sql`${t.seq} >= 0`),
  ],
);

/**
 * A subject's national-certificate specification (content kind "national-certificate", format
 * version 3, ADR 042): the time and the parts of the test paper in order — task type, count, points,
 * partial credit of a matching. An exam of the subject is built from it.
 */
export const ncSpec = pgTable('nc_spec', {
  id: serialId(),
  subject_id: ref('subject_id', () => subject.id).unique('nc_spec_subject_uq'),
  source: text('source').notNull(),
  minutes: smallint('minutes').notNull(),
  parts: jsonb('parts').$type<NcPart[]>().notNull(),
  note_uz: text('note_uz'),
  note_ru: text('note_ru'),
});

/**
 * A task of a national certificate set (content kind "national-certificate", format version 3): a
 * set is (subject, language, variant), its items in `position` order follow the subject's spec.
 * `type` single | matching | short | essay; `body` what the screen shows (options, the two columns);
 * `answer_key` how it is checked (`NcItemKey` of @platform/shared/exams; never sent before finish);
 * `explanation` shown in the review after finish. `retired`: no longer in the subject's file (kept,
 * since tickets refer to it; never drawn).
 */
export const ncItem = pgTable(
  'nc_item',
  {
    id: serialId(),
    subject_id: ref('subject_id', () => subject.id),
    language_id: smallint('language_id').notNull(),
    variant: smallint('variant').notNull().default(1),
    year: smallint('year').notNull(),
    key: varchar('key', { length: 80 }).notNull(),
    position: smallint('position').notNull(),
    type: varchar('type', { length: 10 }).$type<'single' | 'matching' | 'short' | 'essay'>().notNull(),
    text: text('text').notNull(),
    image: text('image'),
    points: real('points').notNull(),
    body: jsonb('body').$type<{ options?: string[]; left?: string[]; right?: string[] }>().notNull(),
    /** an uz item's text and body in Cyrillic (docs/decisions/043) */
    text_cyrl: cyrillic('text_cyrl'),
    body_cyrl: jsonb('body_cyrl').$type<{ options?: string[]; left?: string[]; right?: string[] }>(),
    answer_key: jsonb('answer_key').$type<NcItemKey>().notNull(),
    topic: varchar('topic', { length: 120 }),
    explanation: text('explanation'),
    explanation_cyrl: cyrillic('explanation_cyrl'),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [
    uniqueIndex('nc_item_variant_key_uq').on(t.subject_id, t.language_id, t.variant, t.key),
    check('nc_item_type_ck', sql`${t.type} in ('single', 'matching', 'short', 'essay')`),
  ],
);
