// Private universities' programs, applications and interactions (issue 18 items 1, 2 and 5; ADR 015).
// Apart from schema.ts: these refer to accounts' users, and accounts/schema already imports schema.ts.
import { boolean, index, integer, jsonb, pgTable, real, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bilingualName, createdAt, ref, serialId } from '../../db/columns';
import { appUser } from '../accounts/schema';
import { direction, studyForm, studyLanguage, university } from './schema';

/** A subject of a program's entrance test: how many questions and the points of each. */
export interface ProgramSubject {
  subject_id: number;
  count: number;
  points: number;
}

/**
 * A private university's program ("university course", SPEC §3): what a student applies to, and —
 * when `has_test` — the entrance test the private-university exam mocks (ADR 015).
 */
export const universityProgram = pgTable(
  'university_program',
  {
    id: serialId(),
    university_id: ref('university_id', () => university.id, 'cascade'),
    slug: varchar('slug', { length: 120 }).notNull(),
    direction_id: integer('direction_id').references(() => direction.id),
    ...bilingualName(300),
    language_id: ref('language_id', () => studyLanguage.id),
    study_form_id: ref('study_form_id', () => studyForm.id),
    /** points out of the test's maximum needed to be admitted; null = not published */
    passing_score: real('passing_score'),
    /** the yearly contract price from (so'm) */
    contract_price: integer('contract_price').notNull(),
    requirements_uz: text('requirements_uz').notNull(),
    requirements_ru: text('requirements_ru').notNull(),
    subjects: jsonb('subjects').$type<ProgramSubject[]>().notNull(),
    /** the test's duration (minutes) */
    minutes: smallint('minutes').notNull(),
    /** years of study */
    duration_years: smallint('duration_years').notNull(),
    has_test: boolean('has_test').notNull().default(false),
  },
  (t) => [
    uniqueIndex('university_program_slug_uq').on(t.university_id, t.slug),
    index('university_program_subjects_idx').using('gin', t.subjects),
  ],
);

/** A user's application to a program (SPEC §5): one per user and program. */
export const programApplication = pgTable(
  'program_application',
  {
    id: serialId(),
    user_id: ref('user_id', () => appUser.id, 'cascade'),
    program_id: ref('program_id', () => universityProgram.id, 'cascade'),
    name: varchar('name', { length: 60 }).notNull(),
    phone: varchar('phone', { length: 13 }).notNull(),
    /** the applicant's own private-university exam ticket of this program it was sent from (checked at send), when there was one */
    ticket_id: integer('ticket_id'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('program_application_user_program_uq').on(t.user_id, t.program_id),
    index('program_application_program_idx').on(t.program_id),
  ],
);

/** A click on a private university's site, phone or card (POST /user-interaction/store). */
export const universityInteraction = pgTable(
  'university_interaction',
  {
    id: serialId(),
    university_id: ref('university_id', () => university.id, 'cascade'),
    action: varchar('action', { length: 8 }).$type<'site' | 'phone' | 'card'>().notNull(),
    user_id: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('university_interaction_uni_idx').on(t.university_id, t.action)],
);
