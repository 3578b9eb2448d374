// The driving-theory mock exam (SPEC §3 "Auto test"): the bank (categories, questions, numbered
// tickets) written by the content import, and what learners do with it (tickets they take, their
// answers, saved tickets). Its mistakes mode draws the learner's due autotest cards of the review
// queue (domains/review, ADR 044).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bilingualName, createdAt, cyrillic, ref, serialId, ts } from '../../db/columns';
import { appUser } from '../accounts/schema';

export const autotestCategory = pgTable('autotest_category', {
  id: serialId(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  ...bilingualName(120),
  name_cyrl: cyrillic('name_cyrl'),
  sort: smallint('sort').notNull().default(0),
});

/** A question in both languages; options are stored in order, `answer` is the 1-based correct one. */
export const autotestQuestion = pgTable(
  'autotest_question',
  {
    id: serialId(),
    key: varchar('key', { length: 80 }).notNull().unique(),
    category_id: ref('category_id', () => autotestCategory.id),
    /** SHA-256 of the picture in content_image, or null */
    image: varchar('image', { length: 64 }),
    rule: varchar('rule', { length: 200 }).notNull(),
    answer: smallint('answer').notNull(),
    text_uz: text('text_uz').notNull(),
    text_ru: text('text_ru').notNull(),
    /** the uz texts in Cyrillic (docs/decisions/043) */
    text_cyrl: cyrillic('text_cyrl'),
    options_uz: jsonb('options_uz').$type<string[]>().notNull(),
    options_ru: jsonb('options_ru').$type<string[]>().notNull(),
    options_cyrl: jsonb('options_cyrl').$type<string[]>(),
    explanation_uz: text('explanation_uz').notNull(),
    explanation_ru: text('explanation_ru').notNull(),
    explanation_cyrl: cyrillic('explanation_cyrl'),
  },
  (t) => [
    index('autotest_question_category_idx').on(t.category_id),
    check('autotest_question_answer_ck', sql`${t.answer} between 1 and jsonb_array_length(${t.options_uz})`),
  ],
);

/** A numbered ticket of 20 questions; `premium` ones are for Pro users. */
export const autotestTest = pgTable('autotest_test', {
  id: serialId(),
  number: integer('number').notNull().unique(),
  premium: boolean('premium').notNull().default(false),
  view_count: integer('view_count').notNull().default(0),
});

export const autotestTestQuestion = pgTable(
  'autotest_test_question',
  {
    test_id: ref('test_id', () => autotestTest.id, 'cascade'),
    position: smallint('position').notNull(),
    question_id: ref('question_id', () => autotestQuestion.id),
  },
  (t) => [primaryKey({ columns: [t.test_id, t.position] })],
);

/**
 * One attempt ("ticket" in the spec's calls). `deadline` is the server's: answers after it are
 * refused and the ticket counts as finished at the deadline. One active attempt per (user, mode,
 * test or category): a second create resumes it.
 */
export const autotestAttempt = pgTable(
  'autotest_attempt',
  {
    id: serialId(),
    user_id: ref('user_id', () => appUser.id, 'cascade'),
    mode: varchar('mode', { length: 10 }).$type<'ticket' | 'exam' | 'topic' | 'mistakes' | 'marathon'>().notNull(),
    test_id: integer('test_id').references(() => autotestTest.id),
    category_id: integer('category_id').references(() => autotestCategory.id),
    status: varchar('status', { length: 10 }).$type<'active' | 'finished'>().notNull().default('active'),
    stop_reason: varchar('stop_reason', { length: 10 }).$type<'mistakes' | 'time'>(),
    question_count: integer('question_count').notNull(),
    correct_count: integer('correct_count').notNull().default(0),
    wrong_count: integer('wrong_count').notNull().default(0),
    started_at: ts('started_at').notNull(),
    deadline: ts('deadline'),
    finished_at: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('autotest_attempt_active_uq')
      .on(t.user_id, t.mode, sql`coalesce(${t.test_id}, 0)`, sql`coalesce(${t.category_id}, 0)`)
      .where(sql`${t.status} = 'active'`),
    index('autotest_attempt_user_idx').on(t.user_id, t.mode, t.started_at),
    index('autotest_attempt_board_idx').on(t.mode, t.test_id, t.status),
  ],
);

/** A question of an attempt and its one answer (`chosen` is set once, by a conditional update). */
export const autotestAnswer = pgTable(
  'autotest_answer',
  {
    id: serialId(),
    attempt_id: ref('attempt_id', () => autotestAttempt.id, 'cascade'),
    position: integer('position').notNull(),
    question_id: ref('question_id', () => autotestQuestion.id),
    chosen: smallint('chosen'),
    is_right: boolean('is_right'),
    answered_at: ts('answered_at'),
  },
  (t) => [
    uniqueIndex('autotest_answer_pos_uq').on(t.attempt_id, t.position),
    index('autotest_answer_question_idx').on(t.question_id, t.answered_at),
  ],
);

export const autotestSaved = pgTable(
  'autotest_saved',
  {
    user_id: ref('user_id', () => appUser.id, 'cascade'),
    test_id: ref('test_id', () => autotestTest.id, 'cascade'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.test_id] })],
);
