import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bilingualName, createdAt, cyrillic, ref, serialId, ts } from '../../db/columns';
import { appUser } from '../accounts/schema';
import { subject } from '../universities/schema';

/**
 * A topic test: one lesson of a subject in one content language (1 uz, 2 ru).
 * `lesson_key` ties the uz and ru versions of the same lesson together (the import's natural key).
 */
export const themedTest = pgTable(
  'themed_test',
  {
    id: serialId(),
    subject_id: ref('subject_id', () => subject.id),
    lesson_key: varchar('lesson_key', { length: 80 }).notNull(),
    language_id: smallint('language_id').notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    /** the name in Cyrillic (uz tests; docs/decisions/043) */
    name_cyrl: cyrillic('name_cyrl'),
    sort: smallint('sort').notNull().default(0),
    /** the topic's share of a subject's exam section (a bank topic, issue 30); null: not a bank topic */
    share: real('share'),
    /** time gate: the test cannot be started before this moment (null: open) */
    opens_at: ts('opens_at'),
    view_count: integer('view_count').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('themed_test_lesson_lang_uq').on(t.subject_id, t.lesson_key, t.language_id),
    index('themed_test_lang_subject_idx').on(t.language_id, t.subject_id, t.sort),
    check('themed_test_language_ck', sql`${t.language_id} in (1, 2, 3)`),
  ],
);

/** A question of a topic test. `ball` is its XP weight (SPEC §9: not an integer → 5 XP). */
export const question = pgTable(
  'question',
  {
    id: serialId(),
    test_id: ref('test_id', () => themedTest.id, 'cascade'),
    /** the import's natural key within the test */
    key: varchar('key', { length: 80 }).notNull(),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
    /** the text in Cyrillic (questions of uz tests; docs/decisions/043) */
    text_cyrl: cyrillic('text_cyrl'),
    image: text('image'),
    ball: real('ball').notNull().default(5),
    /** why the right option is right (a worked solution for a generated item); shown only after the reveal (ADR 011) */
    explanation: text('explanation'),
    explanation_cyrl: cyrillic('explanation_cyrl'),
    /** 1 basic (mandatory block), 2 standard block, 3 profile block (issue 30) */
    difficulty: smallint('difficulty').notNull().default(2),
    /** the item's version: a studio edit of a published item is published as a new row, version n + 1 (ADR 056) */
    version: smallint('version').notNull().default(1),
    /** when a newer version replaced this one: out of every draw, kept for the tickets that drew it (ADR 056) */
    retired_at: ts('retired_at'),
  },
  (t) => [
    // one live version per key in a test; the retired ones stay for their tickets
    uniqueIndex('question_test_key_uq')
      .on(t.test_id, t.key)
      .where(sql`${t.retired_at} is null`),
    uniqueIndex('question_test_key_version_uq').on(t.test_id, t.key, t.version),
    index('question_test_pos_idx').on(t.test_id, t.position),
  ],
);

/** The four options A–D of a question; exactly one is correct (checked by the import). */
export const questionOption = pgTable(
  'question_option',
  {
    id: serialId(),
    question_id: ref('question_id', () => question.id, 'cascade'),
    /** 0..3 = A..D */
    position: smallint('position').notNull(),
    text: text('text').notNull(),
    text_cyrl: cyrillic('text_cyrl'),
    image: text('image'),
    is_correct: boolean('is_correct').notNull().default(false),
  },
  (t) => [
    uniqueIndex('question_option_pos_uq').on(t.question_id, t.position),
    check('question_option_pos_ck', sql`${t.position} between 0 and 3`),
  ],
);

/**
 * One attempt at a test. A guest's ticket belongs to the hashed guest token of its cookie until the
 * guest signs in and the ticket is claimed. One active ticket per (owner, test): unique indexes.
 */
