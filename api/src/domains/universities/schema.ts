import { boolean, doublePrecision, index, integer, pgTable, real, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bilingualName, cyrillic, ref, serialId } from '../../db/columns';

/** Regions (parent_id null) and their districts. */
export const address = pgTable(
  'address',
  {
    id: serialId(),
    parent_id: integer('parent_id'),
    ...bilingualName(120),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('address_parent_idx').on(t.parent_id), uniqueIndex('address_parent_name_uq').on(t.parent_id, t.name_uz)],
);

export const subject = pgTable('subject', {
  id: serialId(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  ...bilingualName(120),
  name_cyrl: cyrillic('name_cyrl'),
  color: varchar('color', { length: 9 }).notNull(),
  image: text('image'),
  mandatory: boolean('mandatory').notNull().default(false),
});

export const university = pgTable(
  'university',
  {
    id: serialId(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    type: varchar('type', { length: 10 }).$type<'public' | 'private'>().notNull(),
    ...bilingualName(300),
    description_uz: text('description_uz').notNull(),
    description_ru: text('description_ru').notNull(),
    long_description_uz: text('long_description_uz').notNull(),
    long_description_ru: text('long_description_ru').notNull(),
    address_id: integer('address_id').references(() => address.id),
    address_uz: text('address_uz'),
    address_ru: text('address_ru'),
    logo: text('logo'),
    image: text('image'),
    site: text('site'),
    phone: varchar('phone', { length: 40 }),
    email: varchar('email', { length: 120 }),
    telegram: text('telegram'),
    instagram: text('instagram'),
    youtube: text('youtube'),
    youtube_embed: text('youtube_embed'),
    file: text('file'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    students_count: integer('students_count'),
    graduate_students_count: integer('graduate_students_count'),
    courses_count: integer('courses_count'),
    experience_years_count: integer('experience_years_count'),
    min_contract_price: integer('min_contract_price'),
    max_contract_price: integer('max_contract_price'),
    is_recommended: boolean('is_recommended').notNull().default(false),
    admission_start_date: integer('admission_start_date'),
    admission_end_date: integer('admission_end_date'),
  },
  (t) => [index('university_type_idx').on(t.type), index('university_address_idx').on(t.address_id)],
);

/** Study directions (the national classifier): global, offered by many universities. */
export const direction = pgTable('direction', {
  id: serialId(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  ...bilingualName(300),
  subject_1_id: integer('subject_1_id').references(() => subject.id),
  subject_2_id: integer('subject_2_id').references(() => subject.id),
});

/** Languages of instruction (1 uz, 2 ru, 3 en: SPEC §9 ids). */
export const studyLanguage = pgTable('study_language', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 5 }).notNull().unique(),
  ...bilingualName(60),
});

/** Study forms: full-time, part-time, evening. */
export const studyForm = pgTable('study_form', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  ...bilingualName(60),
});

/** One admission row: a direction at a university for a year, language and study form. */
export const admission = pgTable(
  'admission',
  {
    id: serialId(),
    university_id: ref('university_id', () => university.id, 'cascade'),
    direction_id: ref('direction_id', () => direction.id),
    year: smallint('year').notNull(),
    language_id: ref('language_id', () => studyLanguage.id),
    study_form_id: ref('study_form_id', () => studyForm.id),
    grant_ball: real('grant_ball'),
    grant_count: integer('grant_count').notNull().default(0),
    contract_ball: real('contract_ball'),
    contract_count: integer('contract_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('admission_row_uq').on(t.university_id, t.direction_id, t.year, t.language_id, t.study_form_id),
    index('admission_lookup_idx').on(t.university_id, t.year, t.language_id, t.study_form_id),
  ],
);

/** Key/value facts about the database itself (e.g. the hash of the last applied seed). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});
