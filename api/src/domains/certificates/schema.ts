import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { ticket } from '../topic-tests/schema';

/**
 * An issued certificate of a finished ticket. `public_id` (128 random bits as 32 hex digits) is the
 * public verification address `/check/{public_id}`; the holder's name, the score and the date are
 * frozen when it is issued, so later profile edits do not change it.
 */
export const certificate = pgTable('certificate', {
  ticket_id: integer('ticket_id')
    .primaryKey()
    .references(() => ticket.id, { onDelete: 'cascade' }),
  public_id: varchar('public_id', { length: 32 })
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  locale: varchar('locale', { length: 2 }).$type<'uz' | 'ru'>().notNull(),
  full_name: varchar('full_name', { length: 121 }).notNull(),
  correct: smallint('correct').notNull(),
  total: smallint('total').notNull(),
  finished_at: ts('finished_at').notNull(),
  issued_at: ts('issued_at').notNull().defaultNow(),
});
