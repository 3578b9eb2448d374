import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bilingualName, createdAt, ref, serialId } from '../../db/columns';
import { appUser } from '../accounts/schema';
import { address, subject } from '../universities/schema';

/** A learning centre (SPEC §3 "Learning centre selection"), imported from content/learning-centres.json by slug. */
export const learningCenter = pgTable('learning_center', {
  id: serialId(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  ...bilingualName(160),
  title_uz: varchar('title_uz', { length: 200 }).notNull(),
  title_ru: varchar('title_ru', { length: 200 }).notNull(),
  description_uz: text('description_uz').notNull(),
  description_ru: text('description_ru').notNull(),
  /** content image URL of the logo (an SVG of content_image) */
  logo: text('logo'),
  address_id: integer('address_id').references(() => address.id),
  address_uz: text('address_uz').notNull(),
  address_ru: text('address_ru').notNull(),
  is_recommended: boolean('is_recommended').notNull().default(false),
  sort: smallint('sort').notNull().default(0),
});

/** What a centre teaches: one subject, its monthly price (so'm) and discount. */
export const learningCenterSubject = pgTable(
  'learning_center_subject',
  {
    id: serialId(),
    learning_center_id: ref('learning_center_id', () => learningCenter.id, 'cascade'),
    subject_id: ref('subject_id', () => subject.id),
    price: integer('price').notNull(),
    discount_percent: smallint('discount_percent').notNull().default(0),
  },
  (t) => [
    uniqueIndex('learning_center_subject_uq').on(t.learning_center_id, t.subject_id),
    index('learning_center_subject_idx').on(t.subject_id),
  ],
);

/** A lead: someone asked a centre to call them back (POST /lead/send). */
export const lead = pgTable(
  'lead',
  {
    id: serialId(),
    learning_center_id: ref('learning_center_id', () => learningCenter.id, 'cascade'),
    user_id: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 60 }).notNull(),
    phone: varchar('phone', { length: 13 }).notNull(),
    /** the result the lead was sent from (a topic-test ticket of the sender; checked at send), when there was one */
    ticket_id: integer('ticket_id'),
    created_at: createdAt(),
  },
  (t) => [index('lead_center_created_idx').on(t.learning_center_id, t.created_at)],
);
