import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { ticket } from '../topic-tests/schema';

/** An issued certificate of a finished ticket; `/check/{ticketId}` verifies it. */
export const certificate = pgTable('certificate', {
  ticket_id: integer('ticket_id')
    .primaryKey()
    .references(() => ticket.id, { onDelete: 'cascade' }),
  locale: varchar('locale', { length: 2 }).$type<'uz' | 'ru'>().notNull(),
  issued_at: ts('issued_at').notNull().defaultNow(),
});
