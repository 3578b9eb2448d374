// The review queue (issue 31 item 1, ADR 044): one FSRS card per owner and question, and the log of
// every rating it got. The card's columns are ts-fsrs's `Card`, the log's its `ReviewLog`.
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ref, serialId, ts } from '../../db/columns';
import { appUser } from '../accounts/schema';
import { autotestQuestion } from '../autotest/schema';
import { ncItem } from '../exams/schema';
import { question } from '../topic-tests/schema';
import { subject } from '../universities/schema';

/**
 * A question in a learner's review queue. The owner is a user, or — for a guest's topic tests — the
 * hashed guest token, until the guest signs in and the cards are claimed (like tickets, ADR 006).
 * Exactly one source column is set: a topic-test/exam question, a national-certificate item (single
 * choice) or an autotest question; one card per owner and source. `subject_id` is the question's
 * subject (null for the autotest), kept for the per-subject counts.
 */
export const reviewCard = pgTable(
  'review_card',
  {
    id: serialId(),
    user_id: integer('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    guest_hash: varchar('guest_hash', { length: 64 }),
    question_id: integer('question_id').references(() => question.id, { onDelete: 'cascade' }),
    nc_item_id: integer('nc_item_id').references(() => ncItem.id, { onDelete: 'cascade' }),
    autotest_question_id: integer('autotest_question_id').references(() => autotestQuestion.id, { onDelete: 'cascade' }),
    subject_id: integer('subject_id').references(() => subject.id),
    // ts-fsrs Card
    due: ts('due').notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsed_days: integer('elapsed_days').notNull().default(0),
    scheduled_days: integer('scheduled_days').notNull().default(0),
    learning_steps: smallint('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning */
    state: smallint('state').notNull().default(0),
    last_review: ts('last_review'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('review_card_user_item_uq')
      .on(t.user_id, sql`coalesce(${t.question_id}, 0)`, sql`coalesce(${t.nc_item_id}, 0)`, sql`coalesce(${t.autotest_question_id}, 0)`)
      .where(sql`${t.user_id} is not null`),
    uniqueIndex('review_card_guest_item_uq')
      .on(t.guest_hash, sql`coalesce(${t.question_id}, 0)`, sql`coalesce(${t.nc_item_id}, 0)`, sql`coalesce(${t.autotest_question_id}, 0)`)
      .where(sql`${t.user_id} is null`),
    index('review_card_user_due_idx').on(t.user_id, t.due),
    index('review_card_guest_due_idx')
      .on(t.guest_hash, t.due)
      .where(sql`${t.user_id} is null`),
    check('review_card_owner_ck', sql`${t.user_id} is not null or ${t.guest_hash} is not null`),
    check('review_card_source_ck', sql`num_nonnulls(${t.question_id}, ${t.nc_item_id}, ${t.autotest_question_id}) = 1`),
    check('review_card_state_ck', sql`${t.state} between 0 and 3`),
  ],
);

/**
 * One rating of a card (ts-fsrs ReviewLog: the card as it was before, the rating, when). `reps` is the
 * card's count after this rating, so a card has one log per count: an answer sent again (a retry) finds
 * its log and is answered the same. `origin` says where the rating came from; `option_id` is the option
 * chosen on the review page.
 */
export const reviewLog = pgTable(
  'review_log',
  {
    id: serialId(),
    card_id: ref('card_id', () => reviewCard.id, 'cascade'),
    reps: integer('reps').notNull(),
    origin: varchar('origin', { length: 10 }).$type<'review' | 'topic' | 'exam' | 'autotest'>().notNull(),
    option_id: integer('option_id'),
    /** ts-fsrs Rating: 1 Again, 2 Hard, 3 Good, 4 Easy */
    rating: smallint('rating').notNull(),
    state: smallint('state').notNull(),
    due: ts('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsed_days: integer('elapsed_days').notNull(),
    last_elapsed_days: integer('last_elapsed_days').notNull(),
    scheduled_days: integer('scheduled_days').notNull(),
    learning_steps: smallint('learning_steps').notNull(),
    review: ts('review').notNull(),
  },
  (t) => [uniqueIndex('review_log_card_reps_uq').on(t.card_id, t.reps)],
);