export const ticket = pgTable(
  'ticket',
  {
    id: serialId(),
    type: varchar('type', { length: 12 }).$type<'topic'>().notNull().default('topic'),
    test_id: ref('test_id', () => themedTest.id),
    user_id: integer('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    guest_hash: varchar('guest_hash', { length: 64 }),
    status: varchar('status', { length: 10 }).$type<'active' | 'finished'>().notNull().default('active'),
    question_count: smallint('question_count').notNull(),
    correct_count: smallint('correct_count').notNull().default(0),
    answered_count: smallint('answered_count').notNull().default(0),
    bonus_xp: smallint('bonus_xp').notNull().default(0),
    /**
     * Whether the ticket earns XP. False for a guest ticket claimed past its day's limit: the claimant
     * had already started as many tickets that Tashkent day as the daily limit allows (ADR 006).
     */
    earns_xp: boolean('earns_xp').notNull().default(true),
    started_at: ts('started_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    finished_at: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('ticket_active_user_uq')
      .on(t.user_id, t.test_id)
      .where(sql`${t.status} = 'active' and ${t.user_id} is not null`),
    uniqueIndex('ticket_active_guest_uq')
      .on(t.guest_hash, t.test_id)
      .where(sql`${t.status} = 'active' and ${t.guest_hash} is not null`),
    index('ticket_user_started_idx').on(t.user_id, t.started_at),
    index('ticket_guest_started_idx').on(t.guest_hash, t.started_at),
    index('ticket_test_idx').on(t.test_id, t.status),
    check('ticket_owner_ck', sql`${t.user_id} is not null or ${t.guest_hash} is not null`),
  ],
);

/**
 * A question inside a ticket, and its one answer: `option_id` is set once (a conditional update),
 * so there is exactly one answer per (ticket, question).
 */
export const ticketQuestion = pgTable(
  'ticket_question',
  {
    id: serialId(),
    ticket_id: ref('ticket_id', () => ticket.id, 'cascade'),
    question_id: ref('question_id', () => question.id),
    position: smallint('position').notNull(),
    /**
     * The order the options are shown in this ticket: the option positions (0..3) for A, B, C, D.
     * Drawn at random when the ticket is made, stored so that a reload shows the same order.
     */
    option_order: smallint('option_order')
      .array()
      .notNull()
      .default(sql`'{0,1,2,3}'::smallint[]`),
    option_id: integer('option_id').references(() => questionOption.id),
    is_correct: boolean('is_correct'),
    answered_at: ts('answered_at'),
  },
  (t) => [uniqueIndex('ticket_question_uq').on(t.ticket_id, t.question_id), index('ticket_question_pos_idx').on(t.ticket_id, t.position)],
);

/** Saved tests of a learner (SPEC §2 "saved tests"). */
export const savedTest = pgTable(
  'saved_test',
  {
    user_id: ref('user_id', () => appUser.id, 'cascade'),
    test_id: ref('test_id', () => themedTest.id, 'cascade'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.test_id] }), index('saved_test_user_idx').on(t.user_id, t.created_at)],
);

/** Rating of a test after a finished ticket: one per user and test, a new one replaces the old. */
export const testRating = pgTable(
  'test_rating',
  {
    id: serialId(),
    ticket_id: integer('ticket_id')
      .notNull()
      .unique()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    test_id: ref('test_id', () => themedTest.id, 'cascade'),
    user_id: ref('user_id', () => appUser.id, 'cascade'),
    rating: smallint('rating').notNull(),
    comment: varchar('comment', { length: 200 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('test_rating_test_idx').on(t.test_id, t.created_at),
    uniqueIndex('test_rating_user_test_uq').on(t.user_id, t.test_id),
    check('test_rating_range_ck', sql`${t.rating} between 1 and 5`),
  ],
);

/** Kinds of mistakes a learner can report in a question. */
export const errorType = pgTable('error_type', {
  id: integer('id').primaryKey(),
  ...bilingualName(120),
});

/** "Found an error" reports on questions. */
export const errorReport = pgTable(
  'error_report',
  {
    id: serialId(),
    question_id: ref('question_id', () => question.id, 'cascade'),
    error_id: ref('error_id', () => errorType.id),
    message: varchar('message', { length: 200 }).notNull(),
    user_id: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('error_report_question_idx').on(t.question_id)],
);

/** SVG pictures of questions and options, served at `/api/content-images/{sha256}.svg`. */
export const contentImage = pgTable('content_image', {
  sha256: varchar('sha256', { length: 64 }).primaryKey(),
  svg: text('svg').notNull(),
  created_at: createdAt(),
});

const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Raster pictures uploaded in the studio (issue 35, ADR 056), re-encoded to WebP of bounded size,
 * served at `/api/content-images/{sha256}.webp` (the SHA-256 of the encoded bytes).
 */
export const contentPicture = pgTable('content_picture', {
  sha256: varchar('sha256', { length: 64 }).primaryKey(),
  webp: bytes('webp').notNull(),
  width: smallint('width').notNull(),
  height: smallint('height').notNull(),
  created_at: createdAt(),
});
