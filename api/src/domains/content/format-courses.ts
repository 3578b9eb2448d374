// Kind "courses": course categories, teachers and their courses, each course with its cover as
// inline SVG (docs/content-import.md "Courses").
import { z } from 'zod';
import { keySchema, nullable, svgSchema, textField, uniqueField, versionField, wholeNumber } from './format-fields';

const categorySchema = z.strictObject({
  slug: keySchema(60),
  name_uz: textField(120),
  name_ru: textField(120),
  sort: wholeNumber(0, 32767).default(0),
});

const teacherSchema = z.strictObject({
  slug: keySchema(120),
  full_name: textField(160),
  specialty_uz: textField(160),
  specialty_ru: textField(160),
  bio_uz: textField(),
  bio_ru: textField(),
  avatar_id: wholeNumber(1, 1_000_000),
  /** the teacher's own picture: inline SVG (cards and the teacher page show it; without one, the avatar) */
  portrait: svgSchema.optional(),
  /** social links (SPEC §3 "Contact"), shown on the teacher page in this order */
  contacts: z
    .array(
      z.strictObject({
        type: z.enum(['telegram', 'instagram', 'facebook', 'linkedin', 'youtube'], {
          error: 'expected telegram, instagram, facebook, linkedin or youtube',
        }),
        url: textField(300).refine((url) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(url), 'expected an https:// address'),
      }),
    )
    .max(5)
    .default([]),
});

/** One lesson of a course, in order: its title (in the course's language) and its length. */
const lessonSchema = z.strictObject({
  title: textField(200),
  duration_seconds: wholeNumber(1, 36_000),
});

const courseSchema = z
  .strictObject({
    slug: keySchema(140).refine((slug) => slug !== 'filter', '"filter" is the filter page, not a course'),
    teacher: keySchema(120),
    category: keySchema(60),
    subject: nullable(keySchema(60)),
    language_id: z.union([z.literal(1), z.literal(2)], { error: 'expected 1 (uz) or 2 (ru)' }),
    name: textField(200),
    description: textField(),
    lesson_count: wholeNumber(0, 32767),
    type: z.enum(['free', 'premium'], { error: 'expected "free" or "premium"' }),
    price: wholeNumber(0, 1_000_000_000),
    discount_percent: wholeNumber(0, 100).default(0),
    rating: z.number().min(0, 'at least 0').max(5, 'at most 5').default(0),
    rating_count: wholeNumber(0, 1_000_000_000).default(0),
    /** published this many days before the course was first imported */
    created_days_ago: wholeNumber(0, 36500).default(0),
    cover: svgSchema,
    /** the lessons list of the course page; when given, `lesson_count` is its length */
    lessons: z.array(lessonSchema).max(500).default([]),
  })
  .superRefine((course, ctx) => {
    if (course.lessons.length && course.lessons.length !== course.lesson_count) {
      ctx.addIssue({ code: 'custom', path: ['lesson_count'], message: `expected ${course.lessons.length}, the number of lessons` });
    }
    if ((course.type === 'free') !== (course.price === 0)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'a free course costs 0, a premium one more than 0' });
    }
  });

export const coursesFileSchema = z
  .strictObject({
    version: versionField,
    kind: z.literal('courses'),
    categories: z.array(categorySchema).default([]),
    teachers: z.array(teacherSchema).default([]),
    courses: z.array(courseSchema).default([]),
  })
  .superRefine((file, ctx) => {
    uniqueField(ctx, 'categories', file.categories, 'slug');
    uniqueField(ctx, 'teachers', file.teachers, 'slug');
    uniqueField(ctx, 'courses', file.courses, 'slug');
    const defined = { teacher: new Set(file.teachers.map((t) => t.slug)), category: new Set(file.categories.map((c) => c.slug)) };
    const lists = { teacher: 'teachers', category: 'categories' };
    file.courses.forEach((course, i) => {
      for (const field of ['teacher', 'category'] as const) {
        if (defined[field].has(course[field])) continue;
        ctx.addIssue({
          code: 'custom',
          path: ['courses', i, field],
          message: `no ${field} "${course[field]}" in this file's ${lists[field]}`,
        });
      }
    });
  });

export type CoursesFile = z.output<typeof coursesFileSchema>;
