import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { bilingualName, createdAt, cyrillic, ref, serialId } from '../../db/columns';
import { appUser, avatar } from '../accounts/schema';
import { subject } from '../universities/schema';

/** Course category (SPEC §3 "Category"): the sections of the courses home and the filter. */
export const courseCategory = pgTable('course_category', {
  id: serialId(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  ...bilingualName(120),
  name_cyrl: cyrillic('name_cyrl'),
  sort: smallint('sort').notNull().default(0),
});

/** A teacher (SPEC §3 "Teacher"): `specialty_*` is what the spec's `user_name` shows; `image` is the portrait. */
export const teacher = pgTable('teacher', {
  id: serialId(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  full_name: varchar('full_name', { length: 160 }).notNull(),
  specialty_uz: varchar('specialty_uz', { length: 160 }).notNull(),
  specialty_ru: varchar('specialty_ru', { length: 160 }).notNull(),
  bio_uz: text('bio_uz').notNull(),
  bio_ru: text('bio_ru').notNull(),
  /** the uz texts in Cyrillic (docs/decisions/043) */
  specialty_cyrl: cyrillic('specialty_cyrl'),
  bio_cyrl: cyrillic('bio_cyrl'),
  avatar_id: ref('avatar_id', () => avatar.id),
  /** sha256 of the teacher's portrait in content_image; none: the avatar is shown */
  portrait_sha256: varchar('portrait_sha256', { length: 64 }),
  created_at: createdAt(),
});

/**
 * A teacher's course (SPEC §3 "Course"), taught in one language (1 uz, 2 ru). `subject_id` ties it to a
 * test subject, which is how a test's results recommend it. Prices are whole so'm.
 */
export const teacherCourse = pgTable(
  'teacher_course',
  {
    id: serialId(),
    slug: varchar('slug', { length: 140 }).notNull().unique(),
    teacher_id: ref('teacher_id', () => teacher.id),
    category_id: ref('category_id', () => courseCategory.id),
    subject_id: integer('subject_id').references(() => subject.id),
    language_id: smallint('language_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull(),
    /** the name and description in Cyrillic (uz courses; docs/decisions/043) */
    name_cyrl: cyrillic('name_cyrl'),
    description_cyrl: cyrillic('description_cyrl'),
    /** sha256 of the cover in content_image */
    image_sha256: varchar('image_sha256', { length: 64 }).notNull(),
    lesson_count: smallint('lesson_count').notNull(),
    price: integer('price').notNull(),
    discount_percent: smallint('discount_percent').notNull().default(0),
    type: varchar('type', { length: 10 }).$type<'free' | 'premium'>().notNull(),
    rating: real('rating').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index('teacher_course_subject_idx').on(t.subject_id, t.language_id, t.rating),
    index('teacher_course_teacher_idx').on(t.teacher_id),
    check('teacher_course_language_ck', sql`${t.language_id} in (1, 2, 3)`),
    check('teacher_course_type_ck', sql`${t.type} in ('free', 'premium')`),
    // free courses cost nothing, paid ones something
    check('teacher_course_price_ck', sql`(${t.type} = 'free' and ${t.price} = 0) or (${t.type} = 'premium' and ${t.price} > 0)`),
    // `/kurslar/filter` is the filter page, not a course
    check('teacher_course_slug_ck', sql`${t.slug} <> 'filter'`),
    check('teacher_course_discount_ck', sql`${t.discount_percent} between 0 and 100`),
    check('teacher_course_rating_ck', sql`${t.rating} between 0 and 5`),
  ],
);

/** Courses a learner saved (SPEC §3 `is_saved`). */
export const savedCourse = pgTable(
  'saved_course',
  {
    user_id: ref('user_id', () => appUser.id, 'cascade'),
    course_id: ref('course_id', () => teacherCourse.id, 'cascade'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.course_id] }), index('saved_course_user_idx').on(t.user_id, t.created_at)],
);

/** One lesson of a course, in the course's order (SPEC §2 course page: the lessons list with durations). */
export const courseLesson = pgTable(
  'course_lesson',
  {
    course_id: ref('course_id', () => teacherCourse.id, 'cascade'),
    position: smallint('position').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    title_cyrl: cyrillic('title_cyrl'),
    duration_seconds: integer('duration_seconds').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.course_id, t.position] }),
    check('course_lesson_position_ck', sql`${t.position} >= 1`),
    check('course_lesson_duration_ck', sql`${t.duration_seconds} > 0`),
  ],
);

/** A teacher's social link (SPEC §3 "Contact": type telegram, instagram, facebook, linkedin, youtube; url). */
export const teacherContact = pgTable(
  'teacher_contact',
  {
    id: serialId(),
    teacher_id: ref('teacher_id', () => teacher.id, 'cascade'),
    type: varchar('type', { length: 20 }).$type<'telegram' | 'instagram' | 'facebook' | 'linkedin' | 'youtube'>().notNull(),
    url: varchar('url', { length: 300 }).notNull(),
  },
  (t) => [
    index('teacher_contact_teacher_idx').on(t.teacher_id),
    check('teacher_contact_type_ck', sql`${t.type} in ('telegram', 'instagram', 'facebook', 'linkedin', 'youtube')`),
    check('teacher_contact_url_ck', sql`${t.url} like 'https://%'`),
  ],
);
