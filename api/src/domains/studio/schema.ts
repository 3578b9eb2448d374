// The studio (issue 35, ADR 052): who may work in it (staff roles, a partner scoped to one private
// university or learning centre), every write it makes (the audit log) and the learners' reports an
// editor dismissed.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { DraftStatus, StaffRole } from '@platform/shared/studio';
import { createdAt, ref, serialId, ts } from '../../db/columns';
import { appUser } from '../accounts/schema';
import { learningCenter } from '../learning-centres/schema';
import { question } from '../topic-tests/schema';
import { subject, university } from '../universities/schema';

/**
 * A role of a person in the studio: one row per (person, role). A partner names exactly one private
 * university or one learning centre (its scope); the other roles name none.
 */
export const staffRole = pgTable(
  'staff_role',
  {
    id: serialId(),
    user_id: ref('user_id', () => appUser.id, 'cascade'),
    role: varchar('role', { length: 10 }).$type<StaffRole>().notNull(),
    university_id: integer('university_id').references(() => university.id, { onDelete: 'cascade' }),
    learning_center_id: integer('learning_center_id').references(() => learningCenter.id, { onDelete: 'cascade' }),
    /** who granted it: an admin, or null for the CLI and the seed */
    granted_by: integer('granted_by').references(() => appUser.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_role_user_role_uq').on(t.user_id, t.role),
    check('staff_role_role_ck', sql`${t.role} in ('editor', 'reviewer', 'admin', 'ops', 'partner')`),
    check(
      'staff_role_scope_ck',
      sql`case when ${t.role} = 'partner' then (${t.university_id} is null) <> (${t.learning_center_id} is null)
          else ${t.university_id} is null and ${t.learning_center_id} is null end`,
    ),
  ],
);

/**
 * One write of the studio: who (the person, or null for the CLI and the seed, with `via`), when, what
 * (action, entity and its id) and the entity before and after as JSON (null where it did not exist).
 */
export const studioAudit = pgTable(
  'studio_audit',
  {
    id: serialId(),
    actor_id: integer('actor_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** the actor's phone at the time, kept when the account is gone */
    actor_phone: varchar('actor_phone', { length: 13 }),
    via: varchar('via', { length: 6 }).$type<'studio' | 'cli' | 'seed'>().notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entity_id: varchar('entity_id', { length: 80 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: createdAt(),
  },
  (t) => [
    index('studio_audit_created_idx').on(t.created_at),
    index('studio_audit_actor_idx').on(t.actor_id, t.created_at),
    index('studio_audit_entity_idx').on(t.entity, t.entity_id, t.created_at),
  ],
);

/**
 * A question's reports dismissed with a reason: every report of the question made up to `created_at`
 * leaves the open inbox; a report made later opens it again.
 */
export const reportDismissal = pgTable(
  'report_dismissal',
  {
    id: serialId(),
    question_id: ref('question_id', () => question.id, 'cascade'),
    reason: varchar('reason', { length: 500 }).notNull(),
    actor_id: integer('actor_id').references(() => appUser.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('report_dismissal_question_idx').on(t.question_id, t.created_at)],
);

/**
 * A bank item written in the studio (ADR 056): the item as the bank file format reads it (`item`,
 * checked by bankItemSchema), in a topic (subject, `topic` = the tests' lesson_key), becoming
 * `version` of the key when approved. draft → in_review → published (the row is then kept as the
 * version's history); a rejection sends it back to draft with a reason. One open (draft or in review)
 * per item. `writer_ids`: everyone who wrote this version, none of whom may approve it.
 */
export const questionDraft = pgTable(
  'question_draft',
  {
    id: serialId(),
    subject_id: ref('subject_id', () => subject.id),
    topic: varchar('topic', { length: 80 }).notNull(),
    item_key: varchar('item_key', { length: 80 }).notNull(),
    version: smallint('version').notNull(),
    status: varchar('status', { length: 10 }).$type<DraftStatus>().notNull().default('draft'),
    item: jsonb('item').notNull(),
    author_id: integer('author_id').references(() => appUser.id, { onDelete: 'set null' }),
    writer_ids: integer('writer_ids').array().notNull(),
    reject_reason: varchar('reject_reason', { length: 500 }),
    reviewer_id: integer('reviewer_id').references(() => appUser.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: ts('updated_at').notNull().defaultNow(),
    reviewed_at: ts('reviewed_at'),
  },
  (t) => [
    uniqueIndex('question_draft_open_uq')
      .on(t.subject_id, t.topic, t.item_key)
      .where(sql`${t.status} in ('draft', 'in_review')`),
    uniqueIndex('question_draft_version_uq').on(t.subject_id, t.topic, t.item_key, t.version),
    index('question_draft_status_idx').on(t.status, t.updated_at),
    check('question_draft_status_ck', sql`${t.status} in ('draft', 'in_review', 'published')`),
  ],
);

/**
 * A content file imported from the studio (ADR 057): written when the import starts and finished by
 * the api instance that runs it, so a page polling any instance sees its state. The file itself is
 * not kept: the content is in the tables it was imported into.
 */
export const contentImportJob = pgTable(
  'content_import_job',
  {
    id: serialId(),
    actor_id: integer('actor_id').references(() => appUser.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    state: varchar('state', { length: 10 }).$type<'importing' | 'done' | 'failed'>().notNull(),
    bytes: integer('bytes').notNull(),
    items: jsonb('items').$type<Record<string, number>>().notNull(),
    written: jsonb('written').$type<Record<string, number>>(),
    kept: integer('kept').notNull().default(0),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    created_at: createdAt(),
    finished_at: ts('finished_at'),
  },
  (t) => [
    check('content_import_job_state_ck', sql`${t.state} in ('importing', 'done', 'failed')`),
    index('content_import_job_created_idx').on(t.created_at),
  ],
);
