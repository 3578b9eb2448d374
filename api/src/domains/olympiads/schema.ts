import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, real, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { OlympiadType } from '@platform/shared/olympiads';
import { createdAt, ref, serialId, ts } from '../../db/columns';
import { appUser } from '../accounts/schema';
import { examTicket } from '../exams/schema';
import { question } from '../topic-tests/schema';
import { subject } from '../universities/schema';

/** An olympiad (SPEC §3 olympic): its window; the status is always computed from the server's clock. */
export const olympiad = pgTable(
  'olympiad',
  {
    id: serialId(),
    slug: varchar('slug', { length: 60 }).notNull().unique(),
    name_uz: varchar('name_uz', { length: 120 }).notNull(),
    name_ru: varchar('name_ru', { length: 120 }).notNull(),
    title_uz: text('title_uz').notNull(),
    title_ru: text('title_ru').notNull(),
    type: varchar('type', { length: 16 }).$type<OlympiadType>().notNull(),
    language_id: smallint('language_id').notNull(),
    starts_at: ts('starts_at').notNull(),
    ends_at: ts('ends_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('olympiad_window_idx').on(t.ends_at, t.starts_at),
    check('olympiad_window_ck', sql`${t.ends_at} > ${t.starts_at}`),
    check('olympiad_type_ck', sql`${t.type} in ('dtm', 'fixed_subject', 'fixed_subjects')`),
  ],
);

/** SPEC §3 olympic course: a subject combination with its duration. */
export const olympiadCourse = pgTable(
  'olympiad_course',
  {
    id: serialId(),
    olympiad_id: ref('olympiad_id', () => olympiad.id, 'cascade'),
    position: smallint('position').notNull(),
    name_uz: varchar('name_uz', { length: 120 }).notNull(),
    name_ru: varchar('name_ru', { length: 120 }).notNull(),
    minutes: smallint('minutes').notNull(),
  },
  (t) => [uniqueIndex('olympiad_course_pos_uq').on(t.olympiad_id, t.position)],
);

/**
 * A section of an olympiad: a required subject (course_id null, in every combination) or one of a
 * course's subjects, with its question count and points per question, and what its questions were
 * drawn from (kept so the studio can show and edit the olympiad as its file, ADR 058).
 */
export const olympiadSection = pgTable(
  'olympiad_section',
  {
    id: serialId(),
    olympiad_id: ref('olympiad_id', () => olympiad.id, 'cascade'),
    course_id: integer('course_id').references(() => olympiadCourse.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    subject_id: ref('subject_id', () => subject.id),
    question_count: smallint('question_count').notNull(),
    points: real('points').notNull(),
    /** the bank topics (lesson keys) the questions were drawn from; empty: every topic of the subject */
    topics: varchar('topics', { length: 80 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    /** the difficulty levels (1–3) drawn from; empty: every level */
    difficulty: smallint('difficulty')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
  },
  (t) => [index('olympiad_section_olympiad_idx').on(t.olympiad_id)],
);

/** The questions of a section, drawn once when the olympiad is created: every participant gets the same set. */
export const olympiadQuestion = pgTable(
  'olympiad_question',
  {
    section_id: ref('section_id', () => olympiadSection.id, 'cascade'),
    position: smallint('position').notNull(),
    question_id: ref('question_id', () => question.id),
  },
  (t) => [uniqueIndex('olympiad_question_uq').on(t.section_id, t.position)],
);

/** A section's result in a participation (denormalised at finish, so a ranking page is one index scan). */
export interface SectionStat {
  subject_id: number;
  required: boolean;
  correct: number;
  count: number;
  obtained: number;
  max: number;
}

/**
 * One user's participation in an olympiad (unique per user and olympiad): the exam ticket it runs
 * on, the deadline, and — once finished — the score, time used and per-section figures the ranking
 * orders and shows. Visibility changes of the page during the attempt are kept for organisers.
 */
export const olympiadParticipation = pgTable(
  'olympiad_participation',
  {
    id: serialId(),
    olympiad_id: ref('olympiad_id', () => olympiad.id, 'cascade'),
    /**
     * null once the participant deleted the account (ADR 033): a finished row stays in the ranking with
     * its score and no link to the person; an unfinished one is deleted with the account
     */
    user_id: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    course_id: ref('course_id', () => olympiadCourse.id, 'cascade'),
    ticket_id: integer('ticket_id').references(() => examTicket.id, { onDelete: 'set null' }),
    started_at: ts('started_at').notNull(),
    deadline_at: ts('deadline_at').notNull(),
    finished_at: ts('finished_at'),
    score: real('score'),
    max_score: real('max_score').notNull(),
    correct_count: smallint('correct_count'),
    question_count: smallint('question_count').notNull(),
    /** finished_at − started_at in ms: the tie-break after the score */
    time_used_ms: integer('time_used_ms'),
    section_stats: jsonb('section_stats').$type<SectionStat[]>(),
    visibility_count: integer('visibility_count').notNull().default(0),
    visibility_log: jsonb('visibility_log').$type<{ state: 'hidden' | 'visible'; at: string }[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('olympiad_participation_user_uq').on(t.olympiad_id, t.user_id),
    // the ranking: score, then time used, then finish time (id keeps pages stable on a full tie)
    index('olympiad_participation_rank_idx')
      .on(t.olympiad_id, t.score.desc(), t.time_used_ms, t.finished_at, t.id)
      .where(sql`${t.finished_at} is not null`),
    index('olympiad_participation_open_idx')
      .on(t.deadline_at)
      .where(sql`${t.finished_at} is null`),
    index('olympiad_participation_ticket_idx').on(t.ticket_id),
    // a finished row has a score: the ranking and its histogram (olympiad_score_count) count it
    check('olympiad_participation_score_ck', sql`${t.finished_at} is null or ${t.score} is not null`),
    // only a finished row outlives its participant's account (ADR 033)
    check('olympiad_participation_owner_ck', sql`${t.user_id} is not null or ${t.finished_at} is not null`),
  ],
);

/**
 * How many finished participations of an olympiad have each total score (ADR 019): the ranking's
 * histogram. Kept by statement triggers on olympiad_participation (migration 0011), so every write
 * path (finish, sweeper, seed, delete) moves it in the same transaction. One's position is the sum of
 * the buckets above one's score plus the ties ahead inside one's own bucket; the total is their sum.
 */
export const olympiadScoreCount = pgTable(
  'olympiad_score_count',
  {
    olympiad_id: ref('olympiad_id', () => olympiad.id, 'cascade'),
    score: real('score').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.olympiad_id, t.score] })],
);
